#include "projectwriter.h"

#include "jsontext.h"

#include <QSaveFile>

namespace inbetween {

namespace {

QByteArray jsonVec3(const Vec3 &v)
{
    return '[' + jsonNumber(v.x) + ", " + jsonNumber(v.y) + ", " + jsonNumber(v.z) + ']';
}

QByteArray jsonEasing(const Easing &e)
{
    if (e.type() != Easing::Type::Bezier)
        return jsonString(e.name());
    const auto &p = e.bezierPoints();
    return "{ \"bezier\": [" + jsonNumber(p[0]) + ", " + jsonNumber(p[1]) + ", " + jsonNumber(p[2]) + ", "
           + jsonNumber(p[3]) + "] }";
}

// `"key": [` then one item a line, then `]`; an empty list stays on one line.
QByteArray jsonList(const char *key, const QList<QByteArray> &items, bool last)
{
    QByteArray out = QByteArray("  \"") + key + "\": [";
    if (items.isEmpty()) {
        out += ']';
    } else {
        out += '\n';
        for (qsizetype i = 0; i < items.size(); ++i)
            out += "    " + items[i] + (i + 1 < items.size() ? ",\n" : "\n");
        out += "  ]";
    }
    return out + (last ? "\n" : ",\n");
}

} // namespace

QByteArray ProjectWriter::toJson(const Project &project)
{
    QByteArray out = "{\n";
    out += "  \"format\": \"inbetween\",\n";
    out += "  \"version\": 1,\n";
    out += "  \"name\": " + jsonString(project.name) + ",\n";
    out += "  \"loop\": " + jsonString(loopModeName(project.loop)) + ",\n";
    out += "  \"fps\": " + jsonNumber(project.fps) + ",\n";

    QList<QByteArray> frames;
    for (const Frame &f : project.frames.frames()) {
        QByteArray item = "{ \"duration\": " + jsonNumber(f.duration);
        if (!f.image.isEmpty())
            item += ", \"image\": " + jsonString(f.image);
        frames.append(item + " }");
    }
    out += jsonList("frames", frames, false);

    QList<QByteArray> keys;
    for (const Keyframe &k : project.motion.keys()) {
        keys.append("{ \"time\": " + jsonNumber(k.time) + ", \"translation\": " + jsonVec3(k.translation)
                    + ", \"rotation\": " + jsonVec3(k.rotation) + ", \"scale\": " + jsonVec3(k.scale)
                    + ", \"easing\": " + jsonEasing(k.easing) + " }");
    }
    out += jsonList("keyframes", keys, false);

    QList<QByteArray> events;
    for (const ClipEvent &e : project.events)
        events.append("{ \"time\": " + jsonNumber(e.time) + ", \"name\": " + jsonString(e.name) + " }");
    out += jsonList("events", events, true);
    return out + "}\n";
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
