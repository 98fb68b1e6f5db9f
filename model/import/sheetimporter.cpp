#include "import/sheetimporter.h"

#include "media/imagecheck.h"

#include <algorithm>
#include <cmath>

namespace inbetween {

namespace {

// Every pixel of `r` in a 32-bit image with alpha in the top byte has alpha 0. Stops at the
// first pixel that shows, so an opaque cell costs one read.
bool cellIsTransparent(const QImage &argb, const QRect &r)
{
    for (int y = r.top(); y <= r.bottom(); ++y) {
        const auto *line = reinterpret_cast<const quint32 *>(argb.constScanLine(y)) + r.left();
        for (int x = 0; x < r.width(); ++x) {
            if (line[x] >> 24)
                return false;
        }
    }
    return true;
}

} // namespace

std::vector<bool> SheetImporter::transparentCells(const QImage &image, const SheetLayout &layout)
{
    std::vector<bool> out(size_t(layout.count()), false);
    if (!image.hasAlphaChannel() || layout.count() == 0)
        return out;
    const bool argb = image.format() == QImage::Format_ARGB32 || image.format() == QImage::Format_ARGB32_Premultiplied;
    const QImage pixels = argb ? image : image.convertToFormat(QImage::Format_ARGB32);
    for (qint64 i = 0; i < layout.count(); ++i)
        out[size_t(i)] = cellIsTransparent(pixels, layout.cellRect(i));
    return out;
}

ImportResult SheetImporter::cut(const QImage &image, const QString &imagePath, const QString &name,
                                const SheetGrid &grid, double duration, const ProjectLimits &limits)
{
    ImportResult result;
    if (!(std::isfinite(duration) && duration > 0.0 && duration <= limits.maxDuration)) {
        result.error({}, QStringLiteral("a frame's duration must be a number of ms greater than 0 and at most %1 (got %2)")
                             .arg(limits.maxDuration, 0, 'f', 0)
                             .arg(duration));
        return result;
    }
    const SheetLayout layout = SheetLayout::of(image.size(), grid);
    if (!layout.problem.isEmpty()) {
        result.error({}, layout.problem);
        return result;
    }
    for (const QString &note : layout.notes)
        result.warning({}, note);
    const std::vector<bool> empty = grid.keepEmpty ? std::vector<bool>(size_t(layout.count()), false)
                                                   : transparentCells(image, layout);
    const qint64 skipped = std::count(empty.begin(), empty.end(), true);
    const qint64 frames = layout.count() - skipped;
    if (frames == 0) {
        result.error({}, QStringLiteral("all %1 cells are fully transparent: no frame to make (--keep-empty keeps them)")
                             .arg(layout.count()));
        return result;
    }
    if (frames > limits.maxFrames) {
        result.error({}, QStringLiteral("%1 frames, more than the limit of %2 in a clip").arg(frames).arg(limits.maxFrames));
        return result;
    }
    if (skipped > 0)
        result.warning({}, QStringLiteral("%1 fully transparent %2 left out (--keep-empty keeps them)")
                               .arg(skipped)
                               .arg(skipped == 1 ? QStringLiteral("cell") : QStringLiteral("cells")));

    QList<Frame> list;
    list.reserve(frames);
    for (qint64 i = 0; i < layout.count(); ++i) {
        if (!empty[size_t(i)])
            list.append(Frame{duration, imagePath, layout.cellRect(i)});
    }
    Project project;
    project.name = name;
    project.clips.front().name = name;
    project.clips.front().frames = FrameTrack(std::move(list));
    result.project = std::move(project);
    return result;
}

ImportResult SheetImporter::importFile(const QString &path, const ImportOptions &options)
{
    QImage image;
    if (const QString problem = readCheckedImage(path, options.limits, &image); !problem.isEmpty()) {
        ImportResult result;
        result.error({}, problem);
        return result;
    }
    if (!options.grid) {
        ImportResult result;
        result.error({}, QStringLiteral("a still image is cut into a grid: give its cell size or its columns and rows"));
        return result;
    }
    return cut(image, options.projectPath(path, path), options.nameFor(path), *options.grid, options.duration,
               options.limits);
}

} // namespace inbetween
