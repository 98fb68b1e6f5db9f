#include "import/lipsyncmohodat.h"

#include "import/lipsynccuelist.h"
#include "import/lipsyncwords.h"

#include <QRegularExpression>
#include <cmath>

namespace inbetween {

namespace {

const QString kHeader = QStringLiteral("MohoSwitch1");

} // namespace

bool MohoDatReader::looksLikeMohoDat(const QByteArray &text)
{
    for (const QString &line : lipsync::textLines(text.left(4096))) {
        if (!line.trimmed().isEmpty())
            return line.trimmed() == kHeader;
    }
    return false;
}

LipSyncResult MohoDatReader::read(const QByteArray &text, double fps)
{
    LipSyncResult result;
    if (!std::isfinite(fps) || !(fps > 0) || fps > 1000) {
        result.error({}, QStringLiteral("the frame rate must be a number of frames a second greater than 0 and at "
                                        "most 1000 (got %1)")
                             .arg(fps));
        return result;
    }
    QList<LipSyncCueList::Start> read;
    qint64 lastFrame = 0;
    const QStringList lines = lipsync::textLines(text);
    bool header = false;
    static const QRegularExpression space(QStringLiteral("[ \\t]+"));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty())
            continue;
        const QString where = QStringLiteral("line %1").arg(i + 1);
        if (!header) {
            if (line != kHeader) {
                result.error(where, QStringLiteral("not a Moho switch file: the first line must be %1 (got %2)")
                                        .arg(kHeader, lipsync::quoted(line)));
                return result;
            }
            header = true;
            continue;
        }
        const QStringList fields = line.split(space);
        if (fields.size() != 2) {
            result.error(where, QStringLiteral("a line is a frame number, a space and a mouth shape (got %1)")
                                    .arg(lipsync::quoted(line)));
            continue;
        }
        qint64 frame = 0;
        bool ok = true;
        if (!lipsync::wholeNumberText(fields[0], &frame) || frame < 1) {
            result.error(where, QStringLiteral("the frame must be a whole number, 1 or more: frames count from 1 (got %1)")
                                    .arg(lipsync::quoted(fields[0])));
            ok = false;
        }
        // Any shape's name, as a .pgo's: Papagayo-NG's phoneme sets (Fleming-Dobbs, CMU_39) name
        // their own; the mouth chart maps each to a picture.
        if (!ok)
            continue;
        const LipSyncCueList::Start start{lipsync::frameToMs(frame, 1, fps), fields[1], {where, QStringLiteral("frame %1").arg(frame)}};
        if (!read.isEmpty() && read.last().ms == start.ms) {
            const LipSyncCueList::Start &first = read.last();
            result.warning(where, lipsync::laterOnTheFrame(start.place.text, "shapes", first.shape, first.place.where, start.shape));
            read.last() = start;
        } else {
            read.append(start);
        }
        lastFrame = frame;
    }
    if (!header) {
        result.error({}, QStringLiteral("empty: not a Moho switch file"));
        return result;
    }
    if (read.isEmpty() && !result.hasErrors())
        result.error({}, QStringLiteral("no frames after %1: no mouth cues").arg(kHeader));
    if (result.hasErrors())
        return result;
    // The last line ends the track when it closes the mouth (Rhubarb's X, Papagayo-NG's rest).
    // Papagayo 1.2 writes no such line: its last is the last phoneme, kept as a cue of a frame.
    if (const LipSyncCueList::Start last = read.last();
        read.size() > 1 && last.shape != QLatin1String("X") && last.shape != QLatin1String("rest")) {
        result.warning(last.place.where, QStringLiteral("the last line, %1 %2, is no closed mouth (X or rest) to end the "
                                                        "track: kept as a cue of one frame (Papagayo 1.2 writes no end line)")
                                             .arg(last.place.text, last.shape));
        read.append(LipSyncCueList::Start{lipsync::frameToMs(lastFrame + 1, 1, fps), QStringLiteral("rest"),
                                          {last.place.where, QStringLiteral("frame %1").arg(lastFrame + 1)}});
    }
    std::optional<LipSyncTrack> track = LipSyncCueList::fromStarts(read, QStringLiteral("frame"), &result);
    if (!track)
        return result;
    track->fps = fps;
    return result.finish(*track);
}

} // namespace inbetween
