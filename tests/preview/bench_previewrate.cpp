// The preview's render rate: an 800x600 PreviewWidget plays a project (the bundled square by
// default) for 5 s of wall time; prints the renders a second. Run by hand, not by ctest:
//   QT_QPA_PLATFORM=offscreen LIBGL_ALWAYS_SOFTWARE=1 QSG_RHI_BACKEND=opengl bench_previewrate [FILE]
// Target: at least 60 renders a second on Mesa's llvmpipe.
#include "playbackclock.h"
#include "previewwidget.h"
#include "projectreader.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTimer>
#include <cstdio>

using namespace inbetween;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    PreviewWidget::prepareSurfaceFormat();
    const QString file = argc > 1 ? QString::fromLocal8Bit(argv[1])
                                  : QStringLiteral(INBETWEEN_SOURCE_DIR "/resources/examples/square.json");
    auto result = ProjectReader::readFile(file);
    if (!result.ok()) {
        std::fprintf(stderr, "cannot read %s\n", qPrintable(file));
        return 1;
    }
    Project project = *result.project;
    PreviewWidget preview;
    preview.setProject(&project, QFileInfo(file).absolutePath());
    preview.resize(800, 600);
    preview.show();

    QElapsedTimer wall;
    int startRenders = 0;
    // Give the scene a second to load and build its pipelines, then measure 5 s of playback.
    QTimer::singleShot(1000, &app, [&] {
        if (!preview.isSceneReady()) {
            std::fprintf(stderr, "scene not ready: %s\n", qPrintable(preview.errors().join(QLatin1Char('\n'))));
            app.exit(1);
            return;
        }
        startRenders = preview.renderCount();
        wall.start();
        preview.clock()->play();
        QTimer::singleShot(5000, &app, [&] {
            preview.clock()->pause();
            const double seconds = double(wall.nsecsElapsed()) / 1e9;
            const int renders = preview.renderCount() - startRenders;
            std::printf("%s at %dx%d, platform %s: %d renders in %.2f s = %.1f renders/s "
                        "(overlay meter %.1f/s, clip time %.1f ms, frames shown for 0 renders: %d)\n",
                        qPrintable(QFileInfo(file).fileName()), preview.width(), preview.height(),
                        qPrintable(QGuiApplication::platformName()), renders, seconds, renders / seconds,
                        preview.renderRate(), preview.clock()->clipTime(), preview.clock()->skippedFrames());
            app.quit();
        });
    });
    return app.exec();
}
