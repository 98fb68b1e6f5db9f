// The real preview the render and playback tests look at (split from tst_previewrender).
#include "preview/squarepreview.h"

#include "file/projectreader.h"
#include "playback/playbackclock.h"
#include "preview/previewwidget.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QQuickView>
#include <QSGRendererInterface>
#include <QTest>

using namespace inbetween;

void SquarePreviewTest::openPreview()
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

void SquarePreviewTest::closePreview()
{
    delete m_preview;
}

ColourBlob SquarePreviewTest::renderAt(double clipTime, const QColor &colour)
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
