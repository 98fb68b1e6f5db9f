// Dragging frame rows in the window's frame table: the real view gets the drag's enter, move and
// drop events at a row's upper or lower half (sent here as QDrag::exec would deliver them: a real
// QDrag needs a window system's drag loop, so the press that starts one is tested apart), the frames move there as one undo step, the moved
// frames stay selected, and image files dropped on the table are inserted where they land.
#include "editor/testsupport.h"
#include "editor/windowfixture.h"
#include "itemmodels/frametablemodel.h"
#include "tables/documenttableview.h"

#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileInfo>
#include <QMimeData>
#include <QUndoStack>
#include <memory>

using namespace inbetween;
using namespace testsupport;

class TestTableDrag : public QObject, protected WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { isolateSettings(m_settings.path()); }
    void init() { openWindow(QFINDTESTDATA("data/flipbook/flipbook.json")); }
    void cleanup() { closeWindow(); }

    void dragRowsInTheTable_data()
    {
        QTest::addColumn<QList<int>>("dragged");
        QTest::addColumn<int>("onRow");
        QTest::addColumn<bool>("lowerHalf");
        QTest::addColumn<QList<int>>("order"); // the fixture's frames, by index, after the drop
        QTest::newRow("first below the last") << QList<int>{0} << 2 << true << QList<int>{1, 2, 0};
        QTest::newRow("last above the first") << QList<int>{2} << 0 << false << QList<int>{2, 0, 1};
        QTest::newRow("two above the first") << QList<int>{1, 2} << 0 << false << QList<int>{1, 2, 0};
        QTest::newRow("first below the middle") << QList<int>{0} << 1 << true << QList<int>{1, 0, 2};
        // Over one of the dragged rows itself (Qt's own check would refuse the hover): the two
        // gather there.
        QTest::newRow("two apart onto the second of them") << QList<int>{0, 2} << 2 << false << QList<int>{1, 0, 2};
    }
    void dragRowsInTheTable()
    {
        QFETCH(QList<int>, dragged);
        QFETCH(int, onRow);
        QFETCH(bool, lowerHalf);
        QFETCH(QList<int>, order);
        DocumentTableView *view = m_window->frameView();
        select(view, dragged);
        Project after = m_original;
        QList<Frame> frames;
        for (int i : order)
            frames.append(m_original.clips[0].frames.frame(i));
        after.clips[0].frames.setFrames(frames);
        after = framesEdited(m_original, after, placementOf(order));
        oneStep([&] { QVERIFY(drop(view, view->model()->mimeData(view->selectionModel()->selectedRows()), onRow, lowerHalf)); },
                after, [&] {
                    // The moved frames are still the selected ones, where they stand now.
                    QList<int> expected;
                    for (int r = 0; r < order.size(); ++r) {
                        if (dragged.contains(order[r]))
                            expected.append(r);
                    }
                    QCOMPARE(view->selectedRowNumbers(), expected);
                });
    }

    void dropLineFollowsTheDrag_data()
    {
        QTest::addColumn<bool>("files"); // image files rather than the table's own rows
        QTest::addColumn<int>("onRow");
        QTest::addColumn<bool>("lowerHalf");
        QTest::addColumn<int>("line");
        QTest::newRow("rows, lower half of the middle") << false << 1 << true << 2;
        QTest::newRow("image file, upper half of the last") << true << 2 << false << 2;
    }
    void dropLineFollowsTheDrag()
    {
        QFETCH(bool, files);
        QFETCH(int, onRow);
        QFETCH(bool, lowerHalf);
        QFETCH(int, line);
        DocumentTableView *view = m_window->frameView();
        select(view, {0});
        std::unique_ptr<QMimeData> data(view->model()->mimeData(view->selectionModel()->selectedRows()));
        if (files) {
            data = std::make_unique<QMimeData>();
            data->setUrls({QUrl::fromLocalFile(QFINDTESTDATA("data/flipbook/frames/walk-1.png"))});
        }
        QVERIFY(hover(view, data.get(), pointIn(view, onRow, lowerHalf)));
        QCOMPARE(view->dropRow(), line);
        QDragLeaveEvent leave;
        QCoreApplication::sendEvent(view->viewport(), &leave);
        QCOMPARE(view->dropRow(), -1);
        QCOMPARE(m_window->document()->undoStack()->count(), 0);
    }

    // A press on a selected row may drag it; a press on another row and a move select rows by
    // swiping, as in a table without dragging.
    void pressDecidesBetweenDragAndSwipe()
    {
        DocumentTableView *view = m_window->frameView();
        select(view, {1});
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, pointIn(view, 1, false));
        QVERIFY(view->dragEnabled());
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, pointIn(view, 1, false));
        QCOMPARE(view->selectedRowNumbers(), QList<int>{1});
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, pointIn(view, 0, false));
        QVERIFY(!view->dragEnabled());
        QTest::mouseMove(view->viewport(), pointIn(view, 1, true));
        QTest::mouseMove(view->viewport(), pointIn(view, 2, true));
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, pointIn(view, 2, true));
        QCOMPARE(view->selectedRowNumbers(), (QList<int>{0, 1, 2}));
        QCOMPARE(m_window->document()->undoStack()->count(), 0);
    }

    void dropOnItsOwnPlaceDoesNothing()
    {
        DocumentTableView *view = m_window->frameView();
        select(view, {1});
        drop(view, view->model()->mimeData(view->selectionModel()->selectedRows()), 1, true);
        QCOMPARE(m_window->document()->undoStack()->count(), 0);
        CHECK_STATE(*m_window, m_original);
    }

    void imageFilesInsertWhereDropped_data()
    {
        QTest::addColumn<int>("onRow");
        QTest::addColumn<bool>("lowerHalf");
        QTest::addColumn<int>("expected"); // the new frame's row
        QTest::newRow("upper half of the first") << 0 << false << 0;
        QTest::newRow("upper half of the middle") << 1 << false << 1;
        QTest::newRow("lower half of the middle") << 1 << true << 2;
        QTest::newRow("lower half of the last") << 2 << true << 3;
    }
    // Image files dropped on the table go in where they land.
    void imageFilesInsertWhereDropped()
    {
        QFETCH(int, onRow);
        QFETCH(bool, lowerHalf);
        QFETCH(int, expected);
        DocumentTableView *view = m_window->frameView();
        auto *data = new QMimeData;
        data->setUrls({QUrl::fromLocalFile(QFINDTESTDATA("data/flipbook/frames/walk-1.png"))});
        QVERIFY(drop(view, data, onRow, lowerHalf));
        // The fixture's images are walk-1, walk-2, walk-10: the drop adds walk-1 again.
        QStringList images;
        for (const Frame &f : m_window->document()->clip().frames.frames())
            images.append(QFileInfo(f.image).fileName());
        QStringList expectedImages = {QStringLiteral("walk-1.png"), QStringLiteral("walk-2.png"), QStringLiteral("walk-10.png")};
        expectedImages.insert(expected, QStringLiteral("walk-1.png"));
        QCOMPARE(images, expectedImages);
        QCOMPARE(m_window->document()->clip().frames.frame(expected).duration, 100.0); // the default
        QCOMPARE(m_window->document()->undoStack()->count(), 1);
        QCOMPARE(view->selectedRowNumbers(), QList<int>{expected});
    }

    // With the Frames dock closed, a drop where the table used to be lands on the window: the
    // image goes after the selected frames, not at a row of the table nobody sees.
    void imageDropWhereAClosedTableWas()
    {
        DocumentTableView *view = m_window->frameView();
        select(view, {0});
        const QPoint onWindow = view->viewport()->mapTo(m_window.get(), pointIn(view, 0, false));
        auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("framesDock"));
        QVERIFY(dock);
        dock->close();
        QVERIFY(!view->isVisible());
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(QFINDTESTDATA("data/flipbook/frames/walk-10.png"))});
        QDragEnterEvent enter(onWindow, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_window.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent dropEvent(QPointF(onWindow), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_window.get(), &dropEvent);
        QStringList images;
        for (const Frame &f : m_window->document()->clip().frames.frames())
            images.append(QFileInfo(f.image).fileName());
        QCOMPARE(images, (QStringList{QStringLiteral("walk-1.png"), QStringLiteral("walk-10.png"), QStringLiteral("walk-2.png"),
                                      QStringLiteral("walk-10.png")}));
    }

