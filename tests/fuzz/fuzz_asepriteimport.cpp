// Fuzz target: any bytes as an Aseprite sprite-sheet JSON through AsepriteImporter::read (the
// sheet it names is looked up beside tests/data's fuzz seed, e.g. "frames/tiny-0.png"). Checks the
// importer's contract: a refused source names at least one error and gives no project and no files;
// an accepted one gives a project that the project reader accepts once written.
#include "fuzz/fuzzsupport.h"

#include "common/testpaths.h"
#include "file/projectreader.h"
#include "file/projectwriter.h"
#include "import/asepriteimporter.h"

using namespace inbetween;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const QString source = testpaths::source("tests/data/fuzz.json");
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const ImportResult result = ImportResult(AsepriteImporter::read(bytes, source, ImportOptions())).finish();
    if (!result.ok()) {
        if (!result.hasErrors())
            fuzz::fail("a refused import that names no error", bytes);
        if (!result.newImages.isEmpty())
            fuzz::fail("a refused import with files to write", bytes);
        return 0;
    }
    if (result.hasErrors())
        fuzz::fail("an import with both a project and errors", bytes);
    const ProjectReader::Result read = ProjectReader::read(ProjectWriter::toJson(*result.project));
    if (!read.ok())
        fuzz::fail("an imported project the reader refuses", read.messages(QStringLiteral("imported")).join(QLatin1Char('\n')).toUtf8());
    return 0;
}
