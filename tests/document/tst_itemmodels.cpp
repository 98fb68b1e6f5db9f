// The three table models: what they show, what they accept, that every edit is one undo step,
// and (QAbstractItemModelTester) that their signals keep every view consistent.

#include "document/rowcommands.h"
#include "itemmodels/eventtablemodel.h"
#include "itemmodels/frametablemodel.h"
#include "itemmodels/keyframetablemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace inbetween;

namespace {
Project walk()
{
    Project p;
    p.clips[0].frames.setFrames({{100, {}}, {150, {}}, {250, {}}});
    Keyframe a;
    Keyframe b;
    b.time = 400;
    Keyframe c;
    c.time = 800;
    p.clips[0].motion.setKeys({a, b, c});
    p.clips[0].events = {{250, QStringLiteral("footstep")}};
    return p;
}
} // namespace

class TestItemModels : public QObject
{
    Q_OBJECT

private slots:
    void frameDurationEdit_data()
    {
        QTest::addColumn<QVariant>("value");
        QTest::addColumn<int>("unit");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<double>("duration");
        QTest::newRow("number") << QVariant(200.0) << int(DurationFormat::Unit::Milliseconds) << true << 200.0;
        QTest::newRow("text ms") << QVariant(QStringLiteral("180 ms")) << int(DurationFormat::Unit::Milliseconds) << true << 180.0;
        QTest::newRow("6f at 60 fps") << QVariant(QStringLiteral("6f")) << int(DurationFormat::Unit::Milliseconds) << true << 100.0;
        QTest::newRow("bare number in frames") << QVariant(QStringLiteral("3")) << int(DurationFormat::Unit::Frames) << true << 50.0;
        QTest::newRow("zero") << QVariant(0.0) << int(DurationFormat::Unit::Milliseconds) << false << 150.0;
        QTest::newRow("negative") << QVariant(QStringLiteral("-5")) << int(DurationFormat::Unit::Milliseconds) << false << 150.0;
        QTest::newRow("text") << QVariant(QStringLiteral("long")) << int(DurationFormat::Unit::Milliseconds) << false << 150.0;
        QTest::newRow("nan") << QVariant(qQNaN()) << int(DurationFormat::Unit::Milliseconds) << false << 150.0;
        // The file's limit (ProjectLimits::maxDuration): a longer hold would save a file that does not open.
        QTest::newRow("the limit") << QVariant(1e9) << int(DurationFormat::Unit::Milliseconds) << true << 1e9;
        QTest::newRow("past the limit") << QVariant(QStringLiteral("1000000001 ms")) << int(DurationFormat::Unit::Milliseconds)
                                        << false << 150.0;
    }

    void frameDurationEdit()
    {
        QFETCH(QVariant, value);
        QFETCH(int, unit);
        QFETCH(bool, accepted);
        QFETCH(double, duration);
        Document doc;
        doc.reset(walk(), QString());
        doc.setKeysFollowFrames(false); // else a hold of 1e9 ms carries walk's keys past the file's limit (tst_editlimits)
        FrameTableModel model(&doc);
        model.setDurationUnit(DurationFormat::Unit(unit));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QCOMPARE(model.setData(model.index(1, FrameTableModel::DurationColumn), value), accepted);
        QCOMPARE(doc.clip().frames.frame(1).duration, duration);
        QCOMPARE(doc.undoStack()->count(), accepted ? 1 : 0);
        if (accepted) {
            // The later frames' start and end moved too.
            QCOMPARE(model.index(2, FrameTableModel::StartColumn).data(Qt::EditRole).toDouble(), 100.0 + duration);
            QVERIFY(!changed.isEmpty());
            QCOMPARE(changed.last().at(1).toModelIndex().row(), 2);
            doc.undoStack()->undo();
            QCOMPARE(doc.clip().frames.frame(1).duration, 150.0);
        }
    }

