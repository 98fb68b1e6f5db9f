#pragma once

#include "listkind.h"
#include "project.h"

#include <QObject>
#include <QUndoStack>
#include <functional>

namespace inbetween {

// The open project: its data, its file, and the undo stack through which every edit goes.
//
// The mutators below are for undo commands only (views and tools push commands, see
// model/document/*command.h); each announces its change with the signals that item models need
// (an "about to" signal before, a done signal after), so views never poll and never talk to
// each other.
class Document : public QObject
{
    Q_OBJECT

public:
    explicit Document(QObject *parent = nullptr);

    const Project &project() const { return m_project; }
    QUndoStack *undoStack() { return &m_undoStack; }

    QString filePath() const { return m_filePath; }
    // The folder that image paths are relative to: the file's folder, or the working folder for
    // a project never saved.
    QString folder() const;
    QString displayName() const;
    bool isModified() const { return !m_undoStack.isClean(); }

    // Replaces the whole project (New, Open, Revert): clears the undo history, marks clean.
    // Signals: aboutToReset, modifiedChanged(false), projectReset, ..., filePathChanged.
    void reset(const Project &project, const QString &filePath);
    // Reads a file; on failure the document stays exactly as it was and *messages says why.
    bool load(const QString &path, QStringList *messages);
    // A restored autosave differs from its file: modified, though nothing is on the undo stack.
    void markModified();
    // Writes the project through QSaveFile, keeping the file it replaces as name.json.bak; on
    // success the document is clean and has that path.
    bool save(const QString &path, QString *error);

    // --- For undo commands only -------------------------------------------------------------
    // Contiguous rows; a command with scattered rows calls these once per run of rows.
    void insertFrames(int row, const QList<Frame> &frames);
    void removeFrames(int row, int count);
    // Sets many durations with one recomputation of the start times.
    void setFrameDurations(const QList<int> &rows, const QList<double> &durations);
    void setFrames(const QList<int> &rows, const QList<Frame> &frames);
    void insertKeyframes(int row, const QList<Keyframe> &keys); // the caller keeps times increasing
    void removeKeyframes(int row, int count);
    void setKeyframes(const QList<int> &rows, const QList<Keyframe> &keys);
    void insertEvents(int row, const QList<ClipEvent> &events);
    void removeEvents(int row, int count);
    void setEvents(const QList<int> &rows, const QList<ClipEvent> &events);
    void setName(const QString &name);
    void setLoopMode(LoopMode mode);
    void setFps(double fps);

signals:
    void rowsAboutToBeInserted(inbetween::ListKind kind, int first, int last);
    void rowsInserted(inbetween::ListKind kind, int first, int last);
    void rowsAboutToBeRemoved(inbetween::ListKind kind, int first, int last);
    void rowsRemoved(inbetween::ListKind kind, int first, int last);
    // Rows first..last changed; for frames, the starts of every later row moved as well.
    void rowsChanged(inbetween::ListKind kind, int first, int last);
    void aboutToReset();
    void projectReset();
    // Name, loop mode or fps.
    void settingsChanged();
    // Any change of what the clip plays: the preview and the clock listen to this one.
    void timingChanged();
    void filePathChanged(const QString &path);
    void saved(const QString &path);
    void modifiedChanged(bool modified);

private:
    void changed(ListKind kind, const QList<int> &rows);
    template <typename List, typename Apply>
    void insertRows(ListKind kind, int row, const List &items, Apply apply);
    void removeRows(ListKind kind, int row, int count, const std::function<void()> &apply);

    Project m_project;
    QString m_filePath;
    QUndoStack m_undoStack;
};

} // namespace inbetween
