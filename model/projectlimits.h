#pragma once

#include <QtGlobal>

namespace inbetween {

// The bounds a project file must keep to. A file from anywhere may be hostile: these keep the
// reader's time and memory bounded and keep every number far from where the timing rules lose
// precision. Each breach is an error naming the JSON path and the limit. Real projects stay far
// below them (benchmarks load 100,000 frames; 1,000,000 of each kind stay allowed).
struct ProjectLimits
{
    // The whole file, in bytes (1,000,000 fully written keyframes take about 151 MB).
    qint64 maxFileBytes = 256 * 1024 * 1024;

    // The JSON text (JsonSplit and JsonDocument check them, strictjson names a breach).
    int maxDepth = 64;                    // nested arrays and objects (the format needs 7)
    qint64 maxArrayItems = 1'000'000;     // items of any one array
    qint64 maxValues = 50'000'000;        // values in the whole file
    qint64 maxStringBytes = 1024 * 1024;  // any one string, in UTF-8 bytes

    // Counts of the project's lists (inclusive; frames, keyframes and events per clip).
    qint64 maxClips = 10'000;
    qint64 maxFrames = 1'000'000;
    qint64 maxKeyframes = 1'000'000;
    qint64 maxEvents = 1'000'000;
    qint64 maxDeclaredBoxes = 1000;  // the project's `boxes`
    qint64 maxDeclaredPoints = 1000; // the project's `points`
    qint64 maxExportTargets = 1000;  // the project's `exports`
    qint64 maxMarkers = 100'000;     // a clip's `markers`
    qint64 maxMouthShapes = 1000;    // the project's `mouths`

    // Magnitudes (inclusive). Times and durations are in ms: 1e9 ms is about 11.5 days.
    double maxTime = 1e9;         // keyframe and event times, a sound's offset, a play range
    double maxDuration = 1e9;     // one frame's hold
    double maxTranslation = 1e7;  // |x|, |y|, |z|, and a matrix's translation column
    double maxRotation = 1e6;     // |degrees| about each axis
    double maxScale = 1e6;        // |scale| on each axis
    double maxMatrixElement = 1e7;
    double maxBezierY = 1e3;      // |y1|, |y2| of a cubic bezier (x1, x2 are in [0, 1])
    double maxFps = 1000;
    double maxBpm = 10000; // a beat grid's tempo
    // A kept export's options (ExportTargetOptions), as the CLI's --fps, --tolerance and
    // --pixels-per-unit bound them (exportProblem).
    double maxExportFps = 10000;
    double maxToleranceDegrees = 10;
    double maxPixelsPerUnit = 100000; // kMaxPixelsPerUnit

    // Strings, in characters (UTF-16 code units, as QString counts them).
    int maxNameLength = 1000;      // the project's name, a clip's name
    int maxEventNameLength = 1000; // one event's name
    int maxFrameDataNameLength = 1000; // a declared box's or point's name
    int maxMarkerNameLength = 1000; // a marker's name
    int maxMouthNameLength = 100;   // a mouth shape's name ("D", "MBP")
    int maxImagePathLength = 4096; // one frame's image path, a sound's file path

    // Images a frame names (checked by readFile, from the image file's header).
    // Pixels, width and height (so also a region's numbers), and the magnitude of each number of
    // a frame's pivot, boxes and points.
    int maxImageSide = 8192;
    qint64 maxImageFileBytes = 256 * 1024 * 1024;

    // A clip's sound (checked by readFile, from its headers): an hour of 48 kHz stereo 16-bit
    // WAV is 660 MiB; the editor decodes it once into waveform peaks.
    qint64 maxSoundFileBytes = 1024 * 1024 * 1024;
};

} // namespace inbetween
