#include "import/sheetgrid.h"

namespace inbetween {

QString SheetGrid::problem() const
{
    const bool sized = cell != QSize(); // QSize() is (-1, -1): no cell size given
    const bool counted = columns != 0 || rows != 0;
    if (sized && counted)
        return QStringLiteral("a grid is given by its cell size or by its columns and rows, not both");
    if (!sized && !counted)
        return QStringLiteral("a grid needs a cell size or the number of columns and rows");
    if (sized && (cell.width() < 1 || cell.height() < 1))
        return QStringLiteral("a cell must be at least 1 x 1 pixels (got %1 x %2)").arg(cell.width()).arg(cell.height());
    if (counted && (columns < 1 || rows < 1))
        return QStringLiteral("the columns and rows must be 1 or more (got %1 x %2)").arg(columns).arg(rows);
    if (margin < 0)
        return QStringLiteral("the margin must be 0 or more pixels (got %1)").arg(margin);
    if (spacing < 0)
        return QStringLiteral("the spacing must be 0 or more pixels (got %1)").arg(spacing);
    return {};
}

SheetGrid SheetGrid::ofCellSize(QSize cell, int margin, int spacing)
{
    SheetGrid g;
    g.cell = cell;
    g.margin = margin;
    g.spacing = spacing;
    return g;
}

SheetGrid SheetGrid::ofCount(int columns, int rows, int margin, int spacing)
{
    SheetGrid g;
    g.columns = columns;
    g.rows = rows;
    g.margin = margin;
    g.spacing = spacing;
    return g;
}

namespace {

// One axis: the cell length and how many whole cells fit in `length` pixels; the pixels left at
// the far end; or a problem.
struct Axis
{
    int cell = 0;
    int count = 0;
    int leftOver = 0;
};

Axis bySize(int length, int cell, int margin, int spacing)
{
    Axis a;
    a.cell = cell;
    const qint64 room = qint64(length) - 2 * qint64(margin) + spacing;
    a.count = room > 0 ? int(room / (qint64(cell) + spacing)) : 0;
    if (a.count > 0)
        a.leftOver = int(length - (2 * qint64(margin) + qint64(a.count) * cell + qint64(a.count - 1) * spacing));
    return a;
}

Axis byCount(int length, int count, int margin, int spacing)
{
    Axis a;
    const qint64 room = qint64(length) - 2 * qint64(margin) - qint64(count - 1) * spacing;
    if (room < count)
        return a; // not one pixel a cell
    a.cell = int(room / count);
    a.count = count;
    a.leftOver = int(room % count);
    return a;
}

QString sizeText(QSize s)
{
    return QStringLiteral("%1 x %2").arg(s.width()).arg(s.height());
}

} // namespace

SheetLayout SheetLayout::of(QSize imageSize, const SheetGrid &grid)
{
    SheetLayout l;
    l.imageSize = imageSize;
    l.margin = grid.margin;
    l.spacing = grid.spacing;
    if (const QString p = grid.problem(); !p.isEmpty()) {
        l.problem = p;
        return l;
    }
    const QString framing = QStringLiteral("(margin %1, spacing %2)").arg(grid.margin).arg(grid.spacing);
    Axis x, y;
    if (grid.bySize()) {
        x = bySize(imageSize.width(), grid.cell.width(), grid.margin, grid.spacing);
        y = bySize(imageSize.height(), grid.cell.height(), grid.margin, grid.spacing);
        if (x.count == 0 || y.count == 0) {
            l.problem = QStringLiteral("not one %1 cell %2 fits in the %3 image")
                            .arg(sizeText(grid.cell), framing, sizeText(imageSize));
            return l;
        }
    } else {
        x = byCount(imageSize.width(), grid.columns, grid.margin, grid.spacing);
        y = byCount(imageSize.height(), grid.rows, grid.margin, grid.spacing);
        if (x.count == 0 || y.count == 0) {
            l.problem = QStringLiteral("a grid of %1 x %2 cells %3 does not fit in the %4 image")
                            .arg(grid.columns)
                            .arg(grid.rows)
                            .arg(framing, sizeText(imageSize));
            return l;
        }
    }
    l.cell = QSize(x.cell, y.cell);
    l.columns = x.count;
    l.rows = y.count;
    if (x.leftOver > 0)
        l.notes.append(QStringLiteral("the last %1 pixel columns on the right are in no whole %2 cell, left out")
                           .arg(x.leftOver)
                           .arg(sizeText(l.cell)));
    if (y.leftOver > 0)
        l.notes.append(QStringLiteral("the last %1 pixel rows at the bottom are in no whole %2 cell, left out")
                           .arg(y.leftOver)
                           .arg(sizeText(l.cell)));
    return l;
}

QRect SheetLayout::cellRect(qint64 index) const
{
    const int column = int(index % columns);
    const int row = int(index / columns);
    return QRect(margin + column * (cell.width() + spacing), margin + row * (cell.height() + spacing), cell.width(),
                 cell.height());
}

} // namespace inbetween
