#include "file/projectreader.h"

#include "file/filebytes.h"
#include "file/projectparser.h"
#include "file/strictjson.h"
#include "media/framepicture.h"
#include "media/imagecheck.h"
#include "media/soundcheck.h"

#include <QFile>
#include <QFileInfo>
#include <algorithm>

namespace inbetween {

namespace {

ProjectReader::Result refused(const QString &message)
{
    ProjectReader::Result r;
    r.diagnostics.append({Diagnostic::Severity::Error, QString(), message});
    return r;
}

QString tooLarge(qint64 size, qint64 limit)
{
    return QStringLiteral("the file is %1 bytes, larger than the limit of %2 bytes").arg(size).arg(limit);
}

} // namespace

QStringList ProjectReader::Result::messages(const QString &fileName) const
{
    QStringList out;
    for (const Diagnostic &d : diagnostics)
        out << d.text(fileName);
    return out;
}

// simdjson parses the text (JsonDocument) and ProjectParser checks the rules and builds the
// project from its tree; a text JsonDocument refuses is named by strictjson instead.
ProjectReader::Result ProjectReader::read(const QByteArray &json, const Options &options)
{
    const ProjectLimits &limits = options.limits;
    if (json.size() > limits.maxFileBytes)
        return refused(tooLarge(json.size(), limits.maxFileBytes));
    const qsizetype from = strictjson::textStart(json);
    JsonDocument document(json, from, limits, options.windowBytes);
    ProjectParser parser(document, limits);
    Project p;
    int version = 0; // of a root that is an object
    if (document.ok() && document.root().isObject())
        version = parser.root(document.root(), &p);
    Result result;
    if (!document.finish()) {
        result.diagnostics = strictjson::refusal(json, from, limits);
        return result;
    }
    if (version == 0)
        return refused(QStringLiteral("must be a JSON object with \"format\": \"inbetween\""));

    bool rejected = parser.hasErrors();
    if (!rejected && !options.projectFolder.isEmpty()) {
        // The files the clips name, where the project's folder is known (readFile, or Options::projectFolder).
        checkFrameImages(p, version == 1, options.projectFolder, limits, &parser.diagnostics);
        checkClipSounds(p, options.projectFolder, limits, &parser.diagnostics);
        // Every error now is about a file the project names (the parser found none).
        rejected = !options.openWithFileProblems && std::any_of(parser.diagnostics.cbegin(), parser.diagnostics.cend(),
                                                                [](const Diagnostic &d) { return d.isError(); });
    }
    if (!rejected) {
        const JsonPath clips("clips"); // the parent the paths below refer to, alive while they are
        for (size_t i = 0; i < p.clips.size(); ++i) {
            const JsonPath where = version == 1 ? JsonPath() : clips.at(qsizetype(i));
            parser.warnBeyondClip(p.clips[i], where);
            // Once a clip, not once a frame: a talk clip of 300 frames and a chart without "X"
            // would otherwise bury every other diagnostic.
            if (const QStringList shapes = FramePicture::shapesWithoutPicture(p.clips[i], p.mouths); !shapes.isEmpty())
                parser.warning(where.key("frames"), shapes.size() == 1
                    ? QStringLiteral("mouth shape %1 has no picture in the chart (\"mouths\"); it shows as a labelled placeholder").arg(shapes.first())
                    : QStringLiteral("mouth shapes %1 have no picture in the chart (\"mouths\"); they show as labelled placeholders").arg(shapes.join(QStringLiteral(", "))));
        }
        result.project = std::move(p);
    }
    result.diagnostics = std::move(parser.diagnostics);
    return result;
}

ProjectReader::Result ProjectReader::readFile(const QString &path, const Options &options)
{
    const QFileInfo info(path);
    if (info.exists() && !info.isFile())
        return refused(QStringLiteral("cannot open: not a regular file"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Unbuffered))
        return refused(QStringLiteral("cannot open: %1").arg(file.errorString()));
    const qint64 limit = options.limits.maxFileBytes;
    if (file.size() > limit)
        return refused(tooLarge(file.size(), limit));
    FileBytes data; // never more than the size just checked, even if the file grows meanwhile
    if (!data.read(file, limit))
        return refused(QStringLiteral("cannot read: %1").arg(data.errorString()));
    Options withFolder = options;
    if (withFolder.projectFolder.isEmpty())
        withFolder.projectFolder = info.absolutePath();
    return read(data.bytes(), withFolder);
}

} // namespace inbetween