private:
    // The middle of `row`'s upper or lower quarter, in the viewport.
    static QPoint pointIn(DocumentTableView *view, int row, bool lowerHalf)
    {
        const QRect rect = view->visualRect(view->model()->index(row, FrameTableModel::ImageColumn));
        return QPoint(rect.center().x(), lowerHalf ? rect.bottom() - rect.height() / 4 : rect.top() + rect.height() / 4);
    }

    // Enter, move and drop on the viewport at pointIn(), as the drag of a real mouse would send
    // them; true when the drop was accepted.
    static Qt::DropActions actionsFor(const QMimeData *data)
    {
        return data->hasUrls() ? Qt::CopyAction | Qt::MoveAction : Qt::MoveAction;
    }

    // Enter and move on the viewport at `at`; true when the view takes the drag there.
    static bool hover(DocumentTableView *view, QMimeData *data, QPoint at)
    {
        QDragEnterEvent enter(at, actionsFor(data), data, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(view->viewport(), &enter);
        if (!enter.isAccepted())
            return false;
        QDragMoveEvent move(at, actionsFor(data), data, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(view->viewport(), &move);
        return move.isAccepted();
    }

    static bool drop(DocumentTableView *view, QMimeData *data, int row, bool lowerHalf)
    {
        std::unique_ptr<QMimeData> owned(data);
        const QPoint at = pointIn(view, row, lowerHalf);
        if (!hover(view, data, at))
            return false; // Qt drops only where the last move was taken
        QDropEvent dropEvent(QPointF(at), actionsFor(data), data, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(view->viewport(), &dropEvent);
        return dropEvent.isAccepted();
    }
};

QTEST_MAIN(TestTableDrag)
#include "tst_tabledrag.moc"
