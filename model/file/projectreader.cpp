#include "projectreader.h"

#include "filebytes.h"
#include "imagecheck.h"
#include "projectparser.h"
#include "soundcheck.h"
#include "strictjson.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <algorithm>

namespace inbetween {

namespace {

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