    // Typed times on the clip's guides (DurationFormat::withGuides), as "6f" is on the fps grid.
    void typedGuides_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("times"); // a clip time, else a duration
        QTest::addColumn<bool>("grid");  // 128 BPM (beats of 468.75 ms) from -15.25
        QTest::addColumn<double>("ms");  // NaN: refused
        const double no = qQNaN();
        QTest::newRow("beat 2 of the grid") << QStringLiteral("2b") << true << true << -15.25 + 937.5;
        QTest::newRow("the downbeat") << QStringLiteral("0b") << true << true << -15.25;
        QTest::newRow("the beat before it") << QStringLiteral("-1 beat") << true << true << -15.25 - 468.75;
        QTest::newRow("half way, any case") << QStringLiteral(" 1.5 B ") << true << true << -15.25 + 703.125;
        QTest::newRow("a duration of two beats") << QStringLiteral("2 beats") << false << true << 937.5;
        QTest::newRow("no grid: no beats") << QStringLiteral("2b") << true << false << no;
        QTest::newRow("a marker") << QStringLiteral("@out") << true << true << 1150.0;
        QTest::newRow("the first of two names") << QStringLiteral("@ hit ") << true << false << 333.0;
        QTest::newRow("a name with a space") << QStringLiteral("@big drop") << true << false << 2000.0;
        QTest::newRow("no such marker") << QStringLiteral("@nothing") << true << true << no;
        QTest::newRow("a duration takes no marker") << QStringLiteral("@out") << false << true << no;
        QTest::newRow("frames as ever") << QStringLiteral("6f") << true << true << 100.0;
        QTest::newRow("ms as ever") << QStringLiteral("120 ms") << false << true << 120.0;
        QTest::newRow("neither") << QStringLiteral("b") << true << true << no;
    }

    void typedGuides()
    {
        QFETCH(QString, text);
        QFETCH(bool, times);
        QFETCH(bool, grid);
        QFETCH(double, ms);
        const QList<ClipMarker> markers{{333, QStringLiteral("hit")}, {1150, QStringLiteral("out")},
                                        {900, QStringLiteral("hit")}, {2000, QStringLiteral("big drop")}};
        const DurationFormat format = DurationFormat(DurationFormat::Unit::Milliseconds, 60)
                                          .withGuides(grid ? std::optional(BeatGrid{128, -15.25}) : std::nullopt,
                                                      markers, times);
        const std::optional<double> got = format.parse(text);
        QCOMPARE(got.has_value(), !qIsNaN(ms));
        if (got)
            QCOMPARE(*got, ms);
    }

    void frameDisplay()
    {
        Document doc;
        doc.reset(walk(), QString());
        FrameTableModel model(&doc);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(2, FrameTableModel::DurationColumn).data().toString(), QStringLiteral("250 ms"));
        QCOMPARE(model.index(2, FrameTableModel::StartColumn).data().toString(), QStringLiteral("250 ms"));
        QCOMPARE(model.index(2, FrameTableModel::EndColumn).data().toString(), QStringLiteral("500 ms"));
        model.setDurationUnit(DurationFormat::Unit::Frames);
        QCOMPARE(model.index(0, FrameTableModel::DurationColumn).data().toString(), QStringLiteral("6 f"));
        QVERIFY(!(model.flags(model.index(0, FrameTableModel::StartColumn)) & Qt::ItemIsEditable));
        QVERIFY(model.flags(model.index(0, FrameTableModel::DurationColumn)) & Qt::ItemIsEditable);
    }

    void multiRowEditIsOneUndoStep()
    {
        Document doc;
        doc.reset(walk(), QString());
        FrameTableModel model(&doc);
        QVERIFY(model.setDataForRows({0, 2}, FrameTableModel::DurationColumn, 90.0));
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.clip().frames.length(), 90.0 + 150.0 + 90.0);
        doc.undoStack()->undo();
        QCOMPARE(doc.clip().frames.length(), 500.0);
    }

    void keyframeEdits_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("column");
        QTest::addColumn<QVariant>("value");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("time between neighbours") << 1 << int(KeyframeTableModel::TimeColumn) << QVariant(500.0) << true;
        QTest::newRow("time onto the next key") << 1 << int(KeyframeTableModel::TimeColumn) << QVariant(800.0) << false;
        QTest::newRow("time past the previous key") << 1 << int(KeyframeTableModel::TimeColumn) << QVariant(-1.0) << false;
        QTest::newRow("negative first time") << 0 << int(KeyframeTableModel::TimeColumn) << QVariant(-1.0) << false;
        QTest::newRow("rotation z") << 2 << int(KeyframeTableModel::RotationZ) << QVariant(720.0) << true;
        QTest::newRow("scale y") << 0 << int(KeyframeTableModel::ScaleY) << QVariant(QStringLiteral("2.5")) << true;
        QTest::newRow("not a number") << 0 << int(KeyframeTableModel::TranslationX) << QVariant(QStringLiteral("x")) << false;
        QTest::newRow("easing") << 0 << int(KeyframeTableModel::EasingColumn) << QVariant(QStringLiteral("easeInOut")) << true;
        QTest::newRow("bezier") << 0 << int(KeyframeTableModel::EasingColumn) << QVariant(QStringLiteral("bezier(0.25, 0.1, 0.25, 1)")) << true;
        QTest::newRow("bad bezier") << 0 << int(KeyframeTableModel::EasingColumn) << QVariant(QStringLiteral("bezier(2, 0, 0, 1)")) << false;
        QTest::newRow("unknown easing") << 0 << int(KeyframeTableModel::EasingColumn) << QVariant(QStringLiteral("bouncy")) << false;
        // Past the file's limits (ProjectLimits): refused, or the saved project would not open.
        QTest::newRow("bezier past the limit") << 0 << int(KeyframeTableModel::EasingColumn) << QVariant(QStringLiteral("bezier(0.2, 5000, 0.5, 1)")) << false;
        QTest::newRow("bezier at the limit") << 0 << int(KeyframeTableModel::EasingColumn) << QVariant(QStringLiteral("bezier(0.2, 1000, 0.5, -1000)")) << true;
        QTest::newRow("translation past the limit") << 0 << int(KeyframeTableModel::TranslationY) << QVariant(2e7) << false;
        QTest::newRow("rotation past the limit") << 0 << int(KeyframeTableModel::RotationX) << QVariant(-2e6) << false;
        QTest::newRow("scale past the limit") << 0 << int(KeyframeTableModel::ScaleZ) << QVariant(2e6) << false;
    }

    void keyframeEdits()
    {
        QFETCH(int, row);
        QFETCH(int, column);
        QFETCH(QVariant, value);
        QFETCH(bool, accepted);
        Document doc;
        doc.reset(walk(), QString());
        KeyframeTableModel model(&doc);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const Project before = doc.project();
        QCOMPARE(model.setData(model.index(row, column), value), accepted);
        QCOMPARE(doc.project() != before, accepted);
        if (accepted && column != KeyframeTableModel::EasingColumn)
            QCOMPARE(model.index(row, column).data(Qt::EditRole).toDouble(), value.toDouble());
        if (accepted && column == KeyframeTableModel::EasingColumn)
            QCOMPARE(model.index(row, column).data().toString(), value.toString());
        doc.undoStack()->undo();
        QCOMPARE(doc.project(), before);
    }

    void eventEdits()
    {
        Document doc;
        doc.reset(walk(), QString());
        EventTableModel model(&doc);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model.setData(model.index(0, EventTableModel::NameColumn), QStringLiteral("land")));
        QVERIFY(!model.setData(model.index(0, EventTableModel::NameColumn), QStringLiteral("  ")));
        QVERIFY(model.setData(model.index(0, EventTableModel::TimeColumn), 10.0));
        QVERIFY(!model.setData(model.index(0, EventTableModel::TimeColumn), -10.0));
        QCOMPARE(doc.clip().events[0], (ClipEvent{10, QStringLiteral("land")}));
        QCOMPARE(doc.undoStack()->count(), 2);
        // The file's limits (a name of 1000 characters, a time of 1e9 ms): past them the saved
        // file would not open again.
        const ProjectLimits limits;
        QVERIFY(!model.setData(model.index(0, EventTableModel::NameColumn), QString(limits.maxEventNameLength + 1, QLatin1Char('a'))));
        QVERIFY(!model.setData(model.index(0, EventTableModel::TimeColumn), limits.maxTime * 1.5));
        QCOMPARE(doc.undoStack()->count(), 2);
        QVERIFY(model.setData(model.index(0, EventTableModel::NameColumn), QString(limits.maxEventNameLength, QLatin1Char('a'))));
        QVERIFY(model.setData(model.index(0, EventTableModel::TimeColumn), limits.maxTime));
        QCOMPARE(doc.undoStack()->count(), 4);
    }

    void rowsFollowCommands()
    {
        Document doc;
        doc.reset(walk(), QString());
        FrameTableModel frames(&doc);
        KeyframeTableModel keys(&doc);
        EventTableModel events(&doc);
        // (No QAbstractItemModelTester on frames: it follows column 0, which for frames is the row
        // number itself and so is renumbered by design; the spies check the frame signals.)
        QSignalSpy inserted(&frames, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&frames, &QAbstractItemModel::rowsRemoved);
        QAbstractItemModelTester t2(&keys, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t3(&events, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QUndoStack *stack = doc.undoStack();
        stack->push(new InsertFramesCommand(&doc, 1, {{10, {}}, {20, {}}}, QStringLiteral("Insert")));
        QCOMPARE(frames.rowCount(), 5);
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(inserted.last().at(1).toInt(), 1);
        QCOMPARE(inserted.last().at(2).toInt(), 2);
        QCOMPARE(frames.index(3, FrameTableModel::StartColumn).data(Qt::EditRole).toDouble(), 130.0);
        stack->push(new RemoveFramesCommand(&doc, {0, 2, 4}, QStringLiteral("Remove")));
        QCOMPARE(frames.rowCount(), 2);
        QCOMPARE(removed.count(), 3); // one signal per run of rows: 4, 2, 0
        QCOMPARE(removed.first().at(1).toInt(), 4);
        stack->push(new MoveFramesCommand(&doc, {1}, 0, QStringLiteral("Move")));
        stack->push(new RemoveKeyframesCommand(&doc, {0, 2}, QStringLiteral("Remove keys")));
        QCOMPARE(keys.rowCount(), 1);
        stack->push(new RemoveEventsCommand(&doc, {0}, QStringLiteral("Remove event")));
        QCOMPARE(events.rowCount(), 0);
        while (stack->canUndo())
            stack->undo();
        QCOMPARE(doc.project(), walk());
        QCOMPARE(frames.rowCount(), 3);
        QCOMPARE(keys.rowCount(), 3);
        QCOMPARE(events.rowCount(), 1);
        doc.reset(Project(), QString());
        QCOMPARE(frames.rowCount(), 0);
    }
};

QTEST_MAIN(TestItemModels)
#include "tst_itemmodels.moc"
