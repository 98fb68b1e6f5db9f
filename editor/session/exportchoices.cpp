#include "session/exportchoices.h"

namespace inbetween {

namespace {
// The value, or nothing when it is the default.
template <typename T>
std::optional<T> unlessDefault(const T &value, const T &byDefault)
{
    return value == byDefault ? std::nullopt : std::optional<T>(value);
}
} // namespace

ExportChoices ExportChoices::ofTarget(const ExportTargetOptions &o, ExportOptionSet read)
{
    ExportChoices c;
    if (read.testFlag(ExportOption::PixelsPerUnit))
        c.pixelsPerUnit = o.pixelsPerUnit.value_or(kDefaultPixelsPerUnit);
    if (read.testFlag(ExportOption::Atlas)) {
        AtlasOptions a;
        a.padding = o.padding.value_or(a.padding);
        a.extrude = o.extrude.value_or(a.extrude);
        a.maxSize = o.maxSize.value_or(a.maxSize);
        a.powerOfTwo = o.pot.value_or(a.powerOfTwo);
        a.trim = o.trim.value_or(a.trim);
        c.atlas = a;
    }
    return c;
}

void ExportChoices::applyTo(ExportTargetOptions *o) const
{
    if (pixelsPerUnit)
        o->pixelsPerUnit = unlessDefault(*pixelsPerUnit, kDefaultPixelsPerUnit);
    if (atlas) {
        const AtlasOptions defaults;
        o->padding = unlessDefault(atlas->padding, defaults.padding);
        o->extrude = unlessDefault(atlas->extrude, defaults.extrude);
        o->maxSize = unlessDefault(atlas->maxSize, defaults.maxSize);
        o->pot = unlessDefault(atlas->powerOfTwo, defaults.powerOfTwo);
        o->trim = unlessDefault(atlas->trim, defaults.trim);
    }
}

} // namespace inbetween
