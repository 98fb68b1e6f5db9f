#include "projectwriter.h"

#include "jsontext.h"

#include <QSaveFile>

namespace inbetween {

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
// stays on one line.
template<typename WriteItem>
void appendList(QByteArray &out, const char *key, qsizetype count, bool last, WriteItem item)
{
    out += "  \"";
    out += key;
    out += "\": [";
    if (count > 0) {
        out += '\n';
        for (qsizetype i = 0; i < count; ++i) {
            out += "    ";
            item(out, i);
            out += i + 1 < count ? ",\n" : "\n";
        }
        out += "  ";
    }
    out += ']';
    out += last ? "\n" : ",\n";
}

} // namespace

QByteArray ProjectWriter::toJson(const Project &project)
{
    QByteArray out;
    // About 60 bytes a frame and 160 a key: one allocation for most projects.
    out.reserve(256 + 64 * project.frames.count() + 176 * project.motion.count() + 64 * project.events.size());
    out += "{\n";
    out += "  \"format\": \"inbetween\",\n";
    out += "  \"version\": 1,\n";
    out += "  \"name\": ";
    out += jsonString(project.name);
    out += ",\n  \"loop\": ";
    out += jsonString(loopModeName(project.loop));
    out += ",\n  \"fps\": ";
    out += jsonNumber(project.fps);
    out += ",\n";

    const QList<Frame> &frames = project.frames.frames();
    appendList(out, "frames", frames.size(), false, [&](QByteArray &o, qsizetype i) {
        const Frame &f = frames[i];
        o += "{ \"duration\": ";
        o += jsonNumber(f.duration);
        if (!f.image.isEmpty()) {
            o += ", \"image\": ";
            o += jsonString(f.image);
        }
        o += " }";
    });

    const QList<Keyframe> &keys = project.motion.keys();
    appendList(out, "keyframes", keys.size(), false, [&](QByteArray &o, qsizetype i) {
        const Keyframe &k = keys[i];
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
    });

    const QList<ClipEvent> &events = project.events;
    appendList(out, "events", events.size(), true, [&](QByteArray &o, qsizetype i) {
        o += "{ \"time\": ";
        o += jsonNumber(events[i].time);
        o += ", \"name\": ";
        o += jsonString(events[i].name);
        o += " }";
    });
    out += "}\n";
    return out;
}

bool ProjectWriter::save(const Project &project, const QString &path, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = file.errorString();
        return false;
    }
    const QByteArray bytes = toJson(project);
    if (file.write(bytes) != bytes.size()) {
        *error = file.errorString();
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace inbetween
