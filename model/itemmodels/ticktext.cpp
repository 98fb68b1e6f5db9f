#include "itemmodels/ticktext.h"

#include "itemmodels/numbertext.h"

#include <QCoreApplication>
#include <algorithm>

namespace inbetween {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("TickText", text);
}

QString ms(double value)
{
    return shortDecimal(value, 1);
}
} // namespace

QString TickText::rate(double hz)
{
    return tr("%1 Hz").arg(shortDecimal(hz, 2));
}

QString TickText::shows(const TickReport::FrameTicks &f, double tickMs)
{
    const QString least = ms(f.minTicks * tickMs), most = ms(f.maxTicks * tickMs);
    if (f.maxTicks == 0)
        return tr("skipped");
    if (f.minTicks == f.maxTicks)
        return tr("shows %1 ms").arg(most);
    if (f.minTicks == 0)
        return f.maxTicks == 1 ? tr("skipped or shows %1 ms").arg(most) : tr("skipped or shows up to %1 ms").arg(most);
    if (f.maxTicks - f.minTicks == 1)
        return tr("shows %1 or %2 ms").arg(least, most);
    return tr("shows %1 to %2 ms").arg(least, most);
}

QString TickText::frame(const TickReport &report, int frame)
{
    const TickReport::FrameTicks &f = report.frames().at(frame);
    return tr("At %1: %2 (hold %3 ms)").arg(rate(report.hz()), shows(f, report.tickMs()), ms(f.hold));
}

QString TickText::clip(const TickReport &report)
{
    const QList<TickReport::FrameTicks> &frames = report.frames();
    if (!isVisible(report.worstErrorMs()))
        return frames.isEmpty() ? tr("%1: no frames").arg(rate(report.hz()))
                                : tr("%1: every hold shows for its duration").arg(rate(report.hz()));
    const auto worst = std::max_element(frames.begin(), frames.end(), [](const auto &a, const auto &b) {
        return a.worstErrorMs < b.worstErrorMs;
    });
    return tr("%1: off by up to %2 ms (frame %3: %4 for %5 ms)")
        .arg(rate(report.hz()), ms(report.worstErrorMs()))
        .arg(worst->frame)
        .arg(shows(*worst, report.tickMs()), ms(worst->hold));
}

} // namespace inbetween
