#include "atlas/rectpacker.h"
#include "atlas/atlastestdata.h"

#include <QTest>

using namespace inbetween;
using atlastest::atlasOptions;
using atlastest::equalSizes;
using atlastest::randomSizes;

Q_DECLARE_METATYPE(std::vector<QSize>)

// RectPacker: pure rect packing (DESIGN.md, "The atlas"). Every table row packs a set of sizes
// with its options and holds the result to the contract: pictures inside their page with their
// extruded edge, at least `padding` apart, pages within the limit (powers of two on request),
// the same result twice, and a too-large size refused by its index.
class TestRectPacker : public QObject
{
    Q_OBJECT

private slots:
    void placesWithinTheRules_data();
    void placesWithinTheRules();
    void packsTightly_data();
    void packsTightly();
    void refusesTooLarge_data();
    void refusesTooLarge();
    void nothingToPack();
};

namespace {

void addOptionColumns()
{
    QTest::addColumn<std::vector<QSize>>("sizes");
    QTest::addColumn<int>("padding");
    QTest::addColumn<int>("extrude");
    QTest::addColumn<int>("maxSize");
    QTest::addColumn<bool>("pot");
}

bool isPowerOfTwo(int n)
{
    return n > 0 && (n & (n - 1)) == 0;
}

} // namespace

void TestRectPacker::placesWithinTheRules_data()
{
    addOptionColumns();
    QTest::addColumn<int>("pages");
    QTest::newRow("one picture") << std::vector<QSize>{{30, 20}} << 2 << 1 << 4096 << false << 1;
    QTest::newRow("defaults, 200 mixed") << randomSizes(200, 8, 256, 1) << 2 << 1 << 4096 << false << 1;
    QTest::newRow("no padding, no extrusion") << randomSizes(300, 1, 64, 2) << 0 << 0 << 4096 << false << 1;
    QTest::newRow("padding 5, extrusion 3") << randomSizes(150, 4, 90, 3) << 5 << 3 << 4096 << false << 1;
    QTest::newRow("power of two") << randomSizes(120, 8, 128, 4) << 2 << 1 << 4096 << true << 1;
    QTest::newRow("max 300 not a power of two, pot") << randomSizes(40, 8, 100, 5) << 2 << 1 << 300 << true << -1;
    QTest::newRow("several pages of 256") << randomSizes(200, 16, 120, 6) << 2 << 1 << 256 << false << -1;
    QTest::newRow("several pages, pot") << randomSizes(200, 16, 120, 7) << 1 << 2 << 512 << true << -1;
    QTest::newRow("a page-wide picture among small ones") << std::vector<QSize>{{10, 10}, {126, 20}, {12, 9}, {8, 126}}
                                                            << 2 << 1 << 128 << false << -1;
    QTest::newRow("equal squares") << equalSizes(64, QSize(16, 16)) << 2 << 1 << 4096 << false << 1;
    QTest::newRow("thin strips") << randomSizes(100, 1, 3, 8) << 2 << 1 << 64 << false << -1;
}

void TestRectPacker::placesWithinTheRules()
{
    QFETCH(std::vector<QSize>, sizes);
    QFETCH(int, padding);
    QFETCH(int, extrude);
    QFETCH(int, maxSize);
    QFETCH(bool, pot);
    QFETCH(int, pages);
    const AtlasOptions options = atlasOptions(padding, extrude, maxSize, pot);
    const RectPacker::Result result = RectPacker::pack(sizes, options);
    QCOMPARE(result.tooLarge, -1);
    QCOMPARE(result.placements.size(), sizes.size());
    if (pages > 0)
        QCOMPARE(int(result.pages.size()), pages);
    const int limit = RectPacker::pageLimit(options);
    QVERIFY(limit <= maxSize);
    QVERIFY(!pot || isPowerOfTwo(limit));
    for (const QSize &page : result.pages) {
        QVERIFY2(page.width() <= limit && page.height() <= limit, qPrintable(QStringLiteral("%1x%2").arg(page.width()).arg(page.height())));
        QVERIFY(!pot || (isPowerOfTwo(page.width()) && isPowerOfTwo(page.height())));
    }
    std::vector<QRect> extruded(sizes.size());
    for (size_t i = 0; i < sizes.size(); ++i) {
        const RectPacker::Placement &p = result.placements[i];
        QVERIFY(p.page >= 0 && p.page < int(result.pages.size()));
        QCOMPARE(p.rect.size(), sizes[i]);
        extruded[i] = p.rect.adjusted(-extrude, -extrude, extrude, extrude);
        QVERIFY2(QRect(QPoint(0, 0), result.pages[size_t(p.page)]).contains(extruded[i]),
                 qPrintable(QStringLiteral("picture %1 leaves its page").arg(i)));
    }
    // Two extruded pictures on a page are at least `padding` apart: one grown by padding on every
    // side still misses the other.
    for (size_t i = 0; i < sizes.size(); ++i) {
        for (size_t j = i + 1; j < sizes.size(); ++j) {
            if (result.placements[i].page != result.placements[j].page)
                continue;
            QVERIFY2(!extruded[i].adjusted(-padding, -padding, padding, padding).intersects(extruded[j]),
                     qPrintable(QStringLiteral("pictures %1 and %2 closer than %3 px").arg(i).arg(j).arg(padding)));
        }
    }
    // A page is no larger than its pictures need: without powers of two some picture reaches its
    // right edge and some its bottom edge.
    if (!pot) {
        for (size_t page = 0; page < result.pages.size(); ++page) {
            int right = 0, bottom = 0;
            for (size_t i = 0; i < sizes.size(); ++i) {
                if (result.placements[i].page == int(page)) {
                    right = std::max(right, extruded[i].x() + extruded[i].width());
                    bottom = std::max(bottom, extruded[i].y() + extruded[i].height());
                }
            }
            QCOMPARE(QSize(right, bottom), result.pages[page]);
        }
    }
    // Deterministic: the same sizes give the same pages and places.
    const RectPacker::Result again = RectPacker::pack(sizes, options);
    QCOMPARE(again.pages, result.pages);
    for (size_t i = 0; i < sizes.size(); ++i) {
        QCOMPARE(again.placements[i].page, result.placements[i].page);
        QCOMPARE(again.placements[i].rect, result.placements[i].rect);
    }
}

