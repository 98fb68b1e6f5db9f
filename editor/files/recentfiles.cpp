#include "files/recentfiles.h"

#include <QFileInfo>
#include <QSettings>

namespace inbetween {

namespace {
const QString recentKey = QStringLiteral("recentFiles");
const QString lastKey = QStringLiteral("lastProject");
} // namespace

RecentFiles::RecentFiles(QObject *parent)
    : QObject(parent)
{
}

QStringList RecentFiles::files() const
{
    return QSettings().value(recentKey).toStringList();
}

void RecentFiles::add(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = files();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > maximum)
        list.removeLast();
    QSettings settings;
    settings.setValue(recentKey, list);
    settings.setValue(lastKey, absolute);
    emit changed();
}

void RecentFiles::remove(const QString &path)
{
    QStringList list = files();
    if (list.removeAll(path) == 0)
        return;
    QSettings().setValue(recentKey, list);
    emit changed();
}

void RecentFiles::clear()
{
    QSettings().remove(recentKey);
    emit changed();
}

QString RecentFiles::lastProject()
{
    return QSettings().value(lastKey).toString();
}

} // namespace inbetween
