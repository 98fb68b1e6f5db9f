#include "tables/numberdelegate.h"

#include "json/jsontext.h"

#include <QDoubleValidator>
#include <QLineEdit>

namespace inbetween {

NumberDelegate::NumberDelegate(QAbstractItemView *view, double bottom, double top)
    : RowsDelegate(view), m_bottom(bottom), m_top(top)
{
}

QWidget *NumberDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const
{
    auto *edit = new QLineEdit(parent);
    edit->setObjectName(QStringLiteral("numberEditor"));
    edit->setFrame(false);
    edit->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    auto *validator = new QDoubleValidator(m_bottom, m_top, 17, edit);
    validator->setNotation(QDoubleValidator::StandardNotation);
    validator->setLocale(QLocale::c());
    edit->setValidator(validator);
    return edit;
}

void NumberDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *edit = static_cast<QLineEdit *>(editor);
    // The exact value, so that opening and closing the editor changes nothing.
    edit->setText(QString::fromLatin1(jsonNumber(index.data(Qt::EditRole).toDouble())));
    edit->selectAll();
}

QVariant NumberDelegate::editorValue(QWidget *editor, const QModelIndex &) const
{
    auto *edit = static_cast<QLineEdit *>(editor);
    // The validator lets intermediate text ("", "-", "1e") through Enter; such text keeps the
    // old value.
    if (!edit->hasAcceptableInput())
        return {};
    bool ok = false;
    const double value = QLocale::c().toDouble(edit->text(), &ok);
    // An unchanged value makes an obsolete command, which the undo stack drops.
    return ok ? QVariant(value) : QVariant();
}

void NumberDelegate::updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &) const
{
    editor->setGeometry(option.rect);
}

} // namespace inbetween
