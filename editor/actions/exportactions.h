#pragma once

#include <QList>
#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace inbetween {

class EditorSession;
class ExportController;

// File > Export (which clips: all or the current one, then one item per engine format, each
// asking where and writing through ExportController::exportAs) and File > Export Review... (one
// clip as a GIF, WebP, APNG or MP4: ReviewExportDialog). Split from EditorActions, which puts
// them in the File menu and finds them by name like its own.
class ExportActions : public QObject
{
    Q_OBJECT

public:
    // The Export submenu is made a child of `fileMenu`, where the menu bar's search finds it;
    // `exports` writes the engine formats, `window` is the review dialog's parent.
    ExportActions(EditorSession *session, ExportController *exports, QWidget *window, QMenu *fileMenu);

    QMenu *exportMenu() const { return m_exportMenu; }
    QAction *reviewAction() const { return m_review; }
    // Every action made here, each with its object name ("exportAllClips", "export_gltf", ...).
    QList<QAction *> actions() const { return m_actions; }

private:
    void exportReview();

    EditorSession *m_session;
    ExportController *m_exports;
    QWidget *m_window;
    QMenu *m_exportMenu;
    QAction *m_currentClipOnly = nullptr;
    QAction *m_review = nullptr;
    QList<QAction *> m_actions;
};

} // namespace inbetween
