#pragma once

#include "document/autosaver.h"

#include <QObject>

class QWidget;

namespace inbetween {

class FileController;
class EditorSession;
class UserPrompts;

// Nothing lost: autosaves the session's document while it is modified, offers on start the
// autosaves a crash left behind (restore, open the saved file, or discard), and removes the
// autosave when the document is saved, reverted or closed on purpose.
class RecoveryController : public QObject
{
    Q_OBJECT

public:
    // `files` opens the saved file when the user asks for it; `window` is the questions' parent.
    RecoveryController(EditorSession *session, FileController *files, QWidget *window, const AutosaveStore &store,
                       int intervalMs);

    Autosaver *autosaver() { return &m_autosaver; }
    // Asks about each autosave left behind; true when one was restored into the window (the
    // caller then opens nothing else).
    bool offerRecovery();
    // The window closes on purpose: the autosave is no longer needed.
    void closedCleanly() { m_autosaver.discard(); }

private:
    bool restore(const AutosaveStore::Entry &entry);

    EditorSession *m_session;
    FileController *m_files;
    QWidget *m_window;
    AutosaveStore m_store;
    Autosaver m_autosaver;
};

} // namespace inbetween
