// Edits keep to what the project file holds (ProjectLimits): a hold past 1e9 ms from any tool
// stops at 1e9 (pushFrameRetime: the timeline's drags and keys, Retime Frames, the table), and no
// key or event is added past 1e9 ms in a clip that long; otherwise the saved file would not open.
#include "document/document.h"
#include "document/editoperations.h"
#include "document/frameedits.h"

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
};

QTEST_GUILESS_MAIN(TestEditLimits)
#include "tst_editlimits.moc"
