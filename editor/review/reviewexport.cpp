#include "review/reviewexport.h"

#include "media/framepicture.h"
#include "project.h"
#include "review/gifpalette.h"
#include "review/reviewaudio.h"
#include "review/reviewencoder.h"
#include "review/reviewrenderer.h"

extern "C" {
#include <libavutil/log.h>
}

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <cstring>

namespace inbetween {

namespace {
// Widest or tallest file written, and the most pixels a whole export keeps in memory at scale 1.
constexpr int kMaxSide = 8192;
constexpr double kMaxCanvasPixels = 400e6;

double fpsOf(const Project &project, const ReviewOptions &options)
{
    return options.fps > 0.0 ? options.fps : project.fps;
}

std::optional<QColor> backgroundOf(const ReviewOptions &options)
{
    if (options.background || options.format != ReviewFormat::Mp4)
        return options.background;
    return QColor(Qt::black); // MP4 has no transparency
}

// Nearest-neighbour enlargement by a whole number, of an Indexed8 picture (its indices
// repeated) or of any other.
QImage enlarged(const QImage &image, int scale)
{
    if (scale == 1)
        return image;
    if (image.format() != QImage::Format_Indexed8)
        return image.scaled(image.size() * scale, Qt::IgnoreAspectRatio, Qt::FastTransformation);
    QImage out(image.size() * scale, QImage::Format_Indexed8);
    out.setColorTable(image.colorTable());
    for (int y = 0; y < image.height(); ++y) {
        const uchar *in = image.constScanLine(y);
        uchar *row = out.scanLine(y * scale);
        for (int x = 0; x < image.width(); ++x)
            std::memset(row + x * scale, in[x], size_t(scale));
        for (int r = 1; r < scale; ++r)
            std::memcpy(out.scanLine(y * scale + r), row, size_t(out.width()));
    }
    return out;
}

// MP4's yuv420p needs an even width and height: a column or row of background added.
QImage evenSized(const QImage &image, const QColor &background)
{
    const QSize even((image.width() + 1) & ~1, (image.height() + 1) & ~1);
    if (even == image.size())
        return image;
    QImage out(even, image.format());
    out.fill(background);
    for (int y = 0; y < image.height(); ++y)
        std::memcpy(out.scanLine(y), image.constScanLine(y), size_t(image.bytesPerLine()));
    return out;
}
} // namespace

int ReviewExport::clipIndex(const Project &project, const ReviewOptions &options)
{
    if (!options.clip.isEmpty())
        return project.clipIndex(options.clip);
    return project.clips.size() == 1 ? 0 : -1;
}

QString ReviewExport::problem(const Project &project, const ReviewOptions &options)
{
    if (options.clip.isEmpty() && project.clips.size() > 1)
        return QStringLiteral("a %1 holds one clip and the project has %2 (%3): choose one with --clip NAME")
            .arg(reviewFormatInfo(options.format).id)
            .arg(project.clips.size())
            .arg(project.clipNames().join(QStringLiteral(", ")));
    if (clipIndex(project, options) < 0)
        return QStringLiteral("no clip is named \"%1\" (the clips: %2)")
            .arg(options.clip, project.clipNames().join(QStringLiteral(", ")));
    if (options.scale < 1 || options.scale > 16)
        return QStringLiteral("the scale is a whole number from 1 to 16");
    if (options.passes < 1 || options.passes > 1000)
        return QStringLiteral("the number of loops is a whole number from 1 to 1000");
    if (!(fpsOf(project, options) > 0.0))
        return QStringLiteral("the fps must be above 0");
    const Clip &clip = project.clips[size_t(clipIndex(project, options))];
    if (!(clip.length() > 0.0))
        return QStringLiteral("clip \"%1\" has nothing to play (no frames and no motion)").arg(clip.name);
    return {};
}

bool ReviewExport::plan(const Project &project, const QString &projectFolder, const ReviewOptions &options,
                        Plan *plan, ReviewRenderer *renderer, QString *error)
{
    if (const QString why = problem(project, options); !why.isEmpty()) {
        *error = why;
        return false;
    }
    const Clip &clip = project.clips[size_t(clipIndex(project, options))];
    plan->sequence = ReviewSequence::of(clip, fpsOf(project, options), options.passes, error);
    if (plan->sequence.pictures.isEmpty())
        return false;
    QList<double> starts;
    starts.reserve(plan->sequence.pictures.size());
    for (const ReviewPicture &p : plan->sequence.pictures)
        starts.append(p.start);
    const ReviewFormatInfo &format = reviewFormatInfo(options.format);
    plan->timed = ReviewTiming::schedule(starts, plan->sequence.end, format.unitMs, format.minUnits);
    // Each mouth frame as its chart picture, as the preview shows it (FramePicture).
    if (!renderer->prepare(FramePicture::withChartPictures(clip, project.mouths), projectFolder, plan->sequence.pictures,
                           error))
        return false;
    plan->canvas = renderer->canvasSize();
    plan->pixelSize = plan->canvas * options.scale;
    if (options.format == ReviewFormat::Mp4)
        plan->pixelSize = QSize((plan->pixelSize.width() + 1) & ~1, (plan->pixelSize.height() + 1) & ~1);
    if (plan->pixelSize.width() > kMaxSide || plan->pixelSize.height() > kMaxSide) {
        *error = QStringLiteral("the pictures would be %1 x %2 pixels, more than %3 on a side: lower the scale")
                     .arg(plan->pixelSize.width())
                     .arg(plan->pixelSize.height())
                     .arg(kMaxSide);
        return false;
    }
    if (double(plan->canvas.width()) * plan->canvas.height() * plan->timed.size() > kMaxCanvasPixels) {
        *error = QStringLiteral("%1 pictures of %2 x %3 pixels are too many to export at once")
                     .arg(plan->timed.size())
                     .arg(plan->canvas.width())
                     .arg(plan->canvas.height());
        return false;
    }
    return true;
}

QList<QImage> ReviewExport::pictures(const ReviewOptions &options, const Plan &plan, const ReviewRenderer &renderer,
                                     QString *error)
{
    av_log_set_level(AV_LOG_ERROR); // FFmpeg's notes (x264's statistics, the palette's colours) are not ours to print
    const std::optional<QColor> background = backgroundOf(options);
    QList<QImage> out;
    out.reserve(plan.timed.size());
    for (const TimedPicture &t : plan.timed)
        out.append(renderer.render(plan.sequence.pictures[t.picture], background));
    if (options.format == ReviewFormat::Gif) {
        out = GifPalette::quantise(out, error);
        if (out.isEmpty())
            return {};
    }
    for (QImage &image : out) {
        image = enlarged(image, options.scale);
        if (options.format == ReviewFormat::Mp4)
            image = evenSized(image, *background);
    }
    return out;
}

bool ReviewExport::write(const Project &project, const QString &projectFolder, const QString &outPath,
                         const ReviewOptions &options, QString *error)
{
    Plan plan;
    ReviewRenderer renderer;
    return ReviewExport::plan(project, projectFolder, options, &plan, &renderer, error)
           && write(project, projectFolder, outPath, options, plan, renderer, error);
}

bool ReviewExport::write(const Project &project, const QString &projectFolder, const QString &outPath,
                         const ReviewOptions &options, const Plan &plan, const ReviewRenderer &renderer, QString *error)
{
    const QList<QImage> images = pictures(options, plan, renderer, error);
    if (images.isEmpty())
        return false;
    const Clip &clip = project.clips[size_t(clipIndex(project, options))];
    ReviewAudio audio;
    const bool withAudio = options.format == ReviewFormat::Mp4 && clip.audio && !clip.audio->file.isEmpty();
    if (withAudio
        && !audio.load(QDir(projectFolder).filePath(clip.audio->file), clip.audio->offset, plan.sequence.period,
                       options.passes, error))
        return false;

    // -o into folders that do not exist yet: they are made, as for the engine exports.
    if (!QDir().mkpath(QFileInfo(outPath).absolutePath())) {
        *error = QStringLiteral("%1: cannot make its folder").arg(outPath);
        return false;
    }
    const QString temporary = outPath + QStringLiteral(".part");
    bool ok = false;
    {
        ReviewEncoder encoder;
        ok = encoder.open(temporary, options.format, images.front().size(), plan.sequence.repeats,
                          plan.timed.back().duration, withAudio, !backgroundOf(options), error);
        for (int i = 0; ok && i < images.size(); ++i)
            ok = encoder.write(images[i], plan.timed[i].start, plan.timed[i].duration, error);
        if (ok && withAudio)
            ok = encoder.writeAudio(audio, error);
        ok = ok && encoder.finish(error);
    }
    if (ok) {
        QFile::remove(outPath);
        ok = QFile::rename(temporary, outPath);
        if (!ok)
            *error = QStringLiteral("cannot write %1").arg(outPath);
    }
    if (!ok)
        QFile::remove(temporary);
    return ok;
}

} // namespace inbetween
