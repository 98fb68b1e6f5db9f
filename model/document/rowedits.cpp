#include "rowedits.h"

#include <QCollator>
#include <QDir>
#include <QFileInfo>
#include <algorithm>
#include <cmath>

namespace inbetween::RowEdits {

Copies duplicateFrames(const FrameTrack &track, QList<int> rows)
{
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    Copies copies;
    for (int row : rows) {
        if (row >= 0 && row < track.count())
            copies.frames.append(track.frame(row));
    }
    copies.row = rows.isEmpty() ? track.count() : std::min(rows.back() + 1, track.count());
    return copies;
}

std::optional<NewKey> keyframeAt(const MotionTrack &motion, double time)
{
    if (!std::isfinite(time) || time < 0.0)
        return std::nullopt;
    const int row = motion.insertionIndex(time);
    if (row < motion.count() && motion.key(row).time == time)
        return std::nullopt;
    NewKey k;
    k.row = row;
    k.key.time = time;
    if (!motion.isEmpty()) {
        const Pose pose = motion.sample(time);
        k.key.translation = pose.translation;
        k.key.rotation = pose.rotation;
        k.key.scale = pose.scale;
        // The key splits the segment of the key before it; both halves keep its easing.
        if (row > 0)
            k.key.easing = motion.key(row - 1).easing;
    }
    return k;
}

NewEvent eventAt(const QList<ClipEvent> &events, double time)
{
    NewEvent e;
    e.event.time = std::max(0.0, time);
    e.row = int(std::upper_bound(events.begin(), events.end(), e.event.time,
                                 [](double t, const ClipEvent &ev) { return t < ev.time; })
                - events.begin());
    // Events need not be sorted in a file; the row is only where it shows up first.
    for (int n = 1;; ++n) {
        const QString name = n == 1 ? QStringLiteral("event") : QStringLiteral("event %1").arg(n);
        if (std::none_of(events.begin(), events.end(), [&](const ClipEvent &ev) { return ev.name == name; })) {
            e.event.name = name;
            break;
        }
    }
    return e;
}

QStringList naturallySorted(QStringList paths)
{
    QCollator collator;
    collator.setNumericMode(true);
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    std::stable_sort(paths.begin(), paths.end(), [&](const QString &a, const QString &b) {
        const int byName = collator.compare(QFileInfo(a).fileName(), QFileInfo(b).fileName());
        return byName != 0 ? byName < 0 : collator.compare(a, b) < 0;
    });
    return paths;
}

QList<Frame> framesForImages(const QStringList &paths, const QString &folder, double duration)
{
    const QDir dir(folder);
    QList<Frame> frames;
    for (const QString &path : naturallySorted(paths))
        frames.append({duration, QDir::fromNativeSeparators(dir.relativeFilePath(QFileInfo(path).absoluteFilePath()))});
    return frames;
}

} // namespace inbetween::RowEdits
