#pragma once

#include <QHash>
#include <QString>

namespace inbetween {

// The URLs the scene loads frame images from: a frame's image path, relative to the project's
// folder, as a file URL; "" when the file is missing, so the scene shows the plain numbered
// square rather than nothing. Each path is looked up on disk once until clear().
class FrameImageUrls
{
public:
    void setFolder(const QString &folder);
    QString folder() const { return m_folder; }
    QString urlOf(const QString &image);
    void clear() { m_urls.clear(); }

private:
    QString m_folder;
    QHash<QString, QString> m_urls;
};

} // namespace inbetween
