#pragma once

#include "autosavestore.h"

#include <QObject>
#include <QTimer>

namespace inbetween {

class Document;

// Writes a modified document to the AutosaveStore every `interval` ms (60 s unless told), so a
// crash loses at most that much work. Never touches the user's file. A save, a revert to the
// saved state or a clean close removes the autosave.
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
    // Autosaves now if there is anything unsaved; false when the write failed.
    bool autosaveNow();
    // The document closed on purpose (saved or discarded): its autosave goes.
    void discard();

signals:
    void autosaved(const QString &recoveryPath);
    void autosaveFailed(const QString &error);

private:
    void onModifiedChanged(bool modified);
    void onFilePathChanged();

    Document *m_document;
    AutosaveStore m_store;
    QTimer m_timer;
    QString m_untitledId;
    QString m_key;
    bool m_pending = false;
    bool m_resetting = false;
};

} // namespace inbetween
