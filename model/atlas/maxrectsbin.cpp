#include "atlas/maxrectsbin.h"

#include <algorithm>
#include <climits>

namespace inbetween {

namespace {

using Rect = MaxRectsBin::Rect;

bool contains(const Rect &outer, const Rect &inner)
{
    return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width
           && inner.y + inner.height <= outer.y + outer.height;
}

bool intersects(const Rect &a, const Rect &b)
{
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

// The heuristic's two scores for a width x height rectangle at free's corner; lower is better.
std::pair<long long, long long> score(const Rect &free, int width, int height, MaxRectsBin::Heuristic heuristic)
{
    const long long horizontal = free.width - width;
    const long long vertical = free.height - height;
    const long long shortSide = std::min(horizontal, vertical);
    const long long longSide = std::max(horizontal, vertical);
    switch (heuristic) {
    case MaxRectsBin::Heuristic::BestShortSideFit: return {shortSide, longSide};
    case MaxRectsBin::Heuristic::BestLongSideFit: return {longSide, shortSide};
    case MaxRectsBin::Heuristic::BestAreaFit:
        return {(long long)free.width * free.height - (long long)width * height, shortSide};
    case MaxRectsBin::Heuristic::BottomLeft: return {(long long)free.y + height, free.x};
    }
    return {0, 0};
}

} // namespace

MaxRectsBin::MaxRectsBin(int width, int height)
{
    m_free.push_back(Rect{0, 0, width, height});
}

std::optional<MaxRectsBin::Rect> MaxRectsBin::insert(int width, int height, Heuristic heuristic)
{
    std::pair<long long, long long> best{LLONG_MAX, LLONG_MAX};
    const Rect *chosen = nullptr;
    for (const Rect &free : m_free) {
        if (free.width < width || free.height < height)
            continue;
        const auto s = score(free, width, height, heuristic);
        if (s < best) {
            best = s;
            chosen = &free;
        }
    }
    if (!chosen)
        return std::nullopt;
    const Rect node{chosen->x, chosen->y, width, height};
    place(node);
    return node;
}

void MaxRectsBin::place(const Rect &node)
{
    m_new.clear();
    // Split every free rectangle the node cuts into the parts left of, right of, above and below
    // it (each as large as the free rectangle allows), removing it in order (the list's order
    // decides ties, so it is kept).
    size_t kept = 0;
    for (size_t i = 0; i < m_free.size(); ++i) {
        const Rect free = m_free[i];
        if (!intersects(free, node)) {
            m_free[kept++] = free;
            continue;
        }
        if (node.x > free.x)
            m_new.push_back(Rect{free.x, free.y, node.x - free.x, free.height});
        if (node.x + node.width < free.x + free.width)
            m_new.push_back(Rect{node.x + node.width, free.y, free.x + free.width - node.x - node.width, free.height});
        if (node.y > free.y)
            m_new.push_back(Rect{free.x, free.y, free.width, node.y - free.y});
        if (node.y + node.height < free.y + free.height)
            m_new.push_back(Rect{free.x, node.y + node.height, free.width, free.y + free.height - node.y - node.height});
    }
    m_free.resize(kept);
    // Keep a new part only when no other part (an earlier one, for two equal ones) and no old
    // free rectangle holds it. An old one that holds a part meets the node's neighbourhood (the
    // bounds of the rectangles it cut), so only those are looked at.
    Rect cut = node;
    for (const Rect &part : m_new) {
        const int right = std::max(cut.x + cut.width, part.x + part.width);
        const int bottom = std::max(cut.y + cut.height, part.y + part.height);
        cut.x = std::min(cut.x, part.x);
        cut.y = std::min(cut.y, part.y);
        cut.width = right - cut.x;
        cut.height = bottom - cut.y;
    }
    m_near.clear();
    for (size_t j = 0; j < kept; ++j) {
        if (intersects(m_free[j], cut))
            m_near.push_back(m_free[j]);
    }
    for (size_t i = 0; i < m_new.size(); ++i) {
        const Rect &candidate = m_new[i];
        bool inside = false;
        for (size_t j = 0; j < m_new.size() && !inside; ++j) {
            if (j != i && contains(m_new[j], candidate))
                inside = !contains(candidate, m_new[j]) || j < i;
        }
        for (size_t j = 0; j < m_near.size() && !inside; ++j)
            inside = contains(m_near[j], candidate);
        if (!inside)
            m_free.push_back(candidate);
    }
}

} // namespace inbetween
