#pragma once

#include <optional>
#include <vector>

namespace inbetween {

// One bin of the MaxRects packer (Jukka Jylanki, "A Thousand Ways to Pack the Bin", 2010): the
// free space is kept as the list of the largest free rectangles, which may overlap; a rectangle
// goes into the free one the heuristic scores best, at its top-left corner, and every free
// rectangle it cuts is split into the up to four parts around it. Never rotated.
//
// Free rectangles are pruned only among those a placement made (a new one inside another new
// one, or inside an old one; an old one cannot lie inside a new one, which is part of an old one
// the list already held no rectangle inside), so a placement costs a pass over the list rather
// than its square. Deterministic: ties go to the free rectangle found first.
class MaxRectsBin
{
public:
    enum class Heuristic {
        BestShortSideFit, // least leftover on the shorter side, then on the longer
        BestLongSideFit,  // least leftover on the longer side, then on the shorter
        BestAreaFit,      // the smallest free rectangle, then the least short-side leftover
        BottomLeft,       // the lowest bottom edge, then the leftmost ("Tetris")
    };
    struct Rect
    {
        int x = 0;
        int y = 0;
        int width = 0;
        int height = 0;
    };

    MaxRectsBin(int width, int height);

    // Places a width x height rectangle; its top-left corner, or none where it fits nowhere.
    std::optional<Rect> insert(int width, int height, Heuristic heuristic);
    const std::vector<Rect> &freeRects() const { return m_free; }

private:
    void place(const Rect &node);

    std::vector<Rect> m_free;
    // A placement's scratch lists, kept to reuse their memory: the parts it cut, before pruning,
    // and the old free rectangles near them.
    std::vector<Rect> m_new;
    std::vector<Rect> m_near;
};

} // namespace inbetween
