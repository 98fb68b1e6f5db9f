// What the TimelineView paints, read back from the viewport's pixels: block widths follow the
// durations, short frames are marked, dense frames become one band with work bounded by the
// width; zoom, scroll and auto-scroll.

#include "document/rowcommands.h"
#include "timeline/keyrowpainter.h"
#include "timeline/timelinefixture.h"

#include <QAction>
#include <QRandomGenerator>
#include <QScrollBar>
#include <QTest>
#include <QToolTip>
#include <QWheelEvent>

using namespace inbetween;
using namespace inbetween::test;
using Row = TimelineLayout::Row;

namespace {
const QColor separator(28, 30, 34);
const QColor shortMark(220, 50, 47);

// x of every separator column (a block's last pixel) along one line of the frames row.
QList<int> separators(const QImage &image, int y)
{
    QList<int> xs;
    for (int x = 0; x < image.width(); ++x) {
        if (image.pixelColor(x, y) == separator)
            xs.append(x);
    }
    return xs;
}

Project manyFrames(int count)
{
    QRandomGenerator random(42);
    QList<double> d;
    d.reserve(count);
    for (int i = 0; i < count; ++i)
        d.append(1 + random.bounded(200));
    return flipbook(d);
}
} // namespace

class TimelinePaintTest : public QObject
{
    Q_OBJECT

private slots:
    void blockWidthsFollowDurations_data();
    void blockWidthsFollowDurations();
    void shortFramesAreMarked();
    void aFrameTooThinToSeeIsMarked_data();
    void aFrameTooThinToSeeIsMarked();
    void denseFramesBecomeOneBand();
    void bandsShowWhereTheyHideShortFrames();
    void keysAndEventsArePainted();
    void eventsPastTheEndAreDimmed();
    void autoScrollKeepsThePlayheadInView();
    void ctrlWheelZoomsAroundTheCursor();
    void wheelScrolls();
    void fitToWindow();
    void partialRepaintsMatchWhole_data();
    void partialRepaintsMatchWhole();
};

void TimelinePaintTest::blockWidthsFollowDurations_data()
{
    QTest::addColumn<QList<double>>("durations");
    QTest::addColumn<double>("msPerPixel");
    QTest::newRow("[100, 150, 250] at 1 ms/px") << QList<double>{100, 150, 250} << 1.0;
    QTest::newRow("[100, 150, 250] at 0.5 ms/px") << QList<double>{100, 150, 250} << 0.5;
    QTest::newRow("[100, 150, 250] at 2.5 ms/px") << QList<double>{100, 150, 250} << 2.5;
    QTest::newRow("[33.3, 66.7, 20] at 0.25 ms/px") << QList<double>{33.3, 66.7, 20} << 0.25;
}

void TimelinePaintTest::blockWidthsFollowDurations()
{
    QFETCH(QList<double>, durations);
    QFETCH(double, msPerPixel);
    TimelineFixture f(flipbook(durations), msPerPixel, 1300);
    const QImage image = f.viewport()->grab().toImage();
    const int y = f.view->rowLayout().rect(Row::Frames).top() + 3;
    const QList<int> xs = separators(image, y);
    QCOMPARE(xs.size(), durations.size());
    double end = 0;
    int left = f.xFor(0);
    for (int i = 0; i < durations.size(); ++i) {
        end += durations[i];
        QCOMPARE(xs[i], f.xFor(end) - 1);
        const int width = xs[i] + 1 - left;
        QVERIFY2(qAbs(width - durations[i] / msPerPixel) <= 1.0,
                 qPrintable(QStringLiteral("frame %1: %2 px for %3 ms").arg(i).arg(width).arg(durations[i])));
        left = xs[i] + 1;
    }
}

void TimelinePaintTest::shortFramesAreMarked()
{
    // At 60 fps a refresh is 16.7 ms: 10 ms can be skipped, 100 ms cannot.
    TimelineFixture f(flipbook({10, 100}), 0.5);
    const QImage image = f.viewport()->grab().toImage();
    const int top = f.view->rowLayout().rect(Row::Frames).top() + 2;
    QCOMPARE(image.pixelColor(f.xFor(10) - 3, top + 1), shortMark);
    QVERIFY(image.pixelColor(f.xFor(110) - 3, top + 1) != shortMark);

    QHelpEvent help(QEvent::ToolTip, f.at(5, Row::Frames), f.viewport()->mapToGlobal(f.at(5, Row::Frames)));
    QCoreApplication::sendEvent(f.viewport(), &help);
    QVERIFY2(QToolTip::text().contains(QStringLiteral("can be skipped by a render")), qPrintable(QToolTip::text()));
    QHelpEvent help2(QEvent::ToolTip, f.at(60, Row::Frames), f.viewport()->mapToGlobal(f.at(60, Row::Frames)));
    QCoreApplication::sendEvent(f.viewport(), &help2);
    QVERIFY(!QToolTip::text().contains(QStringLiteral("skipped")));
    QVERIFY(QToolTip::text().startsWith(QStringLiteral("Frame 1: 100 ms, 6 f")));
}

