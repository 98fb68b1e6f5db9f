#include "file/projectwriter.h"

#include "file/filewriting.h"
#include "file/projectkeys.h"
#include "json/jsonoutput.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <algorithm>

namespace inbetween {

namespace {

// About 60 bytes a frame and 160 a key: one block for most projects.
qsizetype estimatedSize(const Project &project)
{
    qsizetype estimate = 256;
    for (const Clip &c : project.clips)
        estimate += 256 + 96 * c.frames.count() + 176 * c.motion.count() + 64 * c.events.size();
    return estimate;
}

// A file is written through a block of this size, reused: it stays in the cache, where the whole
// text of a big project would be fresh memory (18.6 MB for 100,000 frames and keys).
constexpr qsizetype kFileBlockBytes = 256 * 1024;

// The whole file: the project's object from its declarations, then a line's end.
void writeProject(JsonOutput &out, const Project &project)
{
    FileWriting writing(out);
    writing.object<projectkeys::ProjectKeys>(project, 0);
    writing.text("\n");
}

} // namespace

QByteArray ProjectWriter::toJson(const Project &project)
{
    JsonOutput out(estimatedSize(project));
    writeProject(out, project);
    return out.take();
}

bool ProjectWriter::save(const Project &project, const QString &path, QString *error)
{
    // Save As into a nested new folder typed in the dialog: the folders are made.
    const QString folder = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(folder))
        return (*error = QStringLiteral("cannot make the folder %1").arg(QDir::toNativeSeparators(folder)), false);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return (*error = file.errorString(), false);
    JsonOutput out(std::min(kFileBlockBytes, estimatedSize(project)),
                   [&file](const char *data, qsizetype size) { return file.write(data, size) == size; });
    writeProject(out, project);
    if (!out.finish()) {
        *error = file.errorString(); // the write's, before the cancel
        return (file.cancelWriting(), false);
    }
    return file.commit() || (*error = file.errorString(), false);
}

} // namespace inbetween
