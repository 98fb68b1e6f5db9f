#pragma once

// Small helpers shared by the tests: building tracks and projects, metatypes for _data()
// columns, and reading a file.

#include "keyframe.h"
#include "timing/easing.h"
#include "timing/frametrack.h"
#include "timing/loopmode.h"
#include "timing/vec3.h"

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QStringList>
#include <QMetaType>
#include <QTest>

Q_DECLARE_METATYPE(inbetween::LoopMode)
Q_DECLARE_METATYPE(inbetween::Vec3)
Q_DECLARE_METATYPE(inbetween::Easing)

namespace inbetween {
// Found by QCOMPARE through argument-dependent lookup, so a failure prints the values.
inline char *toString(const Vec3 &v)
{
    return QTest::toString(QStringLiteral("(%1, %2, %3)").arg(v.x, 0, 'g', 17).arg(v.y, 0, 'g', 17).arg(v.z, 0, 'g', 17));
}
} // namespace inbetween

namespace testutil {

// A key with every channel given.
inline inbetween::Keyframe keyframe(double time, inbetween::Vec3 translation, inbetween::Vec3 rotation,
                                    inbetween::Vec3 scale, inbetween::Easing easing = {})
{
    inbetween::Keyframe k;
    k.time = time;
    k.translation = translation;
    k.rotation = rotation;
    k.scale = scale;
    k.easing = easing;
    return k;
}

inline inbetween::FrameTrack trackOf(const QList<double> &durations)
{
    QList<inbetween::Frame> frames;
    for (double d : durations)
        frames.append({d, QString()});
    return inbetween::FrameTrack(frames);
}

// Compares two Vec3 within `tolerance`, naming the component that differs.
inline bool fuzzyEqual(const inbetween::Vec3 &a, const inbetween::Vec3 &b, double tolerance)
{
    return std::abs(a.x - b.x) <= tolerance && std::abs(a.y - b.y) <= tolerance && std::abs(a.z - b.z) <= tolerance;
}

// QStringList from ASCII literals (the model builds with QT_NO_CAST_FROM_ASCII).
inline QStringList strings(std::initializer_list<const char *> items)
{
    QStringList out;
    for (const char *item : items)
        out << QString::fromUtf8(item);
    return out;
}

// A _data() table of one column, "mode": a row for each loop mode.
inline void loopModeRows()
{
    QTest::addColumn<inbetween::LoopMode>("mode");
    QTest::newRow("loop") << inbetween::LoopMode::Loop;
    QTest::newRow("once") << inbetween::LoopMode::Once;
    QTest::newRow("pingpong") << inbetween::LoopMode::PingPong;
}

// The bytes of the file at `path`; empty when it cannot be read.
inline QByteArray contentsOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline QByteArray text(const inbetween::Vec3 &v)
{
    return QByteArray::number(v.x, 'g', 17) + ", " + QByteArray::number(v.y, 'g', 17) + ", "
           + QByteArray::number(v.z, 'g', 17);
}

} // namespace testutil

#define COMPARE_VEC3(actual, expected, tolerance)                                                                    \
    QVERIFY2(testutil::fuzzyEqual((actual), (expected), (tolerance)),                                                \
             QByteArray("got (" + testutil::text(actual) + ") expected (" + testutil::text(expected) + ")")        \
                 .constData())

// QCOMPARE on doubles is fuzzy (qFuzzyCompare); where a rule is exact, compare the bits.
#define COMPARE_EXACT(actual, expected)                                                                              \
    do {                                                                                                             \
        const double a_ = (actual), e_ = (expected);                                                                 \
        if (!(a_ == e_))                                                                                             \
            QFAIL(qPrintable(QStringLiteral("got %1, expected %2").arg(a_, 0, 'g', 17).arg(e_, 0, 'g', 17)));        \
    } while (false)
