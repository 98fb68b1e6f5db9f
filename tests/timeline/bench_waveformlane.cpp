// Benchmark (run by hand and by .ci/benchmarks, not by ctest): the sound lane of a 10-minute
// sound (48 kHz, 28.8 million samples of a tone under a slow swell, its peaks built once as the
// decoder would deliver them) painted across 1600 pixels at every kind of zoom, from the whole
// sound on screen to the timeline's finest zoom (0.01 ms a pixel). Target: under 8 ms a paint.
//
//   QT_QPA_PLATFORM=offscreen build/tests/timeline/bench_waveformlane

#include "audio/waveformpeaks.h"
#include "timeline/sortedevents.h"
#include "timeline/soundlanepainter.h"
#include "timeline/timeaxis.h"

#include <QGuiApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QTest>
#include <cmath>

using namespace inbetween;

class WaveformLaneBenchmark : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void paint_data();
    void paint();

private:
    std::shared_ptr<WaveformPeaks> m_peaks;
    SortedEvents m_events;
};

void WaveformLaneBenchmark::initTestCase()
{
    constexpr int rate = 48000;
    constexpr qint64 total = qint64(rate) * 600;
    auto peaks = std::make_shared<WaveformPeaks>(rate);
    std::vector<float> chunk(4096);
    QElapsedTimer timer;
    timer.start();
    for (qint64 done = 0; done < total;) {
        const qsizetype n = qsizetype(std::min<qint64>(qint64(chunk.size()), total - done));
        for (qsizetype i = 0; i < n; ++i) {
            const double t = double(done + i) / rate;
            chunk[size_t(i)] = float(std::sin(2 * M_PI * 220 * t) * (0.2 + 0.7 * std::abs(std::sin(t * 0.7))));
        }
        peaks->append(chunk.data(), n);
        done += n;
    }
    peaks->finish();
    qInfo("10-minute sound: peaks built in %lld ms, %d levels, %.1f MB", timer.elapsed(), peaks->levelCount(),
          double(peaks->memoryBytes()) / 1e6);
    m_peaks = peaks;
    QList<ClipEvent> events;
    for (int i = 0; i < 1200; ++i)
        events.append({i * 500.0 + 40.0, QStringLiteral("step")});
    m_events.rebuild(events);
}

void WaveformLaneBenchmark::paint_data()
{
    QTest::addColumn<double>("msPerPixel"); // 0: the whole sound in the lane
    QTest::addColumn<double>("centreMs");   // the time in the middle of the lane
    QTest::newRow("whole 10 min") << 0.0 << 300000.0;
    QTest::newRow("100 ms/px") << 100.0 << 300000.0;
    QTest::newRow("10 ms/px") << 10.0 << 300000.0;
    QTest::newRow("1 ms/px") << 1.0 << 300000.0;
    QTest::newRow("0.01 ms/px") << 0.01 << 300000.0;
}

void WaveformLaneBenchmark::paint()
{
    QFETCH(double, msPerPixel);
    QFETCH(double, centreMs);
    constexpr int width = 1600;
    TimeAxis axis;
    axis.setZoomLimits(0.01, 1e6);
    axis.setMsPerPixel(msPerPixel > 0 ? msPerPixel : TimeAxis::fitScale(m_peaks->durationMs(), width));
    if (msPerPixel > 0)
        axis.setScroll(centreMs / axis.msPerPixel() + TimeAxis::margin - width / 2.0);
    QImage image(width, 44, QImage::Format_ARGB32_Premultiplied);
    SoundLanePainter::Input in;
    in.row = QRect(0, 0, width, 44);
    in.exposedLeft = 0;
    in.exposedRight = width - 1;
    in.axis = &axis;
    in.hasSound = true;
    in.fileName = QStringLiteral("ten-minutes.wav");
    in.clipLength = 420000.0; // the clip ends before the sound: both colours are drawn
    in.peaks = m_peaks;
    in.events = &m_events;
    SoundLanePainter::Stats stats;
    QBENCHMARK {
        QPainter painter(&image);
        stats = SoundLanePainter::paint(painter, in);
    }
    QVERIFY(stats.columns > width / 2);
    qInfo("%g ms/px: %d columns from level %d", axis.msPerPixel(), stats.columns, stats.level);
}

QTEST_MAIN(WaveformLaneBenchmark)
#include "bench_waveformlane.moc"
