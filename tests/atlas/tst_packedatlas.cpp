#include "atlas/packedatlas.h"
#include "atlas/atlastestdata.h"

#include <QRandomGenerator>
#include <QTest>

using namespace inbetween;

// PackedAtlas: pictures trimmed, stored once when identical, packed and drawn on pages with their
// edges extruded (DESIGN.md, "The atlas"). The pages are read back pixel by pixel.
class TestPackedAtlas : public QObject
{
    Q_OBJECT

private slots:
    void trims_data();
    void trims();
    void storesIdenticalPicturesOnce_data();
    void storesIdenticalPicturesOnce();
    void pagesHoldThePixelsWithExtrudedEdges_data();
    void pagesHoldThePixelsWithExtrudedEdges();
    void refusesAPictureLargerThanAPage_data();
    void refusesAPictureLargerThanAPage();
    void sameBytesTwice();
};

namespace {

// A width x height transparent picture with an opaque block at `block`, each of its pixels a
// colour of its own (so a pixel out of place shows), seeded by `seed`.
QImage picture(QSize size, QRect block, int seed = 0)
{
    QImage image(size, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    for (int y = block.top(); y <= block.bottom(); ++y) {
        for (int x = block.left(); x <= block.right(); ++x)
            image.setPixel(x, y, qRgba((x * 37 + seed) % 256, (y * 59 + seed * 3) % 256, (x + y + seed) % 256, 255 - (x % 7)));
    }
    return image;
}

// Pictures of mixed sizes and margins, made from a seed.
QList<QImage> mixedPictures(int count, quint32 seed)
{
    QRandomGenerator random(seed);
    QList<QImage> out;
    for (int i = 0; i < count; ++i) {
        const QSize size(random.bounded(4, 60), random.bounded(4, 60));
        const int left = random.bounded(size.width()), top = random.bounded(size.height());
        const QRect block(left, top, random.bounded(1, size.width() - left + 1), random.bounded(1, size.height() - top + 1));
        out.append(picture(size, block, i));
    }
    return out;
}

QStringList namesOf(int count)
{
    QStringList names;
    for (int i = 0; i < count; ++i)
        names.append(QStringLiteral("picture %1").arg(i));
    return names;
}

AtlasOptions options(int padding, int extrude, int maxSize = 4096, bool trim = true)
{
    return atlastest::atlasOptions(padding, extrude, maxSize, false, trim);
}

} // namespace

void TestPackedAtlas::trims_data()
{
    QTest::addColumn<QImage>("image");
    QTest::addColumn<bool>("trim");
    QTest::addColumn<QRect>("kept");
    QTest::newRow("margins on every side") << picture({20, 16}, {3, 2, 10, 9}) << true << QRect(3, 2, 10, 9);
    QTest::newRow("no margin") << picture({8, 8}, {0, 0, 8, 8}) << true << QRect(0, 0, 8, 8);
    QTest::newRow("one pixel") << picture({9, 7}, {8, 6, 1, 1}) << true << QRect(8, 6, 1, 1);
    QTest::newRow("wholly transparent keeps its top-left pixel") << picture({12, 5}, {}) << true << QRect(0, 0, 1, 1);
    QTest::newRow("--no-trim keeps the whole picture") << picture({20, 16}, {3, 2, 10, 9}) << false << QRect(0, 0, 20, 16);
    QImage faint = picture({10, 10}, {});
    faint.setPixel(2, 7, qRgba(0, 0, 0, 1));
    faint.setPixel(6, 1, qRgba(255, 0, 0, 1));
    QTest::newRow("alpha 1 counts as opaque") << faint << true << QRect(2, 1, 5, 7);
}

void TestPackedAtlas::trims()
{
    QFETCH(QImage, image);
    QFETCH(bool, trim);
    QFETCH(QRect, kept);
    QString error;
    const auto atlas = PackedAtlas::pack({image}, {QStringLiteral("p")}, options(2, 1, 4096, trim), &error);
    QVERIFY2(atlas, qPrintable(error));
    const PackedAtlas::Placement &p = atlas->placement(0);
    QCOMPARE(p.trimmed, kept);
    QCOMPARE(p.source, image.size());
    QCOMPARE(p.rect.size(), kept.size());
    QCOMPARE(atlas->pages().at(p.page).copy(p.rect), image.copy(kept));
}

void TestPackedAtlas::storesIdenticalPicturesOnce_data()
{
    QTest::addColumn<QList<QImage>>("pictures");
    QTest::addColumn<bool>("trim");
    QTest::addColumn<QList<int>>("stored");
    const QImage a = picture({16, 16}, {2, 2, 8, 8});
    QImage shifted(24, 20, QImage::Format_ARGB32); // a's pixels, elsewhere in a larger picture
    shifted.fill(Qt::transparent);
    for (int y = 0; y < 8; ++y)
        for (int x = 0; x < 8; ++x)
            shifted.setPixel(x + 11, y + 5, a.pixel(x + 2, y + 2));
    QImage recoloured = a;
    recoloured.setPixel(5, 5, qRgba(1, 2, 3, 255));
    QTest::newRow("the same picture twice") << QList<QImage>{a, a} << true << QList<int>{0, 0};
    QTest::newRow("the same pixels in another margin") << QList<QImage>{a, shifted} << true << QList<int>{0, 0};
    QTest::newRow("...kept apart untrimmed") << QList<QImage>{a, shifted} << false << QList<int>{0, 1};
    QTest::newRow("one pixel differs") << QList<QImage>{a, recoloured, a} << true << QList<int>{0, 1, 0};
    QTest::newRow("wholly transparent pictures of any size") << QList<QImage>{picture({5, 5}, {}), a, picture({40, 3}, {})}
                                                            << true << QList<int>{0, 1, 0};
}

void TestPackedAtlas::storesIdenticalPicturesOnce()
{
    QFETCH(QList<QImage>, pictures);
    QFETCH(bool, trim);
    QFETCH(QList<int>, stored);
    QString error;
    const auto atlas = PackedAtlas::pack(pictures, namesOf(int(pictures.size())), options(2, 1, 4096, trim), &error);
    QVERIFY2(atlas, qPrintable(error));
    QList<int> got;
    for (int i = 0; i < atlas->pictureCount(); ++i) {
        got.append(atlas->placement(i).stored);
        const PackedAtlas::Placement &p = atlas->placement(i);
        QCOMPARE(atlas->pages().at(p.page).copy(p.rect), pictures[i].convertToFormat(QImage::Format_ARGB32).copy(p.trimmed));
    }
    QCOMPARE(got, stored);
    QCOMPARE(atlas->storedCount(), *std::max_element(stored.begin(), stored.end()) + 1);
    // Pictures stored once share their place on the page.
    for (int i = 1; i < atlas->pictureCount(); ++i) {
        if (stored[i] == stored[0])
            QCOMPARE(atlas->placement(i).rect, atlas->placement(0).rect);
    }
}

void TestPackedAtlas::pagesHoldThePixelsWithExtrudedEdges_data()
{
    QTest::addColumn<int>("padding");
    QTest::addColumn<int>("extrude");
    QTest::addColumn<int>("maxSize");
    QTest::newRow("defaults") << 2 << 1 << 4096;
    QTest::newRow("no extrusion") << 2 << 0 << 4096;
    QTest::newRow("extrude 3, padding 1") << 1 << 3 << 4096;
    QTest::newRow("extrude 2, no padding") << 0 << 2 << 4096;
    QTest::newRow("several pages of 64") << 2 << 1 << 64;
}

void TestPackedAtlas::pagesHoldThePixelsWithExtrudedEdges()
{
    QFETCH(int, padding);
    QFETCH(int, extrude);
    QFETCH(int, maxSize);
    const QList<QImage> pictures = mixedPictures(60, 7);
    QString error;
    const auto atlas = PackedAtlas::pack(pictures, namesOf(int(pictures.size())), options(padding, extrude, maxSize), &error);
    QVERIFY2(atlas, qPrintable(error));
    if (maxSize == 64)
        QVERIFY(atlas->pages().size() > 1);
    for (int i = 0; i < atlas->pictureCount(); ++i) {
        const PackedAtlas::Placement &p = atlas->placement(i);
        const QImage &page = atlas->pages().at(p.page);
        QCOMPARE(page.copy(p.rect), pictures[i].copy(p.trimmed));
        // Every pixel of the extruded ring is the picture's nearest edge pixel; the padding ring
        // outside it (where inside the page) is transparent.
        const QRect r = p.rect;
        for (int y = r.top() - extrude - padding; y <= r.bottom() + extrude + padding; ++y) {
            for (int x = r.left() - extrude - padding; x <= r.right() + extrude + padding; ++x) {
                if (r.contains(x, y) || !page.rect().contains(x, y))
                    continue;
                const bool extruded = x >= r.left() - extrude && x <= r.right() + extrude && y >= r.top() - extrude
                                      && y <= r.bottom() + extrude;
                const QRgb expected = extruded ? page.pixel(std::clamp(x, r.left(), r.right()), std::clamp(y, r.top(), r.bottom()))
                                               : qRgba(0, 0, 0, 0);
                if (page.pixel(x, y) != expected)
                    QFAIL(qPrintable(QStringLiteral("picture %1: page pixel (%2, %3) is %4, not %5")
                                         .arg(i).arg(x).arg(y).arg(page.pixel(x, y), 8, 16).arg(expected, 8, 16)));
            }
        }
    }
}

void TestPackedAtlas::refusesAPictureLargerThanAPage_data()
{
    QTest::addColumn<QList<QImage>>("pictures");
    QTest::addColumn<int>("maxSize");
    QTest::addColumn<bool>("trim");
    QTest::addColumn<QString>("message");
    QTest::newRow("too wide") << QList<QImage>{picture({8, 8}, {0, 0, 8, 8}), picture({100, 10}, {0, 0, 100, 10})} << 64 << true
                              << QStringLiteral("picture 1 (100x10 pixels, 1 more each side extruded) does not fit on a 64x64 atlas page; raise --max-size");
    QTest::newRow("its margins are trimmed away") << QList<QImage>{picture({100, 100}, {10, 10, 20, 20})} << 64 << true << QString();
    QTest::newRow("...but not with --no-trim") << QList<QImage>{picture({100, 100}, {10, 10, 20, 20})} << 64 << false
                                               << QStringLiteral("picture 0 (100x100 pixels, 1 more each side extruded) does not fit on a 64x64 atlas page; raise --max-size");
}

void TestPackedAtlas::refusesAPictureLargerThanAPage()
{
    QFETCH(QList<QImage>, pictures);
    QFETCH(int, maxSize);
    QFETCH(bool, trim);
    QFETCH(QString, message);
    QString error;
    const auto atlas = PackedAtlas::pack(pictures, namesOf(int(pictures.size())), options(2, 1, maxSize, trim), &error);
    QCOMPARE(!atlas, !message.isEmpty());
    QCOMPARE(error, message);
}

void TestPackedAtlas::sameBytesTwice()
{
    const QList<QImage> pictures = mixedPictures(80, 11);
    QString error;
    const auto a = PackedAtlas::pack(pictures, namesOf(80), options(2, 1, 256), &error);
    const auto b = PackedAtlas::pack(pictures, namesOf(80), options(2, 1, 256), &error);
    QVERIFY(a && b);
    QCOMPARE(a->pages(), b->pages());
    for (int i = 0; i < a->pictureCount(); ++i)
        QCOMPARE(a->placement(i).rect, b->placement(i).rect);
}

QTEST_GUILESS_MAIN(TestPackedAtlas)
#include "tst_packedatlas.moc"
