#include "document/autosaver.h"

#include "document/document.h"
#include "document/projectfiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QUuid>
#include <optional>

#ifdef Q_OS_LINUX
#include <pthread.h>
#include <sched.h>
#endif

namespace inbetween {

// One background write. The GUI thread fills it in and does not touch it again until the write is
// over (finish); the autosave thread writes `project`, sets `ok` and `error`, and lets the
// project go.
struct Autosaver::Job
{
    AutosaveStore store;
    QString key;
    QString originalPath;
    std::optional<Project> project;
    // The folder the project's paths are relative to in memory, and the file's: after a Save As
    // into another folder they differ, and the paths are rebased on the worker (Document::folder).
    QString fromFolder;
    QString fileFolder;
    bool ok = false;
    QString error;
};

Autosaver::Autosaver(Document *document, const AutosaveStore &store, int intervalMs, QObject *parent)
    : QObject(parent), m_document(document), m_store(store),
      m_untitledId(QUuid::createUuid().toString(QUuid::WithoutBraces).left(8))
{
    m_key = AutosaveStore::keyFor(document->filePath(), m_untitledId);
    m_timer.setInterval(intervalMs);
    m_thread.setMaxThreadCount(1);
    m_thread.setExpiryTimeout(-1); // kept between autosaves: no thread to start on the GUI thread
    connect(&m_timer, &QTimer::timeout, this, &Autosaver::autosaveInBackground);
    connect(document->undoStack(), &QUndoStack::indexChanged, this, [this] { m_pending = true; });
    connect(document, &Document::aboutToReset, this, [this] { m_resetting = true; });
    connect(document, &Document::projectReset, this, [this] { m_resetting = false; });
    connect(document, &Document::modifiedChanged, this, &Autosaver::onModifiedChanged);
    connect(document, &Document::filePathChanged, this, &Autosaver::onFilePathChanged);
    m_timer.start();
}

namespace {

// The autosave thread as a batch thread (Linux: SCHED_BATCH, the same share of the processor but
// never preferred when it wakes), so that starting a write never takes the core from the GUI
// thread on a busy machine: bench_projectfile saw the GUI thread wait 11 to 21 ms in one round of
// 15 at a load average of 7 without it.
void runAsBatchThread()
{
#ifdef Q_OS_LINUX
    sched_param none{};
    pthread_setschedparam(pthread_self(), SCHED_BATCH, &none);
#endif
}

} // namespace

// The write under way finishes first: the file is never left to a thread that outlives us.
Autosaver::~Autosaver()
{
    m_thread.waitForDone();
}

QString Autosaver::recoveryPath() const
{
    return QDir(m_store.folder()).filePath(m_key + QStringLiteral(".json"));
}

bool Autosaver::autosaveNow()
{
    waitForBackgroundWrite();
    if (!m_document->isModified() || !m_pending)
        return true;
    QString error;
    if (!m_store.write(m_key, m_document->projectForFile(), m_document->filePath(), &error)) {
        emit autosaveFailed(error);
        return false;
    }
    m_pending = false;
    emit autosaved(recoveryPath());
    return true;
}

void Autosaver::autosaveInBackground()
{
    if (!m_document->isModified() || !m_pending || m_job)
        return;
    auto job = std::make_shared<Job>();
    job->store = m_store;
    job->key = m_key;
    job->originalPath = m_document->filePath();
    // A copy of the project whose lists (frames, keys, events) are shared with the document's:
    // an edit from now on copies the list it changes (copy-on-write), so what is written stays
    // as it was at this moment, and nothing is written to memory both threads read.
    job->project = m_document->project();
    job->fromFolder = m_document->folder();
    job->fileFolder = m_document->fileFolder();
    m_job = job;
    m_pending = false; // edits from now on set it again
    m_thread.start([this, job] {
        runAsBatchThread();
        if (!job->fileFolder.isEmpty()) {
            const auto paths = ProjectFiles::rebasedPaths(*job->project, job->fromFolder, job->fileFolder);
            if (!paths.isEmpty())
                job->project = ProjectFiles::renamed(*job->project, paths);
        }
        job->ok = job->store.write(job->key, *job->project, job->originalPath, &job->error);
        // Let go here: the lists an edit has copied since are freed here, not on the GUI thread.
        job->project.reset();
        // Delivered on our thread; dropped if we are gone by then (the destructor waited for this).
        QMetaObject::invokeMethod(this, [this, job] { finish(job); }, Qt::QueuedConnection);
    });
}

void Autosaver::waitForBackgroundWrite()
{
    if (!m_job)
        return;
    m_thread.waitForDone();
    finish(m_job);
}

void Autosaver::finish(std::shared_ptr<Job> job)
{
    if (job != m_job)
        return; // reported already, by waitForBackgroundWrite
    m_job.reset();
    if (!job->ok) {
        m_pending = true;
        emit autosaveFailed(job->error);
        return;
    }
    emit autosaved(QDir(job->store.folder()).filePath(job->key + QStringLiteral(".json")));
}

void Autosaver::discard()
{
    waitForBackgroundWrite();
    m_store.remove(m_key);
    m_pending = false;
}

void Autosaver::onModifiedChanged(bool modified)
{
    if (m_resetting)
        return; // another project replaces this one; onFilePathChanged handles the old autosave
    if (!modified)
        discard(); // saved, or undone back to the saved state: nothing to recover
    else
        m_pending = true;
}

void Autosaver::onFilePathChanged()
{
    waitForBackgroundWrite();
    m_store.remove(m_key);
    m_key = AutosaveStore::keyFor(m_document->filePath(), m_untitledId);
    m_pending = m_document->isModified();
}

} // namespace inbetween
