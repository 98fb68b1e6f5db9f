#include "document.h"

#include "projectreader.h"
#include "projectwriter.h"

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
    return m_filePath.isEmpty() ? QDir::currentPath() : QFileInfo(m_filePath).absolutePath();
}

QString Document::displayName() const
{
    return m_filePath.isEmpty() ? tr("Untitled") : QFileInfo(m_filePath).fileName();
}

void Document::reset(const Project &project, const QString &filePath)
{
    emit aboutToReset();
    m_project = project;
    m_undoStack.clear();
    m_undoStack.setClean();
    const bool pathChanged = filePath != m_filePath;
    m_filePath = filePath; // before projectReset: what reacts to it sees the new file
    emit modifiedChanged(false);
    emit projectReset();
    emit settingsChanged();
    emit timingChanged();
    if (pathChanged)
        emit filePathChanged(m_filePath);
}

void Document::markModified()
{
    m_undoStack.resetClean();
}

bool Document::load(const QString &path, QStringList *messages)
{
    const ProjectReader::Result result = ProjectReader::readFile(path);
    *messages = result.messages(QFileInfo(path).fileName());
    if (!result.ok())
        return false;
    reset(*result.project, QFileInfo(path).absoluteFilePath());
    return true;
}

bool Document::save(const QString &path, QString *error)
{
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
    if (!ProjectWriter::save(m_project, path, error))
        return false;
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
    const int last = kind == ListKind::Frames ? m_project.frames.count() - 1 : *hi;
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
    if (kind == ListKind::Frames && last + 1 < m_project.frames.count())
        emit rowsChanged(kind, last + 1, m_project.frames.count() - 1);
    emit timingChanged();
}

void Document::removeRows(ListKind kind, int row, int count, const std::function<void()> &apply)
{
    if (count <= 0)
        return;
    emit rowsAboutToBeRemoved(kind, row, row + count - 1);
    apply();
    emit rowsRemoved(kind, row, row + count - 1);
    if (kind == ListKind::Frames && row < m_project.frames.count())
        emit rowsChanged(kind, row, m_project.frames.count() - 1);
    emit timingChanged();
}

void Document::insertFrames(int row, const QList<Frame> &frames)
{
    insertRows(ListKind::Frames, row, frames, [&] {
        QList<Frame> all = m_project.frames.frames();
        all.insert(row, frames.size(), Frame());
        std::copy(frames.begin(), frames.end(), all.begin() + row);
        m_project.frames.setFrames(std::move(all));
    });
}

void Document::removeFrames(int row, int count)
{
    removeRows(ListKind::Frames, row, count, [&] {
        QList<Frame> all = m_project.frames.frames();
        all.remove(row, count);
        m_project.frames.setFrames(std::move(all));
    });
}

void Document::setFrameDurations(const QList<int> &rows, const QList<double> &durations)
{
    m_project.frames.setDurations(rows, durations);
    changed(ListKind::Frames, rows);
}

void Document::setFrames(const QList<int> &rows, const QList<Frame> &frames)
{
    QList<double> durations;
    durations.reserve(frames.size());
    for (qsizetype i = 0; i < rows.size(); ++i) {
        m_project.frames.setImage(rows[i], frames[i].image);
        durations.append(frames[i].duration);
    }
    m_project.frames.setDurations(rows, durations);
    changed(ListKind::Frames, rows);
}

void Document::insertKeyframes(int row, const QList<Keyframe> &keys)
{
    insertRows(ListKind::Keyframes, row, keys, [&] {
        QList<Keyframe> all = m_project.motion.keys();
        all.insert(row, keys.size(), Keyframe());
        std::copy(keys.begin(), keys.end(), all.begin() + row);
        m_project.motion.setKeys(std::move(all));
    });
}

void Document::removeKeyframes(int row, int count)
{
    removeRows(ListKind::Keyframes, row, count, [&] {
        QList<Keyframe> all = m_project.motion.keys();
        all.remove(row, count);
        m_project.motion.setKeys(std::move(all));
    });
}

void Document::setKeyframes(const QList<int> &rows, const QList<Keyframe> &keys)
{
    for (qsizetype i = 0; i < rows.size(); ++i)
        m_project.motion.setKey(rows[i], keys[i]);
    changed(ListKind::Keyframes, rows);
}

void Document::insertEvents(int row, const QList<ClipEvent> &events)
{
    insertRows(ListKind::Events, row, events, [&] {
        m_project.events.insert(row, events.size(), ClipEvent());
        std::copy(events.begin(), events.end(), m_project.events.begin() + row);
    });
}

void Document::removeEvents(int row, int count)
{
    removeRows(ListKind::Events, row, count, [&] { m_project.events.remove(row, count); });
}

void Document::setEvents(const QList<int> &rows, const QList<ClipEvent> &events)
{
    for (qsizetype i = 0; i < rows.size(); ++i)
        m_project.events[rows[i]] = events[i];
    changed(ListKind::Events, rows);
}

void Document::setName(const QString &name)
{
    m_project.name = name;
    emit settingsChanged();
}

void Document::setLoopMode(LoopMode mode)
{
    m_project.loop = mode;
    emit settingsChanged();
    emit timingChanged();
}

void Document::setFps(double fps)
{
    m_project.fps = fps;
    emit settingsChanged();
}

} // namespace inbetween
