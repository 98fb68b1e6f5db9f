#include "document/relinkedits.h"

#include "document/document.h"
#include "document/mouthchartcommand.h"
#include "document/projectfiles.h"
#include "document/rowcommands.h"
#include "media/imagecheck.h"
#include "media/soundcheck.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace inbetween::RelinkEdits {

QHash<QString, QString> pathsAfterLocating(const QStringList &missingNames, const QString &name,
                                           const QString &located, const QString &folder)
{
    QHash<QString, QString> out;
    const QDir base(folder.isEmpty() ? QDir::currentPath() : folder);
    const QFileInfo found(located);
    out.insert(name, base.relativeFilePath(found.absoluteFilePath()));
    const QDir there = found.absoluteDir();
    for (const QString &other : missingNames) {
        if (other == name || other.isEmpty())
            continue;
        const QFileInfo candidate(there.filePath(QFileInfo(other).fileName()));
        if (candidate.isFile())
            out.insert(other, base.relativeFilePath(candidate.absoluteFilePath()));
    }
    return out;
}

bool relink(Document *doc, const QHash<QString, QString> &paths, const QString &stepText)
{
    const Project after = ProjectFiles::renamed(doc->project(), paths);
    QList<int> rows;
    QList<Clip> clips;
    for (int i = 0; i < doc->clipCount(); ++i) {
        const Clip &before = doc->project().clips[size_t(i)];
        const Clip &now = after.clips[size_t(i)];
        if (before.frames.frames() != now.frames.frames() || before.audio != now.audio) {
            rows.append(i);
            clips.append(now);
        }
    }
    const bool chart = after.mouths != doc->project().mouths; // the mouth chart names pictures too
    if (rows.isEmpty() && !chart)
        return false;
    const QString text = !stepText.isEmpty() ? stepText
                         : paths.size() == 1
                             ? QCoreApplication::translate("RelinkEdits", "Locate %1").arg(QFileInfo(paths.cbegin().key()).fileName())
                             : QCoreApplication::translate("RelinkEdits", "Locate %1 files").arg(paths.size());
    QUndoStack *stack = doc->undoStack();
    if (chart) {
        stack->beginMacro(text);
        stack->push(new MouthChartCommand(doc, after.mouths, text));
    }
    if (!rows.isEmpty())
        stack->push(new SetClipsCommand(doc, rows, clips, text));
    if (chart)
        stack->endMacro();
    return true;
}

bool relinkChecked(Document *doc, const QHash<QString, QString> &paths, QStringList *problems)
{
    // Every file, as the reader checks them on opening: the project was read without any error
    // but missing files, so any other error comes from the files now named.
    const Project after = ProjectFiles::renamed(doc->project(), paths);
    Diagnostics found;
    checkFrameImages(after, false, doc->folder(), ProjectLimits(), &found);
    checkClipSounds(after, doc->folder(), ProjectLimits(), &found);
    for (const Diagnostic &d : std::as_const(found)) {
        if (d.isError() && !d.missingFile)
            problems->append(d.where.isEmpty() ? d.message : d.where + QStringLiteral(": ") + d.message);
    }
    return problems->isEmpty() && relink(doc, paths);
}

} // namespace inbetween::RelinkEdits
