// Loop modes: DESIGN.md's mapping of playback time t to clip time c, and the frame it shows.

#include "common/testutil.h"
#include "timing/loopmode.h"

#include <QRandomGenerator>
#include <QTest>
#include <cmath>

using namespace inbetween;

class TestLoopMode : public QObject
{
    Q_OBJECT

private slots:
    void clipTime_data();
    void clipTime();
    void frameShown_data();
    void frameShown();
    void loopStaysHalfOpen();
    void clipTimeIsExactInsideTheClip_data();
    void clipTimeIsExactInsideTheClip();
    void justBeforeABoundary_data();
    void justBeforeABoundary();
    void matchesExactRemainder_data();
    void matchesExactRemainder();
    void matchesFormula_data();
    void matchesFormula();
    void names_data();
    void names();
};

void TestLoopMode::clipTime_data()
{
    QTest::addColumn<LoopMode>("mode");
    QTest::addColumn<double>("length");
    QTest::addColumn<double>("t");
    QTest::addColumn<double>("c");

    const double L = 500;
    // loop: c = ((t mod L) + L) mod L, in [0, L)
    QTest::newRow("loop 0") << LoopMode::Loop << L << 0.0 << 0.0;
    QTest::newRow("loop 499") << LoopMode::Loop << L << 499.0 << 499.0;
    QTest::newRow("loop L gives 0") << LoopMode::Loop << L << 500.0 << 0.0;
    QTest::newRow("loop 1250") << LoopMode::Loop << L << 1250.0 << 250.0;
    QTest::newRow("loop -1") << LoopMode::Loop << L << -1.0 << 499.0;
    QTest::newRow("loop -250") << LoopMode::Loop << L << -250.0 << 250.0;
    QTest::newRow("loop -L") << LoopMode::Loop << L << -500.0 << 0.0;
    QTest::newRow("loop -1201") << LoopMode::Loop << L << -1201.0 << 299.0;
    QTest::newRow("loop fractional") << LoopMode::Loop << 0.75 << 2.0 << 0.5;
    // once: c = clamp(t, 0, L)
    QTest::newRow("once -100") << LoopMode::Once << L << -100.0 << 0.0;
    QTest::newRow("once 0") << LoopMode::Once << L << 0.0 << 0.0;
    QTest::newRow("once 499") << LoopMode::Once << L << 499.0 << 499.0;
    QTest::newRow("once L") << LoopMode::Once << L << 500.0 << 500.0;
    QTest::newRow("once 501") << LoopMode::Once << L << 501.0 << 500.0;
    QTest::newRow("once 1e9") << LoopMode::Once << L << 1e9 << 500.0;
    // pingpong: u = ((t mod 2L) + 2L) mod 2L; c = u if u <= L else 2L - u
    QTest::newRow("pingpong 0") << LoopMode::PingPong << L << 0.0 << 0.0;
    QTest::newRow("pingpong 499") << LoopMode::PingPong << L << 499.0 << 499.0;
    QTest::newRow("pingpong L") << LoopMode::PingPong << L << 500.0 << 500.0;
    QTest::newRow("pingpong 501") << LoopMode::PingPong << L << 501.0 << 499.0;
    QTest::newRow("pingpong 750") << LoopMode::PingPong << L << 750.0 << 250.0;
    QTest::newRow("pingpong 999") << LoopMode::PingPong << L << 999.0 << 1.0;
    QTest::newRow("pingpong 2L") << LoopMode::PingPong << L << 1000.0 << 0.0;
    QTest::newRow("pingpong 1001") << LoopMode::PingPong << L << 1001.0 << 1.0;
    QTest::newRow("pingpong -1") << LoopMode::PingPong << L << -1.0 << 1.0;
    QTest::newRow("pingpong -499") << LoopMode::PingPong << L << -499.0 << 499.0;
    QTest::newRow("pingpong -L") << LoopMode::PingPong << L << -500.0 << 500.0;
    QTest::newRow("pingpong -600") << LoopMode::PingPong << L << -600.0 << 400.0;
    // A static clip (L = 0): every sample is the same.
    QTest::newRow("static loop") << LoopMode::Loop << 0.0 << 123.0 << 0.0;
    QTest::newRow("static once") << LoopMode::Once << 0.0 << -5.0 << 0.0;
    QTest::newRow("static pingpong") << LoopMode::PingPong << 0.0 << 77.0 << 0.0;
}

void TestLoopMode::clipTime()
{
    QFETCH(LoopMode, mode);
    QFETCH(double, length);
    QFETCH(double, t);
    QFETCH(double, c);
    QCOMPARE(clipTimeAt(t, length, mode), c);
}

