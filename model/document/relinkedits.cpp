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
#include <QSet>

namespace inbetween::RelinkEdits {

QHash<QString, QString> pathsAfterLocating(const QStringList &listedNames, const QString &name,
                                           const QString &located, const QString &folder)
{
    QHash<QString, QString> out;
    const QDir base(folder.isEmpty() ? QDir::currentPath() : folder);
    const QFileInfo found(located);
    out.insert(name, base.relativeFilePath(found.absoluteFilePath()));
    const QDir there = found.absoluteDir();
    for (const QString &other : listedNames) {
        if (other == name || other.isEmpty())
            continue;
        const QFileInfo candidate(there.filePath(QFileInfo(other).fileName()));
        // A listed file there that is there but of no use is found as itself: not a relink.
        if (candidate.isFile() && candidate.absoluteFilePath() != ProjectFiles::absolutePath(folder, other))
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
    // The frames, sounds and chart pictures that name a located file, as the reader checks them
    // on opening (each file read once, the others not at all); a file still missing is no problem.
    const QSet<QString> located(paths.cbegin(), paths.cend());
    const Project after = ProjectFiles::renamed(doc->project(), paths);
    Project named;
    named.clips.clear();
    for (const Clip &clip : after.clips) {
        Clip c(clip.name);
        QList<Frame> frames;
        for (const Frame &f : clip.frames.frames()) {
            if (located.contains(f.image))
                frames.append(f);
        }
        c.frames.setFrames(frames);
        if (clip.audio && located.contains(clip.audio->file))
            c.audio = clip.audio;
        named.clips.push_back(std::move(c));
    }
    for (auto it = after.mouths.cbegin(); it != after.mouths.cend(); ++it) {
        if (located.contains(it->image))
            named.mouths.insert(it.key(), *it);
    }
    Diagnostics found;
    checkFrameImages(named, false, doc->folder(), ProjectLimits(), &found);
    checkClipSounds(named, doc->folder(), ProjectLimits(), &found);
    for (const Diagnostic &d : std::as_const(found)) {
        if (d.isError() && !d.missingFile && !problems->contains(d.message)) // a sheet's region may be named by many frames
            problems->append(d.message);
    }
    return problems->isEmpty() && relink(doc, paths);
}

} // namespace inbetween::RelinkEdits
