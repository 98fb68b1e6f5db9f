#include "import/animationimporter.h"

#include "import/gifdelays.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImageReader>

namespace inbetween {

namespace {

// The browsers' hold for a frame whose delay is 0 (and, in GIFs, 1/100 s).
constexpr int kZeroDelayHold = 100;

bool isAnimatedFormat(const QByteArray &format)
{
    return format == "gif" || format == "webp";
}

} // namespace

bool AnimationImporter::isAnimation(const QString &path)
{
    QImageReader reader(path);
    reader.setDecideFormatFromContent(true);
    return reader.canRead() && isAnimatedFormat(reader.format()) && reader.imageCount() > 1;
}

QString AnimationImporter::frameFileName(int index, int count)
{
    const int digits = std::max(3, int(QString::number(std::max(count - 1, 0)).size()));
    return QStringLiteral("frame-%1.png").arg(index, digits, 10, QLatin1Char('0'));
}

ImportResult AnimationImporter::importFile(const QString &path, const ImportOptions &options)
{
    ImportResult result;
    const ProjectLimits &limits = options.limits;
    const QFileInfo info(path);
    if (info.size() > limits.maxImageFileBytes) {
        result.error({}, QStringLiteral("the file is %1 bytes, larger than the limit of %2 bytes")
                             .arg(info.size())
                             .arg(limits.maxImageFileBytes));
        return result;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error({}, QStringLiteral("cannot be read: %1").arg(file.errorString()));
        return result;
    }
    const QByteArray bytes = file.readAll();
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    if (!reader.canRead() || !isAnimatedFormat(reader.format())) {
        result.error({}, QStringLiteral("not an animated GIF or WebP image"));
        return result;
    }
    const QString format = QString::fromLatin1(reader.format()).toUpper();
    const QSize size = reader.size();
    if (size.width() > limits.maxImageSide || size.height() > limits.maxImageSide) {
        result.error({}, QStringLiteral("%1 x %2 pixels, larger than the limit of %3 x %3")
                             .arg(size.width())
                             .arg(size.height())
                             .arg(limits.maxImageSide));
        return result;
    }
    const int count = reader.imageCount(); // 0 when the reader cannot tell before reading
    if (count > limits.maxFrames) {
        result.error({}, QStringLiteral("%1 images, more than the limit of %2 frames").arg(count).arg(limits.maxFrames));
        return result;
    }
    const QList<int> rawGifDelays = reader.format() == "gif" ? gifDelays(bytes) : QList<int>();

    const QString clipName = options.nameFor(path);
    const QString framesFolder = options.framesFolder.isEmpty()
                                     ? ImportOptions::unusedFramesFolder(options.folderFor(path), clipName)
                                     : QDir(options.framesFolder).absolutePath();
    QList<QByteArray> pngs;
    QList<int> delays;
    for (int i = 0; count <= 0 || i < count; ++i) {
        const QImage image = reader.read();
        if (image.isNull()) {
            if (count <= 0 && i > 0)
                break; // the reader could not count its images: the end
            result.error(QStringLiteral("frame %1").arg(i),
                         QStringLiteral("cannot be decoded as %1 (%2)").arg(format, reader.errorString()));
            return result;
        }
        if (i >= limits.maxFrames) {
            result.error({}, QStringLiteral("more than the limit of %1 frames").arg(limits.maxFrames));
            return result;
        }
        int delay = reader.nextImageDelay();
        const QString where = QStringLiteral("frame %1").arg(i);
        if (i < rawGifDelays.size() && rawGifDelays[i] * 10 != delay)
            result.warning(where, QStringLiteral("the file's delay of %1 ms plays as %2 ms, as in browsers: it holds %2 ms")
                                      .arg(rawGifDelays[i] * 10)
                                      .arg(delay));
        if (delay <= 0) {
            result.warning(where, QStringLiteral("a delay of %1 ms plays as %2 ms, as in browsers: it holds %2 ms")
                                      .arg(delay)
                                      .arg(kZeroDelayHold));
            delay = kZeroDelayHold;
        }
        QBuffer png;
        png.open(QIODevice::WriteOnly);
        image.save(&png, "PNG");
        pngs.append(png.data());
        delays.append(delay);
    }

    QList<Frame> frames;
    for (qsizetype i = 0; i < pngs.size(); ++i) {
        const QString file = QDir(framesFolder).absoluteFilePath(frameFileName(int(i), int(pngs.size())));
        result.newImages.append({file, pngs[i]});
        frames.append(Frame{double(delays[i]), options.projectPath(path, file), std::nullopt});
    }
    Project project;
    project.name = clipName;
    Clip &clip = project.clips.front();
    clip.name = clipName;
    clip.frames = FrameTrack(frames);
    // Qt's loop count: -1 forever, 0 played once, n repeated n more times.
    const int loops = reader.loopCount();
    clip.loop = loops == 0 ? LoopMode::Once : LoopMode::Loop;
    if (loops > 0)
        result.warning({}, QStringLiteral("the %1 plays %2 times, which a loop mode cannot say: the clip loops without end")
                               .arg(format)
                               .arg(loops + 1));
    result.project = std::move(project);
    return result;
}

} // namespace inbetween
