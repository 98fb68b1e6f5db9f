#pragma once

#include "atlas/atlasoptions.h"

#include <QByteArray>
#include <QFlags>
#include <QString>

namespace inbetween {

// One scale everywhere (DESIGN.md): a unit of motion is a picture pixel. The engines that measure
// in world units (ExportOption::PixelsPerUnit) put kDefaultPixelsPerUnit picture pixels in a unit
// unless told otherwise (Unity's own default; Godot's Sprite3D pixel_size 0.01 is the same).
constexpr double kDefaultPixelsPerUnit = 100.0;
constexpr double kMaxPixelsPerUnit = 100000.0; // ExportOptions::pixelsPerUnit is in (0, this]
// The side in picture pixels of the plain square a clip without pictures shows, as the preview
// draws it (SceneLayout::plainSide).
constexpr double kPlainSquarePixels = 64.0;

// What the caller chooses for an export. format is the id of a registered format
// (ExportRegistry, exportFormats()).
struct ExportOptions
{
    QString format;
    double fps = 60.0;                      // CSV: a row every 1000/fps ms
    QString nodePath = QStringLiteral("Square"); // godot: the node the motion tracks drive
    QString clip;                           // only the clip of this name; empty: every clip
    // glTF and Godot motion: the largest rotation error in degrees; translation and scale within
    // toleranceDegrees x 1e-3 of the clip's extent (MotionBaker::toleranceFor).
    double toleranceDegrees = 0.01; // (spine: the same tolerances)
    // aseprite ping-pong: exact (a forward tag over the clip unrolled out and back) or Aseprite's
    // own "pingpong" tag (SheetSequence).
    bool asepriteNativePingPong = false;
    // unity, gltf, glb, godot: the picture pixels in one world unit, applied to the pictures and
    // the motion alike: a picture of w x h pixels is w/N x h/N units and a translation of x
    // (picture pixels, as the clip keeps it) is x/N; rotation and scale stay as they are.
    double pixelsPerUnit = kDefaultPixelsPerUnit;
    // The formats that write pictures (ExportOption::Atlas): how the atlas packs them.
    AtlasOptions atlas;
};

// What one export wrote for one channel of one clip, and how far it strays from Clip::sample
// as measured on the written numbers (the fidelity report, `export --report`).
struct ChannelReport
{
    QString clip;
    QString channel;       // "translation", "rotation", "scale", "frames", "rows"
    QString interpolation; // "LINEAR", "STEP", "CUBICSPLINE"; for frames and rows: "frames", "rows"
    int keys = 0;          // keys, frames or rows written
    double maxError = 0.0; // the largest error measured
    double tolerance = 0.0;
    QString unit;          // "degrees", "units", "ms"
    QString readers;       // who was measured: "slerp, component blend", "slerp", ...
};

// The ExportOptions a format reads besides fps and clip (which every format may use): the CLI's
// help names, for each option, the formats that read it.
enum class ExportOption {
    Tolerance = 0x1,        // toleranceDegrees: its motion is sampled or fitted
    NodePath = 0x2,         // nodePath
    AsepritePingPong = 0x4, // asepriteNativePingPong
    PixelsPerUnit = 0x8,    // pixelsPerUnit: it measures in world units, not in picture pixels
    Atlas = 0x10,           // atlas: it writes the pictures as atlas pages (DESIGN.md, "The atlas")
};
Q_DECLARE_FLAGS(ExportOptionSet, ExportOption)
Q_DECLARE_OPERATORS_FOR_FLAGS(ExportOptionSet)

// What the registry knows of one export format (Exporter::format()): its names for menus, file
// dialogs and the CLI, what it can hold, and the options it reads.
struct ExportFormat
{
    QString id;          // "gltf": the CLI's --format, ExportOptions::format
    QString displayName; // "glTF 2.0, embedded": menus, dialogs, the editor's report
    QString suffix;      // "gltf" (no dot): the suffix of the file written at outPath
    bool folder = false; // outPath names a folder the export fills (unity); suffix is empty
    // Added to the project's name in the file name the editor suggests ("-sheet": hero-sheet.json),
    // so that a .json or .tres never suggests the project's own name or another format's.
    QString nameTag;
    QString summary; // what it writes, for the CLI's help: "sprite-sheet JSON, PNG atlas beside it"
    // What a clip may have that the format has no place for: each one a clip has and the format
    // cannot hold is named by exportLeftOut (and the CLI's warnings).
    bool holdsMotion = true;
    bool holdsEvents = true;
    bool holdsSound = false;
    // Frame data (DESIGN.md, "Frame data for games"): every format puts each frame's pivot on the
    // node; these say whether it also carries the frames' boxes and points.
    bool holdsBoxes = true;
    bool holdsPoints = true;
    // A flipbook format: refused when no exported clip has frames; a clip without frames is left
    // out (exportNotes says so).
    bool needsFrames = false;
    // It reads the frames' pictures (an atlas) and the sounds: File > Export refuses a project
    // whose exported clips miss one before it asks where to write.
    bool readsFiles = true;
    ExportOptionSet options;

    QString filter() const
    {
        return folder ? QStringLiteral("%1 (*)").arg(displayName) : QStringLiteral("%1 (*.%2)").arg(displayName, suffix);
    }
};

// One file an export writes.
struct ExportFile
{
    QString path;
    QByteArray bytes;
};

} // namespace inbetween
