#include "legacyclipchecks.h"

#include "matrixdecomposition.h"

#include <cmath>

namespace inbetween::legacy {

bool ClipChecks::easing(const QJsonValue &v, const JsonPath &where, Easing *out)
{
    if (v.isString()) {
        if (Easing::fromName(v.toString(), out))
            return true;
    } else if (v.isObject() && v.toObject().contains(QLatin1String("bezier"))) {
        const QJsonObject o = v.toObject();
        warnUnknownKeys(o, where, {QLatin1String("bezier")});
        double p[4];
        if (!numbers(o[QLatin1String("bezier")], where.key("bezier"), 4, p, limits.maxBezierY))
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
                     + got(v));
    return false;
}

bool ClipChecks::filePath(const QJsonValue &v, const JsonPath &where, QString *out)
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

// [x, y, width, height] in whole pixels: x, y >= 0, width, height >= 1, all within the largest
// image's side. Whether it lies inside its image is checked where the image is read.
std::optional<QRect> ClipChecks::region(const QJsonValue &v, const JsonPath &where)
{
    const QString shape = QStringLiteral("must be [x, y, width, height] in whole pixels");
    const QJsonArray a = v.toArray();
    if (!v.isArray() || a.size() != 4) {
        error(where, shape + got(v));
        return std::nullopt;
    }
    int p[4];
    for (int i = 0; i < 4; ++i) {
        const QJsonValue item = a[i];
        const double d = item.toDouble();
        const double minimum = i < 2 ? 0.0 : 1.0;
        if (!item.isDouble() || !std::isfinite(d) || d != std::floor(d)) {
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

QList<Frame> ClipChecks::frames(const QJsonValue &v, const JsonPath &where)
{
    QList<Frame> out;
    forEachObject(v, where, limits.maxFrames, "frames", [&](const QJsonObject &o, const JsonPath &at) {
        int found = 0;
        const QJsonValue duration = field(o, "duration", &found);
        const QJsonValue image = field(o, "image", &found);
        const QJsonValue region = field(o, "region", &found);
        if (found != o.size())
            warnUnknownKeys(o, at, {QLatin1String("duration"), QLatin1String("image"), QLatin1String("region")});
        Frame f;
        if (duration.isUndefined())
            error(at.key("duration"), QStringLiteral("missing (every frame needs a duration in ms)"));
        else
            number(duration, at.key("duration"), 0.0, true, &f.duration, limits.maxDuration, " ms");
        if (!image.isUndefined())
            filePath(image, at.key("image"), &f.image);
        if (!region.isUndefined()) {
            if (image.isUndefined())
                error(at.key("region"), QStringLiteral("a region needs an image to cut it from"));
            else
                f.region = this->region(region, at.key("region"));
        }
        out.append(f);
    });
    return out;
}

QList<Keyframe> ClipChecks::keyframes(const QJsonValue &v, const JsonPath &where)
{
    QList<Keyframe> out;
    std::optional<double> previousTime;
    Vec3 previousRotation;
    forEachObject(v, where, limits.maxKeyframes, "keyframes", [&](const QJsonObject &o, const JsonPath &at) {
        int found = 0;
        const QJsonValue time = field(o, "time", &found);
        const QJsonValue translation = field(o, "translation", &found);
        const QJsonValue rotation = field(o, "rotation", &found);
        const QJsonValue scale = field(o, "scale", &found);
        const QJsonValue easingValue = field(o, "easing", &found);
        const QJsonValue matrix = field(o, "matrix", &found);
        if (found != o.size())
            warnUnknownKeys(o, at, {QLatin1String("time"), QLatin1String("translation"), QLatin1String("rotation"),
                                    QLatin1String("scale"), QLatin1String("easing"), QLatin1String("matrix")});
        Keyframe k;
        const JsonPath timeAt = at.key("time");
        if (time.isUndefined()) {
            error(timeAt, QStringLiteral("missing (every keyframe needs a time in ms)"));
        } else if (number(time, timeAt, 0.0, false, &k.time, limits.maxTime, " ms")) {
            if (previousTime && !(k.time > *previousTime))
                error(timeAt, QStringLiteral("must be later than the previous keyframe's time (%1)")
                                  .arg(QString::fromLatin1(jsonNumber(*previousTime)))
                                  + got(time));
            previousTime = k.time;
        }
        if (!matrix.isUndefined()) {
            matrixKey(o, at, previousRotation, &k);
        } else {
            vec3(translation, "translation", at, limits.maxTranslation, &k.translation);
            vec3(rotation, "rotation", at, limits.maxRotation, &k.rotation);
            vec3(scale, "scale", at, limits.maxScale, &k.scale);
        }
        if (!easingValue.isUndefined())
            easing(easingValue, at.key("easing"), &k.easing);
        previousRotation = k.rotation;
        out.append(k);
    });
    return out;
}

void ClipChecks::matrixKey(const QJsonObject &o, const JsonPath &at, const Vec3 &previousRotation, Keyframe *k)
{
    for (const char *part : {"translation", "rotation", "scale"}) {
        if (o.contains(QLatin1String(part)))
            error(at.key(part), QStringLiteral("cannot be given with a matrix"));
    }
    std::array<double, 16> m;
    const JsonPath where = at.key("matrix");
    if (!numbers(o[QLatin1String("matrix")], where, 16, m.data(), limits.maxMatrixElement))
        return;
    QString why;
    const auto parts = MatrixDecomposition::decompose(m, previousRotation, &why);
    if (!parts) {
        error(where, why);
        return;
    }
    // The parts must keep to the limits a saved file (which writes them, not the matrix) keeps to.
    const std::pair<const Vec3 *, double> checks[] = {{&parts->translation, limits.maxTranslation},
                                                      {&parts->rotation, limits.maxRotation},
                                                      {&parts->scale, limits.maxScale}};
    const char *names[] = {"translation", "rotation", "scale"};
    for (int i = 0; i < 3; ++i) {
        const Vec3 &p = *checks[i].first;
        const double biggest = std::max({std::abs(p.x), std::abs(p.y), std::abs(p.z)});
        if (!(biggest <= checks[i].second)) {
            error(where, QStringLiteral("its %1 is beyond the limit of -%2 to %2 (got %3)")
                             .arg(QLatin1String(names[i]), limitText(checks[i].second),
                                  std::isfinite(biggest) ? QString::fromLatin1(jsonNumber(biggest))
                                                         : QStringLiteral("a non-finite value")));
            return;
        }
    }
    k->translation = parts->translation;
    k->rotation = parts->rotation;
    k->scale = parts->scale;
}

QList<ClipEvent> ClipChecks::events(const QJsonValue &v, const JsonPath &where)
{
    QList<ClipEvent> out;
    forEachObject(v, where, limits.maxEvents, "events", [&](const QJsonObject &o, const JsonPath &at) {
        warnUnknownKeys(o, at, {QLatin1String("time"), QLatin1String("name")});
        ClipEvent e;
        if (!o.contains(QLatin1String("time")))
            error(at.key("time"), QStringLiteral("missing (every event needs a time in ms)"));
        else
            number(o[QLatin1String("time")], at.key("time"), 0.0, false, &e.time, limits.maxTime, " ms");
        const QJsonValue name = o[QLatin1String("name")];
        if (!name.isString() || name.toString().trimmed().isEmpty())
            error(at.key("name"), QStringLiteral("must be a non-empty string") + got(name));
        else if (!tooLong(name.toString(), at.key("name"), limits.maxEventNameLength))
            e.name = name.toString();
        out.append(e);
    });
    return out;
}

void ClipChecks::loop(const QJsonValue &v, const JsonPath &where, LoopMode *out)
{
    const auto mode = loopModeFromName(v.toString());
    if (!v.isString() || !mode)
        error(where, QStringLiteral("must be \"loop\", \"once\" or \"pingpong\"") + got(v));
    else
        *out = *mode;
}

void ClipChecks::audio(const QJsonValue &v, const JsonPath &where, std::optional<ClipAudio> *out)
{
    if (!v.isObject()) {
        error(where, QStringLiteral("must be an object {\"file\": PATH, \"offset\": MS}") + got(v));
        return;
    }
    const QJsonObject o = v.toObject();
    warnUnknownKeys(o, where, {QLatin1String("file"), QLatin1String("offset")});
    ClipAudio a;
    bool ok = true;
    if (!o.contains(QLatin1String("file"))) {
        error(where.key("file"), QStringLiteral("missing (the sound file to play with the clip)"));
        ok = false;
    } else {
        ok = filePath(o[QLatin1String("file")], where.key("file"), &a.file);
    }
    if (o.contains(QLatin1String("offset")))
        ok = bounded(o[QLatin1String("offset")], where.key("offset"), limits.maxTime, &a.offset) && ok;
    if (ok)
        *out = a;
}

void ClipChecks::playRange(const QJsonValue &v, const JsonPath &where, double length, std::optional<PlayRange> *out)
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

void ClipChecks::warnBeyondClip(const Clip &clip, const JsonPath &where)
{
    if (clip.frames.isEmpty())
        return;
    const double L = clip.length();
    const QString end = QString::fromLatin1(jsonNumber(L));
    const JsonPath keys = where.key("keyframes");
    for (int i = 0; i < clip.motion.count(); ++i) {
        if (clip.motion.key(i).time > L)
            warning(keys.at(i).key("time"), QStringLiteral("after the end of the clip (%1 ms); it never plays").arg(end));
    }
    const JsonPath events = where.key("events");
    for (int i = 0; i < clip.events.size(); ++i) {
        if (clip.events[i].time > L)
            warning(events.at(i).key("time"), QStringLiteral("after the end of the clip (%1 ms)").arg(end));
    }
}

} // namespace inbetween::legacy
