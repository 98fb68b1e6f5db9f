// The real View3D of resources/examples/square.json, rendered on the offscreen platform with
// Mesa's software OpenGL: the pixels of the square match the sampled pose.
#include "playbackclock.h"
#include "previewwidget.h"
#include "project.h"
#include "projectreader.h"
#include "crossingfinder.h"
#include "scenelayout.h"
#include "squarepixels.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QQuickItem>
#include <QQuickView>
#include <QQuickWindow>
#include <QSGRendererInterface>
#include <QSignalSpy>
#include <QScopeGuard>
#include <QSplitter>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace inbetween;

namespace {
const QColor squareColour(0xe0, 0x7b, 0x39); // Square.qml's plain colour
const QColor outlineColour(0xff, 0xd2, 0x3f); // the compare outline
constexpr int tolerance = 12;

// A 32 x 32 sheet of four 16-pixel cells: red, green / blue, and one cut in four (magenta,
// yellow / cyan, purple), so that a cell shows whether the region is picked from the right place
// and the right way up.
const QColor sheetRed(255, 0, 0), sheetGreen(0, 255, 0), sheetBlue(0, 0, 255);
const QColor quarterTopLeft(255, 0, 255), quarterTopRight(255, 255, 0), quarterBottomLeft(0, 255, 255),
    quarterBottomRight(128, 0, 255);

QImage sheetImage()
{
    QImage sheet(32, 32, QImage::Format_ARGB32);
    QPainter p(&sheet);
    p.fillRect(0, 0, 16, 16, sheetRed);
    p.fillRect(16, 0, 16, 16, sheetGreen);
    p.fillRect(0, 16, 16, 16, sheetBlue);
    p.fillRect(16, 16, 8, 8, quarterTopLeft);
    p.fillRect(24, 16, 8, 8, quarterTopRight);
    p.fillRect(16, 24, 8, 8, quarterBottomLeft);
    p.fillRect(24, 24, 8, 8, quarterBottomRight);
    return sheet;
}
} // namespace

class TestPreviewRender : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void squareFollowsThePose_data();
    void squareFollowsThePose();
    void backgroundIsTheSceneColour();
    void movesRightAndTurns();
    void compareOutlineCollapses();
    void eventsFlashOncePerOccurrenceWhilePlaying();
    void editWhilePlayingRefreshes();
    void togglesFollowTheirActions();
    void hiddenPreviewStillPlays();
    void followsAClockAlreadyPlaying();
    void outlivesTheClockItFollows();
    void collapsedPreviewStillPlays();
    void brokenSceneShowsTheError();
    void showsTheFrameRegion_data();
    void showsTheFrameRegion();
    void cellKeepsItsOrientation();
    void cleanupTestCase();

private:
    ColourBlob renderAt(double clipTime, const QColor &colour);
    QImage renderUntil(double clipTime, const QColor &colour);
    bool showSheetClip(QTemporaryDir &dir);

    Clip m_project;
    Clip m_sheetClip; // a frame per cell of sheetImage(), 100 ms each, no motion
    PreviewWidget *m_preview = nullptr;
};

void TestPreviewRender::initTestCase()
{
    const QString path = QFINDTESTDATA("../../resources/examples/square.json");
    QVERIFY(!path.isEmpty());
    auto result = ProjectReader::readFile(path);
    QVERIFY(result.ok());
    m_project = result.project->clips.front();

    m_preview = new PreviewWidget;
    m_preview->resize(800, 600);
    m_preview->setClip(&m_project);
    m_preview->setOverlayVisible(false); // onion skin and text would share the frame's pixels
    m_preview->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_preview));
    QTRY_VERIFY_WITH_TIMEOUT(m_preview->isSceneReady() || !m_preview->errors().isEmpty(), 20000);
    QVERIFY2(m_preview->errors().isEmpty(), qPrintable(m_preview->errors().join(QLatin1Char('\n'))));
    // Qt Quick's software backend draws no 3D at all: the scene must come from the RHI.
    const QSGRendererInterface *renderer = m_preview->quickView()->rendererInterface();
    QVERIFY(renderer);
    qInfo("platform %s", qPrintable(QGuiApplication::platformName()));
    QVERIFY2(renderer->graphicsApi() == QSGRendererInterface::OpenGL,
             "the preview is not rendered with OpenGL: the offscreen platform has OpenGL only "
             "through GLX, so it needs an X display (ctest runs this under xvfb-run)");
}

void TestPreviewRender::cleanupTestCase()
{
    delete m_preview;
}

