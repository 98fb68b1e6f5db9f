// The waveform's peaks: a WAV written here sample by sample is decoded by the real
// WaveformLoader (QAudioDecoder on its worker thread) and every bin of every zoom level is
// checked against the samples themselves; a column at any zoom holds exactly the samples of the
// bins it covers. Sounds made by sox (Ogg Vorbis, MP3, FLAC, stereo WAV at 44.1 kHz) decode to
// their length and loudness; a file that is no sound fails with a message.

#include "audio/waveformcache.h"
#include "audio/waveformloader.h"
#include "audio/waveformpeaks.h"
#include "common/soundfiles.h"

#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

using namespace inbetween;

namespace {

// What the decoder hands over for a 16-bit sample: s / 32768 exactly (a power of two).
float asFloat(qint16 s)
{
    return float(s) / 32768.0f;
}

// Min and max of samples [from, to) (clamped to the sound).
WaveformPeaks::Peak peakOfSamples(const QList<qint16> &samples, qint64 from, qint64 to)
{
    from = std::max<qint64>(0, from);
    to = std::min<qint64>(samples.size(), to);
    WaveformPeaks::Peak p{asFloat(samples[from]), asFloat(samples[from])};
    for (qint64 i = from + 1; i < to; ++i) {
        p.min = std::min(p.min, asFloat(samples[i]));
        p.max = std::max(p.max, asFloat(samples[i]));
    }
    return p;
}

std::shared_ptr<const WaveformPeaks> decode(const QString &path, QString *error)
{
    WaveformLoader loader;
    QSignalSpy loaded(&loader, &WaveformLoader::loaded);
    QSignalSpy failed(&loader, &WaveformLoader::failed);
    loader.load(path);
    if (!QTest::qWaitFor([&] { return !loaded.isEmpty() || !failed.isEmpty(); }, 30000)) {
        *error = QStringLiteral("no answer from the loader in 30 s");
        return nullptr;
    }
    if (!failed.isEmpty()) {
        *error = failed.first().at(1).toString();
        return nullptr;
    }
    if (loaded.first().at(0).toString() != path) {
        *error = QStringLiteral("loaded another path");
        return nullptr;
    }
    return loaded.first().at(1).value<std::shared_ptr<const WaveformPeaks>>();
}

} // namespace

Q_DECLARE_METATYPE(std::shared_ptr<const inbetween::WaveformPeaks>)

class TestWaveformPeaks : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyLevelAgainstTheSamples();
    void columnsAtAnyZoom_data();
    void columnsAtAnyZoom();
    void soxSounds_data();
    void soxSounds();
    void notASoundFails_data();
    void notASoundFails();
    void cacheDecodesOnce();

private:
    QTemporaryDir m_dir;
    QList<qint16> m_samples;
    std::shared_ptr<const WaveformPeaks> m_peaks;
};

void TestWaveformPeaks::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // 1.5 s at 48 kHz, and 7 samples more (a last bin that is not full): a quiet sine with loud
    // clicks at random places, the extremes of the 16-bit range among them.
    m_samples = soundfiles::sine(220, 0.25, 1500, WaveformLoader::decodeRate);
    QRandomGenerator rng(16);
    for (int i = 0; i < 7; ++i)
        m_samples.append(qint16(rng.bounded(-1000, 1000)));
    for (int i = 0; i < 40; ++i)
        m_samples[rng.bounded(int(m_samples.size()))] = qint16(rng.bounded(-32768, 32768));
    m_samples[1234] = -32768;
    m_samples[m_samples.size() - 1] = 32767;
    const QString path = m_dir.filePath(QStringLiteral("clicks.wav"));
    QVERIFY(soundfiles::writeWav16(path, m_samples, WaveformLoader::decodeRate));
    QString error;
    m_peaks = decode(path, &error);
    QVERIFY2(m_peaks, qPrintable(error));
}

