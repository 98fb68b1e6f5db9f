// The onion skin's neighbours (DESIGN.md, "The editor", the light table): which frames show
// before and after the current one in each loop mode, at the clip's ends, with a pinned frame.
#include "timing/onionskin.h"

#include <QStringList>
#include <QTest>

using namespace inbetween;

namespace {
// "P2 B3@2 A1@1": the pinned frame 2, frame 3 two steps before, frame 1 just after; in the
// order returned (back to front).
QString describe(const QList<OnionFrame> &frames)
{
    QStringList parts;
    for (const OnionFrame &f : frames) {
        switch (f.side) {
        case OnionFrame::Side::Pinned: parts << QStringLiteral("P%1").arg(f.frame); break;
        case OnionFrame::Side::Before: parts << QStringLiteral("B%1@%2").arg(f.frame).arg(f.distance); break;
        case OnionFrame::Side::After: parts << QStringLiteral("A%1@%2").arg(f.frame).arg(f.distance); break;
        }
    }
    return parts.join(QLatin1Char(' '));
}
} // namespace

class TestOnionSkin : public QObject
{
    Q_OBJECT

private slots:
    void frames_data();
    void frames();
    void playsBackward_data();
    void playsBackward();
};

void TestOnionSkin::frames_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("current");
    QTest::addColumn<LoopMode>("mode");
    QTest::addColumn<bool>("backward");
    QTest::addColumn<int>("before");
    QTest::addColumn<int>("after");
    QTest::addColumn<int>("pinned");
    QTest::addColumn<QString>("expected");

    const LoopMode loop = LoopMode::Loop, once = LoopMode::Once, pingpong = LoopMode::PingPong;
    // loop: wraps round both ends.
    QTest::newRow("loop, middle") << 6 << 2 << loop << false << 2 << 2 << -1 << "B0@2 A4@2 B1@1 A3@1";
    QTest::newRow("loop, first frame") << 6 << 0 << loop << false << 2 << 2 << -1 << "B4@2 A2@2 B5@1 A1@1";
    QTest::newRow("loop, last frame") << 6 << 5 << loop << false << 2 << 2 << -1 << "B3@2 A1@2 B4@1 A0@1";
    QTest::newRow("loop, after only") << 6 << 5 << loop << false << 0 << 3 << -1 << "A2@3 A1@2 A0@1";
    QTest::newRow("loop, fewer frames than asked: each once, after wins the tie")
        << 4 << 0 << loop << false << 5 << 5 << -1 << "A2@2 B3@1 A1@1";
    QTest::newRow("loop, one frame") << 1 << 0 << loop << false << 5 << 5 << -1 << "";
    QTest::newRow("loop, none asked") << 6 << 3 << loop << false << 0 << 0 << -1 << "";
    QTest::newRow("loop, counts clamped to 5") << 12 << 6 << loop << false << 9 << -3 << -1
                                               << "B1@5 B2@4 B3@3 B4@2 B5@1";
    // once: stops at the ends.
    QTest::newRow("once, middle") << 6 << 2 << once << false << 2 << 2 << -1 << "B0@2 A4@2 B1@1 A3@1";
    QTest::newRow("once, first frame") << 6 << 0 << once << false << 2 << 2 << -1 << "A2@2 A1@1";
    QTest::newRow("once, second frame") << 6 << 1 << once << false << 3 << 1 << -1 << "B0@1 A2@1";
    QTest::newRow("once, last frame") << 6 << 5 << once << false << 2 << 2 << -1 << "B3@2 B4@1";
    QTest::newRow("once, backward is ignored") << 6 << 5 << once << true << 2 << 2 << -1 << "B3@2 B4@1";
    // pingpong: turns at the ends, the end frame once; follows the direction of play. At a turn
    // the frames before are the frames after: they show once, as after.
    QTest::newRow("pingpong, middle, forward") << 6 << 2 << pingpong << false << 2 << 2 << -1 << "B0@2 A4@2 B1@1 A3@1";
    QTest::newRow("pingpong, middle, backward") << 6 << 2 << pingpong << true << 2 << 2 << -1 << "B4@2 A0@2 B3@1 A1@1";
    QTest::newRow("pingpong, last frame, forward: next turns back") << 6 << 5 << pingpong << false << 2 << 2 << -1
                                                                    << "A3@2 A4@1";
    QTest::newRow("pingpong, first frame, backward: next turns up") << 6 << 0 << pingpong << true << 2 << 2 << -1
                                                                    << "A2@2 A1@1";
    // After the turn the current frame shows again: the side stops there.
    QTest::newRow("pingpong, near the end, forward") << 6 << 4 << pingpong << false << 1 << 3 << -1 << "B3@1 A5@1";
    QTest::newRow("pingpong, two frames") << 2 << 1 << pingpong << false << 5 << 5 << -1 << "A0@1";
    QTest::newRow("pingpong, one frame") << 1 << 0 << pingpong << true << 5 << 5 << -1 << "";
    // The pinned frame: shown whatever the playhead, first (under everything), never twice.
    QTest::newRow("pinned, far away") << 10 << 7 << loop << false << 1 << 1 << 2 << "P2 B6@1 A8@1";
    QTest::newRow("pinned, also a neighbour") << 10 << 7 << loop << false << 2 << 2 << 8 << "P8 B5@2 A9@2 B6@1";
    QTest::newRow("pinned, the current frame") << 10 << 2 << loop << false << 1 << 1 << 2 << "B1@1 A3@1";
    QTest::newRow("pinned, no onion frames") << 10 << 0 << once << false << 0 << 0 << 9 << "P9";
    QTest::newRow("pinned, past the last frame") << 4 << 0 << once << false << 0 << 1 << 4 << "A1@1";
    QTest::newRow("no frames") << 0 << 0 << loop << false << 2 << 2 << 0 << "";
}

void TestOnionSkin::frames()
{
    QFETCH(int, count);
    QFETCH(int, current);
    QFETCH(LoopMode, mode);
    QFETCH(bool, backward);
    QFETCH(int, before);
    QFETCH(int, after);
    QFETCH(int, pinned);
    QFETCH(QString, expected);
    QCOMPARE(describe(OnionSkin::frames(count, current, mode, backward, before, after, pinned)), expected);
}

void TestOnionSkin::playsBackward_data()
{
    QTest::addColumn<double>("t");
    QTest::addColumn<LoopMode>("mode");
    QTest::addColumn<bool>("backward");
    // A clip of 400 ms.
    QTest::newRow("pingpong, way out") << 100.0 << LoopMode::PingPong << false;
    QTest::newRow("pingpong, just before the turn") << 399.9 << LoopMode::PingPong << false;
    QTest::newRow("pingpong, the turn") << 400.0 << LoopMode::PingPong << true;
    QTest::newRow("pingpong, way back") << 700.0 << LoopMode::PingPong << true;
    QTest::newRow("pingpong, the second way out") << 800.0 << LoopMode::PingPong << false;
    QTest::newRow("pingpong, negative time on the way back") << -100.0 << LoopMode::PingPong << true;
    QTest::newRow("loop never runs back") << 700.0 << LoopMode::Loop << false;
    QTest::newRow("once never runs back") << 700.0 << LoopMode::Once << false;
}

void TestOnionSkin::playsBackward()
{
    QFETCH(double, t);
    QFETCH(LoopMode, mode);
    QFETCH(bool, backward);
    QCOMPARE(OnionSkin::playsBackward(t, 400.0, mode), backward);
    QVERIFY(!OnionSkin::playsBackward(t, 0.0, mode));
}

QTEST_APPLESS_MAIN(TestOnionSkin)
#include "tst_onionskin.moc"
