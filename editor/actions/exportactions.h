#pragma once

#include <QList>
#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace inbetween {

class EditorSession;
class ExportController;
class TargetExports;

// File > Export (which clips: all or the current one, then one item per engine format, each
// asking where and writing through ExportController::exportAs), the kept export targets (File >
// Export All, Ctrl+Shift+E; Export Targets..., the dialog that lists, edits and removes them;
// Export on Save, a check item saved in the project, each change an undo step) and File > Export
// Review... (one clip as a GIF, WebP, APNG or MP4: ReviewExportDialog). Split from EditorActions,
// which puts them in the File menu and finds them by name like its own.
class ExportActions : public QObject
{
    Q_OBJECT

public:
    // The Export submenu is made a child of `fileMenu`, where the menu bar's search finds it;
    // `exports` writes the engine formats, `targets` runs the kept targets, `window` is the
    // dialogs' parent and has the actions with keys (they work with the menu bar hidden).
    ExportActions(EditorSession *session, ExportController *exports, TargetExports *targets, QWidget *window,
                  QMenu *fileMenu);

    QMenu *exportMenu() const { return m_exportMenu; }
    // Export All, Export Targets..., Export on Save, in menu order.
    QList<QAction *> targetActions() const { return m_targetActions; }
    QAction *reviewAction() const { return m_review; }
    // Every action made here, each with its object name ("exportAllClips", "export_gltf",
    // "exportAll", "exportTargets", "exportOnSave", ...).
    QList<QAction *> actions() const { return m_actions; }

private:
    void createTargetActions();
    void exportReview();

    EditorSession *m_session;
    ExportController *m_exports;
    TargetExports *m_targets;
    QWidget *m_window;
    QMenu *m_exportMenu;
    QAction *m_currentClipOnly = nullptr;
    QAction *m_review = nullptr;
    QList<QAction *> m_targetActions;
    QList<QAction *> m_actions;
};

} // namespace inbetween
