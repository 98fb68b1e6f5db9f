// What the review files show, decoded by readers that are not ours (ImageMagick for GIF and WebP,
// FFmpeg for APNG and MP4): each picture is its frame's region, enlarged by --scale with nearest
// neighbours, on the background; with motion keys the picture moves (baked at --fps) and leaves no
// trail; a quarter turn about z turns it counter-clockwise, as the preview shows it.

#include "common/testpaths.h"
#include "review/reviewreaders.h"

#include <QTemporaryDir>
#include <QTest>

using namespace reviewtest;

namespace {
constexpr int kSide = 8;

QImage cell(int i)
{
    return sheet(kSide).copy(QRect((i % 6) * kSide, 0, kSide, kSide)).convertToFormat(QImage::Format_ARGB32);
}

// The largest difference of any channel between two pictures, counting only alpha where the
// expected pixel is transparent; and the mean difference.
struct Difference
{
    int largest = 0;
    double mean = 0;
};

Difference compare(const QImage &got, const QImage &expected, bool withAlpha)
{
    Difference d;
    if (got.size() != expected.size())
        return {255, 255};
    double sum = 0;
    for (int y = 0; y < got.height(); ++y) {
        for (int x = 0; x < got.width(); ++x) {
            const QRgb a = got.pixel(x, y), b = expected.pixel(x, y);
            int diff = withAlpha ? std::abs(qAlpha(a) - qAlpha(b)) : 0;
            if (!withAlpha || qAlpha(b) > 0)
                diff = std::max({diff, std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)),
                                 std::abs(qBlue(a) - qBlue(b))});
            d.largest = std::max(d.largest, diff);
            sum += diff;
        }
    }
    d.mean = sum / (got.width() * got.height());
    return d;
}

// Picture `image` at (x, y) of a canvas of `size`, on `background`, enlarged by `scale`.
QImage expectedPicture(const QImage &image, QSize size, QPoint at, QColor background, int scale)
{
    QImage canvas(size, QImage::Format_ARGB32);
    canvas.fill(background);
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QRgb p = image.pixel(x, y);
            if (qAlpha(p) >= 128 || background.alpha() == 0)
                canvas.setPixel(at.x() + x, at.y() + y, qAlpha(p) >= 128 ? (p | 0xff000000u) : canvas.pixel(at.x() + x, at.y() + y));
        }
    }
    return canvas.scaled(size * scale, Qt::IgnoreAspectRatio, Qt::FastTransformation);
}
} // namespace

class TestReviewPixels : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString exportClip(const QByteArray &json, const QString &format, const QStringList &extra)
    {
        const QString project = m_dir.filePath(QStringLiteral("project.json"));
        const QString out = m_dir.filePath(QStringLiteral("out.") + format);
        QFile::remove(out);
        if (!writeFile(project, json))
            return {};
        QProcess cli;
        cli.start(testpaths::cli(), QStringList{QStringLiteral("export"), project, QStringLiteral("--format"),
                                                             format, QStringLiteral("-o"), out}
                                                     + extra);
        if (!cli.waitForFinished(60000) || cli.exitCode() != 0) {
            qWarning("%s", cli.readAllStandardError().constData());
            return {};
        }
        return out;
    }

