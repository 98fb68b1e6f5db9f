#pragma once

// What the atlas tests pack: sets of picture sizes, made from a fixed seed so every run packs the
// same, and the options they pack with.

#include "atlas/atlasoptions.h"

#include <QRandomGenerator>
#include <QSize>
#include <vector>

namespace atlastest {

// count sizes, each side uniform in [least, most].
inline std::vector<QSize> randomSizes(int count, int least, int most, quint32 seed)
{
    QRandomGenerator random(seed);
    std::vector<QSize> sizes;
    for (int i = 0; i < count; ++i)
        sizes.emplace_back(random.bounded(least, most + 1), random.bounded(least, most + 1));
    return sizes;
}

inline std::vector<QSize> equalSizes(int count, QSize size)
{
    return std::vector<QSize>(size_t(count), size);
}

inline inbetween::AtlasOptions atlasOptions(int padding, int extrude, int maxSize = 4096, bool pot = false, bool trim = true)
{
    inbetween::AtlasOptions o;
    o.padding = padding;
    o.extrude = extrude;
    o.maxSize = maxSize;
    o.powerOfTwo = pot;
    o.trim = trim;
    return o;
}

} // namespace atlastest
