#include "timing/segmentsplit.h"

#include "projectlimits.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace inbetween {

namespace {

using Polygon = std::array<double, 4>;

// One cubic piece of a segment's easing, in the segment's own coordinates: x the fraction of the
// segment's time, y the eased progress (0 at the segment's first key, 1 at its last).
struct Piece
{
    Polygon x, y;
    bool startsAtCut = false; // its first point is the key asked for
};

double bernstein(const Polygon &p, double s)
{
    const double v = 1.0 - s;
    return v * v * v * p[0] + 3.0 * v * v * s * p[1] + 3.0 * v * s * s * p[2] + s * s * s * p[3];
}

// De Casteljau's construction at s: the control polygons of the two halves.
std::pair<Polygon, Polygon> cutPolygon(const Polygon &p, double s)
{
    const auto mix = [s](double a, double b) { return a + (b - a) * s; };
    const double a = mix(p[0], p[1]), b = mix(p[1], p[2]), c = mix(p[2], p[3]);
    const double d = mix(a, b), e = mix(b, c);
    const double m = mix(d, e);
    return {{p[0], a, d, m}, {m, e, c, p[3]}};
}

std::pair<Piece, Piece> cut(const Piece &piece, double s)
{
    const auto [xl, xr] = cutPolygon(piece.x, s);
    const auto [yl, yr] = cutPolygon(piece.y, s);
    return {Piece{xl, yl, piece.startsAtCut}, Piece{xr, yr, false}};
}

// The curve parameter where x(s) = u: x is monotonic (a CSS curve's handles have x in [0, 1]),
// so bisection finds it to the last bit.
double parameterAt(const Piece &piece, double u)
{
    double lo = 0.0, hi = 1.0;
    for (int i = 0; i < 200; ++i) {
        const double mid = 0.5 * (lo + hi);
        if (mid <= lo || mid >= hi)
            break;
        (bernstein(piece.x, mid) < u ? lo : hi) = mid;
    }
    return std::abs(bernstein(piece.x, lo) - u) < std::abs(bernstein(piece.x, hi) - u) ? lo : hi;
}

QList<Piece> piecesOf(const Easing &easing)
{
    constexpr double third = 1.0 / 3.0, sixth = 1.0 / 6.0;
    switch (easing.type()) {
    case Easing::Type::EaseIn: return {Piece{{0, third, 2 * third, 1}, {0, 0, 0, 1}}};
    case Easing::Type::EaseOut: return {Piece{{0, third, 2 * third, 1}, {0, 1, 1, 1}}};
    case Easing::Type::EaseInOut: // 4s^3, then 1 - (2 - 2s)^3 / 2
        return {Piece{{0, sixth, 2 * sixth, 0.5}, {0, 0, 0, 0.5}}, Piece{{0.5, 4 * sixth, 5 * sixth, 1}, {0.5, 1, 1, 1}}};
    case Easing::Type::Bezier: {
        const auto &p = easing.bezierPoints();
        return {Piece{{0, p[0], p[2], 1}, {0, p[1], p[3], 1}}};
    }
    case Easing::Type::Linear:
    case Easing::Type::Step: break;
    }
    return {};
}

constexpr double kNear = 1e-12;

// A piece scaled to the unit square is a valid easing: its handles' x in [0, 1] (a hair outside
// is rounding), and a rise in y that is not lost in the handles': scaled, they stay within the
// file's limit (ProjectLimits::maxBezierY), or the project saved would not open (a piece that
// comes back to where it started has no rise: the keys at its ends would hold the same pose).
bool isValid(const Piece &p)
{
    const double dx = p.x[3] - p.x[0], dy = p.y[3] - p.y[0];
    if (!(dx > 0.0))
        return false;
    for (int i : {1, 2}) {
        const double x = (p.x[i] - p.x[0]) / dx;
        if (x < -kNear || x > 1.0 + kNear)
            return false;
    }
    const double range = std::max(std::abs(p.y[1] - p.y[0]), std::abs(p.y[2] - p.y[0]));
    return std::abs(dy) * ProjectLimits().maxBezierY >= range && dy != 0.0;
}

bool near(double a, double b)
{
    return std::abs(a - b) < kNear;
}

Easing easingOf(const Piece &p)
{
    const double dx = p.x[3] - p.x[0], dy = p.y[3] - p.y[0];
    const double x1 = std::clamp((p.x[1] - p.x[0]) / dx, 0.0, 1.0), x2 = std::clamp((p.x[2] - p.x[0]) / dx, 0.0, 1.0);
    if (dy == 0.0) // a piece that stays where it is (only after the bound on halvings)
        return Easing();
    const double y1 = (p.y[1] - p.y[0]) / dy, y2 = (p.y[2] - p.y[0]) / dy;
    // The named cubics again where a cut falls where their pieces meet (easeInOut's middle).
    if (near(x1, 1.0 / 3.0) && near(x2, 2.0 / 3.0)) {
        if (near(y1, 0.0) && near(y2, 0.0))
            return Easing(Easing::Type::EaseIn);
        if (near(y1, 1.0) && near(y2, 1.0))
            return Easing(Easing::Type::EaseOut);
    }
    return Easing::bezier(x1, y1, x2, y2);
}

// Appends `piece`, halved again and again (at most `depth` times) until each part is valid.
void appendValid(const Piece &piece, int depth, QList<Piece> &out)
{
    if (depth == 0 || isValid(piece)) {
        out.append(piece);
        return;
    }
    const auto [left, right] = cut(piece, 0.5);
    appendValid(left, depth - 1, out);
    appendValid(right, depth - 1, out);
}

Keyframe keyAt(const Keyframe &a, const Keyframe &b, double time, double progress, const Easing &easing)
{
    Keyframe k;
    k.time = time;
    k.translation = Vec3::lerp(a.translation, b.translation, progress);
    k.rotation = Vec3::lerp(a.rotation, b.rotation, progress);
    k.scale = Vec3::lerp(a.scale, b.scale, progress);
    k.easing = easing;
    return k;
}

} // namespace

