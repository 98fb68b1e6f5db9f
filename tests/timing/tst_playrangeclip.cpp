// PlayRangeClip: a clip's play range played as a clip of its own, in each loop mode: the clip
// times it shows and the crossings inside it (boxes' too), checked against DESIGN.md's rules
// worked out directly for the range (not through a cut clip), and whatever way playback is cut
// into steps.
#include "timing/crossingfinder.h"
#include "timing/playrangeclip.h"

#include <QRandomGenerator>
#include <QTest>
#include <algorithm>

using namespace inbetween;

Q_DECLARE_METATYPE(inbetween::LoopMode)
Q_DECLARE_METATYPE(inbetween::PlayRange)

namespace {

// Frames 100, 150, 250, 50, 50, 600 (starts 0, 100, 250, 500, 550, 600; length 1200) and
// events at 0, 120, 500, 520, 560 and 1150.
Clip testClip(LoopMode mode, std::optional<PlayRange> range)
{
    Clip c(QStringLiteral("walk"));
    c.loop = mode;
    QList<Frame> frames;
    for (double d : {100.0, 150.0, 250.0, 50.0, 50.0, 600.0})
        frames.append({d, QString(), std::nullopt});
    c.frames.setFrames(frames);
    c.events = {{0, QStringLiteral("start")}, {120, QStringLiteral("footstep")}, {500, QStringLiteral("blink")},
                {520, QStringLiteral("blink2")}, {560, QStringLiteral("end")}, {1150, QStringLiteral("land")}};
    c.playRange = range;
    return c;
}

struct Expected
{
    double time;
    Crossing::Kind kind;
    int index;
    int rank; // at one instant: an event ending a lap, then frame entries, then events
};

// The occurrences in [0, T) of playing [from, to] of `clip` in its loop mode, from the rules:
// the range is a clip of length R = to - from whose clip time c' is c - from.
QList<Expected> expectedCrossings(const Clip &clip, PlayRange range, double T)
{
    const double R = range.to - range.from;
    const LoopMode mode = clip.loop;
    const double period = mode == LoopMode::Loop ? R : (mode == LoopMode::PingPong ? 2 * R : 0.0);
    QList<Expected> out;
    const auto add = [&](double at, Crossing::Kind kind, int index, double firstAt = 0.0) {
        const int rank = kind == Crossing::Kind::Frame ? 1 : (firstAt > 0.0 ? 0 : 2);
        if (period == 0.0) {
            if (at >= firstAt && at < T)
                out.append({at, kind, index, rank});
            return;
        }
        for (double lap = 0.0; lap + at < T; lap += period) {
            if (lap + at >= firstAt)
                out.append({lap + at, kind, index, rank});
        }
    };
    // Frames: the one holding `from` is entered where a loop starts over; the others where they
    // start, inside the range (and in pingpong where they end, coming back).
    const int first = clip.frames.frameAt(range.from);
    if (mode == LoopMode::Loop)
        add(0.0, Crossing::Kind::Frame, first);
    for (int j = 0; j < clip.frames.count(); ++j) {
        const double s = clip.frames.start(j), e = clip.frames.end(j);
        if (s > range.from && s < range.to)
            add(s - range.from, Crossing::Kind::Frame, j);
        if (mode == LoopMode::PingPong && e > range.from && e < range.to)
            add(2 * R - (e - range.from), Crossing::Kind::Frame, j);
    }
    for (int i = 0; i < clip.events.size(); ++i) {
        const double e = clip.events[i].time;
        if (e < range.from || e > range.to)
            continue;
        const double at = e - range.from;
        if (mode == LoopMode::Loop && at == R)
            add(R, Crossing::Kind::Event, i, R); // the end of every lap, from the first wrap on
        else
            add(at, Crossing::Kind::Event, i);
        if (mode == LoopMode::PingPong && at > 0 && at < R)
            add(2 * R - at, Crossing::Kind::Event, i);
    }
    std::sort(out.begin(), out.end(), [](const Expected &a, const Expected &b) {
        if (a.time != b.time)
            return a.time < b.time;
        if (a.rank != b.rank)
            return a.rank < b.rank;
        return a.index < b.index;
    });
    return out;
}

QString describe(const QList<Crossing> &crossings)
{
    QStringList parts;
    for (const Crossing &c : crossings)
        parts << QStringLiteral("%1%2@%3").arg(c.kind == Crossing::Kind::Frame ? QStringLiteral("f") : QStringLiteral("e")).arg(c.index).arg(c.time);
    return parts.join(QLatin1Char(' '));
}

} // namespace