void TestLoopMode::frameShown_data()
{
    QTest::addColumn<LoopMode>("mode");
    QTest::addColumn<double>("t");
    QTest::addColumn<int>("frame");

    // [100, 150, 250], L = 500: the seed's edge cases, then each mode at and around its ends.
    QTest::newRow("loop 99") << LoopMode::Loop << 99.0 << 0;
    QTest::newRow("loop 100") << LoopMode::Loop << 100.0 << 1;
    QTest::newRow("loop 250") << LoopMode::Loop << 250.0 << 2;
    QTest::newRow("loop 500") << LoopMode::Loop << 500.0 << 0;
    QTest::newRow("loop 499") << LoopMode::Loop << 499.0 << 2;
    QTest::newRow("loop -1") << LoopMode::Loop << -1.0 << 2;
    QTest::newRow("loop -250") << LoopMode::Loop << -250.0 << 2;
    QTest::newRow("loop -251") << LoopMode::Loop << -251.0 << 1;
    QTest::newRow("loop -400") << LoopMode::Loop << -400.0 << 1;
    QTest::newRow("loop -401") << LoopMode::Loop << -401.0 << 0;
    QTest::newRow("loop -500") << LoopMode::Loop << -500.0 << 0;
    QTest::newRow("once -1") << LoopMode::Once << -1.0 << 0;
    QTest::newRow("once 499") << LoopMode::Once << 499.0 << 2;
    QTest::newRow("once L: last frame") << LoopMode::Once << 500.0 << 2;
    QTest::newRow("once after L") << LoopMode::Once << 10000.0 << 2;
    QTest::newRow("pingpong 499") << LoopMode::PingPong << 499.0 << 2;
    QTest::newRow("pingpong L: last frame") << LoopMode::PingPong << 500.0 << 2;
    QTest::newRow("pingpong 501") << LoopMode::PingPong << 501.0 << 2;
    QTest::newRow("pingpong 750 (c = 250)") << LoopMode::PingPong << 750.0 << 2;
    QTest::newRow("pingpong 751 (c = 249)") << LoopMode::PingPong << 751.0 << 1;
    QTest::newRow("pingpong 900 (c = 100)") << LoopMode::PingPong << 900.0 << 1;
    QTest::newRow("pingpong 901 (c = 99)") << LoopMode::PingPong << 901.0 << 0;
    QTest::newRow("pingpong 999") << LoopMode::PingPong << 999.0 << 0;
    QTest::newRow("pingpong 2L") << LoopMode::PingPong << 1000.0 << 0;
    QTest::newRow("pingpong 1100") << LoopMode::PingPong << 1100.0 << 1;
    QTest::newRow("pingpong -1 (c = 1)") << LoopMode::PingPong << -1.0 << 0;
    QTest::newRow("pingpong -500 (c = L)") << LoopMode::PingPong << -500.0 << 2;
}

void TestLoopMode::frameShown()
{
    QFETCH(LoopMode, mode);
    QFETCH(double, t);
    QFETCH(int, frame);
    const FrameTrack track = testutil::trackOf({100, 150, 250});
    QCOMPARE(track.frameAt(clipTimeAt(t, track.length(), mode)), frame);
}

void TestLoopMode::loopStaysHalfOpen()
{
    // Just below a multiple of L, fmod can round up to L itself; c must stay below L.
    const double L = 0.3;
    for (double t : {-1e-17, -1e-300, std::nextafter(0.0, -1.0), -0.3 - 1e-17, 3.0 - 1e-16}) {
        const double c = clipTimeAt(t, L, LoopMode::Loop);
        QVERIFY2(c >= 0.0 && c < L, qPrintable(QString::number(c, 'g', 17)));
    }
}

void TestLoopMode::clipTimeIsExactInsideTheClip_data()
{
    QTest::addColumn<LoopMode>("mode");
    QTest::newRow("loop") << LoopMode::Loop;
    QTest::newRow("once") << LoopMode::Once;
    QTest::newRow("pingpong") << LoopMode::PingPong;
}

void TestLoopMode::clipTimeIsExactInsideTheClip()
{
    // For 0 <= t < L every mode gives c = t exactly: adding and taking away L again must not
    // round the time (it would move a time just before a frame's start into that frame).
    QFETCH(LoopMode, mode);
    const double L = 500;
    for (int i = 0; i < 100000; ++i) {
        const double t = i * 0.0049999;
        COMPARE_EXACT(clipTimeAt(t, L, mode), t);
    }
    for (double t : {1e-300, 5e-324, 0.1, 100.1, std::nextafter(L, 0.0)})
        COMPARE_EXACT(clipTimeAt(t, L, mode), t);
    if (mode != LoopMode::Once) {
        // A whole period later the clip time is t again, to the bit, when t + period is exact.
        const double period = mode == LoopMode::Loop ? L : 2 * L;
        for (double t : {0.5, 100.25, 250.125, 499.75})
            COMPARE_EXACT(clipTimeAt(t + 3 * period, L, mode), t);
    }
}

