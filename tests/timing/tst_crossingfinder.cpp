// CrossingFinder: every occurrence of an event or a frame entry with t0 <= tau < t1, exactly once
// whatever way time is cut into steps (steps longer than the clip included).

#include "clip.h"
#include "common/testutil.h"
#include "timing/crossingfinder.h"

#include <QRandomGenerator>
#include <QTest>

using namespace inbetween;

Q_DECLARE_METATYPE(inbetween::ClipEvent)

namespace {

Clip clipOf(const QList<double> &durations, const QList<ClipEvent> &events, LoopMode mode)
{
    Clip p;
    p.frames = testutil::trackOf(durations);
    p.events = events;
    p.loop = mode;
    return p;
}

// "f1@100" for a frame entry, "footstep@250" for an event: short and readable in a failure.
QStringList describe(const QList<Crossing> &crossings)
{
    QStringList out;
    for (const Crossing &c : crossings) {
        const QString what = c.kind == Crossing::Kind::Frame ? QStringLiteral("f%1").arg(c.index) : c.name;
        out << QStringLiteral("%1@%2").arg(what).arg(c.time, 0, 'g', 17);
    }
    return out;
}

// The occurrences found without the finder's formulas, on a 1 ms grid (integer durations and
// event times keep every boundary on it): a frame is entered at tau when the frame shown just
// after tau differs from the one just before; an event at e < L occurs where the clip time
// equals e (in loop: where tau - e is a whole number of L, since t = L is clip time 0 again; in
// once: only at its own time); an event at e = L where clip time reaches L (in loop: at every
// wrap kL, k >= 1, before the frame-0 entry and the events at 0 of that instant); an event past
// L, or any event of a clip of length 0, never.
QStringList bruteForce(const Clip &p, int t0, int t1)
{
    QList<Crossing> out;
    const double L = p.length();
    auto frameNear = [&](double t) { return p.frames.frameAt(p.clipTime(t)); };
    auto occurs = [&](double tau, double e) {
        if (!(L > 0.0) || e > L)
            return false;
        if (p.loop == LoopMode::Once)
            return tau == e;
        if (p.loop == LoopMode::Loop)
            return e == L ? tau >= L && std::fmod(tau, L) == 0.0 : std::fmod(tau - e, L) == 0.0;
        return p.clipTime(tau) == e;
    };
    for (int tau = t0; tau < t1; ++tau) {
        for (int i = 0; i < p.events.size(); ++i) {
            if (p.loop == LoopMode::Loop && p.events[i].time == L && occurs(tau, L))
                out.append({double(tau), Crossing::Kind::Event, i, p.events[i].name});
        }
        const int after = frameNear(tau + 0.5);
        if (after != frameNear(tau - 0.5))
            out.append({double(tau), Crossing::Kind::Frame, after, QString()});
        for (int i = 0; i < p.events.size(); ++i) {
            const double e = p.events[i].time;
            if (!(p.loop == LoopMode::Loop && e == L) && occurs(tau, e))
                out.append({double(tau), Crossing::Kind::Event, i, p.events[i].name});
        }
    }
    return describe(out);
}

const QList<ClipEvent> kFootstep{{250, QStringLiteral("footstep")}};

} // namespace

class TestCrossingFinder : public QObject
{
    Q_OBJECT

private slots:
    void exact_data();
    void exact();
    void matchesBruteForce_data();
    void matchesBruteForce();
    void anyPartitionGivesTheSame_data();
    void anyPartitionGivesTheSame();
    void singleFrameClip_data();
    void singleFrameClip();
    void staticClip();
    void motionOnlyClipLoops();
    void emptyAndBackwardSpans();
    void eventBeyondTheClipInPingPong();
    void countBoundIsABound();
};

