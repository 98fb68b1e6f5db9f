// Tap tempo (DESIGN.md, "Timing to voice and beat"; Clips > Tap Tempo, Shift+T): the beat grid a
// series of taps gives (TapTempo::gridOf), worked out by hand, and how taps make a series.

#include "timing/taptempo.h"

#include <QTest>

using namespace inbetween;

Q_DECLARE_METATYPE(std::optional<inbetween::BeatGrid>)

namespace {
// Taps at playback times `times`, the first on clip time `firstClipTime` (the clip plays on, so
// each later tap is as far after it in clip time as in playback time).
QList<TapTempo::Tap> tapsAt(const QList<double> &times, double firstClipTime)
{
    QList<TapTempo::Tap> taps;
    for (double t : times)
        taps.append({t, firstClipTime + (t - times.front())});
    return taps;
}
} // namespace

class TestTapTempo : public QObject
{
    Q_OBJECT

private slots:
    void gridOfTaps_data();
    void gridOfTaps();
    void aLoopWrapKeepsTheFirstTapsClipTime();
    void series_data();
    void series();
};

void TestTapTempo::gridOfTaps_data()
{
    QTest::addColumn<QList<double>>("times"); // playback ms of each tap
    QTest::addColumn<double>("firstClipTime");
    QTest::addColumn<std::optional<BeatGrid>>("grid");
    const std::optional<BeatGrid> none;
    QTest::newRow("no taps") << QList<double>{} << 0.0 << none;
    QTest::newRow("one tap") << QList<double>{300} << 300.0 << none;
    QTest::newRow("three taps: fewer than four") << QList<double>{0, 500, 1000} << 0.0 << none;
    QTest::newRow("four even taps: 120 BPM on the first") << QList<double>{0, 500, 1000, 1500} << 0.0
                                                          << std::optional(BeatGrid{120, 0});
    QTest::newRow("the offset is the first tap's clip time")
        << QList<double>{5000, 5500, 6000, 6500} << 250.0 << std::optional(BeatGrid{120, 250});
    QTest::newRow("128 BPM: beats of 468.75 ms") << QList<double>{100, 568.75, 1037.5, 1506.25} << 100.0
                                                 << std::optional(BeatGrid{128, 100});
    // The median interval: one tap 30 ms late moves neither the tempo nor the grid.
    QTest::newRow("one late tap") << QList<double>{0, 500, 1030, 1500, 2000} << 0.0 << std::optional(BeatGrid{120, 0});
    // An even number of intervals: the mean of the two middle ones (480 and 520).
    QTest::newRow("even count of intervals") << QList<double>{0, 480, 1000, 1520, 2000} << 0.0
                                             << std::optional(BeatGrid{120, 0});
    // A beat not tapped: its interval is twice the others, and the median is the beat; the taps
    // after it count two beats on.
    QTest::newRow("a missed beat") << QList<double>{0, 500, 1000, 2000, 2500} << 40.0 << std::optional(BeatGrid{120, 40});
    // The first tap 10 ms early: the others place the grid, the median of where each puts the
    // first beat (10, 0, 0, 0, 0 ms).
    QTest::newRow("an early first tap") << QList<double>{0, 510, 1010, 1510, 2010} << 90.0
                                        << std::optional(BeatGrid{120, 100});
    // Swing between two intervals: the median of 400, 600, 400, 600, 400 is 400.
    QTest::newRow("uneven intervals") << QList<double>{0, 400, 1000, 1400, 2000, 2400} << 0.0
                                      << std::optional(BeatGrid{150, 0});
}

void TestTapTempo::gridOfTaps()
{
    QFETCH(QList<double>, times);
    QFETCH(double, firstClipTime);
    QFETCH(std::optional<BeatGrid>, grid);
    const std::optional<BeatGrid> got = TapTempo::gridOf(times.isEmpty() ? QList<TapTempo::Tap>{} : tapsAt(times, firstClipTime));
    QCOMPARE(got.has_value(), grid.has_value());
    if (grid) {
        QCOMPARE(got->bpm, grid->bpm);
        QCOMPARE(got->offset, grid->offset);
    }
}

void TestTapTempo::aLoopWrapKeepsTheFirstTapsClipTime()
{
    // A 1000 ms loop: the third tap's clip time is 200 after a wrap; playback time runs on, so
    // the intervals stay 600 and the grid starts on the first tap's clip time.
    const QList<TapTempo::Tap> taps{{0, 400}, {600, 0}, {1200, 600}, {1800, 200}};
    const std::optional<BeatGrid> grid = TapTempo::gridOf(taps);
    QVERIFY(grid);
    QCOMPARE(grid->bpm, 100.0);
    QCOMPARE(grid->offset, 400.0);
}

void TestTapTempo::series_data()
{
    QTest::addColumn<QList<double>>("times"); // playback ms of each tap, in the order they come
    QTest::addColumn<int>("count");           // the taps in the series after the last
    QTest::addColumn<double>("bpm");          // 0: no grid
    QTest::newRow("four taps") << QList<double>{0, 500, 1000, 1500} << 4 << 120.0;
    QTest::newRow("a fifth tap goes on") << QList<double>{0, 500, 1000, 1500, 2000} << 5 << 120.0;
    // More than maximumGap after the last tap: a new series, of one tap so far.
    QTest::newRow("a pause starts again") << QList<double>{0, 500, 1000, 1500, 3600} << 1 << 0.0;
    QTest::newRow("a pause then four taps") << QList<double>{0, 500, 1000, 1500, 4000, 4400, 4800, 5200} << 4 << 150.0;
    // Exactly maximumGap after it: still the same series (a 30 BPM tempo can be tapped).
    QTest::newRow("a gap of maximumGap") << QList<double>{0, 2000, 4000, 6000} << 4 << 30.0;
    // Not after the last tap (the clock was sought back): a new series.
    QTest::newRow("back in time") << QList<double>{1000, 1500, 2000, 100, 600} << 2 << 0.0;
    QTest::newRow("the same time twice") << QList<double>{0, 500, 1000, 1000} << 1 << 0.0;
}

void TestTapTempo::series()
{
    QFETCH(QList<double>, times);
    QFETCH(int, count);
    QFETCH(double, bpm);
    TapTempo tempo;
    for (double t : times)
        tempo.tap(t, t);
    QCOMPARE(tempo.count(), count);
    const std::optional<BeatGrid> grid = tempo.grid();
    QCOMPARE(grid.has_value(), bpm > 0.0);
    if (grid)
        QCOMPARE(grid->bpm, bpm);
    tempo.reset();
    QCOMPARE(tempo.count(), 0);
    QVERIFY(!tempo.grid());
}

QTEST_APPLESS_MAIN(TestTapTempo)
#include "tst_taptempo.moc"
