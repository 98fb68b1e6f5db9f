#include "playback/playbackclock.h"

#include "clip.h"
#include "timing/crossingfinder.h"
#include "timing/gametick.h"

#include <algorithm>
#include <cmath>

namespace inbetween {

PlaybackClock::PlaybackClock(QObject *parent) : PlaybackClock(elapsedTimerSource(), parent) {}

PlaybackClock::PlaybackClock(TimeSource source, QObject *parent) : QObject(parent), m_source(std::move(source))
{
    if (!m_source)
        m_source = elapsedTimerSource();
}

void PlaybackClock::setFrameRate(double fps)
{
    m_frameRate = std::isfinite(fps) && fps > 0.0 ? fps : 60.0;
}

void PlaybackClock::setTimeSource(TimeSource source)
{
    const double t = time();
    m_source = source ? std::move(source) : elapsedTimerSource();
    anchor(t);
}

void PlaybackClock::setClip(const Clip *clip)
{
    m_clip = clip;
    m_parked.reset();
    m_skips.reset(m_shownTime);
    // Another clip (or the same one moved in memory): playback time goes on in its range.
    updateRange(false);
    emit clipTimeChanged(clipTime());
}

std::optional<PlayRange> PlaybackClock::playRange() const
{
    return m_range.isActive() ? std::optional<PlayRange>(m_range.range()) : std::nullopt;
}

double PlaybackClock::length() const
{
    if (m_range.isActive())
        return m_range.length();
    return m_clip ? m_clip->length() : 0.0;
}

double PlaybackClock::clipTimeOf(double playbackTime) const
{
    if (!m_clip)
        return 0.0;
    return m_range.isActive() ? m_range.clipTime(playbackTime) : m_clip->clipTime(playbackTime);
}

// Takes the clip's play range again (after an edit or another clip). With `keepClipTime`, a
// range that was set, moved or cleared keeps the picture where it is: playback goes on from the
// same clip time when the new range holds it; otherwise a playing clock goes to the range's
// start and a paused one stays parked where it is.
void PlaybackClock::updateRange(bool keepClipTime)
{
    const std::optional<PlayRange> before = playRange();
    const double shown = keepClipTime ? clipTime() : 0.0; // by the range before the change
    m_range = PlayRangeClip(m_clip ? *m_clip : Clip());   // the frames and events inside may have changed
    const std::optional<PlayRange> after = playRange();
    if (!keepClipTime || before == after)
        return;
    m_parked.reset();
    double c = shown;
    if (after && !m_range.contains(c)) {
        if (!isPlaying()) {
            m_parked = c;
            return;
        }
        c = after->from;
    }
    const double t = after ? c - after->from : c;
    m_shownTime = t;
    anchor(t);
    m_skips.restart(t);
}

double PlaybackClock::time() const
{
    if (m_state != State::Playing)
        return m_anchorTime;
    return m_anchorTime + (now() - m_anchorWall) * m_speed;
}

double PlaybackClock::clipTime() const
{
    return m_parked ? *m_parked : clipTimeOf(m_shownTime);
}

int PlaybackClock::frame() const
{
    return m_clip ? m_clip->frames.frameAt(clipTime()) : -1;
}

void PlaybackClock::anchor(double playbackTime)
{
    m_anchorTime = playbackTime;
    m_anchorWall = now();
}

void PlaybackClock::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    emit stateChanged(state);
}

PlaybackStep PlaybackClock::advance()
{
    PlaybackStep step;
    step.previousTime = m_shownTime;
    const int skippedBefore = m_skips.skipped();
    double t = time();
    bool ended = false;
    if (m_state == State::Playing && m_tickHz > 0.0)
        t = tickedTime(t);
    if (m_state == State::Playing && m_clip) {
        // `once` pauses at the first render past the end: the crossings up to that render
        // include an event at exactly the end, and the clip time holds at the end.
        ended = m_clip->loop == LoopMode::Once && t > length();
        const CrossingFinder finder(*m_clip);
        const bool ranged = m_range.isActive();
        const double bound = ranged ? m_range.countBound(m_shownTime, t) : finder.countBound(m_shownTime, t);
        if (bound <= maximumCrossingsPerStep) {
            step.crossings = ranged ? m_range.between(m_shownTime, t) : finder.between(m_shownTime, t);
            m_skips.advance(m_shownTime, t, step.crossings);
        } else {
            m_skips.restart(t);
        }
    }
    m_shownTime = t;
    step.time = t;
    step.clipTime = clipTime();
    step.frame = frame();
    step.skippedFrames = m_skips.skipped();
    if (ended) {
        anchor(t);
        setState(State::Paused);
    }
    if (!step.crossings.isEmpty())
        emit crossed(step.crossings);
    if (step.skippedFrames != skippedBefore)
        emit skippedFramesChanged(step.skippedFrames);
    emit clipTimeChanged(step.clipTime);
    if (ended)
        emit finished();
    return step;
}

void PlaybackClock::setTickRate(double hz)
{
    m_tickHz = GameTick::isValidRate(hz) ? hz : 0.0;
}

// The last tick at or before t, but never before what is on screen (a play or seek between two
// ticks holds until the next tick). Times too far out for whole ticks pass as they are.
double PlaybackClock::tickedTime(double t) const
{
    if (!(std::abs(t) < 1e12))
        return t;
    const GameTick tick(m_tickHz);
    return std::max(m_shownTime, tick.timeOf(tick.tickAtOrBefore(t)));
}