void TestCrossingFinder::exact_data()
{
    QTest::addColumn<LoopMode>("mode");
    QTest::addColumn<QList<ClipEvent>>("events");
    QTest::addColumn<double>("t0");
    QTest::addColumn<double>("t1");
    QTest::addColumn<QStringList>("expected");

    // [100, 150, 250], L = 500
    QTest::newRow("loop, two periods") << LoopMode::Loop << kFootstep << 0.0 << 1000.0
        << testutil::strings({"f0@0", "f1@100", "f2@250", "footstep@250", "f0@500", "f1@600", "f2@750", "footstep@750"});
    QTest::newRow("loop, half-open span") << LoopMode::Loop << kFootstep << 100.0 << 250.0 << testutil::strings({"f1@100"});
    QTest::newRow("loop, ends just after an entry") << LoopMode::Loop << kFootstep << 99.0 << 250.5
        << testutil::strings({"f1@100", "f2@250", "footstep@250"});
    QTest::newRow("loop, negative time") << LoopMode::Loop << kFootstep << -500.0 << 0.0
        << testutil::strings({"f0@-500", "f1@-400", "f2@-250", "footstep@-250"});
    QTest::newRow("loop, far away") << LoopMode::Loop << kFootstep << 1e6 << 1e6 + 300
        << testutil::strings({"f0@1000000", "f1@1000100", "f2@1000250", "footstep@1000250"});
    QTest::newRow("once") << LoopMode::Once << kFootstep << -100.0 << 5000.0
        << testutil::strings({"f1@100", "f2@250", "footstep@250"});
    QTest::newRow("once, after the end") << LoopMode::Once << kFootstep << 500.0 << 5000.0 << QStringList{};
    QTest::newRow("pingpong, two periods") << LoopMode::PingPong << kFootstep << 0.0 << 2000.0
        << testutil::strings({"f1@100", "f2@250", "footstep@250", "f1@750", "footstep@750", "f0@900",
                       "f1@1100", "f2@1250", "footstep@1250", "f1@1750", "footstep@1750", "f0@1900"});
    QTest::newRow("pingpong, around the turn at L") << LoopMode::PingPong << kFootstep << 400.0 << 760.0
        << testutil::strings({"f1@750", "footstep@750"});
    QTest::newRow("pingpong, negative time") << LoopMode::PingPong << kFootstep << -1000.0 << 0.0
        << testutil::strings({"f1@-900", "f2@-750", "footstep@-750", "f1@-250", "footstep@-250", "f0@-100"});

    // Events at 0 and at L.
    const QList<ClipEvent> ends{{0, QStringLiteral("start")}, {500, QStringLiteral("end")}};
    // An event at L closes each lap: at every wrap, before frame 0 and the events at 0 begin the
    // next one; never at 0 or before.
    QTest::newRow("loop, events at 0 and L") << LoopMode::Loop << ends << 0.0 << 1000.0
        << testutil::strings({"f0@0", "start@0", "f1@100", "f2@250", "end@500", "f0@500", "start@500", "f1@600",
                       "f2@750"});
    QTest::newRow("loop, event at L, up to the second wrap") << LoopMode::Loop << ends << 400.0 << 1000.5
        << testutil::strings({"end@500", "f0@500", "start@500", "f1@600", "f2@750", "end@1000", "f0@1000", "start@1000"});
    QTest::newRow("loop, event at L, never before the first wrap") << LoopMode::Loop << ends << -1000.0 << 1.0
        << testutil::strings({"f0@-1000", "start@-1000", "f1@-900", "f2@-750", "f0@-500", "start@-500", "f1@-400",
                       "f2@-250", "f0@0", "start@0"});
    QTest::newRow("once, events at 0 and L") << LoopMode::Once << ends << -10.0 << 1000.0
        << testutil::strings({"start@0", "f1@100", "f2@250", "end@500"});
    // Past the end: never, in every mode (700 ms in a 500 ms clip used to fire at 200 in loop).
    const QList<ClipEvent> late{{500, QStringLiteral("end")}, {700, QStringLiteral("late")}};
    QTest::newRow("loop, event past L never") << LoopMode::Loop << late << 0.0 << 1600.0
        << testutil::strings({"f0@0", "f1@100", "f2@250", "end@500", "f0@500", "f1@600", "f2@750", "end@1000", "f0@1000",
                       "f1@1100", "f2@1250", "end@1500", "f0@1500"});
    QTest::newRow("once, event past L never") << LoopMode::Once << late << -10.0 << 5000.0
        << testutil::strings({"f1@100", "f2@250", "end@500"});
    QTest::newRow("pingpong, event past L never") << LoopMode::PingPong << late << 0.0 << 2000.0
        << testutil::strings({"f1@100", "f2@250", "end@500", "f1@750", "f0@900", "f1@1100", "f2@1250", "end@1500",
                       "f1@1750", "f0@1900"});
    QTest::newRow("pingpong, events at 0 and L: once at each turn") << LoopMode::PingPong << ends << 0.0 << 2000.0
        << testutil::strings({"start@0", "f1@100", "f2@250", "end@500", "f1@750", "f0@900", "start@1000", "f1@1100",
                       "f2@1250", "end@1500", "f1@1750", "f0@1900"});
}

