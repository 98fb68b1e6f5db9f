#pragma once

#include <QString>

namespace inbetween {

// A number for a table cell: at most `decimals` decimals, no trailing zeros, never "-0"
// (100, 8.333, 0.5).
inline QString shortDecimal(double v, int decimals = 3)
{
    QString s = QString::number(v, 'f', decimals);
    if (s.contains(QLatin1Char('.'))) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(QLatin1Char('.')))
            s.chop(1);
    }
    return s == QLatin1String("-0") ? QStringLiteral("0") : s;
}

// A time (or a count of frames) on screen: to 0.1 ms (DESIGN.md: numbers on screen are rounded
// for people, the file keeps full precision), so one time reads the same in every table, label
// and overlay ("303.3"). A time that is not 0 but would round to it keeps two digits ("0.01"),
// so a frame too short to see never reads as 0 ms.
inline QString timeText(double v)
{
    const QString s = shortDecimal(v, 1);
    return s == QLatin1String("0") && v != 0.0 ? QString::number(v, 'g', 2) : s;
}

} // namespace inbetween
