// An MP4 review of a clip with a sound (DESIGN.md, "Review exports"): the sound as AAC, muxed at
// the clip's offset and cut at the period's end. The WAVs are written here sample by sample (a tone
// after silence, footsteps), the MP4's sound decoded by FFmpeg to raw samples and the tone's onset
// found: within one AAC frame (1024 samples) of the offset.

#include "common/soundfiles.h"
#include "common/testpaths.h"
#include "review/reviewreaders.h"

#include <QTemporaryDir>
#include <QTest>

using namespace reviewtest;

namespace {
constexpr int kRate = 48000;
constexpr double kFrameMs = 1024.0 * 1000.0 / kRate; // one AAC frame

// The MP4's first audio stream as mono float samples at 48 kHz, decoded by FFmpeg.
QList<float> decodedSound(const QString &file)
{
    const QByteArray raw = run(QStringLiteral("ffmpeg"),
                               {QStringLiteral("-v"), QStringLiteral("error"), QStringLiteral("-i"), file,
                                QStringLiteral("-map"), QStringLiteral("0:a:0"), QStringLiteral("-ac"), QStringLiteral("1"),
                                QStringLiteral("-ar"), QString::number(kRate), QStringLiteral("-f"), QStringLiteral("f32le"),
                                QStringLiteral("-")});
    QList<float> out(raw.size() / 4);
    std::memcpy(out.data(), raw.constData(), size_t(out.size()) * 4);
    return out;
}

// The time in ms of the first sample at or after `fromMs` louder than `level`; -1 when none.
double onsetMs(const QList<float> &samples, double fromMs, float level = 0.1f)
{
    for (qsizetype i = qsizetype(fromMs * kRate / 1000.0); i < samples.size(); ++i) {
        if (std::abs(samples[i]) > level)
            return i * 1000.0 / kRate;
    }
    return -1;
}

QString probeAudio(const QString &file, const QString &entry)
{
    return QString::fromUtf8(run(QStringLiteral("ffprobe"), {QStringLiteral("-v"), QStringLiteral("error"),
                                                             QStringLiteral("-select_streams"), QStringLiteral("a:0"),
                                                             QStringLiteral("-show_entries"), QStringLiteral("stream=") + entry,
                                                             QStringLiteral("-of"), QStringLiteral("csv=p=0"), file})
                                 .trimmed());
}
} // namespace

class TestReviewSound : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString exportMp4(const QByteArray &json)
    {
        const QString project = m_dir.filePath(QStringLiteral("project.json"));
        const QString out = m_dir.filePath(QStringLiteral("out.mp4"));
        QFile::remove(out);
        if (!reviewtest::writeFile(project, json))
            return {};
        QProcess cli;
        cli.start(testpaths::cli(), {QStringLiteral("export"), project, QStringLiteral("--format"),
                                                   QStringLiteral("mp4"), QStringLiteral("-o"), out});
        if (!cli.waitForFinished(60000) || cli.exitCode() != 0) {
            qWarning("%s", cli.readAllStandardError().constData());
            return {};
        }
        return out;
    }

