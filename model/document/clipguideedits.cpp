#include "document/clipguideedits.h"

#include "document/clipguidescommand.h"
#include "document/document.h"
#include "itemmodels/numbertext.h"
#include "projectlimits.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

namespace inbetween::ClipGuideEdits {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("ClipGuideEdits", text);
}

bool validIndex(const Document *doc, int index)
{
    return index >= 0 && index < doc->clip().markers.size();
}

bool validTime(double time)
{
    return std::isfinite(time) && time >= 0.0 && time <= ProjectLimits().maxTime;
}

// The step's text names the clip, as every step of a clip's lists does.
void push(Document *doc, const Clip &after, const QString &step, const QString &mergeKey = QString(),
          bool mergeable = false)
{
    doc->undoStack()->push(
        new ClipGuidesCommand(doc, doc->currentClip(), after, doc->inCurrentClip(step), mergeKey, mergeable));
}

QString markerKey(int index)
{
    return QStringLiteral("marker %1").arg(index);
}

QString quoted(const QString &name)
{
    return name.isEmpty() ? tr("(no name)") : QStringLiteral("\"%1\"").arg(name);
}
} // namespace

QString newMarkerName(const Clip &clip)
{
    for (qsizetype n = clip.markers.size() + 1;; ++n) {
        const QString name = QStringLiteral("M%1").arg(n);
        if (std::none_of(clip.markers.cbegin(), clip.markers.cend(), [&name](const ClipMarker &m) { return m.name == name; }))
            return name;
    }
}

int addMarker(Document *doc, double time, const QString &name)
{
    const Clip &current = doc->clip();
    const ProjectLimits limits;
    if (!validTime(time) || name.size() > limits.maxMarkerNameLength || current.markers.size() >= limits.maxMarkers)
        return -1;
    for (const ClipMarker &m : current.markers) {
        if (m.time == time)
            return -1;
    }
    Clip clip = current;
    clip.markers.append({time, name});
    push(doc, clip, tr("Add marker %1 at %2 ms").arg(quoted(name), timeText(time)));
    return int(clip.markers.size()) - 1;
}

bool renameMarker(Document *doc, int index, const QString &name)
{
    if (!validIndex(doc, index) || name.size() > ProjectLimits().maxMarkerNameLength)
        return false;
    Clip clip = doc->clip();
    ClipMarker &marker = clip.markers[index];
    if (marker.name == name)
        return false;
    const QString old = marker.name;
    marker.name = name;
    push(doc, clip, tr("Rename marker %1 to %2").arg(quoted(old), quoted(name)));
    return true;
}

bool moveMarker(Document *doc, int index, double time, bool mergeable)
{
    if (!validIndex(doc, index) || !validTime(time))
        return false;
    Clip clip = doc->clip();
    ClipMarker &marker = clip.markers[index];
    if (marker.time == time)
        return false;
    marker.time = time;
    push(doc, clip, tr("Move marker %1 to %2 ms").arg(quoted(marker.name), timeText(time)), markerKey(index), mergeable);
    return true;
}

bool removeMarker(Document *doc, int index)
{
    if (!validIndex(doc, index))
        return false;
    Clip clip = doc->clip();
    const ClipMarker marker = clip.markers.takeAt(index);
    push(doc, clip, tr("Remove marker %1").arg(quoted(marker.name)));
    return true;
}

bool setBeatGrid(Document *doc, const std::optional<BeatGrid> &grid, bool mergeable)
{
    if (grid && !grid->fits(ProjectLimits()))
        return false;
    const Clip &current = doc->clip();
    if (current.beat == grid)
        return false;
    Clip clip = current;
    clip.beat = grid;
    const QString step = grid ? tr("Set beat grid to %1 BPM from %2 ms").arg(shortDecimal(grid->bpm, 2), timeText(grid->offset))
                              : tr("Clear beat grid");
    push(doc, clip, step, QStringLiteral("beat"), mergeable);
    return true;
}

} // namespace inbetween::ClipGuideEdits
