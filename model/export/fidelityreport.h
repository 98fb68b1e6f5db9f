#pragma once

#include "export/bakedchannel.h"
#include "export/exporttypes.h"
#include "export/motionbaker.h"
#include "project.h"

#include <QByteArray>
#include <QList>

namespace inbetween {

// The fidelity report of an export (`inbetween-cli export ... --report`): per clip and channel,
// the keys (frames, rows) written and the largest error measured against Clip::sample on the
// numbers as the file holds them (float seconds and values), played by the format's readers:
// - glTF: translation and scale by the spec's LINEAR / STEP / CUBICSPLINE rules, rotation both
//   by slerp (glTF, three.js) and by a blend of the components (Blender's importer);
// - Godot: linear / nearest, rotations by slerp;
// - frames (glTF's atlas offset, Godot's frame track, the sheets): how far a frame's start, as
//   written, is from its exact start, in ms;
// - CSV: the rows are samples; between them it promises nothing (error 0 at the rows).
// Each key interval is measured at 32 points; the hair-wide interval of a step's jump is left
// out (the jump lies inside one float step of the file's time).
// Translation errors and tolerances are in picture pixels, the clip's units, whatever
// --pixels-per-unit a format divides them by (the division is exact up to float rounding).
// Each format's report is its Exporter's report(); this class holds the measures they share.
class FidelityReport
{
public:
    // Frame starts written as float seconds (or float durations) are this close to the exact
    // ones (ms): a float's rounding, about 1e-7 of the time, for clips up to hours long.
    static constexpr double kFloatTimeTolerance = 1e-3;

    // The report of an export of these clips in options.format (empty for an unknown format).
    static QList<ChannelReport> measure(const Project &project, const std::vector<int> &clips,
                                        const ExportOptions &options);
    // A clip baked with these options (glTF, Godot): its motion channels (measureMotion) and
    // its frame starts as float seconds.
    static QList<ChannelReport> measureBaked(const Clip &clip, const BakeOptions &bake, bool bothRotationReaders);
    // The motion channels of one baked clip; bothRotationReaders adds the component blend.
    static QList<ChannelReport> measureMotion(const Clip &clip, const BakedMotion &motion, const BakeOptions &options,
                                              bool bothRotationReaders);
    // The frame starts of a clip's sprite keys, written as float seconds out and back for
    // ping-pong (SheetSequence, unrolled; Spine's attachment keys, Unity's sprite keys): how far
    // each is from its exact start, in ms. Empty for a clip without frames.
    static QList<ChannelReport> sheetFrameStarts(const Clip &clip);
    // The "frames" row of a clip: keys frames written, their starts at most error ms off.
    static ChannelReport frameStarts(const Clip &clip, int keys, double error, double tolerance);
    // How far the starts of a sequence of holds, as written, are from the exact starts (ms).
    static double startError(const QList<double> &exact, const QList<double> &written);
    // One JSON object a line:
    // {"clip":"walk","channel":"rotation","interpolation":"LINEAR","keys":12,"maxError":0.0031,
    //  "tolerance":0.01,"unit":"degrees","readers":"slerp, component blend"}
    static QByteArray jsonLines(const QList<ChannelReport> &reports);
};

} // namespace inbetween
