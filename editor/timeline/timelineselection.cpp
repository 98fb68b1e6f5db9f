#include "timeline/timelineselection.h"

#include <QItemSelectionModel>
#include <algorithm>

namespace inbetween {

namespace {
QItemSelection rowsSelection(const QAbstractItemModel *model, int first, int last)
{
    const int lastColumn = std::max(0, model->columnCount() - 1);
    return QItemSelection(model->index(first, 0), model->index(last, lastColumn));
}
} // namespace

int TimelineSelection::anchor() const
{
    const int rows = m_model->model()->rowCount();
    if (m_anchor >= 0 && m_anchor < rows)
        return m_anchor;
    const QModelIndex current = m_model->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void TimelineSelection::click(int row, Qt::KeyboardModifiers modifiers)
{
    const QAbstractItemModel *model = m_model->model();
    if (row < 0 || row >= model->rowCount())
        return;
    const bool ctrl = modifiers & Qt::ControlModifier;
    const int from = anchor();
    if ((modifiers & Qt::ShiftModifier) && from >= 0) {
        selectRange(std::min(from, row), std::max(from, row), ctrl);
        m_model->setCurrentIndex(model->index(row, 0), QItemSelectionModel::NoUpdate);
        return;
    }
    const auto command = ctrl ? QItemSelectionModel::Toggle : QItemSelectionModel::ClearAndSelect;
    m_model->select(rowsSelection(model, row, row), command | QItemSelectionModel::Rows);
    m_model->setCurrentIndex(model->index(row, 0), QItemSelectionModel::NoUpdate);
    m_anchor = row;
}

void TimelineSelection::selectRange(int first, int last, bool add)
{
    const QAbstractItemModel *model = m_model->model();
    first = std::max(first, 0);
    last = std::min(last, model->rowCount() - 1);
    if (first > last) {
        if (!add)
            m_model->clearSelection();
        return;
    }
    const auto command = add ? QItemSelectionModel::Select : QItemSelectionModel::ClearAndSelect;
    m_model->select(rowsSelection(model, first, last), command | QItemSelectionModel::Rows);
}

void TimelineSelection::clear()
{
    m_model->clearSelection();
}

QList<std::pair<int, int>> TimelineSelection::runs() const
{
    QList<std::pair<int, int>> spans;
    const QItemSelection selection = m_model->selection();
    spans.reserve(selection.size());
    for (const QItemSelectionRange &range : selection) {
        if (range.isValid())
            spans.append({range.top(), range.bottom()});
    }
    std::sort(spans.begin(), spans.end());
    QList<std::pair<int, int>> merged;
    for (const auto &s : spans) {
        if (!merged.isEmpty() && s.first <= merged.back().second + 1)
            merged.back().second = std::max(merged.back().second, s.second);
        else
            merged.append(s);
    }
    return merged;
}

QList<int> TimelineSelection::rows() const
{
    QList<int> result;
    for (const auto &[first, last] : runs()) {
        for (int r = first; r <= last; ++r)
            result.append(r);
    }
    return result;
}

bool TimelineSelection::isSelected(int row) const
{
    return row >= 0 && row < m_model->model()->rowCount() && m_model->rowIntersectsSelection(row, QModelIndex());
}

} // namespace inbetween
