#include "document/filewatch.h"

#include <QFileInfo>

namespace inbetween {

namespace {
QString folderOf(const QString &path)
{
    return QFileInfo(path).absolutePath();
}

// The folder itself when it is there, else the nearest folder above it that is (empty: none).
QString nearestFolder(QString folder)
{
    while (!QFileInfo(folder).isDir()) {
        const QString up = QFileInfo(folder).path();
        if (up == folder)
            return {};
        folder = up;
    }
    return folder;
}

// Whether path is in folder or in a folder below it.
bool isUnder(const QString &path, const QString &folder)
{
    return path.startsWith(folder.endsWith(QLatin1Char('/')) ? folder : folder + QLatin1Char('/'));
}
} // namespace

FileWatch::FileWatch(QObject *parent) : QObject(parent)
{
    m_settle.setSingleShot(true);
    m_settle.setInterval(150);
    connect(&m_settle, &QTimer::timeout, this, &FileWatch::report);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &FileWatch::onFileChanged);
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this, &FileWatch::onDirectoryChanged);
}

FileWatch::Stamp FileWatch::stampOf(const QString &path)
{
    const QFileInfo info(path);
    Stamp s;
    s.exists = info.exists();
    if (s.exists) {
        s.size = info.size();
        s.modified = info.lastModified();
        s.changed = info.metadataChangeTime();
    }
    return s;
}

void FileWatch::setFiles(const QStringList &absolutePaths)
{
    const QSet<QString> wanted(absolutePaths.cbegin(), absolutePaths.cend());
    QSet<QString> gone = m_files;
    gone.subtract(wanted);
    for (const QString &path : std::as_const(gone)) {
        m_files.remove(path);
        m_stamps.remove(path);
        m_pending.remove(path);
        m_acknowledged.remove(path);
        m_watcher.removePath(path);
        const QString dir = folderOf(path);
        if (--m_dirs[dir] <= 0)
            m_dirs.remove(dir);
    }
    for (const QString &path : wanted) {
        if (m_files.contains(path) || path.isEmpty())
            continue;
        m_files.insert(path);
        m_stamps.insert(path, stampOf(path));
        ++m_dirs[folderOf(path)];
        arm(path);
    }
    watchFolders();
}

void FileWatch::watchFolders()
{
    QSet<QString> wanted;
    for (auto it = m_dirs.cbegin(); it != m_dirs.cend(); ++it) {
        const QString folder = nearestFolder(it.key());
        if (folder.isEmpty())
            continue;
        wanted.insert(folder);
        // Its parent too, for the folder renamed away or another renamed in its place: the
        // watcher's watches follow a renamed folder and say nothing of it.
        if (folder == it.key())
            wanted.insert(nearestFolder(QFileInfo(folder).path()));
    }
    // The watcher drops a folder that was removed; it is asked, not remembered.
    const QStringList watched = m_watcher.directories();
    for (const QString &dir : watched) {
        if (!wanted.contains(dir))
            m_watcher.removePath(dir);
    }
    for (const QString &dir : std::as_const(wanted)) {
        if (!watched.contains(dir))
            m_watcher.addPath(dir);
    }
}

void FileWatch::arm(const QString &path)
{
    // Taken again even when the watcher has it: its watch may be on a file renamed away since.
    m_watcher.removePath(path);
    if (QFileInfo::exists(path))
        m_watcher.addPath(path);
}

void FileWatch::acknowledge(const QString &path)
{
    if (!m_files.contains(path))
        return;
    m_stamps.insert(path, stampOf(path));
    m_acknowledged.insert(path);
    m_pending.remove(path);
    arm(path);
}

void FileWatch::onFileChanged(const QString &path)
{
    if (!m_files.contains(path))
        return;
    m_pending.insert(path);
    m_settle.start();
}

void FileWatch::onDirectoryChanged(const QString &dir)
{
    // A folder of ours may have come or gone: the watch moves to it, or up to the nearest folder
    // that is there. Then the files below: one created, removed or renamed over (or brought with
    // its folder, also before that folder was watched) has a new stamp.
    watchFolders();
    // A folder of ours in this one may be another now (renamed in over it): watched again.
    const QStringList watched = m_watcher.directories();
    for (const QString &folder : watched) {
        if (folder != dir && QFileInfo(folder).path() == dir) {
            m_watcher.removePath(folder);
            if (QFileInfo(folder).isDir())
                m_watcher.addPath(folder);
        }
    }
    for (const QString &path : std::as_const(m_files)) {
        if (isUnder(path, dir) && stampOf(path) != m_stamps.value(path)) {
            m_pending.insert(path);
            m_settle.start();
        }
    }
}

void FileWatch::report()
{
    QStringList changed;
    for (const QString &path : std::as_const(m_pending)) {
        if (!m_files.contains(path))
            continue;
        // Watched again: a replaced file is a new one, which the watcher does not know yet.
        arm(path);
        // As this program saved it (acknowledged before the system's events came): not another
        // program's change. Only then: on a file system of coarse times (FAT, some network
        // mounts) a same-size rewrite keeps the stamp, and the watch's event is the news.
        const Stamp now = stampOf(path);
        if (m_acknowledged.contains(path) && now == m_stamps.value(path))
            continue;
        m_acknowledged.remove(path);
        m_stamps.insert(path, now);
        changed << path;
    }
    m_pending.clear();
    changed.sort();
    if (!changed.isEmpty())
        emit filesChanged(changed);
}

} // namespace inbetween
