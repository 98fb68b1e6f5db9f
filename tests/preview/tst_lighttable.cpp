// The preview as a light table, rendered by the real View3D on the offscreen platform with Mesa's
// llvmpipe (as tst_previewrender): a picture's alpha shows the background through (issue 27,
// finding 3), the checkerboard under transparent pictures, whole-number zoom with
// nearest-neighbour filtering (each picture pixel a block of equal screen pixels), the onion
// skin's neighbours at their poses, faded and tinted, the pinned frame, hidden while playing; a
// mouth frame's picture from the project's mouth chart (lip sync), a shape without one the plain
// square with a note.
#include "playback/playbackclock.h"
#include "preview/previewwidget.h"
#include "preview/scenelayout.h"

#include <QApplication>
#include <QPainter>
#include <QQuickView>
#include <QSGRendererInterface>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace inbetween;

namespace {
const QColor background(0, 0, 255); // the flat colour the alpha tests draw on

// 16 x 16: the left half fully transparent (red underneath, which must not show), the right
// half white at alpha 128.
QImage halfTransparent()
{
    QImage image(16, 16, QImage::Format_ARGB32);
    image.fill(QColor(255, 0, 0, 0));
    QPainter p(&image);
    p.setCompositionMode(QPainter::CompositionMode_Source);
    p.fillRect(8, 0, 8, 16, QColor(255, 255, 255, 128));
    return image;
}

// 4 x 4 texels, each of its own colour, all opaque.
QImage texels()
{
    QImage image(4, 4, QImage::Format_RGB32);
    for (int y = 0; y < 4; ++y) {
        for (int x = 0; x < 4; ++x)
            image.setPixelColor(x, y, QColor::fromHsv((x * 4 + y) * 22, 200, 120 + 30 * (x % 2)));
    }
    return image;
}

// 20 x 20 pixels: 20 scene units, one unit a picture pixel.
QImage solid(const QColor &colour)
{
    QImage image(20, 20, QImage::Format_RGB32);
    image.fill(colour);
    return image;
}

bool near(const QColor &a, const QColor &b, int tolerance)
{
    return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance
           && std::abs(a.blue() - b.blue()) <= tolerance;
}

QColor mixed(const QColor &over, const QColor &under, double alpha)
{
    return QColor(int(std::lround(over.red() * alpha + under.red() * (1 - alpha))),
                  int(std::lround(over.green() * alpha + under.green() * (1 - alpha))),
                  int(std::lround(over.blue() * alpha + under.blue() * (1 - alpha))));
}
} // namespace

class TestLightTable : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void transparentPixelsAreNotBlack();
    void alphaShowsTheBackground();
    void checkerboardUnderTransparency();
    void wholeNumberZoomIsNearestNeighbour();
    void onionFramesAtTheirPoses();
    void pinnedFrameAndPlaying();
    void mouthFramesShowTheChart();
    void cleanupTestCase();

private:
    // Grabs frames until `ready` holds for one (the pictures load after the first frames).
    QImage grabUntil(const std::function<bool(const QImage &)> &ready);
    // The pixel at scene point (x, y); the tests look off the axes and the grid lines (every 16 x 2^k
    // units), which the plain colour shows.
    QColor at(const QImage &frame, double x, double y) const
    {
        return frame.pixelColor(m_preview->sceneToView(x, y).toPoint());
    }

    QTemporaryDir m_dir;
    Clip m_clip;
    PreviewWidget *m_preview = nullptr;
};

void TestLightTable::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(halfTransparent().save(m_dir.filePath(QStringLiteral("half.png"))));
    QVERIFY(texels().save(m_dir.filePath(QStringLiteral("texels.png"))));
    QVERIFY(solid(QColor(255, 0, 0)).save(m_dir.filePath(QStringLiteral("red.png"))));
    QVERIFY(solid(QColor(0, 255, 0)).save(m_dir.filePath(QStringLiteral("green.png"))));
    QVERIFY(solid(QColor(255, 255, 0)).save(m_dir.filePath(QStringLiteral("yellow.png"))));
    QImage mouths(40, 20, QImage::Format_RGB32); // two cells: red, then green
    mouths.fill(QColor(255, 0, 0));
    QPainter(&mouths).fillRect(20, 0, 20, 20, QColor(0, 255, 0));
    QVERIFY(mouths.save(m_dir.filePath(QStringLiteral("mouths.png"))));

    m_preview = new PreviewWidget;
    m_preview->resize(480, 360);
    m_preview->setOverlayVisible(false);
    m_preview->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_preview));
    QTRY_VERIFY_WITH_TIMEOUT(m_preview->isSceneReady() || !m_preview->errors().isEmpty(), 20000);
    QVERIFY2(m_preview->errors().isEmpty(), qPrintable(m_preview->errors().join(QLatin1Char('\n'))));
    const QSGRendererInterface *renderer = m_preview->quickView()->rendererInterface();
    QVERIFY2(renderer && renderer->graphicsApi() == QSGRendererInterface::OpenGL,
             "the preview is not rendered with OpenGL: run under xvfb-run (see CMakeLists.txt)");
}

