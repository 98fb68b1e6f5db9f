#include "tables/thumbnaildelegate.h"

#include <QAbstractItemView>

namespace inbetween {

void ThumbnailDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    // An image's decoration size is the image's size; the view's icon size is what fits a row.
    const auto *view = qobject_cast<const QAbstractItemView *>(parent());
    if (!view || !(option->features & QStyleOptionViewItem::HasDecoration))
        return;
    const QSize most = view->iconSize();
    if (option->decorationSize.width() > most.width() || option->decorationSize.height() > most.height())
        option->decorationSize = option->decorationSize.scaled(most, Qt::KeepAspectRatio);
}

} // namespace inbetween
