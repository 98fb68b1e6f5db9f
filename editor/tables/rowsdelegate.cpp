#include "tables/rowsdelegate.h"

#include "itemmodels/documenttablemodel.h"

#include <QAbstractItemView>
#include <QLineEdit>
#include <QMetaProperty>
#include <algorithm>

namespace inbetween {

RowsDelegate::RowsDelegate(QAbstractItemView *view)
    : QStyledItemDelegate(view), m_view(view)
{
}

QWidget *RowsDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QWidget *editor = QStyledItemDelegate::createEditor(parent, option, index);
    if (auto *text = qobject_cast<QLineEdit *>(editor); text && m_maxTextLength > 0)
        text->setMaxLength(m_maxTextLength);
    return editor;
}

QList<int> RowsDelegate::rowsFor(const QModelIndex &index) const
{
    QItemSelectionModel *selection = m_view->selectionModel();
    if (m_singleRowColumns.contains(index.column()) || !selection || !selection->isSelected(index))
        return {index.row()};
    QList<int> rows;
    for (const QModelIndex &i : selection->selectedIndexes()) {
        if (i.column() == index.column())
            rows.append(i.row());
    }
    std::sort(rows.begin(), rows.end());
    return rows;
}

QVariant RowsDelegate::editorValue(QWidget *editor, const QModelIndex &) const
{
    const QMetaProperty property = editor->metaObject()->userProperty();
    return property.isValid() ? property.read(editor) : QVariant();
}

void RowsDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    const QVariant value = editorValue(editor, index);
    if (!value.isValid())
        return;
    if (auto *table = qobject_cast<DocumentTableModel *>(model))
        table->setDataForRows(rowsFor(index), index.column(), value);
    else
        model->setData(index, value, Qt::EditRole);
}

} // namespace inbetween
