#pragma once

#include "timing/easing.h"

#include <QList>
#include <QString>

namespace inbetween {

// The easings the curve view offers by name: the five named easings of the file, then common
// curves an animator reaches for, each a cubic-bezier (y beyond [0, 1] overshoots or pulls back).
struct EasingPreset
{
    QString label;
    Easing easing;
};

namespace EasingPresets {

QList<EasingPreset> all();
// The preset with exactly this easing, or -1.
int indexOf(const Easing &easing);

} // namespace EasingPresets

} // namespace inbetween
