#include "legacyprojectreader.h"

#include "legacyclipchecks.h"
#include "imagecheck.h"
#include "legacyjsonscanner.h"
#include "jsonpath.h"
#include "jsontext.h"
#include "utf8check.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

namespace inbetween::legacy {

namespace {

// Checks one file's JSON tree against the rules of its version, collecting every problem.
class Checker : public ClipChecks
{
public:
    using ClipChecks::ClipChecks;

    // The file's version, 1 or 2; 0 when it names none this program reads (then the rest is
    // still checked, as a version 2 file if it has "clips" and as a version 1 file if not).
    int header(const QJsonObject &root)
    {
        const QJsonValue format = root[QLatin1String("format")];
        if (format.isUndefined())
            error(QStringLiteral("format"), QStringLiteral("missing (must be \"inbetween\")"));
        else if (format.toString() != QLatin1String("inbetween"))
            error(QStringLiteral("format"), QStringLiteral("must be \"inbetween\"") + got(format));

        const QJsonValue version = root[QLatin1String("version")];
        const double v = version.toDouble();
        if (version.isUndefined())
            error(QStringLiteral("version"), QStringLiteral("missing (must be 1 or 2)"));
        else if (version.isDouble() && v > 2 && std::isfinite(v) && v == std::floor(v))
            error(QStringLiteral("version"), QStringLiteral("made by a newer version of Inbetween (file version %1, "
                                                            "this program reads versions 1 and 2)")
                                                 .arg(describe(version)));
        else if (!version.isDouble() || (v != 1.0 && v != 2.0))
            error(QStringLiteral("version"), QStringLiteral("must be 1 or 2") + got(version));
        else
            return int(v);
        return 0;
    }

    void projectSettings(const QJsonObject &root, Project *p)
    {
        if (root.contains(QLatin1String("name"))) {
            const QJsonValue name = root[QLatin1String("name")];
            if (!name.isString())
                error(QStringLiteral("name"), QStringLiteral("must be a string") + got(name));
            else if (!tooLong(name.toString(), QStringLiteral("name"), limits.maxNameLength))
                p->name = name.toString();
        }
        if (root.contains(QLatin1String("fps")))
            number(root[QLatin1String("fps")], QStringLiteral("fps"), 0.0, true, &p->fps, limits.maxFps);
    }

    // A version 1 file: the root is the one clip, named by the project's name.
    void version1(const QJsonObject &root, Project *p)
    {
        warnUnknownKeys(root, QString(),
                        {QLatin1String("format"), QLatin1String("version"), QLatin1String("name"),
                         QLatin1String("loop"), QLatin1String("fps"), QLatin1String("frames"),
                         QLatin1String("keyframes"), QLatin1String("events")});
        projectSettings(root, p);
        Clip clip(p->name.trimmed().isEmpty() ? Project::defaultClipName() : p->name);
        lists(root, JsonPath(), &clip);
        p->clips = {clip};
    }

    void version2(const QJsonObject &root, Project *p)
    {
        warnUnknownKeys(root, QString(),
                        {QLatin1String("format"), QLatin1String("version"), QLatin1String("name"),
                         QLatin1String("fps"), QLatin1String("clips")});
        projectSettings(root, p);
        if (!root.contains(QLatin1String("clips")))
            return; // one empty clip
        std::vector<Clip> clips;
        const JsonPath where("clips");
        const QJsonValue v = root[QLatin1String("clips")];
        if (v.isArray() && v.toArray().isEmpty()) {
            error(where, QStringLiteral("must hold at least one clip (got [])"));
            return;
        }
        QHash<QString, qsizetype> names;
        forEachObject(v, where, limits.maxClips, "clips", [&](const QJsonObject &o, const JsonPath &at) {
            warnUnknownKeys(o, at,
                            {QLatin1String("name"), QLatin1String("loop"), QLatin1String("frames"),
                             QLatin1String("keyframes"), QLatin1String("events"), QLatin1String("audio"),
                             QLatin1String("playRange")});
            Clip clip(Project::defaultClipName());
            if (o.contains(QLatin1String("name")))
                clipName(o[QLatin1String("name")], at.key("name"), &clip.name);
            const auto first = names.constFind(clip.name);
            if (first != names.constEnd())
                error(at.key("name"), QStringLiteral("the same name as clips[%1] (\"%2\"); clip names must be unique")
                                          .arg(*first)
                                          .arg(clip.name));
            else
                names.insert(clip.name, qsizetype(clips.size()));
            lists(o, at, &clip);
            if (o.contains(QLatin1String("audio")))
                audio(o[QLatin1String("audio")], at.key("audio"), &clip.audio);
            if (o.contains(QLatin1String("playRange")))
                playRange(o[QLatin1String("playRange")], at.key("playRange"), clip.length(), &clip.playRange);
            clips.push_back(std::move(clip));
        });
        if (!clips.empty())
            p->clips = std::move(clips);
    }