void TestCrossingFinder::exact()
{
    QFETCH(LoopMode, mode);
    QFETCH(QList<ClipEvent>, events);
    QFETCH(double, t0);
    QFETCH(double, t1);
    QFETCH(QStringList, expected);
    const Clip p = clipOf({100, 150, 250}, events, mode);
    QCOMPARE(describe(CrossingFinder(p).between(t0, t1)), expected);
}

void TestCrossingFinder::matchesBruteForce_data()
{
    QTest::addColumn<LoopMode>("mode");
    QTest::addColumn<QList<double>>("durations");
    QTest::addColumn<QList<ClipEvent>>("events");
    const QList<ClipEvent> many{{0, QStringLiteral("a")}, {37, QStringLiteral("b")}, {100, QStringLiteral("c")},
                                {101, QStringLiteral("d")}, {499, QStringLiteral("e")}, {500, QStringLiteral("f")}};
    const QList<double> d{100, 150, 250};
    const QList<double> odd{1, 3, 96, 17, 383};
    for (LoopMode mode : {LoopMode::Loop, LoopMode::Once, LoopMode::PingPong}) {
        const QByteArray m = loopModeName(mode).toLatin1();
        QTest::newRow(m + ", flipbook") << mode << d << kFootstep;
        QTest::newRow(m + ", events everywhere") << mode << d << many;
        QTest::newRow(m + ", 1 ms frames") << mode << odd << many;
        QTest::newRow(m + ", two frames") << mode << QList<double>{200, 300} << many;
        QTest::newRow(m + ", events at and past L") << mode << d
                                                  << QList<ClipEvent>{{500, QStringLiteral("end")}, {0, QStringLiteral("zero")},
                                                                      {501, QStringLiteral("past")}, {700, QStringLiteral("far")},
                                                                      {500, QStringLiteral("end again")}};
    }
}

void TestCrossingFinder::matchesBruteForce()
{
    QFETCH(LoopMode, mode);
    QFETCH(QList<double>, durations);
    QFETCH(QList<ClipEvent>, events);
    const Clip p = clipOf(durations, events, mode);
    const int L = int(p.length());
    const QStringList expected = bruteForce(p, -3 * L, 7 * L);
    QCOMPARE(describe(CrossingFinder(p).between(-3 * L, 7 * L)), expected);
}

void TestCrossingFinder::anyPartitionGivesTheSame_data()
{
    QTest::addColumn<LoopMode>("mode");
    QTest::addColumn<QList<double>>("durations");
    QTest::addColumn<double>("start");
    QTest::addColumn<double>("maxStep");
    for (LoopMode mode : {LoopMode::Loop, LoopMode::Once, LoopMode::PingPong}) {
        const QByteArray m = loopModeName(mode).toLatin1();
        QTest::newRow(m + ", renders of ~16 ms") << mode << QList<double>{100, 150, 250} << 0.0 << 33.4;
        QTest::newRow(m + ", steps up to 3 L") << mode << QList<double>{100, 150, 250} << 0.0 << 1500.0;
        QTest::newRow(m + ", fractional frames") << mode << QList<double>{0.1, 0.2, 33.3, 16.7} << 0.0 << 20.0;
        QTest::newRow(m + ", fractional, long steps") << mode << QList<double>{0.1, 0.2, 33.3, 16.7} << 0.0 << 200.0;
        QTest::newRow(m + ", from negative time") << mode << QList<double>{100, 150, 250} << -2345.6 << 700.0;
    }
}

