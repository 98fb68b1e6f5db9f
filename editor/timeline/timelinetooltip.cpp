#include "timeline/timelinetooltip.h"

#include "clip.h"
#include "timeline/shortframes.h"

#include <QCoreApplication>

namespace inbetween {

QString TimelineToolTip::text(const Clip &clip, const TimelineHit &hit, const DurationFormat &format)
{
    const auto tr = [](const char *text) { return QCoreApplication::translate("TimelineToolTip", text); };
    switch (hit.kind) {
    case TimelineHit::Kind::FrameBody:
    case TimelineHit::Kind::FrameEdge: {
        const Frame &f = clip.frames.frame(hit.index);
        QString text = tr("Frame %1: %2\n%3 to %4")
                           .arg(hit.index)
                           .arg(format.formatBoth(f.duration), format.format(clip.frames.start(hit.index)),
                                format.format(clip.frames.end(hit.index)));
        if (ShortFrames::isShort(f.duration, format.fps()))
            text += tr("\nShorter than one display refresh at %1 fps (%2 ms): "
                       "can be skipped by a render")
                        .arg(format.fps())
                        .arg(1000.0 / format.fps(), 0, 'f', 3);
        return text;
    }
    case TimelineHit::Kind::Keyframe: {
        const Keyframe &k = clip.motion.key(hit.index);
        return tr("Keyframe %1 at %2, easing %3")
            .arg(hit.index)
            .arg(format.formatBoth(k.time), k.easing.roundedText());
    }
    case TimelineHit::Kind::Event: {
        const ClipEvent &e = clip.events.at(hit.index);
        QString text = tr("Event \"%1\" at %2").arg(e.name, format.formatBoth(e.time));
        if (e.time > clip.length() || !(clip.length() > 0.0))
            text += tr("\nAfter the end of the clip (%1): it never occurs").arg(format.format(clip.length()));
        else if (e.time == clip.length())
            text += tr("\nAt the end of the clip: it occurs as each lap ends");
        return text;
    }
    case TimelineHit::Kind::Marker: {
        const ClipMarker &m = clip.markers.at(hit.index);
        return tr("Marker \"%1\" at %2\nDrag to move, double-click to rename, Delete to remove")
            .arg(m.name, format.formatBoth(m.time));
    }
    default: return {};
    }
}

} // namespace inbetween
