#pragma once

#include "document/editoperations.h"
#include "document/listkind.h"

#include <QMainWindow>

class QItemSelectionModel;
class QSplitter;
class QUndoView;

namespace inbetween {

class ClipGuideActions;
class ClipSummaryPanel;
class ClipTables;
class ClipViewStates;
class FrameDataActions;
class ClipsPanel;
class Document;
class DocumentTableView;
class EditorActions;
class EditorSession;
class EventTableModel;
class ExportController;
class FileController;
class FileDrops;
class FrameDataPanel;
class ImportController;
class FrameTableModel;
class KeyframeTableModel;
class LiveReload;
class MissingFilesDialog;
class PlaybackArea;
class SoundActions;
class MouthChartActions;
class TapTimingActions;
class TargetExports;
class UserPrompts;

// The editor window: builds the parts from one EditorSession (the document, the models, the
// selections, the clock and the playhead, the prompts, the status line) and lays them out: the
// Clips panel and the current clip's three tables in docks, the undo history, the Clip panel, the
// Frame Data panel, and a central vertical splitter that the 3D preview (top) and the timeline
// (bottom) go into.
// Everything but the Clips panel shows the current clip; switching clips keeps each clip's
// selection and playhead (ClipViewStates). No part knows the window: each is given the session
// and the parts it works with.
//
// The accessors below hand out the parts, for main.cpp and the tests that drive the window.
class MainWindow : public QMainWindow
{
    Q_OBJECT
    Q_PROPERTY(double currentTime READ currentTime WRITE setCurrentTime NOTIFY currentTimeChanged)

public:
    // `prompts` answers the window's questions (nullptr: real dialogs); the window does not own it.
    explicit MainWindow(UserPrompts *prompts = nullptr, QWidget *parent = nullptr);
    ~MainWindow() override;

    EditorSession *session() const { return m_session; }
    Document *document() const;
    FrameTableModel *frameModel() const;
    KeyframeTableModel *keyframeModel() const;
    EventTableModel *eventModel() const;
    QItemSelectionModel *frameSelection() const;
    QItemSelectionModel *keyframeSelection() const;
    QItemSelectionModel *eventSelection() const;
    EditOperations &operations();
    UserPrompts *prompts() const;
    ClipTables *tables() const { return m_tables; }
    DocumentTableView *frameView() const;
    DocumentTableView *keyframeView() const;
    DocumentTableView *eventView() const;
    DocumentTableView *view(ListKind kind) const;
    // Vertical: the 3D preview with its transport bar above, the timeline below (PlaybackArea).
    QSplitter *centralSplitter() const { return m_centralSplitter; }
    PlaybackArea *playback() const { return m_playback; }
    // Images, sounds and the project file watched for other programs' changes.
    LiveReload *liveReload() const { return m_live; }
    ClipSummaryPanel *summaryPanel() const { return m_summary; }
    ClipsPanel *clipsPanel() const { return m_clips; }
    // The declared boxes and points, and the current clip's box ticks (the "frameDataDock").
    FrameDataPanel *frameDataPanel() const { return m_frameData; }
    ClipViewStates *clipViewStates() const { return m_clipStates; }
    FrameDataActions *frameDataActions() const { return m_frameDataActions; }
    QUndoView *undoView() const { return m_undoView; }
    FileController *files() const { return m_files; }
    // File > Export of one format.
    ExportController *exports() const { return m_exports; }
    // The kept export targets run: File > Export All, Export Now, Export on Save.
    TargetExports *targetExports() const { return m_targetExports; }
    ImportController *importer() const { return m_import; }
    // Clips > Set Sound... / Remove Sound, and sound files dropped on the window.
    SoundActions *sound() const { return m_sound; }
    MouthChartActions *mouthChart() const { return m_mouths; }
    EditorActions *editorActions() const { return m_actions; }
    // Frames > Tap Timing (T) and its take.
    TapTimingActions *tapTiming() const { return m_tapTiming; }
    // Clips > Add Marker at Playhead (M), Beat Grid..., Tap Tempo (Shift+T).
    ClipGuideActions *clipGuides() const { return m_clipGuides; }

    // The session's playhead.
    double currentTime() const;
    double clipTime() const;
    // The table that had the focus last (Delete acts on it).
    ListKind activeList() const;

    void openBatchTiming();
    void importImages();
    void addImages(const QStringList &paths);
    // Dropped files (FileDrops): `frameRow` -1 is the window, else the frame table's row.
    void openDroppedFiles(const QList<QUrl> &urls, int frameRow = -1);
    void selectRows(ListKind kind, EditOperations::Rows rows);
    // File > Missing Files: the files the project names that are not on disk, with Locate...
    MissingFilesDialog *showMissingFiles();

public slots:
    void setCurrentTime(double ms);

signals:
    // The session's playhead moved (after every part has followed it).
    void currentTimeChanged(double ms);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createDocks();
    void createWindowMenu();
    void connectParts();
    void updateTitle();
    void readSettings();
    void writeSettings() const;

    EditorSession *m_session;
    QSplitter *m_centralSplitter;
    ClipSummaryPanel *m_summary;
    FileController *m_files;
    ExportController *m_exports;
    TargetExports *m_targetExports;
    ImportController *m_import;
    SoundActions *m_sound;
    MouthChartActions *m_mouths = nullptr;
    FileDrops *m_drops;
    ClipTables *m_tables;
    ClipsPanel *m_clips = nullptr;
    FrameDataPanel *m_frameData = nullptr;
    ClipViewStates *m_clipStates = nullptr;
    FrameDataActions *m_frameDataActions = nullptr;
    QUndoView *m_undoView = nullptr;
    EditorActions *m_actions = nullptr;
    PlaybackArea *m_playback = nullptr;
    TapTimingActions *m_tapTiming = nullptr;
    ClipGuideActions *m_clipGuides = nullptr;
    LiveReload *m_live = nullptr;
};

} // namespace inbetween