void TestLightTable::cleanupTestCase()
{
    delete m_preview;
}

QImage TestLightTable::grabUntil(const std::function<bool(const QImage &)> &ready)
{
    QImage frame;
    for (int attempt = 0; attempt < 60; ++attempt) {
        QCoreApplication::processEvents();
        frame = m_preview->grabFramebuffer().convertToFormat(QImage::Format_RGB32);
        if (!frame.isNull() && ready(frame))
            break;
        QTest::qWait(50);
    }
    return frame;
}

// Finding 3 as the user saw it, with the preview as it was before the light table (its default
// settings and no call the light table added, so that the same test runs on that code): the
// transparent half of the picture showed opaque black (or the colour under alpha 0), not what is
// behind the picture.
void TestLightTable::transparentPixelsAreNotBlack()
{
    m_clip = Clip(QStringLiteral("alpha"));
    m_clip.frames.setFrames({{100, QStringLiteral("half.png")}});
    m_preview->setClip(&m_clip, m_dir.path());
    m_preview->clock()->seek(0);
    const double quarter = 4; // a quarter of the 16-pixel picture's width: 16 scene units
    // Loaded once the half-transparent white half is light (on any background).
    const QImage frame = grabUntil([&](const QImage &f) { return at(f, quarter, 3).red() > 100; });
    const QColor left = at(frame, -quarter, 3), right = at(frame, quarter, 3);
    QVERIFY2(right.red() > 100, qPrintable(QStringLiteral("the picture did not show: %1").arg(right.name())));
    QVERIFY2(!near(left, Qt::black, 12), qPrintable(QStringLiteral("transparent half %1: black").arg(left.name())));
    QVERIFY2(!near(left, Qt::red, 40), qPrintable(QStringLiteral("transparent half %1: the colour under alpha 0").arg(left.name())));
}

// The transparent half shows the background as it is; the half-transparent white half shows
// half of each (straight alpha: not darkened by a second premultiplication, not opaque).
void TestLightTable::alphaShowsTheBackground()
{
    m_clip = Clip(QStringLiteral("alpha"));
    m_clip.frames.setFrames({{100, QStringLiteral("half.png")}});
    m_preview->setClip(&m_clip, m_dir.path());
    LightTableSettings table;
    table.background = LightTableSettings::Background::Colour;
    table.backgroundColour = background;
    m_preview->setLightTable(table);
    m_preview->clock()->seek(0);
    const double quarter = 4; // of the 16-pixel picture
    const QColor half = mixed(Qt::white, background, 128.0 / 255.0);
    const QImage frame = grabUntil([&](const QImage &f) { return near(at(f, quarter, 3), half, 12); });
    const QColor left = at(frame, -quarter, 3), right = at(frame, quarter, 3);
    QVERIFY2(near(left, background, 6), qPrintable(QStringLiteral("transparent half %1, background %2").arg(left.name(), background.name())));
    QVERIFY2(near(right, half, 6), qPrintable(QStringLiteral("half-transparent white %1, expected %2").arg(right.name(), half.name())));
}

// A picture with transparent pixels gets the checkerboard by default: its two greys show through.
void TestLightTable::checkerboardUnderTransparency()
{
    m_preview->setLightTable(LightTableSettings());
    QTRY_VERIFY(m_preview->clipHasTransparency());
    QCOMPARE(m_preview->backgroundShown(), 1);
    const double side = 16 * m_preview->pixelsPerUnit(); // the picture: 16 pixels, 16 units
    const QImage frame = grabUntil([&](const QImage &f) { return at(f, -2.5, 3).blue() != 255; });
    const QPoint left = m_preview->sceneToView(-8, 3).toPoint();
    QSet<QRgb> greys;
    for (int x = left.x() + 2; x < left.x() + int(side / 2) - 2; ++x)
        greys.insert(frame.pixel(x, left.y()) & 0xffffff);
    QVERIFY2(greys.contains(QColor(0xc8, 0xc8, 0xc8).rgb() & 0xffffff) && greys.contains(QColor(0x8f, 0x8f, 0x8f).rgb() & 0xffffff),
             qPrintable(QStringLiteral("%1 colours under the transparent half").arg(greys.size())));
    // A picture with no transparency keeps the plain dark colour and its grid.
    m_clip.frames.setFrames({{100, QStringLiteral("red.png")}});
    m_preview->clipChanged();
    QTRY_COMPARE(m_preview->backgroundShown(), 0);
}

