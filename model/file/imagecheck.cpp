#include "imagecheck.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QImage>
#include <QImageReader>

namespace inbetween {

namespace {

// Why the image file at `path` cannot be used; empty when it can.
QString imageProblem(const QString &path, const ProjectLimits &limits)
{
    const QFileInfo info(path);
    if (!info.exists())
        return QStringLiteral("file not found");
    if (!info.isFile())
        return QStringLiteral("not a file");
    if (info.size() > limits.maxImageFileBytes)
        return QStringLiteral("the file is %1 bytes, larger than the limit of %2 bytes")
            .arg(info.size())
            .arg(limits.maxImageFileBytes);
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
    const QImage image = reader.read();
    if (image.isNull())
        return QStringLiteral("cannot be decoded as %1 (%2)").arg(format, reader.errorString());
    return {};
}

} // namespace

void checkFrameImages(const QList<Frame> &frames, const QString &projectFolder, const ProjectLimits &limits,
                      Diagnostics *out)
{
    const QDir folder(projectFolder);
    QHash<QString, QString> problems; // resolved path -> problem, each file read once
    for (qsizetype i = 0; i < frames.size(); ++i) {
        const QString &image = frames[i].image;
        if (image.isEmpty())
            continue;
        const QString where = QStringLiteral("frames[%1].image").arg(i);
        const QString resolved = QDir::cleanPath(folder.absoluteFilePath(image));
        if (QDir::isAbsolutePath(image)) {
            out->append({Diagnostic::Severity::Warning, where,
                         QStringLiteral("an absolute path, outside the project folder (%1)").arg(image)});
        } else {
            const QString relative = folder.relativeFilePath(resolved);
            if (relative == QLatin1String("..") || relative.startsWith(QLatin1String("../")))
                out->append({Diagnostic::Severity::Warning, where,
                             QStringLiteral("outside the project folder (%1)").arg(image)});
        }
        auto it = problems.find(resolved);
        if (it == problems.end())
            it = problems.insert(resolved, imageProblem(resolved, limits));
        if (!it->isEmpty())
            out->append({Diagnostic::Severity::Error, where, QStringLiteral("%1: %2").arg(image, *it)});
    }
}

} // namespace inbetween
