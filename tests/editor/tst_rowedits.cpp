// RowEdits: the data side of duplicate, add-key-at-playhead, add event and image import.
#include "document/rowedits.h"

#include <QtTest>

using namespace inbetween;

class TestRowEdits : public QObject
{
    Q_OBJECT

private slots:
    void naturallySorted_data();
    void naturallySorted();
    void framesForImages();
    void duplicateFrames_data();
    void duplicateFrames();
    void keyframeAt_data();
    void keyframeAt();
    void eventAt_data();
    void eventAt();
    void movedRows_data();
    void movedRows();
};

void TestRowEdits::naturallySorted_data()
{
    QTest::addColumn<QStringList>("in");
    QTest::addColumn<QStringList>("out");
    auto l = [](std::initializer_list<const char *> names) {
        QStringList list;
        for (const char *n : names)
            list << QString::fromLatin1(n);
        return list;
    };
    QTest::newRow("2 before 10") << l({"f10.png", "f2.png", "f1.png"}) << l({"f1.png", "f2.png", "f10.png"});
    QTest::newRow("leading zeros") << l({"f010.png", "f9.png", "f0002.png"}) << l({"f0002.png", "f9.png", "f010.png"});
    QTest::newRow("case ignored") << l({"B1.png", "a2.png", "a10.png"}) << l({"a2.png", "a10.png", "B1.png"});
    QTest::newRow("by file name, not folder") << l({"z/run-2.png", "a/run-10.png"}) << l({"z/run-2.png", "a/run-10.png"});
    QTest::newRow("two numbers") << l({"s2_f10.png", "s2_f9.png", "s10_f1.png"}) << l({"s2_f9.png", "s2_f10.png", "s10_f1.png"});
    QTest::newRow("prefix shorter first") << l({"walk10.png", "walk.png"}) << l({"walk.png", "walk10.png"});
}

void TestRowEdits::naturallySorted()
{
    QFETCH(QStringList, in);
    QFETCH(QStringList, out);
    QCOMPARE(RowEdits::naturallySorted(in), out);
}

void TestRowEdits::framesForImages()
{
    const QList<Frame> frames = RowEdits::framesForImages(
        {QStringLiteral("/p/anim/img/f10.png"), QStringLiteral("/p/anim/img/f2.png"), QStringLiteral("/p/other/f3.png")},
        QStringLiteral("/p/anim"), 80.0);
    QCOMPARE(frames.size(), 3);
    QCOMPARE(frames[0], (Frame{80.0, QStringLiteral("img/f2.png")}));
    QCOMPARE(frames[1], (Frame{80.0, QStringLiteral("../other/f3.png")}));
    QCOMPARE(frames[2], (Frame{80.0, QStringLiteral("img/f10.png")}));
}

void TestRowEdits::duplicateFrames_data()
{
    QTest::addColumn<QList<int>>("rows");
    QTest::addColumn<int>("at");
    QTest::addColumn<QList<double>>("copies");
    QTest::newRow("one") << QList<int>{1} << 2 << QList<double>{20};
    QTest::newRow("scattered, unsorted, repeated") << QList<int>{3, 0, 3} << 4 << QList<double>{10, 40};
    QTest::newRow("none") << QList<int>{} << 4 << QList<double>{};
}

void TestRowEdits::duplicateFrames()
{
    QFETCH(QList<int>, rows);
    QFETCH(int, at);
    QFETCH(QList<double>, copies);
    const FrameTrack track({{10, {}}, {20, {}}, {30, {}}, {40, {}}});
    const RowEdits::Copies c = RowEdits::duplicateFrames(track, rows);
    QCOMPARE(c.row, at);
    QList<double> durations;
    for (const Frame &f : c.frames)
        durations << f.duration;
    QCOMPARE(durations, copies);
}

void TestRowEdits::keyframeAt_data()
{
    QTest::addColumn<double>("time");
    QTest::addColumn<int>("row");
    QTest::addColumn<double>("tx");
    QTest::addColumn<double>("rz");
    QTest::addColumn<int>("easing");      // the new key's (Easing::Type)
    QTest::addColumn<int>("segmentRow");  // the key whose segment is cut, -1 when none is
    QTest::addColumn<int>("startEasing"); // that key's easing after the cut
    QTest::addColumn<bool>("refused");
    const auto type = [](Easing::Type t) { return int(t); };
    // The middle of easeInOut: easeIn, then easeOut, exactly (SegmentSplit).
    QTest::newRow("halfway, eased segment") << 50.0 << 1 << 50.0 << 45.0 << type(Easing::Type::EaseOut) << 0
                                            << type(Easing::Type::EaseIn) << false;
    QTest::newRow("before the first key") << 0.0 << 0 << 0.0 << 0.0 << 0 << -1 << 0 << true; // key 0 is at 0
    QTest::newRow("on a key") << 100.0 << 1 << 0.0 << 0.0 << 0 << -1 << 0 << true;
    QTest::newRow("after the last") << 300.0 << 2 << 100.0 << 90.0 << type(Easing::Type::Linear) << -1 << 0 << false;
    QTest::newRow("negative") << -1.0 << 0 << 0.0 << 0.0 << 0 << -1 << 0 << true;
}