void PlaybackClock::play()
{
    if (m_state == State::Playing)
        return;
    if (m_state == State::Stopped)
        m_skips.reset(m_shownTime);
    else
        m_skips.restart(m_shownTime);
    // Parked outside the play range: play from the range's start.
    if (m_parked) {
        m_parked.reset();
        m_shownTime = 0.0;
        m_skips.reset(0.0);
    }
    // `once` at its end plays again from the start.
    if (m_clip && m_clip->loop == LoopMode::Once && m_shownTime >= length() && length() > 0.0) {
        m_shownTime = 0.0;
        m_skips.reset(0.0);
    }
    anchor(m_shownTime);
    setState(State::Playing);
}

void PlaybackClock::pause()
{
    if (m_state != State::Playing)
        return;
    // Hold what is on screen, so pausing never jumps ahead of the last render.
    anchor(m_shownTime);
    setState(State::Paused);
}

void PlaybackClock::togglePlay()
{
    if (m_state == State::Playing)
        pause();
    else
        play();
}

void PlaybackClock::stop()
{
    setState(State::Stopped);
    jumpTo(0.0);
    m_skips.reset(0.0);
}

void PlaybackClock::jumpTo(double playbackTime)
{
    m_parked.reset();
    m_shownTime = playbackTime;
    anchor(playbackTime);
    m_skips.restart(playbackTime);
    emit clipTimeChanged(clipTime());
}

// The playback time that shows clip time c, keeping the current lap and, in pingpong, the
// current direction, so that scrubbing while playing carries on the way it was going.
double PlaybackClock::playbackTimeFor(double c) const
{
    const double L = length();
    if (!m_clip || !(L > 0.0))
        return 0.0;
    if (m_range.isActive())
        c -= m_range.range().from; // playback time 0 is the range's start
    c = std::clamp(c, 0.0, L);
    const double t = m_shownTime;
    switch (m_clip->loop) {
    case LoopMode::Once:
        return c;
    case LoopMode::Loop: {
        const double lap = std::floor(t / L) * L;
        return lap + std::min(c, std::nextafter(L, 0.0));
    }
    case LoopMode::PingPong: {
        const double lap = std::floor(t / (2.0 * L)) * 2.0 * L;
        const bool comingBack = t - lap > L;
        return comingBack ? lap + 2.0 * L - c : lap + c;
    }
    }
    return c;
}

void PlaybackClock::seek(double clipTime)
{
    if (m_range.isActive() && !m_range.contains(clipTime)) {
        if (isPlaying()) {
            clipTime = std::clamp(clipTime, m_range.range().from, m_range.range().to);
        } else {
            // Shown where it was asked for; play starts at the range again.
            m_parked = clipTime;
            anchor(m_shownTime);
            m_skips.restart(m_shownTime);
            emit clipTimeChanged(clipTime);
            return;
        }
    }
    jumpTo(playbackTimeFor(clipTime));
}

void PlaybackClock::stepTo(double clipTime)
{
    // Without a range a step starts the first lap again; with one it keeps to the range's rules.
    if (m_range.isActive())
        seek(clipTime);
    else
        jumpTo(clipTime);
}

double PlaybackClock::stepSize() const
{
    return 1000.0 / m_frameRate;
}

void PlaybackClock::stepForward()
{
    pause();
    if (!m_clip)
        return;
    const double L = m_clip->length(); // the whole clip: a step may leave the range
    const double c = clipTime();
    const bool wraps = m_clip->loop != LoopMode::Once;
    double target;
    if (!m_clip->frames.isEmpty()) {
        const int i = m_clip->frames.frameAt(c);
        const bool last = i + 1 >= m_clip->frames.count();
        target = last ? (wraps ? 0.0 : m_clip->frames.start(i)) : m_clip->frames.start(i + 1);
    } else {
        const double dt = stepSize();
        // The next grid line after c (a tolerance so that c on a line moves a whole step).
        target = (std::floor(c / dt + 1e-9) + 1.0) * dt;
        if (target >= L)
            target = wraps ? 0.0 : L;
    }
    stepTo(target);
}

void PlaybackClock::stepBack()
{
    pause();
    if (!m_clip)
        return;
    const double L = m_clip->length();
    const double c = clipTime();
    const bool wraps = m_clip->loop != LoopMode::Once;
    double target;
    if (!m_clip->frames.isEmpty()) {
        const int i = m_clip->frames.frameAt(c);
        const int n = m_clip->frames.count();
        if (c > m_clip->frames.start(i) && c < L)
            target = m_clip->frames.start(i); // inside a frame: back to its start
        else if (i > 0)
            target = m_clip->frames.start(c >= L ? i : i - 1);
        else
            target = wraps ? m_clip->frames.start(n - 1) : 0.0;
    } else {
        const double dt = stepSize();
        const double grid = std::ceil(c / dt - 1e-9) - 1.0;
        target = grid * dt;
        if (c <= 0.0)
            target = wraps ? std::floor((L - 1e-9) / dt) * dt : 0.0;
        target = std::max(target, 0.0);
    }
    stepTo(target);
}

void PlaybackClock::setSpeed(double speed)
{
    if (!std::isfinite(speed))
        return;
    speed = std::clamp(speed, minimumSpeed, maximumSpeed);
    if (speed == m_speed)
        return;
    anchor(time()); // re-anchor so the time already played keeps its old rate
    m_speed = speed;
    emit speedChanged(speed);
}

void PlaybackClock::clipChanged()
{
    // Playback time goes on; the clip time of it follows the new length and loop mode (and a
    // new play range, see updateRange).
    updateRange(true);
    emit clipTimeChanged(clipTime());
}

} // namespace inbetween
