#pragma once

#include "import/sheetgrid.h"

#include <QImage>
#include <QSize>

namespace inbetween {

// The grid the sheet dialog proposes first for a still image, read from the picture (issue 27,
// finding 11: a 48-pixel sheet was offered 32 x 32 cells because 32 divides it).
//
// Along each axis, a cell size is a divisor d of the sheet's extent such that
// - every cut between two cells falls on a gutter or a seam: a gutter is a column (row) holding
//   the fewest drawn pixels of any (none, in a sheet with transparency; only the floor line or
//   the like in an opaque one, whose background is the colour of its top-left pixel), a seam is
//   a cut where the two pixel columns on either side differ in every row where either is drawn
//   (cells filled edge to edge in different colours);
// - every line of cells holds something drawn;
// - the lines of cells look alike: the drawn-pixel profile repeats with period d (the summed
//   difference between the profile and itself shifted by d is at most half its sum), so that a
//   sprite with a detached shadow is not cut into a row of sprites and a row of shadows.
// The smallest such d is the cell's extent. An axis with none takes the other axis's size when
// it divides it (square cells), else the whole extent. A picture that says nothing (no gutter
// and no seam anywhere: a photograph, a flat colour) falls back to proposeSheetGridBySize.
SheetGrid proposeSheetGrid(const QImage &sheet);

// From the size alone: square cells as tall as a strip of 3 or more (or as wide as such a
// column), else 32 x 32 (or 16, 64, 48, 24) cells when they divide the sheet, else the whole
// image.
SheetGrid proposeSheetGridBySize(QSize sheet);

} // namespace inbetween