ColourBlob TestPreviewRender::renderAt(double clipTime, const QColor &colour)
{
    m_preview->clock()->seek(clipTime);
    QImage frame;
    // The first frames after loading may still be building the pipeline; a frame that shows the
    // square is stable from then on.
    for (int attempt = 0; attempt < 20; ++attempt) {
        QCoreApplication::processEvents();
        frame = m_preview->grabFramebuffer();
        if (!frame.isNull() && ColourBlob::find(frame, squareColour, tolerance).area > 0)
            break;
        QTest::qWait(50);
    }
    return ColourBlob::find(frame, colour, tolerance);
}

void TestPreviewRender::squareFollowsThePose_data()
{
    QTest::addColumn<double>("clipTime");
    QTest::newRow("0 ms") << 0.0;
    QTest::newRow("200 ms") << 200.0;
    QTest::newRow("400 ms") << 400.0;
    QTest::newRow("1000 ms") << 1000.0;
}

void TestPreviewRender::squareFollowsThePose()
{
    QFETCH(double, clipTime);
    const ColourBlob blob = renderAt(clipTime, squareColour);
    const Pose pose = m_project.motion.sample(clipTime);
    const double ppu = m_preview->pixelsPerUnit();
    const double expectedArea = std::pow(SceneLayout::squareSize * ppu, 2) * pose.scale.x * pose.scale.y;
    QVERIFY2(std::abs(blob.area - expectedArea) < 0.04 * expectedArea,
             qPrintable(QStringLiteral("area %1, expected %2").arg(blob.area).arg(expectedArea)));
    const QPointF expected = m_preview->sceneToView(pose.translation.x, pose.translation.y);
    QVERIFY2(QLineF(blob.centroid, expected).length() < 1.5,
             qPrintable(QStringLiteral("centroid (%1, %2), expected (%3, %4)")
                            .arg(blob.centroid.x()).arg(blob.centroid.y()).arg(expected.x()).arg(expected.y())));
    // The bounding box tells the angle modulo 90, folded into [0, 45].
    double a = std::fmod(pose.rotation.z, 90.0);
    a = std::min(a, 90.0 - a);
    QVERIFY2(std::abs(blob.squareAngleDegrees() - a) < 4.0,
             qPrintable(QStringLiteral("angle %1, expected %2").arg(blob.squareAngleDegrees()).arg(a)));
}

void TestPreviewRender::backgroundIsTheSceneColour()
{
    renderAt(0.0, squareColour);
    const QImage frame = m_preview->grabFramebuffer().convertToFormat(QImage::Format_RGB32);
    QVERIFY(!frame.isNull());
    // Away from the path and off the grid lines (every 10 units): the dark clear colour.
    const QPointF p = m_preview->sceneToView(m_preview->framedBounds().left() + 5.0, m_preview->framedBounds().top() + 5.0);
    const QRgb pixel = frame.pixel(p.toPoint());
    QVERIFY2(qGray(pixel) < 60, qPrintable(QStringLiteral("background %1").arg(QColor(pixel).name())));
}

void TestPreviewRender::movesRightAndTurns()
{
    const ColourBlob at0 = renderAt(0.0, squareColour);
    const ColourBlob at200 = renderAt(200.0, squareColour);
    const ColourBlob at1000 = renderAt(1000.0, squareColour);
    const double ppu = m_preview->pixelsPerUnit();
    // 200 ms: halfway to the key at 400 ms (translation 50): 25 units right, level, 45 degrees.
    QVERIFY2(std::abs((at200.centroid.x() - at0.centroid.x()) - 25.0 * ppu) < 1.5,
             qPrintable(QStringLiteral("moved %1 px, expected %2").arg(at200.centroid.x() - at0.centroid.x()).arg(25.0 * ppu)));
    QVERIFY(std::abs(at200.centroid.y() - at0.centroid.y()) < 1.5);
    QVERIFY2(std::abs(at200.squareAngleDegrees() - 45.0) < 4.0, qPrintable(QString::number(at200.squareAngleDegrees())));
    QVERIFY(std::abs(at0.squareAngleDegrees()) < 4.0);
    // A turned square covers half its bounding box; an upright one all of it.
    const double fill0 = double(at0.area) / (at0.bounds.width() * at0.bounds.height());
    const double fill200 = double(at200.area) / (at200.bounds.width() * at200.bounds.height());
    QVERIFY2(fill0 > 0.9 && std::abs(fill200 - 0.5) < 0.06, qPrintable(QStringLiteral("%1 %2").arg(fill0).arg(fill200)));
    // 1000 ms, halfway from 180 to 0 degrees: the parts interpolate, so the square is whole.
    QVERIFY2(std::abs(at1000.area - at0.area) < 0.04 * at0.area,
             qPrintable(QStringLiteral("area %1 at 1000 ms, %2 at 0").arg(at1000.area).arg(at0.area)));
}

