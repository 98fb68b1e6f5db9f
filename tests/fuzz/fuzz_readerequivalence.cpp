// Fuzz target: the one-pass ProjectReader against the reader it replaced (legacy/, a strict
// scanner and QJsonDocument, then the rule checks): for any bytes, with the default limits and
// with low ones, both load the same project or refuse the file, and name the same problems in
// the same order. Only the
// order of a run of unknown-key warnings may differ (the file's order against QJsonObject's
// sorted keys). Left out: text with a string that starts with a byte-order mark, where the new
// reader compares keys as the texts QJsonDocument made of them (the one before let "\ufeffa"
// and "a" both through, and QJsonDocument kept one of them).
#include "fuzzsupport.h"

#include "legacyprojectreader.h"
#include "projectreader.h"
#include "projectwriter.h"

#include <algorithm>

using namespace inbetween;

namespace {

// The diagnostics as lines, each run of unknown-key warnings sorted.
QStringList lines(const Diagnostics &diagnostics)
{
    QStringList out;
    for (const Diagnostic &d : diagnostics)
        out << d.text(QStringLiteral("f"));
    const QString unknown = QStringLiteral(": warning: unknown key, ignored");
    for (qsizetype i = 0; i < out.size();) {
        qsizetype j = i;
        while (j < out.size() && out[j].endsWith(unknown))
            ++j;
        std::sort(out.begin() + i, out.begin() + j);
        i = j + 1;
    }
    return out;
}

void compare(const QByteArray &bytes, const ProjectReader::Options &options)
{
    legacy::ProjectReader::Options old;
    old.limits = options.limits;
    const ProjectReader::Result a = ProjectReader::read(bytes, options);
    const legacy::ProjectReader::Result b = legacy::ProjectReader::read(bytes, old);
    const QStringList la = lines(a.diagnostics);
    const QStringList lb = lines(b.diagnostics);
    if (la != lb)
        fuzz::fail("the readers name different problems",
                   "one pass:\n" + la.join(QLatin1Char('\n')).toUtf8() + "\nbefore:\n" + lb.join(QLatin1Char('\n')).toUtf8());
    if (a.ok() != b.ok())
        fuzz::fail("one reader loads what the other refuses");
    if (a.ok() && (*a.project != *b.project || ProjectWriter::toJson(*a.project) != ProjectWriter::toJson(*b.project)))
        fuzz::fail("the readers load different projects", ProjectWriter::toJson(*a.project));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    if (bytes.contains("\"\xEF\xBB\xBF"))
        return 0;
    ProjectReader::Options defaults;
    compare(bytes, defaults);
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
    compare(bytes, low);
    return 0;
}