void TestLoopMode::justBeforeABoundary_data()
{
    QTest::addColumn<LoopMode>("mode");
    QTest::addColumn<double>("t");
    QTest::addColumn<int>("frame");
    // [100.1, 150, 250]: the largest time before 100.1 is still frame 0.
    const double before = std::nextafter(100.1, 0.0);
    QTest::newRow("loop") << LoopMode::Loop << before << 0;
    QTest::newRow("once") << LoopMode::Once << before << 0;
    QTest::newRow("pingpong") << LoopMode::PingPong << before << 0;
    // Just before 0 in a loop is the end of the previous period: the last frame, not frame 0.
    QTest::newRow("loop, just before 0") << LoopMode::Loop << -1e-300 << 2;
    QTest::newRow("loop, just before -L") << LoopMode::Loop << std::nextafter(-500.1, -1000.0) << 2;
}

void TestLoopMode::justBeforeABoundary()
{
    QFETCH(LoopMode, mode);
    QFETCH(double, t);
    QFETCH(int, frame);
    const FrameTrack track = testutil::trackOf({100.1, 150, 250});
    const double c = clipTimeAt(t, track.length(), mode);
    QVERIFY(c >= 0 && c <= track.length());
    QCOMPARE(track.frameAt(c), frame);
}

void TestLoopMode::matchesExactRemainder_data()
{
    QTest::addColumn<double>("length");
    QTest::newRow("500") << 500.0;
    QTest::newRow("0.3") << 0.3;
    QTest::newRow("1003.7") << 1003.7;
    QTest::newRow("1e-3") << 1e-3;
}

void TestLoopMode::matchesExactRemainder()
{
    // Whatever shortcut clipTimeAt takes, loop must give fmod's exact remainder (shifted once
    // into [0, L) for negative t) and pingpong the mirror of it, to the bit.
    QFETCH(double, length);
    // A negative remainder that rounds up to the period: in loop the time just before a period
    // (the end of the clip); in pingpong clip time 0 (the way back ends there).
    auto reference = [](double t, double period, double atThePeriod) {
        double r = std::fmod(t, period);
        if (r < 0) {
            r += period;
            if (r >= period)
                r = atThePeriod;
        }
        return r;
    };
    QRandomGenerator rng(quint32(length * 1000));
    for (int i = 0; i < 50000; ++i) {
        const double scale = std::pow(10.0, rng.bounded(12.0) - 3); // up to 1e9 periods away
        double t = (rng.bounded(2.0) - 1.0) * scale * length;
        if (i % 3 == 0) // near a multiple of the period, where the quotient is hardest
            t = std::nextafter(std::round(t / length) * length, i % 2 ? INFINITY : -INFINITY);
        COMPARE_EXACT(clipTimeAt(t, length, LoopMode::Loop), reference(t, length, std::nextafter(length, 0.0)));
        const double u = reference(t, 2 * length, 0.0);
        COMPARE_EXACT(clipTimeAt(t, length, LoopMode::PingPong), u <= length ? u : 2 * length - u);
    }
}

void TestLoopMode::matchesFormula_data()
{
    QTest::addColumn<LoopMode>("mode");
    QTest::newRow("loop") << LoopMode::Loop;
    QTest::newRow("once") << LoopMode::Once;
    QTest::newRow("pingpong") << LoopMode::PingPong;
}

void TestLoopMode::matchesFormula()
{
    // Integer times and length keep the formulas exact: clipTimeAt must equal them to the bit.
    QFETCH(LoopMode, mode);
    const double L = 370;
    for (double t = -2000; t <= 2000; t += 1) {
        double c = 0;
        if (mode == LoopMode::Loop) {
            c = std::fmod(std::fmod(t, L) + L, L);
        } else if (mode == LoopMode::Once) {
            c = std::min(std::max(t, 0.0), L);
        } else {
            const double u = std::fmod(std::fmod(t, 2 * L) + 2 * L, 2 * L);
            c = u <= L ? u : 2 * L - u;
        }
        COMPARE_EXACT(clipTimeAt(t, L, mode), c);
    }
}

void TestLoopMode::names_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<LoopMode>("mode");
    QTest::newRow("loop") << QStringLiteral("loop") << true << LoopMode::Loop;
    QTest::newRow("once") << QStringLiteral("once") << true << LoopMode::Once;
    QTest::newRow("pingpong") << QStringLiteral("pingpong") << true << LoopMode::PingPong;
    QTest::newRow("Loop (case)") << QStringLiteral("Loop") << false << LoopMode::Loop;
    QTest::newRow("ping-pong") << QStringLiteral("ping-pong") << false << LoopMode::Loop;
    QTest::newRow("empty") << QString() << false << LoopMode::Loop;
}

void TestLoopMode::names()
{
    QFETCH(QString, name);
    QFETCH(bool, valid);
    QFETCH(LoopMode, mode);
    const auto parsed = loopModeFromName(name);
    QCOMPARE(parsed.has_value(), valid);
    if (valid) {
        QCOMPARE(*parsed, mode);
        QCOMPARE(loopModeName(mode), name);
    }
}

QTEST_APPLESS_MAIN(TestLoopMode)
#include "tst_loopmode.moc"
