// Edits keep to what the project file holds (ProjectLimits): a hold past 1e9 ms from any tool
// stops at 1e9 (pushFrameRetime: the timeline's drags and keys, Retime Frames, the table), and no
// key or event is added past 1e9 ms in a clip that long, nor carried past it by a frame edit;
// otherwise the saved file would not open.
#include "document/document.h"
#include "document/editoperations.h"
#include "document/frameedits.h"
#include "document/framedataedits.h"
#include "document/playrangeedits.h"
#include "projectlimits.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace inbetween;

class TestEditLimits : public QObject
{
    Q_OBJECT

private slots:
    void holdsStopAtTheLimit_data()
    {
        QTest::addColumn<double>("set");
        QTest::addColumn<double>("kept");
        QTest::newRow("within") << 250.0 << 250.0;
        QTest::newRow("the limit") << 1e9 << 1e9;
        QTest::newRow("past it") << 3e9 << 1e9;
    }
    void holdsStopAtTheLimit()
    {
        QFETCH(double, set);
        QFETCH(double, kept);
        Document doc;
        Project p;
        p.clips[0].frames.setFrames({Frame{100, QString()}, Frame{100, QString()}});
        doc.reset(p, QString());
        Frame f = doc.clip().frames.frame(0);
        f.duration = set;
        pushFrameRetime(&doc, {0}, {f}, QStringLiteral("Lengthen frame 0"));
        QCOMPARE(doc.clip().frames.frame(0).duration, kept);
        QCOMPARE(doc.clip().frames.frame(1).duration, 100.0);
    }

    void keysAndEventsStopAtTheLimit_data()
    {
        QTest::addColumn<double>("at");
        QTest::addColumn<bool>("added");
        QTest::newRow("within") << 5e8 << true;
        QTest::newRow("the limit") << 1e9 << true;
        QTest::newRow("past it, in a clip of two 1e9 ms holds") << 1.5e9 << false;
    }
    void keysAndEventsStopAtTheLimit()
    {
        QFETCH(double, at);
        QFETCH(bool, added);
        Document doc;
        Project p;
        p.clips[0].frames.setFrames({Frame{1e9, QString()}, Frame{1e9, QString()}});
        doc.reset(p, QString());
        EditOperations operations(&doc);
        QCOMPARE(operations.addKeyframeAt(at) >= 0, added);
        QCOMPARE(operations.addEventAt(at) >= 0, added);
        QCOMPARE(doc.undoStack()->count(), added ? 2 : 0);
    }

    // A frame added or lengthened moves the keys and events that follow the frames: not made when
    // it would carry one past 1e9 ms (it stays past the clip's end, or in a frame that moves).
    void frameEditsCarryNothingPastTheLimit_data()
    {
        QTest::addColumn<QList<double>>("holds");
        QTest::addColumn<double>("keyAt"); // -1: none
        QTest::addColumn<double>("eventAt");
        QTest::addColumn<bool>("follow");
        QTest::addColumn<double>("retimeFirstTo"); // else a frame of 100 ms is added at the end
        QTest::addColumn<bool>("made");
        const QList<double> short_{100, 100}, long_{5e8, 5e8};
        QTest::newRow("an event past the end, a frame added") << short_ << -1.0 << 1e9 - 50 << true << 0.0 << false;
        QTest::newRow("an event past the end that stays within") << short_ << -1.0 << 1e9 - 100 << true << 0.0 << true;
        QTest::newRow("a key past the end, the first hold lengthened") << short_ << 1e9 - 50 << -1.0 << true << 200.0 << false;
        QTest::newRow("a key in the second frame of a clip made longer than the limit")
            << long_ << 9.9e8 << -1.0 << true << 1e9 << false;
        QTest::newRow("a clip made longer than the limit, nothing after the first frame")
            << long_ << 1e8 << 2e8 << true << 1e9 << true;
        QTest::newRow("keys and events that stay where they are") << long_ << 9.9e8 << 9.9e8 << false << 1e9 << true;
        QTest::newRow("a frame added to a clip of 1e9 ms, an event at its end")
            << QList<double>{1e9 - 100} << -1.0 << 1e9 - 100 << true << 0.0 << true;
    }
    void frameEditsCarryNothingPastTheLimit()
    {
        QFETCH(QList<double>, holds);
        QFETCH(double, keyAt);
        QFETCH(double, eventAt);
        QFETCH(bool, follow);
        QFETCH(double, retimeFirstTo);
        QFETCH(bool, made);
        Project p;
        QList<Frame> frames;
        for (double hold : holds)
            frames << Frame{hold, QString()};
        p.clips[0].frames.setFrames(frames);
        if (keyAt >= 0) {
            Keyframe key;
            key.time = keyAt;
            p.clips[0].motion.setKeys({key});
        }
        if (eventAt >= 0)
            p.clips[0].events = {ClipEvent{eventAt, QStringLiteral("hit")}};
        Document doc;
        doc.reset(p, QString());
        doc.setKeysFollowFrames(follow);
        QSignalSpy refused(&doc, &Document::editRefused);
        Frame f = doc.clip().frames.frame(0);
        f.duration = retimeFirstTo;
        const bool done = retimeFirstTo > 0 ? pushFrameRetime(&doc, {0}, {f}, QStringLiteral("Retime frame 0"))
                                            : pushFrameInsert(&doc, int(holds.size()), {Frame{100, QString()}}, QStringLiteral("Add frame"));
        QCOMPARE(done, made);
        QCOMPARE(doc.undoStack()->count(), made ? 1 : 0);
        QCOMPARE(refused.count(), made ? 0 : 1);
        if (!made) {
            QCOMPARE(doc.project(), p);
            QVERIFY(refused.front().front().toString().contains(QStringLiteral("1000000000 ms")));
        }
        for (const Keyframe &k : doc.clip().motion.keys())
            QVERIFY(k.time <= 1e9);
        for (const ClipEvent &e : doc.clip().events)
            QVERIFY(e.time <= 1e9);
    }

