#include "import/mouthpicturefiles.h"

#include "media/imagecheck.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QImageReader>

namespace inbetween {

QStringList MouthPictureFiles::lookedIn(const QString &lipSyncPath)
{
    const QDir folder = QFileInfo(lipSyncPath).absoluteDir();
    return {folder.absolutePath(), folder.absoluteFilePath(QStringLiteral("mouths"))};
}

QMap<QString, QString> MouthPictureFiles::find(const QStringList &shapes, const QString &lipSyncPath, const ProjectLimits &limits,
                                               QStringList *unusable)
{
    QStringList suffixes;
    for (const QByteArray &format : QImageReader::supportedImageFormats())
        suffixes.append(QString::fromLatin1(format).toLower());
    // The image files of each folder, listed once, not once a shape.
    QList<QFileInfoList> images;
    for (const QString &path : lookedIn(lipSyncPath)) {
        QFileInfoList files;
        for (const QFileInfo &file : QDir(path).entryInfoList(QDir::Files | QDir::Readable, QDir::Name)) {
            if (suffixes.contains(file.suffix().toLower()))
                files.append(file);
        }
        images.append(files);
    }
    QMap<QString, QString> found;
    for (const QString &shape : shapes) {
        for (const QFileInfoList &files : std::as_const(images)) {
            // An exact name first: "a.png" beside "A.png" is a different picture on Linux.
            QStringList candidates;
            for (Qt::CaseSensitivity cs : {Qt::CaseSensitive, Qt::CaseInsensitive}) {
                for (const QFileInfo &file : files) {
                    if (file.completeBaseName().compare(shape, cs) == 0 && !candidates.contains(file.absoluteFilePath()))
                        candidates.append(file.absoluteFilePath());
                }
            }
            QImage image;
            for (const QString &candidate : std::as_const(candidates)) {
                if (const QString problem = readCheckedImage(candidate, limits, &image); problem.isEmpty()) {
                    found.insert(shape, candidate);
                    break;
                } else if (unusable) {
                    unusable->append(QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(candidate), problem));
                }
            }
            if (found.contains(shape))
                break;
        }
    }
    return found;
}

} // namespace inbetween
