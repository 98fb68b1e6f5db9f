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

namespace inbetween {

namespace {

using namespace projectkeys;

constexpr auto &kFormat = std::get<declaredKeyIndex<ProjectKeys>("format")>(ProjectKeys::keys);
constexpr auto &kVersion = std::get<declaredKeyIndex<ProjectKeys>("version")>(ProjectKeys::keys);
constexpr auto &kName = std::get<declaredKeyIndex<ProjectKeys>("name")>(ProjectKeys::keys);
constexpr auto &kFps = std::get<declaredKeyIndex<ProjectKeys>("fps")>(ProjectKeys::keys);
constexpr auto &kClipName = std::get<declaredKeyIndex<ClipKeys>("name")>(ClipKeys::keys);

// Whether the root of a file of `version` has `key`: the project's keys of that version, and for
// version 1 the clip's keys it holds at the root.
bool rootKey(std::string_view key, int version)
{
    bool known = false;
    forEachKey<ProjectKeys>([&](const auto &k) { known = known || (k.name == key && (version == 2 || k.versions == Versions::All)); });
    forEachKey<ClipKeys>([&](const auto &k) { known = known || (version == 1 && k.version1Root && k.name == key); });
    return known;
}

// Reads a project file's root object: the version first (it may be written last), then the
// rest as a file of that version says, every problem named in the order of the format.
class ProjectParser : public ClipReader
{
public:
    using ClipReader::ClipReader;

    // Returns the file's version (1 or 2).
    int root(const JsonValue &r, Project *p)
    {
        const JsonValue format = r["format"], version = r["version"];
        if (format.isMissing())
            missing(kFormat, JsonPath("format"));
        else
            kFormat.type.read(*this, format, JsonPath("format"));
        int fileVersion = 0;
        if (version.isMissing())
            missing(kVersion, JsonPath("version"));
        else
            fileVersion = kVersion.type.read(*this, version, JsonPath("version"));
        if (fileVersion == 0) // none this program reads: checked as the version it looks like
            fileVersion = r["clips"].isMissing() ? 1 : 2;
        r.forEachMember([&](std::string_view key, const JsonValue &) {
            if (!rootKey(key, fileVersion))
                warning(JsonPath(JsonValue::text(key)), QStringLiteral("unknown key, ignored"));
        });
        if (const JsonValue name = r["name"]; !name.isMissing())
            kName.type.read(*this, name, JsonPath("name"), &p->name);
        if (const JsonValue fps = r["fps"]; !fps.isMissing())
            kFps.type.read(*this, fps, JsonPath("fps"), &p->fps);
        if (fileVersion == 1) {
            Clip clip(p->name.trimmed().isEmpty() ? Project::defaultClipName() : p->name);
            ClipReader::clip(r, JsonPath(), true, &clip);
            p->clips = {std::move(clip)};
        } else if (const JsonValue clips = r["clips"]; !clips.isMissing()) {
            readClips(clips, &p->clips);
        }
        return fileVersion;
    }

private:
    template <typename Key>
    void missing(const Key &k, const JsonPath &where)
    {
        error(where, QStringLiteral("missing (%1)").arg(QLatin1String(k.whyRequired.data(), qsizetype(k.whyRequired.size()))));
    }

    void readClips(const JsonValue &v, std::vector<Clip> *out)
    {
        const JsonPath where("clips");
        QHash<QString, qint64> names; // a clip's name -> the index of the first clip with it
        std::vector<Clip> clips;
        qint64 items = 0;
        if (!forEachObject(v, where, limits.maxClips, "clips", [&](const JsonPath &at, const JsonValue &o) { clip(o, at, &names, &clips); },
                           &items))
            return;
        if (items == 0)
            error(where, QStringLiteral("must hold at least one clip (got [])"));
        else
            *out = std::move(clips);
    }

    void clip(const JsonValue &o, const JsonPath &at, QHash<QString, qint64> *names, std::vector<Clip> *out)
    {
        Clip clip(Project::defaultClipName());
        readKey(kClipName, members<ClipKeys>(o, at), at, &clip);
        const auto first = names->constFind(clip.name);
        if (first != names->constEnd())
            error(at.key("name"), QStringLiteral("the same name as clips[%1] (\"%2\"); clip names must be unique")
                                      .arg(*first)
                                      .arg(clip.name));
        else
            names->insert(clip.name, qint64(out->size()));
        ClipReader::clip(o, at, false, &clip);
        out->push_back(std::move(clip));
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

// simdjson parses the text (JsonDocument) and ProjectParser checks the rules and builds the
// project from its tree; a text JsonDocument refuses is named by strictjson instead.
ProjectReader::Result ProjectReader::read(const QByteArray &json, const Options &options)
{
    const ProjectLimits &limits = options.limits;
    Result result;
    auto refuse = [&](const QString &message) {
        result.diagnostics.append({Diagnostic::Severity::Error, QString(), message});
        return result;
    };
    if (json.size() > limits.maxFileBytes)
        return refuse(QStringLiteral("the file is %1 bytes, larger than the limit of %2 bytes").arg(json.size()).arg(limits.maxFileBytes));
    const qsizetype from = strictjson::textStart(json);
    JsonDocument document(json, from, limits, options.windowBytes);
    ProjectParser parser(document, limits);
    Project p;
    int version = 0; // of a root that is an object
    if (document.ok() && document.root().isObject())
        version = parser.root(document.root(), &p);
    if (!document.finish()) {
        result.diagnostics = strictjson::refusal(json, from, limits);
        return result;
    }
    if (version == 0)
        return refuse(QStringLiteral("must be a JSON object with \"format\": \"inbetween\""));

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
