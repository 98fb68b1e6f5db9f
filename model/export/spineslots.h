#pragma once

#include "export/spriteatlas.h"
#include "project.h"

#include <QByteArray>
#include <QString>
#include <vector>

namespace inbetween {

// A number as the Spine runtime keeps it (its key times and values are floats): the shortest
// text that reads back as the same float.
QByteArray spineNumber(double value);

// The slots of the Spine export (SpineExporter), their attachments in the default skin, and each
// animation's slot timelines: slot `square` on bone `square` with one region attachment per atlas
// cell that holds a picture ("cell<N>", the atlas region of the same name, the whole picture's
// size in pixels, centred on the bone), keyed at every frame start of a clip (a frame without an
// image clears the slot); the setup pose shows the first picture.
class SpineSlots
{
public:
    // clips: indexes into project.clips, in export order; the atlas's cells known.
    SpineSlots(const Project &project, const std::vector<int> &clips, const SpriteAtlas &atlas);

    // The skeleton's "slots" and "skins" entries, each ending with ",\n".
    QByteArray slotsText() const;
    QByteArray skinsText() const;
    // A clip's "slots" entry of its animation, ending with ",\n"; empty for a clip without frames.
    QByteArray animationText(int clip) const;

    // The atlas region of an atlas cell.
    static QString regionName(int cell);

private:
    const Project &m_project;
    const SpriteAtlas &m_atlas;
};

} // namespace inbetween
