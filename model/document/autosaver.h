#pragma once

#include "document/autosavestore.h"

#include <QObject>
#include <QThreadPool>
#include <QTimer>
#include <memory>

namespace inbetween {

class Document;

// Writes a modified document to the AutosaveStore every `interval` ms (60 s unless told), so a
// crash loses at most that much work. Never touches the user's file. A save, a revert to the
// saved state or a clean close removes the autosave.
//
// The timer's autosave is written on a thread of its own: the GUI thread copies the project
// (its lists are shared, not copied) and goes on; the copy is written and let go there, and the
// outcome comes back as a queued call (model/document/README.md, "Autosave").
class Autosaver : public QObject
{
    Q_OBJECT

public:
    Autosaver(Document *document, const AutosaveStore &store, int intervalMs = 60000, QObject *parent = nullptr);
    ~Autosaver() override;

    int interval() const { return m_timer.interval(); }
    void setInterval(int ms) { m_timer.setInterval(ms); }
    QString key() const { return m_key; }
    // Where this document's autosave is (or would be) written.
    QString recoveryPath() const;
    // Autosaves now if there is anything unsaved, on this thread, after any write under way;
    // false when the write failed.
    bool autosaveNow();
    // What the timer does: if there is anything unsaved and no write under way, takes a copy of
    // the project and writes it on the autosave thread. autosaved or autosaveFailed follow.
    void autosaveInBackground();
    // Waits for a write under way and reports it (autosaved or autosaveFailed).
    void waitForBackgroundWrite();
    bool isWriting() const { return bool(m_job); }
    // The document closed on purpose (saved or discarded): its autosave goes.
    void discard();

signals:
    void autosaved(const QString &recoveryPath);
    void autosaveFailed(const QString &error);

private:
    struct Job;
    void finish(std::shared_ptr<Job> job); // by value: it resets m_job
    void onModifiedChanged(bool modified);
    void onFilePathChanged();

    Document *m_document;
    AutosaveStore m_store;
    QTimer m_timer;
    QString m_untitledId;
    QString m_key;
    bool m_pending = false;
    bool m_resetting = false;
    std::shared_ptr<Job> m_job; // the write under way
    QThreadPool m_thread;       // one thread: the writes of this document in order
};

} // namespace inbetween
