#include "document/clipboardfragment.h"

#include "document/framedataedits.h"
#include "document/projectfiles.h"
#include "document/projectsettingscommand.h"
#include "file/projectreader.h"
#include "file/projectwriter.h"

#include <QDir>
#include <QHash>
#include <algorithm>

namespace inbetween::ClipboardFragment {

namespace {

// Every relative path `project` reads (its images and sounds, ProjectFiles::forEachPath) as `to`
// makes it from `from` (absolute when `to` is empty; relative to `to` where a relative path
// reaches the file).
Project withPathsFrom(const Project &project, const QString &from, const QString &to)
{
    QHash<QString, QString> names;
    ProjectFiles::forEachPath(project, [&](ProjectFiles::FileKind, const QString &path) {
        if (names.contains(path))
            return;
        const QString absolute = ProjectFiles::absolutePath(from, path);
        QString name = absolute;
        if (!to.isEmpty()) {
            const QString relative = QDir::fromNativeSeparators(QDir(to).relativeFilePath(absolute));
            if (!QDir::isAbsolutePath(relative))
                name = relative;
        }
        if (name != path)
            names.insert(path, name);
    });
    return names.isEmpty() ? project : ProjectFiles::renamed(project, names);
}

} // namespace

QString mimeType()
{
    return QStringLiteral("application/x-inbetween-clipboard+json");
}

QByteArray copy(const Clip &clip, ListKind kind, const QList<int> &rows, const QString &folder, const Project &from)
{
    Clip copied(QStringLiteral("clipboard"));
    copied.loop = clip.loop;
    QList<int> sorted = rows;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    QList<Frame> frames;
    QList<Keyframe> keys;
    for (int row : sorted) {
        switch (kind) {
        case ListKind::Frames:
            if (row >= 0 && row < clip.frames.count())
                frames.append(clip.frames.frame(row));
            break;
        case ListKind::Keyframes:
            if (row >= 0 && row < clip.motion.count())
                keys.append(clip.motion.key(row));
            break;
        case ListKind::Events:
            if (row >= 0 && row < clip.events.size())
                copied.events.append(clip.events[row]);
            break;
        case ListKind::Clips: break;
        }
    }
    copied.frames.setFrames(frames);
    copied.motion.setKeys(keys);
    Project project;
    project.name = QStringLiteral("clipboard");
    const ProjectSettings declared = FrameDataEdits::declaring(project, frames, from.boxes);
    project.boxes = declared.boxes;
    project.points = declared.points;
    project.clips = {copied};
    return ProjectWriter::toJson(withPathsFrom(project, folder, QString()));
}

Pasted read(const QByteArray &json, const QString &folder)
{
    const ProjectReader::Result result = ProjectReader::read(json);
    if (!result.ok()) {
        const QStringList messages = result.messages(QStringLiteral("the clipboard"));
        return {std::nullopt, messages.value(0, QStringLiteral("the clipboard: not an Inbetween project"))};
    }
    const Project project = withPathsFrom(*result.project, QString(), folder);
    return {project.clips.front(), QString(), project.boxes};
}

std::optional<ListKind> kindOf(const Clip &clip, ListKind active)
{
    std::optional<ListKind> only;
    int filled = 0;
    for (ListKind kind : {ListKind::Frames, ListKind::Keyframes, ListKind::Events})
        if (rowCount(clip, kind) > 0) {
            only = kind;
            ++filled;
        }
    if (filled > 1)
        return rowCount(clip, active) > 0 ? std::optional<ListKind>(active) : std::nullopt;
    return only;
}

int frameRow(const FrameTrack &frames, double at)
{
    if (frames.isEmpty())
        return 0;
    const int row = frames.frameAt(std::clamp(at, 0.0, frames.length()));
    return row < 0 ? frames.count() : row + 1;
}

QList<Keyframe> keysAt(const QList<Keyframe> &keys, double at)
{
    QList<Keyframe> out = keys;
    if (out.isEmpty())
        return out;
    const double shift = std::max(at, 0.0) - out.front().time;
    for (Keyframe &k : out)
        k.time += shift;
    return out;
}

QList<ClipEvent> eventsAt(const QList<ClipEvent> &events, double at)
{
    QList<ClipEvent> out = events;
    if (out.isEmpty())
        return out;
    const double first = std::min_element(out.cbegin(), out.cend(), [](const ClipEvent &a, const ClipEvent &b) {
                             return a.time < b.time;
                         })->time;
    const double shift = std::max(at, 0.0) - first;
    for (ClipEvent &e : out)
        e.time += shift;
    return out;
}

QList<Keyframe> mergedKeys(const QList<Keyframe> &existing, const QList<Keyframe> &pasted)
{
    QList<Keyframe> out;
    qsizetype i = 0, j = 0;
    while (i < existing.size() || j < pasted.size()) {
        if (j == pasted.size() || (i < existing.size() && existing[i].time < pasted[j].time)) {
            out.append(existing[i++]);
        } else {
            if (i < existing.size() && existing[i].time == pasted[j].time)
                ++i; // replaced
            out.append(pasted[j++]);
        }
    }
    return out;
}

} // namespace inbetween::ClipboardFragment
