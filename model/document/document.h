#pragma once

#include "document/listkind.h"
#include "project.h"
#include "timing/frameanchoring.h"

#include <QObject>
#include <QUndoStack>
#include <functional>

namespace inbetween {

// The open project: its data, its file, the clip being edited, and the undo stack through which
// every edit goes.
//
// The mutators below are for undo commands only (views and tools push commands, see
// model/document/*command.h); each announces its change with the signals that item models need
// (an "about to" signal before, a done signal after), so views never poll and never talk to
// each other. The frame, keyframe and event mutators act on the current clip; a command that
// edits a clip makes that clip current first (setCurrentClip), so undo returns to the clip the
// edit was made in.
class Document : public QObject
{
    Q_OBJECT

public:
    explicit Document(QObject *parent = nullptr);

    const Project &project() const { return m_project; }
    // The clip being edited: what the tables, the timeline and the preview show. The reference
    // is valid until the next change of the clip list (currentClipChanged says when to fetch it
    // again).
    const Clip &clip() const { return m_project.clips.at(m_current); }
    int currentClip() const { return m_current; }
    // An undo step's text naming the current clip ("Retime 2 frames in walk"): every step of a
    // clip's lists says which clip it edits in the History and the Edit menu.
    QString inCurrentClip(const QString &step) const { return tr("%1 in %2").arg(step, clip().name); }
    int clipCount() const { return int(m_project.clips.size()); }
    QUndoStack *undoStack() { return &m_undoStack; }

    QString filePath() const { return m_filePath; }
    // The folder that the project's image and sound paths are relative to in memory: the folder
    // of the file it was opened from, or the working folder for a project never opened from a
    // file. Save As into another folder does not change it (the undo history holds paths relative
    // to it); the paths are rebased as they are written (projectForFile).
    QString folder() const;
    // The folder of the project file ("" for a project never saved).
    QString fileFolder() const;
    // The project as its file holds it: every relative path naming, from the file's folder (or
    // from `folder` when given), the file it names in memory. Shares the data when the folders
    // are the same; *madeAbsolute names paths no relative path reaches (written absolute).
    Project projectForFile(const QString &folder = QString(), QStringList *madeAbsolute = nullptr) const;
    QString displayName() const;
    bool isModified() const { return !m_undoStack.isClean(); }

    // Switches the clip being edited (not an edit: no undo step). Signals
    // currentClipAboutToChange and currentClipChanged when `index` is another clip.
    void setCurrentClip(int index);

    // Replaces the whole project (New, Open, Revert): clears the undo history, marks clean, makes
    // the first clip current. Signals: aboutToReset, modifiedChanged(false), projectReset, then
    // those of each part of the new project (declarationsChanged, mouthsChanged,
    // exportTargetsChanged, currentClipChanged, ...), filePathChanged.
    void reset(const Project &project, const QString &filePath);
    // Reads a file; on failure the document stays exactly as it was and *messages says why. A
    // project whose only errors are about its images or sounds opens (DESIGN.md, "Files"); its
    // messages then name them: the missing ones (ProjectFiles::missing lists them), and those
    // there but of no use (no picture, a region outside it...), also put in *unusable.
    bool load(const QString &path, QStringList *messages, QStringList *unusable = nullptr);
    // A restored autosave differs from its file: modified, though nothing is on the undo stack.
    void markModified();
    // Writes the project through QSaveFile, keeping the file it replaces as name.json.bak; on
    // success the document is clean and has that path. Relative paths are rewritten for the
    // file's folder (projectForFile); *warnings names any that had to be written absolute.
    bool save(const QString &path, QString *error, QStringList *warnings = nullptr);

    // Whether frame edits move the keys and events anchored to the frames (DESIGN.md; the
    // editor's "Keys and events follow frames", on by default). Not part of the project.
    bool keysFollowFrames() const { return m_keysFollowFrames; }
    void setKeysFollowFrames(bool on) { m_keysFollowFrames = on; }

    // --- For undo commands only -------------------------------------------------------------
    // Contiguous rows of the current clip; a command with scattered rows calls these once per
    // run of rows.
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
    // The clip list. Inserting makes the first inserted clip current; removing the current clip
    // makes its neighbour current; the last clip is never removed. The caller keeps names unique.
    void insertClips(int row, const QList<Clip> &clips);
    void removeClips(int row, int count);
    void setClips(const QList<int> &rows, const QList<Clip> &clips);
    void setName(const QString &name);
    void setFps(double fps);
    // The box and point names the frames may use (the caller keeps every name a frame uses declared).
    void setDeclarations(const QList<BoxDeclaration> &boxes, const QList<PointDeclaration> &points);
    // The mouth chart (MouthChartCommand).
    void setMouths(const QMap<QString, MouthPicture> &mouths);
    // Where the project is exported and whether a save does it (DESIGN.md, "Export targets");
    // the targets' paths relative to folder(), as the images' are.
    void setExportTargets(const QList<ExportTarget> &targets);
    void setExportOnSave(bool on);

signals:
    void rowsAboutToBeInserted(inbetween::ListKind kind, int first, int last);
    void rowsInserted(inbetween::ListKind kind, int first, int last);
    void rowsAboutToBeRemoved(inbetween::ListKind kind, int first, int last);
    void rowsRemoved(inbetween::ListKind kind, int first, int last);
    // Rows first..last changed; for frames, the starts of every later row moved as well.
    void rowsChanged(inbetween::ListKind kind, int first, int last);
    void aboutToReset();
    void projectReset();
    // Another clip is about to become current / is current now (also after a change of the clip
    // list, which may move the current clip in memory: fetch clip() again). Views of the clip
    // reset on these.
    void currentClipAboutToChange();
    void currentClipChanged(int index);
    // The project's name or fps, or the current clip's name or loop mode.
    void settingsChanged();
    // The project's declared boxes or points (names, kinds, order).
    void declarationsChanged();
    // The mouth chart: what the mouth frames of every clip show (the preview, the thumbnails); also
    // after a reset.
    void mouthsChanged();
    // The project's export targets or its Export on Save (also after a reset).
    void exportTargetsChanged();
    // Any change of what the current clip plays: the preview and the clock listen to this one.
    void timingChanged();
    // A frame edit of the current clip (done or undone, AnchoredFrameEdit) is about to change its
    // frames / has changed them; `mapping` takes a clip time of the frames before to the same
    // frame, at the same fraction of its hold, after (FrameAnchoring), whether or not keys and
    // events follow frames. The playhead, which is view state, follows it.
    void framesAboutToBeRemapped();
    void framesRemapped(const inbetween::FrameAnchoring &mapping);
    void filePathChanged(const QString &path);
    void saved(const QString &path);
    // An edit asked for was not made, and why, for the status bar: a frame edit that would carry
    // keys or events past the latest time the file holds (frameedits.h), a list at its count
    // (clips, frames, keys, events: ProjectLimits).
    void editRefused(const QString &why);
    void modifiedChanged(bool modified);

private:
    Clip &current() { return m_project.clips[m_current]; }
    void changed(ListKind kind, const QList<int> &rows);
    template <typename List, typename Apply>
    void insertRows(ListKind kind, int row, const List &items, Apply apply);
    void removeRows(ListKind kind, int row, int count, const std::function<void()> &apply);

    Project m_project;
    int m_current = 0;
    QString m_filePath;
    QString m_folder; // what folder() gives; empty: the working folder
    QUndoStack m_undoStack;
    bool m_keysFollowFrames = true;
};

} // namespace inbetween
