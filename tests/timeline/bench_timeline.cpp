// Benchmark (run by hand, not by ctest): the timeline with 100,000 frames, painted into a QImage
// and dragged by a frame edge, at full zoom-out and at 1 ms per pixel.
// Targets: under 8 ms a paint, under 2 ms a drag step.
//
//   QT_QPA_PLATFORM=offscreen build/tests/timeline/bench_timeline

#include "timeline/timelinefixture.h"

#include <QHash>
#include <QImage>
#include <QPainter>
#include <QRandomGenerator>
#include <QScrollBar>
#include <QTest>

using namespace inbetween;
using namespace inbetween::test;
using Row = TimelineLayout::Row;

class TimelineBenchmark : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void paint_data();
    void paint();
    void dragStep_data() { paint_data(); }
    void dragStep();
    void dragStepWithRepaint_data() { paint_data(); }
    void dragStepWithRepaint();

private:
    std::unique_ptr<TimelineFixture> makeFixture(double msPerPixel);
    // True the first time for each test and data row (QBENCHMARK may run a function repeatedly).
    bool once()
    {
        const QString key = QString::fromLatin1(QTest::currentTestFunction()) + QString::fromLatin1(QTest::currentDataTag());
        return !std::exchange(m_reported[key], true);
    }
    QHash<QString, bool> m_reported;
    Project m_project;
    QString m_path;
};

void TimelineBenchmark::initTestCase()
{
    // 100,000 frames of 1..200 ms over the three test pictures (so blocks carry thumbnails).
    const QString data = QFINDTESTDATA("data/frame-0.png");
    QVERIFY(!data.isEmpty());
    m_path = QFileInfo(data).absolutePath() + QStringLiteral("/bench-unsaved.json");
    QRandomGenerator random(7);
    QList<Frame> frames;
    frames.reserve(100000);
    for (int i = 0; i < 100000; ++i)
        frames.append({double(1 + random.bounded(200)), QStringLiteral("frame-%1.png").arg(i % 3)});
    m_project.clips[0].frames.setFrames(frames);
    QList<Keyframe> keys;
    for (int i = 0; i < 1000; ++i) {
        Keyframe k;
        k.time = i * 10000.0;
        k.easing = Easing(Easing::Type::EaseInOut);
        keys.append(k);
    }
    m_project.clips[0].motion.setKeys(keys);
    for (int i = 0; i < 500; ++i)
        m_project.clips[0].events.append({i * 20000.0 + 5, QStringLiteral("step")});
}

std::unique_ptr<TimelineFixture> TimelineBenchmark::makeFixture(double msPerPixel)
{
    auto f = std::make_unique<TimelineFixture>(m_project, 1.0, 1600, m_path);
    if (msPerPixel <= 0)
        f->view->fitToWindow();
    else
        f->view->setMsPerPixel(msPerPixel);
    return f;
}

void TimelineBenchmark::paint_data()
{
    QTest::addColumn<double>("msPerPixel"); // 0: fit the whole clip
    QTest::newRow("full zoom-out") << 0.0;
    QTest::newRow("1 ms per pixel") << 1.0;
}

void TimelineBenchmark::paint()
{
    QFETCH(double, msPerPixel);
    auto f = makeFixture(msPerPixel);
    if (msPerPixel > 0) // somewhere in the middle of the clip
        f->view->horizontalScrollBar()->setValue(f->view->horizontalScrollBar()->maximum() / 2);
    QImage image(f->viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    const QRect all(QPoint(0, 0), image.size());
    {
        QPainter warm(&image); // thumbnails are read once, outside the measured loop
        f->view->paintTimeline(warm, all);
    }
    QBENCHMARK {
        QPainter painter(&image);
        f->view->paintTimeline(painter, all);
    }
    if (once())
        qInfo("%.1f ms/px: %d blocks, %d bands, %d steps", f->view->msPerPixel(), f->view->lastFrameRowStats().blocks,
              f->view->lastFrameRowStats().bands, f->view->lastFrameRowStats().steps);
}

void TimelineBenchmark::dragStep()
{
    QFETCH(double, msPerPixel);
    auto f = makeFixture(msPerPixel);
    // An edge near the start: the worst case, every later start moves (ripple).
    const QPoint from(f->xFor(f->doc.clip().frames.end(2)), f->rowY(Row::Frames));
    const TimelineHit hit = f->view->hitAt(from);
    QCOMPARE(hit.kind, TimelineHit::Kind::FrameEdge);
    f->press(from);
    int k = 0;
    QBENCHMARK {
        // 1..10 px right and back, never at 0 so every step merges into the drag's command.
        const int offset = 1 + std::abs((k++ % 18) - 9);
        f->moveHeld(from + QPoint(offset, 0));
    }
    f->release(from + QPoint(1, 0));
    QCOMPARE(f->doc.undoStack()->count(), 1);
    if (once())
        qInfo("%.1f ms/px: dragged frame %d, now %g ms", f->view->msPerPixel(), hit.index,
              f->doc.clip().frames.frame(hit.index).duration);
}

// What one step of a real drag costs: the edit, and the repaint it causes.
void TimelineBenchmark::dragStepWithRepaint()
{
    QFETCH(double, msPerPixel);
    auto f = makeFixture(msPerPixel);
    const QPoint from(f->xFor(f->doc.clip().frames.end(2)), f->rowY(Row::Frames));
    QImage image(f->viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    const QRect all(QPoint(0, 0), image.size());
    {
        QPainter warm(&image);
        f->view->paintTimeline(warm, all);
    }
    f->press(from);
    int k = 0;
    QBENCHMARK {
        const int offset = 1 + std::abs((k++ % 18) - 9);
        f->moveHeld(from + QPoint(offset, 0));
        QPainter painter(&image);
        f->view->paintTimeline(painter, all);
    }
    f->release(from + QPoint(1, 0));
    QCOMPARE(f->doc.undoStack()->count(), 1);
}

QTEST_MAIN(TimelineBenchmark)
#include "bench_timeline.moc"
