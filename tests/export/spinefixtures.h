#pragma once

// Shared by tst_spineexport and tst_spinecurves: the fixtures the spine export is tried on, a
// clip's period, and a clip of given keys.

#include "clip.h"
#include "export/exportfixtures.h"
#include "keyframe.h"

#include <QList>
#include <QStringList>

namespace exporttest {

// What one play of `clip` lasts: a ping-pong goes out and back.
inline double periodMs(const inbetween::Clip &clip)
{
    return clip.loop == inbetween::LoopMode::PingPong ? 2.0 * clip.length() : clip.length();
}

// The fixtures every spine test exports: the common ones, the hero and the spine fixture.
inline QStringList fixtures()
{
    return fixtureNames() << QStringLiteral("hero") << QStringLiteral("spine");
}

// A looping (or `loop`) clip "c" of motion keys `keys`, no frames.
inline inbetween::Clip clipWith(const QList<inbetween::Keyframe> &keys, inbetween::LoopMode loop = inbetween::LoopMode::Loop)
{
    inbetween::Clip clip(QStringLiteral("c"));
    clip.loop = loop;
    clip.motion = inbetween::MotionTrack(keys);
    return clip;
}

// A key turning by `degrees` about z.
inline inbetween::Keyframe key(double time, const inbetween::Vec3 &translation, double degrees, const inbetween::Vec3 &scale,
                               const inbetween::Easing &easing)
{
    inbetween::Keyframe k;
    k.time = time;
    k.translation = translation;
    k.rotation = {0.0, 0.0, degrees};
    k.scale = scale;
    k.easing = easing;
    return k;
}

} // namespace exporttest
