// FrameTrack: prefix sums and the half-open frame intervals of DESIGN.md's "Frames" rule.

#include "common/testutil.h"
#include "timing/frametrack.h"

#include <QRandomGenerator>
#include <QTest>

using namespace inbetween;

namespace {

using testutil::trackOf;

// The seed's linear scan (000_…, frameAt) on a clip time already in [0, L): the reference
// that the binary search must agree with.
int linearFrameAt(const QList<double> &durations, double time)
{
    for (int i = 0; i < durations.size(); ++i) {
        if (time < durations[i])
            return i;
        time -= durations[i];
    }
    return int(durations.size()) - 1;
}

} // namespace

class TestFrameTrack : public QObject
{
    Q_OBJECT

private slots:
    void frameAt_data();
    void frameAt();
    void emptyTrack();
    void starts();
    void agreesWithLinearScan();
    void framesIn_data();
    void framesIn();
    void editsKeepPrefixSums_data();
    void editsKeepPrefixSums();
};

void TestFrameTrack::frameAt_data()
{
    QTest::addColumn<QList<double>>("durations");
    QTest::addColumn<double>("c");
    QTest::addColumn<int>("frame");

    const QList<double> d{100, 150, 250};
    QTest::newRow("0 is frame 0") << d << 0.0 << 0;
    QTest::newRow("99 is frame 0") << d << 99.0 << 0;
    QTest::newRow("99.999 is frame 0") << d << 99.999 << 0;
    QTest::newRow("100 is frame 1") << d << 100.0 << 1;
    QTest::newRow("249 is frame 1") << d << 249.0 << 1;
    QTest::newRow("249.999 is frame 1") << d << 249.999 << 1;
    QTest::newRow("250 is frame 2") << d << 250.0 << 2;
    QTest::newRow("499 is frame 2") << d << 499.0 << 2;
    // A clip time never passes L, but c = L (once, pingpong's turn) is the last frame.
    QTest::newRow("L is the last frame") << d << 500.0 << 2;
    QTest::newRow("past L is the last frame") << d << 800.0 << 2;
    QTest::newRow("before 0 is frame 0") << d << -1.0 << 0;
    QTest::newRow("one frame") << QList<double>{40} << 39.0 << 0;
    QTest::newRow("fractional durations") << QList<double>{0.5, 0.25, 0.25} << 0.75 << 2;
    QTest::newRow("fractional just before") << QList<double>{0.5, 0.25, 0.25} << 0.7499999 << 1;
}

void TestFrameTrack::frameAt()
{
    QFETCH(QList<double>, durations);
    QFETCH(double, c);
    QFETCH(int, frame);
    QCOMPARE(trackOf(durations).frameAt(c), frame);
}

void TestFrameTrack::emptyTrack()
{
    const FrameTrack track;
    QVERIFY(track.isEmpty());
    QCOMPARE(track.count(), 0);
    QCOMPARE(track.length(), 0.0);
    QCOMPARE(track.frameAt(0.0), -1);
    QCOMPARE(track.frameAt(10.0), -1);
    QCOMPARE(track.framesIn(0.0, 10.0), std::make_pair(0, 0));
}

void TestFrameTrack::starts()
{
    const FrameTrack track = trackOf({100, 150, 250});
    QCOMPARE(track.count(), 3);
    QCOMPARE(track.length(), 500.0);
    QCOMPARE(track.start(0), 0.0);
    QCOMPARE(track.start(1), 100.0);
    QCOMPARE(track.start(2), 250.0);
    QCOMPARE(track.start(3), 500.0);
    QCOMPARE(track.end(0), 100.0);
    QCOMPARE(track.end(2), 500.0);
    QCOMPARE(track.starts(), (std::vector<double>{0, 100, 250, 500}));
}

void TestFrameTrack::agreesWithLinearScan()
{
    // Integer durations keep the scan's repeated subtraction exact, so both must agree everywhere.
    QRandomGenerator rng(20261202);
    for (int round = 0; round < 50; ++round) {
        QList<double> durations;
        const int n = 1 + rng.bounded(40);
        for (int i = 0; i < n; ++i)
            durations.append(1 + rng.bounded(300));
        const FrameTrack track = trackOf(durations);
        for (int s = 0; s < 200; ++s) {
            const double c = rng.bounded(int(track.length()) * 4) / 4.0; // quarters hit the boundaries
            QCOMPARE(track.frameAt(c), linearFrameAt(durations, c));
        }
        for (int i = 0; i < n; ++i) {
            QCOMPARE(track.frameAt(track.start(i)), i);
            if (i > 0)
                QCOMPARE(track.frameAt(std::nextafter(track.start(i), 0.0)), i - 1);
        }
    }
}

void TestFrameTrack::framesIn_data()
{
    QTest::addColumn<double>("from");
    QTest::addColumn<double>("to");
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("last");

    // [100, 150, 250]: frame 0 [0,100), frame 1 [100,250), frame 2 [250,500)
    QTest::newRow("inside frame 0") << 10.0 << 20.0 << 0 << 1;
    QTest::newRow("up to a start, half-open") << 0.0 << 100.0 << 0 << 1;
    QTest::newRow("just past a start") << 0.0 << 100.5 << 0 << 2;
    QTest::newRow("from a start") << 100.0 << 250.0 << 1 << 2;
    QTest::newRow("everything") << 0.0 << 500.0 << 0 << 3;
    QTest::newRow("beyond the end") << 300.0 << 900.0 << 2 << 3;
    QTest::newRow("empty span") << 50.0 << 50.0 << 0 << 0;
}

void TestFrameTrack::framesIn()
{
    QFETCH(double, from);
    QFETCH(double, to);
    QFETCH(int, first);
    QFETCH(int, last);
    QCOMPARE(trackOf({100, 150, 250}).framesIn(from, to), std::make_pair(first, last));
}

void TestFrameTrack::editsKeepPrefixSums_data()
{
    QTest::addColumn<int>("edit");
    QTest::newRow("setDuration") << 0;
    QTest::newRow("insert") << 1;
    QTest::newRow("remove") << 2;
    QTest::newRow("move forward") << 3;
    QTest::newRow("move back") << 4;
    QTest::newRow("setFrames") << 5;
}

void TestFrameTrack::editsKeepPrefixSums()
{
    QFETCH(int, edit);
    FrameTrack track = trackOf({100, 150, 250, 0.1, 0.2});
    QList<Frame> expected = track.frames();
    switch (edit) {
    case 0: track.setDuration(1, 75); expected[1].duration = 75; break;
    case 1: track.insert(2, {33, QStringLiteral("x.png")}); expected.insert(2, {33, QStringLiteral("x.png")}); break;
    case 2: track.remove(0); expected.removeAt(0); break;
    case 3: track.move(0, 3); expected.move(0, 3); break;
    case 4: track.move(4, 1); expected.move(4, 1); break;
    case 5: expected = {{7, QString()}, {9, QString()}}; track.setFrames(expected); break;
    }
    QCOMPARE(track.frames(), expected);
    // The starts must be exactly (bit for bit) those of a track built fresh from the same frames.
    const FrameTrack fresh(expected);
    QCOMPARE(track.starts(), fresh.starts());
    QCOMPARE(track.length(), fresh.length());
    for (int i = 0; i < track.count(); ++i)
        QCOMPARE(track.frameAt(track.start(i)), i);
}

QTEST_APPLESS_MAIN(TestFrameTrack)
#include "tst_frametrack.moc"