// At 8x each picture pixel is 8 x 8 screen pixels, all equal (nearest neighbour); smooth
// filtering blends across the texels' edges, which the same count tells apart.
void TestLightTable::wholeNumberZoomIsNearestNeighbour()
{
    m_clip = Clip(QStringLiteral("texels"));
    m_clip.frames.setFrames({{100, QStringLiteral("texels.png")}});
    m_preview->setClip(&m_clip, m_dir.path());
    LightTableSettings table;
    table.pixelScale = 8;
    m_preview->setLightTable(table);
    m_preview->clock()->seek(0);
    // One unit is one picture pixel: at 8x, 8 screen pixels (the 4 x 4 picture spans -2..2).
    QTRY_COMPARE(m_preview->pixelsPerUnit(), 8.0);
    // Runs of equal pixels along a row and a column through the picture, inside its edges.
    auto runs = [this](const QImage &frame, bool across) {
        const QPoint from = m_preview->sceneToView(-1.9, 1.9 - 0.5 * 1.5).toPoint();
        QList<int> lengths{1};
        for (int i = 1; i < 30; ++i) {
            const QPoint p = across ? from + QPoint(i, 0) : QPoint(m_preview->sceneToView(-1.5 + 0.5 * 1.2, 0).toPoint().x(),
                                                                   m_preview->sceneToView(0, 1.9).toPoint().y() + i);
            const QPoint q = across ? p - QPoint(1, 0) : p - QPoint(0, 1);
            if (frame.pixel(p) == frame.pixel(q))
                ++lengths.back();
            else
                lengths.append(1);
        }
        return lengths.mid(1, lengths.size() - 2); // whole runs only
    };
    const QColor firstTexel = texels().pixelColor(0, 0);
    const QImage crisp = grabUntil([&](const QImage &f) { return near(at(f, -1.5, 1.5), firstTexel, 8); });
    for (bool across : {true, false}) {
        const QList<int> lengths = runs(crisp, across);
        QVERIFY2(lengths.size() >= 2 && std::all_of(lengths.cbegin(), lengths.cend(), [](int n) { return n == 8; }),
                 qPrintable(QStringLiteral("runs %1").arg(QStringList([&] {
                     QStringList l;
                     for (int n : lengths)
                         l << QString::number(n);
                     return l;
                 }()).join(QLatin1Char(' ')))));
    }
    table.smooth = true;
    m_preview->setLightTable(table);
    const QImage smooth = grabUntil([&](const QImage &f) { return f != crisp; });
    const QList<int> blended = runs(smooth, true);
    QVERIFY2(std::any_of(blended.cbegin(), blended.cend(), [](int n) { return n != 8; }), "smooth filtering gave crisp texels");
}

// Frame 1 of three (at x 25), with the motion moving 25 units a frame: frame 0 shows at x 0,
// frame 2 at x 50, behind it, at 0.6 of their colours; tinted, they take the tint.
void TestLightTable::onionFramesAtTheirPoses()
{
    m_clip = Clip(QStringLiteral("onion"));
    m_clip.frames.setFrames({{100, QStringLiteral("red.png")}, {100, QStringLiteral("green.png")}, {100, QStringLiteral("yellow.png")}});
    Keyframe a, b;
    a.time = 0;
    b.time = 300;
    b.translation = {75, 0, 0}; // 25 units a frame
    m_clip.motion.setKeys({a, b});
    m_preview->setClip(&m_clip, m_dir.path());
    LightTableSettings table;
    table.background = LightTableSettings::Background::Colour;
    table.backgroundColour = background;
    table.onion = true;
    table.before = 1;
    table.after = 1;
    table.tinted = false;
    m_preview->setLightTable(table);
    m_preview->clock()->seek(100);
    QVERIFY(m_preview->isOnionShown());
    const double alpha = OnionLayers::opacity(1, 1);
    const QColor before = mixed(Qt::red, background, alpha), after = mixed(Qt::yellow, background, alpha);
    // The current picture is opaque: with onion frames behind it, it is drawn as translucent
    // paper (PreviewWidget::paperOpacity) once its picture is known to have no transparency.
    const QColor current = mixed(Qt::green, background, PreviewWidget::paperOpacity);
    const QImage frame = grabUntil([&](const QImage &f) { return near(at(f, 27, 3), current, 8) && near(at(f, 53, 3), after, 12); });
    QVERIFY2(near(at(frame, 27, 3), current, 8), qPrintable(QStringLiteral("current %1, expected %2").arg(at(frame, 27, 3).name(), current.name())));
    QVERIFY2(near(at(frame, 53, 3), after, 12), qPrintable(QStringLiteral("after %1, expected %2").arg(at(frame, 53, 3).name(), after.name())));
    QVERIFY2(near(at(frame, -3, 3), before, 12), qPrintable(QStringLiteral("before %1, expected %2").arg(at(frame, -3, 3).name(), before.name())));
    // Between the two, where the current frame covers frame 0's right edge: the current frame.
    const QColor between = at(frame, 17, 3);
    QVERIFY2(between.green() > 100 && between.green() > between.red() + 50, qPrintable(between.name()));

    // Tinted: the red picture before is mixed with the before tint, the yellow after with the after tint.
    table.tinted = true;
    m_preview->setLightTable(table);
    const QImage tinted = grabUntil([&](const QImage &f) { return !near(at(f, 53, 3), after, 12); });
    const QColor tintedAfter = at(tinted, 53, 3);
    QVERIFY2(tintedAfter.red() < after.red() - 30, qPrintable(QStringLiteral("tinted after %1").arg(tintedAfter.name())));
}

