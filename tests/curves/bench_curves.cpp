// Benchmark (run by hand, not by ctest): the curve view of a clip with 10,000 keys, all nine
// channels moving, every other segment eased (a bezier that overshoots, easeInOut), painted into
// a QImage 1600 x 400 px, at full zoom-out (all keys in view, six a pixel column) and at 1 ms
// per pixel; and one step of a Bezier handle drag (the mouse move, the undo command that
// merges, the document's signals), alone and with the repaint it causes.
// Targets: under 8 ms a paint, under 2 ms a handle drag step.
//
//   QT_QPA_PLATFORM=offscreen build/tests/curves/bench_curves

#include "curves/curvefixture.h"

#include <QHash>
#include <QImage>
#include <QPainter>
#include <QTest>
#include <cmath>

using namespace inbetween;
using namespace inbetween::test;

class CurvesBenchmark : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void paint_data();
    void paint();
    void handleDragStep_data() { paint_data(); }
    void handleDragStep();
    void handleDragStepWithRepaint_data() { paint_data(); }
    void handleDragStepWithRepaint();

private:
    std::unique_ptr<CurveFixture> makeFixture(double msPerPixel);
    bool once()
    {
        const QString key = QString::fromLatin1(QTest::currentTestFunction()) + QString::fromLatin1(QTest::currentDataTag());
        return !std::exchange(m_reported[key], true);
    }
    QHash<QString, bool> m_reported;
    Project m_project;
};

void CurvesBenchmark::initTestCase()
{
    // 10,000 keys 10 ms apart over 100 s (a 100 s flipbook of 1,000 frames under them).
    QList<Keyframe> keys;
    for (int i = 0; i < 10000; ++i) {
        Keyframe k;
        k.time = i * 10.0;
        k.translation = {std::sin(i * 0.05) * 100, std::cos(i * 0.031) * 80, i * 0.01};
        k.rotation = {std::sin(i * 0.02) * 30, i * 0.5, std::fmod(i * 7.0, 360.0)};
        k.scale = {1 + 0.3 * std::sin(i * 0.07), 1 + 0.2 * std::cos(i * 0.05), 1};
        k.scale.z = 1 + (i % 3) * 0.1;
        k.easing = i % 2 ? Easing::bezier(0.34, 1.56, 0.64, 1.0) : Easing(Easing::Type::EaseInOut);
        keys.append(k);
    }
    m_project.fps = 60;
    m_project.clips[0].motion.setKeys(keys);
    QList<Frame> frames;
    for (int i = 0; i < 1000; ++i)
        frames.append({100.0, QString()});
    m_project.clips[0].frames.setFrames(frames);
}

std::unique_ptr<CurveFixture> CurvesBenchmark::makeFixture(double msPerPixel)
{
    auto f = std::make_unique<CurveFixture>(m_project, -400, 400, QSize(1600, 400));
    if (f->view->channels().size() != MotionChannels::count)
        qFatal("expected all nine channels shown");
    if (msPerPixel <= 0) // the whole clip across the width
        f->view->setTimeAxis(12.0, 100000.0 / (1600 - 24));
    else // 1 ms a pixel, 50 s in: about 160 keys in view
        f->view->setTimeAxis(12.0 - 50000.0, msPerPixel);
    return f;
}

void CurvesBenchmark::paint_data()
{
    QTest::addColumn<double>("msPerPixel"); // 0: the whole clip
    QTest::newRow("full zoom-out") << 0.0;
    QTest::newRow("1 ms per pixel") << 1.0;
}

void CurvesBenchmark::paint()
{
    QFETCH(double, msPerPixel);
    auto f = makeFixture(msPerPixel);
    f->view->selectSegment(5001);
    QImage image(f->view->size(), QImage::Format_ARGB32_Premultiplied);
    const QRect all(QPoint(0, 0), image.size());
    CurvePainter::Stats stats;
    QBENCHMARK {
        QPainter painter(&image);
        stats = f->view->paintCurves(painter, all);
    }
    if (once())
        qInfo("%.2f ms/px: %d polyline points over 9 channels, %d key markers", f->view->mapping().msPerPixel,
              stats.polylinePoints, stats.keyMarkers);
}

namespace {
// Press on handle 2 of segment 5001's ty curve, ready to drag.
QPointF pressHandle(CurveFixture &f)
{
    f.view->selectSegment(5001);
    const auto handle = CurveHitTester(f.doc.clip().motion, f.view->channels(), f.view->mapping(), 5001)
                            .handlePosition(5001, MotionChannel::TY, 2);
    if (!handle || f.view->hitAt(*handle).kind != CurveHit::Kind::Handle)
        qFatal("no handle to press");
    f.press(handle->toPoint());
    return *handle;
}
} // namespace

void CurvesBenchmark::handleDragStep()
{
    QFETCH(double, msPerPixel);
    auto f = makeFixture(msPerPixel);
    const QPointF handle = pressHandle(*f);
    int k = 0;
    QBENCHMARK {
        // 3..12 px up and back, never where it started, so every step changes the easing.
        const int offset = 3 + std::abs((k++ % 18) - 9);
        f->moveHeld(handle.toPoint() + QPoint(0, -offset));
    }
    f->release(handle.toPoint() + QPoint(0, -3));
    QCOMPARE(f->doc.undoStack()->count(), 1);
    if (once())
        qInfo("%.2f ms/px: easing now %s", f->view->mapping().msPerPixel,
              qPrintable(f->doc.clip().motion.key(5001).easing.displayText()));
}

void CurvesBenchmark::handleDragStepWithRepaint()
{
    QFETCH(double, msPerPixel);
    auto f = makeFixture(msPerPixel);
    const QPointF handle = pressHandle(*f);
    QImage image(f->view->size(), QImage::Format_ARGB32_Premultiplied);
    const QRect all(QPoint(0, 0), image.size());
    int k = 0;
    QBENCHMARK {
        const int offset = 3 + std::abs((k++ % 18) - 9);
        f->moveHeld(handle.toPoint() + QPoint(0, -offset));
        QPainter painter(&image);
        f->view->paintCurves(painter, all);
    }
    f->release(handle.toPoint() + QPoint(0, -3));
    QCOMPARE(f->doc.undoStack()->count(), 1);
}

QTEST_MAIN(CurvesBenchmark)
#include "bench_curves.moc"