SegmentSplit::Result SegmentSplit::split(const Keyframe &a, const Keyframe &b, double time)
{
    const double span = b.time - a.time;
    const double u = (time - a.time) / span;
    const QList<Piece> pieces = piecesOf(a.easing);
    if (pieces.isEmpty()) {
        // linear and step: the pose there, the same easing on both sides.
        const double progress = a.easing.type() == Easing::Type::Step ? 0.0 : u;
        return {{a, keyAt(a, b, time, progress, a.easing)}, 1};
    }

    // The pieces with the cut among them: at a meeting of two pieces, or inside one.
    QList<Piece> cutPieces;
    for (const Piece &p : pieces) {
        if (near(p.x[0], u) && p.x[0] > 0.0) {
            Piece q = p;
            q.startsAtCut = true;
            cutPieces.append(q);
        } else if (p.x[0] < u && u < p.x[3] && !(near(p.x[3], u) && p.x[3] < 1.0)) {
            const auto [left, right] = cut(p, parameterAt(p, u));
            cutPieces.append(left);
            cutPieces.append(Piece{right.x, right.y, true});
        } else {
            cutPieces.append(p);
        }
    }
    QList<Piece> valid;
    for (const Piece &p : std::as_const(cutPieces))
        appendValid(p, 12, valid);

    Result r;
    Keyframe first = a;
    first.easing = easingOf(valid.first());
    r.keys.append(first);
    for (qsizetype i = 1; i < valid.size(); ++i) {
        const Piece &p = valid[i];
        if (p.startsAtCut)
            r.atTime = int(i);
        r.keys.append(keyAt(a, b, p.startsAtCut ? time : a.time + p.x[0] * span, p.y[0], easingOf(p)));
    }
    return r;
}

} // namespace inbetween