void TestPreviewRender::compareOutlineCollapses()
{
    m_preview->setCompareVisible(true);
    const ColourBlob at200 = renderAt(200.0, outlineColour);
    const ColourBlob at1000 = renderAt(1000.0, outlineColour);
    m_preview->setCompareVisible(false);
    const double side = SceneLayout::squareSize * m_preview->pixelsPerUnit();
    // At 200 ms the blend of 0 and 90 degrees is a square shrunk to cos 45 of its size, turned 45.
    QVERIFY2(at200.area > 0 && std::abs(at200.bounds.width() - side) < 4.0,
             qPrintable(QStringLiteral("outline %1 px wide, square side %2").arg(at200.bounds.width()).arg(side)));
    // At 1000 ms the blended matrix is almost zero: the outline is a point at the translation,
    // where only the centre cross (a fifth of the square's size) shows.
    QVERIFY2(at1000.area > 0 && at1000.bounds.width() < 0.2 * side && at1000.bounds.height() < 0.2 * side,
             qPrintable(QStringLiteral("outline %1x%2 px").arg(at1000.bounds.width()).arg(at1000.bounds.height())));
    const QPointF centre = m_preview->sceneToView(12.5, 12.5);
    QVERIFY(QLineF(at1000.centroid, centre).length() < 3.0);
}

void TestPreviewRender::eventsFlashOncePerOccurrenceWhilePlaying()
{
    m_project.events = {{100.0, QStringLiteral("tick")}, {700.0, QStringLiteral("tock")}};
    m_preview->clipChanged();
    m_preview->setOverlayVisible(true);
    QSignalSpy flashes(m_preview, &PreviewWidget::eventFlashed);
    QSignalSpy playhead(m_preview, &PreviewWidget::playheadChanged);
    PlaybackClock *clock = m_preview->clock();
    clock->stop();
    const int rendersBefore = m_preview->renderCount();
    clock->play();
    // Past the loop's end (1200 ms) and over a few renders, however slowly they come.
    QTRY_VERIFY_WITH_TIMEOUT(clock->shownTime() > 1300.0 && m_preview->renderCount() - rendersBefore > 5, 15000);
    clock->pause();
    const double played = clock->shownTime();
    QVERIFY(playhead.size() > 5);
    int expected = 0;
    for (const Crossing &c : CrossingFinder(m_project).between(0.0, played))
        expected += c.kind == Crossing::Kind::Event;
    QCOMPARE(flashes.size(), expected);
    QCOMPARE(m_preview->quickView()->rootObject()->findChild<QObject *>(QStringLiteral("overlay"))
                 ->property("flashCount").toInt(), expected);
    m_project.events.clear();
    m_preview->clipChanged();
    m_preview->setOverlayVisible(false);
    clock->stop();
}

void TestPreviewRender::editWhilePlayingRefreshes()
{
    PlaybackClock *clock = m_preview->clock();
    clock->play();
    QTest::qWait(200);
    const Keyframe saved = m_project.motion.key(1);
    Keyframe k = saved;
    k.translation.x = 80.0; // the path reaches further right: the camera frames it again
    const double before = m_preview->framedBounds().right();
    m_project.motion.setKey(1, k);
    m_preview->clipChanged();
    QVERIFY(clock->isPlaying());
    QVERIFY(m_preview->framedBounds().right() > before + 20.0);
    clock->pause();
    clock->seek(400.0);
    const ColourBlob blob = renderAt(400.0, squareColour);
    const QPointF expected = m_preview->sceneToView(80.0, 0.0);
    QVERIFY(QLineF(blob.centroid, expected).length() < 1.5);
    m_project.motion.setKey(1, saved);
    m_preview->clipChanged();
    clock->stop();
}

void TestPreviewRender::togglesFollowTheirActions()
{
    QVERIFY(!m_preview->overlayAction()->icon().isNull());
    QVERIFY(!m_preview->compareAction()->icon().isNull());
    QSignalSpy compare(m_preview, &PreviewWidget::compareVisibleChanged);
    m_preview->compareAction()->trigger();
    QVERIFY(m_preview->isCompareVisible());
    QCOMPARE(m_preview->quickView()->rootObject()->property("compareVisible").toBool(), true);
    m_preview->setCompareVisible(false);
    QVERIFY(!m_preview->compareAction()->isChecked());
    QCOMPARE(compare.size(), 2);
}

