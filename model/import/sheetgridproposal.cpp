#include "import/sheetgridproposal.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace inbetween {

namespace {

// What one axis of the picture says: the drawn pixels in each column (row), and whether the cut
// before each column (row) is a seam (index 0 unused).
struct Axis
{
    std::vector<int> drawn;
    std::vector<bool> seam;
};

struct Profiles
{
    Axis columns, rows;
};

Profiles readProfiles(const QImage &source)
{
    const QImage image = source.format() == QImage::Format_ARGB32 || source.format() == QImage::Format_RGB32
                             ? source
                             : source.convertToFormat(source.hasAlphaChannel() ? QImage::Format_ARGB32 : QImage::Format_RGB32);
    const int w = image.width(), h = image.height();
    // The background: transparent pixels when the picture has any, else its top-left colour.
    bool anyTransparent = false;
    if (image.hasAlphaChannel()) {
        for (int y = 0; y < h && !anyTransparent; ++y) {
            const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
            anyTransparent = std::any_of(line, line + w, [](QRgb p) { return qAlpha(p) == 0; });
        }
    }
    // An opaque picture has a background only when its top-left colour fills a whole row or
    // column somewhere (else the corner is just the first cell's colour).
    const QRgb corner = image.pixel(0, 0);
    bool cornerIsBackground = false;
    if (!anyTransparent) {
        std::vector<bool> columnOfCorner(size_t(w), true);
        for (int y = 0; y < h; ++y) {
            const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
            bool rowOfCorner = true;
            for (int x = 0; x < w; ++x) {
                const bool same = line[x] == corner;
                rowOfCorner = rowOfCorner && same;
                if (!same)
                    columnOfCorner[size_t(x)] = false;
            }
            cornerIsBackground = cornerIsBackground || rowOfCorner;
        }
        cornerIsBackground = cornerIsBackground || std::find(columnOfCorner.begin(), columnOfCorner.end(), true) != columnOfCorner.end();
    }
    const auto isBackground = [anyTransparent, cornerIsBackground, corner](QRgb p) {
        return anyTransparent ? qAlpha(p) == 0 : cornerIsBackground && p == corner;
    };

    Profiles out;
    out.columns = {std::vector<int>(size_t(w), 0), std::vector<bool>(size_t(w), true)};
    out.rows = {std::vector<int>(size_t(h), 0), std::vector<bool>(size_t(h), true)};
    // A cut is no seam once one row (column) across it has the same pixel, or background, on
    // both sides: a seam runs the sheet's whole height (width) between cells drawn edge to edge.
    const auto across = [&isBackground](QRgb a, QRgb b) { return a != b && !(isBackground(a) && isBackground(b)); };
    const QRgb *above = nullptr;
    for (int y = 0; y < h; ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        int drawn = 0;
        bool rowSeam = true;
        for (int x = 0; x < w; ++x) {
            const bool background = isBackground(line[x]);
            if (!background) {
                ++drawn;
                ++out.columns.drawn[size_t(x)];
            }
            if (x > 0 && out.columns.seam[size_t(x)] && !across(line[x - 1], line[x]))
                out.columns.seam[size_t(x)] = false;
            if (above && rowSeam && !across(above[x], line[x]))
                rowSeam = false;
        }
        out.rows.drawn[size_t(y)] = drawn;
        out.rows.seam[size_t(y)] = rowSeam;
        above = line;
    }
    return out;
}

// How unlike the profile is to itself shifted by d: 0 when it repeats exactly, 1 when the drawn
// parts never meet.
double repeatMismatch(const std::vector<int> &drawn, int d)
{
    qint64 difference = 0, sum = 0;
    for (size_t i = 0; i + size_t(d) < drawn.size(); ++i) {
        difference += std::abs(drawn[i] - drawn[i + size_t(d)]);
        sum += drawn[i] + drawn[i + size_t(d)];
    }
    return sum == 0 ? 0.0 : double(difference) / double(sum);
}

struct AxisAnswer
{
    bool informative = false; // a gutter or a seam somewhere
    std::optional<int> cell;  // the smallest fitting cell extent below the whole
};

AxisAnswer readAxis(const Axis &axis, int extent)
{
    AxisAnswer answer;
    if (extent < 2)
        return answer;
    const int fewest = *std::min_element(axis.drawn.begin(), axis.drawn.end());
    const int most = *std::max_element(axis.drawn.begin(), axis.drawn.end());
    std::vector<bool> gutter(size_t(extent), false);
    for (int i = 0; i < extent; ++i)
        gutter[size_t(i)] = fewest < most && axis.drawn[size_t(i)] == fewest;
    // Seams are the few cuts between cells; where most cuts are "seams" (noise, a gradient),
    // they tell nothing.
    std::vector<bool> seam = axis.seam;
    seam[0] = false;
    if (std::count(seam.begin(), seam.end(), true) > extent / 4)
        seam.assign(seam.size(), false);
    answer.informative = std::find(gutter.begin(), gutter.end(), true) != gutter.end()
                         || std::find(seam.begin(), seam.end(), true) != seam.end();
    if (!answer.informative)
        return answer;
    for (int d = 2; d < extent; ++d) {
        if (extent % d != 0)
            continue;
        bool fits = true;
        for (int cut = d; cut < extent && fits; cut += d)
            fits = gutter[size_t(cut - 1)] || gutter[size_t(cut)] || seam[size_t(cut)];
        for (int start = 0; start < extent && fits; start += d)
            fits = std::any_of(axis.drawn.begin() + start, axis.drawn.begin() + start + d, [](int n) { return n > 0; });
        if (fits && repeatMismatch(axis.drawn, d) <= 0.5) {
            answer.cell = d;
            break;
        }
    }
    return answer;
}

} // namespace

SheetGrid proposeSheetGridBySize(QSize sheet)
{
    const int w = sheet.width(), h = sheet.height();
    // A strip of three or more square frames (two could as well be a 2 x 1 grid of smaller cells).
    if (h > 0 && w >= 3 * h && w % h == 0)
        return SheetGrid::ofCellSize({h, h});
    if (w > 0 && h >= 3 * w && h % w == 0)
        return SheetGrid::ofCellSize({w, w});
    for (int side : {32, 16, 64, 48, 24}) {
        if (w % side == 0 && h % side == 0 && (w > side || h > side))
            return SheetGrid::ofCellSize({side, side});
    }
    return SheetGrid::ofCellSize(sheet);
}

SheetGrid proposeSheetGrid(const QImage &sheet)
{
    if (sheet.isNull())
        return proposeSheetGridBySize(sheet.size());
    const int w = sheet.width(), h = sheet.height();
    const Profiles profiles = readProfiles(sheet);
    const AxisAnswer across = readAxis(profiles.columns, w);
    const AxisAnswer down = readAxis(profiles.rows, h);
    if (!across.informative && !down.informative)
        return proposeSheetGridBySize(sheet.size());
    // An axis without a fitting size takes the other's when it divides it: square cells.
    const auto other = [](const std::optional<int> &size, int extent) {
        return size && extent % *size == 0 ? *size : extent;
    };
    const int cellWidth = across.cell.value_or(other(down.cell, w));
    const int cellHeight = down.cell.value_or(other(across.cell, h));
    return SheetGrid::ofCellSize({cellWidth, cellHeight});
}

} // namespace inbetween
