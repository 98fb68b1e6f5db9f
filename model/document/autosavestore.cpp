#include "document/autosavestore.h"

#include "file/projectwriter.h"
#include "json/jsontext.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

namespace inbetween {

namespace {
const char kNoteSuffix[] = ".note.json";

bool writeAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}
} // namespace

bool AutosaveStore::Entry::isNewerThanOriginal() const
{
    if (originalPath.isEmpty())
        return true;
    const QFileInfo original(originalPath);
    return !original.exists() || autosavedAt > original.lastModified();
}

AutosaveStore::AutosaveStore(const QString &folder)
    : m_folder(folder.isEmpty()
                   ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave")
                   : folder)
{
}

QString AutosaveStore::keyFor(const QString &originalPath, const QString &untitledId)
{
    if (originalPath.isEmpty())
        return QStringLiteral("untitled-") + untitledId;
    const QByteArray hash = QCryptographicHash::hash(QFileInfo(originalPath).absoluteFilePath().toUtf8(),
                                                     QCryptographicHash::Sha1);
    return QFileInfo(originalPath).completeBaseName() + QLatin1Char('-') + QString::fromLatin1(hash.toHex().left(12));
}

bool AutosaveStore::write(const QString &key, const Project &project, const QString &originalPath,
                          QString *error) const
{
    if (!QDir().mkpath(m_folder)) {
        *error = QStringLiteral("cannot create %1").arg(m_folder);
        return false;
    }
    const QString base = QDir(m_folder).filePath(key);
    // The project first, then the note: a note never names a half-written autosave.
    if (!ProjectWriter::save(project, base + QStringLiteral(".json"), error))
        return false;
    const QByteArray note = "{\"original\": " + jsonString(originalPath) + "}\n";
    return writeAtomically(base + QLatin1String(kNoteSuffix), note, error);
}

void AutosaveStore::remove(const QString &key) const
{
    const QString base = QDir(m_folder).filePath(key);
    QFile::remove(base + QLatin1String(kNoteSuffix));
    QFile::remove(base + QStringLiteral(".json"));
}

void AutosaveStore::remove(const Entry &entry) const
{
    QFile::remove(entry.recoveryPath);
    QString note = entry.recoveryPath;
    note.chop(5); // ".json"
    QFile::remove(note + QLatin1String(kNoteSuffix));
}

QList<AutosaveStore::Entry> AutosaveStore::entries() const
{
    QList<Entry> out;
    const QDir dir(m_folder);
    const QStringList notes = dir.entryList({QStringLiteral("*") + QLatin1String(kNoteSuffix)}, QDir::Files, QDir::Name);
    for (const QString &noteName : notes) {
        QFile note(dir.filePath(noteName));
        if (!note.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject o = QJsonDocument::fromJson(note.read(64 * 1024)).object();
        Entry e;
        e.recoveryPath = dir.filePath(noteName.left(noteName.size() - int(qstrlen(kNoteSuffix))) + QStringLiteral(".json"));
        const QFileInfo recovery(e.recoveryPath);
        if (!recovery.exists())
            continue;
        e.originalPath = o.value(QLatin1String("original")).toString();
        e.autosavedAt = recovery.lastModified();
        out.append(e);
    }
    return out;
}

QList<AutosaveStore::Entry> AutosaveStore::recoverable() const
{
    QList<Entry> out;
    for (const Entry &e : entries()) {
        if (e.isNewerThanOriginal())
            out.append(e);
    }
    return out;
}

} // namespace inbetween
