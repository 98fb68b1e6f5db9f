#pragma once

#include "export/exportedevents.h"
#include "export/sheetsequence.h"
#include "project.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <vector>

namespace inbetween {

// The pieces of Godot 4 Animation text (format=3) that the AnimationLibrary (.tres) and the 2D
// scene (.tscn) write alike: floats as Godot writes them, track headers, discrete value tracks,
// the events' method track and the sound's audio track with its stream ext_resources.
namespace GodotTracks {

// A float property: Godot writes "1.0", not "1".
QByteArray scalarText(double value);
// "PackedFloat32Array(0, 0.5)".
QByteArray packedFloats(const std::vector<double> &values);
// The lines every track starts with: type, imported, enabled, path (a NodePath), interp
// (0 nearest, 1 linear), loop_wrap.
QByteArray trackHeader(int index, const char *type, const QString &path, int interp);
// A value track: each value (as .tres text) from its time (s) on; update 1 (discrete: the value
// is set when playback reaches its key) or 0 (continuous, interpolated by interp).
QByteArray valueTrack(int index, const QString &path, const std::vector<double> &times, const QList<QByteArray> &values,
                      int update = 1, int interp = 0);
// A discrete value track (update mode 1, nearest).
inline QByteArray discreteTrack(int index, const QString &path, const std::vector<double> &times,
                                const QList<QByteArray> &values)
{
    return valueTrack(index, path, times, values);
}
// A method track on `path` calling clip_event(name) at each event's time (ms), in time order.
QByteArray methodTrack(int index, const QString &path, QList<ExportedEvent> events);
// Ping-pong is written out and back, as one loop twice the clip's length (loop_mode 1), in the
// library and the 2D scene alike: playing, Godot sets a discrete track's value when playback
// crosses its key, so on the way back of Godot's own ping-pong (loop_mode 2) each frame's key
// would show that frame during the one before it (animation_mixer.cpp).
bool unrollsPingPong(const Clip &clip);
// The animation's length in ms: the clip's, twice it when unrolled.
double animationLength(const Clip &clip);
// Each step's start in seconds (SheetSequence::starts over 1000), as a track's key times.
std::vector<double> stepSeconds(const QList<SheetStep> &steps);
// The sprite's `visible` track at `path` ("<node>:visible"), keyed once at 0: false for a clip
// without frames (it shows no picture, not the one the last clip left), true for the others.
QByteArray visibleTrack(int index, const QString &path, const Clip &clip);
// The events of the written animation: an unrolled ping-pong's also on the way back (one at 0 or
// at the clip's length occurs once at each turn: written once).
QList<ExportedEvent> animationEvents(const Clip &clip);

// The sounds the exported clips play: one ext_resource per distinct file, its id by file.
struct Sounds
{
    QStringList files; // as written (soundExportPath), in first-use order
    QString idOf(const QString &file) const { return QStringLiteral("sound_%1").arg(files.indexOf(file) + 1); }
    // `[ext_resource type="AudioStreamWAV" path=... id="sound_1"]` lines, each after a blank line.
    QByteArray extResources() const;
};
Sounds soundsOf(const Project &project, const std::vector<int> &clips, const QString &soundPrefix);
// The clip's sound as an audio track on the AudioStreamPlayer at `player`: one key at the
// sound's offset; a sound that starts before the clip (a negative offset) is keyed at 0 and
// starts that far into the stream (start_offset), so either way the stream's time t plays at
// clip time offset + t, as in the editor.
QByteArray audioTrack(int index, const QString &player, const Clip &clip, const Sounds &sounds, const QString &soundPrefix);

} // namespace GodotTracks

} // namespace inbetween
