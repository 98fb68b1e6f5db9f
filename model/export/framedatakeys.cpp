#include "export/framedatakeys.h"

#include <algorithm>

namespace inbetween {

namespace {

// The keys of one value over the steps: one at step 0 and one wherever the value changes.
template <typename Key, typename Value>
QList<Key> keysOf(const QList<SharedFrameData> &steps, Value (*valueAt)(const FrameData &, const QString &),
                  const QString &name)
{
    QList<Key> keys;
    for (int i = 0; i < steps.size(); ++i) {
        const Value value = valueAt(steps[i].get(), name);
        if (i == 0 || valueAt(steps[i - 1].get(), name) != value)
            keys.append(Key{i, value});
    }
    return keys;
}

std::optional<QRectF> boxAt(const FrameData &data, const QString &name)
{
    const auto it = data.boxes.constFind(name);
    return it == data.boxes.cend() ? std::nullopt : std::optional<QRectF>(*it);
}

std::optional<QPointF> pointAt(const FrameData &data, const QString &name)
{
    const auto it = data.points.constFind(name);
    return it == data.points.cend() ? std::nullopt : std::optional<QPointF>(*it);
}

} // namespace

bool BoxKeys::everOn() const
{
    return std::any_of(keys.cbegin(), keys.cend(), [](const BoxKey &k) { return k.rect.has_value(); });
}

QList<QRectF> BoxKeys::distinctRects() const
{
    QList<QRectF> rects;
    for (const BoxKey &k : keys) {
        if (k.rect && !rects.contains(*k.rect))
            rects.append(*k.rect);
    }
    return rects;
}

bool PointKeys::everOn() const
{
    return std::any_of(keys.cbegin(), keys.cend(), [](const PointKey &k) { return k.point.has_value(); });
}

FrameDataKeys FrameDataKeys::of(const Project &project, const QList<SharedFrameData> &steps)
{
    FrameDataKeys out;
    for (const BoxDeclaration &box : project.boxes)
        out.boxes.append(BoxKeys{box, keysOf<BoxKey>(steps, &boxAt, box.name)});
    for (const PointDeclaration &point : project.points)
        out.points.append(PointKeys{point, keysOf<PointKey>(steps, &pointAt, point.name)});
    return out;
}

} // namespace inbetween
