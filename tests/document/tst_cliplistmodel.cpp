// The Clips panel's model: each clip's name (with its first frame's picture, cut from the sheet),
// length and loop mode; renaming in place and reordering by a drop, each one undo step; the
// current clip in bold; and (QAbstractItemModelTester) signals that keep every view consistent
// through adds, removes, moves and undo.

#include "document/clipedits.h"
#include "document/rowcommands.h"
#include "itemmodels/cliplistmodel.h"
#include "itemmodels/rowsmime.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QImage>
#include <QMimeData>
#include <QPainter>
#include "common/testutil.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace inbetween;

namespace {
Project hero()
{
    Project p;
    p.clips = {Clip(QStringLiteral("idle")), Clip(QStringLiteral("walk")), Clip(QStringLiteral("jump"))};
    p.clips[0].frames.setFrames({{200, QStringLiteral("sheet.png"), QRect(0, 0, 8, 8)}, {200, {}}});
    p.clips[1].loop = LoopMode::PingPong;
    p.clips[1].frames.setFrames({{100, {}}, {150, {}}, {250, {}}});
    p.clips[2].loop = LoopMode::Once;
    Keyframe k;
    k.time = 600;
    p.clips[2].motion.setKeys({Keyframe(), k});
    return p;
}

QStringList column(const QAbstractItemModel &m, int c)
{
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r)
        out << m.index(r, c).data().toString();
    return out;
}

QMimeData *dragOf(const ClipListModel &model, int row)
{
    QModelIndexList cells;
    for (int c = 0; c < model.columnCount(); ++c)
        cells << model.index(row, c);
    return model.mimeData(cells);
}
} // namespace

class TestClipListModel : public QObject
{
    Q_OBJECT

private slots:
    void showsEveryClip()
    {
        Document doc;
        doc.reset(hero(), QString());
        ClipListModel model(&doc);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(column(model, ClipListModel::NameColumn), testutil::strings({"idle", "walk", "jump"}));
        // Frames: their sum; keys only: the last key's time.
        QCOMPARE(column(model, ClipListModel::LengthColumn), testutil::strings({"400 ms", "500 ms", "600 ms"}));
        QCOMPARE(column(model, ClipListModel::LoopColumn), testutil::strings({"loop", "pingpong", "once"}));
        QCOMPARE(model.index(1, ClipListModel::LengthColumn).data(Qt::EditRole).toDouble(), 500.0);
        QCOMPARE(model.index(1, 0).data(Qt::ToolTipRole).toString(), QStringLiteral("walk: 3 frames, 0 keyframes, 0 events"));
        QVERIFY(model.flags(model.index(0, ClipListModel::NameColumn)) & Qt::ItemIsEditable);
        QVERIFY(!(model.flags(model.index(0, ClipListModel::LengthColumn)) & Qt::ItemIsEditable));
    }

    void currentClipIsBold()
    {
        Document doc;
        doc.reset(hero(), QString());
        ClipListModel model(&doc);
        auto bold = [&](int row) { return model.index(row, 0).data(Qt::FontRole).value<QFont>().bold(); };
        QVERIFY(bold(0) && !bold(1));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        doc.setCurrentClip(2);
        QVERIFY(!bold(0) && bold(2));
        QList<int> fontRows; // the row it left and the row it went to
        for (const QList<QVariant> &args : changed) {
            if (args.at(2).value<QList<int>>().contains(Qt::FontRole))
                fontRows << args.at(0).toModelIndex().row();
        }
        QCOMPARE(fontRows, (QList<int>{0, 2}));
    }

    void lengthFollowsEditsOfTheCurrentClip()
    {
        Document doc;
        doc.reset(hero(), QString());
        doc.setCurrentClip(1);
        ClipListModel model(&doc);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        doc.undoStack()->push(new SetFramesCommand(&doc, {2}, {{450, {}}}, QStringLiteral("Retime")));
        QCOMPARE(model.index(1, ClipListModel::LengthColumn).data().toString(), QStringLiteral("700 ms"));
        QVERIFY(!changed.isEmpty());
        QCOMPARE(changed.last().at(0).toModelIndex().row(), 1);
        doc.undoStack()->push(new SetClipsCommand(&doc, {1}, {[&] {
                                                      Clip c = doc.clip();
                                                      c.loop = LoopMode::Once;
                                                      return c;
                                                  }()},
                                                  QStringLiteral("Loop")));
        QCOMPARE(model.index(1, ClipListModel::LoopColumn).data().toString(), QStringLiteral("once"));
    }

