#include "document/collectfiles.h"

#include "document/document.h"
#include "document/projectfiles.h"
#include "document/relinkedits.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>

namespace inbetween::CollectFiles {

namespace {

bool isInside(const QString &folder, const QString &absolute)
{
    const QString relative = QDir(folder).relativeFilePath(absolute);
    return !QDir::isAbsolutePath(relative) && !relative.startsWith(QLatin1String("../")) && relative != QLatin1String("..");
}

// "hero.png" in `folder`, else "hero 2.png", ... a name no file has there and no copy of this
// plan took.
QString freeName(const QDir &folder, const QString &fileName, QSet<QString> *taken)
{
    const QFileInfo info(fileName);
    const QString base = info.completeBaseName(), suffix = info.suffix().isEmpty() ? QString() : QLatin1Char('.') + info.suffix();
    QString name = fileName;
    for (int n = 2; folder.exists(name) || taken->contains(name); ++n)
        name = QStringLiteral("%1 %2%3").arg(base).arg(n).arg(suffix);
    taken->insert(name);
    return name;
}

} // namespace

Plan plan(const Project &project, const QString &fromFolder, const QString &toFolder)
{
    Plan out;
    const QDir target(QDir::cleanPath(QDir(toFolder).absolutePath()));
    QHash<QString, QString> names;          // the project's path -> the path from toFolder
    QHash<QString, QString> copiedTo;       // absolute source -> its copy's name (each file once)
    QSet<QString> taken;
    ProjectFiles::forEachPath(project, [&](ProjectFiles::FileKind, const QString &path) {
        if (names.contains(path))
            return;
        const QString absolute = ProjectFiles::absolutePath(fromFolder, path);
        if (!QFileInfo::exists(absolute)) {
            if (!out.missing.contains(path))
                out.missing.append(path);
            return;
        }
        QString name;
        if (isInside(target.path(), absolute)) {
            name = QDir::fromNativeSeparators(target.relativeFilePath(absolute));
        } else {
            auto it = copiedTo.constFind(absolute);
            if (it == copiedTo.cend()) {
                it = copiedTo.insert(absolute, freeName(target, QFileInfo(absolute).fileName(), &taken));
                out.copies.append({absolute, target.filePath(*it)});
            }
            name = *it;
        }
        if (name != path)
            names.insert(path, name);
    });
    out.project = ProjectFiles::renamed(project, names);
    return out;
}

bool copyFiles(const Plan &plan, QString *error)
{
    QStringList made;
    for (const Copy &copy : plan.copies) {
        QString why;
        if (QFileInfo::exists(copy.to))
            why = QStringLiteral("%1 is there already").arg(copy.to);
        else if (!QDir().mkpath(QFileInfo(copy.to).absolutePath()))
            why = QStringLiteral("cannot make the folder %1").arg(QFileInfo(copy.to).absolutePath());
        else if (QFile source(copy.from); !source.copy(copy.to))
            why = QStringLiteral("cannot copy %1 to %2: %3").arg(copy.from, copy.to, source.errorString());
        if (!why.isEmpty()) {
            for (const QString &path : made)
                QFile::remove(path);
            *error = why;
            return false;
        }
        made.append(copy.to);
    }
    return true;
}

int collectInto(Document *doc, const QString &toFolder, QString *error)
{
    const QString folder = doc->folder();
    const Plan p = plan(doc->project(), folder, toFolder);
    if (!p.changesAnything())
        return 0;
    if (!copyFiles(p, error))
        return -1;
    // The paths in memory stay relative to the document's folder (Document::folder), which a
    // Save As does not change: each names its copy from there.
    QHash<QString, QString> copyOf;
    for (const Copy &c : p.copies)
        copyOf.insert(c.from, c.to);
    QHash<QString, QString> names;
    ProjectFiles::forEachPath(doc->project(), [&](ProjectFiles::FileKind, const QString &path) {
        const auto it = copyOf.constFind(ProjectFiles::absolutePath(folder, path));
        if (it == copyOf.cend())
            return;
        const QString relative = QDir::fromNativeSeparators(QDir(folder).relativeFilePath(*it));
        names.insert(path, QDir::isAbsolutePath(relative) ? *it : relative);
    });
    const int n = int(p.copies.size());
    RelinkEdits::relink(doc, names, QCoreApplication::translate("CollectFiles", "Collect %n files", nullptr, n));
    return n;
}

} // namespace inbetween::CollectFiles