class TestPlayRangeClip : public QObject
{
    Q_OBJECT
private slots:
    void effectiveRange_data();
    void effectiveRange();
    void clipTimeStaysInTheRange_data();
    void clipTimeStaysInTheRange();
    void crossingsInsideTheRange_data();
    void crossingsInsideTheRange();
    void wholeClipUnchanged();
    void keysOnly();
    void boxesInsideTheRange();
};

void TestPlayRangeClip::effectiveRange_data()
{
    QTest::addColumn<double>("from");
    QTest::addColumn<double>("to");
    QTest::addColumn<bool>("active");
    QTest::addColumn<double>("effectiveFrom");
    QTest::addColumn<double>("effectiveTo");
    QTest::newRow("inside") << 120.0 << 560.0 << true << 120.0 << 560.0;
    QTest::newRow("the whole clip") << 0.0 << 1200.0 << true << 0.0 << 1200.0;
    QTest::newRow("past the end after an edit: cut to it") << 1000.0 << 1500.0 << true << 1000.0 << 1200.0;
    QTest::newRow("wholly past the end: none") << 1300.0 << 1500.0 << false << 0.0 << 0.0;
    QTest::newRow("empty: none") << 300.0 << 300.0 << false << 0.0 << 0.0;
}

void TestPlayRangeClip::effectiveRange()
{
    QFETCH(double, from);
    QFETCH(double, to);
    QFETCH(bool, active);
    const Clip clip = testClip(LoopMode::Loop, PlayRange{from, to});
    const PlayRangeClip part(clip);
    QCOMPARE(part.isActive(), active);
    QCOMPARE(PlayRangeClip::effectiveRange(clip).has_value(), active);
    if (active) {
        QFETCH(double, effectiveFrom);
        QFETCH(double, effectiveTo);
        QCOMPARE(part.range().from, effectiveFrom);
        QCOMPARE(part.range().to, effectiveTo);
    }
    QVERIFY(!PlayRangeClip(testClip(LoopMode::Loop, std::nullopt)).isActive());
}

void TestPlayRangeClip::clipTimeStaysInTheRange_data()
{
    QTest::addColumn<LoopMode>("mode");
    QTest::addColumn<double>("t");
    QTest::addColumn<double>("clipTime");
    // The range [120, 560]: 440 ms.
    QTest::newRow("loop start") << LoopMode::Loop << 0.0 << 120.0;
    QTest::newRow("loop inside") << LoopMode::Loop << 100.0 << 220.0;
    QTest::newRow("loop wraps at its end") << LoopMode::Loop << 440.0 << 120.0;
    QTest::newRow("loop second lap") << LoopMode::Loop << 550.0 << 230.0;
    QTest::newRow("loop before 0") << LoopMode::Loop << -40.0 << 520.0;
    QTest::newRow("once inside") << LoopMode::Once << 100.0 << 220.0;
    QTest::newRow("once holds its end") << LoopMode::Once << 1000.0 << 560.0;
    QTest::newRow("pingpong out") << LoopMode::PingPong << 100.0 << 220.0;
    QTest::newRow("pingpong turn") << LoopMode::PingPong << 440.0 << 560.0;
    QTest::newRow("pingpong back") << LoopMode::PingPong << 540.0 << 460.0;
    QTest::newRow("pingpong next lap") << LoopMode::PingPong << 900.0 << 140.0;
}

void TestPlayRangeClip::clipTimeStaysInTheRange()
{
    QFETCH(LoopMode, mode);
    QFETCH(double, t);
    QFETCH(double, clipTime);
    const PlayRangeClip part(testClip(mode, PlayRange{120, 560}));
    QCOMPARE(part.clipTime(t), clipTime);
    QCOMPARE(part.loop(), mode);
    QCOMPARE(part.length(), 440.0);
}

void TestPlayRangeClip::crossingsInsideTheRange_data()
{
    QTest::addColumn<LoopMode>("mode");
    QTest::addColumn<PlayRange>("range");
    const struct
    {
        const char *name;
        PlayRange range;
    } ranges[] = {
        {"mid-frame to mid-frame", {120, 560}},
        {"on frame starts", {100, 600}},
        {"an event at each end", {0, 1150}},
        {"inside one frame", {620, 900}},
        {"the last frame to the end", {600, 1200}},
    };
    for (const auto &r : ranges) {
        QTest::addRow("%s, loop", r.name) << LoopMode::Loop << r.range;
        QTest::addRow("%s, once", r.name) << LoopMode::Once << r.range;
        QTest::addRow("%s, pingpong", r.name) << LoopMode::PingPong << r.range;
    }
}