void TimelinePaintTest::aFrameTooThinToSeeIsMarked_data()
{
    QTest::addColumn<double>("msPerPixel");
    QTest::newRow("zoomed in") << 0.05;
    QTest::newRow("default") << 0.5;
    QTest::newRow("zoomed out") << 5.0;
}

// A 0.01 ms frame between two 100 ms frames is narrower than a pixel at any zoom: without a mark
// of its own the block after it covers it. A red mark at least 5 px wide shows where it is.
void TimelinePaintTest::aFrameTooThinToSeeIsMarked()
{
    QFETCH(double, msPerPixel);
    TimelineFixture f(flipbook({100, 0.01, 100}), msPerPixel, 2400);
    const QImage image = f.viewport()->grab().toImage();
    const int top = f.view->rowLayout().rect(Row::Frames).top() + 2;
    const int x = f.xFor(100);
    int red = 0;
    for (int dx = -6; dx <= 6; ++dx)
        red += image.pixelColor(x + dx, top + 1) == shortMark ? 1 : 0;
    QVERIFY2(red >= 5, qPrintable(QStringLiteral("%1 red pixels around x = %2").arg(red).arg(x)));
}

void TimelinePaintTest::denseFramesBecomeOneBand()
{
    const int count = 100000;
    TimelineFixture f(manyFrames(count), 1.0, 1000);
    f.view->fitToWindow();
    QVERIFY(f.view->msPerPixel() > 5000); // ~100 frames a pixel
    f.viewport()->grab();
    FrameRowPainter::Stats s = f.view->lastFrameRowStats();
    const int width = f.viewport()->width();
    QVERIFY2(s.steps <= 2 * width, qPrintable(QString::number(s.steps)));
    QCOMPARE(s.blocks, 0);
    QCOMPARE(s.bands, 1);

    f.view->setMsPerPixel(1.0);
    f.view->horizontalScrollBar()->setValue(f.view->horizontalScrollBar()->maximum() / 2);
    f.viewport()->grab();
    s = f.view->lastFrameRowStats();
    QVERIFY(s.blocks > 0);
    QVERIFY2(s.steps <= width, qPrintable(QString::number(s.steps)));
    // The frames in view are the frames at the times in view.
    const auto [t0, t1] = f.view->axis().visibleTimes(width);
    const auto [first, last] = f.doc.clip().frames.framesIn(t0, t1);
    QVERIFY(s.blocks + s.bands <= last - first);
}

void TimelinePaintTest::bandsShowWhereTheyHideShortFrames()
{
    // 20,000 frames of 40 ms, one of them 5 ms (at 60 fps a render can skip it) near 75%.
    QList<double> d(20000, 40.0);
    d[15000] = 5.0;
    TimelineFixture f(flipbook(d), 1.0, 1000);
    f.view->fitToWindow();
    const QImage image = f.viewport()->grab().toImage();
    QCOMPARE(f.view->lastFrameRowStats().bands, 1);
    const int top = f.view->rowLayout().rect(Row::Frames).top() + 2;
    QList<int> red;
    for (int x = 0; x < image.width(); ++x) {
        if (image.pixelColor(x, top + 1) == shortMark)
            red.append(x);
    }
    QVERIFY(!red.isEmpty());
    const double x = f.view->axis().xForTime(f.doc.clip().frames.start(15000));
    QVERIFY2(red.front() >= x - 3 && red.back() <= x + 3, qPrintable(QStringLiteral("red at %1..%2, frame at %3")
                                                                        .arg(red.front()).arg(red.back()).arg(x)));
}

void TimelinePaintTest::eventsPastTheEndAreDimmed()
{
    // L = 500: the event at 350 occurs, the one at 650 never does.
    TimelineFixture f(flipbook({100, 150, 250}, {}, {350, 500, 650}));
    const QImage image = f.viewport()->grab().toImage();
    QCOMPARE(image.pixelColor(f.at(350, Row::Events)), KeyRowPainter::eventColor);
    QCOMPARE(image.pixelColor(f.at(650, Row::Events)), KeyRowPainter::dimmedEventColor);
    // Lengthen the clip past it: it occurs, and is drawn as the others.
    f.doc.undoStack()->push(new SetFramesCommand(&f.doc, {2}, {Frame{450, {}}}, QStringLiteral("longer")));
    const QImage after = f.viewport()->grab().toImage();
    QCOMPARE(after.pixelColor(f.at(650, Row::Events)), KeyRowPainter::eventColor);
}

