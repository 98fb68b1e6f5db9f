#pragma once

#include <QList>

namespace inbetween {

// One picture of a review file on the format's time grid: the index of the exact picture it
// shows, its start and its delay in whole units of the format (centiseconds for GIF, ms else).
struct TimedPicture
{
    int picture = 0;
    qint64 start = 0;
    qint64 duration = 0;
    friend bool operator==(const TimedPicture &a, const TimedPicture &b)
    {
        return a.picture == b.picture && a.start == b.start && a.duration == b.duration;
    }
};

// Rounds exact picture times to a format's step with the rounding carried on: each start is the
// exact start rounded to the nearest step (so every picture starts within half a step of its
// exact start: 5 ms for GIF's centiseconds, 0.5 ms for whole ms) and each delay is the
// difference of two rounded starts, never a rounded hold (three holds of 83 ms give 8, 9 and
// 8 cs, not 8, 8 and 8). A picture whose start rounds to the next one's is left out: the
// later picture shows from that step on. The last picture lasts until `end` rounded, and at
// least one step. With `minUnits` above 1 no picture shows for less: one that would is left out
// the same way (browsers show a delay of 10 ms or less for 100 ms: ReviewFormatInfo::minUnits).
class ReviewTiming
{
public:
    static QList<TimedPicture> schedule(const QList<double> &starts, double end, double unitMs, qint64 minUnits = 1);
    // The nearest whole number of units to ms (halves up).
    static qint64 toUnits(double ms, double unitMs);
};

} // namespace inbetween
