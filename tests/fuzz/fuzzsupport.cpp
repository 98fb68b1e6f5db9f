#include "fuzzsupport.h"

#include "projectreader.h"

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

} // namespace inbetween::fuzz
