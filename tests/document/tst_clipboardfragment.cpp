// ClipboardFragment: what Copy puts on the clipboard is the project file's JSON of the copied
// frames, keys or events (their pictures and regions, times and easings), with absolute paths; a
// paste reads it with the file's reader, makes the paths relative to the project it goes into, and
// places it at the playhead (frames after the frame there, keys and events from there on).
#include "common/testutil.h"
#include "document/clipboardfragment.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace inbetween;
using namespace testutil;

Q_DECLARE_METATYPE(inbetween::ListKind)
Q_DECLARE_METATYPE(std::optional<inbetween::ListKind>)

namespace {

Clip walk()
{
    Clip clip(QStringLiteral("walk"));
    clip.frames.setFrames({{100, QStringLiteral("hero/hero.png"), QRect(0, 0, 32, 32)},
                           {150, QStringLiteral("hero/hero.png"), QRect(32, 0, 32, 32)},
                           {250, QStringLiteral("frames/walk-2.png")}});
    clip.motion.setKeys({keyframe(0, {0, 0, 0}, {0, 0, 0}, {1, 1, 1}),
                         keyframe(200, {10, 0, 0}, {0, 0, 45}, {1, 1, 1}, Easing(Easing::Type::EaseOut)),
                         keyframe(400, {20, 5, 0}, {0, 0, 90}, {2, 2, 1})});
    clip.events = {{250, QStringLiteral("footstep")}, {450, QStringLiteral("land")}};
    return clip;
}

} // namespace

class TestClipboardFragment : public QObject
{
    Q_OBJECT

private slots:
    // Frames copied in one project folder and pasted into another keep their pictures: each path
    // names the same file from the new folder.
    void framesKeepTheirPictures_data()
    {
        QTest::addColumn<QString>("into"); // the pasting project's folder, relative to a temporary root
        QTest::addColumn<QStringList>("images");
        QTest::newRow("the same project") << QStringLiteral("a") << strings({"hero/hero.png", "frames/walk-2.png"});
        QTest::newRow("a sibling folder") << QStringLiteral("b") << strings({"../a/hero/hero.png", "../a/frames/walk-2.png"});
        QTest::newRow("a folder inside") << QStringLiteral("a/sub") << strings({"../hero/hero.png", "../frames/walk-2.png"});
    }
    void framesKeepTheirPictures()
    {
        QFETCH(QString, into);
        QFETCH(QStringList, images);
        QTemporaryDir root;
        const QByteArray json = ClipboardFragment::copy(walk(), ListKind::Frames, {2, 1}, root.filePath(QStringLiteral("a")));
        QVERIFY2(json.contains(QDir(root.path()).absoluteFilePath(QStringLiteral("a/hero/hero.png")).toUtf8()), json.constData());
        const ClipboardFragment::Pasted pasted = ClipboardFragment::read(json, root.filePath(into));
        QVERIFY2(pasted.clip, qPrintable(pasted.problem));
        const FrameTrack &frames = pasted.clip->frames;
        QCOMPARE(frames.count(), 2);
        QCOMPARE(frames.frame(0).duration, 150.0); // in the clip's order, whatever the selection's
        QCOMPARE(frames.frame(0).image, images[0]);
        QCOMPARE(frames.frame(0).region, std::optional<QRect>(QRect(32, 0, 32, 32)));
        QCOMPARE(frames.frame(1).image, images[1]);
        QCOMPARE(frames.frame(1).region, std::optional<QRect>());
        QVERIFY(pasted.clip->motion.isEmpty() && pasted.clip->events.isEmpty());
    }

    void keysAndEventsKeepTheirTimesAndEasings()
    {
        const Clip clip = walk();
        ClipboardFragment::Pasted keys = ClipboardFragment::read(ClipboardFragment::copy(clip, ListKind::Keyframes, {1, 2}, QString()), QString());
        QVERIFY(keys.clip);
        QCOMPARE(keys.clip->motion.keys(), (QList<Keyframe>{clip.motion.key(1), clip.motion.key(2)}));
        QVERIFY(keys.clip->frames.isEmpty());
        ClipboardFragment::Pasted events = ClipboardFragment::read(ClipboardFragment::copy(clip, ListKind::Events, {1}, QString()), QString());
        QVERIFY(events.clip);
        QCOMPARE(events.clip->events, (QList<ClipEvent>{{450, QStringLiteral("land")}}));
    }

    // Any other text is refused with the reader's words, as a file would be.
    void otherTextIsRefused()
    {
        const ClipboardFragment::Pasted p = ClipboardFragment::read("just some words", QString());
        QVERIFY(!p.clip);
        QVERIFY2(p.problem.startsWith(QStringLiteral("the clipboard: line 1, column 1")), qPrintable(p.problem));
    }

