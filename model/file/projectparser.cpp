#include "file/projectparser.h"

#include "export/exporttargets.h"
#include "json/jsontext.h"
#include "timing/matrixdecomposition.h"

#include <QHash>
#include <QSet>

namespace inbetween {

using namespace projectkeys;

namespace {

// The keys the rules across keys name.
template <typename Kind, size_t I>
constexpr const auto &keyAt = std::get<I>(Kind::keys);
constexpr auto &kFormat = keyAt<ProjectKeys, declaredKeyIndex<ProjectKeys>("format")>;
constexpr auto &kVersion = keyAt<ProjectKeys, declaredKeyIndex<ProjectKeys>("version")>;
constexpr auto &kName = keyAt<ProjectKeys, declaredKeyIndex<ProjectKeys>("name")>;
constexpr auto &kFps = keyAt<ProjectKeys, declaredKeyIndex<ProjectKeys>("fps")>;
constexpr auto &kClipName = keyAt<ClipKeys, declaredKeyIndex<ClipKeys>("name")>;
constexpr auto &kLoop = keyAt<ClipKeys, declaredKeyIndex<ClipKeys>("loop")>;
constexpr auto &kPlayRange = keyAt<ClipKeys, declaredKeyIndex<ClipKeys>("playRange")>;
constexpr auto &kTargetFormat = keyAt<ExportTargetKeys, declaredKeyIndex<ExportTargetKeys>("format")>;
constexpr auto &kTargetPath = keyAt<ExportTargetKeys, declaredKeyIndex<ExportTargetKeys>("path")>;
constexpr auto &kTargetClip = keyAt<ExportTargetKeys, declaredKeyIndex<ExportTargetKeys>("clip")>;
constexpr auto &kExportOnSave = keyAt<ProjectKeys, declaredKeyIndex<ProjectKeys>("exportOnSave")>;
constexpr auto &kMouths = keyAt<ProjectKeys, declaredKeyIndex<ProjectKeys>("mouths")>;
constexpr auto &kTime = keyAt<KeyframeKeys, declaredKeyIndex<KeyframeKeys>("time")>;
constexpr auto &kMatrix = keyAt<KeyframeKeys, declaredKeyIndex<KeyframeKeys>("matrix")>;

} // namespace

struct ProjectParser::Previous
{
    std::optional<double> time; // times must increase
    Vec3 rotation;              // a matrix is decomposed next to it
};

int ProjectParser::root(const JsonValue &r, Project *p)
{
    const JsonValue format = r["format"], given = r["version"];
    const auto missing = [this](const auto &k) {
        return error(JsonPath(k.name.data()), QStringLiteral("missing (%1)").arg(QLatin1String(k.whyRequired.data(), qsizetype(k.whyRequired.size()))));
    };
    format.isMissing() ? missing(kFormat) : kFormat.type.read(*this, format, JsonPath("format"));
    int version = given.isMissing() ? missing(kVersion) : kVersion.type.read(*this, given, JsonPath("version"));
    if (version == 0) // none this program reads: checked as the version it looks like
        version = r["clips"].isMissing() ? 1 : kVersion.type.written;
    this->version = version;
    r.forEachMember([&](std::string_view key, const JsonValue &) { // the root's keys of that version: for 1, the clip's too
        int since = 0; // 0: not a key of the root
        forEachKey<ProjectKeys>([&](const auto &k) { since = k.name == key ? k.since : since; });
        forEachKey<ClipKeys>([&](const auto &k) { since = version == 1 && k.version1Root && k.name == key ? 1 : since; });
        if (since == 0)
            warning(JsonPath(JsonValue::text(key)), QStringLiteral("unknown key, ignored"));
        else if (since > version)
            warning(JsonPath(JsonValue::text(key)), laterVersionKey(since));
    });
    if (const JsonValue name = r["name"]; !name.isMissing())
        kName.type.read(*this, name, JsonPath("name"), &p->name);
    if (const JsonValue fps = r["fps"]; !fps.isMissing())
        kFps.type.read(*this, fps, JsonPath("fps"), &p->fps);
    if (version >= 3)
        declarations(r, p);
    if (const JsonValue v = r["exports"]; version >= 4 && !v.isMissing())
        p->exports = list<ExportTarget>(v, JsonPath("exports"), limits.maxExportTargets, "exports",
                                        [this](auto &&...a) { exportTarget(a...); });
    if (const JsonValue v = r["exportOnSave"]; version >= 4 && !v.isMissing())
        kExportOnSave.type.read(*this, v, JsonPath("exportOnSave"), &p->exportOnSave);
    if (const JsonValue v = r["mouths"]; version >= 4 && !v.isMissing())
        mouthChart(v, JsonPath("mouths"), &p->mouths);
    if (version == 1) {
        Clip clip(p->name.trimmed().isEmpty() ? Project::defaultClipName() : p->name);
        clipParts(r, JsonPath(), true, &clip);
        p->clips = {std::move(clip)};
    } else if (const JsonValue clips = r["clips"]; !clips.isMissing()) {
        QHash<QString, qint64> names; // a clip's name -> the index of the first clip with it
        std::vector<Clip> read;
        const auto each = [&](const JsonPath &at, const JsonValue &o) { clip(o, at, &names, &read); };
        if (forEachObject(clips, JsonPath("clips"), limits.maxClips, "clips", each)
            && (document.size(clips, false) > 0 || error(JsonPath("clips"), QStringLiteral("must hold at least one clip (got [])"))))
            p->clips = std::move(read);
    }
    // A target's clip renamed or removed since: the project still reads, the target fails
    // with the clips named when it is run (exportProblem).
    for (qsizetype i = 0; i < p->exports.size(); ++i) {
        if (const QString &clip = p->exports[i].clip; !clip.isEmpty() && p->clipIndex(clip) < 0)
            warning(JsonPath("exports").at(i).key("clip"),
                    QStringLiteral("no clip is named %1; the target fails until one is").arg(QString::fromUtf8(jsonString(clip))));
    }
    return version;
}

// A kept export: its keys as declared, its options an object of theirs, each of them one its
// format reads.
void ProjectParser::exportTarget(const JsonValue &o, const JsonPath &at, QList<ExportTarget> *out)
{
    ExportTarget t;
    const DeclaredMembers<ExportTargetKeys> m = members<ExportTargetKeys>(o, at);
    const bool known = readKey(kTargetFormat, m["format"], m, at, &t);
    readKey(kTargetPath, m["path"], m, at, &t);
    readKey(kTargetClip, m["clip"], m, at, &t);
    const JsonPath where = at.key("options");
    if (const JsonValue v = m["options"]; !v.isMissing() && !v.isObject())
        error(where, QStringLiteral("must be an object of the format's options") + got(v));
    else if (!v.isMissing())
        readKeys<ExportTargetOptionKeys>(v, where, &t.options);
    if (known) {
        for (const QString &key : ExportTargets::unreadOptions(t))
            error(where.key(key), QStringLiteral("not an option of %1").arg(t.format));
    }
    out->append(std::move(t));
}

// The mouth chart: an object of shape names, each a picture as declared.
void ProjectParser::mouthChart(const JsonValue &v, const JsonPath &at, QMap<QString, MouthPicture> *out)
{
    if (!v.isObject()) {
        error(at, QStringLiteral("must be an object of mouth shapes, each {\"image\": PATH}") + got(v));
        return;
    }
    qint64 count = 0;
    v.forEachMember([&](std::string_view, const JsonValue &) { ++count; });
    if (count > limits.*kMouths.type.maxItems) {
        error(at, QStringLiteral("%1 shapes, more than the limit of %2").arg(count).arg(limits.*kMouths.type.maxItems));
        return;
    }
    v.forEachMember([&](std::string_view key, const JsonValue &value) {
        const QString shape = JsonValue::text(key);
        const JsonPath where = at.key(shape);
        if (shape.trimmed().isEmpty())
            error(where, QStringLiteral("a mouth shape needs a non-empty name"));
        else if (tooLong(shape, where, limits.*kMouths.type.maxNameLength))
            return;
        else if (!value.isObject())
            error(where, QStringLiteral("must be an object {\"image\": PATH, \"region\": [x, y, width, height]}") + got(value));
        else
            readKeys<MouthPictureKeys>(value, where, &(*out)[shape]);
    });
}

// The project's box and point names, before the clips whose frames use them: each list's names
// are unique; the frames are checked against the names read (JsonChecks::declaredBoxes, ...).
void ProjectParser::declarations(const JsonValue &r, Project *p)
{
    const auto unique = [this](const auto &items, const JsonPath &at, const char *what, QSet<QString> *names) {
        QHash<QString, qsizetype> first;
        for (qsizetype i = 0; i < items.size(); ++i) {
            if (const auto seen = first.constFind(items[i].name); seen != first.constEnd())
                error(at.at(i).key("name"), QStringLiteral("the same name as %1[%2] (\"%3\"); %4 names must be unique")
                                                .arg(at.toString()).arg(*seen).arg(items[i].name, QLatin1String(what)));
            else
                first.insert(items[i].name, i);
            names->insert(items[i].name);
        }
    };
    if (const JsonValue v = r["boxes"]; !v.isMissing()) {
        p->boxes = list<BoxDeclaration>(v, JsonPath("boxes"), limits.maxDeclaredBoxes, "boxes", [this](auto &&...a) { item<BoxKeys>(a...); });
        unique(p->boxes, JsonPath("boxes"), "box", &declaredBoxes);
    }
    if (const JsonValue v = r["points"]; !v.isMissing()) {
        p->points = list<PointDeclaration>(v, JsonPath("points"), limits.maxDeclaredPoints, "points", [this](auto &&...a) { item<PointKeys>(a...); });
        unique(p->points, JsonPath("points"), "point", &declaredPoints);
    }
}

void ProjectParser::clip(const JsonValue &o, const JsonPath &at, QHash<QString, qint64> *names, std::vector<Clip> *out)
{
    Clip clip(Project::defaultClipName());
    const DeclaredMembers<ClipKeys> m = members<ClipKeys>(o, at);
    readKey(kClipName, m["name"], m, at, &clip);
    if (const auto first = names->constFind(clip.name); first != names->constEnd())
        error(at.key("name"), QStringLiteral("the same name as clips[%1] (\"%2\"); clip names must be unique").arg(*first).arg(clip.name));
    else
        names->insert(clip.name, qint64(out->size()));
    clipParts(o, at, false, &clip);
    out->push_back(std::move(clip));
}

void ProjectParser::clipParts(const JsonValue &o, const JsonPath &at, bool version1Root, Clip *clip)
{
    if (const JsonValue v = o["loop"]; !v.isMissing())
        kLoop.type.read(*this, v, at.key("loop"), &clip->loop);
    if (const JsonValue v = o["frames"]; !v.isMissing())
        clip->frames.setFrames(list<Frame>(v, at.key("frames"), limits.maxFrames, "frames", [this](auto &&...a) { item<FrameKeys>(a...); }));
    if (const JsonValue v = o["keyframes"]; !v.isMissing()) {
        Previous previous;
        clip->motion.setKeys(list<Keyframe>(v, at.key("keyframes"), limits.maxKeyframes, "keyframes",
                                            [&](const JsonValue &x, const JsonPath &where, QList<Keyframe> *out) { keyframe(x, where, previous, out); }));
    }
    if (const JsonValue v = o["events"]; !v.isMissing())
        clip->events = list<ClipEvent>(v, at.key("events"), limits.maxEvents, "events", [this](auto &&...a) { item<EventKeys>(a...); });
    if (version1Root)
        return;
    if (const JsonValue v = o["audio"]; !v.isMissing() && !v.isObject())
        error(at.key("audio"), QStringLiteral("must be an object {\"file\": PATH, \"offset\": MS}") + got(v));
    else if (!v.isMissing())
        readKeys<AudioKeys>(v, at.key("audio"), &clip->audio.emplace());
    if (const JsonValue v = o["playRange"]; !v.isMissing())
        kPlayRange.type.read(*this, v, at.key("playRange"), clip->length(), &clip->playRange);
    if (version < 4)
        return;
    if (const JsonValue v = o["markers"]; !v.isMissing())
        clip->markers = list<ClipMarker>(v, at.key("markers"), limits.maxMarkers, "markers", [this](auto &&...a) { item<MarkerKeys>(a...); });
    if (const JsonValue v = o["beat"]; !v.isMissing() && !v.isObject())
        error(at.key("beat"), QStringLiteral("must be an object {\"bpm\": N, \"offset\": MS}") + got(v));
    else if (!v.isMissing())
        readKeys<BeatKeys>(v, at.key("beat"), &clip->beat.emplace());
}

// A list read whole, into a QList of its size; left empty when it is refused.
template <typename Item, typename Each>
QList<Item> ProjectParser::list(const JsonValue &v, const JsonPath &where, qint64 limit, const char *what, Each each)
{
    QList<Item> items;
    items.reserve(qsizetype(std::min(document.size(v, false), limit)));
    if (!forEachObject(v, where, limit, what, [&](const JsonPath &at, const JsonValue &o) { each(o, at, &items); }))
        items.clear();
    return items;
}

template <typename Kind>
void ProjectParser::item(const JsonValue &o, const JsonPath &at, QList<typename Kind::Owner> *out)
{
    typename Kind::Owner item;
    readKeys<Kind>(o, at, &item);
    out->append(std::move(item));
}

void ProjectParser::keyframe(const JsonValue &o, const JsonPath &at, Previous &previous, QList<Keyframe> *out)
{
    const DeclaredMembers<KeyframeKeys> m = members<KeyframeKeys>(o, at);
    Keyframe k;
    if (readKey(kTime, m["time"], m, at, &k)) {
        if (previous.time && !(k.time > *previous.time))
            error(at.key("time"), QStringLiteral("must be later than the previous keyframe's time (%1)")
                                      .arg(QString::fromLatin1(jsonNumber(*previous.time))) + got(m["time"]));
        previous.time = k.time;
    }
    // The rest in the declared order; a matrix stands for the parts it excludes.
    const bool matrixGiven = !m["matrix"].isMissing();
    size_t i = 0;
    forEachKey<KeyframeKeys>([&](const auto &key) {
        const JsonValue &v = m.values[i++];
        if constexpr (std::is_member_object_pointer_v<std::decay_t<decltype(key.get)>>) {
            if (key.name != "time" && (!matrixGiven || key.name == "easing"))
                readKey(key, v, m, at, &k);
        } else if (key.name == "matrix" && matrixGiven) {
            matrix(m, at, previous.rotation, &k);
        }
    });
    previous.rotation = k.rotation;
    out->append(k);
}

// A legacy matrix, decomposed into translation, rotation and scale, which it excludes.
bool ProjectParser::matrix(const DeclaredMembers<KeyframeKeys> &m, const JsonPath &at, const Vec3 &previousRotation, Keyframe *k)
{
    for (const std::string_view other : kMatrix.excludes) {
        if (!other.empty() && !m[other].isMissing())
            error(at.key(other.data()), QStringLiteral("cannot be given with a matrix"));
    }
    std::array<double, 16> values;
    const JsonPath where = at.key("matrix");
    if (!kMatrix.type.read(*this, m["matrix"], where, &values))
        return false;
    QString why;
    const auto decomposed = MatrixDecomposition::decompose(values, previousRotation, &why);
    if (!decomposed)
        return error(where, why);
    // The parts must keep to the limits a saved file (which writes them, not the matrix) keeps to.
    const std::tuple<const char *, const Vec3 *, double> parts[] = {{"translation", &decomposed->translation, limits.maxTranslation},
                                                                    {"rotation", &decomposed->rotation, limits.maxRotation},
                                                                    {"scale", &decomposed->scale, limits.maxScale}};
    for (const auto &[name, p, limit] : parts) {
        const double biggest = std::max({std::abs(p->x), std::abs(p->y), std::abs(p->z)});
        if (!(biggest <= limit))
            return error(where, QStringLiteral("its %1 is beyond the limit of -%2 to %2 (got %3)")
                                    .arg(QLatin1String(name), limitText(limit),
                                         std::isfinite(biggest) ? QString::fromLatin1(jsonNumber(biggest)) : QStringLiteral("a non-finite value")));
    }
    k->translation = decomposed->translation;
    k->rotation = decomposed->rotation;
    k->scale = decomposed->scale;
    return true;
}

void ProjectParser::warnBeyondClip(const Clip &clip, const JsonPath &where)
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
        if (const ClipEvent &e = clip.events[i]; e.time > L)
            warning(events.at(i).key("time"), QStringLiteral("%1 at %2 ms is after the end of the clip (%3 ms); it never occurs")
                                                  .arg(QString::fromUtf8(jsonString(e.name)), QString::fromLatin1(jsonNumber(e.time)), end));
    }
}

} // namespace inbetween
