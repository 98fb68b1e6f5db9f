// The URLs the preview scene loads frame images from: relative to the project folder, "" for a
// missing file (the scene then shows the numbered square), looked up again after clear().
#include "preview/frameimageurls.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace inbetween;

class TestFrameImageUrls : public QObject
{
    Q_OBJECT

private slots:
    void urlOf_data()
    {
        QTest::addColumn<QString>("image");
        QTest::addColumn<bool>("found");
        QTest::newRow("beside the project") << "walk-1.png" << true;
        QTest::newRow("in a subfolder") << "frames/walk-2.png" << true;
        QTest::newRow("missing") << "frames/walk-9.png" << false;
        QTest::newRow("no image") << "" << false;
    }
    void urlOf()
    {
        QFETCH(QString, image);
        QFETCH(bool, found);
        QTemporaryDir dir;
        touch(dir.filePath(QStringLiteral("walk-1.png")));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("frames")));
        touch(dir.filePath(QStringLiteral("frames/walk-2.png")));
        FrameImageUrls urls;
        urls.setFolder(dir.path());
        const QString url = urls.urlOf(image);
        if (found)
            QCOMPARE(url, QUrl::fromLocalFile(dir.filePath(image)).toString());
        else
            QVERIFY(url.isEmpty());
    }

    void lookedUpAgainAfterClearOrAnotherFolder()
    {
        QTemporaryDir a;
        QTemporaryDir b;
        FrameImageUrls urls;
        urls.setFolder(a.path());
        QVERIFY(urls.urlOf(QStringLiteral("late.png")).isEmpty());
        touch(a.filePath(QStringLiteral("late.png")));
        QVERIFY(urls.urlOf(QStringLiteral("late.png")).isEmpty()); // cached until clear()
        urls.clear();
        QCOMPARE(urls.urlOf(QStringLiteral("late.png")), QUrl::fromLocalFile(a.filePath(QStringLiteral("late.png"))).toString());
        urls.setFolder(b.path());
        QCOMPARE(urls.folder(), b.path());
        QVERIFY(urls.urlOf(QStringLiteral("late.png")).isEmpty());
    }

    void textureRegion_data()
    {
        QTest::addColumn<QString>("image");
        QTest::addColumn<QRect>("region");
        QTest::addColumn<QRectF>("expected");
        QTest::newRow("whole image") << "sheet.png" << QRect() << QRectF(0, 0, 1, 1);
        QTest::newRow("top left cell") << "sheet.png" << QRect(0, 0, 32, 16) << QRectF(0, 0, 0.25, 0.25);
        QTest::newRow("bottom right cell") << "sheet.png" << QRect(96, 48, 32, 16) << QRectF(0.75, 0.75, 0.25, 0.25);
        QTest::newRow("a strip") << "sheet.png" << QRect(0, 16, 128, 16) << QRectF(0, 0.25, 1, 0.25);
        QTest::newRow("missing image") << "missing.png" << QRect(0, 0, 32, 16) << QRectF(0, 0, 1, 1);
        QTest::newRow("no image") << "" << QRect(0, 0, 32, 16) << QRectF(0, 0, 1, 1);
    }
    void textureRegion()
    {
        QFETCH(QString, image);
        QFETCH(QRect, region);
        QFETCH(QRectF, expected);
        QTemporaryDir dir;
        QImage sheet(128, 64, QImage::Format_RGB32);
        sheet.fill(Qt::white);
        QVERIFY(sheet.save(dir.filePath(QStringLiteral("sheet.png"))));
        FrameImageUrls urls;
        urls.setFolder(dir.path());
        QCOMPARE(urls.textureRegion(image, region.isNull() ? std::nullopt : std::optional<QRect>(region)), expected);
    }

private:
    static void touch(const QString &path)
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
};

QTEST_GUILESS_MAIN(TestFrameImageUrls)
#include "tst_frameimageurls.moc"
