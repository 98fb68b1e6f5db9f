// SheetImporter: a still image cut into a grid becomes one clip of regions of the sheet, row by
// row, each holding the given duration; fully transparent cells are left out unless kept; the
// errors name what is wrong and give no project.

#include "import/importfixtures.h"
#include "import/sheetimporter.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace inbetween;
using namespace importtest;

Q_DECLARE_METATYPE(importtest::SheetSpec)
Q_DECLARE_METATYPE(inbetween::SheetGrid)

class TestSheetImporter : public QObject
{
    Q_OBJECT

private slots:
    void cutsCells_data()
    {
        QTest::addColumn<SheetSpec>("spec");
        QTest::addColumn<SheetGrid>("grid");
        QTest::addColumn<QList<int>>("cells"); // the cells that become frames, in order
        QTest::addColumn<int>("warnings");

        SheetSpec plain;
        QTest::newRow("4x2 by size") << plain << SheetGrid::ofCellSize({32, 32}) << QList<int>{0, 1, 2, 3, 4, 5, 6, 7} << 0;
        QTest::newRow("4x2 by count") << plain << SheetGrid::ofCount(4, 2) << QList<int>{0, 1, 2, 3, 4, 5, 6, 7} << 0;

        SheetSpec framed;
        framed.cell = {10, 12};
        framed.columns = 3;
        framed.rows = 3;
        framed.margin = 2;
        framed.spacing = 1;
        QTest::newRow("margin and spacing") << framed << SheetGrid::ofCellSize({10, 12}, 2, 1)
                                            << QList<int>{0, 1, 2, 3, 4, 5, 6, 7, 8} << 0;
        QTest::newRow("margin and spacing by count") << framed << SheetGrid::ofCount(3, 3, 2, 1)
                                                     << QList<int>{0, 1, 2, 3, 4, 5, 6, 7, 8} << 0;

        SheetSpec holes = plain;
        holes.empty = {2, 6, 7}; // a gap mid-sheet and an unfilled last row
        QTest::newRow("empty cells skipped") << holes << SheetGrid::ofCellSize({32, 32}) << QList<int>{0, 1, 3, 4, 5} << 1;
        SheetGrid keep = SheetGrid::ofCellSize({32, 32});
        keep.keepEmpty = true;
        QTest::newRow("empty cells kept") << holes << keep << QList<int>{0, 1, 2, 3, 4, 5, 6, 7} << 0;

        SheetSpec ragged = plain;
        ragged.extra = {7, 5};
        QTest::newRow("ragged edge") << ragged << SheetGrid::ofCellSize({32, 32}) << QList<int>{0, 1, 2, 3, 4, 5, 6, 7} << 2;
    }
    void cutsCells()
    {
        QFETCH(SheetSpec, spec);
        QFETCH(SheetGrid, grid);
        QFETCH(QList<int>, cells);
        QFETCH(int, warnings);
        const QImage sheet = drawSheet(spec);
        const ImportResult r = SheetImporter::cut(sheet, QStringLiteral("art/hero.png"), QStringLiteral("hero"), grid,
                                                  80.0, ProjectLimits());
        QVERIFY2(r.ok(), qPrintable(r.messages(QStringLiteral("hero.png")).join(QLatin1Char('\n'))));
        QCOMPARE(r.diagnostics.size(), warnings);
        QVERIFY(r.newImages.isEmpty()); // regions of the sheet, never copies
        const Project &p = *r.project;
        QCOMPARE(p.name, QStringLiteral("hero"));
        QCOMPARE(p.clips.size(), size_t(1));
        const Clip &clip = p.clips.front();
        QCOMPARE(clip.name, QStringLiteral("hero"));
        QCOMPARE(clip.loop, LoopMode::Loop);
        QCOMPARE(clip.frames.count(), int(cells.size()));
        QCOMPARE(clip.length(), 80.0 * cells.size());
        for (int i = 0; i < clip.frames.count(); ++i) {
            const Frame &f = clip.frames.frame(i);
            QCOMPARE(f.duration, 80.0);
            QCOMPARE(f.image, QStringLiteral("art/hero.png"));
            QVERIFY(f.region);
            QCOMPARE(*f.region, spec.cellRect(cells[i]));
            if (!spec.empty.contains(cells[i]))
                QVERIFY2(uniform(sheet, *f.region, cellColor(cells[i])), qPrintable(QStringLiteral("frame %1").arg(i)));
        }
    }

