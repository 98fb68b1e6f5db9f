// When a box is on (DESIGN.md, "Frame data for games"; BoxTiming and CrossingFinder): exactly
// during the holds of the frames that list it, through the loop mode, half-open as frames are.
// Its crossings come with the frame entries (off just before, on just after), never where it
// stays on from one frame to the next (with another rect too), each exactly once however time is
// cut; the on-intervals, the crossings and sampling agree.

#include "clip.h"
#include "common/testutil.h"
#include "timing/boxtiming.h"
#include "timing/crossingfinder.h"

#include <QRandomGenerator>
#include <QTest>

using namespace inbetween;

namespace {

// A clip of `durations`, frame i listing the boxes named in boxes[i] ("fist body"; "fist/2": the
// box at another rect), with `events`.
Clip clipOf(const QList<double> &durations, const QStringList &boxes, LoopMode mode, const QList<ClipEvent> &events = {})
{
    Clip clip;
    clip.loop = mode;
    clip.events = events;
    QList<Frame> frames;
    for (qsizetype i = 0; i < durations.size(); ++i) {
        Frame f{durations[i], QString()};
        FrameData d;
        for (const QString &name : boxes.value(i).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const QString box = name.section(QLatin1Char('/'), 0, 0);
            d.boxes.insert(box, QRectF(name.section(QLatin1Char('/'), 1).toDouble(), 0, 4, 4));
        }
        f.data.set(d);
        frames.append(f);
    }
    clip.frames.setFrames(frames);
    return clip;
}

// "f1@100" a frame entry, "+fist@100" / "-fist@300" a box turning on / off, "swing@50" an event.
QStringList describe(const QList<Crossing> &crossings)
{
    QStringList out;
    for (const Crossing &c : crossings) {
        const QString what = c.kind == Crossing::Kind::Frame ? QStringLiteral("f%1").arg(c.index)
                             : c.kind == Crossing::Kind::Box ? (c.on ? QStringLiteral("+") : QStringLiteral("-")) + c.name
                                                              : c.name;
        out << QStringLiteral("%1@%2").arg(what).arg(c.time, 0, 'g', 17);
    }
    return out;
}

using Intervals = QList<BoxTiming::Interval>;

// The on-intervals the crossings give: the state at t0 as sampled (after the crossings at t0),
// then each crossing of `box` setting it.
Intervals fromCrossings(const Clip &clip, const QString &box, double t0, double t1)
{
    bool on = clip.sample(t0).data->boxes.contains(box);
    double since = t0;
    Intervals out;
    for (const Crossing &c : CrossingFinder(clip).between(t0, t1)) {
        if (c.kind != Crossing::Kind::Box || c.name != box)
            continue;
        if (c.time == t0) {
            on = c.on;
            continue;
        }
        if (on && !c.on && c.time > since)
            out.append({since, c.time});
        if (!on && c.on)
            since = c.time;
        on = c.on;
    }
    if (on && t1 > since)
        out.append({since, t1});
    return out;
}

const QList<double> kFour{100, 100, 100, 100};

} // namespace

Q_DECLARE_METATYPE(BoxTiming::Interval)

class TestBoxTiming : public QObject
{
    Q_OBJECT

private slots:
    void crossings_data();
    void crossings();
    void anyPartitionGivesTheSame_data();
    void anyPartitionGivesTheSame();
    void runs();
    void intervals_data();
    void intervals();
    void intervalsAgree_data();
    void intervalsAgree();
    void countBoundHoldsBoxes();
};

