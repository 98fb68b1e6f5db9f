#include "playbackclock.h"

#include "crossingfinder.h"
#include "clip.h"

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
    m_skips.reset(m_shownTime);
    clipChanged();
}

double PlaybackClock::length() const
{
    return m_clip ? m_clip->length() : 0.0;
}

double PlaybackClock::time() const
{
    if (m_state != State::Playing)
        return m_anchorTime;
    return m_anchorTime + (now() - m_anchorWall) * m_speed;
}

double PlaybackClock::clipTime() const
{
    return m_clip ? m_clip->clipTime(m_shownTime) : 0.0;
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
    if (m_state == State::Playing && m_clip) {
        // `once` pauses at the first render past the end: the crossings up to that render
        // include an event at exactly the end, and the clip time holds at the end.
        ended = m_clip->loop == LoopMode::Once && t > length();
        const CrossingFinder finder(*m_clip);
        if (finder.countBound(m_shownTime, t) <= maximumCrossingsPerStep) {
            step.crossings = finder.between(m_shownTime, t);
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

void PlaybackClock::play()
{
    if (m_state == State::Playing)
        return;
    if (m_state == State::Stopped)
        m_skips.reset(m_shownTime);
    else
        m_skips.restart(m_shownTime);
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
    jumpTo(playbackTimeFor(clipTime));
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
    const double L = length();
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
    jumpTo(target);
}

void PlaybackClock::stepBack()
{
    pause();
    if (!m_clip)
        return;
    const double L = length();
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
    jumpTo(target);
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
    // Playback time goes on; the clip time of it follows the new length and loop mode.
    emit clipTimeChanged(clipTime());
}

} // namespace inbetween
