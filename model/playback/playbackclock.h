#pragma once

#include "playback/frameskipcounter.h"
#include "playback/playbackstep.h"
#include "playback/timesource.h"
#include "timing/playrangeclip.h"

#include <QObject>
#include <optional>

namespace inbetween {

class Clip;

// The time of playback, from elapsed wall time (an injectable TimeSource, QElapsedTimer by
// default), never from counting renders: a slow machine renders fewer frames but ends the loop
// on time. The preview calls advance() once per rendered frame; each advance reports the
// crossings since the previous one, so events fire once per occurrence however slow the renders.
//
// Playback time t runs without bound while playing (times speed); the clip time is the
// clip's loop mode applied to t. The clip is not owned; call clipChanged() after an
// edit (playback goes on, the loop picks up new durations and keys).
//
// A clip with a play range (Clip::playRange) plays only that range, in its loop mode
// (PlayRangeClip: t = 0 is the range's start, the crossings are those inside it). A seek
// outside the range while not playing shows that clip time ("parked" there); play then starts
// at the range's start. While playing, a seek outside the range goes to its nearest end.
class PlaybackClock : public QObject
{
    Q_OBJECT
public:
    enum class State { Stopped, Playing, Paused };
    Q_ENUM(State)

    static constexpr double minimumSpeed = 0.1;
    static constexpr double maximumSpeed = 4.0;
    // Crossings in one step beyond this bound are not listed: the step is taken as a seek (a
    // stall of hours in a debugger must not build a list of millions).
    static constexpr double maximumCrossingsPerStep = 100000.0;

    explicit PlaybackClock(QObject *parent = nullptr);
    explicit PlaybackClock(TimeSource source, QObject *parent = nullptr);

    void setTimeSource(TimeSource source);
    void setClip(const Clip *clip);
    const Clip *clip() const { return m_clip; }
    // The project's fps grid: a step without frames moves one grid frame (default 60).
    void setFrameRate(double fps);
    double frameRate() const { return m_frameRate; }

    State state() const { return m_state; }
    bool isPlaying() const { return m_state == State::Playing; }
    double speed() const { return m_speed; }
    // The playback time now (moves on with the wall clock while playing).
    double time() const;
    // The playback and clip time of the last advance, seek or step: what is on screen.
    double shownTime() const { return m_shownTime; }
    double clipTime() const;
    // The clip time playback time `playbackTime` falls on (the loop mode and the play range
    // applied): a tap stamped with time() fell on clipTimeAt(time()).
    double clipTimeAt(double playbackTime) const { return clipTimeOf(playbackTime); }
    int frame() const;
    int skippedFrames() const { return m_skips.skipped(); }
    // The part of the clip that plays: the clip's effective play range, or none (the whole clip).
    std::optional<PlayRange> playRange() const;

    // Called once per rendered frame: moves the shown time to time() and reports the crossings
    // in between. While not playing it reports none.
    PlaybackStep advance();

    // Game tick (DESIGN.md, "Game tick"): with a rate (GameTick::isValidRate), a render while
    // playing shows the last whole tick of playback time at or before time(), as a game loop
    // ticking at `hz` would, never going back (play from between two ticks holds until the next);
    // the crossings are reported as ever, each once, at the render whose tick passes them. Ticks
    // are of playback time, so a slower speed shows the same ticks slower. time() and the sound
    // stay continuous. 0 (or any rate not valid): off, a render shows time().
    void setTickRate(double hz);
    double tickRate() const { return m_tickHz; }

public slots:
    void play();
    void pause();
    void togglePlay();
    void stop();                     // pause and go back to clip time 0
    void stepForward();              // pause, next frame start (or 1/fps without frames)
    void stepBack();                 // pause, previous frame start (or 1/fps)
    void seek(double clipTime);      // scrub: no crossings for the jump
    void setSpeed(double speed);     // clamped to [0.1, 4]
    void clipChanged();

signals:
    void stateChanged(inbetween::PlaybackClock::State state);
    void speedChanged(double speed);
    // After every advance, seek, step or stop (not only when the value changes).
    void clipTimeChanged(double clipTime);
    void crossed(const QList<inbetween::Crossing> &crossings);
    void skippedFramesChanged(int count);
    void finished(); // `once` reached its end while playing

private:
    double length() const;       // of what plays: the range, or the whole clip
    double clipTimeOf(double playbackTime) const;
    void updateRange(bool keepClipTime);
    double now() const { return m_source(); }
    void setState(State state);
    void anchor(double playbackTime);
    void jumpTo(double playbackTime);
    void stepTo(double clipTime);
    double playbackTimeFor(double clipTime) const;
    double stepSize() const;
    double tickedTime(double playbackTime) const;

    TimeSource m_source;
    const Clip *m_clip = nullptr;
    double m_frameRate = 60.0;
    State m_state = State::Stopped;
    double m_speed = 1.0;
    double m_anchorTime = 0.0;  // playback time at m_anchorWall
    double m_anchorWall = 0.0;  // time source reading when anchored
    double m_shownTime = 0.0;   // playback time of the last advance
    PlayRangeClip m_range{Clip()}; // the clip's play range, when it has one
    std::optional<double> m_parked; // a clip time outside the range, shown while not playing
    double m_tickHz = 0.0;          // game tick rate; 0: off
    FrameSkipCounter m_skips;
};

} // namespace inbetween
