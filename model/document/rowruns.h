#pragma once

#include <QList>
#include <algorithm>

namespace inbetween {

// Scattered rows as runs of consecutive rows, each with the items it held, so that removing and
// restoring them emits one contiguous change per run.
template <typename T>
struct RowRun
{
    int first = 0;
    QList<T> items;
};

template <typename T>
QList<RowRun<T>> rowRuns(QList<int> rows, const QList<T> &list)
{
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    QList<RowRun<T>> runs;
    for (int row : rows) {
        if (runs.isEmpty() || runs.back().first + runs.back().items.size() != row)
            runs.append(RowRun<T>{row, {}});
        runs.back().items.append(list.at(row));
    }
    return runs;
}

} // namespace inbetween
