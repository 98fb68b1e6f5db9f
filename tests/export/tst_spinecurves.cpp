// The spine export's curves: every Bezier key is the easing itself, and spine-core's ten
// straight pieces per Bezier stay within the tolerance, on easings and in ping-pong; and
// --report, every channel of every fixture as spine-core plays the written numbers
// (tst_spineexport reads the files' structure back, tst_spineplay plays them in the real runtime).

#include "export/exportfixtures.h"
#include "export/fidelityreport.h"
#include "export/spinecurvesplitter.h"
#include "export/spinefixtures.h"

#include <QtTest>
#include <numeric>

using namespace inbetween;
using namespace exporttest;

class SpineCurvesTest : public QObject
{
    Q_OBJECT

private slots:
    void curves_data()
    {
        QTest::addColumn<Easing>("easing");
        QTest::addColumn<bool>("pingpong");
        QTest::addColumn<int>("maxKeys");
        QTest::newRow("linear") << Easing() << false << 2;
        QTest::newRow("step") << Easing(Easing::Type::Step) << false << 2;
        QTest::newRow("step, ping-pong") << Easing(Easing::Type::Step) << true << 4;
        QTest::newRow("easeIn") << Easing(Easing::Type::EaseIn) << false << 80;
        QTest::newRow("easeOut") << Easing(Easing::Type::EaseOut) << false << 80;
        QTest::newRow("easeInOut") << Easing(Easing::Type::EaseInOut) << false << 120;
        QTest::newRow("easeInOut, ping-pong") << Easing(Easing::Type::EaseInOut) << true << 240;
        QTest::newRow("overshoot") << Easing::bezier(0.3, -0.6, 0.7, 1.6) << false << 120;
        QTest::newRow("back") << Easing::bezier(0.68, -0.55, 0.27, 1.55) << true << 300;
        QTest::newRow("steep start") << Easing::bezier(0, 0.9, 0.1, 1) << false << 400;
        QTest::newRow("css ease") << Easing::bezier(0.25, 0.1, 0.25, 1) << false << 80;
    }

    // Every channel of a 0 -> 540 degree, 0 -> 200 unit, 1 -> 3 scale segment (then a second,
    // linear one): spine-core's reading of the written keys within the tolerance, every Bezier
    // key the easing itself (its cubic through the handles lies on the clip's curve), and few
    // keys.
    void curves()
    {
        QFETCH(Easing, easing);
        QFETCH(bool, pingpong);
        QFETCH(int, maxKeys);
        const Clip clip = clipWith({key(0, {0, 0, 0}, 0, {1, 1, 1}, easing), key(1000, {200, -50, 0}, 540, {3, 0.5, 1}, Easing()),
                                    key(1200, {180, -50, 0}, 560, {3, 0.5, 1}, Easing())},
                                   pingpong ? LoopMode::PingPong : LoopMode::Loop);
        const BakeTolerance tolerance = MotionBaker::toleranceFor(clip);
        const double tolerances[] = {tolerance.translation, tolerance.degrees, tolerance.scale};
        for (int ch = 0; ch < 3; ++ch) {
            const SpineTimeline t = SpineCurveSplitter::build(clip, SpineTimeline::Channel(ch), tolerances[ch], pingpong);
            const double error = t.maxError(clip, pingpong);
            QVERIFY2(error <= tolerances[ch], qPrintable(QStringLiteral("%1: %2 > %3").arg(QLatin1String(SpineTimeline::name(t.channel))).arg(error).arg(tolerances[ch])));
            QVERIFY2(int(t.keys.size()) <= maxKeys + 3, qPrintable(QString::number(t.keys.size())));
            QCOMPARE(t.keys.back().time, periodMs(clip));
            for (size_t k = 0; k + 1 < t.keys.size(); ++k) {
                const SpineKey &a = t.keys[k], &b = t.keys[k + 1];
                QVERIFY(b.time > a.time);
                if (a.curve != SpineKey::Curve::Bezier)
                    continue;
                for (int c = 0; c < t.width(); ++c) {
                    const std::array<double, 4> &h = a.handles[size_t(c)];
                    QVERIFY(h[0] >= a.time && h[2] <= b.time); // time never turns back
                    for (double u : {0.13, 0.5, 0.77}) {
                        const double v = 1 - u;
                        const double time = v * v * v * a.time + 3 * v * v * u * h[0] + 3 * v * u * u * h[2] + u * u * u * b.time;
                        const double value = v * v * v * a.value[size_t(c)] + 3 * v * v * u * h[1] + 3 * v * u * u * h[3]
                                             + u * u * u * b.value[size_t(c)];
                        // The clip's value a hair either side of that time (where the easing
                        // is nearly vertical, its own solver's rounding in time is a lot of value).
                        auto truth = [&](double ms) {
                            const double c0 = pingpong && ms > clip.length() ? 2 * clip.length() - ms : ms;
                            return SpineTimeline::clipValue(clip, t.channel, c, c0);
                        };
                        const double a0 = truth(time - 1e-7), a1 = truth(time + 1e-7), slack = 1e-6 * (1 + std::abs(value));
                        QVERIFY2(value >= std::min(a0, a1) - slack && value <= std::max(a0, a1) + slack,
                                 qPrintable(QStringLiteral("%1 at %2 ms: %3, the clip %4").arg(c).arg(time).arg(value).arg(a0)));
                    }
                }
            }
        }
    }

    void report_data()
    {
        QTest::addColumn<QString>("fixture");
        for (const QString &f : fixtures())
            QTest::newRow(qPrintable(f)) << f;
    }

    // --report: every channel of every clip as spine-core plays the written numbers.
    void report()
    {
        QFETCH(QString, fixture);
        Fixture f;
        QVERIFY(loadFixture(fixture, &f));
        ExportOptions options;
        options.format = QStringLiteral("spine");
        std::vector<int> clips(f.project.clips.size());
        std::iota(clips.begin(), clips.end(), 0);
        for (const ChannelReport &r : FidelityReport::measure(f.project, clips, options))
            QVERIFY2(r.maxError <= r.tolerance, qPrintable(QStringLiteral("%1 %2: %3 > %4").arg(r.clip, r.channel).arg(r.maxError).arg(r.tolerance)));
    }
};

QTEST_GUILESS_MAIN(SpineCurvesTest)
#include "tst_spinecurves.moc"
