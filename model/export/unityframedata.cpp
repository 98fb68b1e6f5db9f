#include "export/unityframedata.h"

#include "export/framedatakeys.h"
#include "export/projectexport.h"
#include "export/sheetsequence.h"

#include <QSet>
#include <limits>
#include <optional>

namespace inbetween {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr int kBoxCollider2D = 61;
constexpr int kGameObject = 1;

// One stepped key: the value holds until the next key (Unity's constant tangents).
UnityKey stepKey(double time, const UnityKey::Vec &value)
{
    UnityKey k;
    k.time = time;
    k.value = value;
    k.inSlope = k.outSlope = {kInf, kInf, kInf};
    return k;
}

// Stepped keys of values[i] at times[i] (one per FrameDataKeys key), without the keys that repeat
// the value before them, and a last key at `end` holding the last value.
std::vector<UnityKey> stepped(const std::vector<double> &times, const std::vector<UnityKey::Vec> &values, double end)
{
    std::vector<UnityKey> keys;
    for (size_t i = 0; i < times.size(); ++i) {
        if (keys.empty() || keys.back().value != values[i])
            keys.push_back(stepKey(times[i], values[i]));
    }
    if (!keys.empty() && keys.back().time < end)
        keys.push_back(stepKey(end, keys.back().value));
    return keys;
}

// The values of a box or point at each of its keys: its own where on, else the one it last had
// (before its first, its first). given[i]: the value at key i, none where it is off.
template <typename T>
std::vector<T> held(const std::vector<std::optional<T>> &given)
{
    std::optional<T> first;
    for (const auto &v : given) {
        if (v) {
            first = v;
            break;
        }
    }
    std::vector<T> out;
    T last = first.value_or(T());
    for (const auto &v : given) {
        if (v)
            last = *v;
        out.push_back(last);
    }
    return out;
}

QString childName(const QString &name)
{
    QString out = name;
    return out.replace(QLatin1Char('/'), QLatin1Char('_'));
}

} // namespace

namespace {

// The names made child names, each unique among `taken` (which it joins): a second "a_b" (from
// "a/b" beside "a_b") is "a_b 2", as two children of one name would share their file IDs.
QStringList uniqueChildren(const QStringList &names, QSet<QString> *taken)
{
    QStringList out;
    for (const QString &given : names) {
        const QString base = childName(given);
        QString name = base;
        for (int n = 2; taken->contains(name); ++n)
            name = base + QStringLiteral(" %1").arg(n);
        taken->insert(name);
        out.append(name);
    }
    return out;
}

QStringList boxNames(const Project &project)
{
    QStringList names;
    for (const BoxDeclaration &box : project.boxes)
        names.append(box.name);
    return names;
}

} // namespace

QStringList UnityFrameData::boxChildren(const Project &project)
{
    QSet<QString> taken;
    return uniqueChildren(boxNames(project), &taken);
}

QStringList UnityFrameData::pointChildren(const Project &project)
{
    QSet<QString> taken;
    uniqueChildren(boxNames(project), &taken);
    QStringList names;
    for (const PointDeclaration &point : project.points)
        names.append(point.name);
    return uniqueChildren(names, &taken);
}

UnityFrameData::Curves UnityFrameData::of(const Project &project, const Clip &clip, const ExportOptions &options)
{
    Curves out;
    const QList<SheetStep> steps = SheetSequence::of(clip, SheetSequence::PingPong::Unrolled);
    if (steps.isEmpty())
        return out;
    const QList<SharedFrameData> data = SheetSequence::frameData(clip, steps);
    const std::vector<double> starts = SheetSequence::starts(steps);
    const double end = starts.back() + steps.back().duration;
    const double unit = exportUnitsPerPixel(options);
    const FrameDataKeys keys = FrameDataKeys::of(project, data);
    const QStringList boxes = boxChildren(project), points = pointChildren(project);
    for (qsizetype b = 0; b < keys.boxes.size(); ++b) {
        std::vector<double> times;
        std::vector<std::optional<QRectF>> rects;
        std::vector<UnityKey::Vec> enabled;
        for (const BoxKey &k : keys.boxes[b].keys) {
            times.push_back(starts[size_t(k.step)]);
            rects.push_back(k.rect);
            enabled.push_back({k.rect ? 1.0 : 0.0, 0.0, 0.0});
        }
        const auto add = [&](const char *attribute, const std::vector<UnityKey::Vec> &values) {
            out.floats.push_back({boxes[b], attribute, kBoxCollider2D, stepped(times, values, end)});
        };
        if (keys.boxes[b].everOn()) {
            std::vector<UnityKey::Vec> x, y, w, h;
            for (const QRectF &r : held(rects)) {
                x.push_back({(r.x() + r.width() / 2.0) * unit, 0, 0});
                y.push_back({-(r.y() + r.height() / 2.0) * unit, 0, 0});
                w.push_back({r.width() * unit, 0, 0});
                h.push_back({r.height() * unit, 0, 0});
            }
            add("m_Offset.x", x);
            add("m_Offset.y", y);
            add("m_Size.x", w);
            add("m_Size.y", h);
        }
        add("m_Enabled", enabled);
    }
    for (qsizetype p = 0; p < keys.points.size(); ++p) {
        std::vector<double> times;
        std::vector<std::optional<QPointF>> given;
        std::vector<UnityKey::Vec> active;
        for (const PointKey &k : keys.points[p].keys) {
            times.push_back(starts[size_t(k.step)]);
            given.push_back(k.point);
            active.push_back({k.point ? 1.0 : 0.0, 0.0, 0.0});
        }
        if (keys.points[p].everOn()) {
            std::vector<UnityKey::Vec> positions;
            for (const QPointF &q : held(given))
                positions.push_back({q.x() * unit, -q.y() * unit, 0.0});
            out.positions.push_back({points[p], stepped(times, positions, end)});
        }
        out.floats.push_back({points[p], "m_IsActive", kGameObject, stepped(times, active, end)});
    }
    return out;
}

} // namespace inbetween