    void rename_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QString>("shown");
        QTest::addColumn<QString>("refusal");
        QTest::newRow("new name") << "run" << true << "run" << "";
        QTest::newRow("trimmed") << "  run " << true << "run" << "";
        QTest::newRow("same name") << "walk" << true << "walk" << "";
        QTest::newRow("empty") << "" << false << "walk" << "a clip needs a name";
        QTest::newRow("another clip's") << "jump" << false << "walk" << "another clip is named \"jump\"";
    }

    void rename()
    {
        QFETCH(QString, name);
        QFETCH(bool, accepted);
        QFETCH(QString, shown);
        QFETCH(QString, refusal);
        Document doc;
        doc.reset(hero(), QString());
        ClipListModel model(&doc);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy refused(&model, &ClipListModel::renameRefused);
        QCOMPARE(model.setData(model.index(1, ClipListModel::NameColumn), name), accepted);
        QCOMPARE(model.index(1, 0).data().toString(), shown);
        QCOMPARE(doc.undoStack()->count(), shown == QLatin1String("walk") ? 0 : 1);
        QCOMPARE(refused.size(), refusal.isEmpty() ? 0 : 1);
        if (!refusal.isEmpty())
            QCOMPARE(refused.first().at(0).toString(), refusal);
        QVERIFY(!model.setData(model.index(1, ClipListModel::LoopColumn), QStringLiteral("once")));
    }

    void dropReorders_data()
    {
        QTest::addColumn<int>("dragged");
        QTest::addColumn<int>("row");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<int>("steps");
        QTest::newRow("first to the end") << 0 << 3 << testutil::strings({"walk", "jump", "idle"}) << 1;
        QTest::newRow("first below the rows") << 0 << -1 << testutil::strings({"walk", "jump", "idle"}) << 1;
        QTest::newRow("last to the top") << 2 << 0 << testutil::strings({"jump", "idle", "walk"}) << 1;
        QTest::newRow("onto its own place") << 1 << 1 << testutil::strings({"idle", "walk", "jump"}) << 0;
        QTest::newRow("just below itself") << 1 << 2 << testutil::strings({"idle", "walk", "jump"}) << 0;
    }

    void dropReorders()
    {
        QFETCH(int, dragged);
        QFETCH(int, row);
        QFETCH(QStringList, expected);
        QFETCH(int, steps);
        Document doc;
        doc.reset(hero(), QString());
        ClipListModel model(&doc);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        std::unique_ptr<QMimeData> data(dragOf(model, dragged));
        QVERIFY(data);
        QVERIFY(model.canDropMimeData(data.get(), Qt::MoveAction, row, 0, {}));
        QCOMPARE(model.dropMimeData(data.get(), Qt::MoveAction, row, 0, {}), steps == 1);
        QCOMPARE(column(model, 0), expected);
        QCOMPARE(doc.undoStack()->count(), steps);
        if (steps)
            QCOMPARE(doc.clip().name, hero().clips[size_t(dragged)].name); // the moved clip is shown
        doc.undoStack()->undo();
        QCOMPARE(column(model, 0), testutil::strings({"idle", "walk", "jump"}));
    }

    void foreignDropsAreRefused()
    {
        Document doc, other;
        doc.reset(hero(), QString());
        other.reset(hero(), QString());
        ClipListModel model(&doc);
        ClipListModel otherModel(&other);
        std::unique_ptr<QMimeData> fromOther(dragOf(otherModel, 0));
        QVERIFY(!model.canDropMimeData(fromOther.get(), Qt::MoveAction, 3, 0, {}));
        QVERIFY(!model.dropMimeData(fromOther.get(), Qt::MoveAction, 3, 0, {}));
        // Frames are not clips.
        std::unique_ptr<QMimeData> frames(RowsMime::encode(&doc, ListKind::Frames, {0}));
        QVERIFY(!model.canDropMimeData(frames.get(), Qt::MoveAction, 3, 0, {}));
        std::unique_ptr<QMimeData> two(RowsMime::encode(&doc, ListKind::Clips, {0, 1}));
        QVERIFY(!model.canDropMimeData(two.get(), Qt::MoveAction, 3, 0, {}));
        QCOMPARE(doc.undoStack()->count(), 0);
    }

    void signalsStayConsistent()
    {
        Document doc;
        doc.reset(hero(), QString());
        ClipListModel model(&doc);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ClipEdits::add(&doc);
        ClipEdits::duplicate(&doc, 0);
        ClipEdits::move(&doc, 0, 4);
        ClipEdits::remove(&doc, 1);
        ClipEdits::rename(&doc, 0, QStringLiteral("run"));
        QCOMPARE(model.rowCount(), doc.clipCount());
        QCOMPARE(column(model, 0), doc.project().clipNames());
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QCOMPARE(column(model, 0), testutil::strings({"idle", "walk", "jump"}));
        doc.reset(Project(), QString());
        QCOMPARE(column(model, 0), testutil::strings({"clip"}));
    }

    // The first frame's picture is its region of the sheet, not the whole sheet.
    void firstFramePictureIsItsRegion()
    {
        QTemporaryDir dir;
        QImage sheet(16, 8, QImage::Format_ARGB32);
        sheet.fill(Qt::red);
        QPainter(&sheet).fillRect(8, 0, 8, 8, Qt::blue);
        QVERIFY(sheet.save(dir.filePath(QStringLiteral("sheet.png"))));
        Project p = hero();
        p.clips[1].frames.setFrames({{100, QStringLiteral("sheet.png"), QRect(8, 0, 8, 8)}});
        Document doc;
        doc.reset(p, dir.filePath(QStringLiteral("hero.json")));
        ClipListModel model(&doc);
        const QImage idle = model.index(0, 0).data(Qt::DecorationRole).value<QImage>();
        const QImage walk = model.index(1, 0).data(Qt::DecorationRole).value<QImage>();
        QCOMPARE(idle.size(), QSize(32, 32));
        QCOMPARE(QColor(idle.pixel(16, 16)), QColor(Qt::red));
        QCOMPARE(QColor(idle.pixel(31, 31)), QColor(Qt::red));
        QCOMPARE(QColor(walk.pixel(0, 0)), QColor(Qt::blue));
        QCOMPARE(QColor(walk.pixel(16, 16)), QColor(Qt::blue));
        QVERIFY(model.index(2, 0).data(Qt::DecorationRole).isNull()); // no frames
    }
};

QTEST_MAIN(TestClipListModel)
#include "tst_cliplistmodel.moc"
