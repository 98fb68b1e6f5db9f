#pragma once

#include "keyframe.h"

#include <QList>
#include <QString>

namespace inbetween {

class MotionTrack;

// One number of a motion key, drawn as one curve of the curve view: translation, rotation
// (Euler degrees) and scale, each on x, y and z.
enum class MotionChannel { TX, TY, TZ, RX, RY, RZ, SX, SY, SZ };

namespace MotionChannels {

constexpr int count = 9;
QList<MotionChannel> all();
MotionChannel at(int index);
int indexOf(MotionChannel channel);
// "tx", "ty", ... "sz".
QString name(MotionChannel channel);
// Inline: painting a clip of 10,000 keys asks for 90,000 of them.
inline double value(const Keyframe &key, MotionChannel channel)
{
    const int i = int(channel);
    const Vec3 &v = i < 3 ? key.translation : i < 6 ? key.rotation : key.scale;
    return v[i % 3];
}
void setValue(Keyframe &key, MotionChannel channel, double value);
// The largest magnitude the file allows for the channel's values (ProjectLimits).
double limit(MotionChannel channel);
// The channels whose value is not the same on every key.
QList<MotionChannel> changing(const MotionTrack &motion);

} // namespace MotionChannels

} // namespace inbetween
