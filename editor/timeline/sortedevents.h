#pragma once

#include "clipevent.h"

#include <QList>
#include <utility>
#include <vector>

namespace inbetween {

// The events in time order (the project keeps them in table order), so that painting and hit
// testing find the visible ones by binary search. Rebuilt when the event model changes.
class SortedEvents
{
public:
    void rebuild(const QList<ClipEvent> &events);
    // Rows of the events with from <= time < to, in time order.
    std::pair<int, int> indexRange(double from, double to) const;
    // The first (in time order) at or after t.
    int firstAtOrAfter(double t) const { return indexRange(t, t).first; }
    double time(int k) const { return m_items[size_t(k)].first; }
    int row(int k) const { return m_items[size_t(k)].second; }
    int count() const { return int(m_items.size()); }

private:
    std::vector<std::pair<double, int>> m_items; // (time, row)
};

} // namespace inbetween
