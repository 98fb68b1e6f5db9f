#include "legacyprojectwriter.h"

#include "playrangeclip.h"

#include <QLocale>

namespace inbetween::legacy {

QByteArray jsonNumber(double value)
{
    if (value == 0.0)
        return QByteArrayLiteral("0");
    QByteArray text = QByteArray::number(value, 'g', QLocale::FloatingPointShortest);
    // Qt pads the exponent to two digits ("1e-07"); the shortest form has none ("1e-7").
    const qsizetype e = text.indexOf('e');
    if (e >= 0 && e + 2 < text.size() && text[e + 2] == '0')
        text.remove(e + 2, 1);
    return text;
}

QByteArray jsonString(const QString &s)
{
    QByteArray out = "\"";
    for (const char c : s.toUtf8()) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20)
                out += QByteArray("\\u00") + QByteArray::number(static_cast<unsigned char>(c), 16).rightJustified(2, '0');
            else
                out += c;
        }
    }
    return out + '"';
}

namespace {

// Everything is appended to one buffer: building each item from temporaries (a + b + c) made
// saving 100,000 frames and keys allocate millions of times.
void appendVec3(QByteArray &out, const Vec3 &v)
{
    out += '[';
    out += jsonNumber(v.x);
    out += ", ";
    out += jsonNumber(v.y);
    out += ", ";
    out += jsonNumber(v.z);
    out += ']';
}

void appendEasing(QByteArray &out, const Easing &e)
{
    if (e.type() != Easing::Type::Bezier) {
        out += jsonString(e.name());
        return;
    }
    const auto &p = e.bezierPoints();
    out += "{ \"bezier\": [";
    for (size_t i = 0; i < p.size(); ++i) {
        out += jsonNumber(p[i]);
        out += i + 1 < p.size() ? ", " : "] }";
    }
}

// `"key": [` then one item a line (each written by `item(out, i)`), then `]`; an empty list
// stays on one line. `indent` is the key's indentation.
template<typename WriteItem>
void appendList(QByteArray &out, const char *indent, const char *key, qsizetype count, bool last, WriteItem item)
{
    out += indent;
    out += '"';
    out += key;
    out += "\": [";
    if (count > 0) {
        out += '\n';
        for (qsizetype i = 0; i < count; ++i) {
            out += indent;
            out += "  ";
            item(out, i);
            out += i + 1 < count ? ",\n" : "\n";
        }
        out += indent;
    }
    out += ']';
    out += last ? "\n" : ",\n";
}

void appendFrame(QByteArray &o, const Frame &f)
{
    o += "{ \"duration\": ";
    o += jsonNumber(f.duration);
    if (!f.image.isEmpty()) {
        o += ", \"image\": ";
        o += jsonString(f.image);
    }
    if (f.region) {
        o += ", \"region\": [";
        o += QByteArray::number(f.region->x());
        o += ", ";
        o += QByteArray::number(f.region->y());
        o += ", ";
        o += QByteArray::number(f.region->width());
        o += ", ";
        o += QByteArray::number(f.region->height());
        o += ']';
    }
    o += " }";
}

void appendKeyframe(QByteArray &o, const Keyframe &k)
{
    o += "{ \"time\": ";
    o += jsonNumber(k.time);
    o += ", \"translation\": ";
    appendVec3(o, k.translation);
    o += ", \"rotation\": ";
    appendVec3(o, k.rotation);
    o += ", \"scale\": ";
    appendVec3(o, k.scale);
    o += ", \"easing\": ";
    appendEasing(o, k.easing);
    o += " }";
}

void appendClip(QByteArray &out, const Clip &clip)
{
    const char *indent = "      ";
    out += "    {\n";
    out += indent;
    out += "\"name\": ";
    out += jsonString(clip.name);
    out += ",\n";
    out += indent;
    out += "\"loop\": ";
    out += jsonString(loopModeName(clip.loop));
    out += ",\n";
    // The play range as the reader will take it: an edit that shortened the clip since it was set
    // cuts it to the length (or leaves none), so the file saved always reads back.
    const std::optional<PlayRange> playRange = PlayRangeClip::effectiveRange(clip);
    const bool hasExtras = clip.audio || playRange;
    const QList<Frame> &frames = clip.frames.frames();
    appendList(out, indent, "frames", frames.size(), false,
               [&](QByteArray &o, qsizetype i) { appendFrame(o, frames[i]); });
    const QList<Keyframe> &keys = clip.motion.keys();
    appendList(out, indent, "keyframes", keys.size(), false,
               [&](QByteArray &o, qsizetype i) { appendKeyframe(o, keys[i]); });
    const QList<ClipEvent> &events = clip.events;
    appendList(out, indent, "events", events.size(), !hasExtras, [&](QByteArray &o, qsizetype i) {
        o += "{ \"time\": ";
        o += jsonNumber(events[i].time);
        o += ", \"name\": ";
        o += jsonString(events[i].name);
        o += " }";
    });
    if (clip.audio) {
        out += indent;
        out += "\"audio\": { \"file\": ";
        out += jsonString(clip.audio->file);
        out += ", \"offset\": ";
        out += jsonNumber(clip.audio->offset);
        out += playRange ? " },\n" : " }\n";
    }
    if (playRange) {
        out += indent;
        out += "\"playRange\": [";
        out += jsonNumber(playRange->from);
        out += ", ";
        out += jsonNumber(playRange->to);
        out += "]\n";
    }
    out += "    }";
}

} // namespace

QByteArray ProjectWriter::toJson(const Project &project)
{
    QByteArray out;
    // About 60 bytes a frame and 160 a key: one allocation for most projects.
    qsizetype estimate = 256;
    for (const Clip &c : project.clips)
        estimate += 256 + 96 * c.frames.count() + 176 * c.motion.count() + 64 * c.events.size();
    out.reserve(estimate);
    out += "{\n";
    out += "  \"format\": \"inbetween\",\n";
    out += "  \"version\": 2,\n";
    out += "  \"name\": ";
    out += jsonString(project.name);
    out += ",\n  \"fps\": ";
    out += jsonNumber(project.fps);
    out += ",\n  \"clips\": [\n";
    for (size_t i = 0; i < project.clips.size(); ++i) {
        appendClip(out, project.clips[i]);
        out += i + 1 < project.clips.size() ? ",\n" : "\n";
    }
    out += "  ]\n}\n";
    return out;
}

} // namespace inbetween::legacy
