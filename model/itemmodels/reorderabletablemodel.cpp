#include "itemmodels/reorderabletablemodel.h"

#include "itemmodels/rowsmime.h"

#include <QMimeData>
#include <algorithm>

namespace inbetween {

ReorderableTableModel::ReorderableTableModel(Document *document, ListKind kind, DraggedRows dragged, QObject *parent)
    : DocumentTableModel(document, kind, parent), m_kind(kind), m_dragged(dragged)
{
}

Qt::ItemFlags ReorderableTableModel::flags(const QModelIndex &index) const
{
    // Rows are dragged; drops land between rows, never onto one.
    return DocumentTableModel::flags(index) | (index.isValid() ? Qt::ItemIsDragEnabled : Qt::ItemIsDropEnabled);
}

QStringList ReorderableTableModel::mimeTypes() const
{
    return {RowsMime::mimeType(m_kind)};
}

QMimeData *ReorderableTableModel::mimeData(const QModelIndexList &indexes) const
{
    QList<int> rows;
    for (const QModelIndex &i : indexes) {
        if (i.isValid())
            rows.append(i.row());
    }
    return rows.isEmpty() ? nullptr : RowsMime::encode(document(), m_kind, rows);
}

std::optional<QList<int>> ReorderableTableModel::droppedRows(const QMimeData *data, Qt::DropAction action) const
{
    auto rows = action == Qt::MoveAction ? RowsMime::decode(data, document(), m_kind) : std::nullopt;
    if (rows && m_dragged == DraggedRows::One && rows->size() != 1)
        return std::nullopt;
    return rows;
}

bool ReorderableTableModel::canDropMimeData(const QMimeData *data, Qt::DropAction action, int, int,
                                            const QModelIndex &) const
{
    return droppedRows(data, action).has_value();
}

bool ReorderableTableModel::dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int,
                                         const QModelIndex &parent)
{
    const auto rows = droppedRows(data, action);
    if (!rows)
        return false;
    const int count = rowCount();
    const int destination = row >= 0 ? std::min(row, count) : parent.isValid() ? parent.row() : count;
    return dropRows(*rows, destination);
}

} // namespace inbetween