    void warningsSayWhatWasLeftOut()
    {
        SheetSpec spec;
        spec.empty = {5};
        spec.extra = {3, 0};
        const ImportResult r = SheetImporter::cut(drawSheet(spec), QStringLiteral("hero.png"), QStringLiteral("hero"),
                                                  SheetGrid::ofCellSize({32, 32}), 100.0, ProjectLimits());
        QCOMPARE(r.messages(QStringLiteral("hero.png")),
                 QStringList({QStringLiteral("hero.png: warning: the last 3 pixel columns on the right are in no whole "
                                             "32 x 32 cell, left out"),
                              QStringLiteral("hero.png: warning: 1 fully transparent cell left out (--keep-empty keeps them)")}));
    }

    void transparentCellsOfEveryPixelFormat_data()
    {
        QTest::addColumn<int>("format");
        QTest::newRow("ARGB32") << int(QImage::Format_ARGB32);
        QTest::newRow("ARGB32 premultiplied") << int(QImage::Format_ARGB32_Premultiplied);
        QTest::newRow("RGBA8888") << int(QImage::Format_RGBA8888);
        QTest::newRow("RGBA64") << int(QImage::Format_RGBA64);
        QTest::newRow("indexed") << int(QImage::Format_Indexed8);
    }
    void transparentCellsOfEveryPixelFormat()
    {
        QFETCH(int, format);
        SheetSpec spec;
        spec.empty = {1, 4};
        const QImage sheet = drawSheet(spec).convertToFormat(QImage::Format(format));
        const SheetLayout layout = SheetLayout::of(sheet.size(), SheetGrid::ofCellSize({32, 32}));
        const std::vector<bool> empty = SheetImporter::transparentCells(sheet, layout);
        QCOMPARE(empty, (std::vector<bool>{false, true, false, false, true, false, false, false}));
    }

    void oneVisiblePixelKeepsACell()
    {
        SheetSpec spec;
        spec.empty = {3};
        QImage sheet = drawSheet(spec);
        sheet.setPixelColor(spec.cellRect(3).bottomRight(), QColor(0, 0, 0, 1)); // alpha 1 of 255
        const SheetLayout layout = SheetLayout::of(sheet.size(), SheetGrid::ofCellSize({32, 32}));
        QCOMPARE(SheetImporter::transparentCells(sheet, layout)[3], false);
    }

    void opaqueImagesHaveNoEmptyCell()
    {
        QImage sheet(64, 32, QImage::Format_RGB32);
        sheet.fill(Qt::black);
        const SheetLayout layout = SheetLayout::of(sheet.size(), SheetGrid::ofCellSize({32, 32}));
        QCOMPARE(SheetImporter::transparentCells(sheet, layout), (std::vector<bool>{false, false}));
    }

