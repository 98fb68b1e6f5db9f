// Key points dragged together: every moved key by the same time, held between the unmoved keys
// beside it (a gap of one step), never before 0 nor past the limit; each point's value by the
// same amount, within the file's limits.

#include "curves/keypointdrag.h"

#include <QTest>

using namespace inbetween;

Q_DECLARE_METATYPE(KeyPoint)

namespace {
// Keys at 0, 100, 200, 300 ms with tx 0, 10, 20, 30.
QList<Keyframe> fourKeys()
{
    QList<Keyframe> keys;
    for (int i = 0; i < 4; ++i) {
        Keyframe k;
        k.time = 100.0 * i;
        k.translation.x = 10.0 * i;
        keys.append(k);
    }
    return keys;
}
} // namespace

class TestKeyPointDrag : public QObject
{
    Q_OBJECT

private slots:
    void times_data();
    void times();
    void values();
};

void TestKeyPointDrag::times_data()
{
    QTest::addColumn<QList<int>>("keys"); // the points' keys (tx)
    QTest::addColumn<double>("dt");
    QTest::addColumn<double>("lastLimit");
    QTest::addColumn<QList<double>>("times");
    const double inf = std::numeric_limits<double>::infinity();
    QTest::newRow("one key, free") << QList<int>{1} << 30.0 << inf << QList<double>{0, 130, 200, 300};
    QTest::newRow("one key, held before its neighbour") << QList<int>{1} << 150.0 << inf << QList<double>{0, 195, 200, 300};
    QTest::newRow("one key, held after its neighbour") << QList<int>{2} << -150.0 << inf << QList<double>{0, 100, 105, 300};
    QTest::newRow("first key never below 0") << QList<int>{0} << -50.0 << inf << QList<double>{0, 100, 200, 300};
    QTest::newRow("a run moves as one") << QList<int>{1, 2} << 60.0 << inf << QList<double>{0, 160, 260, 300};
    QTest::newRow("a run held by the key after it") << QList<int>{1, 2} << 200.0 << inf << QList<double>{0, 195, 295, 300};
    QTest::newRow("two runs: the tighter one holds both") << QList<int>{0, 2} << 500.0 << inf
                                                         << QList<double>{95, 100, 295, 300};
    QTest::newRow("last key up to the limit") << QList<int>{3} << 500.0 << 400.0 << QList<double>{0, 100, 200, 400};
    QTest::newRow("all keys, back to 0 at most") << QList<int>{0, 1, 2, 3} << -30.0 << inf << QList<double>{0, 100, 200, 300};
    QTest::newRow("all keys later") << QList<int>{0, 1, 2, 3} << 30.0 << inf << QList<double>{30, 130, 230, 330};
}

void TestKeyPointDrag::times()
{
    QFETCH(QList<int>, keys);
    QFETCH(double, dt);
    QFETCH(double, lastLimit);
    QFETCH(QList<double>, times);
    QList<KeyPoint> points;
    for (int k : keys)
        points.append({k, MotionChannel::TX});
    const QList<Keyframe> before = fourKeys();
    const KeyPointDrag::Result r = KeyPointDrag::moved(before, points, dt, 0.0, 5.0, lastLimit);
    QCOMPARE(r.rows, keys);
    QList<Keyframe> after = before;
    for (qsizetype i = 0; i < r.rows.size(); ++i)
        after[r.rows[i]] = r.keys[i];
    QList<double> got;
    for (const Keyframe &k : after)
        got.append(k.time);
    QCOMPARE(got, times);
    QCOMPARE(r.dt, times[keys.front()] - before[keys.front()].time);
}

void TestKeyPointDrag::values()
{
    const QList<Keyframe> before = fourKeys();
    // Points on two channels of key 1 and one of key 3: each moves by dv on its own channel only.
    const QList<KeyPoint> points{{1, MotionChannel::TX}, {1, MotionChannel::SY}, {3, MotionChannel::TX}};
    const KeyPointDrag::Result r = KeyPointDrag::moved(before, points, 0.0, 2.5, 1.0);
    QCOMPARE(r.rows, (QList<int>{1, 3}));
    QCOMPARE(r.keys[0].translation.x, 12.5);
    QCOMPARE(r.keys[0].scale.y, 3.5);
    QCOMPARE(r.keys[0].scale.x, 1.0);
    QCOMPARE(r.keys[0].translation.y, 0.0);
    QCOMPARE(r.keys[1].translation.x, 32.5);
    QCOMPARE(r.keys[1].scale.y, 1.0);
    // Within the file's limits.
    const KeyPointDrag::Result far = KeyPointDrag::moved(before, {{2, MotionChannel::RZ}, {2, MotionChannel::TX}}, 0.0, 5e7, 1.0);
    QCOMPARE(far.keys[0].rotation.z, 1e6);
    QCOMPARE(far.keys[0].translation.x, 1e7);
}

QTEST_APPLESS_MAIN(TestKeyPointDrag)
#include "tst_keypointdrag.moc"
