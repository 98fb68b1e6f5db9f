#include "actions/shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace inbetween {

namespace {

QString keysOf(const QAction *action)
{
    QStringList keys;
    for (const QKeySequence &key : action->shortcuts())
        keys << key.toString(QKeySequence::NativeText);
    return keys.join(QStringLiteral(", "));
}

// What the menus call it, without the mnemonic and the "...". The undo stack's actions name the
// command they would undo ("Undo Remove frame"): for them their fixed label ("Undo").
QString nameOf(const QAction *action)
{
    if (qstrcmp(action->metaObject()->className(), "QUndoAction") == 0)
        return action->iconText();
    QString text = action->text();
    text.replace(QLatin1String("&&"), QLatin1String("\x01")).remove(QLatin1Char('&')).replace(QLatin1String("\x01"), QLatin1String("&"));
    if (text.endsWith(QLatin1String("...")))
        text.chop(3);
    return text;
}

// "curvesPanel" -> "Curves panel".
QString humanName(const QString &objectName)
{
    QString name;
    for (const QChar c : objectName) {
        if (c.isUpper() && !name.isEmpty())
            name += QLatin1Char(' ') + c.toLower();
        else
            name += name.isEmpty() ? c.toUpper() : c;
    }
    return name;
}

// The panel an action belongs to, for one that no menu shows: the nearest dock's title, or the
// nearest named widget.
QString ownerOf(const QAction *action, const QMainWindow *window)
{
    for (const QObject *o = action->parent(); o && o != window; o = o->parent()) {
        if (const auto *w = qobject_cast<const QWidget *>(o)) {
            if (!w->windowTitle().isEmpty())
                return w->windowTitle();
            if (!w->objectName().isEmpty())
                return humanName(w->objectName());
        }
    }
    return ShortcutsDialog::tr("Window");
}

// The menu bar's menus and their submenus' actions, depth first, in the order they show.
void collectMenu(const QMenu *menu, const QString &group, QList<std::pair<QString, QAction *>> *out)
{
    for (QAction *a : menu->actions()) {
        if (a->menu())
            collectMenu(a->menu(), group, out);
        else if (!a->isSeparator())
            out->append({group, a});
    }
}

} // namespace

ShortcutsDialog::ShortcutsDialog(QMainWindow *window)
    : QDialog(window), m_filter(new QLineEdit(this)), m_tree(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_filter->setObjectName(QStringLiteral("shortcutsFilter"));
    m_filter->setPlaceholderText(tr("Find an action or a key"));
    m_filter->setClearButtonEnabled(true);
    m_tree->setObjectName(QStringLiteral("shortcuts"));
    m_tree->setHeaderLabels({tr("Action"), tr("Keys")});
    m_tree->setRootIsDecorated(false);
    m_tree->setUniformRowHeights(true);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(m_tree, 1);
    layout->addWidget(buttons);
    connect(m_filter, &QLineEdit::textChanged, this, &ShortcutsDialog::setFilter);
    fill(window);
    resize(520, 640);
}

QAction *ShortcutsDialog::createAction(QMainWindow *window)
{
    auto *action = new QAction(tr("&Keyboard Shortcuts..."), window);
    action->setObjectName(QStringLiteral("keyboardShortcuts"));
    action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
    action->setStatusTip(tr("Every action's keys"));
    window->addAction(action);
    connect(action, &QAction::triggered, window, [window] {
        auto *dialog = new ShortcutsDialog(window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    return action;
}

void ShortcutsDialog::fill(QMainWindow *window)
{
    // The menus first, in their order; then what no menu shows, by panel.
    QList<std::pair<QString, QAction *>> entries;
    for (QAction *top : window->menuBar()->actions()) {
        if (top->menu())
            collectMenu(top->menu(), top->iconText(), &entries);
    }
    QList<QAction *> listed;
    for (const auto &entry : entries)
        listed << entry.second;
    for (QAction *a : window->findChildren<QAction *>()) {
        if (!listed.contains(a) && !a->menu())
            entries.append({ownerOf(a, window), a});
    }
    QHash<QString, QTreeWidgetItem *> groups;
    QList<QAction *> shown;
    for (const auto &[group, action] : entries) {
        if (action->shortcuts().isEmpty() || shown.contains(action))
            continue;
        shown << action;
        QTreeWidgetItem *&item = groups[group];
        if (!item) {
            item = new QTreeWidgetItem(m_tree, {group});
            item->setFirstColumnSpanned(true);
            QFont bold = item->font(0);
            bold.setBold(true);
            item->setFont(0, bold);
            item->setFlags(Qt::ItemIsEnabled);
        }
        auto *row = new QTreeWidgetItem(item, {nameOf(action), keysOf(action)});
        row->setToolTip(0, action->statusTip());
    }
    m_tree->expandAll();
}

QList<ShortcutsDialog::Row> ShortcutsDialog::rows() const
{
    QList<Row> rows;
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        const QTreeWidgetItem *group = m_tree->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i) {
            const QTreeWidgetItem *item = group->child(i);
            if (!item->isHidden())
                rows.append({group->text(0), item->text(0), item->text(1)});
        }
    }
    return rows;
}

void ShortcutsDialog::setFilter(const QString &text)
{
    if (m_filter->text() != text)
        m_filter->setText(text); // comes back here through textChanged
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = m_tree->topLevelItem(g);
        int visible = 0;
        for (int i = 0; i < group->childCount(); ++i) {
            QTreeWidgetItem *item = group->child(i);
            const bool match = text.isEmpty() || item->text(0).contains(text, Qt::CaseInsensitive)
                               || item->text(1).contains(text, Qt::CaseInsensitive);
            item->setHidden(!match);
            visible += match ? 1 : 0;
        }
        group->setHidden(visible == 0);
    }
}

} // namespace inbetween
