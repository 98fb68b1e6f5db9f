#pragma once

#include "import/importoptions.h"
#include "import/importresult.h"
#include "import/sheetgrid.h"

#include <QImage>
#include <QList>
#include <vector>

namespace inbetween {

// A still image cut into a grid (`inbetween-cli import SHEET --grid WxH`): one clip whose frames
// are the cells, row by row, each a region of the sheet (never a copy of its pixels), each
// holding options.duration ms. Fully transparent cells are left out unless the grid keeps them.
class SheetImporter
{
public:
    // For each cell of `layout`, whether every one of its pixels has alpha 0. An image without
    // an alpha channel has no empty cell.
    static std::vector<bool> transparentCells(const QImage &image, const SheetLayout &layout);

    // The cut of an image already read; `imagePath` is the sheet's path as the project names it.
    // Diagnostics have no place in the source but the grid, so their `where` is empty.
    static ImportResult cut(const QImage &image, const QString &imagePath, const QString &name,
                            const SheetGrid &grid, double duration, const ProjectLimits &limits);

    // Reads the image at `path` and cuts it by options.grid (which the caller must give).
    static ImportResult importFile(const QString &path, const ImportOptions &options);
};

} // namespace inbetween
