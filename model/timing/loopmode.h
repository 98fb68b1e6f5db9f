#pragma once

#include <QString>
#include <optional>

namespace inbetween {

enum class LoopMode { Loop, Once, PingPong };

QString loopModeName(LoopMode mode);                       // "loop", "once", "pingpong"
std::optional<LoopMode> loopModeFromName(const QString &name);

// Maps a finite playback time t to a clip time in [0, length] by DESIGN.md's loop rules.
// A clip of length 0 is static: every t maps to 0.
double clipTimeAt(double t, double length, LoopMode mode);

} // namespace inbetween
