#include "durationdelegate.h"

#include "durationspinbox.h"
#include "frametablemodel.h"

namespace inbetween {

DurationDelegate::DurationDelegate(QAbstractItemView *view, FrameTableModel *model)
    : RowsDelegate(view), m_model(model)
{
}

QWidget *DurationDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const
{
    auto *spin = new DurationSpinBox(m_model->durationFormat(), parent);
    spin->setObjectName(QStringLiteral("durationEditor"));
    spin->setFrame(false);
    // Above 0 in either unit (the smallest step of three decimals): a frame never lasts 0 ms.
    spin->setMinimum(minimumMs);
    return spin;
}

void DurationDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *spin = static_cast<DurationSpinBox *>(editor);
    spin->setValueInMs(index.data(Qt::EditRole).toDouble());
    spin->selectAll();
}

QVariant DurationDelegate::editorValue(QWidget *editor, const QModelIndex &) const
{
    auto *spin = static_cast<DurationSpinBox *>(editor);
    spin->interpretText();
    return spin->valueInMs();
}

void DurationDelegate::updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &) const
{
    editor->setGeometry(option.rect);
}

} // namespace inbetween
