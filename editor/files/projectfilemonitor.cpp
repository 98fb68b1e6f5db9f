#include "files/projectfilemonitor.h"

#include "document/document.h"
#include "session/userprompts.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QWidget>

namespace inbetween {

ProjectFileMonitor::ProjectFileMonitor(Document *document, UserPrompts *prompts, QWidget *window)
    : QObject(window), m_document(document), m_prompts(prompts), m_window(window)
{
    connect(document, &Document::projectReset, this, &ProjectFileMonitor::follow);
    connect(document, &Document::filePathChanged, this, &ProjectFileMonitor::follow);
    connect(document, &Document::saved, this, &ProjectFileMonitor::follow);
    connect(&m_watch, &FileWatch::filesChanged, this, &ProjectFileMonitor::onChanged);
    follow();
}

QByteArray ProjectFileMonitor::hashOf(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha1);
    hash.addData(&file);
    return hash.result();
}

// The document now is its file as it is on disk (opened, reverted, reloaded or saved).
void ProjectFileMonitor::follow()
{
    const QString path = m_document->filePath();
    m_watch.setFiles(path.isEmpty() ? QStringList() : QStringList{path});
    if (!path.isEmpty()) {
        m_watch.acknowledge(path);
        m_known = hashOf(path);
    }
}

void ProjectFileMonitor::onChanged()
{
    const QString path = m_document->filePath();
    if (path.isEmpty())
        return;
    if (m_asking) { // one question at a time: asked again once this one is answered
        m_changedWhileAsking = true;
        return;
    }
    if (!QFileInfo::exists(path)) {
        emit statusMessage(tr("%1 was removed or renamed by another program; saving writes it again")
                               .arg(m_document->displayName()));
        return;
    }
    const QByteArray now = hashOf(path);
    if (now.isEmpty() || now == m_known)
        return; // our own save, or nothing new
    m_asking = true;
    const UserPrompts::ChangedProject answer =
        m_prompts->askReloadChangedProject(m_window, m_document->displayName(), m_document->isModified());
    m_asking = false;
    if (answer == UserPrompts::ChangedProject::Keep) {
        m_known = now;
        emit statusMessage(tr("Kept the version shown here; %1 on disk is another program's").arg(m_document->displayName()));
    } else {
        // Back to the clip that was shown, when the file still has it.
        const QString clip = m_document->clip().name;
        QStringList messages, unusable;
        if (m_document->load(path, &messages, &unusable)) {
            const int index = m_document->project().clipIndex(clip);
            if (index >= 0)
                m_document->setCurrentClip(index);
            emit statusMessage(tr("Reloaded %1, changed by another program").arg(m_document->displayName()));
            emit reloaded();
            m_prompts->showUnusableFiles(m_window, m_document->displayName(), unusable, m_document->project().clipNames());
        } else {
            m_known = now; // not asked again for this version
            m_prompts->showErrors(m_window, tr("%1 could not be read again; the version shown here is kept.")
                                                .arg(m_document->displayName()),
                                  messages);
        }
    }
    if (m_changedWhileAsking) {
        m_changedWhileAsking = false;
        onChanged();
    }
}

} // namespace inbetween
