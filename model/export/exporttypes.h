#pragma once

#include <QByteArray>
#include <QString>

namespace inbetween {

// What the caller chooses for an export. format is an ExportFormat id ("gltf", "glb",
// "aseprite", "godot", "spriteframes", "spine", "csv", "unity").
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

// One export format, for menus and file dialogs.
struct ExportFormat
{
    QString id;          // "gltf"
    QString displayName; // "glTF 2.0 (embedded)"
    QString suffix;      // "gltf" (no dot): the suffix of the file written at outPath
    bool folder = false; // outPath names a folder the export fills (unity); suffix is empty
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
