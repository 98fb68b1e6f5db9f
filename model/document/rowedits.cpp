#include "document/rowedits.h"

#include "timing/segmentsplit.h"

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
    if (row > 0 && row < motion.count()) {
        const SegmentSplit::Result cut = SegmentSplit::split(motion.key(row - 1), motion.key(row), time);
        k.segmentRow = row - 1;
        k.segmentStart = cut.keys.first();
        k.added = cut.keys.mid(1);
        k.row = row + cut.atTime - 1;
        k.key = cut.keys[cut.atTime];
        return k;
    }
    if (!motion.isEmpty()) {
        // Before the first key or after the last: the pose held there, nothing to cut.
        const Pose pose = motion.sample(time);
        k.key.translation = pose.translation;
        k.key.rotation = pose.rotation;
        k.key.scale = pose.scale;
        if (row > 0)
            k.key.easing = motion.key(row - 1).easing;
    }
    k.added = {k.key};
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

namespace {
// Runs of digits compare by their value ("2" < "10", "007" == "7"), the rest case-insensitively.
// Written out because QCollator's numeric mode needs ICU, which a Qt build may lack.
int naturalCompare(const QString &a, const QString &b)
{
    qsizetype i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i].isDigit() && b[j].isDigit()) {
            qsizetype ei = i, ej = j;
            while (ei < a.size() && a[ei].isDigit())
                ++ei;
            while (ej < b.size() && b[ej].isDigit())
                ++ej;
            QStringView da = QStringView(a).mid(i, ei - i), db = QStringView(b).mid(j, ej - j);
            while (da.size() > 1 && da.front() == QLatin1Char('0'))
                da = da.mid(1);
            while (db.size() > 1 && db.front() == QLatin1Char('0'))
                db = db.mid(1);
            if (da.size() != db.size())
                return da.size() < db.size() ? -1 : 1;
            if (const int c = da.compare(db))
                return c;
            i = ei;
            j = ej;
            continue;
        }
        const QChar ca = a[i].toCaseFolded(), cb = b[j].toCaseFolded();
        if (ca != cb)
            return ca < cb ? -1 : 1;
        ++i;
        ++j;
    }
    if (i < a.size() || j < b.size())
        return i < a.size() ? 1 : -1;
    return a.compare(b); // equal but for case or leading zeros: a fixed order still
}
} // namespace

std::optional<std::pair<int, int>> movedRows(const QList<int> &rows, int destination)
{
    if (rows.isEmpty())
        return std::nullopt;
    int before = 0; // moved rows above the destination: it moves up by as many
    for (int r : rows)
        before += r < destination ? 1 : 0;
    const int n = int(rows.size());
    const int first = destination - before;
    if (rows.back() - rows.front() + 1 == n && first == rows.front())
        return std::nullopt;
    return std::pair{first, first + n - 1};
}

QStringList naturallySorted(QStringList paths)
{
    std::stable_sort(paths.begin(), paths.end(), [](const QString &a, const QString &b) {
        const int byName = naturalCompare(QFileInfo(a).fileName(), QFileInfo(b).fileName());
        return byName != 0 ? byName < 0 : naturalCompare(a, b) < 0;
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
