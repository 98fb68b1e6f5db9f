#pragma once

// Helpers of the lip-sync readers' tests: the fixtures in data/lipsync/ (written from the tools'
// documented output: Rhubarb Lip Sync's README example "Hi", and .pgo files as Papagayo-NG's
// LipsyncDoc.save writes them) and cues as text, so a failed comparison shows every cue and each
// time to the last bit (17 significant digits).

#include "import/lipsynctrack.h"

#include <QFile>
#include <QtTest>

namespace lipsynctest {

inline QByteArray fixture(const QString &name)
{
    const QString path = QFINDTESTDATA(QStringLiteral("data/lipsync/") + name);
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return f.readAll();
}

inline QString fixturePath(const QString &name)
{
    return QFINDTESTDATA(QStringLiteral("data/lipsync/") + name);
}

inline QString ms(double v)
{
    return QString::number(v, 'g', 17);
}

// "0 50 X": start, end, shape.
inline QStringList cueTexts(const QList<inbetween::MouthCue> &cues)
{
    QStringList out;
    for (const inbetween::MouthCue &c : cues)
        out.append(ms(c.start) + QLatin1Char(' ') + ms(c.end) + QLatin1Char(' ') + c.shape);
    return out;
}

// A cue as the tables write them.
inline inbetween::MouthCue cue(double start, double end, const char *shape)
{
    return inbetween::MouthCue{start, end, QString::fromLatin1(shape)};
}

// The README's "Hi" in ms: the cues every Rhubarb format gives.
inline QList<inbetween::MouthCue> hiCues()
{
    return {cue(0, 50, "X"), cue(50, 270, "D"), cue(270, 310, "C"), cue(310, 430, "B"), cue(430, 470, "X")};
}

} // namespace lipsynctest

Q_DECLARE_METATYPE(QList<inbetween::MouthCue>)
