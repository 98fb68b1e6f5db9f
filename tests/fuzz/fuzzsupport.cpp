#include "fuzzsupport.h"

#include "asepriteexporter.h"
#include "csvexporter.h"
#include "gltfexporter.h"
#include "godotexporter.h"
#include "projectexport.h"
#include "projectreader.h"
#include "spriteatlas.h"

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
QByteArray exportOnce(const Project &whole, const ExportOptions &options, const SpriteAtlas &atlas)
{
    const Clip &project = *exportedClip(whole, options);
    if (options.format == QLatin1String("gltf"))
        return GltfExporter::toGltf(project, atlas, options);
    if (options.format == QLatin1String("glb"))
        return GltfExporter::toGlb(project, atlas, options);
    if (options.format == QLatin1String("aseprite"))
        return AsepriteExporter::toJson(project, atlas, QStringLiteral("sheet.png"));
    if (options.format == QLatin1String("godot"))
        return GodotExporter::toTres(project, options);
    return CsvExporter::toCsv(project, options.fps);
}
} // namespace

QByteArray exportBytes(const Project &project, const char *format)
{
    ExportOptions options;
    options.format = QLatin1String(format);
    // Big but allowed exports take seconds each under ASan; the fuzzer looks for wrong bytes and
    // crashes on everyday sizes (the size limit itself is tested in tests/export).
    if (!exportProblem(project, options).isEmpty() || exportSampleEstimate(project, options) > 20000)
        return {};
    SpriteAtlas atlas;
    QString error;
    const QStringList folders = QStringLiteral(INBETWEEN_FUZZ_IMAGES).split(QLatin1Char('|'));
    if (std::none_of(folders.begin(), folders.end(),
                     [&](const QString &folder) { return atlas.build(exportedClip(project, options)->frames, folder, &error); }))
        return {};
    const QByteArray bytes = exportOnce(project, options, atlas);
    if (bytes.isEmpty())
        fail("an export wrote nothing", format);
    if (exportOnce(project, options, atlas) != bytes)
        fail("the same project exported to different bytes", format);
    return bytes;
}

} // namespace inbetween::fuzz
