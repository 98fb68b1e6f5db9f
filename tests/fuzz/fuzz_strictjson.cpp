// Fuzz target: the reader's JSON, for any bytes, with the default limits and with low ones,
// against QJsonDocument and against itself:
//  - what QJsonDocument refuses, the reader refuses with the problems strictjson names (a root
//    that is not an object or array, which QJsonDocument cannot hold, with "must be a JSON
//    object"); what the reader loads, QJsonDocument reads;
//  - simdjson's verdict (JsonDocument) and strictjson::scan's agree: the scan finds a problem
//    exactly when JsonDocument refuses the text, so every refusal has its words;
//  - read in windows of a few bytes (JsonSplit), a text gives the messages and the project it
//    gives read whole.
#include "fuzz/fuzzsupport.h"

#include "file/jsondocument.h"
#include "file/projectreader.h"
#include "file/projectwriter.h"
#include "file/strictjson.h"

#include <QJsonDocument>

using namespace inbetween;

namespace {

QByteArray lines(const ProjectReader::Result &r)
{
    return r.messages(QStringLiteral("f")).join(QLatin1Char('\n')).toUtf8();
}

void check(const QByteArray &bytes, const ProjectReader::Options &options)
{
    const ProjectReader::Result result = ProjectReader::read(bytes, options);
    const qsizetype from = strictjson::textStart(bytes);
    JsonDocument document(bytes, from, options.limits, options.windowBytes);
    const bool parsed = document.finish();
    const Diagnostics scanned = strictjson::scan(bytes, from, options.limits);
    if (parsed != scanned.isEmpty())
        fuzz::fail(parsed ? "simdjson reads a text the strict scan refuses" : "simdjson refuses a text the strict scan reads",
                   bytes);
    const bool object = parsed && (document.root().isObject() || document.root().isArray());
    const bool tooBig = bytes.size() > options.limits.maxFileBytes;

    QJsonParseError error;
    QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError && result.ok())
        fuzz::fail("the reader loads what QJsonDocument refuses", bytes);
    if (error.error != QJsonParseError::NoError && !tooBig && (object || !parsed)) {
        QStringList expected;
        for (const Diagnostic &d : scanned)
            expected << d.text(QStringLiteral("f"));
        if (lines(result) != expected.join(QLatin1Char('\n')).toUtf8())
            fuzz::fail("QJsonDocument refuses a text the reader names other problems of", lines(result) + "\n" + bytes);
    }

    ProjectReader::Options windows = options;
    windows.windowBytes = 8;
    const ProjectReader::Result cut = ProjectReader::read(bytes, windows);
    if (lines(cut) != lines(result) || cut.ok() != result.ok() || (cut.ok() && *cut.project != *result.project))
        fuzz::fail("read in windows, a text reads otherwise than whole", lines(cut) + "\nwhole:\n" + lines(result));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    check(bytes, ProjectReader::Options());
    ProjectReader::Options low; // every limit within reach of a small input
    ProjectLimits &l = low.limits;
    l.maxFileBytes = 3000;
    l.maxDepth = 6;
    l.maxArrayItems = 12;
    l.maxValues = 300;
    l.maxStringBytes = 24;
    l.maxClips = 3;
    l.maxFrames = l.maxKeyframes = l.maxEvents = 4;
    l.maxTime = l.maxDuration = 5000;
    l.maxTranslation = l.maxMatrixElement = 100;
    l.maxRotation = l.maxScale = 50;
    l.maxBezierY = 3;
    l.maxFps = 100;
    l.maxNameLength = l.maxEventNameLength = 8;
    l.maxImagePathLength = 16;
    check(bytes, low);
    return 0;
}
