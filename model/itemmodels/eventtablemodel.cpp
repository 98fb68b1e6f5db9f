#include "itemmodels/eventtablemodel.h"

#include "document/rowcommands.h"
#include "itemmodels/numbertext.h"
#include "json/jsontext.h"
#include "projectlimits.h"

#include <cmath>

namespace inbetween {

EventTableModel::EventTableModel(Document *document, QObject *parent)
    : DocumentTableModel(document, ListKind::Events, parent)
{
}

int EventTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EventTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const ClipEvent &e = document()->clip().events.at(index.row());
    if (index.column() == TimeColumn) {
        if (role == Qt::EditRole)
            return e.time;
        if (role == Qt::DisplayRole)
            return timeText(e.time);
        if (role == Qt::ToolTipRole)
            return QString::fromLatin1(jsonNumber(e.time)); // the exact time
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
    } else if (index.column() == NameColumn && (role == Qt::DisplayRole || role == Qt::EditRole)) {
        return e.name;
    }
    return {};
}

QVariant EventTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section;
    return section == TimeColumn ? tr("Time (ms)") : section == NameColumn ? tr("Name") : QVariant();
}

Qt::ItemFlags EventTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = DocumentTableModel::flags(index);
    return index.isValid() ? f | Qt::ItemIsEditable : f;
}

bool EventTableModel::setDataForRows(const QList<int> &rows, int column, const QVariant &value)
{
    const QList<ClipEvent> &all = document()->clip().events;
    if (rows.isEmpty())
        return false;
    QList<ClipEvent> events;
    for (int row : rows) {
        if (row < 0 || row >= all.size())
            return false;
        ClipEvent e = all[row];
        if (column == TimeColumn) {
            bool ok = false;
            const double t = value.toDouble(&ok);
            if (!ok || !std::isfinite(t) || t < 0.0 || t > ProjectLimits().maxTime) // as the file holds it
                return false;
            e.time = t;
        } else if (column == NameColumn) {
            const QString name = value.toString().trimmed();
            if (name.isEmpty() || name.size() > ProjectLimits().maxEventNameLength)
                return false;
            e.name = name;
        } else {
            return false;
        }
        events.append(e);
    }
    const QString text = column == NameColumn ? tr("Rename event") : tr("Retime event");
    document()->undoStack()->push(new SetEventsCommand(document(), rows, events, text));
    return true;
}

} // namespace inbetween
