#pragma once

#include "clip.h"
#include "export/exporttypes.h"

#include <QList>

namespace inbetween {

// The fidelity report of the unity export (`export --format unity --report`): per clip, the
// position, Euler and scale curves as the .anim holds them (float32 seconds, values, slopes per
// second and weights), played by Unity's curve rules (UnityCurveFitter::evaluate) and compared
// with Clip::sample at 32 points of every key interval (rotations as the angle between the
// rotations), in the preview's axes (the file's differ only by signs; unityplay.py checks them);
// and the sprite keys' starts.
class UnityFidelity
{
public:
    static QList<ChannelReport> measure(const Clip &clip, const ExportOptions &options);
};

} // namespace inbetween
