#include "files/recoverycontroller.h"

#include "document/document.h"
#include "file/projectreader.h"
#include "files/filecontroller.h"
#include "session/editorsession.h"
#include "session/userprompts.h"

#include <QDir>
#include <QFileInfo>
#include <QWidget>
#include <algorithm>

namespace inbetween {

RecoveryController::RecoveryController(EditorSession *session, FileController *files, QWidget *window,
                                       const AutosaveStore &store, int intervalMs)
    : QObject(window), m_session(session), m_files(files), m_window(window), m_store(store),
      m_autosaver(session->document(), store, intervalMs)
{
    // Reverted to the file: the changes were given up on purpose.
    connect(files, &FileController::reverted, &m_autosaver, &Autosaver::discard);
    connect(&m_autosaver, &Autosaver::autosaveFailed, session, [session](const QString &error) {
        session->showStatus(tr("Autosave failed: %1").arg(error));
    });
}

bool RecoveryController::offerRecovery()
{
    QList<AutosaveStore::Entry> entries = m_store.recoverable();
    // Newest first: the one the user was most likely working on.
    std::sort(entries.begin(), entries.end(),
              [](const AutosaveStore::Entry &a, const AutosaveStore::Entry &b) { return a.autosavedAt > b.autosavedAt; });
    bool restored = false;
    for (const AutosaveStore::Entry &entry : entries) {
        // One document per window: once one is restored, the others wait for the next start.
        if (restored)
            break;
        switch (m_session->prompts()->askRecovery(m_window, entry.originalPath, entry.autosavedAt)) {
        case UserPrompts::Recovery::Restore:
            restored = restore(entry);
            break;
        case UserPrompts::Recovery::OpenOriginal:
            // The autosave stays until this document is saved or closed on purpose.
            restored = m_files->openFile(entry.originalPath);
            break;
        case UserPrompts::Recovery::Discard:
            m_store.remove(entry);
            break;
        }
    }
    return restored;
}

bool RecoveryController::restore(const AutosaveStore::Entry &entry)
{
    // The autosave lives in the data folder, its images beside the user's file.
    ProjectReader::Options options;
    options.projectFolder = entry.originalPath.isEmpty() ? QDir::currentPath() : QFileInfo(entry.originalPath).absolutePath();
    const ProjectReader::Result result = ProjectReader::readFile(entry.recoveryPath, options);
    if (!result.ok()) {
        m_session->prompts()->showErrors(m_window, tr("The autosave could not be read; it is kept in %1.").arg(entry.recoveryPath),
                                        result.messages(QFileInfo(entry.recoveryPath).fileName()));
        return false;
    }
    Document *doc = m_session->document();
    doc->reset(*result.project, entry.originalPath.isEmpty() ? QString() : QFileInfo(entry.originalPath).absoluteFilePath());
    doc->markModified(); // restored changes are not in the file yet
    // Written again under this session's key before the old one goes, so that a second crash
    // right now still finds it.
    if (m_autosaver.autosaveNow() && QFileInfo(entry.recoveryPath) != QFileInfo(m_autosaver.recoveryPath()))
        m_store.remove(entry);
    m_session->showStatus(tr("Restored the autosaved changes; save to keep them."));
    return true;
}

} // namespace inbetween
