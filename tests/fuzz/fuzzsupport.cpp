#include "fuzz/fuzzsupport.h"

#include "common/testpaths.h"
#include "export/projectexport.h"
#include "file/projectreader.h"

#include <cstdio>
#include <cstdlib>

namespace inbetween::fuzz {

void fail(const char *what, const QByteArray &detail)
{
    std::fprintf(stderr, "FUZZ FINDING: %s\n%s\n", what, detail.constData());
    std::fflush(stderr);
    std::abort();
}

std::optional<Project> readProject(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    ProjectReader::Result result = ProjectReader::read(bytes);
    const bool anyError = std::any_of(result.diagnostics.begin(), result.diagnostics.end(),
                                      [](const Diagnostic &d) { return d.isError(); });
    const QByteArray messages = result.messages(QStringLiteral("input.json")).join(QLatin1Char('\n')).toUtf8();
    if (result.ok() == anyError)
        fail(result.ok() ? "a loaded project with an error" : "a refused file without an error", messages);
    for (const Diagnostic &d : result.diagnostics) {
        if (d.message.isEmpty())
            fail("a diagnostic without a message", messages);
    }
    return std::move(result.project);
}

namespace {
// Every file of one export, one after another, so that one comparison covers them all.
QByteArray exportOnce(const Project &project, const ExportOptions &options, const QString &folder, QString *error)
{
    std::vector<ExportFile> files;
    const ExportFormat *format = findExportFormat(options.format);
    const QString out = format->folder ? QStringLiteral("out") : QStringLiteral("out.") + format->suffix;
    if (!exportFiles(project, folder, out, options,
                     &files, error))
        return {};
    QByteArray all;
    for (const ExportFile &file : files) {
        if (file.bytes.isEmpty())
            fail("an export wrote an empty file", file.path.toUtf8());
        all += file.bytes;
    }
    return all;
}
} // namespace

QStringList imageFolders()
{
    return {testpaths::source("tests/data"), testpaths::source("resources/examples"), testpaths::source("tests/export/data")};
}

QByteArray exportBytes(const Project &project, const char *format)
{
    ExportOptions options;
    options.format = QLatin1String(format);
    // Big but allowed exports take seconds each under ASan; the fuzzer looks for wrong bytes and
    // crashes on everyday sizes (the size limit itself is tested in tests/export).
    if (!exportProblem(project, options).isEmpty() || exportSampleEstimate(project, options) > 20000)
        return {};
    QString error;
    for (const QString &folder : imageFolders()) {
        const QByteArray bytes = exportOnce(project, options, folder, &error);
        if (bytes.isEmpty())
            continue; // an image that is not in this folder (or a region outside it)
        if (exportOnce(project, options, folder, &error) != bytes)
            fail("the same project exported to different bytes", format);
        return bytes;
    }
    return {};
}

} // namespace inbetween::fuzz
