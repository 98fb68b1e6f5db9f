#include "projectreader.h"

#include "clipreader.h"
#include "declaredkeys.h"
#include "filebytes.h"
#include "imagecheck.h"
#include "projectkeys.h"
#include "soundcheck.h"
#include "strictjson.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <algorithm>
#include <cmath>

namespace inbetween {

namespace {

using Value = JsonCursor::Value;
using Step = JsonCursor::Step;

// The order in which problems are named (JsonChecks::rank): the high byte for the parts of the
// root, the low byte for the parts of a clip (version 2).
enum RootPart : quint16 { Format, Version, RootUnknownKey, Name, Fps, Loop, Frames, Keyframes, Events, Clips };
enum ClipPart : quint16 { ClipUnknownKey, ClipName, ClipNameTaken, ClipLoop, ClipFrames, ClipKeyframes, ClipEvents,
                          ClipAudio, ClipPlayRange };

quint16 rootRank(RootPart part)
{
    return quint16(part << 8);
}

// The keys of the root (of both versions) and of a clip, in the order of the enums.
enum RootKey { FormatKey, VersionKey, NameKey, FpsKey, LoopKey, FramesKey, KeyframesKey, EventsKey, ClipsKey };
constexpr JsonKeys::Name kRootKeyNames[] = {"format", "version", "name", "fps", "loop", "frames", "keyframes", "events", "clips"};
constexpr JsonKeys kRootKeys(kRootKeyNames);
constexpr quint32 kVersion1Keys = 0xff;                                                 // all but clips
constexpr quint32 kVersion2Keys = 1u << FormatKey | 1u << VersionKey | 1u << NameKey | 1u << FpsKey | 1u << ClipsKey;
using projectkeys::ClipKeys;
constexpr auto kClipKeyNames = declaredKeyNames<ClipKeys>();
constexpr JsonKeys kClipKeys(kClipKeyNames);
enum ClipKey {
    ClipNameKey = declaredKeyIndex<ClipKeys>("name"),
    ClipLoopKey = declaredKeyIndex<ClipKeys>("loop"),
    ClipFramesKey = declaredKeyIndex<ClipKeys>("frames"),
    ClipKeyframesKey = declaredKeyIndex<ClipKeys>("keyframes"),
    ClipEventsKey = declaredKeyIndex<ClipKeys>("events"),
    ClipAudioKey = declaredKeyIndex<ClipKeys>("audio"),
    ClipPlayRangeKey = declaredKeyIndex<ClipKeys>("playRange")
};

// Reads a project file's root object as the cursor meets it, building both the version 1 clip
// (the root's own lists) and the version 2 clips: which one the file means is known only once
// its "version" has been read, which may come last. The other's problems are then dropped and
// its keys named as unknown, as a reader that looked at the version first would.
class ProjectParser : public ClipReader
{
public:
    using ClipReader::ClipReader;

