// inbetween-cli info --tick HZ, run as a real process: how a game ticking at HZ shows each hold
// (DESIGN.md, "Game tick"), per frame the fewest and most ticks over the first periods and the
// worst error in ms, and the clip's worst; each declared box's frame data (DESIGN.md, "Frame data
// for games"), the boxer's punch against ticks counted by hand; a bad rate is wrong usage (exit 2).

#include "cli/clirun.h"
#include "common/testpaths.h"
#include "common/testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

namespace {

using clirun::Run;
using clirun::run;

using testutil::strings;

// One frame's expected figures: minTicks, maxTicks, worstErrorMs.
struct Expected
{
    int minTicks;
    int maxTicks;
    double worst;
};

} // namespace

Q_DECLARE_METATYPE(QList<Expected>)

class TestCliTick : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void tick_data();
    void tick();
    void noFrames();
    void boxes_data();
    void boxes();
    void wrongUsage_data();
    void wrongUsage();

private:
    QString project(const QList<double> &durations, const QString &loop);
    QTemporaryDir m_dir;
    int m_files = 0;
};

void TestCliTick::initTestCase()
{
    QVERIFY(QFileInfo::exists(testpaths::cli()));
    QVERIFY(m_dir.isValid());
}

// A version 2 project of one clip "c" with these holds (no images).
QString TestCliTick::project(const QList<double> &durations, const QString &loop)
{
    QJsonArray frames;
    for (double d : durations)
        frames.append(QJsonObject{{QStringLiteral("duration"), d}});
    const QJsonObject clip{{QStringLiteral("name"), QStringLiteral("c")}, {QStringLiteral("loop"), loop},
                           {QStringLiteral("frames"), frames}};
    const QJsonObject root{{QStringLiteral("format"), QStringLiteral("inbetween")}, {QStringLiteral("version"), 2},
                           {QStringLiteral("name"), QStringLiteral("tick")}, {QStringLiteral("fps"), 60},
                           {QStringLiteral("clips"), QJsonArray{clip}}};
    const QString path = m_dir.filePath(QStringLiteral("p%1.json").arg(++m_files));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(root).toJson()) < 0)
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

void TestCliTick::tick_data()
{
    QTest::addColumn<QList<double>>("durations");
    QTest::addColumn<QString>("loop");
    QTest::addColumn<QString>("hz");
    QTest::addColumn<QList<Expected>>("frames");
    const double t60 = 1000.0 / 60, t30 = 1000.0 / 30;
    // A 20 ms hold at 60 Hz shows for one tick or two: 16.7 or 33.3 ms.
    QTest::newRow("20 ms at 60 Hz, loop") << QList<double>{20, 20, 20} << QStringLiteral("loop") << QStringLiteral("60")
                                          << QList<Expected>(3, {1, 2, 2 * t60 - 20});
    QTest::newRow("20 ms at 60 Hz, once")
        << QList<double>{20, 20, 20} << QStringLiteral("once") << QStringLiteral("60")
        << QList<Expected>{{2, 2, 2 * t60 - 20}, {1, 1, 20 - t60}, {1, 1, 20 - t60}};
    // Every frame start on a tick: the turns give the end frames a tick more one way, one less the other.
    QTest::newRow("100 ms at 30 Hz, pingpong")
        << QList<double>{100, 100, 100} << QStringLiteral("pingpong") << QStringLiteral("30")
        << QList<Expected>{{2, 3, t30}, {3, 3, 0}, {3, 4, t30}};
    // 5 ms at 144 Hz (6.9 ms a tick): skipped in some laps, the whole hold lost.
    QTest::newRow("5 ms at 144 Hz, skipped") << QList<double>{5, 5} << QStringLiteral("loop") << QStringLiteral("144")
                                             << QList<Expected>(2, {0, 1, 5.0});
    QTest::newRow("25 ms at 120 Hz, exact") << QList<double>{25, 50} << QStringLiteral("loop") << QStringLiteral("120")
                                            << QList<Expected>{{3, 3, 0}, {6, 6, 0}};
    // A rate that is not whole: 3 ticks of 16.68 ms for 50 ms.
    QTest::newRow("50 ms at 59.94 Hz") << QList<double>{50} << QStringLiteral("loop") << QStringLiteral("59.94")
                                       << QList<Expected>{{3, 3, 3 * 1000.0 / 59.94 - 50}};
}

