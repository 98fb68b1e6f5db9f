#include "clipreader.h"

#include "declaredkeys.h"
#include "jsontext.h"
#include "matrixdecomposition.h"
#include "projectkeys.h"

#include <memory>

namespace inbetween {

using Value = JsonCursor::Value;
using Step = JsonCursor::Step;

namespace {
using projectkeys::EventKeys;
using projectkeys::FrameKeys;
using projectkeys::KeyframeKeys;
// The keys of each kind of object as declared (projectkeys.h), and their indexes.
constexpr auto kFrameKeyNames = declaredKeyNames<FrameKeys>();
constexpr JsonKeys kFrameKeys(kFrameKeyNames);
enum FrameKey {
    Duration = declaredKeyIndex<FrameKeys>("duration"),
    Image = declaredKeyIndex<FrameKeys>("image"),
    Region = declaredKeyIndex<FrameKeys>("region")
};
constexpr auto kKeyframeKeyNames = declaredKeyNames<KeyframeKeys>();
constexpr JsonKeys kKeyframeKeys(kKeyframeKeyNames);
enum KeyframeKey {
    Time = declaredKeyIndex<KeyframeKeys>("time"),
    Translation = declaredKeyIndex<KeyframeKeys>("translation"),
    Rotation = declaredKeyIndex<KeyframeKeys>("rotation"),
    Scale = declaredKeyIndex<KeyframeKeys>("scale"),
    EasingKey = declaredKeyIndex<KeyframeKeys>("easing"),
    Matrix = declaredKeyIndex<KeyframeKeys>("matrix")
};
constexpr auto kEventKeyNames = declaredKeyNames<EventKeys>();
constexpr JsonKeys kEventKeys(kEventKeyNames);
enum EventKey { EventTime = declaredKeyIndex<EventKeys>("time"), EventName = declaredKeyIndex<EventKeys>("name") };
constexpr JsonKeys::Name kEasingKeyNames[] = {"bezier"};
constexpr JsonKeys kEasingKeys(kEasingKeyNames);
} // namespace

// A frame's keys as written, checked once the object has been read (a region needs the image).
struct ClipReader::FrameFields
{
    JsonItem duration;
    JsonItem image;
    ShortArray<4> region;
};

// A keyframe's keys as written, and what the keys before it left (times must increase; a
// matrix is decomposed next to the previous key's rotation). One for a whole list.
struct ClipReader::KeyFields
{
    JsonItem time;
    ShortArray<3> translation;
    ShortArray<3> rotation;
    ShortArray<3> scale;
    ShortArray<16> matrix;
    EasingField easing;
    std::optional<double> previousTime;
    Vec3 previousRotation;
};


void ClipReader::frames(Value v, const JsonPath &where, FrameTrack *out)
{
    QList<Frame> list;
    FrameFields f;
    if (!forEachObject(c, v, where, limits.maxFrames, "frames", [&](const JsonPath &at) { frame(at, f, &list); }))
        list.clear();
    out->setFrames(std::move(list));
}

void ClipReader::frame(const JsonPath &at, FrameFields &f, QList<Frame> *out)
{
    f.duration.kind = f.image.kind = f.region.self.kind = JsonItem::Kind::Missing;
    JsonString key;
    int index;
    for (Step step = c.enterObject(&key, &kFrameKeys, &index); step == Step::Next;
         step = c.nextMember(&key, &kFrameKeys, &index)) {
        const Value v = c.beginValue();
        switch (index) {
        case Duration: c.readItem(v, &f.duration); break;
        case Image: c.readItem(v, &f.image); break;
        case Region: c.readShortArray(v, &f.region); break;
        default:
            warnUnknownKey(at, key);
            c.skip(v);
        }
    }
    if (c.stopped())
        return;
    Frame frame;
    if (f.duration.isMissing())
        error(at.key("duration"), QStringLiteral("missing (every frame needs a duration in ms)"));
    else
        number(f.duration, at.key("duration"), 0.0, true, &frame.duration, limits.maxDuration, " ms");
    if (!f.image.isMissing())
        filePath(f.image, at.key("image"), &frame.image);
    if (!f.region.self.isMissing()) {
        if (f.image.isMissing())
            error(at.key("region"), QStringLiteral("a region needs an image to cut it from"));
        else
            frame.region = region(f.region, at.key("region"));
    }
    out->append(std::move(frame));
}

void ClipReader::keyframes(Value v, const JsonPath &where, MotionTrack *out)
{
    QList<Keyframe> list;
    const auto f = std::make_unique<KeyFields>(); // a kilobyte, once for the list
    if (!forEachObject(c, v, where, limits.maxKeyframes, "keyframes",
                       [&](const JsonPath &at) { keyframe(at, *f, &list); }))
        list.clear();
    out->setKeys(std::move(list));
}

void ClipReader::keyframe(const JsonPath &at, KeyFields &f, QList<Keyframe> *out)
{
    constexpr auto missing = JsonItem::Kind::Missing;
    f.time.kind = f.translation.self.kind = f.rotation.self.kind = f.scale.self.kind = missing;
    f.matrix.self.kind = f.easing.self.kind = missing;
    JsonString key;
    int index;
    for (Step step = c.enterObject(&key, &kKeyframeKeys, &index); step == Step::Next;
         step = c.nextMember(&key, &kKeyframeKeys, &index)) {
        const Value v = c.beginValue();
        switch (index) {
        case Time: c.readItem(v, &f.time); break;
        case Translation: c.readShortArray(v, &f.translation); break;
        case Rotation: c.readShortArray(v, &f.rotation); break;
        case Scale: c.readShortArray(v, &f.scale); break;
        case EasingKey: readEasing(v, &f.easing); break;
        case Matrix: c.readShortArray(v, &f.matrix); break;
        default:
            warnUnknownKey(at, key);
            c.skip(v);
        }
    }
    if (c.stopped())
        return;
    Keyframe k;
    const JsonPath timeAt = at.key("time");
    if (f.time.isMissing()) {
        error(timeAt, QStringLiteral("missing (every keyframe needs a time in ms)"));
    } else if (number(f.time, timeAt, 0.0, false, &k.time, limits.maxTime, " ms")) {
        if (f.previousTime && !(k.time > *f.previousTime))
            error(timeAt, QStringLiteral("must be later than the previous keyframe's time (%1)")
                              .arg(QString::fromLatin1(jsonNumber(*f.previousTime)))
                              + got(f.time));
        f.previousTime = k.time;
    }
    if (!f.matrix.self.isMissing()) {
        matrixKey(f, at, f.previousRotation, &k);
    } else {
        vec3(f.translation, "translation", at, limits.maxTranslation, &k.translation);
        vec3(f.rotation, "rotation", at, limits.maxRotation, &k.rotation);
        vec3(f.scale, "scale", at, limits.maxScale, &k.scale);
    }
    if (!f.easing.self.isMissing())
        easing(f.easing, at.key("easing"), &k.easing);
    f.previousRotation = k.rotation;
    out->append(k);
}

void ClipReader::matrixKey(const KeyFields &f, const JsonPath &at, const Vec3 &previousRotation, Keyframe *k)
{
    const std::pair<const char *, const JsonItem *> parts[] = {
        {"translation", &f.translation.self}, {"rotation", &f.rotation.self}, {"scale", &f.scale.self}};
    for (const auto &[name, item] : parts) {
        if (!item->isMissing())
            error(at.key(name), QStringLiteral("cannot be given with a matrix"));
    }
    std::array<double, 16> m;
    const JsonPath where = at.key("matrix");
    if (!numbers(f.matrix, where, 16, m.data(), limits.maxMatrixElement))
        return;
    QString why;
    const auto decomposed = MatrixDecomposition::decompose(m, previousRotation, &why);
    if (!decomposed) {
        error(where, why);
        return;
    }
    // The parts must keep to the limits a saved file (which writes them, not the matrix) keeps to.
    const std::pair<const Vec3 *, double> checks[] = {{&decomposed->translation, limits.maxTranslation},
                                                      {&decomposed->rotation, limits.maxRotation},
                                                      {&decomposed->scale, limits.maxScale}};
    for (int i = 0; i < 3; ++i) {
        const Vec3 &p = *checks[i].first;
        const double biggest = std::max({std::abs(p.x), std::abs(p.y), std::abs(p.z)});
        if (!(biggest <= checks[i].second)) {
            error(where, QStringLiteral("its %1 is beyond the limit of -%2 to %2 (got %3)")
                             .arg(QLatin1String(parts[i].first), limitText(checks[i].second),
                                  std::isfinite(biggest) ? QString::fromLatin1(jsonNumber(biggest))
                                                         : QStringLiteral("a non-finite value")));
            return;
        }
    }
    k->translation = decomposed->translation;
    k->rotation = decomposed->rotation;
    k->scale = decomposed->scale;
}

void ClipReader::readEasing(Value v, EasingField *out)
{
    out->hasBezier = false;
    out->unknownKeys.clear();
    if (v != Value::Object) {
        out->self = c.readItem(v);
        return;
    }
    out->self.kind = JsonItem::Kind::Object;
    JsonString key;
    int index;
    for (Step step = c.enterObject(&key, &kEasingKeys, &index); step == Step::Next;
         step = c.nextMember(&key, &kEasingKeys, &index)) {
        const Value m = c.beginValue();
        if (index == 0) {
            out->hasBezier = true;
            c.readShortArray(m, &out->bezier);
        } else {
            out->unknownKeys.append(key); // named when the easing is checked, after the key's time
            c.skip(m);
        }
    }
}

bool ClipReader::easing(const EasingField &v, const JsonPath &where, Easing *out)
{
    if (v.self.isString()) {
        const JsonString &s = v.self.string;
        if (s.escaped ? Easing::fromName(s.toString(), out) : Easing::fromName(QLatin1String(s.begin, s.size()), out))
            return true;
    } else if (v.self.isObject() && v.hasBezier) {
        for (const JsonString &key : v.unknownKeys)
            warnUnknownKey(where, key);
        double p[4];
        if (!numbers(v.bezier, where.key("bezier"), 4, p, limits.maxBezierY))
            return false;
        if (!Easing::isValidBezier(p[0], p[1], p[2], p[3])) {
            error(where.key("bezier"), QStringLiteral("x1 and x2 must be between 0 and 1"));
            return false;
        }
        *out = Easing::bezier(p[0], p[1], p[2], p[3]);
        return true;
    }
    error(where, QStringLiteral("must be \"linear\", \"step\", \"easeIn\", \"easeOut\", \"easeInOut\" or "
                                "{\"bezier\": [x1, y1, x2, y2]}")
                     + got(v.self));
    return false;
}

void ClipReader::events(Value v, const JsonPath &where, QList<ClipEvent> *out)
{
    QList<ClipEvent> list;
    if (!forEachObject(c, v, where, limits.maxEvents, "events", [&](const JsonPath &at) { event(at, &list); }))
        list.clear();
    *out = std::move(list);
}

void ClipReader::event(const JsonPath &at, QList<ClipEvent> *out)
{
    JsonItem time;
    JsonItem name;
    JsonString key;
    int index;
    for (Step step = c.enterObject(&key, &kEventKeys, &index); step == Step::Next;
         step = c.nextMember(&key, &kEventKeys, &index)) {
        const Value v = c.beginValue();
        switch (index) {
        case EventTime: c.readItem(v, &time); break;
        case EventName: c.readItem(v, &name); break;
        default:
            warnUnknownKey(at, key);
            c.skip(v);
        }
    }
    if (c.stopped())
        return;
    ClipEvent e;
    if (time.isMissing())
        error(at.key("time"), QStringLiteral("missing (every event needs a time in ms)"));
    else
        number(time, at.key("time"), 0.0, false, &e.time, limits.maxTime, " ms");
    const QString text = name.toString();
    if (!name.isString() || text.trimmed().isEmpty())
        error(at.key("name"), QStringLiteral("must be a non-empty string") + got(name));
    else if (!tooLong(text, at.key("name"), limits.maxEventNameLength))
        e.name = text;
    out->append(std::move(e));
}

} // namespace inbetween
