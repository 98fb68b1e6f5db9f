#include "timeline/sortedevents.h"

#include <algorithm>

namespace inbetween {

void SortedEvents::rebuild(const QList<ClipEvent> &events)
{
    m_items.clear();
    m_items.reserve(size_t(events.size()));
    for (int r = 0; r < events.size(); ++r)
        m_items.emplace_back(events[r].time, r);
    std::sort(m_items.begin(), m_items.end());
}

std::pair<int, int> SortedEvents::indexRange(double from, double to) const
{
    const auto lo = std::lower_bound(m_items.begin(), m_items.end(), from,
                                     [](const std::pair<double, int> &e, double t) { return e.first < t; });
    const auto hi = std::lower_bound(lo, m_items.end(), to,
                                     [](const std::pair<double, int> &e, double t) { return e.first < t; });
    return {int(lo - m_items.begin()), int(hi - m_items.begin())};
}

} // namespace inbetween