// A pinned frame shows wherever the playhead is, onion skin on or off; playing hides it (and the
// onion skin) unless asked to show them while playing.
void TestLightTable::pinnedFrameAndPlaying()
{
    LightTableSettings table;
    table.background = LightTableSettings::Background::Colour;
    table.backgroundColour = background;
    table.pinnedClip = m_clip.name;
    table.pinnedFrame = 2;
    m_preview->setLightTable(table);
    m_preview->clock()->seek(0);
    const QColor pinned = mixed(Qt::yellow, background, OnionLayers::pinnedOpacity);
    const QImage frame = grabUntil([&](const QImage &f) { return near(at(f, -3, 3), Qt::red, 8); });
    // The pinned frame is tinted as the reference: not its own yellow, but not the background.
    const QColor seen = at(frame, 53, 3);
    QVERIFY2(!near(seen, background, 20) && !near(seen, pinned, 6), qPrintable(seen.name()));
    QVERIFY(m_preview->isOnionShown());
    m_preview->clock()->play();
    QVERIFY(!m_preview->isOnionShown());
    table.onionWhilePlaying = true;
    m_preview->setLightTable(table);
    QVERIFY(m_preview->isOnionShown());
    m_preview->clock()->stop();
}

// Two mouth frames without images of their own show their shapes' cells of the chart's sheet; a
// shape the chart lacks shows the plain square and says so.
void TestLightTable::mouthFramesShowTheChart()
{
    m_clip = Clip(QStringLiteral("talk"));
    Frame a, b;
    a.setMouth(QStringLiteral("A"));
    b.setMouth(QStringLiteral("B"));
    m_clip.frames.setFrames({a, b});
    LightTableSettings table;
    table.background = LightTableSettings::Background::Colour;
    table.backgroundColour = background;
    m_preview->setLightTable(table);
    m_preview->setMouthChart({{QStringLiteral("A"), MouthPicture{QStringLiteral("mouths.png"), QRect(20, 0, 20, 20)}},
                              {QStringLiteral("B"), MouthPicture{QStringLiteral("mouths.png"), QRect(0, 0, 20, 20)}}});
    m_preview->setClip(&m_clip, m_dir.path());
    m_preview->clock()->seek(50);
    QImage frame = grabUntil([&](const QImage &f) { return near(at(f, 3, 3), Qt::green, 8); });
    QVERIFY2(near(at(frame, 3, 3), Qt::green, 8), qPrintable(at(frame, 3, 3).name()));
    QCOMPARE(m_preview->imageProblem(), QString());
    m_preview->clock()->seek(150);
    frame = grabUntil([&](const QImage &f) { return near(at(f, 3, 3), Qt::red, 8); });
    QVERIFY2(near(at(frame, 3, 3), Qt::red, 8), qPrintable(at(frame, 3, 3).name()));

    // B taken out of the chart: the plain square (64 units, wider than the 20-unit picture).
    m_preview->setMouthChart({{QStringLiteral("A"), MouthPicture{QStringLiteral("mouths.png"), QRect(20, 0, 20, 20)}}});
    frame = grabUntil([&](const QImage &f) { return !near(at(f, 25, 25), background, 8); });
    QVERIFY2(!near(at(frame, 25, 25), background, 8) && !near(at(frame, 3, 3), Qt::red, 40), qPrintable(at(frame, 3, 3).name()));
    QCOMPARE(m_preview->imageProblem(), QStringLiteral("mouth B: no picture in the mouth chart (Clips > Mouth Chart...)"));
    m_preview->setMouthChart({});
}

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    PreviewWidget::prepareSurfaceFormat();
    TestLightTable test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_lighttable.moc"
