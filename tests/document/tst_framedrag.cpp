// Reordering frames by dragging table rows, at the model: the drag's data names the rows of one
// document, the drop moves them before the row it lands on as one undo step, and a drop that
// would change nothing, or comes from another document, changes nothing.

#include "document/rowcommands.h"
#include "itemmodels/frametablemodel.h"
#include "itemmodels/rowsmime.h"

#include <QMimeData>
#include <QSignalSpy>
#include <QTest>
#include <memory>

using namespace inbetween;

namespace {
// Durations name the frames: 100, 200, ... 500.
Project fiveFrames()
{
    Project p;
    p.clips[0].frames.setFrames({{100, {}}, {200, {}}, {300, {}}, {400, {}}, {500, {}}});
    return p;
}

QList<double> durations(const Document &doc)
{
    QList<double> d;
    for (const Frame &f : doc.clip().frames.frames())
        d.append(f.duration);
    return d;
}
} // namespace

class TestFrameDrag : public QObject
{
    Q_OBJECT

private slots:
    void dropMovesRows_data()
    {
        QTest::addColumn<QList<int>>("dragged");
        QTest::addColumn<int>("row");       // where the view says the drop lands, -1: no row
        QTest::addColumn<int>("parentRow"); // the item dropped onto, -1: between rows
        QTest::addColumn<QList<double>>("expected");
        QTest::addColumn<int>("first"); // where the moved block stands after
        QTest::newRow("first to the end") << QList<int>{0} << 5 << -1 << QList<double>{200, 300, 400, 500, 100} << 4;
        QTest::newRow("first below the empty space") << QList<int>{0} << -1 << -1 << QList<double>{200, 300, 400, 500, 100} << 4;
        QTest::newRow("fourth up to second") << QList<int>{3} << 1 << -1 << QList<double>{100, 400, 200, 300, 500} << 1;
        QTest::newRow("last to the start") << QList<int>{4} << 0 << -1 << QList<double>{500, 100, 200, 300, 400} << 0;
        QTest::newRow("two apart gather at the end") << QList<int>{0, 2} << 5 << -1 << QList<double>{200, 400, 500, 100, 300} << 3;
        QTest::newRow("two apart gather in the middle") << QList<int>{0, 4} << 2 << -1 << QList<double>{200, 100, 500, 300, 400} << 1;
        QTest::newRow("block down past one") << QList<int>{1, 2} << 4 << -1 << QList<double>{100, 400, 200, 300, 500} << 2;
        QTest::newRow("onto an item lands before it") << QList<int>{4} << -1 << 1 << QList<double>{100, 500, 200, 300, 400} << 1;
        QTest::newRow("row past the end is the end") << QList<int>{1} << 99 << -1 << QList<double>{100, 300, 400, 500, 200} << 4;
    }
    void dropMovesRows()
    {
        QFETCH(QList<int>, dragged);
        QFETCH(int, row);
        QFETCH(int, parentRow);
        QFETCH(QList<double>, expected);
        QFETCH(int, first);
        Document doc;
        doc.reset(fiveFrames(), QString());
        FrameTableModel model(&doc);
        QModelIndexList indexes;
        for (int r : dragged) {
            for (int c = 0; c < model.columnCount(); ++c)
                indexes.append(model.index(r, c)); // a view passes every cell of the rows
        }
        std::unique_ptr<QMimeData> data(model.mimeData(indexes));
        QVERIFY(data);
        QVERIFY(model.mimeTypes().contains(RowsMime::mimeType(ListKind::Frames)));
        const QModelIndex parent = parentRow >= 0 ? model.index(parentRow, 0) : QModelIndex();
        QVERIFY(model.canDropMimeData(data.get(), Qt::MoveAction, row, 0, parent));
        QSignalSpy dropped(&model, &FrameTableModel::rowsDropped);
        QVERIFY(model.dropMimeData(data.get(), Qt::MoveAction, row, 0, parent));
        QCOMPARE(durations(doc), expected);
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(dropped.size(), 1);
        QCOMPARE(dropped.at(0).at(0).toInt(), first);
        QCOMPARE(dropped.at(0).at(1).toInt(), first + int(dragged.size()) - 1);
        doc.undoStack()->undo();
        QCOMPARE(doc.project(), fiveFrames());
        doc.undoStack()->redo();
        QCOMPARE(durations(doc), expected);
    }

