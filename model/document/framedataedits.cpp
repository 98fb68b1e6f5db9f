#include "document/framedataedits.h"

#include "document/document.h"
#include "document/editrefusal.h"
#include "document/projectsettingscommand.h"
#include "document/rowcommands.h"
#include "projectlimits.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

namespace inbetween::FrameDataEdits {

namespace {

QString tr(const char *text, int n = -1)
{
    return QCoreApplication::translate("FrameDataEdits", text, nullptr, n);
}

QStringList namesOf(const Project &p, Names list)
{
    QStringList names;
    if (list == Names::Boxes) {
        for (const BoxDeclaration &b : p.boxes)
            names.append(b.name);
    } else {
        for (const PointDeclaration &pt : p.points)
            names.append(pt.name);
    }
    return names;
}

// Whether frame data `d` lists `name` of the list.
bool lists(const FrameData &d, Names list, const QString &name)
{
    return list == Names::Boxes ? d.boxes.contains(name) : d.points.contains(name);
}

// The clips whose frames list `from`, with it renamed to `to` in each such frame (to "": dropped).
void renamedInFrames(const Project &p, Names list, const QString &from, const QString &to, QList<int> *rows, QList<Clip> *clips)
{
    for (size_t c = 0; c < p.clips.size(); ++c) {
        const QList<Frame> &frames = p.clips[c].frames.frames();
        QList<Frame> changed;
        for (qsizetype i = 0; i < frames.size(); ++i) {
            if (!lists(frames[i].data.get(), list, from))
                continue;
            if (changed.isEmpty())
                changed = frames;
            FrameData d = frames[i].data.get();
            if (list == Names::Boxes) {
                const QRectF rect = d.boxes.take(from);
                if (!to.isEmpty())
                    d.boxes.insert(to, rect);
            } else {
                const QPointF point = d.points.take(from);
                if (!to.isEmpty())
                    d.points.insert(to, point);
            }
            changed[i].data.set(d); // none when nothing is left
        }
        if (!changed.isEmpty()) {
            Clip clip = p.clips[c];
            clip.frames.setFrames(changed);
            rows->append(int(c));
            clips->append(clip);
        }
    }
}

// One step: the new settings, and the clips whose frames change with them.
void push(Document *doc, const ProjectSettings &settings, const QList<int> &rows, const QList<Clip> &clips, const QString &text)
{
    QUndoStack *stack = doc->undoStack();
    stack->beginMacro(text);
    if (!rows.isEmpty())
        stack->push(new SetClipsCommand(doc, rows, clips, text));
    stack->push(new ProjectSettingsCommand(doc, settings, text));
    stack->endMacro();
}

bool refuse(QString *problem, const QString &why)
{
    if (problem)
        *problem = why;
    return false;
}

// Whether the file holds `d` as frame `f`'s data (projectkeys.h): a pivot needs an image of the
// frame's own, every number lies within the largest image's side, a box has some size.
bool fitsTheFile(const Frame &f, const FrameData &d)
{
    const double side = ProjectLimits().maxImageSide;
    const auto within = [side](std::initializer_list<double> numbers) {
        return std::all_of(numbers.begin(), numbers.end(), [side](double v) { return std::abs(v) <= side; });
    };
    if (d.pivot && (f.image.isEmpty() || !within({d.pivot->x(), d.pivot->y()})))
        return false;
    for (const QRectF &r : d.boxes) {
        if (!(r.width() > 0.0 && r.height() > 0.0) || !within({r.x(), r.y(), r.width(), r.height()}))
            return false;
    }
    return std::all_of(d.points.cbegin(), d.points.cend(), [&](const QPointF &p) { return within({p.x(), p.y()}); });
}

} // namespace

QString nameProblem(const Project &project, Names list, int index, const QString &name)
{
    const QString trimmed = name.trimmed();
    const bool boxes = list == Names::Boxes;
    if (trimmed.isEmpty())
        return boxes ? tr("a box needs a name") : tr("a point needs a name");
    const int limit = ProjectLimits().maxFrameDataNameLength;
    if (trimmed.size() > limit)
        return (boxes ? tr("a box's name has at most %1 characters") : tr("a point's name has at most %1 characters")).arg(limit);
    const int other = boxes ? project.boxIndex(trimmed) : project.pointIndex(trimmed);
    if (other >= 0 && other != index)
        return (boxes ? tr("another box is named \"%1\"") : tr("another point is named \"%1\"")).arg(trimmed);
    return QString();
}

int framesUsing(const Project &project, Names list, const QString &name)
{
    int count = 0;
    for (const Clip &clip : project.clips) {
        for (const Frame &f : clip.frames.frames())
            count += lists(f.data.get(), list, name) ? 1 : 0;
    }
    return count;
}

bool addBox(Document *doc, const QString &name, BoxKind kind, QString *problem)
{
    if (const QString why = countProblem(doc->project().boxes.size(), 1, ProjectLimits().maxDeclaredBoxes, "a project declares", "boxes");
        !why.isEmpty())
        return refuse(problem, why);
    if (const QString why = nameProblem(doc->project(), Names::Boxes, -1, name); !why.isEmpty())
        return refuse(problem, why);
    ProjectSettings s = ProjectSettings::of(doc->project());
    s.boxes.append({name.trimmed(), kind});
    push(doc, s, {}, {}, tr("Add box %1").arg(name.trimmed()));
    return true;
}

bool addPoint(Document *doc, const QString &name, QString *problem)
{
    if (const QString why = countProblem(doc->project().points.size(), 1, ProjectLimits().maxDeclaredPoints, "a project declares", "points");
        !why.isEmpty())
        return refuse(problem, why);
    if (const QString why = nameProblem(doc->project(), Names::Points, -1, name); !why.isEmpty())
        return refuse(problem, why);
    ProjectSettings s = ProjectSettings::of(doc->project());
    s.points.append({name.trimmed()});
    push(doc, s, {}, {}, tr("Add point %1").arg(name.trimmed()));
    return true;
}

bool rename(Document *doc, Names list, int index, const QString &name, QString *problem)
{
    const Project &p = doc->project();
    const QStringList names = namesOf(p, list);
    if (index < 0 || index >= names.size())
        return false;
    const QString to = name.trimmed();
    if (to == names[index])
        return false;
    if (const QString why = nameProblem(p, list, index, name); !why.isEmpty())
        return refuse(problem, why);
    ProjectSettings s = ProjectSettings::of(p);
    (list == Names::Boxes ? s.boxes[index].name : s.points[index].name) = to;
    QList<int> rows;
    QList<Clip> clips;
    renamedInFrames(p, list, names[index], to, &rows, &clips);
    push(doc, s, rows, clips,
         (list == Names::Boxes ? tr("Rename box %1 to %2") : tr("Rename point %1 to %2")).arg(names[index], to));
    return true;
}

bool setBoxKind(Document *doc, int index, BoxKind kind)
{
    const Project &p = doc->project();
    if (index < 0 || index >= p.boxes.size() || p.boxes[index].kind == kind)
        return false;
    ProjectSettings s = ProjectSettings::of(p);
    s.boxes[index].kind = kind;
    push(doc, s, {}, {}, tr("Make box %1 %2").arg(p.boxes[index].name, boxKindName(kind)));
    return true;
}

bool remove(Document *doc, Names list, int index)
{
    const Project &p = doc->project();
    const QStringList names = namesOf(p, list);
    if (index < 0 || index >= names.size())
        return false;
    ProjectSettings s = ProjectSettings::of(p);
    if (list == Names::Boxes)
        s.boxes.removeAt(index);
    else
        s.points.removeAt(index);
    QList<int> rows;
    QList<Clip> clips;
    renamedInFrames(p, list, names[index], QString(), &rows, &clips);
    push(doc, s, rows, clips, (list == Names::Boxes ? tr("Delete box %1") : tr("Delete point %1")).arg(names[index]));
    return true;
}

bool setFrameData(Document *doc, const QList<int> &rows, const QList<FrameData> &data, const QString &text, bool mergeable)
{
    const QList<Frame> &all = doc->clip().frames.frames();
    if (rows.isEmpty() || rows.size() != data.size())
        return false;
    QList<Frame> frames;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (rows[i] < 0 || rows[i] >= all.size())
            return false;
        Frame f = all[rows[i]];
        if (!fitsTheFile(f, data[i]))
            return false;
        f.data.set(data[i]);
        frames.append(f);
    }
    auto *command = new SetFramesCommand(doc, rows, frames, text, mergeable);
    if (command->isObsolete() && !mergeable) {
        delete command;
        return false;
    }
    doc->undoStack()->push(command);
    return true;
}

