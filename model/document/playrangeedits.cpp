#include "document/playrangeedits.h"

#include "document/cliplistcommand.h"
#include "document/document.h"
#include "document/rowcommands.h"
#include "itemmodels/numbertext.h"
#include "projectlimits.h"
#include "timing/playrangeclip.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

namespace inbetween::PlayRangeEdits {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("PlayRangeEdits", text);
}

// Times for people: to 0.1 ms (DESIGN.md, "The editor").
QString ms(double t)
{
    return shortDecimal(t, 1);
}
} // namespace

bool set(Document *doc, std::optional<PlayRange> range)
{
    const Clip &current = doc->clip();
    const double L = current.length();
    if (range) {
        range->from = std::clamp(range->from, 0.0, std::max(0.0, L));
        range->to = std::clamp(range->to, 0.0, std::max(0.0, L));
        // In a clip longer than the latest time the file holds (11.5 days), no further.
        if (!std::isfinite(range->from) || !std::isfinite(range->to) || !(range->to > range->from)
            || range->to > ProjectLimits().maxTime)
            return false;
    }
    if (range == current.playRange)
        return false;
    Clip clip = current;
    clip.playRange = range;
    const int index = doc->currentClip();
    const QString text = range ? tr("Set play range of %1 to %2-%3 ms").arg(clip.name, ms(range->from), ms(range->to))
                               : tr("Clear play range of %1").arg(clip.name);
    doc->undoStack()->push(new ClipListCommand(
        doc, std::make_unique<SetClipsCommand>(doc, QList<int>{index}, QList<Clip>{clip}, text), index));
    return true;
}

bool setIn(Document *doc, double t)
{
    const Clip &clip = doc->clip();
    const double L = clip.length();
    if (!(t >= 0.0) || !(t < L))
        return false;
    const std::optional<PlayRange> now = PlayRangeClip::effectiveRange(clip);
    const double to = now && now->to > t ? now->to : std::min(L, ProjectLimits().maxTime);
    return set(doc, PlayRange{t, to});
}

bool setOut(Document *doc, double t)
{
    const Clip &clip = doc->clip();
    const double L = clip.length();
    if (!(t > 0.0) || !(t <= L))
        return false;
    const std::optional<PlayRange> now = PlayRangeClip::effectiveRange(clip);
    const double from = now && now->from < t ? now->from : 0.0;
    return set(doc, PlayRange{from, t});
}

bool clear(Document *doc)
{
    return set(doc, std::nullopt);
}

double markTime(const Clip &clip, double t, double fps, bool snapToFrames)
{
    const double L = clip.length();
    if (!std::isfinite(t))
        return t;
    const FrameTrack &frames = clip.frames;
    if (!frames.isEmpty()) {
        const int i = frames.frameAt(std::clamp(t, 0.0, L));
        if (i >= 0 && (t == frames.start(i) || t == frames.end(i)))
            return t;
    }
    const double snapped = snapToFrames && fps > 0.0 ? std::round(t * fps / 1000.0) * 1000.0 / fps : std::round(t);
    return std::clamp(snapped, 0.0, std::max(0.0, L));
}

} // namespace inbetween::PlayRangeEdits
