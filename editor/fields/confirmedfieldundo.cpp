#include "fields/confirmedfieldundo.h"

#include <QEvent>
#include <QKeyEvent>
#include <QLineEdit>

namespace inbetween {

ConfirmedFieldUndo::ConfirmedFieldUndo(QLineEdit *field) : QObject(field), m_field(field)
{
    field->installEventFilter(this);
}

void ConfirmedFieldUndo::install(QLineEdit *field)
{
    new ConfirmedFieldUndo(field);
}

bool ConfirmedFieldUndo::eventFilter(QObject *watched, QEvent *event)
{
    // A line edit claims Undo and Redo by accepting their ShortcutOverride; left unaccepted, the
    // window's shortcuts get them.
    if (watched == m_field && event->type() == QEvent::ShortcutOverride && !m_field->isModified()) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
            event->ignore();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace inbetween