    void importFileMakesPathsRelativeToTheProject()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("art")));
        const QString sheet = dir.filePath(QStringLiteral("art/hero sheet.png"));
        QVERIFY(drawSheet(SheetSpec()).save(sheet));
        ImportOptions options;
        options.projectFolder = dir.filePath(QStringLiteral("project"));
        options.grid = SheetGrid::ofCellSize({32, 32});
        options.duration = 125;
        const ImportResult r = SheetImporter::importFile(sheet, options);
        QVERIFY(r.ok());
        QCOMPARE(r.project->name, QStringLiteral("hero sheet"));
        QCOMPARE(r.project->clips.front().frames.frame(0).image, QStringLiteral("../art/hero sheet.png"));
        QCOMPARE(r.project->clips.front().frames.frame(7).duration, 125.0);

        options.projectFolder.clear(); // beside the sheet
        options.name = QStringLiteral("Hero");
        const ImportResult beside = SheetImporter::importFile(sheet, options);
        QCOMPARE(beside.project->clips.front().frames.frame(0).image, QStringLiteral("hero sheet.png"));
        QCOMPARE(beside.project->name, QStringLiteral("Hero"));
        QCOMPARE(beside.project->clips.front().name, QStringLiteral("Hero"));
    }

    void refused_data()
    {
        QTest::addColumn<QByteArray>("bytes"); // empty: the sheet drawn by `spec`
        QTest::addColumn<SheetSpec>("spec");
        QTest::addColumn<SheetGrid>("grid");
        QTest::addColumn<int>("maxSide");
        QTest::addColumn<int>("maxFrames");
        QTest::addColumn<QString>("message");

        SheetSpec blank;
        blank.empty = {0, 1, 2, 3, 4, 5, 6, 7};
        const SheetGrid grid = SheetGrid::ofCellSize({32, 32});
        QTest::newRow("not an image") << QByteArray("hello, not a PNG") << SheetSpec() << grid << 8192 << 1000000
                                      << QStringLiteral("sheet.png: not an image file Inbetween can read (Unsupported image format)");
        QTest::newRow("every cell empty") << QByteArray() << blank << grid << 8192 << 1000000
                                          << QStringLiteral("sheet.png: all 8 cells are fully transparent: no frame to make "
                                                            "(--keep-empty keeps them)");
        QTest::newRow("cell too large") << QByteArray() << SheetSpec() << SheetGrid::ofCellSize({256, 16}) << 8192 << 1000000
                                        << QStringLiteral("sheet.png: not one 256 x 16 cell (margin 0, spacing 0) fits in the "
                                                          "128 x 64 image");
        QTest::newRow("zero cell") << QByteArray() << SheetSpec() << SheetGrid::ofCellSize({0, 0}) << 8192 << 1000000
                                   << QStringLiteral("sheet.png: a cell must be at least 1 x 1 pixels (got 0 x 0)");
        QTest::newRow("image over the limit") << QByteArray() << SheetSpec() << grid << 100 << 1000000
                                              << QStringLiteral("sheet.png: 128 x 64 pixels, larger than the limit of 100 x 100");
        QTest::newRow("frames over the limit") << QByteArray() << SheetSpec() << SheetGrid::ofCellSize({1, 1}) << 8192 << 8000
                                               << QStringLiteral("sheet.png: 8192 frames, more than the limit of 8000 in a clip");
    }
    void refused()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(SheetSpec, spec);
        QFETCH(SheetGrid, grid);
        QFETCH(int, maxSide);
        QFETCH(int, maxFrames);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sheet.png"));
        if (bytes.isEmpty()) {
            QVERIFY(drawSheet(spec).save(path));
        } else {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        }
        ImportOptions options;
        options.grid = grid;
        options.limits.maxImageSide = maxSide;
        options.limits.maxFrames = maxFrames;
        const QStringList before = filesUnder(dir.path());
        const ImportResult r = SheetImporter::importFile(path, options).finish();
        QVERIFY(!r.ok());
        QVERIFY(r.newImages.isEmpty());
        QCOMPARE(r.messages(QStringLiteral("sheet.png")).value(0), message);
        QCOMPARE(filesUnder(dir.path()), before);
    }

    void aStillImageNeedsAGrid()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sheet.png"));
        QVERIFY(drawSheet(SheetSpec()).save(path));
        const ImportResult r = SheetImporter::importFile(path, ImportOptions());
        QVERIFY(!r.ok());
        QCOMPARE(r.messages(QStringLiteral("sheet.png")),
                 QStringList(QStringLiteral("sheet.png: a still image is cut into a grid: give its cell size or its "
                                            "columns and rows")));
    }
};

QTEST_MAIN(TestSheetImporter)
#include "tst_sheetimporter.moc"
