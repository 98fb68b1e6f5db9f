// The real View3D of resources/examples/square.json, rendered on the offscreen platform with
// Mesa's software OpenGL: the pixels of the square match the sampled pose; the compare outline,
// the background, the overlay's toggles, a broken scene's error page, and each frame's region of
// a sheet. How the preview plays (events, an edit while playing, hidden, collapsed, another
// clock) is tst_previewplayback's, split from this program; squarepreview.h has what they share.
#include "playback/playbackclock.h"
#include "preview/lighttablesettings.h"
#include "preview/previewwidget.h"
#include "preview/scenelayout.h"
#include "preview/squarepreview.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QQuickItem>
#include <QQuickView>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QScopeGuard>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace inbetween;

namespace {
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

class TestPreviewRender : public SquarePreviewTest
{
    Q_OBJECT
private slots:
    void initTestCase();
    void squareFollowsThePose_data();
    void squareFollowsThePose();
    void backgroundIsTheSceneColour();
    void movesRightAndTurns();
    void compareOutlineCollapses();
    void togglesFollowTheirActions();
    void legendSitsOnAPlate();
    void brokenSceneShowsTheError();
    void showsTheFrameRegion_data();
    void showsTheFrameRegion();
    void cellKeepsItsOrientation();
    void cleanupTestCase();

private:
    QImage renderUntil(double clipTime, const QColor &colour);
    bool showSheetClip(QTemporaryDir &dir);

    Clip m_sheetClip; // a frame per cell of sheetImage(), 100 ms each, no motion
};

void TestPreviewRender::initTestCase()
{
    openPreview();
}

void TestPreviewRender::cleanupTestCase()
{
    closePreview();
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
    // The bundled square has no pictures: a plain square of 64 units (64 picture pixels).
    const double expectedArea = std::pow(SceneLayout::plainSide * ppu, 2) * pose.scale.x * pose.scale.y;
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
    // Away from the path and off the grid lines (every 16 x 2^k units): the dark clear colour.
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
    const double side = SceneLayout::plainSide * m_preview->pixelsPerUnit();
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

// The key legend (the clip has keys) is on a dark plate, as the figures are: on the
// checkerboard its blue and green text was unreadable (issue 39's polish). Just left of its first
// line, where the checkerboard showed before, the plate shows.
void TestPreviewRender::legendSitsOnAPlate()
{
    LightTableSettings table;
    table.background = LightTableSettings::Background::Checkerboard;
    m_preview->setLightTable(table);
    m_preview->setOverlayVisible(true);
    auto back = qScopeGuard([this] {
        m_preview->setOverlayVisible(false);
        m_preview->setLightTable(LightTableSettings());
    });
    m_preview->clock()->seek(200.0);
    auto *legend = m_preview->quickView()->rootObject()->findChild<QQuickItem *>(QStringLiteral("keyLegend"));
    QVERIFY(legend);
    QTRY_VERIFY(legend->isVisible());
    const QPoint beside = legend->mapToScene(QPointF(-4, legend->height() / 2)).toPoint();
    QImage frame;
    for (int attempt = 0; attempt < 20; ++attempt) {
        frame = m_preview->grabFramebuffer().convertToFormat(QImage::Format_RGB32);
        if (qGray(frame.pixel(beside)) < 110)
            break;
        QTest::qWait(50);
    }
    const QRgb pixel = frame.pixel(beside);
    QVERIFY2(qGray(pixel) < 110, qPrintable(QStringLiteral("beside the legend %1: no plate").arg(QColor(pixel).name())));
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
    const double side = 16 * m_preview->pixelsPerUnit(); // a 16 x 16 cell: 16 units
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
    const double side = 16 * m_preview->pixelsPerUnit(); // a 16 x 16 cell: 16 units
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
