// Thumbnails of frames: a whole image scaled down, a region cut from a sheet (its own pixels, not
// the sheet's), each sheet decoded once for all its cells, and nothing for what cannot be read.

#include "itemmodels/frametablemodel.h"
#include "itemmodels/thumbnailcache.h"

#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

using namespace inbetween;

namespace {
// A 4 x 2 sheet of 16-pixel cells, each its own colour; cell (1, 0) has a white left half.
const QColor kCells[2][4] = {{Qt::red, Qt::green, Qt::blue, Qt::yellow}, {Qt::cyan, Qt::magenta, Qt::gray, Qt::black}};

QString writeSheet(const QTemporaryDir &dir)
{
    QImage sheet(64, 32, QImage::Format_ARGB32);
    QPainter p(&sheet);
    for (int row = 0; row < 2; ++row) {
        for (int col = 0; col < 4; ++col)
            p.fillRect(col * 16, row * 16, 16, 16, kCells[row][col]);
    }
    p.fillRect(16, 0, 8, 16, Qt::white);
    p.end();
    const QString path = dir.filePath(QStringLiteral("sheet.png"));
    return sheet.save(path) ? path : QString();
}
} // namespace

class TestThumbnailCache : public QObject
{
    Q_OBJECT

private slots:
    void regionIsItsCell_data()
    {
        QTest::addColumn<QRect>("region");
        QTest::addColumn<QColor>("colour");
        for (int row = 0; row < 2; ++row) {
            for (int col = 0; col < 4; ++col) {
                if (row == 0 && col == 1)
                    continue; // the half-white cell has its own test
                QTest::addRow("cell %d,%d", col, row) << QRect(col * 16, row * 16, 16, 16) << kCells[row][col];
            }
        }
    }

    void regionIsItsCell()
    {
        QFETCH(QRect, region);
        QFETCH(QColor, colour);
        QTemporaryDir dir;
        const QString sheet = writeSheet(dir);
        QVERIFY(!sheet.isEmpty());
        ThumbnailCache cache(32);
        const QImage t = cache.thumbnail(sheet, region);
        QCOMPARE(t.size(), QSize(32, 32));
        for (const QPoint p : {QPoint(0, 0), QPoint(31, 0), QPoint(0, 31), QPoint(31, 31), QPoint(16, 16)})
            QCOMPARE(QColor(t.pixel(p)), colour);
    }

    void regionKeepsItsOrientation()
    {
        QTemporaryDir dir;
        const QString sheet = writeSheet(dir);
        ThumbnailCache cache(32);
        const QImage t = cache.thumbnail(sheet, QRect(16, 0, 16, 16));
        QCOMPARE(QColor(t.pixel(4, 16)), QColor(Qt::white)); // left half
        QCOMPARE(QColor(t.pixel(27, 16)), QColor(Qt::green));
    }

    void nonSquareRegionKeepsItsAspect()
    {
        QTemporaryDir dir;
        const QString sheet = writeSheet(dir);
        ThumbnailCache cache(32);
        QCOMPARE(cache.thumbnail(sheet, QRect(0, 0, 64, 16)).size(), QSize(32, 8));
        QCOMPARE(cache.thumbnail(sheet, QRect(0, 0, 8, 16)).size(), QSize(16, 32));
    }

    void sheetIsDecodedOnceForAllItsCells()
    {
        QTemporaryDir dir;
        const QString sheet = writeSheet(dir);
        ThumbnailCache cache;
        for (int col = 0; col < 4; ++col)
            QVERIFY(!cache.thumbnail(sheet, QRect(col * 16, 0, 16, 16)).isNull());
        QCOMPARE(cache.decodeCount(), 1);
        cache.thumbnail(sheet, QRect(0, 0, 16, 16)); // asked again: from the thumbnails
        QCOMPARE(cache.decodeCount(), 1);
        cache.thumbnail(sheet); // the whole sheet: a thumbnail of its own
        QCOMPARE(cache.decodeCount(), 2);
        cache.clear();
        cache.thumbnail(sheet, QRect(0, 0, 16, 16));
        QCOMPARE(cache.decodeCount(), 3);
    }

