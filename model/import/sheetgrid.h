#pragma once

#include <QRect>
#include <QSize>
#include <QString>
#include <QStringList>

namespace inbetween {

// How a still image is cut into cells (`inbetween-cli import --grid WxH | --columns C --rows R
// --margin PX --spacing PX --keep-empty`): either the cell size, or the number of columns and
// rows (the cell size then follows from the image); `margin` pixels around the cells on every
// side, `spacing` pixels between neighbouring cells.
struct SheetGrid
{
    QSize cell;        // by size: both >= 1; QSize() when cut by count
    int columns = 0;   // by count: both >= 1
    int rows = 0;
    int margin = 0;
    int spacing = 0;
    bool keepEmpty = false; // keep fully transparent cells as frames

    bool bySize() const { return cell != QSize(); }
    // Why the numbers make no grid whatever the image (a zero cell size, a negative margin): empty
    // when they do.
    QString problem() const;

    static SheetGrid ofCellSize(QSize cell, int margin = 0, int spacing = 0);
    static SheetGrid ofCount(int columns, int rows, int margin = 0, int spacing = 0);

    friend bool operator==(const SheetGrid &a, const SheetGrid &b)
    {
        return a.cell == b.cell && a.columns == b.columns && a.rows == b.rows && a.margin == b.margin
               && a.spacing == b.spacing && a.keepEmpty == b.keepEmpty;
    }
};

// A grid laid over an image of a given size: the cell size and how many columns and rows of whole
// cells fit. Cells go row by row, left to right; pixels that are in no whole cell are left out
// and named in `notes`.
class SheetLayout
{
public:
    static SheetLayout of(QSize imageSize, const SheetGrid &grid);

    QSize imageSize;
    QSize cell;
    int columns = 0;
    int rows = 0;
    int margin = 0;
    int spacing = 0;
    QString problem;   // why not one whole cell fits (then no cells); empty when they do
    QStringList notes; // pixels on the right or at the bottom that are in no cell

    qint64 count() const { return qint64(columns) * rows; }
    QRect cellRect(qint64 index) const;
};

} // namespace inbetween
