// The preview's render rate: an 800x600 PreviewWidget plays a project (the bundled square by
// default) for 5 s of wall time; prints the renders a second. Run by hand, not by ctest:
//   [QT_QPA_PLATFORM=offscreen] LIBGL_ALWAYS_SOFTWARE=1 QSG_RHI_BACKEND=opengl
//       xvfb-run -a -s "-screen 0 1280x800x24" bench_previewrate [FILE] [--no-overlay] [--onion N]
//       [--pictures SIZE]
// --onion N shows N frames before and N after while playing; --pictures SIZE plays a flipbook of
// 12 frames, each its own SIZE x SIZE picture with transparency (written to a temporary folder),
// moving across the view, instead of FILE (issue 28: 5 + 5 frames of 512 x 512 pictures).
// On xcb it is the editor's own window system; the offscreen platform takes OpenGL from the X
// display through GLX, so it needs Xvfb too (see tests/preview/CMakeLists.txt).
// Target: at least 60 renders a second on Mesa's llvmpipe.
#include "common/testpaths.h"
#include "file/projectreader.h"
#include "playback/playbackclock.h"
#include "preview/previewwidget.h"

#include <QApplication>
#include <QPainter>
#include <QTemporaryDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QQuickView>
#include <QQuickWindow>
#include <QTimer>
#include <atomic>
#include <cstdio>
#include <ctime>

using namespace inbetween;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    PreviewWidget::prepareSurfaceFormat();
    QStringList args = app.arguments().mid(1);
    const bool overlay = !args.removeAll(QStringLiteral("--no-overlay"));
    auto option = [&args](const QString &name) {
        const int i = int(args.indexOf(name));
        if (i < 0 || i + 1 >= args.size())
            return 0;
        const int value = args[i + 1].toInt();
        args.remove(i, 2);
        return value;
    };
    const int onion = option(QStringLiteral("--onion"));
    const int pictures = option(QStringLiteral("--pictures"));
    QString file = !args.isEmpty() ? args.front() : testpaths::source("resources/examples/square.json");
    Clip project;
    QTemporaryDir dir;
    if (pictures > 0) {
        // 12 frames of 100 ms, each its own picture: a disc of its own colour on transparency.
        file = QStringLiteral("%1 x %1 pictures").arg(pictures);
        QList<Frame> frames;
        for (int i = 0; i < 12; ++i) {
            QImage image(pictures, pictures, QImage::Format_ARGB32);
            image.fill(Qt::transparent);
            QPainter p(&image);
            p.setBrush(QColor::fromHsv(i * 30, 200, 230));
            p.drawEllipse(QRectF(pictures * 0.1, pictures * 0.1, pictures * 0.8, pictures * 0.8));
            p.end();
            const QString name = QStringLiteral("frame%1.png").arg(i);
            image.save(dir.filePath(name));
            frames.append({100, name});
        }
        project.frames.setFrames(frames);
        Keyframe a, b;
        b.time = 1200;
        b.translation = {60, 0, 0};
        project.motion.setKeys({a, b});
    } else {
        auto result = ProjectReader::readFile(file);
        if (!result.ok()) {
            std::fprintf(stderr, "cannot read %s\n", qPrintable(file));
            return 1;
        }
        project = result.project->clips.front();
    }
    PreviewWidget preview;
    preview.setClip(&project, pictures > 0 ? dir.path() : QFileInfo(file).absolutePath());
    if (onion > 0) {
        LightTableSettings table;
        table.onion = true;
        table.before = table.after = onion;
        table.onionWhilePlaying = true;
        preview.setLightTable(table);
    }
    preview.setOverlayVisible(overlay);
    preview.resize(800, 600);
    preview.show();

    // Frames actually drawn, counted apart from the preview's own count (the frames that
    // advanced the clock) as a check that each advance was a render.
    // (afterRendering comes on the render thread of the threaded render loop.)
    std::atomic<int> drawn = 0;
    QObject::connect(preview.quickView(), &QQuickWindow::afterRendering, &app, [&drawn] { ++drawn; },
                     Qt::DirectConnection);
    QElapsedTimer wall;
    int startRenders = 0;
    int startDrawn = 0;
    std::clock_t cpuStart = 0; // process CPU time (all threads, llvmpipe's too)
    // Give the scene a second to load and build its pipelines, then measure 5 s of playback.
    QTimer::singleShot(1000, &app, [&] {
        if (!preview.isSceneReady()) {
            std::fprintf(stderr, "scene not ready: %s\n", qPrintable(preview.errors().join(QLatin1Char('\n'))));
            app.exit(1);
            return;
        }
        startRenders = preview.renderCount();
        startDrawn = drawn;
        cpuStart = std::clock();
        wall.start();
        preview.clock()->play();
        QTimer::singleShot(5000, Qt::PreciseTimer, &app, [&] {
            preview.clock()->pause();
            const double seconds = double(wall.nsecsElapsed()) / 1e9;
            const int renders = preview.renderCount() - startRenders;
            const double cpuMs = 1000.0 * double(std::clock() - cpuStart) / CLOCKS_PER_SEC;
            std::printf("%s at %dx%d, platform %s, overlay %s, onion %d + %d: %d renders in %.2f s = %.1f renders/s "
                        "(%.1f ms of CPU a render; %d frames drawn; overlay meter %.1f/s, clip time %.1f ms, frames shown for 0 renders: %d)\n",
                        qPrintable(QFileInfo(file).fileName()), preview.width(), preview.height(),
                        qPrintable(QGuiApplication::platformName()), overlay ? "on" : "off", onion, onion, renders, seconds, renders / seconds,
                        renders > 0 ? cpuMs / renders : 0.0, drawn - startDrawn,
                        preview.renderRate(), preview.clock()->clipTime(), preview.clock()->skippedFrames());
            app.quit();
        });
    });
    return app.exec();
}
