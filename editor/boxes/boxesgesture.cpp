#include "boxes/boxesgesture.h"

#include <QCoreApplication>
#include <QLineF>
#include <QPolygonF>
#include <algorithm>
#include <cmath>

namespace inbetween {

namespace {
using Part = BoxesGesture::Part;

double distanceToSegment(const QPointF &p, const QPointF &a, const QPointF &b)
{
    const QPointF ab = b - a;
    const double length2 = QPointF::dotProduct(ab, ab);
    const double t = length2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / length2, 0.0, 1.0) : 0.0;
    return QLineF(p, a + t * ab).length();
}

QString tr(const char *text)
{
    return QCoreApplication::translate("BoxesGesture", text);
}
} // namespace

BoxesGesture::Target BoxesGesture::hit(const FrameData &data, const ToView &toView, const QPointF &at,
                                       const QString &selected, const QString &drawName, bool pivotMovable)
{
    if (pivotMovable && QLineF(toView(QPointF()), at).length() <= grab)
        return {Part::Pivot, QString()};
    for (auto it = data.points.cbegin(); it != data.points.cend(); ++it) {
        if (QLineF(toView(it.value()), at).length() <= grab)
            return {Part::Point, it.key()};
    }
    QStringList order = data.boxes.keys();
    if (order.removeOne(selected))
        order.prepend(selected);
    Target inside;
    double smallest = INFINITY;
    for (const QString &name : order) {
        const QRectF r = data.boxes.value(name);
        const QPointF c[4] = {toView(r.topLeft()), toView(r.topRight()), toView(r.bottomRight()), toView(r.bottomLeft())};
        const QPolygonF polygon({c[0], c[1], c[2], c[3]});
        const QRectF bounds = polygon.boundingRect();
        // A small box keeps room inside to be moved by.
        const double reach = std::min(grab, std::min(bounds.width(), bounds.height()) / 4.0);
        const Part corners[4] = {Part::TopLeft, Part::TopRight, Part::BottomRight, Part::BottomLeft};
        const Part edges[4] = {Part::Top, Part::Right, Part::Bottom, Part::Left};
        for (int i = 0; i < 4; ++i) {
            if (QLineF(c[i], at).length() <= reach)
                return {corners[i], name};
        }
        for (int i = 0; i < 4; ++i) {
            if (distanceToSegment(at, c[i], c[(i + 1) % 4]) <= reach)
                return {edges[i], name};
        }
        const double area = bounds.width() * bounds.height();
        if (polygon.containsPoint(at, Qt::OddEvenFill) && area < smallest) {
            smallest = area;
            inside = {Part::Inside, name};
        }
    }
    if (inside.part != Part::None)
        return inside;
    return drawName.isEmpty() ? Target{} : Target{Part::NewBox, drawName};
}

Qt::CursorShape BoxesGesture::cursor(Part part, bool flipped)
{
    switch (part) {
    case Part::None: return Qt::ArrowCursor;
    case Part::NewBox: return Qt::CrossCursor;
    case Part::Inside:
    case Part::Pivot:
    case Part::Point: return Qt::SizeAllCursor;
    case Part::Left:
    case Part::Right: return Qt::SizeHorCursor;
    case Part::Top:
    case Part::Bottom: return Qt::SizeVerCursor;
    case Part::TopLeft:
    case Part::BottomRight: return flipped ? Qt::SizeBDiagCursor : Qt::SizeFDiagCursor;
    case Part::TopRight:
    case Part::BottomLeft: return flipped ? Qt::SizeFDiagCursor : Qt::SizeBDiagCursor;
    }
    return Qt::ArrowCursor;
}

BoxesGesture::BoxesGesture(const FrameData &data, const QPointF &pivot, const Target &target, const QPointF &from)
    : m_data(data), m_pivot(pivot), m_target(target), m_from(from), m_shown(data)
{
}

double BoxesGesture::snapX(double x, bool free) const
{
    return free ? x : std::round(x + m_pivot.x()) - m_pivot.x();
}

double BoxesGesture::snapY(double y, bool free) const
{
    return free ? y : std::round(y + m_pivot.y()) - m_pivot.y();
}

void BoxesGesture::dragTo(const QPointF &to, bool free)
{
    const QPointF delta = to - m_from;
    m_shown = m_data;
    switch (m_target.part) {
    case Part::None: return;
    case Part::Pivot: m_pivotMark = QPointF(snapX(delta.x(), free), snapY(delta.y(), free)); return;
    case Part::Point: {
        const QPointF p = m_data.points.value(m_target.name) + delta;
        m_shown.points[m_target.name] = QPointF(snapX(p.x(), free), snapY(p.y(), free));
        return;
    }
    case Part::NewBox: {
        const QPointF a(snapX(m_from.x(), free), snapY(m_from.y(), free));
        const QPointF b(snapX(to.x(), free), snapY(to.y(), free));
        const QRectF r = QRectF(a, b).normalized();
        if (r.width() > 0 && r.height() > 0)
            m_shown.boxes[m_target.name] = r;
        return;
    }
    default: dragBox(delta, free);
    }
}

void BoxesGesture::dragBox(const QPointF &delta, bool free)
{
    const QRectF r = m_data.boxes.value(m_target.name);
    if (m_target.part == Part::Inside) {
        m_shown.boxes[m_target.name] = QRectF(QPointF(snapX(r.left() + delta.x(), free), snapY(r.top() + delta.y(), free)), r.size());
        return;
    }
    double left = r.left(), top = r.top(), right = r.right(), bottom = r.bottom();
    const Part p = m_target.part;
    if (p == Part::Left || p == Part::TopLeft || p == Part::BottomLeft)
        left = snapX(left + delta.x(), free);
    if (p == Part::Right || p == Part::TopRight || p == Part::BottomRight)
        right = snapX(right + delta.x(), free);
    if (p == Part::Top || p == Part::TopLeft || p == Part::TopRight)
        top = snapY(top + delta.y(), free);
    if (p == Part::Bottom || p == Part::BottomLeft || p == Part::BottomRight)
        bottom = snapY(bottom + delta.y(), free);
    // Past the opposite edge the corners flip; never narrower than a pixel (a hundredth, free).
    if (left > right)
        std::swap(left, right);
    if (top > bottom)
        std::swap(top, bottom);
    const double least = free ? 0.01 : 1.0;
    if (right - left < least)
        right = left + least;
    if (bottom - top < least)
        bottom = top + least;
    m_shown.boxes[m_target.name] = QRectF(QPointF(left, top), QPointF(right, bottom));
}

std::optional<FrameData> BoxesGesture::result() const
{
    if (m_target.part == Part::Pivot) {
        if (m_pivotMark.isNull())
            return std::nullopt;
        FrameData d = m_data;
        d.pivot = m_pivot + m_pivotMark;
        for (QRectF &r : d.boxes)
            r.translate(-m_pivotMark);
        for (QPointF &p : d.points)
            p -= m_pivotMark;
        return d;
    }
    if (m_target.part == Part::None || m_shown == m_data)
        return std::nullopt;
    return m_shown;
}

QString BoxesGesture::text() const
{
    switch (m_target.part) {
    case Part::NewBox: return tr("Draw box %1").arg(m_target.name);
    case Part::Inside: return tr("Move box %1").arg(m_target.name);
    case Part::Pivot: return tr("Move pivot");
    case Part::Point: return tr("Move point %1").arg(m_target.name);
    case Part::None: return QString();
    default: return tr("Resize box %1").arg(m_target.name);
    }
}

} // namespace inbetween
