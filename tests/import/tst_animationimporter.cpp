// AnimationImporter: animated GIFs (made by ImageMagick's `convert -delay`) and WebPs (made by
// libwebp's `img2webp`) with known delays become one clip, a frame per image holding its delay,
// the images as PNG files to write into the frames folder; a delay of 0 holds 100 ms with a
// warning; the loop count sets the loop mode.

#include "import/animationimporter.h"
#include "import/gifdelays.h"
#include "import/importfixtures.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace inbetween;
using namespace importtest;

Q_DECLARE_METATYPE(inbetween::LoopMode)

namespace {

const QList<QColor> kColors{Qt::red, Qt::blue, QColor(0, 255, 0), Qt::yellow, Qt::magenta};

// Writes one 16 x 12 PNG per colour into `dir` (c0.png, c1.png, ...) and returns their paths.
QStringList colourFrames(const QTemporaryDir &dir, int count)
{
    QStringList paths;
    for (int i = 0; i < count; ++i) {
        QImage image(16, 12, QImage::Format_RGB32);
        image.fill(kColors[i]);
        paths.append(dir.filePath(QStringLiteral("c%1.png").arg(i)));
        image.save(paths.last());
    }
    return paths;
}

// `convert -delay D0 c0.png -delay D1 c1.png ... [-loop N] out.gif`; delays in 1/100 s.
QString makeGif(const QTemporaryDir &dir, const QList<int> &delays, const QString &loop = QStringLiteral("0"))
{
    const QStringList frames = colourFrames(dir, int(delays.size()));
    QStringList args;
    for (qsizetype i = 0; i < delays.size(); ++i)
        args << QStringLiteral("-delay") << QString::number(delays[i]) << frames[i];
    if (!loop.isEmpty())
        args << QStringLiteral("-loop") << loop;
    const QString out = dir.filePath(QStringLiteral("walk.gif"));
    args << out;
    const Run r = run(QStringLiteral("convert"), args);
    return r.code == 0 ? out : QString();
}

// `img2webp -lossless -loop N -d D0 c0.png -d D1 c1.png ... -o out.webp`; delays in ms. A delay of
// 0 (which img2webp refuses) is set afterwards with webpmux.
QString makeWebp(const QTemporaryDir &dir, const QList<int> &delays, int loop = 0)
{
    const QStringList frames = colourFrames(dir, int(delays.size()));
    QStringList args{QStringLiteral("-lossless"), QStringLiteral("-loop"), QString::number(loop)};
    for (qsizetype i = 0; i < delays.size(); ++i)
        args << QStringLiteral("-d") << QString::number(std::max(delays[i], 1)) << frames[i];
    const QString out = dir.filePath(QStringLiteral("walk.webp"));
    args << QStringLiteral("-o") << out;
    if (run(QStringLiteral("img2webp"), args).code != 0)
        return {};
    for (qsizetype i = 0; i < delays.size(); ++i) {
        if (delays[i] == 0
            && run(QStringLiteral("webpmux"), {QStringLiteral("-duration"), QStringLiteral("0,%1").arg(i + 1), out,
                                               QStringLiteral("-o"), out})
                       .code
                   != 0)
            return {};
    }
    return out;
}

void requireProgram(const char *name)
{
    if (!hasProgram(QString::fromLatin1(name)))
        QSKIP(qPrintable(QStringLiteral("%1 is not installed (see resources/debian-packages.txt)").arg(QLatin1String(name))));
}

QList<double> durationsOf(const Clip &clip)
{
    QList<double> out;
    for (const Frame &f : clip.frames.frames())
        out.append(f.duration);
    return out;
}

} // namespace

class TestAnimationImporter : public QObject
{
    Q_OBJECT

private slots:
    void delays_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QList<int>>("delays"); // as the making program takes them
        QTest::addColumn<QList<double>>("durations");
        QTest::addColumn<QStringList>("messages");