void TestCliTick::tick()
{
    QFETCH(QList<double>, durations);
    QFETCH(QString, loop);
    QFETCH(QString, hz);
    QFETCH(QList<Expected>, frames);
    const Run r = run({QStringLiteral("info"), project(durations, loop), QStringLiteral("--tick"), hz});
    QCOMPARE(r.code, 0);
    QVERIFY(r.err.isEmpty());
    QCOMPARE(r.out.count('\n'), 1);
    QJsonParseError error;
    const QJsonObject info = QJsonDocument::fromJson(r.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    // What info prints without --tick is all there, in the same order, before "tick".
    const Run plain = run({QStringLiteral("info"), project(durations, loop)});
    QVERIFY(r.out.startsWith(plain.out.chopped(2)));
    QCOMPARE(info.value(QStringLiteral("loop")).toString(), loop);

    const QJsonObject tick = info.value(QStringLiteral("tick")).toObject();
    QCOMPARE(tick.keys(), strings({"boxes", "frames", "hz", "tickMs", "worstErrorMs"}));
    QCOMPARE(tick.value(QStringLiteral("boxes")).toArray(), QJsonArray()); // none declared
    QCOMPARE(tick.value(QStringLiteral("hz")).toDouble(), hz.toDouble());
    QCOMPARE(tick.value(QStringLiteral("tickMs")).toDouble(), 1000.0 / hz.toDouble());
    const QJsonArray got = tick.value(QStringLiteral("frames")).toArray();
    QCOMPARE(got.size(), frames.size());
    double worst = 0.0;
    for (int i = 0; i < frames.size(); ++i) {
        const QJsonObject f = got[i].toObject();
        QCOMPARE(f.keys(), strings({"frame", "hold", "maxTicks", "minTicks", "worstErrorMs"}));
        QCOMPARE(f.value(QStringLiteral("frame")).toInt(-1), i);
        QCOMPARE(f.value(QStringLiteral("hold")).toDouble(), durations[i]);
        QCOMPARE(f.value(QStringLiteral("minTicks")).toInt(-1), frames[i].minTicks);
        QCOMPARE(f.value(QStringLiteral("maxTicks")).toInt(-1), frames[i].maxTicks);
        QVERIFY(std::abs(f.value(QStringLiteral("worstErrorMs")).toDouble(-1) - frames[i].worst) < 1e-9);
        worst = std::max(worst, frames[i].worst);
    }
    QVERIFY(std::abs(tick.value(QStringLiteral("worstErrorMs")).toDouble(-1) - worst) < 1e-9);
}

// A clip of keyframes only: no frames to show, no error.
void TestCliTick::noFrames()
{
    const Run r = run({QStringLiteral("info"), QFINDTESTDATA("../../resources/examples/square.json"), QStringLiteral("--tick"),
                       QStringLiteral("60")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.endsWith(R"("tick":{"hz":60,"tickMs":16.666666666666668,"frames":[],"worstErrorMs":0,"boxes":[]}})" "\n"));
}

void TestCliTick::boxes_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("boxes");
    const QString punch = QFINDTESTDATA("../../resources/examples/punch.json");
    // The boxer's punch (once, holds 50, 70, 40, 60, 80, 100 ms) at 60 Hz, tick k at (k - 1) x
    // 16.667 ms, counted by hand: ticks 1-3 show the guard, 4-8 the wind-up, 9-10 the jab, 11-14
    // the full reach, 15-18 the pull back, 19-24 the guard; 400 ms is 24 ticks. The fist (jab and
    // full reach) is on from tick 9 to 14: a startup of 9, 6 active, 10 of recovery.
    QTest::newRow("the boxer's punch at 60 Hz") << punch << strings({"--tick", "60"}) << QByteArray(
        R"([{"box":"body","kind":"hurt","windows":[[1,24]],"startup":1,"active":24,"recovery":0,"totalTicks":24},)"
        R"({"box":"fist","kind":"hit","windows":[[9,14]],"startup":9,"active":6,"recovery":10,"totalTicks":24}])");
    // At 30 Hz (33.3 ms): ticks at 0, 33, 67, 100 (wind-up), 133 (jab), 167, 200 (full reach), 233...
    QTest::newRow("the boxer's punch at 30 Hz") << punch << strings({"--tick", "30"}) << QByteArray(
        R"([{"box":"body","kind":"hurt","windows":[[1,12]],"startup":1,"active":12,"recovery":0,"totalTicks":12},)"
        R"({"box":"fist","kind":"hit","windows":[[5,7]],"startup":5,"active":3,"recovery":5,"totalTicks":12}])");
    // The idle (loop, 400 + 400 ms) never shows the fist: startup and recovery are null.
    QTest::newRow("a box never on") << punch << strings({"--clip", "idle", "--tick", "60"}) << QByteArray(
        R"([{"box":"body","kind":"hurt","windows":[[1,48]],"startup":1,"active":48,"recovery":0,"totalTicks":48},)"
        R"({"box":"fist","kind":"hit","windows":[],"startup":null,"active":0,"recovery":null,"totalTicks":48}])");
}

// The "boxes" of "tick", the declared boxes in their order.
void TestCliTick::boxes()
{
    QFETCH(QString, file);
    QFETCH(QStringList, args);
    QFETCH(QByteArray, boxes);
    const Run r = run(QStringList{QStringLiteral("info"), file} + args);
    QCOMPARE(r.code, 0);
    QVERIFY(r.err.isEmpty());
    QVERIFY2(r.out.endsWith(",\"boxes\":" + boxes + "}}\n"), r.out.constData());
}

void TestCliTick::wrongUsage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString rate = QStringLiteral("inbetween-cli: --tick needs a game's tick rate in Hz, a number from 1 to 10000");
    QTest::newRow("no rate") << strings({"info", "FILE", "--tick"}) << rate;
    QTest::newRow("zero") << strings({"info", "FILE", "--tick", "0"}) << rate + QStringLiteral(" (got '0')");
    QTest::newRow("negative") << strings({"info", "FILE", "--tick", "-60"}) << rate + QStringLiteral(" (got '-60')");
    QTest::newRow("not a number") << strings({"info", "FILE", "--tick", "fast"}) << rate + QStringLiteral(" (got 'fast')");
    QTest::newRow("inf") << strings({"info", "FILE", "--tick", "inf"}) << rate + QStringLiteral(" (got 'inf')");
    QTest::newRow("too fast") << strings({"info", "FILE", "--tick", "20000"}) << rate + QStringLiteral(" (got '20000')");
    QTest::newRow("on sample") << strings({"sample", "FILE", "--at", "0", "--tick", "60"})
                               << QStringLiteral("inbetween-cli: --tick is an option of info only");
}

void TestCliTick::wrongUsage()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    args.replace(1, project({20, 20}, QStringLiteral("loop")));
    const Run r = run(args);
    QCOMPARE(r.code, 2);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(QString::fromUtf8(r.err).split(QLatin1Char('\n')).value(0), message);
}

QTEST_GUILESS_MAIN(TestCliTick)
#include "tst_clitick.moc"
