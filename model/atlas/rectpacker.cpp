#include "atlas/rectpacker.h"

#include "atlas/maxrectsbin.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace inbetween {

namespace {

using Heuristic = MaxRectsBin::Heuristic;

constexpr Heuristic kHeuristics[] = {Heuristic::BestShortSideFit, Heuristic::BestLongSideFit,
                                     Heuristic::BestAreaFit, Heuristic::BottomLeft};
// Page sides tried for the last page, as multiples of the square root of its pictures' area.
constexpr double kSideFactors[] = {1.0, 1.04, 1.08, 1.12, 1.17, 1.23, 1.3, 1.4, 1.55, 1.75, 2.0, 2.5, 3.2, 4.5};

// Up to this many boxes every combination searches the page sides; above, the best few.
constexpr size_t kFewBoxes = 200;
constexpr size_t kBestCombinations = 4;

struct Combination
{
    size_t order = 0;
    MaxRectsBin::Heuristic heuristic = MaxRectsBin::Heuristic::BestShortSideFit;
};

// A picture's box: its size with its extruded edge and the padding after it.
struct Box
{
    int index = 0;
    int width = 0;
    int height = 0;
};

enum class Order { Area, LongSide, Height, Width, Perimeter };
constexpr Order kOrders[] = {Order::Area, Order::LongSide, Order::Height, Order::Width, Order::Perimeter};

// The boxes' positions in the order tried, largest first; equal keys keep the given order.
std::vector<int> sortedBy(const std::vector<Box> &boxes, Order order)
{
    auto key = [order](const Box &b) -> std::pair<long long, long long> {
        switch (order) {
        case Order::Area: return {(long long)b.width * b.height, std::max(b.width, b.height)};
        case Order::LongSide: return {std::max(b.width, b.height), std::min(b.width, b.height)};
        case Order::Height: return {b.height, b.width};
        case Order::Width: return {b.width, b.height};
        case Order::Perimeter: return {b.width + b.height, std::max(b.width, b.height)};
        }
        return {0, 0};
    };
    std::vector<int> positions(boxes.size());
    std::iota(positions.begin(), positions.end(), 0);
    std::stable_sort(positions.begin(), positions.end(), [&](int a, int b) { return key(boxes[a]) > key(boxes[b]); });
    return positions;
}

int powerOfTwoAtLeast(int n)
{
    int p = 1;
    while (p < n)
        p *= 2;
    return p;
}

// One packing of boxes (in `order`) into a bin, and what it placed.
struct Trial
{
    std::vector<std::pair<int, MaxRectsBin::Rect>> placed; // position in boxes, where
    long long placedArea = 0;
    QSize used; // the bounding box of the placed boxes without their trailing padding
    bool complete = false;
};

Trial packInto(const std::vector<Box> &boxes, const std::vector<int> &order, QSize bin, Heuristic heuristic,
               int padding, bool stopAtMiss)
{
    Trial trial;
    trial.placed.reserve(order.size());
    MaxRectsBin packer(bin.width(), bin.height());
    trial.complete = true;
    for (int position : order) {
        const Box &box = boxes[size_t(position)];
        const auto rect = packer.insert(box.width, box.height, heuristic);
        if (!rect) {
            trial.complete = false;
            if (stopAtMiss)
                return trial;
            continue;
        }
        trial.placed.emplace_back(position, *rect);
        trial.placedArea += (long long)box.width * box.height;
        trial.used = trial.used.expandedTo(QSize(rect->x + rect->width - padding, rect->y + rect->height - padding));
    }
    return trial;
}

class PageSearch
{
public:
    PageSearch(const AtlasOptions &options, int limit) : m_options(options), m_limit(limit) {}

    QSize pageSize(QSize used) const
    {
        return m_options.powerOfTwo ? QSize(powerOfTwoAtLeast(used.width()), powerOfTwoAtLeast(used.height())) : used;
    }

