// Fuzz target: a project that loads must survive a save: ProjectWriter's bytes read back as the
// same project, and writing that again gives the same bytes.
#include "fuzz/fuzzsupport.h"

#include "file/projectreader.h"
#include "file/projectwriter.h"

using namespace inbetween;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::optional<Project> project = fuzz::readProject(data, size);
    if (!project)
        return 0;
    const QByteArray saved = ProjectWriter::toJson(*project);
    const ProjectReader::Result again = ProjectReader::read(saved);
    if (!again.ok())
        fuzz::fail("the writer's bytes are refused by the reader",
             again.messages(QStringLiteral("saved.json")).join(QLatin1Char('\n')).toUtf8() + "\n" + saved);
    if (*again.project != *project)
        fuzz::fail("the saved project reads back different", saved);
    if (ProjectWriter::toJson(*again.project) != saved)
        fuzz::fail("saving the read-back project gives other bytes", saved);
    return 0;
}