private slots:
    void initTestCase()
    {
        for (const char *tool : {"ffmpeg", "ffprobe"}) {
            if (program(QString::fromLatin1(tool)).isEmpty())
                QSKIP(qPrintable(QStringLiteral("%1 is not installed").arg(QLatin1String(tool))));
        }
        QVERIFY(m_dir.isValid());
        QVERIFY(sheet(8).save(m_dir.filePath(QStringLiteral("sheet.png"))));
    }

    // 200 ms of silence, then a 440 Hz tone for 600 ms; the clip is 1000 ms long.
    void toneStartsAtItsOffset_data()
    {
        QTest::addColumn<int>("rate");
        QTest::addColumn<double>("offset");
        QTest::addColumn<double>("onset"); // where the tone starts in the MP4
        QTest::newRow("offset 300") << 48000 << 300.0 << 500.0;
        QTest::newRow("offset 0") << 48000 << 0.0 << 200.0;
        QTest::newRow("offset -100: the sound's start cut") << 48000 << -100.0 << 100.0;
        QTest::newRow("44.1 kHz, resampled") << 44100 << 300.0 << 500.0;
    }
    void toneStartsAtItsOffset()
    {
        QFETCH(int, rate);
        QFETCH(double, offset);
        QFETCH(double, onset);
        QList<qint16> samples(rate / 5, 0);
        samples += soundfiles::sine(440.0, 0.5, 600.0, rate);
        QVERIFY(soundfiles::writeWav16(m_dir.filePath(QStringLiteral("tone.wav")), samples, rate));
        const QString audio = QStringLiteral("{\"file\": \"tone.wav\", \"offset\": %1}").arg(offset);
        const QString file = exportMp4(projectJson({250, 250, 250, 250}, QStringLiteral("loop"), 8, {}, audio));
        QVERIFY(!file.isEmpty());
        QCOMPARE(probeAudio(file, QStringLiteral("codec_name")), QStringLiteral("aac"));
        QCOMPARE(probeAudio(file, QStringLiteral("sample_rate")), QStringLiteral("48000"));
        const QList<float> sound = decodedSound(file);
        const double found = onsetMs(sound, 0.0);
        QVERIFY2(std::abs(found - onset) <= kFrameMs,
                 qPrintable(QStringLiteral("the tone starts at %1 ms, not %2 ms").arg(found).arg(onset)));
        // Cut at the period: 1000 ms of sound (the last AAC frame may not be whole).
        const double length = sound.size() * 1000.0 / kRate;
        QVERIFY2(std::abs(length - 1000.0) <= kFrameMs, qPrintable(QStringLiteral("%1 ms of sound").arg(length)));
    }

    // The hero's walk (four frames of 120 ms) with footsteps at 0 and 240 ms (its events), as the
    // README's example: the frames at their times and each step where it is.
    void heroWalkWithSteps()
    {
        const QString hero = QFINDTESTDATA("../../resources/examples/hero/hero.png");
        QVERIFY(!hero.isEmpty());
        QVERIFY(QFile::copy(hero, m_dir.filePath(QStringLiteral("hero.png"))) || QFile::exists(m_dir.filePath(QStringLiteral("hero.png"))));
        QList<qint16> steps(kRate * 480 / 1000, 0);
        for (double at : {0.0, 240.0}) {
            const QList<qint16> step = soundfiles::sine(180.0, 0.6, 40.0, kRate);
            for (int i = 0; i < step.size(); ++i)
                steps[qsizetype(at * kRate / 1000) + i] = step[i];
        }
        QVERIFY(soundfiles::writeWav16(m_dir.filePath(QStringLiteral("steps.wav")), steps, kRate));
        QStringList frames;
        for (int i = 0; i < 4; ++i)
            frames << QStringLiteral("{\"duration\": 120, \"image\": \"hero.png\", \"region\": [%1, 64, 64, 64]}").arg(i * 64);
        const QByteArray json = QStringLiteral(
            "{\"format\": \"inbetween\", \"version\": 2, \"name\": \"Hero\", \"fps\": 60, \"clips\": [{\"name\": \"walk\", "
            "\"loop\": \"loop\", \"frames\": [%1], \"keyframes\": [], \"events\": [], "
            "\"audio\": {\"file\": \"steps.wav\", \"offset\": 0}}]}")
                                    .arg(frames.join(QStringLiteral(", ")))
                                    .toUtf8();
        const QString file = exportMp4(json);
        QVERIFY(!file.isEmpty());
        double duration = 0;
        QList<double> times = mp4FrameTimes(file, &duration);
        for (double &t : times)
            t = std::round(t);
        QCOMPARE(times, (QList<double>{0, 120, 240, 360}));
        QCOMPARE(std::round(duration), 480.0);
        const QList<float> sound = decodedSound(file);
        const double first = onsetMs(sound, 0.0), second = onsetMs(sound, 120.0);
        QVERIFY2(std::abs(first - 0.0) <= kFrameMs, qPrintable(QString::number(first)));
        QVERIFY2(std::abs(second - 240.0) <= kFrameMs, qPrintable(QString::number(second)));
    }
};

QTEST_GUILESS_MAIN(TestReviewSound)
#include "tst_reviewsound.moc"