    void clipName(const QJsonValue &v, const JsonPath &where, QString *out)
    {
        if (!v.isString() || v.toString().trimmed().isEmpty())
            error(where, QStringLiteral("must be a non-empty string") + got(v));
        else if (!tooLong(v.toString(), where, limits.maxNameLength))
            *out = v.toString();
    }

    // The keys a clip has in both versions: loop, frames, keyframes, events.
    void lists(const QJsonObject &o, const JsonPath &at, Clip *clip)
    {
        if (o.contains(QLatin1String("loop")))
            loop(o[QLatin1String("loop")], at.key("loop"), &clip->loop);
        if (o.contains(QLatin1String("frames")))
            clip->frames.setFrames(frames(o[QLatin1String("frames")], at.key("frames")));
        if (o.contains(QLatin1String("keyframes")))
            clip->motion.setKeys(keyframes(o[QLatin1String("keyframes")], at.key("keyframes")));
        if (o.contains(QLatin1String("events")))
            clip->events = events(o[QLatin1String("events")], at.key("events"));
    }

    void warnBeyondClips(const Project &p, bool isVersion1)
    {
        const JsonPath clips("clips");
        for (size_t i = 0; i < p.clips.size(); ++i)
            warnBeyondClip(p.clips[i], isVersion1 ? JsonPath() : clips.at(qsizetype(i)));
    }
};

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

ProjectReader::Result ProjectReader::read(const QByteArray &json, const Options &options)
{
    const ProjectLimits &limits = options.limits;
    Result result;
    Checker c(limits);
    auto refuse = [&](const QString &where, const QString &message) {
        c.error(where, message);
        result.diagnostics = c.diagnostics;
        return result;
    };
    if (json.size() > limits.maxFileBytes)
        return refuse(QString(), QStringLiteral("the file is %1 bytes, larger than the limit of %2 bytes")
                                     .arg(json.size())
                                     .arg(limits.maxFileBytes));
    QByteArray data = json;
    if (data.startsWith("\xEF\xBB\xBF"))
        data.remove(0, 3);
    const Utf8Problem bad = findUtf8Problem(data);
    if (bad.found())
        return refuse(JsonScanner::lineAndColumn(data, bad.offset), bad.message);
    // The strict pass first: QJsonDocument keeps one of two duplicate keys and would build a
    // tree of any size before the checks below could refuse it.
    const JsonScanner::Result scan = JsonScanner::scan(data, limits);
    if (!scan.ok()) {
        result.diagnostics = scan.diagnostics;
        return result;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    const bool container = data.trimmed().startsWith('{') || data.trimmed().startsWith('[');
    if (!container || (parseError.error == QJsonParseError::NoError && !doc.isObject()))
        return refuse(QString(), QStringLiteral("must be a JSON object with \"format\": \"inbetween\""));
    if (parseError.error != QJsonParseError::NoError) // the scanner passed it, so this is rare
        return refuse(JsonScanner::lineAndColumn(data, parseError.offset), parseError.errorString());
    const QJsonObject root = doc.object();
    int version = c.header(root);
    if (version == 0)
        version = root.contains(QLatin1String("clips")) ? 2 : 1;
    Project p;
    if (version == 1)
        c.version1(root, &p);
    else
        c.version2(root, &p);

    if (!c.hasErrors() && !options.projectFolder.isEmpty())
        checkFrameImages(p, version == 1, options.projectFolder, limits, &c.diagnostics);
    if (!c.hasErrors()) {
        c.warnBeyondClips(p, version == 1);
        result.project = std::move(p);
    }
    result.diagnostics = c.diagnostics;
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
    if (!file.open(QIODevice::ReadOnly))
        return refuse(QStringLiteral("cannot open: %1").arg(file.errorString()));
    const qint64 limit = options.limits.maxFileBytes;
    if (file.size() > limit)
        return refuse(QStringLiteral("the file is %1 bytes, larger than the limit of %2 bytes").arg(file.size()).arg(limit));
    // Never more than the limit, even if the file grows while it is read.
    const QByteArray data = file.read(limit + 1);
    Options withFolder = options;
    if (withFolder.projectFolder.isEmpty())
        withFolder.projectFolder = info.absolutePath();
    return read(data, withFolder);
}

} // namespace inbetween::legacy
