#pragma once

// Views that repaint strips (while playing, only the strips a moving playhead crosses) must draw
// in each strip what one whole paint draws there: words, bands and curves placed from the view,
// never from the strip.

#include <QColor>
#include <QImage>
#include <QRegion>
#include <QString>
#include <QWidget>
#include <cstdlib>

namespace inbetween::test {

// `widget` painted in vertical strips `strip` pixels wide against one whole paint: "" when every
// pixel of `area` (widget coordinates; empty: all) is the same (each channel within `tolerance`),
// else where the first one differs.
inline QString stripsDifferFromWhole(QWidget *widget, int strip, QRect area = QRect(), int tolerance = 0)
{
    const QImage whole = widget->grab().toImage().convertToFormat(QImage::Format_RGB32);
    QImage strips(whole.size(), QImage::Format_RGB32);
    strips.fill(Qt::magenta);
    for (int x = 0; x < strips.width(); x += strip)
        widget->render(&strips, QPoint(x, 0), QRegion(x, 0, strip, strips.height()));
    area = area.isEmpty() ? whole.rect() : area.intersected(whole.rect());
    for (int y = area.top(); y <= area.bottom(); ++y) {
        for (int x = area.left(); x <= area.right(); ++x) {
            const QRgb a = whole.pixel(x, y), b = strips.pixel(x, y);
            if (std::abs(qRed(a) - qRed(b)) > tolerance || std::abs(qGreen(a) - qGreen(b)) > tolerance
                || std::abs(qBlue(a) - qBlue(b)) > tolerance)
                return QStringLiteral("the strips differ from the whole at (%1, %2): %3 against %4")
                    .arg(x)
                    .arg(y)
                    .arg(QColor(b).name(), QColor(a).name());
        }
    }
    return QString();
}

} // namespace inbetween::test