void TestBoxTiming::crossings_data()
{
    QTest::addColumn<QList<double>>("durations");
    QTest::addColumn<QStringList>("boxes");
    QTest::addColumn<LoopMode>("mode");
    QTest::addColumn<QList<ClipEvent>>("events");
    QTest::addColumn<double>("t0");
    QTest::addColumn<double>("t1");
    QTest::addColumn<QStringList>("expected");
    using testutil::strings;
    const QList<ClipEvent> none;
    // body on every frame never turns off, in any mode; fist on frames 1 and 2 (another rect in 2).
    const QStringList punch = strings({"body", "body fist", "body fist/3", "body"});
    QTest::newRow("loop") << kFour << punch << LoopMode::Loop << none << 0.0 << 800.0
        << strings({"f0@0", "f1@100", "+fist@100", "f2@200", "-fist@300", "f3@300",
                    "f0@400", "f1@500", "+fist@500", "f2@600", "-fist@700", "f3@700"});
    QTest::newRow("once") << kFour << punch << LoopMode::Once << none << -100.0 << 2000.0
        << strings({"f1@100", "+fist@100", "f2@200", "-fist@300", "f3@300"});
    QTest::newRow("pingpong") << kFour << punch << LoopMode::PingPong << none << 0.0 << 800.0
        << strings({"f1@100", "+fist@100", "f2@200", "-fist@300", "f3@300", "f2@500", "+fist@500", "f1@600",
                    "-fist@700", "f0@700"});
    // A box on the last and the first frame stays on across the wrap.
    const QStringList ends = strings({"a", "", "", "a"});
    QTest::newRow("loop, on across the wrap") << kFour << ends << LoopMode::Loop << none << 0.0 << 800.0
        << strings({"f0@0", "-a@100", "f1@100", "f2@200", "f3@300", "+a@300", "f0@400", "-a@500", "f1@500", "f2@600",
                    "f3@700", "+a@700"});
    // once: the first frame shows before 0 and the last from L on: no crossing at either end.
    QTest::newRow("once, on at both ends") << kFour << ends << LoopMode::Once << none << -1000.0 << 1000.0
        << strings({"-a@100", "f1@100", "f2@200", "f3@300", "+a@300"});
    // pingpong: the end frames stay on screen through each turn.
    QTest::newRow("pingpong, on at both turns") << kFour << ends << LoopMode::PingPong << none << 0.0 << 1600.0
        << strings({"-a@100", "f1@100", "f2@200", "f3@300", "+a@300", "-a@500", "f2@500", "f1@600", "f0@700", "+a@700",
                    "-a@900", "f1@900", "f2@1000", "f3@1100", "+a@1100", "-a@1300", "f2@1300", "f1@1400", "f0@1500",
                    "+a@1500"});
    // One instant: offs by name, the entry, ons by name, then the events; an event at L first.
    const QList<ClipEvent> swing{{0, QStringLiteral("start")}, {100, QStringLiteral("swing")}, {400, QStringLiteral("end")}};
    QTest::newRow("one instant") << kFour << strings({"b d", "a c", "a c", "b"}) << LoopMode::Loop << swing << 0.0 << 500.0
        << strings({"f0@0", "+d@0", "start@0", "-b@100", "-d@100", "f1@100", "+a@100", "+c@100", "swing@100", "f2@200",
                    "-a@300", "-c@300", "f3@300", "+b@300", "end@400", "f0@400", "+d@400", "start@400"});
    QTest::newRow("a frame alone") << QList<double>{100} << strings({"a"}) << LoopMode::Loop << none << 0.0 << 300.0
        << strings({"f0@0", "f0@100", "f0@200"});
    QTest::newRow("negative time") << kFour << punch << LoopMode::Loop << none << -400.0 << -50.0
        << strings({"f0@-400", "f1@-300", "+fist@-300", "f2@-200", "-fist@-100", "f3@-100"});
}

void TestBoxTiming::crossings()
{
    QFETCH(QList<double>, durations);
    QFETCH(QStringList, boxes);
    QFETCH(LoopMode, mode);
    QFETCH(QList<ClipEvent>, events);
    QFETCH(double, t0);
    QFETCH(double, t1);
    QFETCH(QStringList, expected);
    const Clip clip = clipOf(durations, boxes, mode, events);
    QCOMPARE(describe(CrossingFinder(clip).between(t0, t1)), expected);
    // The box crossings carry the frame entered with them.
    for (const Crossing &c : CrossingFinder(clip).between(t0, t1)) {
        if (c.kind == Crossing::Kind::Box)
            QCOMPARE(c.index, clip.frames.frameAt(clip.clipTime(c.time + 0.5)));
    }
}

void TestBoxTiming::anyPartitionGivesTheSame_data()
{
    testutil::loopModeRows();
}

// 0 to 2000 ms at once, in 7 ms steps, in 900 ms steps (longer than the clip) and in random ones.
void TestBoxTiming::anyPartitionGivesTheSame()
{
    QFETCH(LoopMode, mode);
    const Clip clip = clipOf({50, 66.667, 33.333, 100, 16.7}, testutil::strings({"body", "body fist", "fist/1", "", "body"}), mode);
    const CrossingFinder finder(clip);
    const QList<Crossing> whole = finder.between(0, 2000);
    QVERIFY(std::count_if(whole.cbegin(), whole.cend(), [](const Crossing &c) { return c.kind == Crossing::Kind::Box; }) >= 2);
    QRandomGenerator random(40);
    for (const QString &steps : {QStringLiteral("7"), QStringLiteral("900"), QStringLiteral("random")}) {
        QList<Crossing> pieces;
        for (double t = 0; t < 2000;) {
            const double next = std::min(2000.0, t + (steps == QLatin1String("random") ? random.bounded(300.0) + 0.001 : steps.toDouble()));
            pieces += finder.between(t, next);
            t = next;
        }
        QVERIFY2(describe(pieces) == describe(whole), qPrintable(steps));
    }
}

void TestBoxTiming::runs()
{
    const Clip clip = clipOf(kFour, testutil::strings({"a", "a b/1", "b", "a"}), LoopMode::Loop);
    QCOMPARE(BoxTiming::runs(clip.frames, QStringLiteral("a")), (Intervals{{0, 200}, {300, 400}}));
    QCOMPARE(BoxTiming::runs(clip.frames, QStringLiteral("b")), (Intervals{{100, 300}}));
    QCOMPARE(BoxTiming::runs(clip.frames, QStringLiteral("c")), Intervals{});
}

