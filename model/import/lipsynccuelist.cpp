#include "import/lipsynccuelist.h"

#include "json/jsontext.h"
#include "projectlimits.h"

namespace inbetween {

void LipSyncCueList::add(double startMs, const QString &shape, const QString &name, const LipSyncPlace &start)
{
    m_cues.append(Entry{startMs, shape, name, start, std::nullopt, {}});
}

void LipSyncCueList::setEnd(double endMs, const LipSyncPlace &end)
{
    if (m_cues.isEmpty())
        return;
    m_cues.last().end = endMs;
    m_cues.last().endPlace = end;
}

LipSyncTrack LipSyncCueList::track(LipSyncResult *result, std::optional<std::pair<double, LipSyncPlace>> trackEnd) const
{
    LipSyncTrack t;
    if (m_cues.isEmpty()) {
        result->error({}, QStringLiteral("no mouth cues: nothing to import"));
        return t;
    }
    const int longest = ProjectLimits().maxMouthNameLength;
    const double latest = ProjectLimits().maxTime;
    const auto tooLate = [&](const LipSyncPlace &place, double ms, const char *what) {
        if (ms > latest)
            result->error(place.where, QStringLiteral("%1 at %2, past the longest time a project holds (%3 ms, about 11.5 days)")
                                           .arg(QLatin1String(what), place.text, limitText(latest)));
    };
    for (qsizetype i = 0; i < m_cues.size(); ++i) {
        const Entry &c = m_cues[i];
        tooLate(c.startPlace, c.start, "starts");
        if (c.end)
            tooLate(c.endPlace, *c.end, "ends");
        if (c.shape.size() > longest)
            result->error(c.startPlace.where, QStringLiteral("the shape's name is %1 characters long, longer than the limit of "
                                                             "%2 for a mouth shape").arg(c.shape.size()).arg(longest));
        if (c.end && !(*c.end > c.start))
            result->error(c.endPlace.where, QStringLiteral("ends at %1, not after its start (%2)")
                                                .arg(c.endPlace.text, c.startPlace.text));
        if (i > 0) {
            const Entry &before = m_cues[i - 1];
            if (!(c.start > before.start)) {
                result->error(c.startPlace.where,
                              QStringLiteral("starts at %1, not after the cue before (%2, at %3): cues must be in "
                                             "time order, one at a time")
                                  .arg(c.startPlace.text, before.name, before.startPlace.text));
            } else if (before.end && c.start < *before.end) {
                result->error(c.startPlace.where,
                              QStringLiteral("starts at %1, before the cue before (%2) ends at %3: cues must not overlap")
                                  .arg(c.startPlace.text, before.name, before.endPlace.text));
            } else if (before.end && c.start > *before.end && *before.end > before.start) {
                result->warning(before.endPlace.where,
                                QStringLiteral("ends at %1, before the next cue starts (%2): its shape holds until then")
                                    .arg(before.endPlace.text, c.startPlace.text));
            }
        }
    }
    const Entry &last = m_cues.last();
    double end = last.end.value_or(last.start);
    if (trackEnd) {
        end = trackEnd->first;
        tooLate(trackEnd->second, end, "ends the track");
        if (!(end > last.start))
            result->error(trackEnd->second.where,
                          QStringLiteral("ends the track at %1, not after the last cue's start (%2, at %3)")
                              .arg(trackEnd->second.text, last.name, last.startPlace.text));
    }
    for (qsizetype i = 0; i < m_cues.size(); ++i)
        t.cues.append(MouthCue{m_cues[i].start, i + 1 < m_cues.size() ? m_cues[i + 1].start : end, m_cues[i].shape});
    t.durationMs = end;
    return t;
}

std::optional<LipSyncTrack> LipSyncCueList::fromStarts(const QList<Start> &starts, const QString &lineWord,
                                                       LipSyncResult *result)
{
    if (starts.size() == 1) {
        result->error(starts[0].place.where, QStringLiteral("the only %1: the last line marks the end of the track, so the "
                                                           "cues need a line after them").arg(lineWord));
        return std::nullopt;
    }
    LipSyncCueList list;
    for (qsizetype i = 0; i + 1 < starts.size(); ++i)
        list.add(starts[i].ms, starts[i].shape, starts[i].place.where, starts[i].place);
    return list.track(result, std::make_pair(starts.last().ms, starts.last().place));
}

} // namespace inbetween