private slots:
    void initTestCase()
    {
        for (const char *tool : {"convert", "ffmpeg", "identify"}) {
            if (program(QString::fromLatin1(tool)).isEmpty())
                QSKIP(qPrintable(QStringLiteral("%1 is not installed").arg(QLatin1String(tool))));
        }
        QVERIFY(m_dir.isValid());
        QVERIFY(sheet(kSide).save(m_dir.filePath(QStringLiteral("sheet.png"))));
    }

    void framesShowTheirRegions_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("background");
        QTest::addColumn<int>("tolerance"); // the largest channel difference allowed (MP4: the mean)
        QTest::newRow("gif") << "gif" << "transparent" << 0;
        QTest::newRow("gif on a colour") << "gif" << "#336699" << 0;
        QTest::newRow("webp") << "webp" << "transparent" << 0;
        QTest::newRow("apng") << "apng" << "transparent" << 0;
        QTest::newRow("apng on a colour") << "apng" << "#336699" << 0;
        QTest::newRow("mp4 (lossy, mean difference)") << "mp4" << "#000000" << 6;
    }
    void framesShowTheirRegions()
    {
        QFETCH(QString, format);
        QFETCH(QString, background);
        QFETCH(int, tolerance);
        // MP4 at 4: the cells' edges on the 2 x 2 blocks of its halved chroma.
        const int scale = format == QLatin1String("mp4") ? 4 : 3;
        const QString file = exportClip(projectJson({100, 100, 100, 100}, QStringLiteral("loop"), kSide), format,
                                        {QStringLiteral("--scale"), QString::number(scale), QStringLiteral("--background"),
                                         background});
        QVERIFY(!file.isEmpty());
        const QSize size(kSide * scale, kSide * scale); // the largest region, no motion
        const QList<QImage> frames = decodedFrames(file, format, size);
        QCOMPARE(frames.size(), 4);
        const QColor bg = background == QLatin1String("transparent") ? QColor(Qt::transparent) : QColor(background);
        for (int i = 0; i < frames.size(); ++i) {
            const QImage expected = expectedPicture(cell(i), QSize(kSide, kSide), QPoint(0, 0), bg, scale);
            const Difference d = compare(frames[i], expected, bg.alpha() == 0);
            if (format == QLatin1String("mp4"))
                QVERIFY2(d.mean <= tolerance, qPrintable(QStringLiteral("frame %1: mean difference %2").arg(i).arg(d.mean)));
            else
                QVERIFY2(d.largest <= tolerance,
                         qPrintable(QStringLiteral("frame %1: a channel differs by %2").arg(i).arg(d.largest)));
        }
    }

    // A picture moved 30 px right over 300 ms, baked at 20 fps (50 ms): 7 pictures, each the cell
    // at its place on a canvas 8 + 30 wide, and nothing left where it was (GIF and WebP draw each
    // picture over the one before).
    void motionMovesThePicture_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("gif") << "gif";
        QTest::newRow("webp") << "webp";
        QTest::newRow("apng") << "apng";
    }
    void motionMovesThePicture()
    {
        QFETCH(QString, format);
        const QString keys = QStringLiteral(
            "{\"time\": 0, \"translation\": [0, 0, 0], \"rotation\": [0, 0, 0], \"scale\": [1, 1, 1], \"easing\": \"linear\"},"
            "{\"time\": 300, \"translation\": [30, 0, 0], \"rotation\": [0, 0, 0], \"scale\": [1, 1, 1], \"easing\": \"linear\"}");
        const int scale = 2;
        const QString file = exportClip(projectJson({400}, QStringLiteral("loop"), kSide, keys), format,
                                        {QStringLiteral("--scale"), QString::number(scale), QStringLiteral("--fps"),
                                         QStringLiteral("20")});
        QVERIFY(!file.isEmpty());
        if (format == QLatin1String("gif"))
            QCOMPARE(gifDelays(file), (QList<int>{5, 5, 5, 5, 5, 5, 10}));
        const QSize canvas(kSide + 30, kSide);
        const QList<QImage> frames = decodedFrames(file, format, canvas * scale);
        QCOMPARE(frames.size(), 7);
        // Qt's WebP reader draws each picture over the one before without the disposal the file
        // asks for, so from the second picture on webpmux says where each lies and that it is
        // cleared to the background before the next (nothing left behind).
        const int checked = format == QLatin1String("webp") ? 1 : int(frames.size());
        if (format == QLatin1String("webp")) {
            const QList<QList<QByteArray>> rows = webpFrameRows(file);
            QCOMPARE(rows.size(), 7);
            for (int i = 0; i < rows.size(); ++i) {
                // The cell's opaque part starts 1 px in: x_offset (even in WebP) within a pixel of it.
                QVERIFY2(std::abs(rows[i][4].toInt() - (5 * i + 1) * scale) <= 1, rows[i].join(' ').constData());
                QCOMPARE(rows[i][7], QByteArray(i + 1 < rows.size() ? "background" : "none"));
            }
        }
        for (int i = 0; i < checked; ++i) {
            const QImage expected = expectedPicture(cell(0), canvas, QPoint(5 * i, 0), Qt::transparent, scale);
            const Difference d = compare(frames[i], expected, true);
            QVERIFY2(d.largest == 0, qPrintable(QStringLiteral("picture %1: a channel differs by %2").arg(i).arg(d.largest)));
        }
    }

    // Rotation 90 degrees about z: the dark bar along the cell's top lies along its left side.
    void quarterTurnIsCounterClockwise()
    {
        const QString keys = QStringLiteral(
            "{\"time\": 0, \"translation\": [0, 0, 0], \"rotation\": [0, 0, 90], \"scale\": [1, 1, 1], \"easing\": \"linear\"}");
        const QString sheetPath = m_dir.filePath(QStringLiteral("sheet.png"));
        QVERIFY(sheet(30).save(sheetPath)); // cells of 30 px for this test
        const QString file = exportClip(projectJson({100, 100}, QStringLiteral("loop"), 30, keys), QStringLiteral("apng"),
                                        {});
        QVERIFY(sheet(kSide).save(sheetPath));
        QVERIFY(!file.isEmpty());
        const QList<QImage> frames = decodedFrames(file, QStringLiteral("apng"), QSize(30, 30));
        QVERIFY(!frames.isEmpty());
        const QImage &f = frames.front();
        // Sheet of 30 px cells: the bar is rows 1..10; turned counter-clockwise, columns 1..10.
        QCOMPARE(QColor(f.pixel(5, 15)), QColor(0x20, 0x20, 0x20));
        QCOMPARE(QColor(f.pixel(24, 15)), cellColours().front());
        QCOMPARE(QColor(f.pixel(15, 5)), cellColours().front());
    }
};

QTEST_GUILESS_MAIN(TestReviewPixels)
#include "tst_reviewpixels.moc"
