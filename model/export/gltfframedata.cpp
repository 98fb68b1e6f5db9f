#include "export/gltfframedata.h"

#include "export/framedatakeys.h"

#include <QJsonObject>
#include <array>

namespace inbetween {

namespace {

using Vec = std::array<float, 3>;

// A box's translation and scale: the unit square covering the rect (pixels from the pivot, y
// down), or scale 0 when off.
std::pair<Vec, Vec> boxTransform(const std::optional<QRectF> &rect, double u)
{
    if (!rect)
        return {Vec{0, 0, 0}, Vec{0, 0, 0}};
    const QPointF c = rect->center();
    return {Vec{float(c.x() * u), float(-c.y() * u), 0.0f}, Vec{float(rect->width() * u), float(rect->height() * u), 1.0f}};
}

std::pair<Vec, Vec> pointTransform(const std::optional<QPointF> &point, double u)
{
    if (!point)
        return {Vec{0, 0, 0}, Vec{0, 0, 0}};
    return {Vec{float(point->x() * u), float(-point->y() * u), 0.0f}, Vec{1, 1, 1}};
}

QJsonArray numbers(const Vec &v)
{
    return gltfNumbers({double(v[0]), double(v[1]), double(v[2])});
}

} // namespace

GltfFrameData::GltfFrameData(const Project &project, double unitsPerPixel) : m_project(project), m_unitsPerPixel(unitsPerPixel) {}

QJsonArray GltfFrameData::addNodes(QJsonArray &nodes, const FrameData &first)
{
    QJsonArray out;
    m_nodes.clear();
    auto add = [&](const QString &name, const QJsonObject &extras, const std::pair<Vec, Vec> &pose) {
        QJsonObject node{{QStringLiteral("name"), name}, {QStringLiteral("extras"), extras}};
        node.insert(QStringLiteral("translation"), numbers(pose.first));
        node.insert(QStringLiteral("scale"), numbers(pose.second));
        m_nodes.push_back(int(nodes.size()));
        out.append(int(nodes.size()));
        nodes.append(node);
    };
    for (const BoxDeclaration &box : m_project.boxes) {
        const auto it = first.boxes.constFind(box.name);
        add(box.name,
            QJsonObject{{QStringLiteral("inbetween"), QStringLiteral("box")},
                        {QStringLiteral("name"), box.name},
                        {QStringLiteral("kind"), boxKindName(box.kind)}},
            boxTransform(it == first.boxes.cend() ? std::nullopt : std::optional<QRectF>(*it), m_unitsPerPixel));
    }
    for (const PointDeclaration &point : m_project.points) {
        const auto it = first.points.constFind(point.name);
        add(point.name, QJsonObject{{QStringLiteral("inbetween"), QStringLiteral("point")}, {QStringLiteral("name"), point.name}},
            pointTransform(it == first.points.cend() ? std::nullopt : std::optional<QPointF>(*it), m_unitsPerPixel));
    }
    return out;
}

void GltfFrameData::addNodeChannels(QJsonArray &channels, QJsonArray &samplers, GltfBuffer &buffer, int node,
                                    const std::vector<float> &times, const Values &translations, const Values &scales) const
{
    const int input = buffer.addFloats(times, 1, "SCALAR", true);
    for (const auto &[values, path] : {std::pair{&translations, "translation"}, std::pair{&scales, "scale"}}) {
        samplers.append(QJsonObject{{QStringLiteral("input"), input},
                                    {QStringLiteral("output"), buffer.addFloats(*values, 3, "VEC3", false)},
                                    {QStringLiteral("interpolation"), QStringLiteral("STEP")}});
        channels.append(QJsonObject{
            {QStringLiteral("sampler"), int(samplers.size()) - 1},
            {QStringLiteral("target"), QJsonObject{{QStringLiteral("node"), node}, {QStringLiteral("path"), QLatin1String(path)}}}});
    }
}

void GltfFrameData::addChannels(QJsonArray &channels, QJsonArray &samplers, GltfBuffer &buffer,
                                const std::vector<float> &seconds, const QList<SharedFrameData> &steps) const
{
    if (steps.isEmpty())
        return;
    const FrameDataKeys keys = FrameDataKeys::of(m_project, steps);
    // A key's values; while off, the translation stays where it was (STEP: only the scale shows).
    auto append = [](Values &translations, Values &scales, const std::pair<Vec, Vec> &pose, bool on) {
        const size_t n = translations.size();
        const Vec held = n < 3 ? pose.first : Vec{translations[n - 3], translations[n - 2], translations[n - 1]};
        const Vec &t = on ? pose.first : held;
        translations.insert(translations.end(), t.begin(), t.end());
        scales.insert(scales.end(), pose.second.begin(), pose.second.end());
    };
    size_t node = 0;
    for (const BoxKeys &box : keys.boxes) {
        std::vector<float> times;
        Values translations, scales;
        for (const BoxKey &k : box.keys) {
            times.push_back(seconds[size_t(k.step)]);
            append(translations, scales, boxTransform(k.rect, m_unitsPerPixel), k.rect.has_value());
        }
        addNodeChannels(channels, samplers, buffer, m_nodes[node++], times, translations, scales);
    }
    for (const PointKeys &point : keys.points) {
        std::vector<float> times;
        Values translations, scales;
        for (const PointKey &k : point.keys) {
            times.push_back(seconds[size_t(k.step)]);
            append(translations, scales, pointTransform(k.point, m_unitsPerPixel), k.point.has_value());
        }
        addNodeChannels(channels, samplers, buffer, m_nodes[node++], times, translations, scales);
    }
}

} // namespace inbetween
