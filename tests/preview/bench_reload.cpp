// Live reload of a big picture while playing: a 640x480 PreviewWidget plays a clip whose one
// frame is a 4096 x 4096 PNG; every 800 ms the file is replaced by a rename over it (the next
// colour, written before playback starts, so only the rename happens while it plays, as when
// another program saves). Prints, for the renders while it plays, the largest gap between two
// renders (the clock advances once a render: target, no render later than 50 ms) and how long
// each reload took from the rename to the new picture in the library. Run by hand, not by ctest:
//   QT_QPA_PLATFORM=offscreen LIBGL_ALWAYS_SOFTWARE=1 QSG_RHI_BACKEND=opengl
//       xvfb-run -a -s "-screen 0 1280x800x24" bench_reload
#include "common/renameover.h"
#include "document/imagelibrary.h"
#include "playback/playbackclock.h"
#include "preview/previewwidget.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QTemporaryDir>
#include <QTimer>
#include <algorithm>
#include <cstdio>

using namespace inbetween;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    PreviewWidget::prepareSurfaceFormat();
    constexpr int side = 4096;
    constexpr int reloads = 5;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.png"));
    // The versions to swap in, each a gradient over a colour (a PNG that really decodes).
    const auto write = [&](const QString &to, int hue) {
        QImage image(side, side, QImage::Format_RGB32);
        for (int y = 0; y < side; ++y) {
            auto *row = reinterpret_cast<QRgb *>(image.scanLine(y));
            const QColor c = QColor::fromHsv(hue, 200, 80 + (y * 175) / side);
            std::fill(row, row + side, c.rgb());
        }
        return image.save(to, "PNG", 10);
    };
    if (!write(path, 0))
        return 1;
    QStringList versions;
    for (int i = 0; i < reloads; ++i) {
        versions << dir.filePath(QStringLiteral("v%1.png").arg(i));
        if (!write(versions.back(), 60 * (i + 1)))
            return 1;
    }

    Clip clip(QStringLiteral("big"));
    clip.frames.setFrames({{1000, QStringLiteral("big.png"), std::nullopt}});
    PreviewWidget preview;
    auto *library = new ImageLibrary(&preview);
    preview.setImageLibrary(library);
    preview.setClip(&clip, dir.path());
    preview.resize(640, 480);
    preview.show();

    QElapsedTimer wall;
    wall.start();
    QList<qint64> renders; // ns of each advance while playing
    QObject::connect(preview.clock(), &PlaybackClock::clipTimeChanged, &app, [&] {
        if (preview.clock()->isPlaying())
            renders << wall.nsecsElapsed();
    });
    QList<double> reloadMs;
    qint64 renamedAt = 0;
    QObject::connect(library, &ImageLibrary::pictureChanged, &app, [&] {
        if (renamedAt > 0) {
            reloadMs << double(wall.nsecsElapsed() - renamedAt) / 1e6; // from the latest rename
            if (qEnvironmentVariableIsSet("BENCH_RELOAD_GAPS"))
                std::printf("picture in at %.0f ms\n", double(wall.nsecsElapsed()) / 1e6);
            renamedAt = 0;
        }
    });
    int next = 0;
    QTimer renamer;
    renamer.setInterval(800);
    QObject::connect(&renamer, &QTimer::timeout, &app, [&] {
        if (next >= reloads) {
            renamer.stop();
            QTimer::singleShot(800, &app, [&] {
                preview.clock()->pause();
                double worst = 0.0;
                for (int i = 1; i < renders.size(); ++i) {
                    const double gap = double(renders[i] - renders[i - 1]) / 1e6;
                    worst = std::max(worst, gap);
                    if (gap > 50.0 && qEnvironmentVariableIsSet("BENCH_RELOAD_GAPS"))
                        std::printf("gap of %.1f ms at %.0f ms\n", gap, double(renders[i]) / 1e6);
                }
                QStringList times;
                for (double ms : std::as_const(reloadMs))
                    times << QString::number(ms, 'f', 0);
                std::printf("4096 x 4096 PNG reloaded %lld of %d times while playing, platform %s: %lld renders, "
                            "largest gap between renders %.1f ms (target <= 50), rename to new picture: %s ms\n",
                            qint64(reloadMs.size()), reloads, qPrintable(QGuiApplication::platformName()),
                            qint64(renders.size()), worst, qPrintable(times.join(QStringLiteral(", "))));
                app.quit();
            });
            return;
        }
        renamedAt = wall.nsecsElapsed();
        if (qEnvironmentVariableIsSet("BENCH_RELOAD_GAPS"))
            std::printf("rename at %.0f ms\n", double(renamedAt) / 1e6);
        QFile::remove(path + QStringLiteral(".old"));
        if (!testutil::renameOver(versions[next], path))
            std::fprintf(stderr, "rename failed\n");
        ++next;
    });
    // Once the first picture is in and the scene is ready: play, then rename every 800 ms.
    QTimer start;
    start.setInterval(100);
    QObject::connect(&start, &QTimer::timeout, &app, [&] {
        if (!preview.isSceneReady() || library->picture(path).isNull())
            return;
        start.stop();
        QTimer::singleShot(500, &app, [&] {
            preview.clock()->play();
            renamer.start();
        });
    });
    start.start();
    return app.exec();
}