    // At the root object's opening brace. Returns the file's version (1 or 2).
    int root(Project *p)
    {
        QList<std::pair<JsonString, int>> keys; // each key with its index in kRootKeys
        JsonItem format, version, name, fps, loopMode;
        Clip clip;                // the root's lists (version 1)
        std::vector<Clip> clips;  // "clips" (version 2)
        bool hasClips = false;
        JsonString key;
        int index;
        for (Step step = c.enterObject(&key, &kRootKeys, &index); step == Step::Next;
             step = c.nextMember(&key, &kRootKeys, &index)) {
            keys.append({key, index});
            const Value v = c.beginValue();
            switch (index) {
            case FormatKey: c.readItem(v, &format); break;
            case VersionKey: c.readItem(v, &version); break;
            case NameKey: c.readItem(v, &name); break;
            case FpsKey: c.readItem(v, &fps); break;
            case LoopKey: c.readItem(v, &loopMode); break;
            case FramesKey:
                rank = rootRank(Frames);
                frames(v, JsonPath("frames"), &clip.frames);
                break;
            case KeyframesKey:
                rank = rootRank(Keyframes);
                keyframes(v, JsonPath("keyframes"), &clip.motion);
                break;
            case EventsKey:
                rank = rootRank(Events);
                events(v, JsonPath("events"), &clip.events);
                break;
            case ClipsKey:
                hasClips = true;
                rank = rootRank(Clips);
                readClips(v, &clips);
                break;
            default: c.skip(v);
            }
        }
        if (c.stopped())
            return 0;

        int fileVersion = header(format, version);
        if (fileVersion == 0)
            fileVersion = hasClips ? 2 : 1;
        rank = rootRank(RootUnknownKey);
        const quint32 known = fileVersion == 1 ? kVersion1Keys : kVersion2Keys;
        for (const auto &[k, i] : keys) {
            if (i < 0 || !(known & (1u << i)))
                warning(JsonPath(k.toString()), QStringLiteral("unknown key, ignored"));
        }
        rank = rootRank(Name);
        if (!name.isMissing()) {
            if (!name.isString())
                error(JsonPath("name"), QStringLiteral("must be a string") + got(name));
            else if (!tooLong(name.toString(), JsonPath("name"), limits.maxNameLength))
                p->name = name.toString();
        }
        rank = rootRank(Fps);
        if (!fps.isMissing())
            number(fps, JsonPath("fps"), 0.0, true, &p->fps, limits.maxFps);

        if (fileVersion == 1) {
            rank = rootRank(Loop);
            if (!loopMode.isMissing())
                loop(loopMode, JsonPath("loop"), &clip.loop);
            keepRanks([](quint16 r) { return r >> 8 != Clips; });
            clip.name = p->name.trimmed().isEmpty() ? Project::defaultClipName() : p->name;
            p->clips = {std::move(clip)};
        } else {
            keepRanks([](quint16 r) { return r >> 8 < Loop || r >> 8 > Events; });
            if (!clips.empty())
                p->clips = std::move(clips);
        }
        sortByRank(0, 8);
        return fileVersion;
    }

private:
    // The file's version, 1 or 2; 0 when it names none this program reads (then the rest is
    // still checked, as a version 2 file if it has "clips" and as a version 1 file if not).
    int header(const JsonItem &format, const JsonItem &version)
    {
        rank = rootRank(Format);
        if (format.isMissing())
            error(JsonPath("format"), QStringLiteral("missing (must be \"inbetween\")"));
        else if (format.toString() != QLatin1String("inbetween"))
            error(JsonPath("format"), QStringLiteral("must be \"inbetween\"") + got(format));

        rank = rootRank(Version);
        const double v = version.toDouble();
        if (version.isMissing())
            error(JsonPath("version"), QStringLiteral("missing (must be 1 or 2)"));
        else if (version.isNumber() && v > 2 && std::isfinite(v) && v == std::floor(v))
            error(JsonPath("version"), QStringLiteral("made by a newer version of Inbetween (file version %1, "
                                                      "this program reads versions 1 and 2)")
                                           .arg(describe(version)));
        else if (!version.isNumber() || (v != 1.0 && v != 2.0))
            error(JsonPath("version"), QStringLiteral("must be 1 or 2") + got(version));
        else
            return int(v);
        return 0;
    }

    void readClips(Value v, std::vector<Clip> *out)
    {
        const JsonPath where("clips");
        QHash<QString, qint64> names; // a clip's name -> the index of the first clip with it
        qint64 items = 0;
        if (!forEachObject(c, v, where, limits.maxClips, "clips", [&](const JsonPath &at) { clip(at, &names, out); }, &items)) {
            out->clear();
        } else if (items == 0) {
            rank = rootRank(Clips);
            error(where, QStringLiteral("must hold at least one clip (got [])"));
        }
    }

    void clip(const JsonPath &at, QHash<QString, qint64> *names, std::vector<Clip> *out)
    {
        const quint16 base = rootRank(Clips);
        const qsizetype mark = diagnostics.size();
        Clip clip(Project::defaultClipName());
        JsonItem name, loopMode;
        ShortArray<2> range;
        AudioField sound;
        JsonString key;
        int index;
        for (Step step = c.enterObject(&key, &kClipKeys, &index); step == Step::Next;
             step = c.nextMember(&key, &kClipKeys, &index)) {
            const Value v = c.beginValue();
            switch (index) {
            case ClipNameKey: c.readItem(v, &name); break;
            case ClipLoopKey: c.readItem(v, &loopMode); break;
            case ClipFramesKey:
                rank = base | ClipFrames;
                frames(v, at.key("frames"), &clip.frames);
                break;
            case ClipKeyframesKey:
                rank = base | ClipKeyframes;
                keyframes(v, at.key("keyframes"), &clip.motion);
                break;
            case ClipEventsKey:
                rank = base | ClipEvents;
                events(v, at.key("events"), &clip.events);
                break;
            case ClipAudioKey:
                rank = base | ClipAudio;
                readAudio(v, at.key("audio"), &sound);
                break;
            case ClipPlayRangeKey: c.readShortArray(v, &range); break;
            default:
                rank = base | ClipUnknownKey;
                warnUnknownKey(at, key);
                c.skip(v);
            }
        }
        if (c.stopped())
            return;
        rank = base | ClipName;
        if (!name.isMissing())
            clipName(name, at.key("name"), &clip.name);
        rank = base | ClipNameTaken;
        const auto first = names->constFind(clip.name);
        if (first != names->constEnd())
            error(at.key("name"), QStringLiteral("the same name as clips[%1] (\"%2\"); clip names must be unique")
                                      .arg(*first)
                                      .arg(clip.name));
        else
            names->insert(clip.name, qint64(out->size()));
        rank = base | ClipLoop;
        if (!loopMode.isMissing())
            loop(loopMode, at.key("loop"), &clip.loop);
        rank = base | ClipAudio;
        if (!sound.self.isMissing())
            audio(sound, at.key("audio"), &clip.audio);
        rank = base | ClipPlayRange;
        if (!range.self.isMissing())
            playRange(range, at.key("playRange"), clip.length(), &clip.playRange);
        sortByRank(mark, 0);
        out->push_back(std::move(clip));
    }

