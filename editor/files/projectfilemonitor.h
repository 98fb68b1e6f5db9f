#pragma once

#include "document/filewatch.h"

#include <QByteArray>
#include <QObject>

class QWidget;

namespace inbetween {

class Document;
class UserPrompts;

// The project file changed by another program (a text editor, a script, version control): the
// editor offers to read it again (UserPrompts::askReloadChangedProject). The user's unsaved
// edits are kept unless they choose otherwise; an unchanged document reloads only when asked
// too. The editor's own saves are not reported: what the file holds is compared with what was
// last read or written (a hash), so a save, or a touch that changes nothing, asks nothing. A
// version the user chose to keep theirs against is not asked about again.
class ProjectFileMonitor : public QObject
{
    Q_OBJECT

public:
    ProjectFileMonitor(Document *document, UserPrompts *prompts, QWidget *window);

    FileWatch *watch() { return &m_watch; }

signals:
    void statusMessage(const QString &text);
    // The document was read again from its file.
    void reloaded();

private:
    void follow();
    void onChanged();
    static QByteArray hashOf(const QString &path);

    Document *m_document;
    UserPrompts *m_prompts;
    QWidget *m_window;
    FileWatch m_watch;
    QByteArray m_known; // the hash of the file as this editor last read, wrote or let stand
    bool m_asking = false;
    bool m_changedWhileAsking = false;
};

} // namespace inbetween
