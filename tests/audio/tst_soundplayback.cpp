// The real player (QMediaPlayer through SoundPlayer) on the playback clock, with the real wall
// clock: a clip with a WAV, an Ogg Vorbis and an MP3 sound (each made here by sox) plays across
// several loops and a speed change, rendered every 16 ms as the preview renders, and the sound's
// reported position stays within one frame (1000 / 60 ms) of where the clock says it should be
// once each seek has settled. Without an audio device (CI, this machine) GStreamer's automatic
// sink plays to nowhere in real time: the same checks hold, silently, and the player says why.

#include "audio/soundplayer.h"
#include "common/soundfiles.h"
#include "common/testutil.h"
#include "document/document.h"
#include "playback/playbackclock.h"
#include "project.h"

#include <QElapsedTimer>
#include <QMediaPlayer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace inbetween;

namespace {

struct DriftSample
{
    double wall;       // ms since play
    double sinceJump;  // ms since the last wrap, speed change or play
    double sinceSeek;  // ms since the player was last told to seek
    double drift;      // the player's position minus where the sound should be
};

} // namespace

class TestSoundPlayback : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void followsTheClock_data();
    void followsTheClock();
    void pauseStopsTheSound();
    void scrubPlaysASliceAndStops();
    void noDeviceIsSaidInTheStatus();
    void aClipWithoutSoundIsSilent();
    void unplayableSoundIsSaidForPeople_data();
    void unplayableSoundIsSaidForPeople();

private:
    // A document whose one clip (six frames of 100 ms, loop) plays `sound` from clip time
    // `offset`, saved beside the sound so the path is relative.
    void openClip(Document *doc, const QString &sound, double offset);
    QTemporaryDir m_dir;
};

void TestSoundPlayback::initTestCase()
{
    QVERIFY(m_dir.isValid());
    if (!soundfiles::haveSox())
        QSKIP("sox is not installed (resources/debian-packages.txt lists it)");
    for (const char *name : {"tone.wav", "tone.ogg", "tone.mp3"}) {
        QString error;
        QVERIFY2(soundfiles::soxTone(m_dir.filePath(QString::fromLatin1(name)), 4.0, 330, 44100, &error), qPrintable(error));
    }
}

void TestSoundPlayback::openClip(Document *doc, const QString &sound, double offset)
{
    Project p;
    Clip clip(QStringLiteral("walk"));
    clip.frames = testutil::trackOf({100, 100, 100, 100, 100, 100});
    clip.audio = ClipAudio{sound, offset};
    p.clips = {clip};
    doc->reset(p, m_dir.filePath(QStringLiteral("walk.json")));
}

void TestSoundPlayback::followsTheClock_data()
{
    QTest::addColumn<QString>("sound");
    QTest::newRow("wav") << QStringLiteral("tone.wav");
    QTest::newRow("ogg") << QStringLiteral("tone.ogg");
    QTest::newRow("mp3") << QStringLiteral("tone.mp3");
}

