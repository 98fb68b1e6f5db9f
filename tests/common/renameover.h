#pragma once

// Saving as drawing programs and editors do: a new file written beside the old one, then renamed
// over it in one step (std::rename replaces the target; QFile::rename refuses an existing one).

#include <QFile>
#include <QImage>
#include <QString>
#include <cstdio>

namespace testutil {

inline bool renameOver(const QString &from, const QString &to)
{
    return std::rename(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) == 0;
}

// `image` saved as a PNG beside `path`, then renamed over it.
inline bool saveImageByRename(const QImage &image, const QString &path)
{
    const QString temporary = path + QStringLiteral(".tmp~");
    return image.save(temporary, "PNG") && renameOver(temporary, path);
}

} // namespace testutil