    void clipName(const JsonItem &v, const JsonPath &where, QString *out)
    {
        const QString name = v.toString();
        if (!v.isString() || name.trimmed().isEmpty())
            error(where, QStringLiteral("must be a non-empty string") + got(v));
        else if (!tooLong(name, where, limits.maxNameLength))
            *out = name;
    }
};

// The files the clips name, checked where the project's folder is known (readFile, or
// Options::projectFolder): each frame's image (imagecheck.h) and each clip's sound (soundcheck.h).
void checkClipFiles(const Project &p, bool version1, const ProjectReader::Options &options, Diagnostics *out)
{
    checkFrameImages(p, version1, options.projectFolder, options.limits, out);
    checkClipSounds(p, options.projectFolder, options.limits, out);
}

} // namespace

QStringList ProjectReader::Result::messages(const QString &fileName) const
{
    QStringList out;
    for (const Diagnostic &d : diagnostics)
        out << d.text(fileName);
    return out;
}

ProjectReader::Result ProjectReader::read(const QByteArray &json)
{
    return read(json, Options());
}

// One pass over the bytes: the cursor checks the JSON as strictly as the format wants while
// ProjectParser checks the rules and builds the project from what it reads.
ProjectReader::Result ProjectReader::read(const QByteArray &json, const Options &options)
{
    const ProjectLimits &limits = options.limits;
    Result result;
    auto refuse = [&](const QString &where, const QString &message) {
        result.diagnostics.append({Diagnostic::Severity::Error, where, message});
        return result;
    };
    if (json.size() > limits.maxFileBytes)
        return refuse(QString(), QStringLiteral("the file is %1 bytes, larger than the limit of %2 bytes")
                                     .arg(json.size())
                                     .arg(limits.maxFileBytes));
    const qsizetype from = strictjson::textStart(json);
    JsonCursor cursor(json, from, limits);
    ProjectParser parser(cursor, limits);
    Project p;
    int version = 0; // of a root that is an object
    if (cursor.beginDocument()) {
        const Value root = cursor.beginValue();
        if (root == Value::Object)
            version = parser.root(&p);
        else
            cursor.skip(root);
        cursor.endDocument();
    }
    if (cursor.hasProblems()) {
        result.diagnostics = strictjson::cursorProblems(cursor, json, from);
        return result;
    }
    if (version == 0)
        return refuse(QString(), QStringLiteral("must be a JSON object with \"format\": \"inbetween\""));

    bool refused = parser.hasErrors();
    if (!refused && !options.projectFolder.isEmpty()) {
        checkClipFiles(p, version == 1, options, &parser.diagnostics);
        refused = std::any_of(parser.diagnostics.cbegin(), parser.diagnostics.cend(), [&](const Diagnostic &d) {
            return d.isError() && !(d.missingFile && options.openWithMissingFiles);
        });
    }
    if (!refused) {
        for (size_t i = 0; i < p.clips.size(); ++i)
            parser.warnBeyondClip(p.clips[i], version == 1 ? JsonPath() : JsonPath("clips").at(qsizetype(i)));
        result.project = std::move(p);
    }
    result.diagnostics = std::move(parser.diagnostics);
    return result;
}

ProjectReader::Result ProjectReader::readFile(const QString &path)
{
    return readFile(path, Options());
}

ProjectReader::Result ProjectReader::readFile(const QString &path, const Options &options)
{
    Result result;
    auto refuse = [&](const QString &message) {
        result.diagnostics.append({Diagnostic::Severity::Error, QString(), message});
        return result;
    };
    const QFileInfo info(path);
    if (info.exists() && !info.isFile())
        return refuse(QStringLiteral("cannot open: not a regular file"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Unbuffered))
        return refuse(QStringLiteral("cannot open: %1").arg(file.errorString()));
    const qint64 limit = options.limits.maxFileBytes;
    if (file.size() > limit)
        return refuse(QStringLiteral("the file is %1 bytes, larger than the limit of %2 bytes").arg(file.size()).arg(limit));
    FileBytes data; // never more than the size just checked, even if the file grows meanwhile
    if (!data.read(file, limit))
        return refuse(QStringLiteral("cannot read: %1").arg(data.errorString()));
    Options withFolder = options;
    if (withFolder.projectFolder.isEmpty())
        withFolder.projectFolder = info.absolutePath();
    return read(data.bytes(), withFolder);
}

} // namespace inbetween
