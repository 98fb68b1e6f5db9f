#include "actions/clipboardactions.h"

#include "document/clipboardfragment.h"
#include "document/document.h"
#include "session/editorsession.h"
#include "tables/cliptables.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QMimeData>
#include <QWidget>

namespace inbetween {

namespace {

// "3 frames", "1 keyframe", "2 events".
QString rowsText(ListKind kind, int n)
{
    switch (kind) {
    case ListKind::Frames: return ClipboardActions::tr("%n frames", nullptr, n);
    case ListKind::Keyframes: return ClipboardActions::tr("%n keyframes", nullptr, n);
    case ListKind::Events: return ClipboardActions::tr("%n events", nullptr, n);
    case ListKind::Clips: break;
    }
    return QString();
}

} // namespace

ClipboardActions::ClipboardActions(EditorSession *session, ClipTables *tables, QWidget *window)
    : QObject(window), m_session(session), m_tables(tables)
{
    auto make = [window](const char *name, const QString &text, QKeySequence::StandardKey key, const QString &tip) {
        auto *a = new QAction(text, window);
        a->setObjectName(QString::fromLatin1(name));
        a->setShortcut(key);
        a->setStatusTip(tip);
        window->addAction(a);
        return a;
    };
    m_cut = make("cut", tr("Cu&t"), QKeySequence::Cut, tr("Move the selected frames, keys or events to the clipboard"));
    m_copy = make("copy", tr("&Copy"), QKeySequence::Copy, tr("Copy the selected frames, keys or events"));
    m_paste = make("paste", tr("&Paste"), QKeySequence::Paste,
                   tr("Paste frames, keys or events at the playhead, from this editor or another"));
    connect(m_cut, &QAction::triggered, this, &ClipboardActions::cut);
    connect(m_copy, &QAction::triggered, this, &ClipboardActions::copy);
    connect(m_paste, &QAction::triggered, this, &ClipboardActions::paste);
}

bool ClipboardActions::copy()
{
    const ListKind kind = m_tables->activeList();
    const QList<int> rows = kind == ListKind::Clips ? QList<int>() : m_session->selectedRows(kind);
    if (rows.isEmpty()) {
        m_session->showStatus(tr("Select frames, keyframes or events to copy"), 5000);
        return false;
    }
    const Document *doc = m_session->document();
    const QByteArray json = ClipboardFragment::copy(doc->clip(), kind, rows, doc->folder(), doc->project());
    auto *data = new QMimeData;
    data->setData(ClipboardFragment::mimeType(), json);
    data->setText(QString::fromUtf8(json));
    QGuiApplication::clipboard()->setMimeData(data);
    m_session->showStatus(tr("Copied %1").arg(rowsText(kind, int(rows.size()))), 5000);
    return true;
}

bool ClipboardActions::cut()
{
    const ListKind kind = m_tables->activeList();
    if (!copy())
        return false;
    const QList<int> rows = m_session->selectedRows(kind);
    m_session->operations().cut(kind, rows);
    m_session->showStatus(tr("Cut %1").arg(rowsText(kind, int(rows.size()))), 5000);
    return true;
}

bool ClipboardActions::paste()
{
    const QMimeData *data = QGuiApplication::clipboard()->mimeData();
    QByteArray json;
    if (data && data->hasFormat(ClipboardFragment::mimeType()))
        json = data->data(ClipboardFragment::mimeType());
    else if (data && data->hasText())
        json = data->text().toUtf8();
    // Text that is not a JSON object is not ours: no reader message about its first character.
    if (!json.trimmed().startsWith('{')) {
        m_session->showStatus(tr("Nothing to paste: the clipboard holds no frames, keyframes or events"), 5000);
        return false;
    }
    Document *doc = m_session->document();
    const ClipboardFragment::Pasted pasted = ClipboardFragment::read(json, doc->folder());
    if (!pasted.clip) {
        m_session->showStatus(tr("Cannot paste: %1").arg(pasted.problem), 8000);
        return false;
    }
    const std::optional<ListKind> kind = ClipboardFragment::kindOf(*pasted.clip, m_tables->activeList());
    if (!kind) {
        m_session->showStatus(tr("Nothing to paste: the clipboard's project holds no frames, keyframes or events "
                                 "of one kind (click the table to paste into)"),
                              8000);
        return false;
    }
    QString refused;
    const EditOperations::Rows rows =
        m_session->operations().paste(*pasted.clip, *kind, m_session->clipTime(), pasted.boxes, &refused);
    if (!refused.isEmpty()) {
        m_session->showStatus(tr("Cannot paste: %1").arg(refused), 8000);
        return false;
    }
    m_tables->selectRows(*kind, rows);
    m_session->showStatus(tr("Pasted %1 into %2").arg(rowsText(*kind, rowCount(*pasted.clip, *kind)), doc->clip().name), 5000);
    return true;
}

} // namespace inbetween
