#pragma once

#include <QFileInfo>
#include <QString>

namespace inbetween {

// Why the file at `path` cannot be read as a picture or sound before its bytes are looked at
// ("file not found", "not a file", larger than `maxBytes`), empty when it can: the first part of
// the image and sound checks, which then read its header.
inline QString mediaFileProblem(const QString &path, qint64 maxBytes)
{
    const QFileInfo info(path);
    if (!info.exists())
        return QStringLiteral("file not found");
    if (!info.isFile())
        return QStringLiteral("not a file");
    if (info.size() > maxBytes)
        return QStringLiteral("the file is %1 bytes, larger than the limit of %2 bytes").arg(info.size()).arg(maxBytes);
    return {};
}

} // namespace inbetween
