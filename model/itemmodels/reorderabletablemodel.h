#pragma once

#include "itemmodels/documenttablemodel.h"

#include <QList>
#include <optional>

namespace inbetween {

// A DocumentTableModel whose rows are dragged to another place in the same table (the clips, the
// frames): what their drag and drop share. Rows are dragged and drops land between rows, never
// onto one; the dragged rows travel as RowsMime of this document's list, so a drop from another
// window or process, or of rows that are no longer there, is refused. The only action is a move.
//
// A subclass says how many rows one drag may move and makes the move (dropRows()), as one undo
// step or none when the rows would stay where they are.
class ReorderableTableModel : public DocumentTableModel
{
    Q_OBJECT

public:
    enum class DraggedRows { One, Any };

    ReorderableTableModel(Document *document, ListKind kind, DraggedRows dragged, QObject *parent = nullptr);

    // DocumentTableModel's flags, with rows dragged and the space between them a drop target.
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    Qt::DropActions supportedDragActions() const override { return Qt::MoveAction; }
    Qt::DropActions supportedDropActions() const override { return Qt::MoveAction; }
    QStringList mimeTypes() const override;
    // The rows of the valid indexes; none (nullptr) when there are none.
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    bool canDropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                         const QModelIndex &parent) const override;
    // Moves the dragged rows to stand before `row` (onto `parent`: before it; -1 and no parent:
    // the end) by dropRows().
    bool dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                      const QModelIndex &parent) override;

protected:
    // Moves `rows` (sorted, unique, all in the list, as many as DraggedRows allows) to stand
    // before `destination` (0..rowCount()); false when nothing moved.
    virtual bool dropRows(const QList<int> &rows, int destination) = 0;

private:
    std::optional<QList<int>> droppedRows(const QMimeData *data, Qt::DropAction action) const;

    ListKind m_kind;
    DraggedRows m_dragged;
};

} // namespace inbetween
