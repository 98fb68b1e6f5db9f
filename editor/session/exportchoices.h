#pragma once

#include "atlas/atlasoptions.h"

#include <optional>

namespace inbetween {

// What File > Export asks before the file name (ExportOptionsDialog): the pixels per unit of a
// format that measures in world units (ExportOption::PixelsPerUnit) and the atlas options of one
// that writes atlas pages (ExportOption::Atlas). Each is present when the format reads it.
struct ExportChoices
{
    std::optional<double> pixelsPerUnit;
    std::optional<AtlasOptions> atlas;

    bool asksAnything() const { return pixelsPerUnit || atlas; }
};

} // namespace inbetween
