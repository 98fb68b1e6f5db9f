#include "curves/curvesampling.h"

#include "timing/motiontrack.h"

#include <algorithm>
#include <cmath>

namespace inbetween::CurveSampling {

namespace {

// Collects points in x order, keeping at most four a pixel column: its first, lowest, highest
// and last (in the order they came).
class ColumnDecimator
{
public:
    explicit ColumnDecimator(std::vector<QPointF> *out) : m_out(out) {}
    void add(QPointF p)
    {
        const double column = std::floor(p.x());
        if (m_count == 0 || column != m_column) {
            flush();
            m_column = column;
            m_first = m_low = m_high = m_last = p;
            m_lowIndex = m_highIndex = 0;
            m_count = 1;
            return;
        }
        if (p.y() < m_low.y()) {
            m_low = p;
            m_lowIndex = m_count;
        }
        if (p.y() > m_high.y()) {
            m_high = p;
            m_highIndex = m_count;
        }
        m_last = p;
        ++m_count;
    }
    void flush()
    {
        if (m_count == 0)
            return;
        m_out->push_back(m_first);
        if (m_count > 1) {
            // The extremes that are neither the first nor the last, in the order they came.
            const bool low = m_lowIndex != 0 && m_lowIndex != m_count - 1;
            const bool high = m_highIndex != 0 && m_highIndex != m_count - 1 && m_highIndex != m_lowIndex;
            if (low && high && m_highIndex < m_lowIndex) {
                m_out->push_back(m_high);
                m_out->push_back(m_low);
            } else {
                if (low)
                    m_out->push_back(m_low);
                if (high)
                    m_out->push_back(m_high);
            }
            m_out->push_back(m_last);
        }
        m_count = 0;
    }

private:
    std::vector<QPointF> *m_out;
    double m_column = 0.0;
    QPointF m_first, m_low, m_high, m_last;
    int m_lowIndex = 0, m_highIndex = 0, m_count = 0;
};

} // namespace

std::pair<double, double> easedRange(const Easing &easing)
{
    if (easing.type() != Easing::Type::Bezier)
        return {0.0, 1.0}; // the named easings stay within [0, 1]
    const auto &p = easing.bezierPoints();
    const double y1 = p[1], y2 = p[3];
    if (y1 >= 0.0 && y1 <= 1.0 && y2 >= 0.0 && y2 <= 1.0)
        return {0.0, 1.0}; // inside the control points' hull
    // y(u) = 3(1-u)^2 u y1 + 3(1-u) u^2 y2 + u^3; x(u) covers [0, 1] once, so the extremes of
    // the easing are those of y(u) on [0, 1]: at the ends or where y'(u) = 0, a quadratic
    // a u^2 + b u + c with a = 3(3 y1 - 3 y2 + 1), b = 6(y2 - 2 y1), c = 3 y1.
    const auto y = [&](double u) { const double v = 1.0 - u; return 3 * v * v * u * y1 + 3 * v * u * u * y2 + u * u * u; };
    double lo = 0.0, hi = 1.0;
    const double a = 3.0 * (3.0 * y1 - 3.0 * y2 + 1.0), b = 6.0 * (y2 - 2.0 * y1), c = 3.0 * y1;
    const auto consider = [&](double u) {
        if (u > 0.0 && u < 1.0) {
            lo = std::min(lo, y(u));
            hi = std::max(hi, y(u));
        }
    };
    if (std::abs(a) < 1e-12) {
        if (std::abs(b) > 1e-12)
            consider(-c / b);
    } else {
        const double d = b * b - 4.0 * a * c;
        if (d >= 0.0) {
            consider((-b + std::sqrt(d)) / (2.0 * a));
            consider((-b - std::sqrt(d)) / (2.0 * a));
        }
    }
    return {lo, hi};
}

double valueAt(const MotionTrack &motion, MotionChannel channel, double t)
{
    if (motion.isEmpty())
        return 0.0;
    const int k = motion.segmentAt(t);
    if (k < 0)
        return MotionChannels::value(motion.key(0), channel);
    if (k >= motion.count() - 1)
        return MotionChannels::value(motion.key(k), channel);
    const Keyframe &a = motion.key(k);
    const Keyframe &b = motion.key(k + 1);
    const double e = a.easing.apply((t - a.time) / (b.time - a.time));
    const double v0 = MotionChannels::value(a, channel);
    return v0 + (MotionChannels::value(b, channel) - v0) * e;
}

std::vector<QPointF> polyline(const MotionTrack &motion, MotionChannel channel, const CurveMapping &m, double xLeft,
                              double xRight, double pixelStep)
{
    std::vector<QPointF> out;
    if (motion.isEmpty() || !(xRight > xLeft))
        return out;
    pixelStep = std::max(pixelStep, 0.5);
    ColumnDecimator columns(&out);
    // One pixel beyond each side: keys further out are replaced by the curve's point at the
    // edge, so no coordinate drawn is ever far outside the view.
    const double lo = xLeft - 1.0, hi = xRight + 1.0;
    const auto edge = [&](double x) { return QPointF(x, m.y(valueAt(motion, channel, m.time(x)))); };
    const int first = std::max(0, motion.segmentAt(m.time(lo)));
    const int last = std::min(motion.count() - 1, motion.insertionIndex(m.time(hi)));
    if (m.x(motion.key(first).time) > lo)
        columns.add(edge(lo)); // the first pose holds before the first key
    for (int k = first; k <= last; ++k) {
        const Keyframe &a = motion.key(k);
        const double x0 = m.x(a.time);
        const double v0 = MotionChannels::value(a, channel);
        if (x0 > hi) {
            columns.add(edge(hi));
            break;
        }
        columns.add(x0 >= lo ? QPointF(x0, m.y(v0)) : edge(lo));
        if (k + 1 >= motion.count()) {
            if (x0 < hi)
                columns.add(QPointF(hi, m.y(v0))); // the last pose holds after
            break;
        }
        const Keyframe &b = motion.key(k + 1);
        const double x1 = m.x(b.time);
        if (a.easing.type() == Easing::Type::Step) {
            columns.add(QPointF(std::min(x1, hi), m.y(v0)));
            continue;
        }
        if (a.easing.type() == Easing::Type::Linear || x1 - x0 < 2 * pixelStep)
            continue;
        // The part of the segment in view, on a grid of steps shared by every paint.
        const double v1 = MotionChannels::value(b, channel);
        const double span = b.time - a.time;
        const double to = std::min(x1, hi);
        for (double x = std::max(x0 + pixelStep, std::ceil(lo / pixelStep) * pixelStep); x < to; x += pixelStep) {
            const double e = a.easing.apply((m.time(x) - a.time) / span);
            columns.add(QPointF(x, m.y(v0 + (v1 - v0) * e)));
        }
    }
    columns.flush();
    return out;
}

bool valueRange(const MotionTrack &motion, const QList<MotionChannel> &channels, double from, double to, double *lo,
                double *hi)
{
    const int first = motion.insertionIndex(from);
    const int last = motion.segmentAt(to); // the last key at or before `to`
    if (first > last || channels.isEmpty())
        return false;
    double low = INFINITY, high = -INFINITY;
    for (int k = first; k <= last; ++k) {
        const Keyframe &a = motion.key(k);
        for (MotionChannel c : channels) {
            const double v = MotionChannels::value(a, c);
            low = std::min(low, v);
            high = std::max(high, v);
        }
        // A bezier's y beyond [0, 1] carries the curve past its keys: its extremes count too.
        if (k < last && a.easing.type() == Easing::Type::Bezier) {
            const auto [eLow, eHigh] = easedRange(a.easing);
            const Keyframe &b = motion.key(k + 1);
            for (MotionChannel c : channels) {
                const double v0 = MotionChannels::value(a, c), dv = MotionChannels::value(b, c) - v0;
                low = std::min({low, v0 + dv * eLow, v0 + dv * eHigh});
                high = std::max({high, v0 + dv * eLow, v0 + dv * eHigh});
            }
        }
    }
    *lo = low;
    *hi = high;
    return true;
}

} // namespace inbetween::CurveSampling
