#pragma once

// A real CurveView on a real Document, shown on the offscreen platform, on a time axis and a
// value range the tests set (1 ms and 1 value a pixel unless told), and the mouse helpers the
// widget tests drive it with.

#include "curves/curveview.h"
#include "document/document.h"
#include "itemmodels/keyframetablemodel.h"

#include <QCoreApplication>
#include <QMouseEvent>
#include <QTest>
#include <cmath>
#include <memory>

namespace inbetween::test {

// Keys at the given times, translation x from `tx`, translation y from `ty` (0 when short).
inline Project motionProject(const QList<double> &times, const QList<double> &tx, const QList<double> &ty = {},
                             const QList<double> &frames = {})
{
    Project p;
    p.name = QStringLiteral("curves");
    p.fps = 60;
    QList<Keyframe> keys;
    for (qsizetype i = 0; i < times.size(); ++i) {
        Keyframe k;
        k.time = times[i];
        k.translation.x = tx.value(i);
        k.translation.y = ty.value(i);
        keys.append(k);
    }
    p.clips[0].motion.setKeys(keys);
    QList<Frame> fs;
    for (double d : frames)
        fs.append({d, QString()});
    p.clips[0].frames.setFrames(fs);
    return p;
}

struct CurveFixture
{
    Document doc;
    KeyframeTableModel keys{&doc}; // as in the window: a table follows every key edit
    std::unique_ptr<CurveView> view;

    explicit CurveFixture(const Project &project, double valueLo = -50, double valueHi = 250, QSize size = {900, 320})
    {
        doc.reset(project, QString());
        view = std::make_unique<CurveView>(&doc);
        view->resize(size);
        view->show();
        if (!QTest::qWaitForWindowExposed(view.get()))
            qFatal("the curve view was not exposed");
        view->setTimeAxis(20.0, 1.0);
        view->setValueRange(valueLo, valueHi);
    }

    QPoint at(double ms, double value) const
    {
        const CurveMapping m = view->mapping();
        return QPoint(int(std::lround(m.x(ms))), int(std::lround(m.y(value))));
    }
    QPoint atKey(int k, MotionChannel c = MotionChannel::TX) const
    {
        const Keyframe &key = doc.clip().motion.key(k);
        return at(key.time, MotionChannels::value(key, c));
    }

    void press(QPoint pos, Qt::KeyboardModifiers mods = Qt::NoModifier, Qt::MouseButton b = Qt::LeftButton)
    {
        QTest::mousePress(view.get(), b, mods, pos);
    }
    // A move with the button held: QTest::mouseMove cannot carry modifiers.
    void moveHeld(QPoint pos, Qt::KeyboardModifiers mods = Qt::NoModifier)
    {
        QMouseEvent e(QEvent::MouseMove, QPointF(pos), view->mapToGlobal(QPointF(pos)), Qt::NoButton, Qt::LeftButton, mods);
        QCoreApplication::sendEvent(view.get(), &e);
    }
    void release(QPoint pos, Qt::KeyboardModifiers mods = Qt::NoModifier)
    {
        QTest::mouseRelease(view.get(), Qt::LeftButton, mods, pos);
    }
    // Press, move there in steps (overshooting on the way), release.
    void drag(QPoint from, QPoint to, Qt::KeyboardModifiers mods = Qt::NoModifier)
    {
        press(from, mods);
        const QPoint d = to - from;
        for (double f : {0.25, 0.5, 1.2, 0.8, 1.0})
            moveHeld(from + QPoint(int(std::lround(d.x() * f)), int(std::lround(d.y() * f))), mods);
        release(to, mods);
    }
};

} // namespace inbetween::test
