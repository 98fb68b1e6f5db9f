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
constexpr auto &kClipName = keyAt<ClipKeys, declaredKeyIndex<ClipKeys>("name")>;
constexpr auto &kTime = keyAt<KeyframeKeys, declaredKeyIndex<KeyframeKeys>("time")>;
constexpr auto &kMatrix = keyAt<KeyframeKeys, declaredKeyIndex<KeyframeKeys>("matrix")>;

// Whether a file type is a container of objects of a kind (ListOf<Kind>, ObjectOf<Kind>, ...).
template <template <typename> class Container, typename Type>
constexpr bool isA = false;
template <template <typename> class Container, typename Kind>
constexpr bool isA<Container, Container<Kind>> = true;
// Whether a key's `get` sets its value whole (a clip's frames go into its frame track), or gives
// the member to read it into (a member pointer, or an accessor's edit()).
template <typename Get, typename = void>
constexpr bool setsWhole = false;
template <typename Get>
constexpr bool setsWhole<Get, std::void_t<decltype(&Get::set)>> = true;
template <typename Get, typename = void>
constexpr bool edits = std::is_member_object_pointer_v<Get>;
template <typename Get>
constexpr bool edits<Get, std::void_t<decltype(&Get::edit)>> = true;

QLatin1String words(std::string_view s)
{
    return QLatin1String(s.data(), qsizetype(s.size()));
}

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
        return error(JsonPath(k.name.data()), QStringLiteral("missing (%1)").arg(words(k.whyRequired)));
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
    // The root's other keys of its version (format and version are read), then, for version 1,
    // the one clip's keys the root holds.
    DeclaredMembers<ProjectKeys> m;
    size_t i = 0;
    forEachKey<ProjectKeys>([&](const auto &k) { m.values[i++] = k.since <= version ? r[k.name] : JsonValue(); });
    readKeys<ProjectKeys, declaredKeyIndex<ProjectKeys>("version") + 1>(m, JsonPath(), p);
    if (version == 1) {
        Clip clip(p->name.trimmed().isEmpty() ? Project::defaultClipName() : p->name);
        DeclaredMembers<ClipKeys> c;
        i = 0;
        forEachKey<ClipKeys>([&](const auto &k) { c.values[i++] = k.version1Root ? r[k.name] : JsonValue(); });
        readKeys(c, JsonPath(), &clip);
        p->clips = {std::move(clip)};
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

template <typename Kind, typename Key, typename Owner>
bool ProjectParser::readKey(const Key &k, const JsonValue &v, const DeclaredMembers<Kind> &object, const JsonPath &at, Owner *owner)
{
    const JsonPath where = at.key(k.name.data());
    if (v.isMissing() && !k.whyRequired.empty())
        error(where, QStringLiteral("missing (%1)").arg(words(k.whyRequired)));
    else if (!v.isMissing() && !k.needs.empty() && object[k.needs].isMissing())
        error(where, words(k.needsWords));
    else if (!v.isMissing() || k.required)
        return value(k, v, where, owner) && !v.isMissing();
    return false;
}

template <typename Kind, size_t First, size_t... I>
void ProjectParser::readKeys(const DeclaredMembers<Kind> &m, const JsonPath &at, typename Kind::Owner *owner,
                             std::index_sequence<I...>)
{
    (readKey(std::get<First + I>(Kind::keys), m.values[First + I], m, at, owner), ...);
}

template <typename Key, typename Owner>
bool ProjectParser::value(const Key &k, const JsonValue &v, const JsonPath &at, Owner *owner)
{
    using Type = typename Key::FileType;
    using Get = std::decay_t<decltype(k.get)>;
    static_assert(edits<Get> || setsWhole<Get>, "the reader reads a key into a member, or an accessor's edit() or set()");
    if constexpr (isA<ListOf, Type>) {
        std::decay_t<decltype(k.of(*owner))> items;
        if (!list(k.type, k.name.data(), v, at, &items))
            return false;
        if constexpr (setsWhole<Get>)
            k.get.set(*owner, std::move(items));
        else
            *valueIn(k.get, *owner) = std::move(items);
        return true;
    } else if constexpr (isA<ObjectOf, Type>) {
        if (!v.isObject())
            return error(at, QStringLiteral("must be an object ") + words(k.type.shape) + got(v));
        auto *out = valueIn(k.get, *owner);
        if constexpr (std::is_same_v<std::decay_t<decltype(*out)>, typename Type::Of::Owner>)
            readKeys(members<typename Type::Of>(v, at), at, out);
        else
            readKeys(members<typename Type::Of>(v, at), at, &out->emplace());
        return true;
    } else if constexpr (isA<ObjectsByName, Type>) {
        byName(k.type, v, at, valueIn(k.get, *owner));
        return true;
    } else if constexpr (std::is_same_v<Type, RangeNumbers>) {
        return k.type.read(*this, v, at, owner->length(), valueIn(k.get, *owner));
    } else {
        return k.type.read(*this, v, at, valueIn(k.get, *owner));
    }
}

template <typename Kind, typename List>
bool ProjectParser::list(const ListOf<Kind> &type, const char *what, const JsonValue &v, const JsonPath &where, List *items)
{
    const qint64 limit = limits.*type.maxItems, count = document.size(v, false); // of a cut array, about
    items->reserve(qsizetype(std::min(count, limit)));
    Previous previous;            // keyframes: their times increase
    QHash<QString, qint64> names; // clips: a name -> the index of the first clip with it
    bool read = forEachObject(v, where, limit, what, [&](const JsonPath &at, const JsonValue &o) {
        if constexpr (std::is_same_v<Kind, KeyframeKeys>) {
            keyframe(o, at, previous, items);
        } else if constexpr (std::is_same_v<Kind, ClipKeys>) {
            clip(o, at, &names, items);
        } else {
            typename Kind::Owner item;
            readKeys(members<Kind>(o, at), at, &item);
            if constexpr (std::is_same_v<Kind, ExportTargetKeys>) { // each option one its format reads
                for (const QString &key : item.format.isEmpty() ? QStringList() : ExportTargets::unreadOptions(item))
                    error(at.key("options").key(key), QStringLiteral("not an option of %1").arg(item.format));
            }
            items->push_back(std::move(item));
        }
    });
    if (read && type.nonEmpty && count == 0)
        read = error(where, QStringLiteral("must hold at least one %1 (got [])").arg(words(Kind::name)));
    if (!read)
        return false;
    if constexpr (std::is_same_v<Kind, BoxKeys> || std::is_same_v<Kind, PointKeys>) { // the names a frame may use, each once
        QSet<QString> &declared = std::is_same_v<Kind, BoxKeys> ? declaredBoxes : declaredPoints;
        QHash<QString, qsizetype> first;
        for (qsizetype i = 0; i < items->size(); ++i) {
            const QString &name = (*items)[i].name;
            if (const auto seen = first.constFind(name); seen != first.constEnd())
                error(where.at(i).key("name"), QStringLiteral("the same name as %1[%2] (\"%3\"); %4 names must be unique")
                                                   .arg(where.toString()).arg(*seen).arg(name, words(Kind::name)));
            else
                first.insert(name, i);
            declared.insert(name);
        }
    }
    return true;
}

template <typename Kind, typename Map>
void ProjectParser::byName(const ObjectsByName<Kind> &type, const JsonValue &v, const JsonPath &at, Map *out)
{
    Q_ASSERT(!type.item.empty() && !type.shape.empty()); // the declaration's words for the messages
    const QLatin1String item = words(type.item), shape = words(type.shape);
    if (!v.isObject()) {
        error(at, QStringLiteral("must be an object of %1s, each %2").arg(item, shape) + got(v));
        return;
    }
    qint64 count = 0;
    v.forEachMember([&](std::string_view, const JsonValue &) { ++count; });
    if (count > limits.*type.maxItems) {
        error(at, QStringLiteral("%1 %2s, more than the limit of %3").arg(count).arg(item).arg(limits.*type.maxItems));
        return;
    }
    v.forEachMember([&](std::string_view key, const JsonValue &value) {
        const QString name = JsonValue::text(key);
        const JsonPath where = at.key(name);
        if (name.trimmed().isEmpty())
            error(where, QStringLiteral("a %1 needs a non-empty name").arg(item));
        else if (tooLong(name, where, limits.*type.maxNameLength))
            return;
        else if (!value.isObject())
            error(where, QStringLiteral("must be an object %1").arg(shape) + got(value));
        else
            readKeys(members<Kind>(value, where), where, &(*out)[name]);
    });
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
    readKeys<ClipKeys, declaredKeyIndex<ClipKeys>("name") + 1>(m, at, &clip);
    out->push_back(std::move(clip));
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
