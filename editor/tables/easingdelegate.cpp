#include "tables/easingdelegate.h"

#include "timing/easing.h"

#include <QComboBox>

namespace inbetween {

EasingDelegate::EasingDelegate(QAbstractItemView *view)
    : RowsDelegate(view)
{
}

QStringList EasingDelegate::namedEasings()
{
    QStringList names;
    for (Easing::Type t : {Easing::Type::Linear, Easing::Type::Step, Easing::Type::EaseIn, Easing::Type::EaseOut,
                           Easing::Type::EaseInOut})
        names << Easing(t).name();
    return names;
}

QWidget *EasingDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const
{
    auto *combo = new QComboBox(parent);
    combo->setObjectName(QStringLiteral("easingEditor"));
    combo->setFrame(false);
    combo->addItems(namedEasings());
    // Editable: a named easing is chosen or typed, a Bezier typed ("bezier(0.2, 1.5, 0.5, 1)").
    // The line edit also takes the keys a field takes (letters, Ctrl+A, the arrows) from the
    // window's shortcuts: a non-editable combo let "i" set the in point and Ctrl+A select every key.
    combo->setEditable(true);
    combo->setInsertPolicy(QComboBox::NoInsert);
    connect(combo, &QComboBox::activated, this, [this, combo] {
        auto *self = const_cast<EasingDelegate *>(this);
        emit self->commitData(combo);
        emit self->closeEditor(combo);
    });
    return combo;
}

void EasingDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *combo = static_cast<QComboBox *>(editor);
    const QString text = index.data(Qt::EditRole).toString();
    if (combo->findText(text) < 0) {
        // A bezier: shown rounded, kept exact (its item's data), so that choosing it again
        // changes nothing; one item however often the editor is set.
        if (const int item = combo->findData(text); item >= 0) {
            combo->setCurrentIndex(item);
            return;
        }
        Easing easing;
        if (Easing::fromDisplayText(text, &easing))
            combo->addItem(easing.roundedText(), text);
        else
            combo->addItem(text);
        combo->setCurrentIndex(combo->count() - 1);
        return;
    }
    combo->setCurrentIndex(combo->findText(text));
}

QVariant EasingDelegate::editorValue(QWidget *editor, const QModelIndex &) const
{
    const auto *combo = static_cast<QComboBox *>(editor);
    const QString typed = combo->currentText();
    // A Bezier's item shows it rounded and keeps it exact: unchanged text means the exact one.
    const QVariant exact = combo->currentData();
    if (exact.isValid() && typed == combo->itemText(combo->currentIndex()))
        return exact.toString();
    return typed.trimmed();
}

void EasingDelegate::updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &) const
{
    editor->setGeometry(option.rect);
}

} // namespace inbetween
