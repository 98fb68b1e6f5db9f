#pragma once

#include <QDialog>

class QAction;
class QLineEdit;
class QMainWindow;
class QTreeWidget;

namespace inbetween {

// Help > Keyboard Shortcuts: every action of the window that has keys, with its keys, grouped
// by the menu it is in (in the menu bar's order), then the actions of a panel that no menu
// shows (the timeline's zoom, say). Read from the window's QActions each time it opens, never a
// list kept by hand: a new action, or a changed key, shows as it is. A field filters the rows.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ShortcutsDialog(QMainWindow *window);

    // Help > Keyboard Shortcuts... (Ctrl+/), opening the dialog over `window`; "keyboardShortcuts".
    static QAction *createAction(QMainWindow *window);

    // The rows shown (the filter applied): group, action, keys.
    struct Row
    {
        QString group;
        QString action;
        QString keys;
    };
    QList<Row> rows() const;
    void setFilter(const QString &text);

private:
    void fill(QMainWindow *window);

    QLineEdit *m_filter;
    QTreeWidget *m_tree;
};

} // namespace inbetween