void TimelinePaintTest::keysAndEventsArePainted()
{
    TimelineFixture f(flipbook({100, 150, 250}, {0, 200, 400}, {350}));
    f.keySelection.select(f.keys.index(2, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    const QImage image = f.viewport()->grab().toImage();
    QCOMPARE(image.pixelColor(f.at(200, Row::Keyframes)), QColor(200, 205, 215));
    QCOMPARE(image.pixelColor(f.at(400, Row::Keyframes)), QColor(255, 170, 40));
    QCOMPARE(image.pixelColor(f.at(350, Row::Events)), QColor(120, 170, 230));
    QVERIFY(image.pixelColor(f.at(300, Row::Events)) != QColor(120, 170, 230));
}

void TimelinePaintTest::autoScrollKeepsThePlayheadInView()
{
    TimelineFixture f(flipbook({1000, 1000, 1000, 1000}), 1.0, 800);
    QCOMPARE(f.view->horizontalScrollBar()->value(), 0);
    for (double t : {500.0, 1500.0, 2900.0, 3999.0, 100.0}) {
        f.view->setPlayheadTime(t);
        const double x = f.view->axis().xForTime(t);
        QVERIFY2(x >= 0 && x < f.viewport()->width(), qPrintable(QStringLiteral("%1 ms at x %2").arg(t).arg(x)));
    }
    QVERIFY(f.view->horizontalScrollBar()->value() < 100);
}

void TimelinePaintTest::ctrlWheelZoomsAroundTheCursor()
{
    TimelineFixture f(flipbook({1000, 1000}), 2.0, 800);
    const QPointF pos(400, f.rowY(Row::Frames));
    const double before = f.view->axis().timeForX(pos.x());
    QWheelEvent in(pos, f.viewport()->mapToGlobal(pos), QPoint(), QPoint(0, 240), Qt::NoButton, Qt::ControlModifier,
                   Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(f.viewport(), &in);
    QVERIFY(f.view->msPerPixel() < 2.0);
    QVERIFY2(qAbs(f.view->axis().timeForX(pos.x()) - before) <= f.view->msPerPixel(),
             qPrintable(QString::number(f.view->axis().timeForX(pos.x()) - before)));
}

void TimelinePaintTest::wheelScrolls()
{
    TimelineFixture f(flipbook({1000, 1000, 1000}), 1.0, 800);
    const QPointF pos(400, f.rowY(Row::Frames));
    QWheelEvent down(pos, f.viewport()->mapToGlobal(pos), QPoint(), QPoint(0, -240), Qt::NoButton, Qt::NoModifier,
                     Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(f.viewport(), &down);
    QVERIFY(f.view->horizontalScrollBar()->value() > 0);
    QCOMPARE(f.view->axis().scroll(), double(f.view->horizontalScrollBar()->value()));
}

void TimelinePaintTest::fitToWindow()
{
    TimelineFixture f(flipbook({1000, 1000, 1000}), 0.5, 800);
    f.view->fitToWindowAction()->trigger();
    QCOMPARE(f.view->msPerPixel(), TimeAxis::fitScale(3000, f.viewport()->width()));
    const double endX = f.view->axis().xForTime(3000);
    QVERIFY(endX <= f.viewport()->width() && endX > f.viewport()->width() - 2 * TimeAxis::margin);
}

void TimelinePaintTest::partialRepaintsMatchWhole_data()
{
    QTest::addColumn<QList<double>>("durations");
    QTest::addColumn<double>("msPerPixel");
    QTest::addColumn<double>("scroll");
    QTest::newRow("frames, keys, events") << QList<double>{100, 150, 250} << 0.5 << 0.0;
    QTest::newRow("scrolled") << QList<double>{100, 150, 250, 400, 300} << 0.5 << 300.0;
    QTest::newRow("short frames") << QList<double>{5, 8, 100, 3, 200} << 0.5 << 0.0;
    QTest::newRow("dense: a band") << QList<double>(400, 10.0) << 8.0 << 0.0;
}

// While playing, only strips around the moving playhead are repainted: every row's words and
// marks must land where a whole repaint puts them (the sound lane's words were smeared).
void TimelinePaintTest::partialRepaintsMatchWhole()
{
    QFETCH(QList<double>, durations);
    QFETCH(double, msPerPixel);
    QFETCH(double, scroll);
    double length = 0;
    for (double d : durations)
        length += d;
    TimelineFixture f(flipbook(durations, {0, length / 3, length / 2}, {length / 4, length * 0.6}), msPerPixel, 700);
    f.view->horizontalScrollBar()->setValue(int(scroll));
    f.view->setPlayheadTime(length / 5);
    for (int strip : {37, 64}) {
        const QString difference = stripsDifferFromWhole(f.view.get(), strip);
        QVERIFY2(difference.isEmpty(), qPrintable(QStringLiteral("%1-pixel strips: %2").arg(strip).arg(difference)));
    }
}

QTEST_MAIN(TimelinePaintTest)
#include "tst_timelinepaint.moc"
