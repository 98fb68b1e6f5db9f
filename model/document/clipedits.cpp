#include "document/clipedits.h"

#include "clipname.h"
#include "document/cliplistcommand.h"
#include "document/document.h"
#include "document/editrefusal.h"
#include "document/exporttargetedits.h"
#include "document/exporttargetscommand.h"
#include "document/rowcommands.h"
#include "itemmodels/numbertext.h"
#include "projectlimits.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace inbetween::ClipEdits {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("ClipEdits", text);
}

bool validIndex(const Document *doc, int index)
{
    return index >= 0 && index < doc->clipCount();
}

void push(Document *doc, QUndoCommand *edit, int shownAfter)
{
    doc->undoStack()->push(new ClipListCommand(doc, std::unique_ptr<QUndoCommand>(edit), shownAfter));
}
} // namespace

QString nameProblem(const Project &project, int index, const QString &name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return tr("a clip needs a name");
    if (trimmed.size() > ProjectLimits().maxNameLength)
        return tr("a clip's name has at most %1 characters").arg(ProjectLimits().maxNameLength);
    const int other = project.clipIndex(trimmed);
    if (other >= 0 && other != index)
        return tr("another clip is named \"%1\"").arg(trimmed);
    return QString();
}

QString copyName(const Project &project, const QString &name)
{
    // "walk 2" is the second walk: its copy is "walk 3", not "walk 2 2".
    static const QRegularExpression numbered(QStringLiteral("^(.*\\S) (\\d+)$"));
    const QRegularExpressionMatch m = numbered.match(name);
    const QString base = m.hasMatch() ? m.captured(1) : name;
    const qlonglong first = m.hasMatch() ? m.captured(2).toLongLong() + 1 : 2;
    for (qlonglong n = std::max<qlonglong>(first, 2);; ++n) {
        const QString candidate = numberedClipName(base, n);
        if (project.clipIndex(candidate) < 0)
            return candidate;
    }
}

// Whether the project has room for one clip more; says why not to the document's views.
bool roomForAClip(Document *doc)
{
    return !refused(doc, countProblem(qint64(doc->project().clips.size()), 1, ProjectLimits().maxClips, "a project holds", "clips"));
}

int add(Document *doc)
{
    if (!roomForAClip(doc))
        return -1;
    const int row = doc->currentClip() + 1;
    const Clip clip(doc->project().unusedClipName(Project::defaultClipName()));
    push(doc, new InsertClipsCommand(doc, row, {clip}, tr("Add clip %1").arg(clip.name)), row);
    return row;
}

int duplicate(Document *doc, int index)
{
    if (!validIndex(doc, index) || !roomForAClip(doc))
        return -1;
    Clip copy = doc->project().clips[size_t(index)];
    copy.name = copyName(doc->project(), copy.name);
    push(doc, new InsertClipsCommand(doc, index + 1, {copy}, tr("Duplicate clip %1").arg(doc->project().clips[size_t(index)].name)),
         index + 1);
    return index + 1;
}

bool rename(Document *doc, int index, const QString &name, QString *problem)
{
    if (!validIndex(doc, index))
        return false;
    const QString why = nameProblem(doc->project(), index, name);
    if (problem)
        *problem = why;
    if (!why.isEmpty())
        return false;
    Clip clip = doc->project().clips[size_t(index)];
    const QString old = clip.name;
    clip.name = name.trimmed();
    if (clip.name == old)
        return true;
    const QString text = tr("Rename clip %1 to %2").arg(old, clip.name);
    // The export targets of that clip alone follow it, in the same step (DESIGN.md, "Export
    // targets"); undoing the rename gives them the old name back.
    const QList<ExportTarget> targets = ExportTargetEdits::withClipRenamed(doc->project().exports, old, clip.name);
    if (targets == doc->project().exports) {
        push(doc, new SetClipsCommand(doc, {index}, {clip}, text), index);
        return true;
    }
    QUndoStack *stack = doc->undoStack();
    stack->beginMacro(text);
    push(doc, new SetClipsCommand(doc, {index}, {clip}, text), index);
    stack->push(new ExportTargetsCommand(doc, {targets, doc->project().exportOnSave}, text));
    stack->endMacro();
    return true;
}

bool remove(Document *doc, int index)
{
    if (!validIndex(doc, index) || doc->clipCount() < 2)
        return false;
    push(doc, new RemoveClipsCommand(doc, {index}, tr("Delete clip %1").arg(doc->project().clips[size_t(index)].name)), -1);
    return true;
}

int move(Document *doc, int index, int destination)
{
    if (!validIndex(doc, index) || destination < 0 || destination > doc->clipCount() || destination == index
        || destination == index + 1)
        return -1;
    const int landed = destination > index ? destination - 1 : destination;
    push(doc, new MoveClipsCommand(doc, {index}, destination, tr("Move clip %1").arg(doc->project().clips[size_t(index)].name)),
         landed);
    return landed;
}

bool setLoopMode(Document *doc, int index, LoopMode mode)
{
    if (!validIndex(doc, index) || doc->project().clips[size_t(index)].loop == mode)
        return false;
    Clip clip = doc->project().clips[size_t(index)];
    clip.loop = mode;
    push(doc, new SetClipsCommand(doc, {index}, {clip}, tr("Set loop mode of %1 to %2").arg(clip.name, loopModeName(mode))),
         index);
    return true;
}

bool setSound(Document *doc, int index, const QString &soundPath)
{
    if (!validIndex(doc, index) || soundPath.isEmpty())
        return false;
    Clip clip = doc->project().clips[size_t(index)];
    const QString file =
        QDir::fromNativeSeparators(QDir(doc->folder()).relativeFilePath(QFileInfo(soundPath).absoluteFilePath()));
    if (clip.audio && clip.audio->file == file)
        return false;
    const double offset = clip.audio ? clip.audio->offset : 0.0;
    clip.audio = ClipAudio{file, offset};
    push(doc, new SetClipsCommand(doc, {index}, {clip}, tr("Set sound of %1 to %2").arg(clip.name, QFileInfo(file).fileName())),
         index);
    return true;
}

bool removeSound(Document *doc, int index)
{
    if (!validIndex(doc, index) || !doc->project().clips[size_t(index)].audio)
        return false;
    Clip clip = doc->project().clips[size_t(index)];
    const QString name = QFileInfo(clip.audio->file).fileName();
    clip.audio.reset();
    push(doc, new SetClipsCommand(doc, {index}, {clip}, tr("Remove sound %1 from %2").arg(name, clip.name)), index);
    return true;
}

bool setSoundOffset(Document *doc, int index, double offset)
{
    if (!validIndex(doc, index) || !std::isfinite(offset) || std::abs(offset) > ProjectLimits().maxTime)
        return false;
    Clip clip = doc->project().clips[size_t(index)];
    if (!clip.audio || clip.audio->offset == offset)
        return false;
    clip.audio->offset = offset;
    push(doc,
         new SetClipsCommand(doc, {index}, {clip},
                             tr("Start sound of %1 at %2 ms").arg(clip.name, timeText(offset))),
         index);
    return true;
}

} // namespace inbetween::ClipEdits
