// SheetGrid and SheetLayout: how a grid of cells lies over an image (cell size or columns and
// rows, margin, spacing), which pixels are in no cell, and the grids that make no cell at all.

#include "import/sheetgrid.h"

#include <QtTest>

using namespace inbetween;

Q_DECLARE_METATYPE(inbetween::SheetGrid)

class TestSheetGrid : public QObject
{
    Q_OBJECT

private slots:
    void layout_data()
    {
        QTest::addColumn<QSize>("image");
        QTest::addColumn<SheetGrid>("grid");
        QTest::addColumn<QSize>("cell");
        QTest::addColumn<int>("columns");
        QTest::addColumn<int>("rows");
        QTest::addColumn<QRect>("last"); // the last cell's rect
        QTest::addColumn<int>("notes");

        QTest::newRow("exact 4x2 of 32") << QSize(128, 64) << SheetGrid::ofCellSize({32, 32}) << QSize(32, 32) << 4 << 2
                                         << QRect(96, 32, 32, 32) << 0;
        QTest::newRow("non-square cells") << QSize(60, 40) << SheetGrid::ofCellSize({20, 10}) << QSize(20, 10) << 3 << 4
                                          << QRect(40, 30, 20, 10) << 0;
        QTest::newRow("leftover right and bottom") << QSize(100, 70) << SheetGrid::ofCellSize({32, 32}) << QSize(32, 32)
                                                   << 3 << 2 << QRect(64, 32, 32, 32) << 2;
        // margin 2 on every side, spacing 1: 2 + 3*10 + 2*1 + 2 = 36 wide, 2 + 2*9 + 1 + 2 = 23 high
        QTest::newRow("margin and spacing") << QSize(36, 23) << SheetGrid::ofCellSize({10, 9}, 2, 1) << QSize(10, 9) << 3
                                            << 2 << QRect(24, 12, 10, 9) << 0;
        QTest::newRow("spacing leaves no partial cell") << QSize(65, 32) << SheetGrid::ofCellSize({32, 32}, 0, 1)
                                                        << QSize(32, 32) << 2 << 1 << QRect(33, 0, 32, 32) << 0;
        QTest::newRow("one cell is the image") << QSize(16, 16) << SheetGrid::ofCellSize({16, 16}) << QSize(16, 16) << 1
                                               << 1 << QRect(0, 0, 16, 16) << 0;
        QTest::newRow("by count") << QSize(128, 64) << SheetGrid::ofCount(4, 2) << QSize(32, 32) << 4 << 2
                                  << QRect(96, 32, 32, 32) << 0;
        QTest::newRow("by count with margin and spacing") << QSize(36, 23) << SheetGrid::ofCount(3, 2, 2, 1)
                                                          << QSize(10, 9) << 3 << 2 << QRect(24, 12, 10, 9) << 0;
        QTest::newRow("by count, uneven") << QSize(100, 30) << SheetGrid::ofCount(3, 1) << QSize(33, 30) << 3 << 1
                                          << QRect(66, 0, 33, 30) << 1;
    }
    void layout()
    {
        QFETCH(QSize, image);
        QFETCH(SheetGrid, grid);
        QFETCH(QSize, cell);
        QFETCH(int, columns);
        QFETCH(int, rows);
        QFETCH(QRect, last);
        QFETCH(int, notes);
        const SheetLayout l = SheetLayout::of(image, grid);
        QVERIFY2(l.problem.isEmpty(), qPrintable(l.problem));
        QCOMPARE(l.cell, cell);
        QCOMPARE(l.columns, columns);
        QCOMPARE(l.rows, rows);
        QCOMPARE(l.count(), qint64(columns) * rows);
        QCOMPARE(l.cellRect(l.count() - 1), last);
        QCOMPARE(l.notes.size(), notes);
        // Row by row: cell 1 is right of cell 0 (or below it in a one-column grid).
        if (columns > 1)
            QCOMPARE(l.cellRect(1).top(), l.cellRect(0).top());
        for (qint64 i = 0; i < l.count(); ++i)
            QVERIFY(QRect(QPoint(), image).contains(l.cellRect(i)));
    }

    void notesNameTheLeftOver()
    {
        const SheetLayout l = SheetLayout::of({100, 70}, SheetGrid::ofCellSize({32, 32}));
        QCOMPARE(l.notes, QStringList({QStringLiteral("the last 4 pixel columns on the right are in no whole 32 x 32 cell, left out"),
                                       QStringLiteral("the last 6 pixel rows at the bottom are in no whole 32 x 32 cell, left out")}));
    }

    void problems_data()
    {
        QTest::addColumn<QSize>("image");
        QTest::addColumn<SheetGrid>("grid");
        QTest::addColumn<QString>("problem");
        QTest::newRow("zero cell") << QSize(64, 64) << SheetGrid::ofCellSize({0, 32})
                                   << QStringLiteral("a cell must be at least 1 x 1 pixels (got 0 x 32)");
        QTest::newRow("no grid") << QSize(64, 64) << SheetGrid()
                                 << QStringLiteral("a grid needs a cell size or the number of columns and rows");
        QTest::newRow("zero columns") << QSize(64, 64) << SheetGrid::ofCount(0, 2)
                                      << QStringLiteral("the columns and rows must be 1 or more (got 0 x 2)");
        QTest::newRow("negative margin") << QSize(64, 64) << SheetGrid::ofCellSize({8, 8}, -1)
                                         << QStringLiteral("the margin must be 0 or more pixels (got -1)");
        QTest::newRow("negative spacing") << QSize(64, 64) << SheetGrid::ofCellSize({8, 8}, 0, -2)
                                          << QStringLiteral("the spacing must be 0 or more pixels (got -2)");
        QTest::newRow("cell larger than image")
            << QSize(32, 32) << SheetGrid::ofCellSize({64, 64})
            << QStringLiteral("not one 64 x 64 cell (margin 0, spacing 0) fits in the 32 x 32 image");
        QTest::newRow("margin eats the image")
            << QSize(32, 32) << SheetGrid::ofCellSize({8, 8}, 13)
            << QStringLiteral("not one 8 x 8 cell (margin 13, spacing 0) fits in the 32 x 32 image");
        QTest::newRow("more columns than pixels")
            << QSize(4, 4) << SheetGrid::ofCount(5, 1)
            << QStringLiteral("a grid of 5 x 1 cells (margin 0, spacing 0) does not fit in the 4 x 4 image");
        SheetGrid both = SheetGrid::ofCellSize({8, 8});
        both.columns = 2;
        both.rows = 2;
        QTest::newRow("both ways") << QSize(64, 64) << both
                                   << QStringLiteral("a grid is given by its cell size or by its columns and rows, not both");
    }
    void problems()
    {
        QFETCH(QSize, image);
        QFETCH(SheetGrid, grid);
        QFETCH(QString, problem);
        const SheetLayout l = SheetLayout::of(image, grid);
        QCOMPARE(l.problem, problem);
        QCOMPARE(l.count(), 0);
    }
};

QTEST_APPLESS_MAIN(TestSheetGrid)
#include "tst_sheetgrid.moc"
