#pragma once

#include "itemmodels/documenttablemodel.h"

namespace inbetween {

// The gameplay events as a table: time (ms, >= 0) and name (not empty).
class EventTableModel : public DocumentTableModel
{
    Q_OBJECT

public:
    enum Column { TimeColumn, NameColumn, ColumnCount };

    explicit EventTableModel(Document *document, QObject *parent = nullptr);

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setDataForRows(const QList<int> &rows, int column, const QVariant &value) override;

protected:
    int listSize() const override { return int(document()->clip().events.size()); }
};

} // namespace inbetween
