// The frame data in the real preview (issue 40), rendered by the View3D on the offscreen platform
// with Mesa's llvmpipe as tst_lighttable: a frame's pivot sits on the motion's origin (its picture
// moves by exactly the pivot's distance from the centre, at a whole-number zoom), and a box's
// outline is drawn in its kind's colour on the screen pixels of its edges at Pixel Zoom 4.
#include "preview/framedataitem.h"
#include "preview/frameplacement.h"
#include "preview/previewwidget.h"
#include "playback/playbackclock.h"

#include <QApplication>
#include <QQuickView>
#include <QSGRendererInterface>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace inbetween;

namespace {
const QColor red(255, 0, 0);
const QColor grey(60, 60, 60);

bool near(const QColor &a, const QColor &b, int tolerance)
{
    return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance
           && std::abs(a.blue() - b.blue()) <= tolerance;
}

QString name(const QColor &c)
{
    return c.name();
}
} // namespace

class TestFrameDataPreview : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void pivotMovesThePicture();
    void boxOutlineInItsColour();
    void togglesHideAKind();
    void cleanupTestCase();

private:
    QImage grabUntil(const std::function<bool(const QImage &)> &ready);
    // The rows of the column through scene x 0 that show `colour`: first and last (view pixels).
    std::pair<int, int> rowsOf(const QImage &frame, const QColor &colour) const;
    void show(const FrameData &data);
    QPoint viewOf(const QPointF &fromPivot) const
    {
        const QPointF scene = m_preview->shownPlacement().toScene(fromPivot);
        const QPointF view = m_preview->sceneToView(scene.x(), scene.y());
        return QPoint(int(std::lround(view.x())), int(std::lround(view.y())));
    }

    QTemporaryDir m_dir;
    Clip m_clip;
    PreviewWidget *m_preview = nullptr;
};

void TestFrameDataPreview::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QImage image(20, 20, QImage::Format_RGB32);
    image.fill(red);
    QVERIFY(image.save(m_dir.filePath(QStringLiteral("red.png"))));
    image.fill(grey);
    QVERIFY(image.save(m_dir.filePath(QStringLiteral("grey.png"))));

    m_preview = new PreviewWidget;
    m_preview->resize(480, 360);
    m_preview->setOverlayVisible(false);
    LightTableSettings table;
    table.pixelScale = 4;
    table.background = LightTableSettings::Background::Colour;
    table.backgroundColour = QColor(0, 0, 0);
    m_preview->setLightTable(table);
    m_preview->setBoxDeclarations({{QStringLiteral("fist"), BoxKind::Hit}, {QStringLiteral("body"), BoxKind::Hurt}});
    m_preview->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_preview));
    QTRY_VERIFY_WITH_TIMEOUT(m_preview->isSceneReady() || !m_preview->errors().isEmpty(), 20000);
    QVERIFY2(m_preview->errors().isEmpty(), qPrintable(m_preview->errors().join(QLatin1Char('\n'))));
    const QSGRendererInterface *renderer = m_preview->quickView()->rendererInterface();
    QVERIFY2(renderer && renderer->graphicsApi() == QSGRendererInterface::OpenGL,
             "the preview is not rendered with OpenGL: run under xvfb-run (see CMakeLists.txt)");
}

void TestFrameDataPreview::cleanupTestCase()
{
    delete m_preview;
}

QImage TestFrameDataPreview::grabUntil(const std::function<bool(const QImage &)> &ready)
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

std::pair<int, int> TestFrameDataPreview::rowsOf(const QImage &frame, const QColor &colour) const
{
    const int x = int(m_preview->sceneToView(2.5, 0).x()); // inside the picture, clear of the pivot cross
    int first = -1, last = -1;
    for (int y = 0; y < frame.height(); ++y) {
        if (near(frame.pixelColor(x, y), colour, 8)) {
            if (first < 0)
                first = y;
            last = y;
        }
    }
    return {first, last};
}

void TestFrameDataPreview::show(const FrameData &data)
{
    Frame frame{100, QStringLiteral("red.png")};
    frame.data.set(data);
    m_clip = Clip(QStringLiteral("pivot"));
    m_clip.frames.setFrames({frame});
    m_preview->setClip(&m_clip, m_dir.path());
    m_preview->clock()->seek(0);
}

