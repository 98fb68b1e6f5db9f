#include "cli/clijson.h"

#include "json/jsontext.h"

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
} // namespace

QByteArray sampleLine(const Sample &s)
{
    const Quaternion q = s.pose.quaternion();
    return "{\"time\":" + jsonNumber(s.time) + ",\"clipTime\":" + jsonNumber(s.clipTime)
           + ",\"frame\":" + (s.frame < 0 ? QByteArray("null") : QByteArray::number(s.frame))
           + ",\"translation\":" + vec(s.pose.translation) + ",\"rotation\":" + vec(s.pose.rotation)
           + ",\"quaternion\":" + array({q.x, q.y, q.z, q.w}) + ",\"scale\":" + vec(s.pose.scale) + '}';
}

QByteArray crossingLine(const Crossing &c)
{
    if (c.kind == Crossing::Kind::Frame)
        return "{\"time\":" + jsonNumber(c.time) + ",\"kind\":\"frame\",\"frame\":" + QByteArray::number(c.index) + '}';
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
           + ",\"clip\":" + jsonString(c.name) + ",\"clips\":" + names + "]}";
}

QByteArray infoLine(const Project &p, const Clip &c, const TickReport &tick)
{
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
           + ",\"frames\":" + frames + "],\"worstErrorMs\":" + jsonNumber(tick.worstErrorMs()) + "}}";
}

} // namespace inbetween
