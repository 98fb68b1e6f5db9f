#pragma once

#include <QDateTime>
#include <QFileSystemWatcher>
#include <QHash>
#include <QObject>
#include <QSet>
#include <QStringList>
#include <QTimer>

namespace inbetween {

// Watches a set of files (absolute paths) for another program changing them, and says which
// changed once they have settled. It sees a file written in place, a file replaced by a rename
// (as Krita, Aseprite, Photoshop and QSaveFile save: write a temporary file, rename it over), a
// file removed, and a file that comes back: QFileSystemWatcher forgets a path whose file was
// replaced or removed, so each file is watched again after every change, and its folder is
// watched too, for the file appearing again. A folder that is not there (not yet, or removed) is
// waited for from the nearest folder above it that is. A burst of changes (an editor writes in steps) is
// reported once, `settleMs` after the last of it.
class FileWatch : public QObject
{
    Q_OBJECT

public:
    explicit FileWatch(QObject *parent = nullptr);

    // The files to watch from now on (others are let go); no signal for the change of the set.
    void setFiles(const QStringList &absolutePaths);
    QStringList files() const { return QStringList(m_files.cbegin(), m_files.cend()); }
    bool isWatching(const QString &path) const { return m_files.contains(path); }
    void setSettleTime(int ms) { m_settle.setInterval(ms); }
    int settleTime() const { return m_settle.interval(); }
    // Takes the files as they are now, so a change made since (by this program: a save) is not
    // reported as another program's.
    void acknowledge(const QString &path);

signals:
    // Files that changed, were replaced, removed or appeared again since the last report.
    void filesChanged(const QStringList &paths);

private:
    struct Stamp
    {
        bool exists = false;
        qint64 size = -1;
        QDateTime modified;
        QDateTime changed; // metadata: a rename over the file changes it
        friend bool operator==(const Stamp &a, const Stamp &b)
        {
            return a.exists == b.exists && a.size == b.size && a.modified == b.modified && a.changed == b.changed;
        }
        friend bool operator!=(const Stamp &a, const Stamp &b) { return !(a == b); }
    };
    static Stamp stampOf(const QString &path);
    void arm(const QString &path);
    void watchFolders();
    void onFileChanged(const QString &path);
    void onDirectoryChanged(const QString &dir);
    void report();

    QFileSystemWatcher m_watcher;
    QSet<QString> m_files;
    QHash<QString, Stamp> m_stamps;
    QHash<QString, int> m_dirs; // the files' folders and how many of the files are in each
    QSet<QString> m_pending;
    QSet<QString> m_acknowledged; // taken by acknowledge() and not changed since
    QTimer m_settle;
};

} // namespace inbetween