void TestWaveformPeaks::everyLevelAgainstTheSamples()
{
    QCOMPARE(m_peaks->sampleCount(), qint64(m_samples.size()));
    QCOMPARE(m_peaks->sampleRate(), WaveformLoader::decodeRate);
    QVERIFY(m_peaks->levelCount() >= 2);
    QCOMPARE(m_peaks->level(m_peaks->levelCount() - 1).size(), size_t(1));
    for (int level = 0; level < m_peaks->levelCount(); ++level) {
        const qint64 bin = m_peaks->binSamples(level);
        const std::vector<WaveformPeaks::Peak> &bins = m_peaks->level(level);
        QCOMPARE(qint64(bins.size()), (qint64(m_samples.size()) + bin - 1) / bin);
        for (size_t i = 0; i < bins.size(); ++i) {
            const WaveformPeaks::Peak expected = peakOfSamples(m_samples, qint64(i) * bin, qint64(i + 1) * bin);
            if (!(bins[i] == expected))
                QFAIL(qPrintable(QStringLiteral("level %1 bin %2: [%3, %4], the samples say [%5, %6]")
                                     .arg(level)
                                     .arg(i)
                                     .arg(bins[i].min)
                                     .arg(bins[i].max)
                                     .arg(expected.min)
                                     .arg(expected.max)));
        }
    }
    const WaveformPeaks::Peak all = m_peaks->level(m_peaks->levelCount() - 1).front();
    QCOMPARE(all.min, -1.0f);
    QCOMPARE(all.max, 32767.0f / 32768.0f);
}

void TestWaveformPeaks::columnsAtAnyZoom_data()
{
    QTest::addColumn<double>("startMs");
    QTest::addColumn<double>("msPerColumn");
    QTest::newRow("finer than a bin") << 10.0 << 0.01;
    QTest::newRow("a bin a column") << 0.0 << 1000.0 * WaveformPeaks::baseBin / WaveformLoader::decodeRate;
    QTest::newRow("1 ms") << 3.5 << 1.0;
    QTest::newRow("7.3 ms") << 0.0 << 7.3;
    QTest::newRow("100 ms, starting before the sound") << -250.0 << 100.0;
    QTest::newRow("whole sound in three") << 0.0 << 600.0;
}

void TestWaveformPeaks::columnsAtAnyZoom()
{
    QFETCH(double, startMs);
    QFETCH(double, msPerColumn);
    const int count = 200;
    const std::vector<WaveformPeaks::Peak> columns = m_peaks->columns(startMs, msPerColumn, count);
    QCOMPARE(int(columns.size()), count);
    const int level = m_peaks->levelFor(msPerColumn);
    const double rate = WaveformLoader::decodeRate;
    const qint64 bin = m_peaks->binSamples(level);
    // The level is the coarsest whose bins fit in a column.
    QVERIFY(level == 0 || bin <= msPerColumn * rate / 1000.0);
    QVERIFY(level + 1 == m_peaks->levelCount() || m_peaks->binSamples(level + 1) > msPerColumn * rate / 1000.0);
    for (int i = 0; i < count; ++i) {
        const double from = startMs + i * msPerColumn;
        const double to = startMs + (i + 1) * msPerColumn;
        const double binMs = double(bin) * 1000.0 / rate;
        const qint64 firstSample = qint64(std::floor(std::max(0.0, from) / binMs)) * bin;
        qint64 endSample = qint64(std::ceil(to / binMs)) * bin;
        endSample = std::max(endSample, firstSample + bin);
        if (to <= 0.0 || firstSample >= m_samples.size()) {
            QCOMPARE(columns[size_t(i)], WaveformPeaks::Peak());
            continue;
        }
        const WaveformPeaks::Peak expected = peakOfSamples(m_samples, firstSample, endSample);
        QVERIFY2(columns[size_t(i)] == expected, qPrintable(QStringLiteral("column %1").arg(i)));
    }
}

void TestWaveformPeaks::soxSounds_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("rate");
    QTest::addColumn<double>("lengthTolerance"); // ms: MP3's encoder delay and padding
    QTest::newRow("ogg") << QStringLiteral("tone.ogg") << 44100 << 2.0;
    QTest::newRow("mp3") << QStringLiteral("tone.mp3") << 44100 << 60.0;
    QTest::newRow("flac 24-bit") << QStringLiteral("tone.flac") << 44100 << 2.0;
    QTest::newRow("wav 32-bit at 22.05 kHz") << QStringLiteral("tone.wav") << 22050 << 2.0;
}

