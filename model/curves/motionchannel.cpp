#include "curves/motionchannel.h"

#include "projectlimits.h"
#include "timing/motiontrack.h"

namespace inbetween::MotionChannels {

QList<MotionChannel> all()
{
    QList<MotionChannel> out;
    for (int i = 0; i < count; ++i)
        out.append(MotionChannel(i));
    return out;
}

MotionChannel at(int index)
{
    return MotionChannel(index);
}

int indexOf(MotionChannel channel)
{
    return int(channel);
}

QString name(MotionChannel channel)
{
    static const char *const names[count] = {"tx", "ty", "tz", "rx", "ry", "rz", "sx", "sy", "sz"};
    return QLatin1String(names[indexOf(channel)]);
}

void setValue(Keyframe &key, MotionChannel channel, double value)
{
    const int i = indexOf(channel) / 3;
    Vec3 &v = i == 0 ? key.translation : i == 1 ? key.rotation : key.scale;
    v[indexOf(channel) % 3] = value;
}

double limit(MotionChannel channel)
{
    const ProjectLimits limits;
    const int i = indexOf(channel) / 3;
    return i == 0 ? limits.maxTranslation : i == 1 ? limits.maxRotation : limits.maxScale;
}

QList<MotionChannel> changing(const MotionTrack &motion)
{
    QList<MotionChannel> out;
    for (MotionChannel c : all()) {
        for (int k = 1; k < motion.count(); ++k) {
            if (value(motion.key(k), c) != value(motion.key(0), c)) {
                out.append(c);
                break;
            }
        }
    }
    return out;
}

} // namespace inbetween::MotionChannels
