#pragma once

#include "import/lipsynctrack.h"

#include <QList>
#include <QString>
#include <optional>
#include <utility>

namespace inbetween {

// Where a time stands in a lip-sync file and how it is written, for messages: `where` as the
// diagnostic names it ("mouthCues[2].start", "line 4"), `text` the time as the file writes it
// with its unit ("0.27 s", "frame 7").
struct LipSyncPlace
{
    QString where;
    QString text;
};

// The cues a reader found, in the file's order, made into a track by one rule for every format
// (DESIGN.md, "Timing to voice and beat"): each cue holds from its start to the next cue's start,
// the last to the end the file gives. The file is refused, each problem named where it is, when
// a cue does not start after the cue before (out of order, or two at one time), starts before
// the cue before ends (overlap), ends at or before its own start, or when the track's end is not
// after the last start; a cue that ends before the next one starts (a gap) is a warning, its
// shape holding until then. A shape's name longer than a project's mouth shape may be
// (ProjectLimits::maxMouthNameLength: a Papagayo phoneme set names its own) is refused too: the
// project file could not hold the clip. Times are not checked for sign here: readers refuse
// negative times where they read them.
class LipSyncCueList
{
public:
    // A cue from `startMs`. `name` is how messages about a later cue name this one ("line 3",
    // "mouthCues[1]").
    void add(double startMs, const QString &shape, const QString &name, const LipSyncPlace &start);
    // The end of the cue added last, for formats that give each cue's end (Rhubarb's JSON, XML).
    void setEnd(double endMs, const LipSyncPlace &end);
    bool isEmpty() const { return m_cues.isEmpty(); }

    // The track (cues and durationMs; soundFile and fps are the reader's), after the checks
    // above, reported to *result. `trackEnd`: where the last cue ends, for formats that say it
    // apart (a TSV's or .dat's last line, a .pgo's end frame); without it the last cue's own end.
    LipSyncTrack track(LipSyncResult *result, std::optional<std::pair<double, LipSyncPlace>> trackEnd = {}) const;

    // A line of a format whose lines each start a cue but the last, which marks the track's end
    // (Rhubarb's TSV, the Moho .dat).
    struct Start
    {
        double ms = 0;
        QString shape;
        LipSyncPlace place;
    };
    // Those lines' track, or none when there is one line only (an error at it: "the only
    // `lineWord`" says which).
    static std::optional<LipSyncTrack> fromStarts(const QList<Start> &starts, const QString &lineWord, LipSyncResult *result);

private:
    struct Entry
    {
        double start = 0;
        QString shape;
        QString name;
        LipSyncPlace startPlace;
        std::optional<double> end;
        LipSyncPlace endPlace;
    };
    QList<Entry> m_cues;
};

} // namespace inbetween