    // A move keeps the clip's length but carries an event in a moved frame with it.
    void aMoveCarriesNothingPastTheLimit_data()
    {
        QTest::addColumn<double>("eventAt"); // in the first of two holds of 6e8 ms, moved last
        QTest::addColumn<bool>("made");
        QTest::newRow("to 7e8") << 1e8 << true;
        QTest::newRow("to 1.1e9") << 5e8 << false;
    }
    void aMoveCarriesNothingPastTheLimit()
    {
        QFETCH(double, eventAt);
        QFETCH(bool, made);
        Project p;
        p.clips[0].frames.setFrames({Frame{6e8, QStringLiteral("a.png")}, Frame{6e8, QStringLiteral("b.png")}});
        p.clips[0].events = {ClipEvent{eventAt, QStringLiteral("hit")}};
        Document doc;
        doc.reset(p, QString());
        QSignalSpy refused(&doc, &Document::editRefused);
        QCOMPARE(pushFrameMove(&doc, {0}, 2, QStringLiteral("Move frame 0")).has_value(), made);
        QCOMPARE(doc.undoStack()->count(), made ? 1 : 0);
        QCOMPARE(refused.count(), made ? 0 : 1);
        QCOMPARE(doc.clip().events.front().time, made ? eventAt + 6e8 : eventAt);
    }

    // A play range in a clip longer than the latest time the file holds ends at that time at most.
    void playRangeStopsAtTheLimit()
    {
        Project p;
        p.clips[0].frames.setFrames({Frame{2e9, QString()}, Frame{1e9, QString()}});
        Document doc;
        doc.reset(p, QString());
        QVERIFY(!PlayRangeEdits::setOut(&doc, 2.5e9));
        QVERIFY(!PlayRangeEdits::set(&doc, PlayRange{1e8, 1.5e9}));
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(PlayRangeEdits::setIn(&doc, 5e8)); // to the file's latest time, not the clip's end
        QCOMPARE(doc.clip().playRange, std::optional<PlayRange>(PlayRange{5e8, 1e9}));
    }

    // A list already as long as the file holds takes no more (ProjectLimits' counts).
    void countsStopAtTheLimit_data()
    {
        QTest::addColumn<QString>("list");
        for (const char *list : {"clips", "frames", "keyframes", "events", "boxes", "points"})
            QTest::newRow(list) << QString::fromLatin1(list);
    }
    void countsStopAtTheLimit()
    {
        QFETCH(QString, list);
        const ProjectLimits limits;
        Project p;
        if (list == QLatin1String("clips")) {
            for (qint64 i = 1; i < limits.maxClips; ++i)
                p.clips.push_back(Clip(QStringLiteral("clip %1").arg(i)));
        }
        Clip &clip = p.clips[0]; // after the clips are added: a reference taken before would dangle
        if (list == QLatin1String("frames")) {
            clip.frames.setFrames(QList<Frame>(limits.maxFrames, Frame{100, QString()}));
        } else if (list == QLatin1String("keyframes")) {
            QList<Keyframe> keys(limits.maxKeyframes);
            for (qsizetype i = 0; i < keys.size(); ++i)
                keys[i].time = double(i);
            clip.motion.setKeys(keys);
        } else if (list == QLatin1String("events")) {
            clip.events = QList<ClipEvent>(limits.maxEvents, ClipEvent{0.0, QStringLiteral("hit")});
        } else if (list == QLatin1String("boxes")) {
            for (qint64 i = 0; i < limits.maxDeclaredBoxes; ++i)
                p.boxes.append({QStringLiteral("box %1").arg(i), BoxKind::Hit});
        } else if (list == QLatin1String("points")) {
            for (qint64 i = 0; i < limits.maxDeclaredPoints; ++i)
                p.points.append({QStringLiteral("point %1").arg(i)});
        }
        if (clip.frames.isEmpty())
            clip.frames.setFrames({Frame{100, QString()}});
        Document doc;
        doc.reset(p, QString());
        QSignalSpy refused(&doc, &Document::editRefused);
        EditOperations operations(&doc);
        QString problem;
        if (list == QLatin1String("clips")) {
            QCOMPARE(operations.addClip(), -1);
            QCOMPARE(operations.duplicateClip(0), -1);
        } else if (list == QLatin1String("frames")) {
            QCOMPARE(operations.addFrame(0).second, -1);
        } else if (list == QLatin1String("keyframes")) {
            QCOMPARE(operations.addKeyframeAt(0.5), -1);
        } else if (list == QLatin1String("events")) {
            QCOMPARE(operations.addEventAt(50), -1);
        } else {
            QVERIFY(list == QLatin1String("boxes") ? !FrameDataEdits::addBox(&doc, QStringLiteral("one more"), BoxKind::Hit, &problem)
                                                   : !FrameDataEdits::addPoint(&doc, QStringLiteral("one more"), &problem));
        }
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(doc.project() == p);
        const QString why = problem.isEmpty() && !refused.isEmpty() ? refused.back().front().toString() : problem;
        QVERIFY2(why.contains(QStringLiteral("at most")), qPrintable(why));
    }
};

QTEST_GUILESS_MAIN(TestEditLimits)
#include "tst_editlimits.moc"