void TestCrossingFinder::anyPartitionGivesTheSame()
{
    QFETCH(LoopMode, mode);
    QFETCH(QList<double>, durations);
    QFETCH(double, start);
    QFETCH(double, maxStep);
    const Clip p = clipOf(durations,
                                {{0, QStringLiteral("start")}, {durations[0] / 3, QStringLiteral("early")},
                                 {durations[0], QStringLiteral("second")}, {0, QStringLiteral("start again")}},
                                mode);
    const double L = p.length();
    Clip withEnd = p;
    withEnd.events.append({L, QStringLiteral("end")});
    withEnd.events.append({L * 1.4, QStringLiteral("past")});
    const CrossingFinder finder(withEnd);
    const double end = start + 10 * L;
    const QList<Crossing> whole = finder.between(start, end);
    QVERIFY(!whole.isEmpty());
    QVERIFY(!describe(whole).filter(QStringLiteral("end@")).isEmpty());
    QVERIFY(describe(whole).filter(QStringLiteral("past")).isEmpty());

    QRandomGenerator rng(quint32(qHash(QTest::currentDataTag())));
    for (int round = 0; round < 20; ++round) {
        QList<Crossing> pieces;
        double t = start;
        while (t < end) {
            // Zero-length steps, tiny steps and steps past the clip's length all occur.
            const int kind = rng.bounded(10);
            const double step = kind == 0 ? 0.0 : kind == 1 ? 1e-9 : rng.bounded(maxStep);
            const double next = std::min(end, t + step);
            pieces += finder.between(t, next);
            t = next;
        }
        QCOMPARE(describe(pieces), describe(whole));
    }
}

void TestCrossingFinder::singleFrameClip_data()
{
    QTest::addColumn<LoopMode>("mode");
    QTest::addColumn<QStringList>("expected");
    // A loop starts frame 0 over at every kL; once and pingpong never leave it.
    QTest::newRow("loop") << LoopMode::Loop << testutil::strings({"f0@0", "f0@40", "f0@80"});
    QTest::newRow("once") << LoopMode::Once << QStringList{};
    QTest::newRow("pingpong") << LoopMode::PingPong << QStringList{};
}

void TestCrossingFinder::singleFrameClip()
{
    QFETCH(LoopMode, mode);
    QFETCH(QStringList, expected);
    QCOMPARE(describe(CrossingFinder(clipOf({40}, {}, mode)).between(0, 100)), expected);
}

void TestCrossingFinder::staticClip()
{
    // L = 0: a static clip has no time for an event to occur in, in every mode.
    for (LoopMode mode : {LoopMode::Loop, LoopMode::Once, LoopMode::PingPong}) {
        const Clip p = clipOf({}, {{5, QStringLiteral("late")}, {0, QStringLiteral("zero")}}, mode);
        QCOMPARE(p.length(), 0.0);
        const CrossingFinder finder(p);
        QCOMPARE(describe(finder.between(-10, 10)), QStringList{});
        QCOMPARE(describe(finder.between(-1e6, 1e6)), QStringList{});
    }
}

void TestCrossingFinder::motionOnlyClipLoops()
{
    // Without frames, L is the last key's time, and events repeat with it.
    Clip p;
    Keyframe a, b;
    b.time = 1200;
    p.motion.setKeys({a, b});
    p.events = {{300, QStringLiteral("tick")}};
    QCOMPARE(describe(CrossingFinder(p).between(0, 3000)), (testutil::strings({"tick@300", "tick@1500", "tick@2700"})));
}

void TestCrossingFinder::emptyAndBackwardSpans()
{
    const Clip p = clipOf({100, 150, 250}, kFootstep, LoopMode::Loop);
    const CrossingFinder finder(p);
    QVERIFY(finder.between(250, 250).isEmpty());
    QVERIFY(finder.between(300, 100).isEmpty());
    QCOMPARE(finder.countBound(300, 100), 0.0);
}

void TestCrossingFinder::eventBeyondTheClipInPingPong()
{
    // Clip time never passes L in pingpong, so an event after the end never occurs.
    const Clip p = clipOf({100, 150, 250}, {{600, QStringLiteral("never")}}, LoopMode::PingPong);
    const QStringList found = describe(CrossingFinder(p).between(0, 5000));
    QVERIFY2(!found.join(QLatin1Char(' ')).contains(QLatin1String("never")), qPrintable(found.join(QLatin1Char(' '))));
}

void TestCrossingFinder::countBoundIsABound()
{
    for (LoopMode mode : {LoopMode::Loop, LoopMode::Once, LoopMode::PingPong}) {
        const Clip p = clipOf({100, 150, 250, 7}, {{0, QStringLiteral("a")}, {507, QStringLiteral("b")}}, mode);
        const CrossingFinder finder(p);
        const std::pair<double, double> spans[] = {{0.0, 1.0}, {-50.0, 5000.0}, {3.0, 3e4}, {-1e5, 1e5}};
        for (const auto &[t0, t1] : spans)
            QVERIFY(finder.countBound(t0, t1) >= finder.between(t0, t1).size());
    }
}

QTEST_APPLESS_MAIN(TestCrossingFinder)
#include "tst_crossingfinder.moc"
