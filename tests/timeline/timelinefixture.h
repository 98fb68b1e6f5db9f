#pragma once

// A real TimelineView on a real Document, its three table models and their selection models,
// shown on the offscreen platform, and the mouse helpers the widget tests drive it with.

#include "common/stripspaint.h"
#include "document/document.h"
#include "itemmodels/eventtablemodel.h"
#include "itemmodels/frametablemodel.h"
#include "itemmodels/keyframetablemodel.h"
#include "timeline/timelineview.h"

#include <QCoreApplication>
#include <QItemSelectionModel>
#include <QMouseEvent>
#include <QTest>
#include <cmath>
#include <memory>

namespace inbetween::test {

inline Project flipbook(const QList<double> &durations, const QList<double> &keyTimes = {},
                        const QList<double> &eventTimes = {})
{
    Project p;
    p.name = QStringLiteral("test");
    QList<Frame> frames;
    for (double d : durations)
        frames.append({d, QString()});
    p.clips[0].frames.setFrames(frames);
    QList<Keyframe> keys;
    for (double t : keyTimes) {
        Keyframe k;
        k.time = t;
        keys.append(k);
    }
    p.clips[0].motion.setKeys(keys);
    for (int i = 0; i < eventTimes.size(); ++i)
        p.clips[0].events.append({eventTimes[i], QStringLiteral("event%1").arg(i)});
    return p;
}

inline QList<double> durations(const Document &doc)
{
    QList<double> out;
    for (const Frame &f : doc.clip().frames.frames())
        out.append(f.duration);
    return out;
}

struct TimelineFixture
{
    Document doc;
    FrameTableModel frames{&doc};
    KeyframeTableModel keys{&doc};
    EventTableModel events{&doc};
    QItemSelectionModel frameSelection{&frames};
    QItemSelectionModel keySelection{&keys};
    QItemSelectionModel eventSelection{&events};
    std::unique_ptr<TimelineView> view;

    explicit TimelineFixture(const Project &project, double msPerPixel = 1.0, int width = 900,
                             const QString &path = QString())
    {
        doc.reset(project, path);
        view = std::make_unique<TimelineView>(&doc, &frames, &keys, &events, &frameSelection, &keySelection,
                                              &eventSelection);
        view->resize(width, view->minimumSizeHint().height());
        view->show();
        if (!QTest::qWaitForWindowExposed(view.get()))
            qFatal("the timeline was not exposed");
        view->setMsPerPixel(msPerPixel);
        if (view->msPerPixel() != msPerPixel)
            qFatal("the timeline refused %g ms per pixel", msPerPixel);
    }

    QWidget *viewport() const { return view->viewport(); }
    int rowY(TimelineLayout::Row row) const { return view->rowLayout().rect(row).center().y(); }
    int xFor(double ms) const { return int(std::lround(view->axis().xForTime(ms))); }
    QPoint at(double ms, TimelineLayout::Row row) const { return QPoint(xFor(ms), rowY(row)); }

    void press(QPoint pos, Qt::KeyboardModifiers mods = Qt::NoModifier)
    {
        QTest::mousePress(viewport(), Qt::LeftButton, mods, pos);
    }
    // A move with the left button held: QTest::mouseMove cannot carry modifiers, so the event is
    // sent as the platform would.
    void moveHeld(QPoint pos, Qt::KeyboardModifiers mods = Qt::NoModifier)
    {
        QMouseEvent e(QEvent::MouseMove, QPointF(pos), viewport()->mapToGlobal(QPointF(pos)), Qt::NoButton,
                      Qt::LeftButton, mods);
        QCoreApplication::sendEvent(viewport(), &e);
    }
    void release(QPoint pos, Qt::KeyboardModifiers mods = Qt::NoModifier)
    {
        QTest::mouseRelease(viewport(), Qt::LeftButton, mods, pos);
    }
    // Press at `from`, move there in a few steps (overshooting on the way), release at `to`.
    void drag(QPoint from, QPoint to, Qt::KeyboardModifiers mods = Qt::NoModifier)
    {
        press(from, mods);
        const QPoint d = to - from;
        for (double f : {0.25, 0.5, 1.2, 0.8, 1.0})
            moveHeld(from + QPoint(int(std::lround(d.x() * f)), int(std::lround(d.y() * f))), mods);
        release(to, mods);
    }
    void click(QPoint pos, Qt::KeyboardModifiers mods = Qt::NoModifier)
    {
        QTest::mouseClick(viewport(), Qt::LeftButton, mods, pos);
    }
};

} // namespace inbetween::test