void TestRectPacker::packsTightly_data()
{
    addOptionColumns();
    QTest::addColumn<QSize>("page");
    // Sets whose best page is known: equal squares fill a rectangle exactly, padding and extrusion
    // included (n pictures a row take n x (side + 2 extrude) + (n - 1) x padding, so with padding
    // one row wastes least: 16 x 32 + 15 x 2 = 542 by 32 against 134 by 134 for four rows).
    QTest::newRow("100 squares of 10, bare") << equalSizes(100, QSize(10, 10)) << 0 << 0 << 4096 << false << QSize(100, 100);
    QTest::newRow("16 squares of 30, padding 2, extrude 1") << equalSizes(16, QSize(30, 30)) << 2 << 1 << 4096 << false
                                                           << QSize(542, 32);
    QTest::newRow("two halves of a square") << std::vector<QSize>{{64, 32}, {64, 32}} << 0 << 0 << 4096 << false << QSize(64, 64);
    QTest::newRow("pot rounds 134 up") << equalSizes(16, QSize(30, 30)) << 2 << 1 << 4096 << true << QSize(256, 128);
}

void TestRectPacker::packsTightly()
{
    QFETCH(std::vector<QSize>, sizes);
    QFETCH(int, padding);
    QFETCH(int, extrude);
    QFETCH(int, maxSize);
    QFETCH(bool, pot);
    QFETCH(QSize, page);
    const RectPacker::Result result = RectPacker::pack(sizes, atlasOptions(padding, extrude, maxSize, pot));
    QCOMPARE(int(result.pages.size()), 1);
    QCOMPARE(qint64(result.pages[0].width()) * result.pages[0].height(), qint64(page.width()) * page.height());
}

void TestRectPacker::refusesTooLarge_data()
{
    addOptionColumns();
    QTest::addColumn<int>("tooLarge");
    QTest::newRow("wider than the page") << std::vector<QSize>{{10, 10}, {129, 10}} << 2 << 0 << 128 << false << 1;
    QTest::newRow("fits only without extrusion") << std::vector<QSize>{{128, 128}} << 0 << 1 << 128 << false << 0;
    QTest::newRow("padding is not needed at the edge") << std::vector<QSize>{{126, 126}} << 8 << 1 << 128 << false << -1;
    QTest::newRow("pot limit below max-size") << std::vector<QSize>{{5, 5}, {7, 7}, {300, 20}} << 0 << 0 << 500 << true << 2;
    QTest::newRow("first too-large named") << std::vector<QSize>{{5000, 1}, {1, 5000}} << 2 << 1 << 4096 << false << 0;
}

void TestRectPacker::refusesTooLarge()
{
    QFETCH(std::vector<QSize>, sizes);
    QFETCH(int, padding);
    QFETCH(int, extrude);
    QFETCH(int, maxSize);
    QFETCH(bool, pot);
    QFETCH(int, tooLarge);
    const RectPacker::Result result = RectPacker::pack(sizes, atlasOptions(padding, extrude, maxSize, pot));
    QCOMPARE(result.tooLarge, tooLarge);
    QCOMPARE(result.pages.empty(), tooLarge >= 0);
}

void TestRectPacker::nothingToPack()
{
    const RectPacker::Result result = RectPacker::pack({}, AtlasOptions{});
    QVERIFY(result.pages.empty());
    QVERIFY(result.placements.empty());
    QCOMPARE(result.tooLarge, -1);
}

QTEST_APPLESS_MAIN(TestRectPacker)
#include "tst_rectpacker.moc"