// The 20 x 20 picture at 4x is 80 screen rows; with its pivot at its bottom centre (10, 20) it
// stands on the origin: 10 picture pixels, 40 screen pixels, higher than centred on it.
void TestFrameDataPreview::pivotMovesThePicture()
{
    show(FrameData());
    QTRY_COMPARE(m_preview->pixelsPerUnit(), 4.0);
    const QImage centred = grabUntil([&](const QImage &f) { return rowsOf(f, red).first >= 0; });
    const auto [top, bottom] = rowsOf(centred, red);
    QCOMPARE(bottom - top + 1, 80);
    QCOMPARE(top, int(std::lround(m_preview->sceneToView(0, 10).y())));

    FrameData feet;
    feet.pivot = QPointF(10, 20);
    show(feet);
    const int raised = top - 40; // a structured binding is not captured by a lambda before C++20 (clang)
    const QImage standing = grabUntil([&](const QImage &f) { return rowsOf(f, red).first == raised; });
    const auto [top2, bottom2] = rowsOf(standing, red);
    QCOMPARE(top2, top - 40);
    QCOMPARE(bottom2, bottom - 40);
    // Its last row is just above the origin's row.
    QCOMPARE(bottom2 + 1, int(std::lround(m_preview->sceneToView(0, 0).y())));
}

// A hit box [-5, -6, 6, 4] from the centre of the grey picture: 24 x 16 screen pixels at 4x, its
// outline red on its edge pixels, the grey picture inside; a hurt box blue.
void TestFrameDataPreview::boxOutlineInItsColour()
{
    FrameData data;
    data.boxes.insert(QStringLiteral("fist"), QRectF(-5, -6, 6, 4));
    data.boxes.insert(QStringLiteral("body"), QRectF(-8, 3, 6, 5));
    Frame frame{100, QStringLiteral("grey.png")};
    frame.data.set(data);
    m_clip = Clip(QStringLiteral("box"));
    m_clip.frames.setFrames({frame});
    m_preview->setClip(&m_clip, m_dir.path());
    m_preview->clock()->seek(0);
    QTRY_COMPARE(m_preview->pixelsPerUnit(), 4.0);
    const QPoint topLeft = viewOf(QPointF(-5, -6)), bottomRight = viewOf(QPointF(1, -2));
    QCOMPARE(bottomRight - topLeft, QPoint(24, 16));
    const QImage f = grabUntil([&](const QImage &image) {
        return near(image.pixelColor(topLeft + QPoint(5, 5)), grey, 8) && near(image.pixelColor(topLeft + QPoint(12, 0)), QColor::fromRgba(boxKindColour(BoxKind::Hit)), 8);
    });
    for (int i = 1; i < 23; ++i) {
        for (const QPoint &p : {topLeft + QPoint(i, 0), QPoint(topLeft.x() + i, bottomRight.y() - 1)})
            QVERIFY2(near(f.pixelColor(p), QColor::fromRgba(boxKindColour(BoxKind::Hit)), 8), qPrintable(QStringLiteral("(%1, %2): %3").arg(p.x()).arg(p.y()).arg(name(f.pixelColor(p)))));
    }
    for (int i = 1; i < 15; ++i) {
        for (const QPoint &p : {topLeft + QPoint(0, i), QPoint(bottomRight.x() - 1, topLeft.y() + i)})
            QVERIFY2(near(f.pixelColor(p), QColor::fromRgba(boxKindColour(BoxKind::Hit)), 8), qPrintable(QStringLiteral("(%1, %2): %3").arg(p.x()).arg(p.y()).arg(name(f.pixelColor(p)))));
    }
    // Inside and just outside: the picture, not the outline.
    QVERIFY(near(f.pixelColor(topLeft + QPoint(1, 1)), grey, 8));
    QVERIFY(near(f.pixelColor(topLeft + QPoint(12, 8)), grey, 8));
    QVERIFY(near(f.pixelColor(topLeft + QPoint(12, 16)), grey, 8));
    QVERIFY(near(f.pixelColor(topLeft + QPoint(24, 8)), grey, 8));
    // The hurt box: blue on its left edge.
    const QPoint body = viewOf(QPointF(-8, 3));
    QVERIFY2(near(f.pixelColor(body + QPoint(0, 10)), QColor::fromRgba(boxKindColour(BoxKind::Hurt)), 8), qPrintable(name(f.pixelColor(body + QPoint(0, 10)))));
}

// Show Hit Boxes off: the hit box goes, the hurt box stays.
void TestFrameDataPreview::togglesHideAKind()
{
    const QPoint topLeft = viewOf(QPointF(-5, -6)), body = viewOf(QPointF(-8, 3));
    LightTableSettings table = m_preview->lightTable();
    table.showHitBoxes = false;
    m_preview->setLightTable(table);
    const QImage f = grabUntil([&](const QImage &image) { return near(image.pixelColor(topLeft + QPoint(12, 0)), grey, 8); });
    QVERIFY(near(f.pixelColor(topLeft + QPoint(12, 0)), grey, 8));
    QVERIFY(near(f.pixelColor(body + QPoint(0, 10)), QColor::fromRgba(boxKindColour(BoxKind::Hurt)), 8));
}

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    PreviewWidget::prepareSurfaceFormat();
    TestFrameDataPreview test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_framedatapreview.moc"
