#pragma once

#include <QRect>
#include <QString>
#include <optional>

namespace inbetween {

// The picture of one mouth shape of the project's mouth chart (`mouths`, file version 4,
// DESIGN.md "Timing to voice and beat"): a frame with a `mouth` and no image of its own shows
// its shape's picture. `image` relative to the project file's folder, as a frame's; `region`
// the cell of a sheet, in whole pixels inside it (none: the whole image).
struct MouthPicture
{
    QString image;
    std::optional<QRect> region = std::nullopt;

    friend bool operator==(const MouthPicture &a, const MouthPicture &b) { return a.image == b.image && a.region == b.region; }
    friend bool operator!=(const MouthPicture &a, const MouthPicture &b) { return !(a == b); }
};

} // namespace inbetween
