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

} // namespace inbetween
