#pragma once

#include <QObject>

class QLineEdit;

namespace inbetween {

// Ctrl+Z and Ctrl+Shift+Z (QKeySequence::Undo, Redo) in a line edit that edits the document on
// Return: while the user's typing is not yet confirmed (the field is modified) they undo and redo
// the typing, as in any text field; once it is confirmed they are the window's Edit > Undo and
// Redo, so the keys take back the edit just made instead of doing nothing in a field whose own
// history the document's update cleared.
class ConfirmedFieldUndo : public QObject
{
    Q_OBJECT

public:
    // Watches `field` (and is its child, so it goes with it).
    static void install(QLineEdit *field);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit ConfirmedFieldUndo(QLineEdit *field);
    QLineEdit *m_field;
};

} // namespace inbetween
