#include "easingdelegate.h"

#include "easing.h"

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
        // changes nothing.
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
    const QVariant exact = combo->currentData();
    return exact.isValid() ? exact.toString() : combo->currentText();
}

void EasingDelegate::updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &) const
{
    editor->setGeometry(option.rect);
}

} // namespace inbetween
