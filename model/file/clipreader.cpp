#include "clipreader.h"

#include "declaredkeys.h"
#include "jsontext.h"
#include "matrixdecomposition.h"
#include "projectkeys.h"

namespace inbetween {

using namespace projectkeys;

namespace {
// The keys the rules across keys name (declaredkeys.h).
constexpr auto &kLoop = std::get<declaredKeyIndex<ClipKeys>("loop")>(ClipKeys::keys);
constexpr auto &kPlayRange = std::get<declaredKeyIndex<ClipKeys>("playRange")>(ClipKeys::keys);
constexpr auto &kTime = std::get<declaredKeyIndex<KeyframeKeys>("time")>(KeyframeKeys::keys);
constexpr auto &kTranslation = std::get<declaredKeyIndex<KeyframeKeys>("translation")>(KeyframeKeys::keys);
constexpr auto &kRotation = std::get<declaredKeyIndex<KeyframeKeys>("rotation")>(KeyframeKeys::keys);
constexpr auto &kScale = std::get<declaredKeyIndex<KeyframeKeys>("scale")>(KeyframeKeys::keys);
constexpr auto &kMatrix = std::get<declaredKeyIndex<KeyframeKeys>("matrix")>(KeyframeKeys::keys);
constexpr auto &kEasing = std::get<declaredKeyIndex<KeyframeKeys>("easing")>(KeyframeKeys::keys);
} // namespace

struct ClipReader::Previous
{
    std::optional<double> time; // times must increase
    Vec3 rotation;              // a matrix is decomposed next to it
};

void ClipReader::clip(const JsonValue &object, const JsonPath &at, bool version1Root, Clip *clip)
{
    if (const JsonValue v = object["loop"]; !v.isMissing())
        kLoop.type.read(*this, v, at.key("loop"), &clip->loop);
    if (const JsonValue v = object["frames"]; !v.isMissing()) {
        QList<Frame> frames;
        frames.reserve(qsizetype(std::min(document.size(v), limits.maxFrames)));
        if (!forEachObject(v, at.key("frames"), limits.maxFrames, "frames", [&](const JsonPath &where, const JsonValue &o) {
                Frame f;
                readKeys<FrameKeys>(o, where, &f);
                frames.append(std::move(f));
            }))
            frames.clear();
        clip->frames.setFrames(std::move(frames));
    }
    if (const JsonValue v = object["keyframes"]; !v.isMissing()) {
        QList<Keyframe> keys;
        keys.reserve(qsizetype(std::min(document.size(v), limits.maxKeyframes)));
        Previous previous;
        if (!forEachObject(v, at.key("keyframes"), limits.maxKeyframes, "keyframes",
                           [&](const JsonPath &where, const JsonValue &o) { keyframe(o, where, previous, &keys); }))
            keys.clear();
        clip->motion.setKeys(std::move(keys));
    }
    if (const JsonValue v = object["events"]; !v.isMissing()) {
        QList<ClipEvent> events;
        events.reserve(qsizetype(std::min(document.size(v), limits.maxEvents)));
        if (!forEachObject(v, at.key("events"), limits.maxEvents, "events", [&](const JsonPath &where, const JsonValue &o) {
                ClipEvent e;
                readKeys<EventKeys>(o, where, &e);
                events.append(std::move(e));
            }))
            events.clear();
        clip->events = std::move(events);
    }
    if (version1Root)
        return;
    if (const JsonValue v = object["audio"]; !v.isMissing())
        audio(v, at.key("audio"), &clip->audio);
    if (const JsonValue v = object["playRange"]; !v.isMissing())
        kPlayRange.type.read(*this, v, at.key("playRange"), clip->length(), &clip->playRange);
}

void ClipReader::keyframe(const JsonValue &o, const JsonPath &at, Previous &previous, QList<Keyframe> *out)
{
    const DeclaredMembers<KeyframeKeys> object = members<KeyframeKeys>(o, at);
    Keyframe k;
    if (readKey(kTime, object, at, &k)) {
        if (previous.time && !(k.time > *previous.time))
            error(at.key("time"), QStringLiteral("must be later than the previous keyframe's time (%1)")
                                      .arg(QString::fromLatin1(jsonNumber(*previous.time)))
                                      + got(object["time"]));
        previous.time = k.time;
    }
    if (!object["matrix"].isMissing()) {
        matrix(object, at, previous.rotation, &k);
    } else {
        readKey(kTranslation, object, at, &k);
        readKey(kRotation, object, at, &k);
        readKey(kScale, object, at, &k);
    }
    readKey(kEasing, object, at, &k);
    previous.rotation = k.rotation;
    out->append(k);
}

// A legacy matrix, decomposed into translation, rotation and scale, which it excludes.
void ClipReader::matrix(const DeclaredMembers<KeyframeKeys> &object, const JsonPath &at, const Vec3 &previousRotation,
                        Keyframe *k)
{
    for (const std::string_view other : kMatrix.excludes) {
        if (!other.empty() && !object[other].isMissing())
            error(at.key(other.data()), QStringLiteral("cannot be given with a matrix"));
    }
    std::array<double, 16> m;
    const JsonPath where = at.key("matrix");
    if (!kMatrix.type.read(*this, object["matrix"], where, &m))
        return;
    QString why;
    const auto decomposed = MatrixDecomposition::decompose(m, previousRotation, &why);
    if (!decomposed) {
        error(where, why);
        return;
    }
    // The parts must keep to the limits a saved file (which writes them, not the matrix) keeps to.
    const std::tuple<const char *, const Vec3 *, double> parts[] = {{"translation", &decomposed->translation, limits.maxTranslation},
                                                                    {"rotation", &decomposed->rotation, limits.maxRotation},
                                                                    {"scale", &decomposed->scale, limits.maxScale}};
    for (const auto &[name, p, limit] : parts) {
        const double biggest = std::max({std::abs(p->x), std::abs(p->y), std::abs(p->z)});
        if (!(biggest <= limit)) {
            error(where, QStringLiteral("its %1 is beyond the limit of -%2 to %2 (got %3)")
                             .arg(QLatin1String(name), limitText(limit),
                                  std::isfinite(biggest) ? QString::fromLatin1(jsonNumber(biggest))
                                                         : QStringLiteral("a non-finite value")));
            return;
        }
    }
    k->translation = decomposed->translation;
    k->rotation = decomposed->rotation;
    k->scale = decomposed->scale;
}

void ClipReader::audio(const JsonValue &v, const JsonPath &where, std::optional<ClipAudio> *out)
{
    if (!v.isObject()) {
        error(where, QStringLiteral("must be an object {\"file\": PATH, \"offset\": MS}") + got(v));
        return;
    }
    ClipAudio a;
    readKeys<AudioKeys>(v, where, &a);
    *out = a;
}

void ClipReader::warnBeyondClip(const Clip &clip, const JsonPath &where)
{
    const double L = clip.length();
    if (!(L > 0.0))
        return; // a static clip plays nothing: no event occurs, no key is past an end
    const QString end = QString::fromLatin1(jsonNumber(L));
    // The keys' times increase (the reader refuses a clip whose times do not), so the keys past
    // L are the last ones: found from the end, not by a second pass over 100,000 keys.
    const JsonPath keys = where.key("keyframes");
    int first = clip.motion.count();
    while (first > 0 && clip.motion.key(first - 1).time > L)
        --first;
    for (int i = first; i < clip.motion.count(); ++i)
        warning(keys.at(i).key("time"), QStringLiteral("after the end of the clip (%1 ms); it never plays").arg(end));
    // An event at L ends each lap (DESIGN.md, "Events at or past the end"); one past L never
    // occurs, in any loop mode: it is kept, and named here with the clip's length.
    const JsonPath events = where.key("events");
    for (int i = 0; i < clip.events.size(); ++i) {
        const ClipEvent &e = clip.events[i];
        if (e.time > L)
            warning(events.at(i).key("time"), QStringLiteral("%1 at %2 ms is after the end of the clip (%3 ms); it never occurs")
                                                  .arg(QString::fromUtf8(jsonString(e.name)),
                                                       QString::fromLatin1(jsonNumber(e.time)), end));
    }
}

} // namespace inbetween