        QTest::newRow("gif") << QStringLiteral("gif") << QList<int>{10, 25, 7} << QList<double>{100, 250, 70} << QStringList{};
        QTest::newRow("gif, odd delays") << QStringLiteral("gif") << QList<int>{3, 17, 100, 2}
                                         << QList<double>{30, 170, 1000, 20} << QStringList{};
        QTest::newRow("gif, zero and 1/100 s")
            << QStringLiteral("gif") << QList<int>{0, 1, 5}
            << QList<double>{100, 100, 50}
            << QStringList{QStringLiteral("walk.gif: frame 0: warning: the file's delay of 0 ms plays as 100 ms, as in "
                                          "browsers: it holds 100 ms"),
                           QStringLiteral("walk.gif: frame 1: warning: the file's delay of 10 ms plays as 100 ms, as in "
                                          "browsers: it holds 100 ms")};
        QTest::newRow("webp") << QStringLiteral("webp") << QList<int>{100, 250, 70} << QList<double>{100, 250, 70}
                              << QStringList{};
        QTest::newRow("webp, zero")
            << QStringLiteral("webp") << QList<int>{40, 0, 60} << QList<double>{40, 100, 60}
            << QStringList{QStringLiteral("walk.webp: frame 1: warning: a delay of 0 ms plays as 100 ms, as in browsers: "
                                          "it holds 100 ms")};
    }
    void delays()
    {
        QFETCH(QString, kind);
        QFETCH(QList<int>, delays);
        QFETCH(QList<double>, durations);
        QFETCH(QStringList, messages);
        requireProgram(kind == QLatin1String("gif") ? "convert" : "img2webp");
        if (kind == QLatin1String("webp"))
            requireProgram("webpmux");
        QTemporaryDir dir;
        const QString source = kind == QLatin1String("gif") ? makeGif(dir, delays) : makeWebp(dir, delays);
        QVERIFY(!source.isEmpty());
        QVERIFY(AnimationImporter::isAnimation(source));
        ImportOptions options;
        options.projectFolder = dir.filePath(QStringLiteral("out"));
        options.framesFolder = dir.filePath(QStringLiteral("out/walk-frames"));
        const QStringList before = filesUnder(dir.path());
        const ImportResult r = AnimationImporter::importFile(source, options);
        QVERIFY2(r.ok(), qPrintable(r.messages(QFileInfo(source).fileName()).join(QLatin1Char('\n'))));
        QCOMPARE(r.messages(QFileInfo(source).fileName()), messages);
        QCOMPARE(filesUnder(dir.path()), before); // nothing written by the import itself
        const Clip &clip = r.project->clips.front();
        QCOMPARE(clip.name, QStringLiteral("walk"));
        QCOMPARE(clip.loop, LoopMode::Loop);
        QCOMPARE(durationsOf(clip), durations);
        QCOMPARE(r.newImages.size(), delays.size());
        QString error;
        QVERIFY2(r.writeNewImages(&error), qPrintable(error));
        for (int i = 0; i < clip.frames.count(); ++i) {
            const Frame &f = clip.frames.frame(i);
            QCOMPARE(f.image, QStringLiteral("walk-frames/frame-%1.png").arg(i, 3, 10, QLatin1Char('0')));
            QVERIFY(!f.region);
            const QImage png(QDir(options.projectFolder).filePath(f.image));
            QCOMPARE(png.size(), QSize(16, 12));
            QCOMPARE(png.pixelColor(8, 6), kColors[i]);
        }
    }

    void loopCountSetsTheLoopMode_data()
    {
        QTest::addColumn<QString>("loop"); // convert's -loop (empty: none given)
        QTest::addColumn<LoopMode>("mode");
        QTest::addColumn<int>("warnings");
        QTest::newRow("forever") << QStringLiteral("0") << LoopMode::Loop << 0;
        QTest::newRow("once") << QStringLiteral("1") << LoopMode::Once << 0;
        QTest::newRow("three times") << QStringLiteral("3") << LoopMode::Loop << 1;
    }
    void loopCountSetsTheLoopMode()
    {
        QFETCH(QString, loop);
        QFETCH(LoopMode, mode);
        QFETCH(int, warnings);
        requireProgram("convert");
        QTemporaryDir dir;
        const QString gif = makeGif(dir, {10, 10}, loop);
        QVERIFY(!gif.isEmpty());
        const ImportResult r = AnimationImporter::importFile(gif, ImportOptions());
        QVERIFY(r.ok());
        QCOMPARE(r.project->clips.front().loop, mode);
        QCOMPARE(r.diagnostics.size(), warnings);
        if (warnings)
            QCOMPARE(r.messages(QStringLiteral("walk.gif")).value(0),
                     QStringLiteral("walk.gif: warning: the GIF plays 3 times, which a loop mode cannot say: the clip "
                                    "loops without end"));
    }

    void framesFolderDefaultsBesideTheProject()
    {
        requireProgram("convert");
        QTemporaryDir dir;
        const QString gif = makeGif(dir, {10, 20});
        ImportOptions options;
        options.name = QStringLiteral("Hero walk");
        const ImportResult r = AnimationImporter::importFile(gif, options);
        QVERIFY(r.ok());
        QCOMPARE(r.project->name, QStringLiteral("Hero walk"));
        QCOMPARE(r.project->clips.front().frames.frame(1).image, QStringLiteral("Hero walk-frames/frame-001.png"));
        QCOMPARE(r.newImages.value(1).path, dir.filePath(QStringLiteral("Hero walk-frames/frame-001.png")));
    }

    // The default frames folder is one no file is in yet, and the writing never replaces a file:
    // an import writes only what it made.
    void framesNeverReplaceAFile()
    {
        requireProgram("convert");
        QTemporaryDir dir;
        const QString gif = makeGif(dir, {10, 20});
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("walk-frames")));
        ImportResult r = AnimationImporter::importFile(gif, ImportOptions());
        QVERIFY(r.ok());
        QCOMPARE(r.project->clips.front().frames.frame(0).image, QStringLiteral("walk-frames 2/frame-000.png"));

        ImportOptions into;
        into.framesFolder = dir.filePath(QStringLiteral("walk-frames"));
        r = AnimationImporter::importFile(gif, into);
        QVERIFY(r.ok());
        QFile theirs(dir.filePath(QStringLiteral("walk-frames/frame-001.png")));
        QVERIFY(theirs.open(QIODevice::WriteOnly));
        theirs.write("another project's picture");
        theirs.close();
        QString error;
        QVERIFY(!r.writeNewImages(&error));
        QCOMPARE(error, QStringLiteral("%1 is there already: an import never replaces a file").arg(theirs.fileName()));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("walk-frames/frame-000.png")))); // taken back
        QVERIFY(theirs.open(QIODevice::ReadOnly));
        QCOMPARE(theirs.readAll(), QByteArray("another project's picture"));
    }

    void refused_data()
    {
        QTest::addColumn<int>("maxSide");
        QTest::addColumn<int>("maxFrames");
        QTest::addColumn<bool>("still"); // a PNG instead of the GIF
        QTest::addColumn<QString>("message");
        QTest::newRow("over the side limit") << 8 << 1000000 << false
                                             << QStringLiteral("walk.gif: 16 x 12 pixels, larger than the limit of 8 x 8");
        QTest::newRow("over the frame limit") << 8192 << 2 << false
                                              << QStringLiteral("walk.gif: 3 images, more than the limit of 2 frames");
        QTest::newRow("not animated") << 8192 << 1000000 << true
                                      << QStringLiteral("walk.gif: not an animated GIF or WebP image");
    }
    void refused()
    {
        QFETCH(int, maxSide);
        QFETCH(int, maxFrames);
        QFETCH(bool, still);
        QFETCH(QString, message);
        requireProgram("convert");
        QTemporaryDir dir;
        QString gif = makeGif(dir, {10, 20, 30});
        QVERIFY(!gif.isEmpty());
        if (still) {
            QFile::remove(gif);
            QVERIFY(QFile::copy(dir.filePath(QStringLiteral("c0.png")), gif)); // a PNG named .gif
        }
        ImportOptions options;
        options.limits.maxImageSide = maxSide;
        options.limits.maxFrames = maxFrames;
        const ImportResult r = AnimationImporter::importFile(gif, options).finish();
        QVERIFY(!r.ok());
        QVERIFY(r.newImages.isEmpty());
        QCOMPARE(r.messages(QStringLiteral("walk.gif")), QStringList(message));
    }

    void gifDelaysAsWritten()
    {
        requireProgram("convert");
        QTemporaryDir dir;
        const QString gif = makeGif(dir, {0, 1, 2, 5, 0});
        QFile f(gif);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QCOMPARE(gifDelays(bytes), (QList<int>{0, 1, 2, 5, 0}));
        QCOMPARE(gifDelays(bytes.left(6)), QList<int>());
        QCOMPARE(gifDelays("PNG and not a GIF"), QList<int>());
        for (qsizetype cut = 0; cut < bytes.size(); cut += 7)
            QVERIFY(gifDelays(bytes.left(cut)).size() <= 5); // cut anywhere: never past the end
    }

    void frameFileNames()
    {
        QCOMPARE(AnimationImporter::frameFileName(0, 3), QStringLiteral("frame-000.png"));
        QCOMPARE(AnimationImporter::frameFileName(42, 1000), QStringLiteral("frame-042.png"));
        QCOMPARE(AnimationImporter::frameFileName(42, 1001), QStringLiteral("frame-0042.png"));
    }
};

QTEST_MAIN(TestAnimationImporter)
#include "tst_animationimporter.moc"
