#include "sourceimage.h"

#include <QFileInfo>
#include <QImageReader>

namespace inbetween {

QString readSourceImage(const QString &path, const ProjectLimits &limits, QImage *image)
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
    reader.setDecideFormatFromContent(true);
    if (!reader.canRead())
        return QStringLiteral("not an image file Inbetween can read (%1)").arg(reader.errorString());
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

} // namespace inbetween
