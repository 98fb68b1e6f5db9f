#include "itemmodels/documenttablemodel.h"

namespace inbetween {

DocumentTableModel::DocumentTableModel(Document *document, ListKind kind, QObject *parent)
    : QAbstractTableModel(parent), m_document(document), m_kind(kind)
{
    connect(document, &Document::rowsAboutToBeInserted, this, [this](ListKind k, int first, int last) {
        if (k == m_kind)
            beginInsertRows({}, first, last);
    });
    connect(document, &Document::rowsInserted, this, [this](ListKind k) {
        if (k == m_kind)
            endInsertRows();
    });
    connect(document, &Document::rowsAboutToBeRemoved, this, [this](ListKind k, int first, int last) {
        if (k == m_kind)
            beginRemoveRows({}, first, last);
    });
    connect(document, &Document::rowsRemoved, this, [this](ListKind k) {
        if (k == m_kind)
            endRemoveRows();
    });
    connect(document, &Document::rowsChanged, this, &DocumentTableModel::onRowsChanged);
    // A new project, or (for the lists of a clip) another clip: the rows are another list.
    auto begin = [this] {
        if (!m_resetting)
            beginResetModel();
        m_resetting = true;
    };
    auto end = [this] {
        if (m_resetting)
            endResetModel();
        m_resetting = false;
    };
    connect(document, &Document::aboutToReset, this, begin);
    connect(document, &Document::projectReset, this, end);
    if (kind != ListKind::Clips) {
        connect(document, &Document::currentClipAboutToChange, this, begin);
        connect(document, &Document::currentClipChanged, this, end);
    }
}

int DocumentTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : listSize();
}

bool DocumentTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::EditRole)
        return false;
    return setDataForRows({index.row()}, index.column(), value);
}

void DocumentTableModel::onRowsChanged(ListKind kind, int first, int last)
{
    if (kind == m_kind && first <= last)
        emit dataChanged(index(first, 0), index(last, columnCount() - 1));
}

} // namespace inbetween