void TestPreviewRender::hiddenPreviewStillPlays()
{
    // A hidden view renders nothing; the clock must still follow wall time for the timeline.
    m_preview->hide();
    auto showAgain = qScopeGuard([this] { m_preview->show(); }); // also when a check fails
    PlaybackClock *clock = m_preview->clock();
    clock->stop();
    QSignalSpy playhead(m_preview, &PreviewWidget::playheadChanged);
    const int rendersBefore = m_preview->renderCount();
    clock->play();
    // Waits for the playhead to get there rather than for a fixed time: a loaded machine may
    // hold the timer back, never the clock.
    QTRY_VERIFY_WITH_TIMEOUT(clock->shownTime() > 250.0 && playhead.size() > 5, 10000);
    clock->pause();
    QCOMPARE(m_preview->renderCount(), rendersBefore);
    clock->stop();
    showAgain.dismiss();
    m_preview->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_preview));
    const ColourBlob blob = renderAt(0.0, squareColour);
    QVERIFY(blob.area > 0);
}

void TestPreviewRender::followsAClockAlreadyPlaying()
{
    // Hidden, so that only the preview's own timer can advance the clock it is handed.
    m_preview->hide();
    auto restore = qScopeGuard([this] {
        m_preview->setClock(nullptr);
        m_preview->show();
    });
    PlaybackClock other;
    other.setClip(&m_project);
    other.play();
    m_preview->setClock(&other);
    QTRY_VERIFY_WITH_TIMEOUT(other.shownTime() > 150.0, 10000);
    other.pause();
}

void TestPreviewRender::outlivesTheClockItFollows()
{
    PlaybackClock *own = m_preview->clock();
    {
        PlaybackClock other;
        other.setClip(&m_project);
        other.play();
        m_preview->setClock(&other);
        QCOMPARE(m_preview->clock(), &other);
    } // goes while playing, with the preview's timer running
    QCOMPARE(m_preview->clock(), own);
    QTest::qWait(100); // timer ticks and renders: none may reach the clock that went
    QVERIFY(!own->isPlaying());
    const ColourBlob blob = renderAt(400.0, squareColour);
    QVERIFY(blob.area > 0);
}

void TestPreviewRender::collapsedPreviewStillPlays()
{
    // A splitter dragged shut: the view is put away (not left as a window of no size, which a
    // platform may clamp to a pixel, or draw at the parent's corner) and the timer plays on.
    QSplitter splitter(Qt::Vertical);
    auto *collapsed = new PreviewWidget;
    collapsed->setClip(&m_project);
    splitter.addWidget(collapsed);
    splitter.addWidget(new QWidget);
    splitter.resize(400, 400);
    splitter.show();
    QVERIFY(QTest::qWaitForWindowExposed(&splitter));
    QTRY_VERIFY_WITH_TIMEOUT(collapsed->isSceneReady(), 20000);
    splitter.setSizes({0, 400});
    QTRY_COMPARE(collapsed->height(), 0);
    QTRY_VERIFY(!collapsed->quickView()->isExposed());
    const int rendersBefore = collapsed->renderCount();
    collapsed->clock()->play();
    QTRY_VERIFY_WITH_TIMEOUT(collapsed->clock()->shownTime() > 250.0, 10000);
    collapsed->clock()->pause();
    QCOMPARE(collapsed->renderCount(), rendersBefore);
    // Opened again, the view is back and renders.
    splitter.setSizes({200, 200});
    QTRY_VERIFY(collapsed->quickView()->isExposed());
    collapsed->clock()->seek(200.0);
    QTRY_VERIFY(collapsed->renderCount() > rendersBefore);
}

void TestPreviewRender::brokenSceneShowsTheError()
{
    PreviewWidget broken(QUrl::fromLocalFile(QFINDTESTDATA("data/broken.qml")));
    broken.resize(320, 240);
    broken.show();
    QVERIFY(QTest::qWaitForWindowExposed(&broken));
    QTRY_VERIFY(!broken.errors().isEmpty());
    auto *label = broken.findChild<QLabel *>(QStringLiteral("previewError"));
    QVERIFY(label);
    QVERIFY(label->isVisible());
    QVERIFY2(label->text().contains(QLatin1String("NoSuchType")), qPrintable(label->text()));
    QVERIFY(!broken.isSceneReady());
    // With no scene to render, playback still moves the playhead.
    broken.setClip(&m_project);
    broken.clock()->play();
    QTRY_VERIFY_WITH_TIMEOUT(broken.clock()->shownTime() > 200.0, 10000);
    broken.clock()->stop();
}

