#pragma once

#include "playback/soundsync.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

class QAudioOutput;
class QMediaDevices;
class QMediaPlayer;
class QTimer;

namespace inbetween {

class Document;
class PlaybackClock;

// Plays the current clip's sound with the preview: a QMediaPlayer driven by SoundSync from the
// playback clock (the clock is the master; see SoundSync for when the sound seeks, how speed
// and reversed playback sound, and the scrub slice). It follows the document: another clip, a
// new sound or offset, another project or folder.
//
// Without an audio output device the player still runs (Qt's GStreamer backend falls back to a
// sink that plays to nowhere in real time), so playback and its sync go on silently, and
// statusMessage() says why the sound is not heard.
class SoundPlayer : public QObject
{
    Q_OBJECT

public:
    SoundPlayer(Document *document, PlaybackClock *clock, QObject *parent = nullptr);
    ~SoundPlayer() override;

    // The file playing (absolute), empty without a sound.
    QString source() const { return m_source; }
    bool hasOutputDevice() const;
    // Why the sound is not heard (no device, a file the player cannot play); empty when it is.
    QString problem() const { return m_problem; }
    QMediaPlayer *player() const { return m_player; }
    const SoundSync &sync() const { return m_sync; }
    // The player's position now minus where the clock says the sound should be (ms); 0 while it
    // should be silent.
    double drift() const;
    // Seeks told to the player so far, and the wall time since the last (ms; -1 before one). Right
    // after a seek the player reports its target while its pipeline starts (the learnt lead).
    int seekCount() const { return m_seeks; }
    double msSinceSeek() const;
    void setTimeSource(TimeSource source);
    void setMuted(bool muted);

public slots:
    // The user moved the playhead to `clipTime`: a short slice of the sound there.
    void scrub(double clipTime);
    // Reads the current clip's sound from the document again.
    void reload();
    // `path` changed on disk: when it is the sound playing, the player opens it again (it still
    // reads the old file, which a save by rename leaves open) and the next tick seeks afresh.
    void fileChanged(const QString &path);

signals:
    void statusMessage(const QString &message);
    void problemChanged(const QString &problem);

private:
    void tick();
    void apply(const SoundSync::Command &command);
    SoundSync::Player report() const;
    void setProblem(const QString &problem);
    void updateDeviceProblem();
    // Why the sound at `path` cannot play, in an animator's words ("" when it can): missing,
    // or not a sound by its header.
    static QString problemOf(const QString &path);

    Document *m_document;
    PlaybackClock *m_clock;
    SoundSync m_sync;
    QMediaPlayer *m_player;
    QAudioOutput *m_output;
    QMediaDevices *m_devices;
    QTimer *m_sliceTimer;
    QString m_source;
    QString m_syncedSource;
    std::optional<double> m_offset;
    QString m_problem;
    QString m_playerError;
    int m_seeks = 0;
    QElapsedTimer m_sinceSeek;
};

} // namespace inbetween
