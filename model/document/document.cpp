#include "document/document.h"

#include "document/projectfiles.h"
#include "file/projectreader.h"
#include "file/projectwriter.h"

#include <QDir>
#include <QFileInfo>
#include <algorithm>

namespace inbetween {

Document::Document(QObject *parent)
    : QObject(parent)
{
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
}

QString Document::folder() const
{
    return m_folder.isEmpty() ? QDir::currentPath() : m_folder;
}

QString Document::fileFolder() const
{
    return m_filePath.isEmpty() ? QString() : QFileInfo(m_filePath).absolutePath();
}

Project Document::projectForFile(const QString &folder, QStringList *madeAbsolute) const
{
    const QString to = folder.isEmpty() ? fileFolder() : folder;
    if (to.isEmpty())
        return m_project;
    return ProjectFiles::renamed(m_project, ProjectFiles::rebasedPaths(m_project, this->folder(), to, madeAbsolute));
}

QString Document::displayName() const
{
    return m_filePath.isEmpty() ? tr("Untitled") : QFileInfo(m_filePath).fileName();
}

void Document::setCurrentClip(int index)
{
    if (index == m_current || index < 0 || index >= clipCount())
        return;
    emit currentClipAboutToChange();
    m_current = index;
    emit currentClipChanged(m_current);
    emit settingsChanged();
    emit timingChanged();
}

void Document::reset(const Project &project, const QString &filePath)
{
    emit aboutToReset();
    m_project = project;
    if (m_project.clips.empty())
        m_project.clips.emplace_back(Project::defaultClipName());
    m_current = 0;
    m_undoStack.clear();
    m_undoStack.setClean();
    const bool pathChanged = filePath != m_filePath;
    m_filePath = filePath; // before projectReset: what reacts to it sees the new file
    m_folder = fileFolder();
    emit modifiedChanged(false);
    emit projectReset();
    emit declarationsChanged();
    emit mouthsChanged();
    emit exportTargetsChanged();
    emit currentClipChanged(m_current);
    emit settingsChanged();
    emit timingChanged();
    if (pathChanged)
        emit filePathChanged(m_filePath);
}

void Document::markModified()
{
    m_undoStack.resetClean();
}

bool Document::load(const QString &path, QStringList *messages, QStringList *unusable)
{
    ProjectReader::Options options;
    options.openWithFileProblems = true;
    const ProjectReader::Result result = ProjectReader::readFile(path, options);
    *messages = result.messages(QFileInfo(path).fileName());
    if (!result.ok())
        return false;
    if (unusable) {
        unusable->clear();
        for (const Diagnostic &d : result.diagnostics) {
            if (d.isError() && !d.missingFile)
                unusable->append(d.text(QFileInfo(path).fileName()));
        }
    }
    reset(*result.project, QFileInfo(path).absoluteFilePath());
    return true;
}

bool Document::save(const QString &path, QString *error, QStringList *warnings)
{
    if (m_folder.isEmpty())
        m_folder = QDir::currentPath(); // what the paths of an untitled project were relative to
    // The version on disk is kept as name.json.bak before it is replaced; the replacement itself
    // is atomic (QSaveFile), so a failure leaves the old file as it was.
    if (QFileInfo::exists(path)) {
        const QString backup = path + QStringLiteral(".bak");
        QFile::remove(backup);
        if (!QFile::copy(path, backup)) {
            *error = tr("cannot keep a backup of the previous version as %1").arg(backup);
            return false;
        }
    }
    QStringList madeAbsolute;
    if (!ProjectWriter::save(projectForFile(QFileInfo(path).absolutePath(), &madeAbsolute), path, error))
        return false;
    if (warnings) {
        for (const QString &name : std::as_const(madeAbsolute))
            warnings->append(tr("%1: no relative path reaches it from the new folder; written as an absolute path").arg(name));
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (absolute != m_filePath) {
        m_filePath = absolute;
        emit filePathChanged(m_filePath);
    }
    m_undoStack.setClean();
    emit saved(m_filePath);
    return true;
}

void Document::changed(ListKind kind, const QList<int> &rows)
{
    if (rows.isEmpty())
        return;
    const auto [lo, hi] = std::minmax_element(rows.begin(), rows.end());
    // A frame's duration moves the start and end of every frame after it.
    const int last = kind == ListKind::Frames ? clip().frames.count() - 1 : *hi;
    emit rowsChanged(kind, *lo, last);
    emit timingChanged();
}

template <typename List, typename Apply>
void Document::insertRows(ListKind kind, int row, const List &items, Apply apply)
{
    if (items.isEmpty())
        return;
    const int last = row + int(items.size()) - 1;
    emit rowsAboutToBeInserted(kind, row, last);
    apply();
    emit rowsInserted(kind, row, last);
    if (kind == ListKind::Frames && last + 1 < clip().frames.count())
        emit rowsChanged(kind, last + 1, clip().frames.count() - 1);
    emit timingChanged();
}

void Document::removeRows(ListKind kind, int row, int count, const std::function<void()> &apply)
{
    if (count <= 0)
        return;
    emit rowsAboutToBeRemoved(kind, row, row + count - 1);
    apply();
    emit rowsRemoved(kind, row, row + count - 1);
    if (kind == ListKind::Frames && row < clip().frames.count())
        emit rowsChanged(kind, row, clip().frames.count() - 1);
    emit timingChanged();
}

void Document::insertFrames(int row, const QList<Frame> &frames)
{
    insertRows(ListKind::Frames, row, frames, [&] {
        QList<Frame> all = clip().frames.frames();
        all.insert(row, frames.size(), Frame());
        std::copy(frames.begin(), frames.end(), all.begin() + row);
        current().frames.setFrames(std::move(all));
    });
}

void Document::removeFrames(int row, int count)
{
    removeRows(ListKind::Frames, row, count, [&] {
        QList<Frame> all = clip().frames.frames();
        all.remove(row, count);
        current().frames.setFrames(std::move(all));
    });
}

void Document::setFrameDurations(const QList<int> &rows, const QList<double> &durations)
{
    current().frames.setDurations(rows, durations);
    changed(ListKind::Frames, rows);
}

void Document::setFrames(const QList<int> &rows, const QList<Frame> &frames)
{
    QList<double> durations;
    durations.reserve(frames.size());
    for (qsizetype i = 0; i < rows.size(); ++i) {
        current().frames.setImage(rows[i], frames[i].image, frames[i].region);
        current().frames.setData(rows[i], frames[i].data);
        durations.append(frames[i].duration);
    }
    current().frames.setDurations(rows, durations);
    changed(ListKind::Frames, rows);
}

void Document::insertKeyframes(int row, const QList<Keyframe> &keys)
{
    insertRows(ListKind::Keyframes, row, keys, [&] {
        QList<Keyframe> all = clip().motion.keys();
        all.insert(row, keys.size(), Keyframe());
        std::copy(keys.begin(), keys.end(), all.begin() + row);
        current().motion.setKeys(std::move(all));
    });
}

void Document::removeKeyframes(int row, int count)
{
    removeRows(ListKind::Keyframes, row, count, [&] {
        QList<Keyframe> all = clip().motion.keys();
        all.remove(row, count);
        current().motion.setKeys(std::move(all));
    });
}

void Document::setKeyframes(const QList<int> &rows, const QList<Keyframe> &keys)
{
    for (qsizetype i = 0; i < rows.size(); ++i)
        current().motion.setKey(rows[i], keys[i]);
    changed(ListKind::Keyframes, rows);
}

void Document::insertEvents(int row, const QList<ClipEvent> &events)
{
    insertRows(ListKind::Events, row, events, [&] {
        QList<ClipEvent> &list = current().events;
        list.insert(row, events.size(), ClipEvent());
        std::copy(events.begin(), events.end(), list.begin() + row);
    });
}

void Document::removeEvents(int row, int count)
{
    removeRows(ListKind::Events, row, count, [&] { current().events.remove(row, count); });
}

void Document::setEvents(const QList<int> &rows, const QList<ClipEvent> &events)
{
    for (qsizetype i = 0; i < rows.size(); ++i)
        current().events[rows[i]] = events[i];
    changed(ListKind::Events, rows);
}

// The clip list moves the clips in memory: views of the current clip reset around every change.
void Document::insertClips(int row, const QList<Clip> &clips)
{
    if (clips.isEmpty() || row < 0 || row > clipCount())
        return;
    const int last = row + int(clips.size()) - 1;
    emit currentClipAboutToChange();
    emit rowsAboutToBeInserted(ListKind::Clips, row, last);
    m_project.clips.insert(m_project.clips.begin() + row, clips.begin(), clips.end());
    m_current = row;
    emit rowsInserted(ListKind::Clips, row, last);
    emit currentClipChanged(m_current);
    emit settingsChanged();
    emit timingChanged();
}

void Document::removeClips(int row, int count)
{
    if (count <= 0 || row < 0 || row + count > clipCount() || count >= clipCount())
        return;
    emit currentClipAboutToChange();
    emit rowsAboutToBeRemoved(ListKind::Clips, row, row + count - 1);
    m_project.clips.erase(m_project.clips.begin() + row, m_project.clips.begin() + row + count);
    if (m_current >= row + count)
        m_current -= count; // the same clip, further up
    else if (m_current >= row)
        m_current = std::min(row, clipCount() - 1); // the clip after the removed ones, else the last
    emit rowsRemoved(ListKind::Clips, row, row + count - 1);
    emit currentClipChanged(m_current);
    emit settingsChanged();
    emit timingChanged();
}

namespace {
bool sameLists(const Clip &a, const Clip &b)
{
    return a.frames.frames() == b.frames.frames() && a.motion.keys() == b.motion.keys() && a.events == b.events;
}
} // namespace

// Clip-wide values (name, loop mode, sound, play range). Should the current clip's lists change
// too, its views reset as for a switch.
void Document::setClips(const QList<int> &rows, const QList<Clip> &clips)
{
    if (rows.isEmpty())
        return;
    const qsizetype at = rows.indexOf(m_current);
    const bool listsChange = at >= 0 && !sameLists(clip(), clips[at]);
    // The play range changes what the preview plays (not the clip's timing): the clock hears it.
    const bool timing = at >= 0 && (listsChange || clip().loop != clips[at].loop || clip().playRange != clips[at].playRange);
    if (listsChange)
        emit currentClipAboutToChange();
    for (qsizetype i = 0; i < rows.size(); ++i)
        m_project.clips[size_t(rows[i])] = clips[i];
    const auto [lo, hi] = std::minmax_element(rows.begin(), rows.end());
    emit rowsChanged(ListKind::Clips, *lo, *hi);
    if (listsChange)
        emit currentClipChanged(m_current);
    emit settingsChanged();
    if (timing)
        emit timingChanged();
}

void Document::setName(const QString &name)
{
    m_project.name = name;
    emit settingsChanged();
}

void Document::setFps(double fps)
{
    m_project.fps = fps;
    emit settingsChanged();
}

void Document::setDeclarations(const QList<BoxDeclaration> &boxes, const QList<PointDeclaration> &points)
{
    m_project.boxes = boxes;
    m_project.points = points;
    emit declarationsChanged();
}

void Document::setMouths(const QMap<QString, MouthPicture> &mouths)
{
    m_project.mouths = mouths;
    emit mouthsChanged();
}

void Document::setExportTargets(const QList<ExportTarget> &targets)
{
    m_project.exports = targets;
    emit exportTargetsChanged();
}

void Document::setExportOnSave(bool on)
{
    m_project.exportOnSave = on;
    emit exportTargetsChanged();
}

} // namespace inbetween