// Played for a long while in one step and in random steps (some longer than the range): each
// occurrence inside the range is reported once, at the time the rules give, and nothing else.
void TestPlayRangeClip::crossingsInsideTheRange()
{
    QFETCH(LoopMode, mode);
    QFETCH(PlayRange, range);
    const Clip clip = testClip(mode, range);
    const PlayRangeClip part(clip);
    QVERIFY(part.isActive());
    const double T = 5000.0;
    const QList<Expected> expected = expectedCrossings(clip, range, T);

    QRandomGenerator rng(17);
    for (int run = 0; run < 4; ++run) {
        QList<Crossing> seen;
        double t = 0.0;
        while (t < T) {
            const double step = run == 0 ? T : std::min(T - t, rng.bounded(run * 300.0) + 0.5);
            const QList<Crossing> found = part.between(t, t + step);
            QVERIFY(part.countBound(t, t + step) >= found.size());
            seen += found;
            t += step;
        }
        QCOMPARE(seen.size(), expected.size());
        for (qsizetype i = 0; i < seen.size(); ++i) {
            const Crossing &c = seen[i];
            const Expected &e = expected[i];
            QVERIFY2(std::abs(c.time - e.time) < 1e-9 && c.kind == e.kind && c.index == e.index,
                     qPrintable(QStringLiteral("crossing %1: %2").arg(i).arg(describe(seen))));
            if (c.kind == Crossing::Kind::Event)
                QCOMPARE(c.name, clip.events[c.index].name);
            // Inside the range: the clip time of the crossing is where the frame or event is.
            const double at = part.clipTime(c.time);
            QVERIFY(part.contains(at));
        }
    }
}

// The range never changes the clip's own crossings (nor anything else outside the preview).
void TestPlayRangeClip::wholeClipUnchanged()
{
    for (LoopMode mode : {LoopMode::Loop, LoopMode::Once, LoopMode::PingPong}) {
        const Clip with = testClip(mode, PlayRange{120, 560});
        const Clip without = testClip(mode, std::nullopt);
        QCOMPARE(CrossingFinder(with).between(0, 5000), CrossingFinder(without).between(0, 5000));
        QCOMPARE(with.clipTime(700), without.clipTime(700));
        QCOMPARE(with.sample(700).frame, without.sample(700).frame);
    }
}

// A clip of keys only: the range plays its stretch of time, with the events inside it.
void TestPlayRangeClip::keysOnly()
{
    Clip clip(QStringLiteral("keys"));
    Keyframe a, b;
    b.time = 1000;
    clip.motion.setKeys({a, b});
    clip.events = {{100, QStringLiteral("out")}, {300, QStringLiteral("in")}};
    clip.playRange = PlayRange{200, 600};
    const PlayRangeClip part(clip);
    QVERIFY(part.isActive());
    QCOMPARE(part.length(), 400.0);
    QCOMPARE(part.clipTime(450), 250.0);
    const QList<Crossing> c = part.between(0, 1000);
    QCOMPARE(c.size(), 3); // at 100, 500 and 900
    for (const Crossing &x : c)
        QCOMPARE(x.index, 1);
}

// A box's crossings inside the range name the whole clip's frame entered, as frame entries do.
void TestPlayRangeClip::boxesInsideTheRange()
{
    for (LoopMode mode : {LoopMode::Loop, LoopMode::Once, LoopMode::PingPong}) {
        Clip clip = testClip(mode, PlayRange{120, 560});
        QList<Frame> frames = clip.frames.frames();
        for (int i : {1, 3})
            frames[i].data.edit().boxes.insert(QStringLiteral("fist"), QRectF(0, 0, 4, 4));
        clip.frames.setFrames(frames);
        int boxes = 0;
        for (const Crossing &c : PlayRangeClip(clip).between(0, 2000)) {
            if (c.kind != Crossing::Kind::Box)
                continue;
            ++boxes;
            QCOMPARE(clip.frames.frame(c.index).data->boxes.contains(QStringLiteral("fist")), c.on);
        }
        QVERIFY(boxes >= (mode == LoopMode::Once ? 3 : 8));
    }
}

QTEST_APPLESS_MAIN(TestPlayRangeClip)
#include "tst_playrangeclip.moc"
