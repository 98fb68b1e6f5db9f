#pragma once

#include <QStyledItemDelegate>

namespace inbetween {

// The tables' default delegate: a cell's picture (a frame's or a clip's thumbnail, which the
// models make larger than a row) is drawn at the view's icon size, keeping its shape, so that it
// shows whole in the row instead of cut at the row's top and bottom.
class ThumbnailDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace inbetween