QImage TestPreviewRender::renderUntil(double clipTime, const QColor &colour)
{
    m_preview->clock()->seek(clipTime);
    QImage frame;
    // The sheet's texture loads after the first frames: wait until the colour shows.
    for (int attempt = 0; attempt < 40; ++attempt) {
        QCoreApplication::processEvents();
        frame = m_preview->grabFramebuffer();
        if (!frame.isNull() && ColourBlob::find(frame, colour, tolerance).area > 0)
            break;
        QTest::qWait(50);
    }
    return frame;
}

bool TestPreviewRender::showSheetClip(QTemporaryDir &dir)
{
    if (!dir.isValid() || !sheetImage().convertToFormat(QImage::Format_RGB888).save(dir.filePath(QStringLiteral("sheet.png"))))
        return false;
    m_sheetClip = Clip(QStringLiteral("cells"));
    const QString sheet = QStringLiteral("sheet.png");
    m_sheetClip.frames.setFrames({{100, sheet, QRect(0, 0, 16, 16)},
                                  {100, sheet, QRect(16, 0, 16, 16)},
                                  {100, sheet, QRect(0, 16, 16, 16)},
                                  {100, sheet, QRect(16, 16, 16, 16)}});
    m_preview->setClip(&m_sheetClip, dir.path());
    return true;
}

void TestPreviewRender::showsTheFrameRegion_data()
{
    QTest::addColumn<double>("clipTime");
    QTest::addColumn<QColor>("colour");
    QTest::newRow("top left cell") << 50.0 << sheetRed;
    QTest::newRow("top right cell") << 150.0 << sheetGreen;
    QTest::newRow("bottom left cell") << 250.0 << sheetBlue;
}

// Each frame shows its own cell of the sheet over the whole square, and nothing of the others.
void TestPreviewRender::showsTheFrameRegion()
{
    QFETCH(double, clipTime);
    QFETCH(QColor, colour);
    QTemporaryDir dir;
    QVERIFY(showSheetClip(dir));
    auto back = qScopeGuard([this] { m_preview->setClip(&m_project); });
    const QImage frame = renderUntil(clipTime, colour);
    const double side = SceneLayout::squareSize * m_preview->pixelsPerUnit();
    const ColourBlob blob = ColourBlob::find(frame, colour, tolerance);
    QVERIFY2(std::abs(blob.area - side * side) < 0.05 * side * side,
             qPrintable(QStringLiteral("%1 covers %2 px, the square %3").arg(colour.name()).arg(blob.area).arg(side * side)));
    const QPointF centre = m_preview->sceneToView(0.0, 0.0);
    QVERIFY(QLineF(blob.centroid, centre).length() < 1.5);
    for (const QColor &other : {sheetRed, sheetGreen, sheetBlue, quarterTopLeft, quarterTopRight, quarterBottomLeft,
                                quarterBottomRight}) {
        if (other != colour)
            QCOMPARE(ColourBlob::find(frame, other, tolerance).area, 0);
    }
}

// The cell cut in four shows its quarters where they are on the sheet: not mirrored, not upside
// down, each a quarter of the square.
void TestPreviewRender::cellKeepsItsOrientation()
{
    QTemporaryDir dir;
    QVERIFY(showSheetClip(dir));
    auto back = qScopeGuard([this] { m_preview->setClip(&m_project); });
    const QImage frame = renderUntil(350.0, quarterTopLeft);
    const double side = SceneLayout::squareSize * m_preview->pixelsPerUnit();
    const QPointF centre = m_preview->sceneToView(0.0, 0.0);
    const struct
    {
        QColor colour;
        double dx, dy; // where its centroid is from the square's centre, in quarter sides (view y down)
    } quarters[] = {{quarterTopLeft, -1, -1}, {quarterTopRight, 1, -1}, {quarterBottomLeft, -1, 1}, {quarterBottomRight, 1, 1}};
    for (const auto &q : quarters) {
        const ColourBlob blob = ColourBlob::find(frame, q.colour, tolerance);
        QVERIFY2(std::abs(blob.area - side * side / 4) < 0.08 * side * side / 4,
                 qPrintable(QStringLiteral("%1 covers %2 px, a quarter is %3").arg(q.colour.name()).arg(blob.area).arg(side * side / 4)));
        const QPointF expected = centre + QPointF(q.dx * side / 4, q.dy * side / 4);
        QVERIFY2(QLineF(blob.centroid, expected).length() < 2.0,
                 qPrintable(QStringLiteral("%1 at (%2, %3), expected (%4, %5)")
                                .arg(q.colour.name()).arg(blob.centroid.x()).arg(blob.centroid.y()).arg(expected.x()).arg(expected.y())));
    }
}

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    PreviewWidget::prepareSurfaceFormat();
    TestPreviewRender test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_previewrender.moc"
