#pragma once

#include "itemmodels/durationformat.h"
#include "itemmodels/reorderabletablemodel.h"
#include "itemmodels/thumbnailcache.h"

namespace inbetween {

// The flipbook as a table: index, image (thumbnail and name), duration, start, end.
// Only the duration is editable; it is shown and typed in ms or in frames of the fps grid.
// Rows can be dragged to another place in the same table (ReorderableTableModel, any number of
// rows a drag): the drop is one undo command.
class FrameTableModel : public ReorderableTableModel
{
    Q_OBJECT

public:
    enum Column { IndexColumn, ImageColumn, DurationColumn, StartColumn, EndColumn, ColumnCount };

    explicit FrameTableModel(Document *document, QObject *parent = nullptr);

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setDataForRows(const QList<int> &rows, int column, const QVariant &value) override;

    DurationFormat::Unit durationUnit() const { return m_unit; }
    void setDurationUnit(DurationFormat::Unit unit);
    DurationFormat durationFormat() const;
    // An image file changed on disk (live reload): the thumbnails are read again.
    void reloadThumbnails();

signals:
    // After a drop moved frames: where they stand now (for the selection).
    void rowsDropped(int first, int last);

protected:
    int listSize() const override { return document()->clip().frames.count(); }
    // Moves the dragged rows, in their order, to stand before `destination`.
    bool dropRows(const QList<int> &rows, int destination) override;

private:
    DurationFormat::Unit m_unit = DurationFormat::Unit::Milliseconds;
    mutable ThumbnailCache m_thumbnails;
};

} // namespace inbetween
