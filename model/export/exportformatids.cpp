#include "export/exportformatids.h"

#include <array>
#include <utility>

namespace inbetween::ExportFormatIds {

namespace {

using O = ExportOption;

// As each Exporter's format() says (ExportRegistry, in menu order).
const std::array<std::pair<const char *, ExportOptionSet>, 8> kFormats{{
    {"gltf", ExportOptionSet(O::Tolerance) | O::PixelsPerUnit | O::Atlas},
    {"glb", ExportOptionSet(O::Tolerance) | O::PixelsPerUnit | O::Atlas},
    {"aseprite", ExportOptionSet(O::AsepritePingPong) | O::Atlas},
    {"godot", ExportOptionSet(O::Tolerance) | O::NodePath | O::PixelsPerUnit | O::Atlas},
    {"spriteframes", ExportOptionSet(O::Atlas)},
    {"spine", ExportOptionSet(O::Tolerance) | O::Atlas},
    {"csv", ExportOptionSet()},
    {"unity", ExportOptionSet(O::Tolerance) | O::PixelsPerUnit | O::Atlas},
}};

} // namespace

QStringList ids()
{
    QStringList out;
    for (const auto &f : kFormats)
        out.append(QLatin1String(f.first));
    return out;
}

std::optional<ExportOptionSet> optionsOf(const QString &id)
{
    for (const auto &f : kFormats) {
        if (id == QLatin1String(f.first))
            return f.second;
    }
    return std::nullopt;
}

} // namespace inbetween::ExportFormatIds
