#include "curves/keypointdrag.h"

#include <algorithm>
#include <cmath>

namespace inbetween::KeyPointDrag {

namespace {
QList<int> keyRows(const QList<Keyframe> &keys, const QList<KeyPoint> &points)
{
    QList<int> rows;
    for (const KeyPoint &p : points) {
        if (p.key >= 0 && p.key < keys.size())
            rows.append(p.key);
    }
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    return rows;
}
} // namespace

std::pair<double, double> timeRange(const QList<Keyframe> &keys, const QList<KeyPoint> &points, double minGap,
                                    double lastTimeLimit)
{
    const QList<int> rows = keyRows(keys, points);
    double lo = -std::numeric_limits<double>::infinity(), hi = std::numeric_limits<double>::infinity();
    const int n = int(keys.size());
    // Each run of moved keys is held between the unmoved keys either side of it.
    for (qsizetype r = 0; r < rows.size();) {
        qsizetype end = r;
        while (end + 1 < rows.size() && rows[end + 1] == rows[end] + 1)
            ++end;
        const int first = rows[r], last = rows[end];
        const double floor = first > 0 ? keys[first - 1].time + minGap : 0.0;
        const double ceiling = last + 1 < n ? keys[last + 1].time - minGap : lastTimeLimit;
        lo = std::max(lo, floor - keys[first].time);
        hi = std::min(hi, ceiling - keys[last].time);
        r = end + 1;
    }
    // Keys already closer than the gap (or past the limit) may stay where they are.
    if (lo > hi)
        return {0.0, 0.0};
    return {std::min(lo, 0.0), std::max(hi, 0.0)};
}

Result moved(const QList<Keyframe> &keys, const QList<KeyPoint> &points, double dt, double dv, double minGap,
             double lastTimeLimit)
{
    Result result;
    result.rows = keyRows(keys, points);
    const auto [lo, hi] = timeRange(keys, points, minGap, lastTimeLimit);
    result.dt = std::isfinite(dt) ? std::clamp(dt, lo, hi) : 0.0;
    for (int row : result.rows) {
        Keyframe k = keys[row];
        k.time = keys[row].time + result.dt;
        for (const KeyPoint &p : points) {
            if (p.key != row || !std::isfinite(dv))
                continue;
            const double limit = MotionChannels::limit(p.channel);
            MotionChannels::setValue(k, p.channel, std::clamp(MotionChannels::value(keys[row], p.channel) + dv, -limit, limit));
        }
        result.keys.append(k);
    }
    return result;
}

} // namespace inbetween::KeyPointDrag
