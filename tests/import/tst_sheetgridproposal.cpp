// proposeSheetGrid: the first grid the sheet dialog offers, read from the picture (issue 27,
// finding 11: resources/examples/import/ball-sheet.png, 4 x 2 cells of 48, was offered 32 x 32 and
// 17 wrong frames). The bundled sheets, and sheets drawn here: sprites on transparent gutters,
// sprites with detached shadows, tall cells, tiles filled edge to edge, an opaque background
// with a floor line, a single sprite, and pictures that say nothing (then the size decides).

#include "import/sheetgridproposal.h"

#include <QPainter>
#include <QRandomGenerator>
#include <QtTest>
#include <functional>

using namespace inbetween;

namespace {

struct Sheet
{
    QSize cell;
    int columns = 1;
    int rows = 1;
};

// A sheet of `sheet.columns` x `sheet.rows` cells, each drawn by `draw` (given the cell's rect and
// its index) on a transparent (or `background`) image.
QImage drawn(const Sheet &sheet, const std::function<void(QPainter &, const QRect &, int)> &draw,
             const QColor &background = Qt::transparent)
{
    QImage image(sheet.cell.width() * sheet.columns, sheet.cell.height() * sheet.rows, QImage::Format_ARGB32);
    image.fill(background);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    for (int i = 0; i < sheet.columns * sheet.rows; ++i)
        draw(p, QRect(QPoint((i % sheet.columns) * sheet.cell.width(), (i / sheet.columns) * sheet.cell.height()), sheet.cell), i);
    return image;
}

// A ball in the upper half of the cell, bobbing with i, and its shadow apart from it below.
void ballAndShadow(QPainter &p, const QRect &cell, int i)
{
    const int w = cell.width();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(230, 120, 30));
    p.drawEllipse(QRectF(cell.left() + w * 0.3, cell.top() + 2 + (i % 3), w * 0.4, cell.height() * 0.4));
    p.setBrush(QColor(0, 0, 0, 60));
    p.drawEllipse(QRectF(cell.left() + w * 0.25, cell.top() + cell.height() * 0.8, w * 0.5, cell.height() * 0.1));
}

// A figure standing in the cell, leaning with i.
void figure(QPainter &p, const QRect &cell, int i)
{
    p.setPen(QPen(QColor(30, 60, 80), 3));
    const QPointF head(cell.center().x() + (i % 3) - 1, cell.top() + cell.height() * 0.2);
    p.setBrush(QColor(240, 200, 160));
    p.drawEllipse(head, cell.width() * 0.15, cell.width() * 0.15);
    p.drawLine(head + QPointF(0, cell.width() * 0.15), QPointF(cell.center().x(), cell.top() + cell.height() * 0.65));
    p.drawLine(QPointF(cell.center().x(), cell.top() + cell.height() * 0.65), QPointF(cell.center().x() - 5 + i % 4, cell.bottom() - 4));
    p.drawLine(QPointF(cell.center().x(), cell.top() + cell.height() * 0.65), QPointF(cell.center().x() + 5 - i % 3, cell.bottom() - 4));
}

} // namespace

