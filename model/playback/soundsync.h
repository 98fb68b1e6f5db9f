#pragma once

#include "playback/timesource.h"

#include <optional>

namespace inbetween {

class PlaybackClock;

// The rule that keeps a clip's sound on the playback clock (DESIGN.md, "The editor", Sound). The
// clock is the master: the sound is told where to be, never the other way round. A player (the
// editor's QMediaPlayer, or a test) reports what it is doing; update() answers with what it must
// do now, from the clock's state and a wall clock (an injectable TimeSource, like the clock's).
//
// Where the sound should be: at clip time c the sound is at c - offset ms (the clip's `audio`
// offset). It is heard only while the clock plays forwards and that position lies inside the
// sound; elsewhere (before the offset, after the sound's end, on a ping-pong clip's way back) the
// player is paused: reversed playback plays silence, as a player cannot run a compressed stream
// backwards sample-exactly. At a speed s the player's rate is s, so pitch follows speed as on a
// tape (2x is an octave up, 0.5x an octave down).
//
// When the player is told to seek: on play; whenever the clock's playback time jumps (a loop's
// wrap, a ping-pong turn, a seek or step of the playhead, a stop) or its speed changes; and when
// the player's reported position drifts more than one frame (1000 / fps ms) from where the sound
// should be, judged only once the player has had `settleMs` to carry out the last seek. A player
// starts a little after it is told to (its pipeline's latency), so each seek aims `lead` ms of
// wall time ahead; the lead is learnt from the drift measured after each seek, half of it at a
// time (one slow start on a busy machine must not throw the next seeks off), within maxLeadMs.
//
// Scrubbing: scrub() plays scrubSliceMs of sound at the new position, then update() pauses it.
class SoundSync
{
public:
    static constexpr double scrubSliceMs = 80.0;
    static constexpr double settleMs = 60.0;
    static constexpr double maxLeadMs = 150.0;

    // What the player says it is doing now.
    struct Player
    {
        bool playing = false;
        double position = 0.0;  // ms into the sound
        double duration = -1.0; // ms; -1 while unknown
    };

    // What the player must do now (rate first, then seek, then play or pause).
    struct Command
    {
        enum class Run { Keep, Play, Pause };
        std::optional<double> rate;
        std::optional<double> seekTo; // ms into the sound
        Run run = Run::Keep;
        bool isEmpty() const { return !rate && !seekTo && run == Run::Keep; }
    };

    // The clock is not owned and must outlive the rule; its clip (and the sound's offset) are read
    // at each call.
    SoundSync(const PlaybackClock *clock, TimeSource source);

    void setTimeSource(TimeSource source);
    // The clip's sound starts at this clip time; no sound: every command is a pause.
    void setSound(std::optional<double> offset);
    bool hasSound() const { return m_offset.has_value(); }

    // Called after every change of the clock (a render's advance, play, pause, seek, speed) and
    // while a scrub slice plays.
    Command update(const Player &player);
    // The user moved the playhead to `clipTime`: while the clock is paused, play a slice there.
    Command scrub(double clipTime, const Player &player);

    // Where the sound should be now (ms into it), or nothing when it should be silent.
    std::optional<double> expectedPosition() const;
    double frameMs() const;
    double lead() const { return m_lead; }
    bool isSliceOn() const { return m_sliceEnd.has_value(); }

private:
    // The playback time's part of the clip: the lap in loop, the half-lap in pingpong (odd
    // halves run backwards), 0 in once.
    double segmentOf(double playbackTime) const;
    bool forwards(double playbackTime) const;
    std::optional<double> positionAt(double playbackTime, const Player &player) const;
    Command seekAndPlay(double position, double rate);
    double now() const { return m_source(); }

    const PlaybackClock *m_clock;
    TimeSource m_source;
    std::optional<double> m_offset;
    double m_lead = 0.0;
    bool m_wasPlaying = false;
    double m_rate = 1.0;
    double m_lastTime = 0.0;      // playback time at the last update
    double m_lastWall = 0.0;      // wall time at the last update
    double m_lastSeekWall = -1e300;
    double m_lastSegment = 0.0;
    bool m_seekedWhilePlaying = false; // the drift after it tells the player's latency
    std::optional<double> m_sliceEnd;  // wall time at which a scrub slice stops
};

} // namespace inbetween
