// A window to look at the preview: plays a project, optionally saves screenshots of the
// widget at given playback times and quits.
//   preview-demo FILE [--clip NAME] [--compare] [--no-overlay] [--size 800x600] [--seek CLIP_MS]
//                [--paused] [--shot MS:OUT.png]... [--quit MS]
//                light table: [--onion BEFORE:AFTER] [--own-colours] [--onion-playing] [--pin FRAME]
//                [--pixels N] [--smooth] [--flip] [--checkerboard | --colour #RRGGBB | --image PATH]
//                [--stats] [--speed S]
#include "file/projectreader.h"
#include "playback/playbackclock.h"
#include "preview/previewwidget.h"

#include <QApplication>
#include <QFileInfo>
#include <QImage>
#include <QTimer>
#include <cstdio>

using namespace inbetween;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    PreviewWidget::prepareSurfaceFormat();
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: preview-demo FILE [--clip NAME] [--compare] [--no-overlay] [--size WxH] [--seek CLIP_MS]"
                             " [--paused] [--shot MS:OUT.png]... [--quit MS] [--onion B:A] [--own-colours] [--onion-playing]"
                             " [--pin FRAME] [--pixels N] [--smooth] [--flip] [--checkerboard | --colour #RRGGBB | --image PATH]"
                             " [--stats] [--speed S]\n");
        return 2;
    }
    auto result = ProjectReader::readFile(args[1]);
    if (!result.ok()) {
        for (const QString &m : result.messages(args[1]))
            std::fprintf(stderr, "%s\n", qPrintable(m));
        return 1;
    }
    Clip project = result.project->clips.front();
    const int clipArg = int(args.indexOf(QStringLiteral("--clip")));
    if (clipArg > 0 && clipArg + 1 < args.size()) {
        for (const Clip &c : result.project->clips) {
            if (c.name == args[clipArg + 1])
                project = c;
        }
    }
    LightTableSettings table;

    PreviewWidget preview;
    preview.setWindowTitle(QStringLiteral("Inbetween preview: %1").arg(project.name));
    preview.setClip(&project, QFileInfo(args[1]).absolutePath());
    QSize size(800, 600);
    int quitAfter = -1;
    bool paused = false;
    for (int i = 2; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == QLatin1String("--compare")) {
            preview.setCompareVisible(true);
        } else if (a == QLatin1String("--paused")) {
            paused = true;
        } else if (a == QLatin1String("--seek") && i + 1 < args.size()) {
            preview.clock()->seek(args[++i].toDouble());
        } else if (a == QLatin1String("--no-overlay")) {
            preview.setOverlayVisible(false);
        } else if (a == QLatin1String("--size") && i + 1 < args.size()) {
            const QStringList wh = args[++i].split(QLatin1Char('x'));
            if (wh.size() == 2)
                size = QSize(wh[0].toInt(), wh[1].toInt());
        } else if (a == QLatin1String("--shot") && i + 1 < args.size()) {
            const QString spec = args[++i];
            const int colon = spec.indexOf(QLatin1Char(':'));
            const int ms = spec.left(colon).toInt();
            const QString out = spec.mid(colon + 1);
            QTimer::singleShot(ms, &preview, [&preview, out] {
                const QImage shot = preview.grabFramebuffer(); // a window container: QWidget::grab sees no GL
                std::printf("%s at clip time %.1f ms: %s\n", qPrintable(out), preview.shownClipTime(),
                            shot.save(out) ? "saved" : "FAILED");
                std::fflush(stdout);
            });
        } else if (a == QLatin1String("--quit") && i + 1 < args.size()) {
            quitAfter = args[++i].toInt();
        } else if (a == QLatin1String("--onion") && i + 1 < args.size()) {
            const QStringList ba = args[++i].split(QLatin1Char(':'));
            table.onion = true;
            table.before = ba.value(0).toInt();
            table.after = ba.value(1).toInt();
        } else if (a == QLatin1String("--own-colours")) {
            table.tinted = false;
        } else if (a == QLatin1String("--onion-playing")) {
            table.onionWhilePlaying = true;
        } else if (a == QLatin1String("--pin") && i + 1 < args.size()) {
            table.pinnedClip = project.name;
            table.pinnedFrame = args[++i].toInt();
        } else if (a == QLatin1String("--pixels") && i + 1 < args.size()) {
            table.pixelScale = args[++i].toInt();
        } else if (a == QLatin1String("--smooth")) {
            table.smooth = true;
        } else if (a == QLatin1String("--flip")) {
            table.flipped = true;
        } else if (a == QLatin1String("--checkerboard")) {
            table.background = LightTableSettings::Background::Checkerboard;
        } else if (a == QLatin1String("--colour") && i + 1 < args.size()) {
            table.background = LightTableSettings::Background::Colour;
            table.backgroundColour = QColor(args[++i]);
        } else if (a == QLatin1String("--image") && i + 1 < args.size()) {
            table.background = LightTableSettings::Background::Image;
            table.backgroundImage = QFileInfo(args[++i]).absoluteFilePath();
        } else if (a == QLatin1String("--stats")) {
            preview.setRenderStatisticsVisible(true);
        } else if (a == QLatin1String("--speed") && i + 1 < args.size()) {
            preview.clock()->setSpeed(args[++i].toDouble());
        }
    }
    preview.setLightTable(table);
    preview.resize(size);
    preview.show();
    if (!paused)
        preview.clock()->play();
    if (quitAfter >= 0)
        QTimer::singleShot(quitAfter, &app, [&] {
            std::printf("render rate %.1f/s, frames shown for 0 renders: %d\n", preview.renderRate(),
                        preview.clock()->skippedFrames());
            app.quit();
        });
    return app.exec();
}
