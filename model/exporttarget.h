#pragma once

#include <QList>
#include <QString>
#include <optional>

namespace inbetween {

// The options of a kept export (DESIGN.md, "Export targets") that differ from an export's
// defaults (ExportOptions, model/export/exporttypes.h); each unset one is the default, so a
// target's file names only what the user chose. Each is the value of the CLI option of the
// same meaning (--fps, --node, --tolerance, --pixels-per-unit, --aseprite-pingpong, --padding,
// --extrude, --max-size, --pot, --no-trim as trim false), and the file keeps them in the
// same bounds (model/file/projectkeys.h, ExportTargetOptionKeys).
struct ExportTargetOptions
{
    std::optional<double> fps;           // unset: the project's fps
    QString node;                        // empty: "Square"
    std::optional<double> tolerance;     // degrees
    std::optional<double> pixelsPerUnit;
    QString asepritePingPong;            // "exact" or "native"; empty: exact
    std::optional<int> padding, extrude, maxSize;
    std::optional<bool> pot, trim;

    bool isEmpty() const { return *this == ExportTargetOptions{}; }
    friend bool operator==(const ExportTargetOptions &a, const ExportTargetOptions &b)
    {
        return a.fps == b.fps && a.node == b.node && a.tolerance == b.tolerance && a.pixelsPerUnit == b.pixelsPerUnit
               && a.asepritePingPong == b.asepritePingPong && a.padding == b.padding && a.extrude == b.extrude
               && a.maxSize == b.maxSize && a.pot == b.pot && a.trim == b.trim;
    }
    friend bool operator!=(const ExportTargetOptions &a, const ExportTargetOptions &b) { return !(a == b); }
};

// Where a project is exported, kept in the project (its `exports`, file version 4): a format id
// of the export registry (exportFormats()), the path written, relative to the project file's
// folder (as images are; Save As rebases it) or absolute, the one clip exported (empty: every
// clip) and the options that differ from the defaults.
struct ExportTarget
{
    QString format;
    QString path;
    QString clip;
    ExportTargetOptions options;

    friend bool operator==(const ExportTarget &a, const ExportTarget &b)
    {
        return a.format == b.format && a.path == b.path && a.clip == b.clip && a.options == b.options;
    }
    friend bool operator!=(const ExportTarget &a, const ExportTarget &b) { return !(a == b); }
};

} // namespace inbetween
