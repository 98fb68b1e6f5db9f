// Fuzz target: any bytes as a lip-sync file through LipSyncReader::read, as its content tells or,
// when the content tells nothing, under each suffix the readers know (.json, .tsv, .txt, .xml,
// .dat, .pgo). Checks the readers' contract: a refused file names at least one error and gives no
// track; a read one gives cues back to back (each ends where the next starts, after it starts,
// from 0 on, the track's duration the last end), and the clip LipSyncClip makes of it, written in
// a project, is one the project reader accepts (an import never saves a file that cannot open).
#include "fuzz/fuzzsupport.h"

#include "file/projectreader.h"
#include "file/projectwriter.h"
#include "import/lipsyncclip.h"
#include "import/lipsyncreader.h"

#include <cmath>

using namespace inbetween;

namespace {

void check(const QByteArray &bytes, const QString &fileName)
{
    const LipSyncResult read = LipSyncReader::read(bytes, fileName);
    if (!read.ok()) {
        if (!read.hasErrors())
            fuzz::fail("a refused lip-sync file that names no error", bytes);
        return;
    }
    if (read.hasErrors())
        fuzz::fail("a lip-sync track with errors", bytes);
    const LipSyncTrack &track = *read.track;
    if (track.cues.isEmpty())
        fuzz::fail("a lip-sync track without cues", bytes);
    for (qsizetype i = 0; i < track.cues.size(); ++i) {
        const MouthCue &c = track.cues[i];
        if (!std::isfinite(c.start) || !std::isfinite(c.end) || c.start < 0.0 || !(c.end > c.start))
            fuzz::fail("a cue that does not end after it starts, from 0 on", bytes);
        if (i + 1 < track.cues.size() && track.cues[i + 1].start != c.end)
            fuzz::fail("cues that are not back to back", bytes);
    }
    if (track.durationMs != track.cues.back().end)
        fuzz::fail("a track whose duration is not its last cue's end", bytes);
    Project project;
    if (track.fps > 0)
        project.fps = track.fps;
    project.clips = {LipSyncClip::make(track, QStringLiteral("line"))};
    const ProjectReader::Result written = ProjectReader::read(ProjectWriter::toJson(project));
    if (!written.ok())
        fuzz::fail("a lip-sync clip the project reader refuses",
                   written.messages(QStringLiteral("imported")).join(QLatin1Char('\n')).toUtf8());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    if (LipSyncReader::detect(bytes, QStringLiteral("line")) != LipSyncReader::Format::Unknown) {
        check(bytes, QStringLiteral("line"));
        return 0;
    }
    for (const char *suffix : {"json", "tsv", "txt", "xml", "dat", "pgo"})
        check(bytes, QStringLiteral("line.") + QLatin1String(suffix));
    return 0;
}