void TestWaveformPeaks::soxSounds()
{
    QFETCH(QString, name);
    QFETCH(int, rate);
    QFETCH(double, lengthTolerance);
    if (!soundfiles::haveSox())
        QSKIP("sox is not installed (resources/debian-packages.txt lists it)");
    const QString path = m_dir.filePath(name);
    QString error;
    QVERIFY2(soundfiles::soxTone(path, 0.75, 440, rate, &error), qPrintable(error));
    const auto peaks = decode(path, &error);
    QVERIFY2(peaks, qPrintable(error));
    QVERIFY2(std::abs(peaks->durationMs() - 750.0) <= lengthTolerance, qPrintable(QString::number(peaks->durationMs())));
    // A tone at 0.8 of full scale: its peak, within what the codecs and resampling leave of it.
    const WaveformPeaks::Peak all = peaks->level(peaks->levelCount() - 1).front();
    QVERIFY2(std::abs(all.max - 0.8f) < 0.05f && std::abs(all.min + 0.8f) < 0.05f,
             qPrintable(QStringLiteral("[%1, %2]").arg(all.min).arg(all.max)));
    // And it sounds all the way through: every 50 ms column is loud.
    for (const WaveformPeaks::Peak &p : peaks->columns(25.0, 50.0, 14))
        QVERIFY(p.max > 0.7f);
}

// A failure says why in the lane's words, not the decoder's ("GStreamer; Unable to start decoding
// process" showed on the sound lane: issue 39's messages for people).
void TestWaveformPeaks::notASoundFails_data()
{
    QTest::addColumn<QByteArray>("bytes"); // empty: no file
    QTest::addColumn<QString>("expectedStart");
    QTest::newRow("missing") << QByteArray() << QStringLiteral("missing");
    QTest::newRow("text") << QByteArray("footstep at 250 ms\n") << QStringLiteral("not a sound: ");
    QTest::newRow("a WAV of another codec") << soundfiles::wavBytes(0x1234, 1, 44100, 16, QByteArray(4096, 'Z'))
                                            << QStringLiteral("not a sound: a WAV file of codec 0x1234");
    // Its header is a sound's, so only the decoder can tell: it fails or gives nothing.
    QTest::newRow("an Ogg cut after its headers") << QByteArray("cut") << QStringLiteral("cannot be decoded: |no sound in it");
}

void TestWaveformPeaks::notASoundFails()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expectedStart);
    const QString path = m_dir.filePath(QStringLiteral("notes.wav"));
    QFile::remove(path);
    if (bytes == "cut") {
        if (!soundfiles::haveSox())
            QSKIP("sox is not installed (resources/debian-packages.txt lists it)");
        const QString ogg = m_dir.filePath(QStringLiteral("whole.ogg"));
        QString error;
        QVERIFY2(soundfiles::soxTone(ogg, 0.75, 440, 44100, &error), qPrintable(error));
        QFile whole(ogg);
        QVERIFY(whole.open(QIODevice::ReadOnly));
        bytes = whole.read(4200); // the identification, comment and setup headers, and no audio
    }
    if (!bytes.isEmpty())
        QVERIFY(soundfiles::writeFile(path, bytes));
    QString error;
    QVERIFY(!decode(path, &error));
    const QStringList starts = expectedStart.split(QLatin1Char('|'));
    QVERIFY2(std::any_of(starts.cbegin(), starts.cend(), [&](const QString &start) { return error.startsWith(start); }),
             qPrintable(error));
    QVERIFY2(!error.contains(QLatin1String("GStreamer")), qPrintable(error));
}

void TestWaveformPeaks::cacheDecodesOnce()
{
    WaveformCache cache;
    QSignalSpy changed(&cache, &WaveformCache::changed);
    const QString path = m_dir.filePath(QStringLiteral("clicks.wav"));
    QCOMPARE(cache.entry(path).state, WaveformCache::Entry::State::Loading);
    QCOMPARE(cache.entry(path).state, WaveformCache::Entry::State::Loading); // not a second decode
    QVERIFY(changed.wait(30000));
    const WaveformCache::Entry e = cache.entry(path);
    QCOMPARE(e.state, WaveformCache::Entry::State::Ready);
    QCOMPARE(e.peaks->sampleCount(), qint64(m_samples.size()));
    QTest::qWait(200);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(cache.entry(QString()).state, WaveformCache::Entry::State::None);
}

QTEST_MAIN(TestWaveformPeaks)
#include "tst_waveformpeaks.moc"
