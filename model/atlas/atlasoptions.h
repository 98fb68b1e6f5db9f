#pragma once

namespace inbetween {

// How the pictures of an export are packed into atlas pages (DESIGN.md, "The atlas"): the
// command line's --padding, --extrude, --max-size, --pot and --no-trim.
struct AtlasOptions
{
    // Transparent pixels between two pictures' extruded edges (none is needed at a page's edge).
    int padding = 2;
    // Times each picture's outermost pixels are repeated around it, so that linear filtering at
    // its edge samples its own colour and not a neighbour's.
    int extrude = 1;
    // A page's widest and tallest side; with powerOfTwo, the largest power of two not above it.
    int maxSize = 4096;
    // Page sides rounded up to powers of two.
    bool powerOfTwo = false;
    // Pictures cut to their pixels with alpha > 0 (false: whole pictures).
    bool trim = true;

    friend bool operator==(const AtlasOptions &a, const AtlasOptions &b)
    {
        return a.padding == b.padding && a.extrude == b.extrude && a.maxSize == b.maxSize
               && a.powerOfTwo == b.powerOfTwo && a.trim == b.trim;
    }
};

// Bounds the command line and the dialog keep the options in.
constexpr int kAtlasMaxPadding = 64;
constexpr int kAtlasMaxExtrude = 64;
constexpr int kAtlasMinSize = 16;
constexpr int kAtlasMaxSize = 16384;

} // namespace inbetween