    void kindOf_data()
    {
        QTest::addColumn<QList<int>>("lists"); // which of frames, keys, events the clip fills
        QTest::addColumn<ListKind>("active");
        QTest::addColumn<std::optional<ListKind>>("expected");
        QTest::newRow("frames, wherever the focus is") << QList<int>{0} << ListKind::Events << std::optional(ListKind::Frames);
        QTest::newRow("keys") << QList<int>{1} << ListKind::Frames << std::optional(ListKind::Keyframes);
        QTest::newRow("a whole clip, into the active list") << QList<int>{0, 1, 2} << ListKind::Events
                                                            << std::optional(ListKind::Events);
        QTest::newRow("frames and keys, events active") << QList<int>{0, 1} << ListKind::Events << std::optional<ListKind>();
        QTest::newRow("nothing") << QList<int>{} << ListKind::Frames << std::optional<ListKind>();
    }
    void kindOf()
    {
        QFETCH(QList<int>, lists);
        QFETCH(ListKind, active);
        QFETCH(std::optional<ListKind>, expected);
        const Clip full = walk();
        Clip clip(QStringLiteral("c"));
        if (lists.contains(0))
            clip.frames = full.frames;
        if (lists.contains(1))
            clip.motion = full.motion;
        if (lists.contains(2))
            clip.events = full.events;
        QCOMPARE(ClipboardFragment::kindOf(clip, active), expected);
    }

    // [100, 150, 250]: frames pasted at the playhead go after the frame under it.
    void frameRow_data()
    {
        QTest::addColumn<QList<double>>("durations");
        QTest::addColumn<double>("at");
        QTest::addColumn<int>("row");
        const QList<double> d{100, 150, 250};
        QTest::newRow("in frame 0") << d << 0.0 << 1;
        QTest::newRow("last ms of frame 0") << d << 99.999 << 1;
        QTest::newRow("frame 1's start") << d << 100.0 << 2;
        QTest::newRow("the end") << d << 500.0 << 3;
        QTest::newRow("past the end") << d << 900.0 << 3;
        QTest::newRow("before 0") << d << -20.0 << 1;
        QTest::newRow("no frames") << QList<double>{} << 300.0 << 0;
    }
    void frameRow()
    {
        QFETCH(QList<double>, durations);
        QFETCH(double, at);
        QFETCH(int, row);
        QCOMPARE(ClipboardFragment::frameRow(trackOf(durations), at), row);
    }

    void pastedAtThePlayhead_data()
    {
        QTest::addColumn<double>("at");
        QTest::addColumn<QList<double>>("keyTimes");
        QTest::addColumn<QList<double>>("eventTimes");
        QTest::newRow("at 1000") << 1000.0 << QList<double>{1000, 1200} << QList<double>{1000, 1200};
        QTest::newRow("at 0") << 0.0 << QList<double>{0, 200} << QList<double>{0, 200};
        QTest::newRow("before 0: at 0") << -50.0 << QList<double>{0, 200} << QList<double>{0, 200};
    }
    void pastedAtThePlayhead()
    {
        QFETCH(double, at);
        QFETCH(QList<double>, keyTimes);
        QFETCH(QList<double>, eventTimes);
        const Clip clip = walk();
        QList<double> keys, events;
        for (const Keyframe &k : ClipboardFragment::keysAt({clip.motion.key(1), clip.motion.key(2)}, at))
            keys.append(k.time);
        for (const ClipEvent &e : ClipboardFragment::eventsAt(clip.events, at))
            events.append(e.time);
        QCOMPARE(keys, keyTimes);
        QCOMPARE(events, eventTimes);
    }

    // A pasted key where a key is replaces it; the others go in between, in time order.
    void mergedKeys()
    {
        const Clip clip = walk(); // keys at 0, 200, 400
        const QList<Keyframe> pasted{keyframe(200, {7, 7, 7}, {0, 0, 0}, {1, 1, 1}), keyframe(300, {8, 8, 8}, {0, 0, 0}, {1, 1, 1}),
                                     keyframe(900, {9, 9, 9}, {0, 0, 0}, {1, 1, 1})};
        const QList<Keyframe> merged = ClipboardFragment::mergedKeys(clip.motion.keys(), pasted);
        QCOMPARE(merged, (QList<Keyframe>{clip.motion.key(0), pasted[0], pasted[1], clip.motion.key(2), pasted[2]}));
    }
};

QTEST_MAIN(TestClipboardFragment)
#include "tst_clipboardfragment.moc"
