#include "clipvalues.h"

#include "declaredkeys.h"
#include "jsontext.h"
#include "projectkeys.h"

namespace inbetween {

using Value = JsonCursor::Value;
using Step = JsonCursor::Step;

namespace {
using projectkeys::AudioKeys;
constexpr auto kAudioKeyNames = declaredKeyNames<AudioKeys>();
constexpr JsonKeys kAudioKeys(kAudioKeyNames);
enum AudioKey { AudioFile = declaredKeyIndex<AudioKeys>("file"), AudioOffset = declaredKeyIndex<AudioKeys>("offset") };
} // namespace

void ClipValues::warnUnknownKey(const JsonPath &where, const JsonString &key)
{
    warning(where.key(key.toString()), QStringLiteral("unknown key, ignored"));
}

// [x, y, width, height] in whole pixels: x, y >= 0, width, height >= 1, all within the largest
// image's side. Whether it lies inside its image is checked where the image is read.
std::optional<QRect> ClipValues::region(const ShortArray<4> &v, const JsonPath &where)
{
    const QString shape = QStringLiteral("must be [x, y, width, height] in whole pixels");
    if (!v.isArrayOf(4)) {
        error(where, shape + got(v.self));
        return std::nullopt;
    }
    int p[4];
    for (int i = 0; i < 4; ++i) {
        const JsonItem &item = v.items[i];
        const double d = item.toDouble();
        const double minimum = i < 2 ? 0.0 : 1.0;
        if (!item.isNumber() || !std::isfinite(d) || d != std::floor(d)) {
            error(where.at(i), shape + got(item));
            return std::nullopt;
        }
        if (d < minimum || d > limits.maxImageSide) {
            error(where.at(i), QStringLiteral("must be a whole number from %1 to %2 (%3)")
                                   .arg(minimum)
                                   .arg(limits.maxImageSide)
                                   .arg(i < 2 ? QStringLiteral("x and y are at least 0")
                                              : QStringLiteral("a region is at least 1 x 1 pixels"))
                                   + got(item));
            return std::nullopt;
        }
        p[i] = int(d);
    }
    return QRect(p[0], p[1], p[2], p[3]);
}

bool ClipValues::filePath(const JsonItem &v, const JsonPath &where, QString *out)
{
    const QString path = v.toString();
    if (!v.isString() || path.isEmpty())
        error(where, QStringLiteral("must be a non-empty path") + got(v));
    else if (std::any_of(path.begin(), path.end(), [](QChar ch) { return ch.unicode() < 0x20; }))
        error(where, QStringLiteral("must be a path without control characters"));
    else if (!tooLong(path, where, limits.maxImagePathLength)) {
        *out = path;
        return true;
    }
    return false;
}

void ClipValues::loop(const JsonItem &v, const JsonPath &where, LoopMode *out)
{
    const auto mode = loopModeFromName(v.toString());
    if (!v.isString() || !mode)
        error(where, QStringLiteral("must be \"loop\", \"once\" or \"pingpong\"") + got(v));
    else
        *out = *mode;
}

void ClipValues::readAudio(Value v, const JsonPath &where, AudioField *out)
{
    out->file.kind = out->offset.kind = JsonItem::Kind::Missing;
    if (v != Value::Object) {
        out->self = c.readItem(v);
        return;
    }
    out->self.kind = JsonItem::Kind::Object;
    JsonString key;
    int index;
    for (Step step = c.enterObject(&key, &kAudioKeys, &index); step == Step::Next;
         step = c.nextMember(&key, &kAudioKeys, &index)) {
        const Value m = c.beginValue();
        switch (index) {
        case AudioFile: c.readItem(m, &out->file); break;
        case AudioOffset: c.readItem(m, &out->offset); break;
        default:
            warnUnknownKey(where, key);
            c.skip(m);
        }
    }
}

void ClipValues::audio(const AudioField &v, const JsonPath &where, std::optional<ClipAudio> *out)
{
    if (!v.self.isObject()) {
        error(where, QStringLiteral("must be an object {\"file\": PATH, \"offset\": MS}") + got(v.self));
        return;
    }
    ClipAudio a;
    bool ok = true;
    if (v.file.isMissing()) {
        error(where.key("file"), QStringLiteral("missing (the sound file to play with the clip)"));
        ok = false;
    } else {
        ok = filePath(v.file, where.key("file"), &a.file);
    }
    if (!v.offset.isMissing())
        ok = bounded(v.offset, where.key("offset"), limits.maxTime, &a.offset) && ok;
    if (ok)
        *out = a;
}

void ClipValues::playRange(const ShortArray<2> &v, const JsonPath &where, double length, std::optional<PlayRange> *out)
{
    double p[2];
    if (!numbers(v, where, 2, p, limits.maxTime))
        return;
    if (!(p[0] >= 0.0 && p[0] < p[1] && p[1] <= length)) {
        error(where, QStringLiteral("must be [from, to] with 0 <= from < to <= the clip's length (%1 ms) (got [%2, %3])")
                         .arg(QString::fromLatin1(jsonNumber(length)), QString::fromLatin1(jsonNumber(p[0])),
                              QString::fromLatin1(jsonNumber(p[1]))));
        return;
    }
    *out = PlayRange{p[0], p[1]};
}

void ClipValues::warnBeyondClip(const Clip &clip, const JsonPath &where)
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
