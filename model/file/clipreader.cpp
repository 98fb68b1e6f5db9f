#include "clipreader.h"

#include "jsontext.h"
#include "matrixdecomposition.h"
#include "prefaulter.h"

#include <memory>

namespace inbetween {

using Value = JsonCursor::Value;
using Step = JsonCursor::Step;

namespace {
// The keys of each kind of object, in the order of the enums that name their indexes.
enum FrameKey { Duration, Image, Region };
constexpr JsonKeys::Name kFrameKeyNames[] = {"duration", "image", "region"};
constexpr JsonKeys kFrameKeys(kFrameKeyNames);
enum KeyframeKey { Time, Translation, Rotation, Scale, EasingKey, Matrix };
constexpr JsonKeys::Name kKeyframeKeyNames[] = {"time", "translation", "rotation", "scale", "easing", "matrix"};
constexpr JsonKeys kKeyframeKeys(kKeyframeKeyNames);
enum EventKey { EventTime, EventName };
constexpr JsonKeys::Name kEventKeyNames[] = {"time", "name"};
constexpr JsonKeys kEventKeys(kEventKeyNames);
constexpr JsonKeys::Name kEasingKeyNames[] = {"bezier"};
constexpr JsonKeys kEasingKeys(kEasingKeyNames);
// How many items a list reads before it guesses its length (roomForRest).
constexpr qsizetype kItemsToMeasure = 1024;

template <typename T>
void appendAll(QList<T> *to, QList<T> &&from, Prefaulter &memory)
{
    if (to->isEmpty()) {
        *to = std::move(from);
        return;
    }
    // Not reserve() first: it copies into a new block, where append() grows this one by realloc.
    // With room already made (roomForRest), the pages are asked for in one call: copied into
    // page by page, the 60,000 keyframes of the 100k file took 18 ms, most of the whole read.
    if (to->capacity() - to->size() >= from.size())
        memory.beforeAppending(*to, from.size());
    to->append(std::move(from));
}
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
    Prefaulter memory(m_hugePages);
    const char *listStart = c.position();
    const auto takeTail = [&](qint64 count) -> qint64 {
        ListTail::Result *t = tailHere(ListTail::Kind::Frames, count, limits.maxFrames, [](const auto &) { return true; });
        if (!t)
            return 0;
        appendAll(&list, std::move(t->frames), memory);
        return t->items;
    };
    if (!forEachObject(
            c, v, where, limits.maxFrames, "frames",
            [&](const JsonPath &at) {
                if (list.size() == kItemsToMeasure)
                    roomForRest(&list, listStart, limits.maxFrames);
                memory.beforeAppend(list);
                frame(at, f, &list);
            },
            nullptr, takeTail))
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
    Prefaulter memory(m_hugePages);
    const char *listStart = c.position();
    const auto takeTail = [&](qint64 count) -> qint64 {
        // Its first key was read without the one before: its time was not compared, and a
        // matrix was decomposed without the rotation it starts from.
        ListTail::Result *t = tailHere(ListTail::Kind::Keyframes, count, limits.maxKeyframes, [&](const auto &tail) {
            return !tail.firstHasMatrix && (!f->previousTime || tail.keyframes.first().time > *f->previousTime);
        });
        if (!t)
            return 0;
        appendAll(&list, std::move(t->keyframes), memory);
        f->previousTime = list.last().time;
        f->previousRotation = list.last().rotation;
        return t->items;
    };
    if (!forEachObject(
            c, v, where, limits.maxKeyframes, "keyframes",
            [&](const JsonPath &at) {
                if (list.size() == kItemsToMeasure)
                    roomForRest(&list, listStart, limits.maxKeyframes);
                memory.beforeAppend(list);
                keyframe(at, *f, &list);
            },
            nullptr, takeTail))
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

template <typename Accept>
ListTail::Result *ClipReader::tailHere(ListTail::Kind kind, qint64 count, qint64 limit, Accept accept)
{
    if (!m_tail || c.position() != m_tail->start())
        return nullptr;
    ListTail::Result *t = m_tail->take();
    if (!t || t->kind != kind || count + t->items > limit || !accept(*t)
        || !c.adopt(*t->cursor, ListTail::kListDepth, t->items))
        return nullptr;
    m_tookTail = true;
    return t;
}

template <typename T>
void ClipReader::roomForRest(QList<T> *list, const char *listStart, qint64 limit)
{
    // An eighth more than the guess: items further on may be shorter. Room never written to is
    // only address space (the pages are asked for as they are written, Prefaulter), so the
    // text of the lists after this one counts too. Made for every big list, not only one whose
    // tail a second thread reads: a list grown by realloc keeps the small pages it began in, and
    // the 100,000 frames of the 100k file took 12-22 ms to read and 5.5 ms more for FrameTrack to
    // sum their durations (TLB misses over 1,400 pages), against 8.5 and 0.4 ms in huge pages.
    const double bytesPerItem = double(c.position() - listStart) / double(list->size());
    const double guess = double(c.end() - listStart) / bytesPerItem * 1.125;
    list->reserve(Prefaulter::hugePageCapacity(qsizetype(std::min(guess, double(limit))), sizeof(T)));
}

bool ClipReader::readTail(ListTail::Result *out, const std::atomic<bool> &cancel)
{
    FrameFields frameFields;
    const auto keyFields = std::make_unique<KeyFields>();
    Prefaulter memory(m_hugePages);
    const JsonPath at; // never spelled out: any problem ends the tail
    const bool keys = out->kind == ListTail::Kind::Keyframes;
    const char *start = c.position();
    Step step = Step::Next;
    for (; step == Step::Next; step = c.nextItem()) {
        if (c.beginValue() != Value::Object || ((out->items & 1023) == 0 && cancel.load(std::memory_order_relaxed)))
            return false;
        if (out->items == kItemsToMeasure) {
            if (keys)
                roomForRest(&out->keyframes, start, limits.maxKeyframes);
            else
                roomForRest(&out->frames, start, limits.maxFrames);
        }
        if (keys) {
            memory.beforeAppend(out->keyframes);
            keyframe(at, *keyFields, &out->keyframes);
            if (out->items == 0)
                out->firstHasMatrix = !keyFields->matrix.self.isMissing();
        } else {
            memory.beforeAppend(out->frames);
            frame(at, frameFields, &out->frames);
        }
        if (c.hasProblems() || !diagnostics.isEmpty())
            return false;
        ++out->items;
    }
    return step == Step::End;
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
