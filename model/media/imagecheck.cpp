#include "media/imagecheck.h"

#include "media/mediafilecheck.h"
#include "media/projectfolderpath.h"

#include <QFileInfo>
#include <QHash>
#include <QImage>
#include <QImageReader>

namespace inbetween {

QString readCheckedImage(const QString &path, const ProjectLimits &limits, QImage *image)
{
    if (const QString problem = mediaFileProblem(path, limits.maxImageFileBytes); !problem.isEmpty())
        return problem;
    QImageReader reader(path);
    reader.setDecideFormatFromContent(true); // a text file named .png is not an image
    if (!reader.canRead())
        return QStringLiteral("not an image file Inbetween can read (%1)").arg(reader.errorString());
    // The header's size first, so a huge image is refused before a pixel is decoded.
    const QSize size = reader.size();
    if (!size.isValid() || size.isEmpty())
        return QStringLiteral("not an image Inbetween can read (no valid size in its header)");
    if (size.width() > limits.maxImageSide || size.height() > limits.maxImageSide)
        return QStringLiteral("%1 x %2 pixels, larger than the limit of %3 x %3")
            .arg(size.width())
            .arg(size.height())
            .arg(limits.maxImageSide);
    const QString format = QString::fromLatin1(reader.format());
    *image = reader.read();
    if (image->isNull())
        return QStringLiteral("cannot be decoded as %1 (%2)").arg(format, reader.errorString());
    return {};
}

QString imageFileProblem(const QString &path, const ProjectLimits &limits)
{
    QImage image;
    return readCheckedImage(path, limits, &image);
}

namespace {

// Why the image file at `path` cannot be used (empty when it can), and its size.
struct ImageFacts
{
    QString problem;
    QSize size;
    bool missing = false;
};

QString imageProblem(const QString &path, const ProjectLimits &limits, QSize *decodedSize)
{
    QImage image;
    const QString problem = readCheckedImage(path, limits, &image);
    *decodedSize = image.size();
    return problem;
}

} // namespace

QString regionText(const QRect &r)
{
    return QStringLiteral("[%1, %2, %3, %4]").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

void checkFrameImages(const Project &project, bool version1, const QString &projectFolder,
                      const ProjectLimits &limits, Diagnostics *out)
{
    QHash<QString, ImageFacts> facts; // resolved path -> what reading it told, each file read once
    // `image` and `region` of a frame (or a mouth chart's picture) at `at` ("clips[0].frames[3]").
    const auto check = [&](const QString &image, const std::optional<QRect> &region, const QString &at) {
        const QString where = at + QStringLiteral(".image");
        const QString resolved = resolveProjectFile(projectFolder, image, where, out);
        auto it = facts.find(resolved);
        if (it == facts.end()) {
            ImageFacts f;
            f.problem = imageProblem(resolved, limits, &f.size);
            f.missing = !QFileInfo::exists(resolved);
            it = facts.insert(resolved, f);
        }
        if (!it->problem.isEmpty()) {
            out->append({Diagnostic::Severity::Error, where, QStringLiteral("%1: %2").arg(image, it->problem), it->missing});
        } else if (!regionInside(it->size, region)) {
            out->append({Diagnostic::Severity::Error, at + QStringLiteral(".region"),
                         QStringLiteral("%1 is outside %2 (%3 x %4 pixels)")
                             .arg(regionText(*region), image)
                             .arg(it->size.width())
                             .arg(it->size.height())});
        }
    };
    for (size_t c = 0; c < project.clips.size(); ++c) {
        const QList<Frame> &frames = project.clips[c].frames.frames();
        const QString clip = version1 ? QString() : QStringLiteral("clips[%1].").arg(c);
        for (qsizetype i = 0; i < frames.size(); ++i) {
            if (!frames[i].image.isEmpty())
                check(frames[i].image, frames[i].region, QStringLiteral("%1frames[%2]").arg(clip).arg(i));
        }
    }
    // The mouth chart's pictures (file version 4), shown by the mouth frames without an image.
    for (auto it = project.mouths.cbegin(); it != project.mouths.cend(); ++it)
        check(it->image, it->region, QStringLiteral("mouths.%1").arg(it.key()));
}

} // namespace inbetween
