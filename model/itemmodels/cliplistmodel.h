#pragma once

#include "itemmodels/reorderabletablemodel.h"
#include "itemmodels/thumbnailcache.h"

namespace inbetween {

// The project's clips as a table: name (with its first frame's picture), length and loop mode.
// The name is edited in place: a rename, one undo step (a name another clip has, or none, is
// refused and renameRefused says why). A clip is dragged to another place to reorder the clips,
// one undo step (ReorderableTableModel, one row a drag). The current clip's name is bold (Qt::FontRole), so that the list shows which
// clip is edited whatever is selected.
class ClipListModel : public ReorderableTableModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, LengthColumn, LoopColumn, ColumnCount };

    explicit ClipListModel(Document *document, QObject *parent = nullptr);

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    // Only the name, of one clip at a time.
    bool setDataForRows(const QList<int> &rows, int column, const QVariant &value) override;

    // An image file changed on disk (live reload): the thumbnails are read again.
    void reloadThumbnails();

signals:
    void renameRefused(const QString &why);

protected:
    int listSize() const override { return document()->clipCount(); }
    // Moves the dragged clip to stand before `destination`.
    bool dropRows(const QList<int> &rows, int destination) override;

private:
    void currentRowChanged();

    mutable ThumbnailCache m_thumbnails;
    int m_boldRow = -1;
};

} // namespace inbetween
