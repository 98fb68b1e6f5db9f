#include "playback/gifclipboard.h"

#include "project.h"
#include "review/reviewexport.h"

#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QMimeData>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QUrl>

namespace inbetween {

QString GifClipboard::copy(const Clip &clip, const QString &projectFolder, QString *error)
{
    Project project;
    project.clips = {clip};
    ReviewOptions options;
    options.format = ReviewFormat::Gif;
    options.scale = 2;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/review");
    if (!QDir().mkpath(folder)) {
        *error = QObject::tr("cannot make the folder %1").arg(folder);
        return {};
    }
    // A file name from the clip's name, without what a file name cannot hold.
    QString name = clip.name;
    name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._ -]")), QStringLiteral("_"));
    const QString path = QDir(folder).filePath((name.isEmpty() ? QStringLiteral("clip") : name) + QStringLiteral(".gif"));
    if (!ReviewExport::write(project, projectFolder, path, options, error))
        return {};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    auto *data = new QMimeData;
    data->setUrls({QUrl::fromLocalFile(path)});
    const QByteArray gif = file.readAll();
    data->setData(QStringLiteral("image/gif"), gif);
    data->setImageData(QImage::fromData(gif, "GIF"));
    QGuiApplication::clipboard()->setMimeData(data);
    return path;
}

} // namespace inbetween
