// Fuzz target: the writer writes the bytes the writer before it wrote (tests/fuzz/legacy), for
// any project that loads, in memory and through a file (whose text passes through the writer's
// file block).
#include "fuzzsupport.h"

#include "legacyprojectwriter.h"
#include "projectwriter.h"

#include <QFile>
#include <QTemporaryDir>

using namespace inbetween;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::optional<Project> project = fuzz::readProject(data, size);
    if (!project)
        return 0;
    const QByteArray before = legacy::ProjectWriter::toJson(*project);
    const QByteArray now = ProjectWriter::toJson(*project);
    if (now != before)
        fuzz::fail("the writer's bytes differ from the writer before", "now:\n" + now + "\nbefore:\n" + before);
    static QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("saved.json"));
    QString error;
    if (!ProjectWriter::save(*project, path, &error))
        fuzz::fail("the writer cannot save", error.toUtf8());
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly) || f.readAll() != before)
        fuzz::fail("the saved file differs from the writer before's bytes", before);
    return 0;
}