class TestSheetGridProposal : public QObject
{
    Q_OBJECT

private slots:
    void proposes_data()
    {
        QTest::addColumn<QImage>("sheet");
        QTest::addColumn<QSize>("cell");
        const auto example = [](const char *path) {
            QImage image(QFINDTESTDATA(QString::fromLatin1(path)));
            if (image.isNull())
                qFatal("missing test data: %s", path);
            return image;
        };
        // The bundled examples.
        QTest::newRow("ball-sheet.png: 48 on gutters") << example("../../resources/examples/import/ball-sheet.png") << QSize(48, 48);
        QTest::newRow("hero.png: opaque, a floor line") << example("../../resources/examples/hero/hero.png") << QSize(64, 64);

        // Drawn here.
        QTest::newRow("balls with shadows, 5 x 3 of 40")
            << drawn({{40, 40}, 5, 3}, ballAndShadow) << QSize(40, 40);
        QTest::newRow("a strip of balls: the shadows are no row of their own")
            << drawn({{48, 48}, 4, 1}, ballAndShadow) << QSize(48, 48);
        QTest::newRow("a column of balls") << drawn({{30, 30}, 1, 5}, ballAndShadow) << QSize(30, 30);
        QTest::newRow("tall cells, 3 x 4 of 32 x 48") << drawn({{32, 48}, 3, 4}, figure) << QSize(32, 48);
        QTest::newRow("wide cells, 2 x 6 of 60 x 20")
            << drawn({{60, 20}, 2, 6}, [](QPainter &p, const QRect &c, int) { p.fillRect(c.adjusted(10, 4, -10, -4), Qt::red); })
            << QSize(60, 20);
        QTest::newRow("sprites at the left of their cells") << drawn({{24, 24}, 6, 2}, [](QPainter &p, const QRect &c, int i) {
            p.fillRect(QRect(c.left() + 2, c.top() + 3, 8 + i % 2, 16), Qt::blue);
        }) << QSize(24, 24);
        QTest::newRow("one empty cell of 8") << drawn({{32, 32}, 4, 2}, [](QPainter &p, const QRect &c, int i) {
            if (i != 7)
                ballAndShadow(p, c, i);
        }) << QSize(32, 32);
        QTest::newRow("tiles edge to edge: seams") << drawn({{32, 32}, 4, 2}, [](QPainter &p, const QRect &c, int i) {
            p.fillRect(c, QColor::fromHsv(i * 40, 200, 200));
        }) << QSize(32, 32);
        QTest::newRow("figures on an opaque background")
            << drawn({{40, 56}, 4, 2}, figure, QColor(200, 220, 240)) << QSize(40, 56);
        QTest::newRow("one sprite: the whole image") << drawn({{64, 64}, 1, 1}, ballAndShadow) << QSize(64, 64);

        // Pictures that say nothing: by the size.
        QImage noise(128, 64, QImage::Format_RGB32);
        QRandomGenerator random(27);
        for (int y = 0; y < noise.height(); ++y)
            for (int x = 0; x < noise.width(); ++x)
                noise.setPixel(x, y, random.generate() | 0xff000000u);
        QTest::newRow("noise: 32 divides it") << noise << QSize(32, 32);
        QImage flat(192, 48, QImage::Format_RGB32);
        flat.fill(Qt::darkGreen);
        QTest::newRow("a flat strip: square cells") << flat << QSize(48, 48);
        QImage odd(37, 23, QImage::Format_ARGB32);
        odd.fill(Qt::white);
        QTest::newRow("no size fits: the whole") << odd << QSize(37, 23);
    }

    void proposes()
    {
        QFETCH(QImage, sheet);
        QFETCH(QSize, cell);
        const SheetGrid grid = proposeSheetGrid(sheet);
        QVERIFY(grid.bySize());
        QCOMPARE(grid.cell, cell);
        QCOMPARE(grid.margin, 0);
        QCOMPARE(grid.spacing, 0);
        // What the picture is in any other format is what it proposes.
        QCOMPARE(proposeSheetGrid(sheet.convertToFormat(QImage::Format_RGBA8888)).cell, cell);
    }

    void bySize_data()
    {
        QTest::addColumn<QSize>("sheet");
        QTest::addColumn<QSize>("cell");
        QTest::newRow("strip") << QSize(192, 48) << QSize(48, 48);
        QTest::newRow("column") << QSize(20, 100) << QSize(20, 20);
        QTest::newRow("32 cells") << QSize(128, 64) << QSize(32, 32);
        QTest::newRow("16 cells") << QSize(80, 48) << QSize(16, 16);
        QTest::newRow("no fit") << QSize(37, 23) << QSize(37, 23);
    }

    void bySize()
    {
        QFETCH(QSize, sheet);
        QFETCH(QSize, cell);
        QCOMPARE(proposeSheetGridBySize(sheet).cell, cell);
    }
};

QTEST_GUILESS_MAIN(TestSheetGridProposal)
#include "tst_sheetgridproposal.moc"