    // The smallest page that holds every box, or an incomplete trial when no page does. Every
    // combination is tried on a whole page first; the page sides are then searched with all of
    // them for a few boxes, with the kBestCombinations that made the smallest whole page for many.
    Trial smallestPage(const std::vector<Box> &boxes, const std::vector<std::vector<int>> &orders) const
    {
        const int pad = m_options.padding;
        long long area = 0; // the boxes' area without padding: no page is smaller
        int widest = 0, tallest = 0;
        for (const Box &b : boxes) {
            area += (long long)(b.width - pad) * (b.height - pad);
            widest = std::max(widest, b.width - pad);
            tallest = std::max(tallest, b.height - pad);
        }
        const QSize whole(m_limit + pad, m_limit + pad);
        std::vector<std::pair<long long, Combination>> ranked;
        Trial best;
        long long bestArea = 0;
        auto consider = [&](Trial &&trial) {
            if (!trial.complete)
                return -1LL;
            const QSize size = pageSize(trial.used);
            const long long trialArea = (long long)size.width() * size.height();
            if (!best.complete || trialArea < bestArea) {
                best = std::move(trial);
                bestArea = trialArea;
            }
            return trialArea;
        };
        for (size_t o = 0; o < orders.size(); ++o) {
            for (Heuristic heuristic : kHeuristics) {
                const long long a = consider(packInto(boxes, orders[o], whole, heuristic, pad, true));
                if (a >= 0)
                    ranked.emplace_back(a, Combination{o, heuristic});
            }
        }
        if (!best.complete)
            return best;
        std::stable_sort(ranked.begin(), ranked.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
        if (boxes.size() > kFewBoxes && ranked.size() > kBestCombinations)
            ranked.resize(kBestCombinations);
        std::vector<QSize> pages; // page sides; the bin is `padding` larger
        for (int side : sides(area, widest))
            pages.emplace_back(side, m_limit);
        for (int side : sides(area, tallest))
            pages.emplace_back(m_limit, side);
        for (const QSize &page : pages) {
            if (page == QSize(m_limit, m_limit))
                continue; // tried above
            // No page of this width (height) can be smaller than the boxes' area allows.
            const long long lower = page.height() == m_limit
                                        ? (long long)page.width() * std::max<long long>(tallest, (area + page.width() - 1) / page.width())
                                        : (long long)page.height() * std::max<long long>(widest, (area + page.height() - 1) / page.height());
            for (const auto &[wholeArea, combination] : ranked) {
                if (lower >= bestArea)
                    break;
                consider(packInto(boxes, orders[combination.order], page + QSize(pad, pad), combination.heuristic, pad, true));
            }
        }
        return best;
    }

    // The fullest page: the trial that places the most box area on a whole page.
    Trial fullestPage(const std::vector<Box> &boxes, const std::vector<std::vector<int>> &orders) const
    {
        const QSize bin(m_limit + m_options.padding, m_limit + m_options.padding);
        Trial best;
        for (const std::vector<int> &order : orders) {
            for (Heuristic heuristic : kHeuristics) {
                Trial trial = packInto(boxes, order, bin, heuristic, m_options.padding, false);
                if (trial.placedArea > best.placedArea)
                    best = std::move(trial);
            }
        }
        return best;
    }

private:
    // Page sides to try: around the square root of the area, never below `least`, at most the
    // limit (powers of two only with powerOfTwo).
    std::vector<int> sides(long long area, int least) const
    {
        std::vector<int> out;
        auto add = [&](int side) {
            side = std::clamp(side, least, m_limit);
            if (std::find(out.begin(), out.end(), side) == out.end())
                out.push_back(side);
        };
        if (m_options.powerOfTwo) {
            for (int side = powerOfTwoAtLeast(least); side <= m_limit; side *= 2)
                add(side);
            return out;
        }
        const double root = std::sqrt(double(area));
        for (double factor : kSideFactors)
            add(int(std::ceil(root * factor)));
        add(m_limit);
        return out;
    }

    const AtlasOptions &m_options;
    int m_limit;
};

} // namespace

int RectPacker::pageLimit(const AtlasOptions &options)
{
    if (!options.powerOfTwo)
        return options.maxSize;
    int side = 1;
    while (side * 2 <= options.maxSize)
        side *= 2;
    return side;
}

RectPacker::Result RectPacker::pack(const std::vector<QSize> &sizes, const AtlasOptions &options)
{
    Result result;
    const int limit = pageLimit(options);
    const int edge = 2 * options.extrude;
    std::vector<Box> boxes;
    boxes.reserve(sizes.size());
    for (size_t i = 0; i < sizes.size(); ++i) {
        const QSize s = sizes[i].expandedTo(QSize(1, 1));
        if (s.width() + edge > limit || s.height() + edge > limit) {
            result.tooLarge = int(i);
            return result;
        }
        boxes.push_back(Box{int(i), s.width() + edge + options.padding, s.height() + edge + options.padding});
    }
    result.placements.resize(sizes.size());
    const PageSearch search(options, limit);
    while (!boxes.empty()) {
        std::vector<std::vector<int>> orders;
        for (Order order : kOrders)
            orders.push_back(sortedBy(boxes, order));
        Trial page = search.smallestPage(boxes, orders);
        if (!page.complete)
            page = search.fullestPage(boxes, orders);
        const int number = int(result.pages.size());
        result.pages.push_back(search.pageSize(page.used));
        std::vector<bool> placed(boxes.size(), false);
        for (const auto &[position, rect] : page.placed) {
            const Box &box = boxes[size_t(position)];
            placed[size_t(position)] = true;
            result.placements[size_t(box.index)] =
                Placement{number, QRect(rect.x + options.extrude, rect.y + options.extrude,
                                        box.width - edge - options.padding, box.height - edge - options.padding)};
        }
        std::vector<Box> rest;
        for (size_t i = 0; i < boxes.size(); ++i) {
            if (!placed[i])
                rest.push_back(boxes[i]);
        }
        boxes = std::move(rest);
    }
    return result;
}

} // namespace inbetween
