#include "autosaver.h"

#include "document.h"

#include <QCoreApplication>
#include <QDir>
#include <QUuid>

namespace inbetween {

Autosaver::Autosaver(Document *document, const AutosaveStore &store, int intervalMs, QObject *parent)
    : QObject(parent), m_document(document), m_store(store),
      m_untitledId(QUuid::createUuid().toString(QUuid::WithoutBraces).left(8))
{
    m_key = AutosaveStore::keyFor(document->filePath(), m_untitledId);
    m_timer.setInterval(intervalMs);
    connect(&m_timer, &QTimer::timeout, this, &Autosaver::autosaveNow);
    connect(document->undoStack(), &QUndoStack::indexChanged, this, [this] { m_pending = true; });
    connect(document, &Document::aboutToReset, this, [this] { m_resetting = true; });
    connect(document, &Document::projectReset, this, [this] { m_resetting = false; });
    connect(document, &Document::modifiedChanged, this, &Autosaver::onModifiedChanged);
    connect(document, &Document::filePathChanged, this, &Autosaver::onFilePathChanged);
    m_timer.start();
}

Autosaver::~Autosaver() = default;

QString Autosaver::recoveryPath() const
{
    return QDir(m_store.folder()).filePath(m_key + QStringLiteral(".json"));
}

bool Autosaver::autosaveNow()
{
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

void Autosaver::discard()
{
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
    m_store.remove(m_key);
    m_key = AutosaveStore::keyFor(m_document->filePath(), m_untitledId);
    m_pending = m_document->isModified();
}

} // namespace inbetween
