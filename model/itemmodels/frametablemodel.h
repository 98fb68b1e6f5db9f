#pragma once

#include "documenttablemodel.h"
#include "durationformat.h"
#include "thumbnailcache.h"

namespace inbetween {

// The flipbook as a table: index, image (thumbnail and name), duration, start, end.
// Only the duration is editable; it is shown and typed in ms or in frames of the fps grid.
class FrameTableModel : public DocumentTableModel
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

protected:
    int listSize() const override { return document()->project().frames.count(); }

private:
    DurationFormat::Unit m_unit = DurationFormat::Unit::Milliseconds;
    mutable ThumbnailCache m_thumbnails;
};

} // namespace inbetween
