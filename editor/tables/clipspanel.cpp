#include "tables/clipspanel.h"

#include "document/document.h"
#include "itemmodels/cliplistmodel.h"
#include "session/editorsession.h"
#include "session/userprompts.h"
#include "tables/documenttableview.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QToolButton>
#include <QVBoxLayout>

namespace inbetween {

ClipsPanel::ClipsPanel(EditorSession *session, QWidget *window)
    : QWidget(window), m_session(session), m_window(window), m_model(session->clipModel()),
      m_view(new DocumentTableView(this))
{
    setObjectName(QStringLiteral("clipsPanel"));
    m_view->setObjectName(QStringLiteral("clipList"));
    m_view->setModel(m_model);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_view->setColumnWidthsInChars({14, 9, 8});
    m_view->keepColumnFitted(ClipListModel::NameColumn);
    m_view->enableRowDragging();
    createActions();

    auto *buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->setSpacing(2);
    for (const char *name : {"addClip", "duplicateClip", "removeClip", "moveClipUp", "moveClipDown"}) {
        auto *button = new QToolButton(this);
        button->setDefaultAction(action(QString::fromLatin1(name)));
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setObjectName(QString::fromLatin1(name) + QStringLiteral("Button"));
        buttons->addWidget(button);
    }
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);

    Document *doc = session->document();
    // The selection is the current clip: choosing a row switches, a switch selects its row.
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this, doc](const QModelIndex &row) {
        if (!m_showing && row.isValid())
            doc->setCurrentClip(row.row());
    });
    connect(doc, &Document::currentClipChanged, this, &ClipsPanel::showCurrentClip);
    connect(doc, &Document::projectReset, this, &ClipsPanel::showCurrentClip);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &ClipsPanel::updateStates);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &ClipsPanel::updateStates);
    // Double-click on the length or the loop mode renames too.
    connect(m_view, &QAbstractItemView::doubleClicked, this, [this](const QModelIndex &index) {
        if (index.column() != ClipListModel::NameColumn)
            renameClip();
    });
    connect(m_model, &ClipListModel::renameRefused, this,
            [this](const QString &why) { emit statusMessage(tr("Not renamed: %1").arg(why)); });
    showCurrentClip();
}

QAction *ClipsPanel::makeAction(const QString &name, const QString &text, const QKeySequence &key, const QString &tip)
{
    auto *a = new QAction(text, this);
    a->setObjectName(name);
    a->setShortcut(key);
    a->setStatusTip(tip);
    a->setToolTip(key.isEmpty() ? tip : QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
    m_window->addAction(a); // shortcuts work with the menu bar hidden too
    m_actions.append(a);
    return a;
}

void ClipsPanel::createActions()
{
    connect(makeAction(QStringLiteral("addClip"), tr("&Add Clip"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N),
                      tr("Add an empty clip after the current one")),
            &QAction::triggered, this, &ClipsPanel::addClip);
    connect(makeAction(QStringLiteral("duplicateClip"), tr("D&uplicate Clip"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D),
                      tr("Add a copy of the current clip after it")),
            &QAction::triggered, this, &ClipsPanel::duplicateClip);
    QAction *rename = makeAction(QStringLiteral("renameClip"), tr("&Rename Clip"), QKeySequence(Qt::Key_F2),
                                 tr("Rename the current clip"));
    // F2 renames a clip in the Clips panel; elsewhere it edits the cell of the table in focus.
    m_window->removeAction(rename);
    addAction(rename);
    rename->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(rename, &QAction::triggered, this, &ClipsPanel::renameClip);
    connect(makeAction(QStringLiteral("removeClip"), tr("&Delete Clip"), {}, tr("Delete the current clip")),
            &QAction::triggered, this, &ClipsPanel::removeClip);
    connect(makeAction(QStringLiteral("moveClipUp"), tr("Move Clip &Up"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Up),
                      tr("Move the current clip up the list")),
            &QAction::triggered, this, [this] { moveClip(-1); });
    connect(makeAction(QStringLiteral("moveClipDown"), tr("Move Clip Do&wn"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Down),
                      tr("Move the current clip down the list")),
            &QAction::triggered, this, [this] { moveClip(1); });
    Document *doc = m_session->document();
    connect(makeAction(QStringLiteral("previousClip"), tr("&Previous Clip"), QKeySequence(Qt::CTRL | Qt::Key_PageUp),
                      tr("Edit the clip above")),
            &QAction::triggered, this, [doc] { doc->setCurrentClip(doc->currentClip() - 1); });
    connect(makeAction(QStringLiteral("nextClip"), tr("&Next Clip"), QKeySequence(Qt::CTRL | Qt::Key_PageDown),
                      tr("Edit the clip below")),
            &QAction::triggered, this, [doc] { doc->setCurrentClip(doc->currentClip() + 1); });
    // Short labels on the buttons; the menu has the full texts.
    action(QStringLiteral("addClip"))->setIconText(tr("Add"));
    action(QStringLiteral("duplicateClip"))->setIconText(tr("Duplicate"));
    action(QStringLiteral("removeClip"))->setIconText(tr("Delete"));
    action(QStringLiteral("moveClipUp"))->setIconText(tr("Up"));
    action(QStringLiteral("moveClipDown"))->setIconText(tr("Down"));
}

QAction *ClipsPanel::action(const QString &name) const
{
    for (QAction *a : m_actions) {
        if (a->objectName() == name)
            return a;
    }
    return nullptr;
}

void ClipsPanel::showCurrentClip()
{
    const int row = m_session->document()->currentClip();
    m_showing = true;
    if (m_view->currentIndex().row() != row || !m_view->selectionModel()->isRowSelected(row))
        m_view->selectRows(row, row);
    m_view->scrollTo(m_model->index(row, 0));
    m_showing = false;
    updateStates();
}

void ClipsPanel::updateStates()
{
    const Document *doc = m_session->document();
    const int row = doc->currentClip();
    action(QStringLiteral("removeClip"))->setEnabled(doc->clipCount() > 1);
    action(QStringLiteral("moveClipUp"))->setEnabled(row > 0);
    action(QStringLiteral("previousClip"))->setEnabled(row > 0);
    action(QStringLiteral("moveClipDown"))->setEnabled(row + 1 < doc->clipCount());
    action(QStringLiteral("nextClip"))->setEnabled(row + 1 < doc->clipCount());
}

void ClipsPanel::addClip()
{
    if (m_session->operations().addClip() >= 0)
        renameClip(); // a new clip is named right away
}

void ClipsPanel::duplicateClip()
{
    m_session->operations().duplicateClip(m_session->document()->currentClip());
}

void ClipsPanel::renameClip()
{
    const QModelIndex name = m_model->index(m_session->document()->currentClip(), ClipListModel::NameColumn);
    m_view->setFocus();
    m_view->selectionModel()->setCurrentIndex(name, QItemSelectionModel::NoUpdate);
    m_view->edit(name);
}

void ClipsPanel::removeClip()
{
    Document *doc = m_session->document();
    const int row = doc->currentClip();
    if (doc->clipCount() < 2) {
        emit statusMessage(tr("A project keeps at least one clip."));
        return;
    }
    const QString contents = m_session->operations().clipContents(row);
    if (!contents.isEmpty() && !m_session->prompts()->confirmRemoveClip(m_window, doc->clip().name, contents))
        return;
    m_session->operations().removeClip(row);
}

void ClipsPanel::moveClip(int delta)
{
    m_session->operations().moveClip(m_session->document()->currentClip(), delta);
}

} // namespace inbetween