bool copyFrameData(Document *doc, int from, const QList<int> &rows)
{
    const QList<Frame> &all = doc->clip().frames.frames();
    if (from < 0 || from >= all.size())
        return false;
    const FrameData &source = all[from].data.get();
    QList<int> to;
    QList<FrameData> data;
    for (int row : rows) {
        if (row == from || row < 0 || row >= all.size() || to.contains(row))
            continue;
        FrameData d = all[row].data.get();
        d.boxes = source.boxes;
        d.points = source.points;
        to.append(row);
        data.append(d);
    }
    return !to.isEmpty()
           && setFrameData(doc, to, data, tr("Copy frame data to %n frames", int(to.size())));
}

ProjectSettings declaring(const Project &project, const QList<Frame> &frames, const QList<BoxDeclaration> &boxes)
{
    ProjectSettings s = ProjectSettings::of(project);
    for (const Frame &f : frames) {
        const FrameData &d = f.data.get();
        for (auto it = d.boxes.keyBegin(); it != d.boxes.keyEnd(); ++it) {
            if (std::none_of(s.boxes.cbegin(), s.boxes.cend(), [&](const BoxDeclaration &b) { return b.name == *it; })) {
                const auto given = std::find_if(boxes.cbegin(), boxes.cend(), [&](const BoxDeclaration &b) { return b.name == *it; });
                s.boxes.append({*it, given != boxes.cend() ? given->kind : BoxKind::Other});
            }
        }
        for (auto it = d.points.keyBegin(); it != d.points.keyEnd(); ++it) {
            if (std::none_of(s.points.cbegin(), s.points.cend(), [&](const PointDeclaration &p) { return p.name == *it; }))
                s.points.append({*it});
        }
    }
    return s;
}

} // namespace inbetween::FrameDataEdits
