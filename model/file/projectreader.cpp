#include "projectreader.h"

#include "imagecheck.h"
#include "jsonchecks.h"
#include "jsonscanner.h"
#include "jsonpath.h"
#include "jsontext.h"
#include "matrixdecomposition.h"
#include "utf8check.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

namespace inbetween {

namespace {

// Checks one file's JSON tree against the version 1 rules, collecting every problem.
class Checker : public JsonChecks
{
public:
    explicit Checker(const ProjectLimits &limits) : limits(limits) {}

    const ProjectLimits &limits;

    bool easing(const QJsonValue &v, const JsonPath &where, Easing *out)
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

    QList<Frame> frames(const QJsonValue &v)
    {
        QList<Frame> out;
        const JsonPath where("frames");
        forEachObject(v, where, limits.maxFrames, "frames", [&](const QJsonObject &o, const JsonPath &at) {
            int found = 0;
            const QJsonValue duration = field(o, "duration", &found);
            const QJsonValue image = field(o, "image", &found);
            if (found != o.size())
                warnUnknownKeys(o, at, {QLatin1String("duration"), QLatin1String("image")});
            Frame f;
            if (duration.isUndefined())
                error(at.key("duration"), QStringLiteral("missing (every frame needs a duration in ms)"));
            else
                number(duration, at.key("duration"), 0.0, true, &f.duration,
                       limits.maxDuration, " ms");
            if (!image.isUndefined()) {
                const QString path = image.toString();
                if (!image.isString() || path.isEmpty())
                    error(at.key("image"), QStringLiteral("must be a non-empty path") + got(image));
                else if (std::any_of(path.begin(), path.end(), [](QChar ch) { return ch.unicode() < 0x20; }))
                    error(at.key("image"), QStringLiteral("must be a path without control characters"));
                else if (!tooLong(path, at.key("image"), limits.maxImagePathLength))
                    f.image = path;
            }
            out.append(f);
        });
        return out;
    }

    QList<Keyframe> keyframes(const QJsonValue &v)
    {
        QList<Keyframe> out;
        const JsonPath where("keyframes");
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

    void matrixKey(const QJsonObject &o, const JsonPath &at, const Vec3 &previousRotation, Keyframe *k)
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

    QList<ClipEvent> events(const QJsonValue &v)
    {
        QList<ClipEvent> out;
        const JsonPath where("events");
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

    void header(const QJsonObject &root)
    {
        const QJsonValue format = root[QLatin1String("format")];
        if (format.isUndefined())
            error(QStringLiteral("format"), QStringLiteral("missing (must be \"inbetween\")"));
        else if (format.toString() != QLatin1String("inbetween"))
            error(QStringLiteral("format"), QStringLiteral("must be \"inbetween\"") + got(format));

        const QJsonValue version = root[QLatin1String("version")];
        if (version.isUndefined())
            error(QStringLiteral("version"), QStringLiteral("missing (must be 1)"));
        else if (version.isDouble() && version.toDouble() > 1 && std::isfinite(version.toDouble())
                 && version.toDouble() == std::floor(version.toDouble()))
            error(QStringLiteral("version"), QStringLiteral("made by a newer version of Inbetween (file version %1, "
                                                            "this program reads version 1)")
                                                 .arg(describe(version)));
        else if (!version.isDouble() || version.toDouble() != 1.0)
            error(QStringLiteral("version"), QStringLiteral("must be 1") + got(version));
    }

    // Keys and events after the clip's end still load, but never play where the user may think.
    void warnBeyondClip(const Project &p)
    {
        if (p.frames.isEmpty())
            return;
        const double L = p.length();
        const QString end = QString::fromLatin1(jsonNumber(L));
        for (int i = 0; i < p.motion.count(); ++i) {
            if (p.motion.key(i).time > L)
                warning(QStringLiteral("keyframes[%1].time").arg(i),
                        QStringLiteral("after the end of the clip (%1 ms); it never plays").arg(end));
        }
        for (int i = 0; i < p.events.size(); ++i) {
            if (p.events[i].time > L)
                warning(QStringLiteral("events[%1].time").arg(i),
                        QStringLiteral("after the end of the clip (%1 ms)").arg(end));
        }
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
    c.header(root);
    c.warnUnknownKeys(root, QString(),
                      {QLatin1String("format"), QLatin1String("version"), QLatin1String("name"), QLatin1String("loop"),
                       QLatin1String("fps"), QLatin1String("frames"), QLatin1String("keyframes"),
                       QLatin1String("events")});

    Project p;
    if (root.contains(QLatin1String("name"))) {
        const QJsonValue name = root[QLatin1String("name")];
        if (!name.isString())
            c.error(QStringLiteral("name"), QStringLiteral("must be a string") + got(name));
        else if (!c.tooLong(name.toString(), QStringLiteral("name"), limits.maxNameLength))
            p.name = name.toString();
    }
    if (root.contains(QLatin1String("loop"))) {
        const QJsonValue loop = root[QLatin1String("loop")];
        const auto mode = loopModeFromName(loop.toString());
        if (!loop.isString() || !mode)
            c.error(QStringLiteral("loop"), QStringLiteral("must be \"loop\", \"once\" or \"pingpong\"") + got(loop));
        else
            p.loop = *mode;
    }
    if (root.contains(QLatin1String("fps")))
        c.number(root[QLatin1String("fps")], QStringLiteral("fps"), 0.0, true, &p.fps, limits.maxFps);
    if (root.contains(QLatin1String("frames")))
        p.frames.setFrames(c.frames(root[QLatin1String("frames")]));
    if (root.contains(QLatin1String("keyframes")))
        p.motion.setKeys(c.keyframes(root[QLatin1String("keyframes")]));
    if (root.contains(QLatin1String("events")))
        p.events = c.events(root[QLatin1String("events")]);

    if (!c.hasErrors() && !options.projectFolder.isEmpty())
        checkFrameImages(p.frames.frames(), options.projectFolder, limits, &c.diagnostics);
    if (!c.hasErrors()) {
        c.warnBeyondClip(p);
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

} // namespace inbetween