void TestSoundPlayback::followsTheClock()
{
    QFETCH(QString, sound);
    Document doc;
    openClip(&doc, sound, -200.0); // the sound is 200 ms ahead of the clip: it plays 200..800 each lap
    PlaybackClock clock;
    clock.setClip(&doc.clip());
    SoundPlayer player(&doc, &clock);
    player.setMuted(true);
    QVERIFY(QTest::qWaitFor([&] { return player.player()->mediaStatus() == QMediaPlayer::LoadedMedia; }, 10000));

    QList<DriftSample> samples;
    QElapsedTimer wall;
    double lastJump = 0.0;
    double lastClipTime = 0.0;
    int wraps = 0;
    QTimer renders;
    renders.setInterval(16);
    connect(&renders, &QTimer::timeout, this, [&] {
        clock.advance();
        const double now = double(wall.nsecsElapsed()) / 1e6;
        if (clock.clipTime() < lastClipTime) {
            ++wraps;
            lastJump = now;
        }
        lastClipTime = clock.clipTime();
        if (player.player()->playbackState() == QMediaPlayer::PlayingState && player.sync().expectedPosition())
            samples.append({now, now - lastJump, player.msSinceSeek(), player.drift()});
    });
    wall.start();
    clock.play();
    renders.start();
    QTest::qWait(2600); // four laps and more at 1x
    const int wrapsAt1x = wraps;
    clock.setSpeed(1.5);
    lastJump = double(wall.nsecsElapsed()) / 1e6;
    QTest::qWait(2000); // five laps at 1.5x
    renders.stop();
    const int seeks = player.seekCount();
    clock.pause();
    QVERIFY2(wrapsAt1x >= 4, qPrintable(QString::number(wrapsAt1x)));
    QVERIFY2(wraps - wrapsAt1x >= 5, qPrintable(QString::number(wraps - wrapsAt1x)));
    QCOMPARE(player.player()->playbackRate(), 1.5);

    // From two renders after each seek on (the player reports its target while its pipeline
    // starts, a lag the sync learns on the first seeks and then aims ahead by), the renders find
    // the sound within one frame of the clock, across every wrap and the speed change. A seek that
    // lands wrong (a slow start on a busy machine) is seen and corrected at the first look after
    // it, so no render from settleMs and two renders after a seek on is ever a frame off.
    const double frame = 1000.0 / 60.0;
    const double warmUp = 1000.0;
    const double afterSeek = 30.0;
    const double corrected = SoundSync::settleMs + 2 * 16.0 + 10.0;
    int checked = 0;
    int within = 0;
    double worst = 0.0;
    double worstAtSeek = 0.0;
    QStringList uncorrected;
    for (const DriftSample &s : samples) {
        if (s.wall < warmUp)
            continue;
        if (s.sinceSeek < afterSeek) {
            worstAtSeek = std::max(worstAtSeek, std::abs(s.drift));
            continue;
        }
        ++checked;
        worst = std::max(worst, std::abs(s.drift));
        if (std::abs(s.drift) <= frame)
            ++within;
        else if (s.sinceSeek >= corrected)
            uncorrected << QStringLiteral("%1 ms: %2").arg(s.wall, 0, 'f', 0).arg(s.drift, 0, 'f', 1);
    }
    if (qEnvironmentVariableIsSet("INBETWEEN_DRIFT_LOG"))
        for (const DriftSample &s : samples)
            qInfo("%8.1f %8.1f %8.1f %8.1f", s.wall, s.sinceJump, s.sinceSeek, s.drift);
    qInfo("%s: %d of %d renders within one frame (worst %.1f ms); within %.0f ms of a seek %.1f ms (lead %.1f ms); "
          "%d seeks for %d wraps and a speed change",
          qPrintable(sound), within, checked, worst, afterSeek, worstAtSeek, player.sync().lead(), seeks, wraps);
    QVERIFY2(checked > int(samples.size()) / 2, qPrintable(QString::number(checked)));
    QVERIFY2(uncorrected.isEmpty(), qPrintable(uncorrected.join(QStringLiteral(", "))));
    QVERIFY2(within >= checked * 95 / 100, qPrintable(QStringLiteral("%1 of %2").arg(within).arg(checked)));
    // About one seek a wrap, a few to learn the lag and, on a loaded machine, a drift correction
    // now and then (16 for 9 wraps under a parallel ctest): never a storm of them (one a render
    // would be some 280).
    QVERIFY2(seeks <= 2 * wraps + 6, qPrintable(QStringLiteral("%1 seeks for %2 wraps").arg(seeks).arg(wraps)));
}

void TestSoundPlayback::pauseStopsTheSound()
{
    Document doc;
    openClip(&doc, QStringLiteral("tone.wav"), 0.0);
    PlaybackClock clock;
    clock.setClip(&doc.clip());
    SoundPlayer player(&doc, &clock);
    player.setMuted(true);
    QVERIFY(QTest::qWaitFor([&] { return player.player()->mediaStatus() == QMediaPlayer::LoadedMedia; }, 10000));
    clock.play();
    QTRY_COMPARE(player.player()->playbackState(), QMediaPlayer::PlayingState);
    QTest::qWait(200);
    clock.advance();
    clock.pause();
    QCOMPARE(player.player()->playbackState(), QMediaPlayer::PausedState);
    const qint64 at = player.player()->position();
    QTest::qWait(200);
    QCOMPARE(player.player()->position(), at);
    clock.stop();
    QVERIFY(player.player()->playbackState() != QMediaPlayer::PlayingState);
}

