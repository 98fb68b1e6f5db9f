#pragma once

// Sets of picture sizes the atlas tests pack, made from a fixed seed so every run packs the same.

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

} // namespace atlastest
