#pragma once

#include "editoperations.h"
#include "listkind.h"

#include <QMainWindow>
#include <memory>

class QItemSelectionModel;
class QSplitter;
class QUndoView;

namespace inbetween {

class ClipSummaryPanel;
class ClipViewStates;
class ClipsPanel;
class Document;
class DocumentTableView;
class EditorActions;
class EventTableModel;
class FileController;
class ImportController;
class FrameTableModel;
class KeyframeTableModel;
class LiveReload;
class MissingFilesDialog;
class PlaybackArea;
class SoundActions;
class UserPrompts;

// The editor window: the Clips panel and the current clip's three tables in docks, the undo
// history, and a central vertical splitter that the 3D preview (top) and the timeline (bottom) go
// into. Everything but the Clips panel shows the current clip; switching clips keeps each clip's
// selection and playhead (ClipViewStates).
//
// For those two, the window shares what they need: the document, the table models, one selection
// model per table (select a frame in the timeline and its row is selected in the table), and the
// playhead (`currentTime`, playback ms, any finite value; the loop mode maps it to a clip time).
// The tables follow the playhead: the frame and the key segment under it are outlined.
class MainWindow : public QMainWindow
{
    Q_OBJECT
    Q_PROPERTY(double currentTime READ currentTime WRITE setCurrentTime NOTIFY currentTimeChanged)

public:
    // `prompts` answers the window's questions (nullptr: real dialogs); the window does not own it.
    explicit MainWindow(UserPrompts *prompts = nullptr, QWidget *parent = nullptr);
    ~MainWindow() override;

    Document *document() const { return m_document; }
    FrameTableModel *frameModel() const { return m_frameModel; }
    KeyframeTableModel *keyframeModel() const { return m_keyframeModel; }
    EventTableModel *eventModel() const { return m_eventModel; }
    QItemSelectionModel *frameSelection() const { return m_frameSelection; }
    QItemSelectionModel *keyframeSelection() const { return m_keyframeSelection; }
    QItemSelectionModel *eventSelection() const { return m_eventSelection; }
    DocumentTableView *frameView() const { return m_frameView; }
    DocumentTableView *keyframeView() const { return m_keyframeView; }
    DocumentTableView *eventView() const { return m_eventView; }
    DocumentTableView *view(ListKind kind) const;
    // Vertical: the 3D preview with its transport bar above, the timeline below (PlaybackArea).
    QSplitter *centralSplitter() const { return m_centralSplitter; }
    PlaybackArea *playback() const { return m_playback; }
    // Images, sounds and the project file watched for other programs' changes.
    LiveReload *liveReload() const { return m_live; }
    ClipSummaryPanel *summaryPanel() const { return m_summary; }
    ClipsPanel *clipsPanel() const { return m_clips; }
    ClipViewStates *clipViewStates() const { return m_clipStates; }
    QUndoView *undoView() const { return m_undoView; }
    FileController *files() const { return m_files; }
    ImportController *importer() const { return m_import; }
    // Clips > Set Sound... / Remove Sound, and sound files dropped on the window.
    SoundActions *sound() const { return m_sound; }
    EditorActions *editorActions() const { return m_actions; }
    EditOperations &operations() { return m_operations; }
    UserPrompts *prompts() const { return m_prompts; }

    double currentTime() const { return m_currentTime; }
    // The playhead mapped by the loop mode into [0, length].
    double clipTime() const;
    // The table that had the focus last (Delete acts on it).
    ListKind activeList() const { return m_activeList; }

    // Opens the batch timing dialog on the selected frames (window-modal; applied on OK).
    void openBatchTiming();
    void importImages();
    void addImages(const QStringList &paths);
    // Dropped files: one sound file becomes the current clip's sound (wherever it lands); a
    // project opens in place of the document; images are added before frame
    // `frameRow`, or after the selected frames when it is -1. On the window (-1), one Aseprite
    // JSON, animated image or (if the user says so) sprite sheet is imported (ImportController).
    void openDroppedFiles(const QList<QUrl> &urls, int frameRow = -1);
    void selectRows(ListKind kind, EditOperations::Rows rows);
    // File > Missing Files: the files the project names that are not on disk, with Locate...
    MissingFilesDialog *showMissingFiles();

public slots:
    void setCurrentTime(double ms);

signals:
    void currentTimeChanged(double ms);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createTables();
    void createDocks();
    void updateTitle();
    void updatePlayheadRows();
    void readSettings();
    void writeSettings() const;

    std::unique_ptr<UserPrompts> m_ownPrompts;
    UserPrompts *m_prompts;
    Document *m_document;
    EditOperations m_operations;
    FrameTableModel *m_frameModel;
    KeyframeTableModel *m_keyframeModel;
    EventTableModel *m_eventModel;
    QItemSelectionModel *m_frameSelection = nullptr;
    QItemSelectionModel *m_keyframeSelection = nullptr;
    QItemSelectionModel *m_eventSelection = nullptr;
    DocumentTableView *m_frameView = nullptr;
    DocumentTableView *m_keyframeView = nullptr;
    DocumentTableView *m_eventView = nullptr;
    QSplitter *m_centralSplitter;
    ClipSummaryPanel *m_summary;
    ClipsPanel *m_clips = nullptr;
    ClipViewStates *m_clipStates = nullptr;
    QUndoView *m_undoView = nullptr;
    FileController *m_files;
    ImportController *m_import;
    SoundActions *m_sound;
    EditorActions *m_actions = nullptr;
    PlaybackArea *m_playback = nullptr;
    LiveReload *m_live = nullptr;
    MissingFilesDialog *m_missingFiles = nullptr;
    double m_currentTime = 0.0;
    ListKind m_activeList = ListKind::Frames;
};

} // namespace inbetween