void TestSoundPlayback::scrubPlaysASliceAndStops()
{
    Document doc;
    openClip(&doc, QStringLiteral("tone.ogg"), 100.0);
    PlaybackClock clock;
    clock.setClip(&doc.clip());
    SoundPlayer player(&doc, &clock);
    player.setMuted(true);
    QVERIFY(QTest::qWaitFor([&] { return player.player()->mediaStatus() == QMediaPlayer::LoadedMedia; }, 10000));
    clock.seek(400.0);
    player.scrub(400.0);
    QCOMPARE(player.player()->playbackState(), QMediaPlayer::PlayingState);
    QTRY_VERIFY(player.player()->position() >= 300);
    // About 80 ms later it stops by itself, a slice's length on from 300.
    QTRY_COMPARE_WITH_TIMEOUT(player.player()->playbackState(), QMediaPlayer::PausedState, 1000);
    const qint64 end = player.player()->position();
    QVERIFY2(end >= 300 + 40 && end <= 300 + 200, qPrintable(QString::number(end)));
    // Before the sound's start nothing sounds.
    player.scrub(50.0);
    QVERIFY(player.player()->playbackState() != QMediaPlayer::PlayingState);
}

void TestSoundPlayback::noDeviceIsSaidInTheStatus()
{
    Document doc;
    openClip(&doc, QStringLiteral("tone.wav"), 0.0);
    PlaybackClock clock;
    clock.setClip(&doc.clip());
    SoundPlayer player(&doc, &clock);
    if (player.hasOutputDevice()) {
        QVERIFY(player.problem().isEmpty());
        QSKIP("this machine has an audio output device");
    }
    QVERIFY2(player.problem().startsWith(QStringLiteral("No audio output device")), qPrintable(player.problem()));
}

void TestSoundPlayback::aClipWithoutSoundIsSilent()
{
    Document doc;
    openClip(&doc, QStringLiteral("tone.wav"), 0.0);
    PlaybackClock clock;
    clock.setClip(&doc.clip());
    SoundPlayer player(&doc, &clock);
    QVERIFY(!player.source().isEmpty());
    Project p = doc.project();
    p.clips[0].audio.reset();
    doc.reset(p, doc.filePath());
    clock.setClip(&doc.clip());
    QVERIFY(player.source().isEmpty());
    QVERIFY(player.problem().isEmpty());
    clock.play();
    QTest::qWait(100);
    clock.advance();
    QVERIFY(player.player()->playbackState() != QMediaPlayer::PlayingState);
}

// A sound that cannot play is said in the animator's words, never in the decoder's (GStreamer's
// "state change failed and some element failed to post a proper error message with the reason
// for the failure" reached the status bar: issue 39).
void TestSoundPlayback::unplayableSoundIsSaidForPeople_data()
{
    QTest::addColumn<QByteArray>("bytes"); // the file's content; empty: no file
    QTest::addColumn<QString>("expectedStart");
    QTest::newRow("missing") << QByteArray() << QStringLiteral("gone.wav is missing: the clip plays silently");
    QTest::newRow("not a sound") << QByteArray("these are my notes, not a sound\n") << QStringLiteral("gone.wav cannot be played: ");
    // A RIFF WAVE of a codec (0x1234) that no decoder knows: refused by its header, before the
    // decoder could say it in its own words.
    const QByteArray odd = soundfiles::wavBytes(0x1234, 1, 44100, 16, QByteArray(4096, 'Z'));
    QTest::newRow("a WAV of another codec") << odd << QStringLiteral("gone.wav cannot be played: ");
}

void TestSoundPlayback::unplayableSoundIsSaidForPeople()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expectedStart);
    const QString path = m_dir.filePath(QStringLiteral("gone.wav"));
    QFile::remove(path);
    if (!bytes.isEmpty())
        QVERIFY(soundfiles::writeFile(path, bytes));
    Document doc;
    openClip(&doc, QStringLiteral("gone.wav"), 0.0);
    PlaybackClock clock;
    clock.setClip(&doc.clip());
    SoundPlayer player(&doc, &clock);
    QVERIFY(QTest::qWaitFor([&] { return player.problem().startsWith(expectedStart); }, 10000));
    for (const char *raw : {"element", "state change", "GStreamer", "gst", "Could not"})
        QVERIFY2(!player.problem().contains(QLatin1String(raw), Qt::CaseInsensitive), qPrintable(player.problem()));
    QFile::remove(path);
}

QTEST_MAIN(TestSoundPlayback)
#include "tst_soundplayback.moc"
