#include "playback/soundsync.h"

#include "clip.h"
#include "playback/playbackclock.h"

#include <algorithm>
#include <cmath>

namespace inbetween {

SoundSync::SoundSync(const PlaybackClock *clock, TimeSource source) : m_clock(clock), m_source(std::move(source))
{
    if (!m_source)
        m_source = elapsedTimerSource();
}

void SoundSync::setTimeSource(TimeSource source)
{
    m_source = source ? std::move(source) : elapsedTimerSource();
    m_wasPlaying = false; // the next update starts over with a seek
}

void SoundSync::setSound(std::optional<double> offset)
{
    m_offset = offset;
    m_wasPlaying = false;
    m_sliceEnd.reset();
}

double SoundSync::frameMs() const
{
    return 1000.0 / (m_clock ? m_clock->frameRate() : 60.0);
}

double SoundSync::segmentOf(double t) const
{
    const Clip *clip = m_clock ? m_clock->clip() : nullptr;
    const double L = clip ? clip->length() : 0.0;
    if (!clip || !(L > 0.0) || clip->loop == LoopMode::Once)
        return 0.0;
    return std::floor(t / L); // a lap in loop, a half-lap (one direction) in pingpong
}

bool SoundSync::forwards(double t) const
{
    const Clip *clip = m_clock ? m_clock->clip() : nullptr;
    if (!clip || clip->loop != LoopMode::PingPong)
        return true;
    const double half = segmentOf(t);
    return std::fmod(std::fabs(half), 2.0) == 0.0;
}

std::optional<double> SoundSync::positionAt(double t, const Player &player) const
{
    const Clip *clip = m_clock ? m_clock->clip() : nullptr;
    if (!m_offset || !clip || !(clip->length() > 0.0) || !forwards(t))
        return std::nullopt;
    const double p = clip->clipTime(t) - *m_offset;
    const double speed = m_clock->speed();
    if (p + m_lead * speed < 0.0 || (player.duration >= 0.0 && p >= player.duration))
        return std::nullopt;
    return p;
}

std::optional<double> SoundSync::expectedPosition() const
{
    Player unknownEnd;
    return m_clock ? positionAt(m_clock->time(), unknownEnd) : std::nullopt;
}

SoundSync::Command SoundSync::seekAndPlay(double position, double rate)
{
    Command c;
    c.seekTo = std::max(0.0, position + m_lead * rate);
    c.run = Command::Run::Play;
    m_lastSeekWall = now();
    return c;
}

SoundSync::Command SoundSync::update(const Player &player)
{
    Command command;
    const double wall = now();
    const bool clockPlaying = m_clock && m_clock->clip() && m_clock->isPlaying();
    if (!m_offset || !clockPlaying) {
        m_wasPlaying = false;
        if (m_offset && m_sliceEnd && wall < *m_sliceEnd)
            return command; // a scrub slice is still sounding
        m_sliceEnd.reset();
        if (player.playing)
            command.run = Command::Run::Pause;
        return command;
    }
    m_sliceEnd.reset();
    const double t = m_clock->time();
    const double speed = m_clock->speed();
    const double segment = segmentOf(t);
    // A jump: the clock did not just run on at its speed since the last update.
    const bool jumped = !m_wasPlaying || segment != m_lastSegment
                        || std::fabs(t - (m_lastTime + (wall - m_lastWall) * m_rate)) > frameMs();
    const bool rateChanged = speed != m_rate;
    m_wasPlaying = true;
    m_lastTime = t;
    m_lastWall = wall;
    m_lastSegment = segment;
    if (rateChanged) {
        command.rate = speed;
        m_rate = speed;
    }
    const std::optional<double> position = positionAt(t, player);
    if (!position) {
        if (player.playing)
            command.run = Command::Run::Pause;
        return command;
    }
    const bool settled = wall - m_lastSeekWall >= settleMs;
    if (jumped || rateChanged || (!player.playing && settled)) {
        const Command seek = seekAndPlay(*position, speed);
        command.seekTo = seek.seekTo;
        command.run = seek.run;
        m_seekedWhilePlaying = true;
        return command;
    }
    if (!player.playing || !settled)
        return command;
    const double drift = player.position - *position;
    if (m_seekedWhilePlaying) {
        // The first look after a seek: the player started `lead - drift / speed` ms late; move
        // half way there.
        m_lead = std::clamp(m_lead - 0.5 * drift / speed, 0.0, maxLeadMs);
        m_seekedWhilePlaying = false;
    }
    if (std::fabs(drift) > frameMs()) {
        const Command seek = seekAndPlay(*position, speed);
        command.seekTo = seek.seekTo;
        command.run = seek.run;
        m_seekedWhilePlaying = true;
    }
    return command;
}

SoundSync::Command SoundSync::scrub(double clipTime, const Player &player)
{
    if (m_clock && m_clock->isPlaying())
        return update(player); // the clock's own jump moves the sound
    Command command;
    const Clip *clip = m_clock ? m_clock->clip() : nullptr;
    const double p = m_offset && clip ? clipTime - *m_offset : -1.0;
    if (!m_offset || !clip || p < 0.0 || (player.duration >= 0.0 && p >= player.duration)) {
        m_sliceEnd.reset();
        if (player.playing)
            command.run = Command::Run::Pause;
        return command;
    }
    if (m_rate != 1.0) {
        command.rate = 1.0; // a slice sounds at its own pitch
        m_rate = 1.0;
    }
    command.seekTo = p;
    command.run = Command::Run::Play;
    m_sliceEnd = now() + scrubSliceMs;
    m_wasPlaying = false;
    return command;
}

} // namespace inbetween
