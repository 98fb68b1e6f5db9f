#pragma once

#include "atlas/atlasoptions.h"

#include <QRect>
#include <QSize>
#include <vector>

namespace inbetween {

// Packs pictures' sizes into as few atlas pages as it can, each as small as it can: MaxRects
// (maxrectsbin.h), never rotated. Each picture takes its size plus `extrude` on every side plus
// `padding` after it, so two pictures' extruded edges are at least `padding` apart; a page's edge
// needs no padding, so the bin is `padding` larger than the page and a page is the bounding box
// of its extruded pictures (rounded up to powers of two with powerOfTwo).
//
// The search (README.md): pages are filled one after another, each by the combination of sort
// order and heuristic that places the most picture area; the pictures that fit on one page go
// onto the smallest page the combinations reach on the whole page and on candidate widths (or
// heights). Ties go to the first combination tried, so the same sizes give the same placement.
class RectPacker
{
public:
    struct Placement
    {
        int page = -1;
        QRect rect; // the picture's own pixels on its page (inside its extruded edge)
    };
    struct Result
    {
        std::vector<Placement> placements; // one per size, in the given order
        std::vector<QSize> pages;
        int tooLarge = -1; // the first size no page can hold (then nothing is placed)
    };

    // The side pages are packed to: options.maxSize, or with powerOfTwo the largest power of two
    // not above it.
    static int pageLimit(const AtlasOptions &options);
    static Result pack(const std::vector<QSize> &sizes, const AtlasOptions &options);
};

} // namespace inbetween
