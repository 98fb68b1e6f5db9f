#pragma once

#include "atlas/atlasoptions.h"
#include "export/exporttypes.h"
#include "exporttarget.h"

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

    // The choices a kept export target's options make for a format that reads `read`: the
    // target's values, the defaults where it sets none.
    static ExportChoices ofTarget(const ExportTargetOptions &options, ExportOptionSet read);
    // `options` with the choices present in them; a value equal to the default is unset, so
    // that the project file names only what differs (model/exporttarget.h).
    void applyTo(ExportTargetOptions *options) const;
};

} // namespace inbetween
