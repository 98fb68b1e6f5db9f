#include "audio/soundplayer.h"

#include "document/document.h"
#include "media/soundcheck.h"
#include "playback/playbackclock.h"

#include <QAudioDevice>
#include <QAudioOutput>
#include <QDir>
#include <QFileInfo>
#include <QMediaDevices>
#include <QMediaPlayer>
#include <QTimer>
#include <QUrl>
#include <cmath>

namespace inbetween {

SoundPlayer::SoundPlayer(Document *document, PlaybackClock *clock, QObject *parent)
    : QObject(parent),
      m_document(document),
      m_clock(clock),
      m_sync(clock, elapsedTimerSource()),
      m_player(new QMediaPlayer(this)),
      m_output(new QAudioOutput(this)),
      m_devices(new QMediaDevices(this)),
      m_sliceTimer(new QTimer(this))
{
    m_player->setAudioOutput(m_output);
    m_sliceTimer->setSingleShot(true);
    m_sliceTimer->setInterval(int(SoundSync::scrubSliceMs) + 5);
    connect(m_sliceTimer, &QTimer::timeout, this, &SoundPlayer::tick);
    connect(m_clock, &PlaybackClock::stateChanged, this, &SoundPlayer::tick);
    connect(m_clock, &PlaybackClock::speedChanged, this, &SoundPlayer::tick);
    connect(m_clock, &PlaybackClock::clipTimeChanged, this, &SoundPlayer::tick);
    connect(m_clock, &QObject::destroyed, this, [this] {
        m_clock = nullptr;
        m_player->stop();
    });
    connect(m_player, &QMediaPlayer::errorOccurred, this, [this](QMediaPlayer::Error error, const QString &text) {
        if (error == QMediaPlayer::NoError)
            return;
        // The decoder's own words (GStreamer's "state change failed and some element failed to
        // post a proper error message...") say nothing to an animator: they go to the log only.
        qWarning("sound: %s: %s", qPrintable(m_source), qPrintable(text));
        m_playerError = tr("%1 cannot be played: it is damaged, or not a sound this machine decodes "
                           "(WAV, Ogg Vorbis, MP3, FLAC). The clip plays silently.")
                            .arg(QFileInfo(m_source).fileName());
        updateDeviceProblem();
    });
    connect(m_player, &QMediaPlayer::mediaStatusChanged, this, [this](QMediaPlayer::MediaStatus status) {
        if (status == QMediaPlayer::LoadedMedia)
            tick(); // a play that came before the file was loaded
    });
    connect(m_devices, &QMediaDevices::audioOutputsChanged, this, [this] {
        m_output->setDevice(QMediaDevices::defaultAudioOutput());
        updateDeviceProblem();
    });
    const auto reloadSoon = [this] { reload(); };
    connect(m_document, &Document::currentClipChanged, this, reloadSoon);
    connect(m_document, &Document::settingsChanged, this, reloadSoon);
    connect(m_document, &Document::projectReset, this, reloadSoon);
    connect(m_document, &Document::filePathChanged, this, reloadSoon);
    reload();
}

SoundPlayer::~SoundPlayer()
{
    m_player->stop();
}

bool SoundPlayer::hasOutputDevice() const
{
    return !QMediaDevices::audioOutputs().isEmpty();
}

void SoundPlayer::setTimeSource(TimeSource source)
{
    m_sync.setTimeSource(std::move(source));
}

void SoundPlayer::setMuted(bool muted)
{
    m_output->setMuted(muted);
}

void SoundPlayer::reload()
{
    const std::optional<ClipAudio> &audio = m_document->clip().audio;
    const QString path = audio ? QDir::cleanPath(QDir(m_document->folder()).absoluteFilePath(audio->file)) : QString();
    if (path != m_source) {
        m_source = path;
        m_playerError = path.isEmpty() ? QString() : problemOf(path);
        m_player->stop();
        // A file that is not there, or not a sound, is never handed to the decoder: its own
        // message would replace ours.
        m_player->setSource(path.isEmpty() || !m_playerError.isEmpty() ? QUrl() : QUrl::fromLocalFile(path));
        updateDeviceProblem();
    }
    const std::optional<double> offset = audio ? std::optional<double>(audio->offset) : std::nullopt;
    if (offset != m_offset || path != m_syncedSource) {
        // Another sound or offset: the next tick seeks afresh.
        m_offset = offset;
        m_syncedSource = path;
        m_sync.setSound(offset);
    }
    tick();
}

QString SoundPlayer::problemOf(const QString &path)
{
    const QString name = QFileInfo(path).fileName();
    if (!QFileInfo::exists(path))
        return tr("%1 is missing: the clip plays silently (File > Missing Files... finds it)").arg(name);
    const QString problem = soundFileProblem(path);
    return problem.isEmpty() ? QString() : tr("%1 cannot be played: %2. The clip plays silently.").arg(name, problem);
}

void SoundPlayer::fileChanged(const QString &path)
{
    if (path.isEmpty() || path != m_source)
        return;
    // As if another sound had been playing: reload() opens this one afresh and syncs it anew
    // (the player would take the same source for no change).
    m_player->setSource(QUrl());
    m_source.clear();
    m_syncedSource.clear();
    reload();
}

void SoundPlayer::updateDeviceProblem()
{
    QString problem;
    if (!m_source.isEmpty()) {
        if (!m_playerError.isEmpty())
            problem = m_playerError;
        else if (!hasOutputDevice())
            problem = tr("No audio output device: the sound plays silently (the waveform and the timing are unaffected)");
    }
    setProblem(problem);
}

void SoundPlayer::setProblem(const QString &problem)
{
    if (problem == m_problem)
        return;
    m_problem = problem;
    emit problemChanged(problem);
    if (!problem.isEmpty())
        emit statusMessage(problem);
}

SoundSync::Player SoundPlayer::report() const
{
    SoundSync::Player p;
    p.playing = m_player->playbackState() == QMediaPlayer::PlayingState;
    p.position = double(m_player->position());
    p.duration = m_player->duration() > 0 ? double(m_player->duration()) : -1.0;
    return p;
}

double SoundPlayer::drift() const
{
    const std::optional<double> expected = m_sync.expectedPosition();
    return expected ? double(m_player->position()) - *expected : 0.0;
}

double SoundPlayer::msSinceSeek() const
{
    return m_sinceSeek.isValid() ? double(m_sinceSeek.nsecsElapsed()) / 1e6 : -1.0;
}

void SoundPlayer::tick()
{
    if (!m_clock || m_source.isEmpty()) {
        if (m_player->playbackState() == QMediaPlayer::PlayingState)
            m_player->pause();
        return;
    }
    apply(m_sync.update(report()));
}

void SoundPlayer::scrub(double clipTime)
{
    if (!m_clock || m_source.isEmpty())
        return;
    apply(m_sync.scrub(clipTime, report()));
    if (m_sync.isSliceOn())
        m_sliceTimer->start();
}

void SoundPlayer::apply(const SoundSync::Command &command)
{
    if (command.isEmpty())
        return;
    if (command.rate)
        m_player->setPlaybackRate(*command.rate);
    const bool stopped = m_player->playbackState() == QMediaPlayer::StoppedState;
    // A stopped player starts from its beginning when told to play, so it plays first and then
    // seeks; a paused or playing one seeks first, so nothing sounds from the old place.
    if (command.run == SoundSync::Command::Run::Play && stopped)
        m_player->play();
    if (command.seekTo) {
        m_player->setPosition(qint64(std::llround(*command.seekTo)));
        ++m_seeks;
        m_sinceSeek.start();
    }
    if (command.run == SoundSync::Command::Run::Play && !stopped)
        m_player->play();
    if (command.run == SoundSync::Command::Run::Pause)
        m_player->pause();
}

} // namespace inbetween
