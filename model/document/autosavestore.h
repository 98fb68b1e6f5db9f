#pragma once

#include <QDateTime>
#include <QList>
#include <QString>

namespace inbetween {

class Project;

// Where autosaves live: the user's data location (never beside or over the user's file), one
// project file per open document plus a small note naming the file it belongs to.
class AutosaveStore
{
public:
    struct Entry
    {
        QString recoveryPath;  // the autosaved project
        QString originalPath;  // the user's file; empty for a document never saved
        QDateTime autosavedAt;
        // Worth offering: an unsaved document, or an autosave newer than its file (or its file gone).
        bool isNewerThanOriginal() const;
    };

    // `folder` empty: QStandardPaths::AppDataLocation + "/autosave".
    explicit AutosaveStore(const QString &folder = QString());

    QString folder() const { return m_folder; }
    // The key of a document: from its file's path, or a session-unique one for an unsaved document.
    static QString keyFor(const QString &originalPath, const QString &untitledId);

    // Safe on any thread while nothing else writes under the same key (it touches no state).
    bool write(const QString &key, const Project &project, const QString &originalPath, QString *error) const;
    void remove(const QString &key) const;
    void remove(const Entry &entry) const;
    QList<Entry> entries() const;
    // The entries a starting editor offers to restore.
    QList<Entry> recoverable() const;

private:
    QString m_folder;
};

} // namespace inbetween