void TestRowEdits::keyframeAt()
{
    QFETCH(double, time);
    QFETCH(int, row);
    QFETCH(double, tx);
    QFETCH(double, rz);
    QFETCH(int, easing);
    QFETCH(int, segmentRow);
    QFETCH(int, startEasing);
    QFETCH(bool, refused);
    Keyframe a;
    a.easing = Easing(Easing::Type::EaseInOut);
    Keyframe b;
    b.time = 100;
    b.translation = {100, 0, 0};
    b.rotation = {0, 0, 90};
    const MotionTrack motion({a, b});
    const auto k = RowEdits::keyframeAt(motion, time);
    QCOMPARE(!k.has_value(), refused);
    if (refused)
        return;
    QCOMPARE(k->row, row);
    QCOMPARE(k->key.time, time);
    // The new key holds the pose the clip already shows there.
    QCOMPARE(k->key.translation.x, tx);
    QCOMPARE(k->key.rotation.z, rz);
    QCOMPARE(k->key.translation.x, motion.sample(time).translation.x);
    QCOMPARE(int(k->key.easing.type()), easing);
    QCOMPARE(k->segmentRow, segmentRow);
    if (segmentRow >= 0)
        QCOMPARE(int(k->segmentStart.easing.type()), startEasing);
    QCOMPARE(k->added, QList<Keyframe>{k->key});
}

void TestRowEdits::eventAt_data()
{
    QTest::addColumn<double>("time");
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("name");
    QTest::newRow("between") << 150.0 << 1 << QStringLiteral("event 3");
    QTest::newRow("at an event: after it") << 200.0 << 2 << QStringLiteral("event 3");
    QTest::newRow("negative clamps to 0") << -5.0 << 0 << QStringLiteral("event 3");
}

void TestRowEdits::eventAt()
{
    QFETCH(double, time);
    QFETCH(int, row);
    QFETCH(QString, name);
    const QList<ClipEvent> events{{100, QStringLiteral("event")}, {200, QStringLiteral("event 2")}};
    const RowEdits::NewEvent e = RowEdits::eventAt(events, time);
    QCOMPARE(e.row, row);
    QCOMPARE(e.event.name, name);
    QCOMPARE(e.event.time, std::max(0.0, time));
}

void TestRowEdits::movedRows_data()
{
    QTest::addColumn<QList<int>>("rows");
    QTest::addColumn<int>("destination");
    QTest::addColumn<int>("first"); // -1: the move changes nothing
    QTest::addColumn<int>("last");
    QTest::newRow("first to the end of five") << QList<int>{0} << 5 << 4 << 4;
    QTest::newRow("fourth up to second") << QList<int>{3} << 1 << 1 << 1;
    QTest::newRow("two apart gather at the end") << QList<int>{0, 2} << 5 << 3 << 4;
    QTest::newRow("two apart gather between them") << QList<int>{0, 2} << 2 << 1 << 2;
    QTest::newRow("block down past one") << QList<int>{1, 2} << 4 << 2 << 3;
    QTest::newRow("onto its own place") << QList<int>{2} << 2 << -1 << -1;
    QTest::newRow("just below itself") << QList<int>{2} << 3 << -1 << -1;
    QTest::newRow("block inside itself") << QList<int>{1, 2, 3} << 3 << -1 << -1;
    QTest::newRow("nothing to move") << QList<int>{} << 0 << -1 << -1;
}

void TestRowEdits::movedRows()
{
    QFETCH(QList<int>, rows);
    QFETCH(int, destination);
    QFETCH(int, first);
    QFETCH(int, last);
    const auto moved = RowEdits::movedRows(rows, destination);
    QCOMPARE(moved.has_value(), first >= 0);
    if (moved) {
        QCOMPARE(moved->first, first);
        QCOMPARE(moved->second, last);
    }
}

QTEST_GUILESS_MAIN(TestRowEdits)
#include "tst_rowedits.moc"
