#pragma once

#include <QList>
#include <Qt>
#include <utility>

class QItemSelectionModel;

namespace inbetween {

// Row selection on one of the shared QItemSelectionModels (the tables use the same ones, so a
// selection made here shows there and back). Whole rows are selected; a range in any column of
// a row counts as the row.
class TimelineSelection
{
public:
    explicit TimelineSelection(QItemSelectionModel *model) : m_model(model) {}

    QItemSelectionModel *model() const { return m_model; }

    // A click on `row`: alone, Ctrl toggles it, Shift selects from the anchor (Ctrl+Shift adds
    // that range). The anchor is the last row clicked without Shift.
    void click(int row, Qt::KeyboardModifiers modifiers);
    // Rows first..last (inclusive), replacing the selection or added to it.
    void selectRange(int first, int last, bool add);
    void clear();
    int anchor() const;

    // The selected rows as sorted, disjoint, inclusive runs: the cost follows the number of
    // ranges in the selection, not the number of rows.
    QList<std::pair<int, int>> runs() const;
    QList<int> rows() const;
    bool isSelected(int row) const;

private:
    QItemSelectionModel *m_model;
    int m_anchor = -1;
};

} // namespace inbetween