    void dropThatChangesNothing_data()
    {
        QTest::addColumn<QList<int>>("dragged");
        QTest::addColumn<int>("row");
        QTest::newRow("onto its own place") << QList<int>{2} << 2;
        QTest::newRow("just below itself") << QList<int>{2} << 3;
        QTest::newRow("block inside itself") << QList<int>{1, 2, 3} << 3;
        QTest::newRow("last to the end") << QList<int>{4} << -1;
    }
    void dropThatChangesNothing()
    {
        QFETCH(QList<int>, dragged);
        QFETCH(int, row);
        Document doc;
        doc.reset(fiveFrames(), QString());
        FrameTableModel model(&doc);
        QModelIndexList indexes;
        for (int r : dragged)
            indexes.append(model.index(r, 0));
        std::unique_ptr<QMimeData> data(model.mimeData(indexes));
        QVERIFY(!model.dropMimeData(data.get(), Qt::MoveAction, row, 0, {}));
        QCOMPARE(doc.project(), fiveFrames());
        QCOMPARE(doc.undoStack()->count(), 0);
    }

    void refusedDrops_data()
    {
        QTest::addColumn<QString>("why");
        QTest::newRow("from another document") << "other";
        QTest::newRow("a copy, not a move") << "copy";
        QTest::newRow("rows gone since the drag began") << "gone";
        QTest::newRow("image files") << "urls";
        QTest::newRow("damaged data") << "damaged";
    }
    void refusedDrops()
    {
        QFETCH(QString, why);
        Document doc;
        doc.reset(fiveFrames(), QString());
        FrameTableModel model(&doc);
        Document other;
        other.reset(fiveFrames(), QString());
        FrameTableModel otherModel(&other);
        std::unique_ptr<QMimeData> data(model.mimeData({model.index(4, 0)}));
        Qt::DropAction action = Qt::MoveAction;
        FrameTableModel *target = &model;
        if (why == QLatin1String("other"))
            target = &otherModel;
        else if (why == QLatin1String("copy"))
            action = Qt::CopyAction;
        else if (why == QLatin1String("gone"))
            doc.undoStack()->push(new RemoveFramesCommand(&doc, {3, 4}, QStringLiteral("Remove")));
        else if (why == QLatin1String("urls")) {
            data = std::make_unique<QMimeData>();
            data->setUrls({QUrl::fromLocalFile(QStringLiteral("/tmp/a.png"))});
        } else if (why == QLatin1String("damaged"))
            data->setData(RowsMime::mimeType(ListKind::Frames), QByteArray("\x01\x02", 2));
        const Project before = target->document()->project();
        const int commands = target->document()->undoStack()->count();
        QVERIFY(!target->canDropMimeData(data.get(), action, 0, 0, {}));
        QVERIFY(!target->dropMimeData(data.get(), action, 0, 0, {}));
        QCOMPARE(target->document()->project(), before);
        QCOMPARE(target->document()->undoStack()->count(), commands);
    }

    void rowsDragAndTheTableTakesDrops()
    {
        Document doc;
        doc.reset(fiveFrames(), QString());
        FrameTableModel model(&doc);
        QVERIFY(model.flags(model.index(0, FrameTableModel::ImageColumn)) & Qt::ItemIsDragEnabled);
        QVERIFY(!(model.flags(model.index(0, FrameTableModel::ImageColumn)) & Qt::ItemIsDropEnabled));
        QVERIFY(model.flags(QModelIndex()) & Qt::ItemIsDropEnabled);
        QCOMPARE(model.supportedDropActions(), Qt::MoveAction);
        QVERIFY(!model.mimeData({}));
    }
};

QTEST_MAIN(TestFrameDrag)
#include "tst_framedrag.moc"