void TestBoxTiming::intervals_data()
{
    QTest::addColumn<QStringList>("boxes");
    QTest::addColumn<LoopMode>("mode");
    QTest::addColumn<double>("t0");
    QTest::addColumn<double>("t1");
    QTest::addColumn<Intervals>("expected");
    using testutil::strings;
    const QStringList ends = strings({"a", "", "", "a"}), middle = strings({"", "a", "a/5", ""});
    QTest::newRow("loop, joined across the wrap") << ends << LoopMode::Loop << 0.0 << 900.0
        << Intervals{{0, 100}, {300, 500}, {700, 900}};
    QTest::newRow("loop, cut by the span") << middle << LoopMode::Loop << 150.0 << 550.0 << Intervals{{150, 300}, {500, 550}};
    QTest::newRow("loop, on all through") << strings({"a", "a", "a", "a"}) << LoopMode::Loop << -50.0 << 950.0
        << Intervals{{-50, 950}};
    QTest::newRow("once, to the edges of time") << ends << LoopMode::Once << -500.0 << 900.0
        << Intervals{{-500, 100}, {300, 900}};
    QTest::newRow("once, in the middle") << middle << LoopMode::Once << -500.0 << 900.0 << Intervals{{100, 300}};
    QTest::newRow("pingpong, joined at the turns") << ends << LoopMode::PingPong << 0.0 << 1700.0
        << Intervals{{0, 100}, {300, 500}, {700, 900}, {1100, 1300}, {1500, 1700}};
    QTest::newRow("pingpong, out and back") << middle << LoopMode::PingPong << 0.0 << 800.0
        << Intervals{{100, 300}, {500, 700}};
    QTest::newRow("an empty span") << middle << LoopMode::Loop << 10.0 << 10.0 << Intervals{};
}

void TestBoxTiming::intervals()
{
    QFETCH(QStringList, boxes);
    QFETCH(LoopMode, mode);
    QFETCH(double, t0);
    QFETCH(double, t1);
    QFETCH(Intervals, expected);
    QCOMPARE(BoxTiming::onIntervals(clipOf(kFour, boxes, mode), QStringLiteral("a"), t0, t1), expected);
}

void TestBoxTiming::intervalsAgree_data()
{
    QTest::addColumn<LoopMode>("mode");
    QTest::addColumn<double>("t0");
    for (const auto &[name, mode] : {std::pair{"loop", LoopMode::Loop}, {"once", LoopMode::Once}, {"pingpong", LoopMode::PingPong}}) {
        QTest::newRow(qPrintable(QStringLiteral("%1 from 0").arg(QLatin1String(name)))) << mode << 0.0;
        QTest::newRow(qPrintable(QStringLiteral("%1 from a frame start").arg(QLatin1String(name)))) << mode << 250.0;
        QTest::newRow(qPrintable(QStringLiteral("%1 from before 0").arg(QLatin1String(name)))) << mode << -333.5;
    }
}

// The intervals, the crossings and sampling say the same of every box, on clips of random holds
// (whole ms, so that every boundary is on the grid the samples avoid) and random boxes.
void TestBoxTiming::intervalsAgree()
{
    QFETCH(LoopMode, mode);
    QFETCH(double, t0);
    QRandomGenerator random(int(mode) * 7 + 3);
    for (int round = 0; round < 20; ++round) {
        QList<double> durations;
        QStringList boxes;
        for (int i = 0, n = 1 + int(random.bounded(6)); i < n; ++i) {
            durations.append(1 + random.bounded(120));
            boxes.append(QStringList{random.bounded(2) ? QStringLiteral("a") : QString(), random.bounded(2) ? QStringLiteral("b/1") : QString()}
                             .join(QLatin1Char(' ')));
        }
        const Clip clip = clipOf(durations, boxes, mode);
        const double t1 = t0 + 3 * clip.length() + 17;
        for (const QString &box : {QStringLiteral("a"), QStringLiteral("b")}) {
            const Intervals on = BoxTiming::onIntervals(clip, box, t0, t1);
            QVERIFY2(on == fromCrossings(clip, box, t0, t1), qPrintable(boxes.join(QLatin1Char('|'))));
            for (double t = std::floor(t0) + 0.5; t < t1; t += 1.0) {
                const bool inside = std::any_of(on.cbegin(), on.cend(), [&](const BoxTiming::Interval &i) { return i.from <= t && t < i.to; });
                QCOMPARE(inside, clip.sample(t).data->boxes.contains(box));
            }
        }
    }
}

void TestBoxTiming::countBoundHoldsBoxes()
{
    const Clip clip = clipOf({5, 5, 5}, testutil::strings({"a b c", "", "a b c"}), LoopMode::PingPong);
    for (const double span : {1.0, 15.0, 100.0, 1000.0})
        QVERIFY(double(CrossingFinder(clip).between(3, 3 + span).size()) <= CrossingFinder(clip).countBound(3, 3 + span));
}

QTEST_GUILESS_MAIN(TestBoxTiming)
#include "tst_boxtiming.moc"
