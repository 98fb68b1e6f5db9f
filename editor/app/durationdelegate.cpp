#include "durationdelegate.h"

#include "frametablemodel.h"

#include <QDoubleSpinBox>

namespace inbetween {

DurationDelegate::DurationDelegate(QAbstractItemView *view, FrameTableModel *model)
    : RowsDelegate(view), m_model(model)
{
}

QWidget *DurationDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const
{
    auto *spin = new QDoubleSpinBox(parent);
    spin->setObjectName(QStringLiteral("durationEditor"));
    spin->setFrame(false);
    spin->setDecimals(3);
    spin->setLocale(QLocale::c()); // the project file's and the model's number format
    const DurationFormat format = m_model->durationFormat();
    const bool frames = format.unit() == DurationFormat::Unit::Frames;
    spin->setSuffix(frames ? QStringLiteral(" f") : QStringLiteral(" ms"));
    // Above 0 in either unit (the smallest step of three decimals): a frame never lasts 0 ms.
    spin->setMinimum(minimumMs);
    spin->setMaximum(frames ? format.toFrames(3.6e6) : 3.6e6); // an hour
    spin->setSingleStep(frames ? 1.0 : 10.0);
    return spin;
}

void DurationDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *spin = static_cast<QDoubleSpinBox *>(editor);
    const double ms = index.data(Qt::EditRole).toDouble();
    const DurationFormat format = m_model->durationFormat();
    spin->setValue(format.unit() == DurationFormat::Unit::Frames ? format.toFrames(ms) : ms);
    spin->selectAll();
}

QVariant DurationDelegate::editorValue(QWidget *editor, const QModelIndex &) const
{
    auto *spin = static_cast<QDoubleSpinBox *>(editor);
    spin->interpretText();
    const DurationFormat format = m_model->durationFormat();
    const double value = spin->value();
    return format.unit() == DurationFormat::Unit::Frames ? format.toMs(value) : value;
}

void DurationDelegate::updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &) const
{
    editor->setGeometry(option.rect);
}

} // namespace inbetween
