#include "cli/clijson.h"

#include "json/jsontext.h"

#include <cstdint>
#include <type_traits>

namespace inbetween {

namespace {
QByteArray array(std::initializer_list<double> values)
{
    QByteArray out = "[";
    for (double v : values) {
        if (out.size() > 1)
            out += ',';
        out += jsonNumber(v);
    }
    return out + ']';
}

QByteArray vec(const Vec3 &v)
{
    return array({v.x, v.y, v.z});
}

// {"name": [numbers], ...}, by name, as the file holds a frame's boxes or points.
template <typename Value>
QByteArray named(const QMap<QString, Value> &values)
{
    QByteArray out = "{";
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        if (out.size() > 1)
            out += ',';
        out += jsonString(it.key()) + ':';
        if constexpr (std::is_same_v<Value, QRectF>)
            out += array({it->x(), it->y(), it->width(), it->height()});
        else
            out += array({it->x(), it->y()});
    }
    return out + '}';
}

// The clip's guides as the file keeps them, each only when the clip has it: ,"markers":[{"time",
// "name"}, ...] (in the file's order) and ,"beat":{"bpm","offset"}.
QByteArray guides(const Clip &c)
{
    QByteArray out;
    if (!c.markers.isEmpty()) {
        out += ",\"markers\":[";
        for (qsizetype i = 0; i < c.markers.size(); ++i)
            out += QByteArray(i ? "," : "") + "{\"time\":" + jsonNumber(c.markers[i].time) + ",\"name\":"
                   + jsonString(c.markers[i].name) + '}';
        out += ']';
    }
    if (c.beat)
        out += ",\"beat\":{\"bpm\":" + jsonNumber(c.beat->bpm) + ",\"offset\":" + jsonNumber(c.beat->offset) + '}';
    return out;
}

QByteArray countOrNull(bool given, std::int64_t n)
{
    return given ? QByteArray::number(qint64(n)) : QByteArrayLiteral("null");
}
} // namespace

QByteArray sampleLine(const Sample &s)
{
    const Quaternion q = s.pose.quaternion();
    return "{\"time\":" + jsonNumber(s.time) + ",\"clipTime\":" + jsonNumber(s.clipTime)
           + ",\"frame\":" + (s.frame < 0 ? QByteArray("null") : QByteArray::number(s.frame))
           + ",\"translation\":" + vec(s.pose.translation) + ",\"rotation\":" + vec(s.pose.rotation)
           + ",\"quaternion\":" + array({q.x, q.y, q.z, q.w}) + ",\"scale\":" + vec(s.pose.scale)
           + ",\"pivot\":" + (s.data->pivot ? array({s.data->pivot->x(), s.data->pivot->y()}) : QByteArray("null"))
           + ",\"boxes\":" + named(s.data->boxes) + ",\"points\":" + named(s.data->points) + '}';
}

QByteArray crossingLine(const Crossing &c)
{
    if (c.kind == Crossing::Kind::Frame)
        return "{\"time\":" + jsonNumber(c.time) + ",\"kind\":\"frame\",\"frame\":" + QByteArray::number(c.index) + '}';
    if (c.kind == Crossing::Kind::Box)
        return "{\"time\":" + jsonNumber(c.time) + ",\"kind\":\"box\",\"box\":" + jsonString(c.name)
               + ",\"on\":" + (c.on ? "true" : "false") + '}';
    return "{\"time\":" + jsonNumber(c.time) + ",\"kind\":\"event\",\"name\":" + jsonString(c.name) + '}';
}

QByteArray infoLine(const Project &p, const Clip &c)
{
    QByteArray names = "[";
    for (const Clip &each : p.clips)
        names += (names.size() > 1 ? "," : "") + jsonString(each.name);
    return "{\"name\":" + jsonString(p.name) + ",\"loop\":" + jsonString(loopModeName(c.loop))
           + ",\"length\":" + jsonNumber(c.length()) + ",\"fps\":" + jsonNumber(p.fps)
           + ",\"frames\":" + QByteArray::number(c.frames.count()) + ",\"keyframes\":"
           + QByteArray::number(c.motion.count()) + ",\"events\":" + QByteArray::number(c.events.size())
           + ",\"clip\":" + jsonString(c.name) + ",\"clips\":" + names + ']' + guides(c) + '}';
}

QByteArray infoLine(const Project &p, const Clip &c, const TickReport &tick, const QList<BoxTicks> &boxes)
{
    QByteArray boxLines = "[";
    for (const BoxTicks &b : boxes) {
        const int declared = p.boxIndex(b.box);
        QByteArray windows = "[";
        for (const BoxTicks::Window &w : b.windows)
            windows += (windows.size() > 1 ? ",[" : "[") + QByteArray::number(qint64(w.first)) + ',' + QByteArray::number(qint64(w.last)) + ']';
        boxLines += (boxLines.size() > 1 ? "," : "") + QByteArray("{\"box\":") + jsonString(b.box) + ",\"kind\":"
                    + jsonString(boxKindName(declared >= 0 ? p.boxes[declared].kind : BoxKind::Other))
                    + ",\"windows\":" + windows + "],\"startup\":" + countOrNull(b.isOn(), b.startup())
                    + ",\"active\":" + QByteArray::number(qint64(b.active())) + ",\"recovery\":" + countOrNull(b.isOn(), b.recovery())
                    + ",\"totalTicks\":" + QByteArray::number(qint64(b.totalTicks)) + '}';
    }
    QByteArray frames = "[";
    for (const TickReport::FrameTicks &f : tick.frames()) {
        frames += (frames.size() > 1 ? "," : "") + QByteArray("{\"frame\":") + QByteArray::number(f.frame)
                  + ",\"hold\":" + jsonNumber(f.hold) + ",\"minTicks\":" + QByteArray::number(f.minTicks)
                  + ",\"maxTicks\":" + QByteArray::number(f.maxTicks) + ",\"worstErrorMs\":" + jsonNumber(f.worstErrorMs)
                  + '}';
    }
    QByteArray line = infoLine(p, c);
    line.chop(1); // the closing brace
    return line + ",\"tick\":{\"hz\":" + jsonNumber(tick.hz()) + ",\"tickMs\":" + jsonNumber(tick.tickMs())
           + ",\"frames\":" + frames + "],\"worstErrorMs\":" + jsonNumber(tick.worstErrorMs()) + ",\"boxes\":" + boxLines + "]}}";
}

} // namespace inbetween