    void wholeImageIsScaledDown()
    {
        QTemporaryDir dir;
        const QString sheet = writeSheet(dir);
        ThumbnailCache cache(32);
        const QImage t = cache.thumbnail(sheet);
        QCOMPARE(t.size(), QSize(32, 16));
        QCOMPARE(QColor(t.pixel(2, 2)), QColor(Qt::red));
        QCOMPARE(QColor(t.pixel(29, 13)), QColor(Qt::black));
    }

    void unreadableGivesNothing_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QRect>("region");
        QTest::newRow("missing file, region") << "missing.png" << QRect(0, 0, 4, 4);
        QTest::newRow("missing file") << "missing.png" << QRect();
        QTest::newRow("region past the right edge") << "sheet.png" << QRect(60, 0, 8, 8);
        QTest::newRow("region above the top") << "sheet.png" << QRect(0, -1, 8, 8);
    }

    void unreadableGivesNothing()
    {
        QFETCH(QString, file);
        QFETCH(QRect, region);
        QTemporaryDir dir;
        writeSheet(dir);
        ThumbnailCache cache;
        const auto r = region.isNull() ? std::nullopt : std::optional<QRect>(region);
        QVERIFY(cache.thumbnail(dir.filePath(file), r).isNull());
        // The tables show a placeholder there (the walk of issue 27 found them blank): the
        // thumbnail's size, red at its edge, see-through between the lines.
        const QImage placeholder = cache.thumbnailOrPlaceholder(dir.filePath(file), r);
        QCOMPARE(placeholder.size(), QSize(cache.size(), cache.size()));
        const QColor edge = placeholder.pixelColor(cache.size() / 2, 1);
        QVERIFY2(edge.red() > 200 && edge.green() < 150 && edge.alpha() > 200, qPrintable(edge.name(QColor::HexArgb)));
        QCOMPARE(placeholder.pixelColor(cache.size() / 2, cache.size() / 4).alpha(), 0);
    }

    // The frame table shows a frame's cell and where it is on the sheet.
    void frameTableShowsTheRegion()
    {
        QTemporaryDir dir;
        writeSheet(dir);
        Project p;
        p.clips[0].frames.setFrames({{100, QStringLiteral("sheet.png"), QRect(32, 16, 16, 16)}, {100, QStringLiteral("sheet.png")}});
        Document doc;
        doc.reset(p, dir.filePath(QStringLiteral("p.json")));
        FrameTableModel model(&doc);
        QCOMPARE(model.index(0, FrameTableModel::ImageColumn).data().toString(), QStringLiteral("sheet.png [32, 16, 16, 16]"));
        QCOMPARE(model.index(1, FrameTableModel::ImageColumn).data().toString(), QStringLiteral("sheet.png"));
        const QImage cell = model.index(0, FrameTableModel::ImageColumn).data(Qt::DecorationRole).value<QImage>();
        QCOMPARE(QColor(cell.pixel(cell.width() / 2, cell.height() / 2)), QColor(Qt::gray));
        const QImage whole = model.index(1, FrameTableModel::ImageColumn).data(Qt::DecorationRole).value<QImage>();
        QCOMPARE(whole.size(), QSize(32, 16));
    }

    // Retiming a cell keeps its region (the table's duration edit).
    void durationEditKeepsTheRegion()
    {
        Project p;
        p.clips[0].frames.setFrames({{100, QStringLiteral("sheet.png"), QRect(32, 16, 16, 16)}});
        Document doc;
        doc.reset(p, QString());
        FrameTableModel model(&doc);
        QVERIFY(model.setData(model.index(0, FrameTableModel::DurationColumn), 250.0));
        QCOMPARE(doc.clip().frames.frame(0), (Frame{250, QStringLiteral("sheet.png"), QRect(32, 16, 16, 16)}));
    }
};

QTEST_MAIN(TestThumbnailCache)
#include "tst_thumbnailcache.moc"
