#include "preview/squarepixels.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

ColourBlob ColourBlob::find(const QImage &source, const QColor &colour, int tolerance)
{
    const QImage image = source.convertToFormat(QImage::Format_RGB32);
    ColourBlob blob;
    double sx = 0.0, sy = 0.0;
    int x0 = image.width(), y0 = image.height(), x1 = -1, y1 = -1;
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            const QRgb p = line[x];
            if (std::abs(qRed(p) - colour.red()) > tolerance || std::abs(qGreen(p) - colour.green()) > tolerance
                || std::abs(qBlue(p) - colour.blue()) > tolerance)
                continue;
            ++blob.area;
            sx += x + 0.5;
            sy += y + 0.5;
            x0 = std::min(x0, x);
            y0 = std::min(y0, y);
            x1 = std::max(x1, x);
            y1 = std::max(y1, y);
        }
    }
    if (blob.area > 0) {
        blob.centroid = QPointF(sx / blob.area, sy / blob.area);
        blob.bounds = QRect(QPoint(x0, y0), QPoint(x1, y1));
    }
    return blob;
}

double ColourBlob::squareAngleDegrees() const
{
    if (area <= 0)
        return 0.0;
    const double side = std::sqrt(double(area));
    const double w = 0.5 * (bounds.width() + bounds.height());
    const double s = std::clamp((w / side) * (w / side) - 1.0, 0.0, 1.0);
    return std::asin(s) / 2.0 * 180.0 / M_PI;
}
