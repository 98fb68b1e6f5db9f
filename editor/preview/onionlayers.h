#pragma once

#include "media/framepicture.h"
#include "preview/lighttablesettings.h"

#include <QVariantList>

namespace inbetween {

class Clip;
class FrameImageUrls;
class FrameTextures;

// What the preview scene's onion skin shows (PreviewScene.qml's onionFrames, one entry per
// OnionSquare.qml): the frames OnionSkin picks around the current one, each with its picture and
// region, at the pose the motion has at that frame's start, faded with distance and tinted (or
// in its own colours). The current frame's key (frame, direction, settings, pictures) is kept,
// so that while playing the list is handed to the scene only when it changes.
class OnionLayers
{
public:
    // The opacity of a frame `distance` steps away when `count` are shown on its side: 0.6 next
    // to the current frame down to 0.15 at the farthest.
    static double opacity(int distance, int count);
    static constexpr double pinnedOpacity = 0.5;

    // Sets `entries` for frame `frame` of `clip` (on pingpong's way back if `backward`) and
    // returns true when they differ from the last ones; `visible` false empties them (the pinned
    // frame goes too: onion skin off while playing hides the reference as well). A mouth frame
    // shows its shape's picture from `chart` (FramePicture); a new chart invalidate()s.
    bool update(const Clip &clip, const MouthChart &chart, int frame, bool backward, const LightTableSettings &settings,
                bool visible, FrameTextures &textures, FrameImageUrls &images);
    const QVariantList &entries() const { return m_entries; }
    // Forget the key: the next update() hands the list over (an edit, new pictures).
    void invalidate() { m_valid = false; }

private:
    struct Key
    {
        const Clip *clip = nullptr;
        int frame = -1;
        bool backward = false;
        bool visible = false;
        LightTableSettings settings;
        bool operator==(const Key &o) const
        {
            return clip == o.clip && frame == o.frame && backward == o.backward && visible == o.visible
                   && settings == o.settings;
        }
    };
    Key m_key;
    bool m_valid = false;
    QVariantList m_entries;
};

} // namespace inbetween
