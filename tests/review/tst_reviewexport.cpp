// Review exports through `inbetween-cli export --format gif|webp|apng|mp4`, read back by readers
// that are not ours: ImageMagick's identify (GIF delays and loop), webpmux -info (WebP durations and
// loop count), a PNG chunk walk (APNG fcTL delays, acTL num_plays) and ffprobe (MP4 frame times).
// The timing is DESIGN.md's: starts rounded with the rounding carried on, 83 ms holds included;
// loop forever, once (no GIF loop block, WebP loop 1, APNG plays 1), ping-pong unrolled.

#include "common/testpaths.h"
#include "review/reviewreaders.h"

#include <QTemporaryDir>
#include <QTest>

using namespace reviewtest;

class TestReviewExport : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    // Writes the project and exports it; the file's path, or empty (and a failed check).
    QString exportClip(const QByteArray &json, const QString &format, QStringList extra = {})
    {
        const QString project = m_dir.filePath(QStringLiteral("project.json"));
        const QString out = m_dir.filePath(QStringLiteral("out.") + format);
        QFile::remove(out);
        if (!writeFile(project, json))
            return {};
        QProcess cli;
        cli.start(testpaths::cli(),
                  QStringList{QStringLiteral("export"), project, QStringLiteral("--format"), format,
                              QStringLiteral("-o"), out}
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
        for (const char *tool : {"identify", "convert", "webpmux", "ffprobe", "ffmpeg"}) {
            if (program(QString::fromLatin1(tool)).isEmpty())
                QSKIP(qPrintable(QStringLiteral("%1 is not installed (resources/debian-packages-tests.txt)").arg(QLatin1String(tool))));
        }
        QVERIFY(m_dir.isValid());
        QVERIFY(sheet(8).save(m_dir.filePath(QStringLiteral("sheet.png"))));
    }

    void timing_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QList<double>>("holds");
        QTest::addColumn<QString>("loop");
        QTest::addColumn<int>("passes");
        QTest::addColumn<QList<double>>("delays"); // ms; for MP4 the frames' start times, then the end
        QTest::addColumn<int>("loopCount");        // 0: forever; GIF: -1 no loop block

        const QList<double> h83{83, 83, 83};
        const QList<double> hpp{100, 150, 250};
        // GIF: centiseconds, the rounding carried on (8, 9, 8 for 83 ms: starts 0, 80, 170, 250).
        QTest::newRow("gif 83 ms loop") << "gif" << h83 << "loop" << 1 << QList<double>{80, 90, 80} << 0;
        QTest::newRow("gif 83 ms once") << "gif" << h83 << "once" << 1 << QList<double>{80, 90, 80} << -1;
        QTest::newRow("gif 83 ms once, --loops 2") << "gif" << h83 << "once" << 2
                                                   << QList<double>{80, 90, 80, 80, 90, 80} << -1;
        QTest::newRow("gif pingpong") << "gif" << hpp << "pingpong" << 1 << QList<double>{100, 150, 500, 150, 100} << 0;
        QTest::newRow("webp 83 ms loop") << "webp" << h83 << "loop" << 1 << QList<double>{83, 83, 83} << 0;
        QTest::newRow("webp 83 ms once") << "webp" << h83 << "once" << 1 << QList<double>{83, 83, 83} << 1;
        QTest::newRow("webp thirds") << "webp" << QList<double>{100.0 / 3, 100.0 / 3, 100.0 / 3} << "loop" << 1
                                     << QList<double>{33, 34, 33} << 0;
        QTest::newRow("webp pingpong") << "webp" << hpp << "pingpong" << 1 << QList<double>{100, 150, 500, 150, 100}
                                       << 0;
        QTest::newRow("apng 83 ms loop") << "apng" << h83 << "loop" << 1 << QList<double>{83, 83, 83} << 0;
        QTest::newRow("apng 83 ms once") << "apng" << h83 << "once" << 1 << QList<double>{83, 83, 83} << 1;
        QTest::newRow("apng pingpong") << "apng" << hpp << "pingpong" << 1 << QList<double>{100, 150, 500, 150, 100}
                                       << 0;
        // Browsers show a delay of 10 ms or less for 100 ms: no GIF delay under 2 cs, no WebP or
        // APNG delay under 11 ms (a picture that would show for less is left out, the next one on
        // time); MP4 keeps it.
        const QList<double> h60(6, 1000.0 / 60);
        const QList<double> flash{100, 10, 90};
        QTest::newRow("gif 60 fps holds") << "gif" << h60 << "loop" << 1 << QList<double>{30, 20, 30, 20} << 0;
        QTest::newRow("webp a 10 ms hold") << "webp" << flash << "loop" << 1 << QList<double>{110, 90} << 0;
        QTest::newRow("apng a 10 ms hold") << "apng" << flash << "loop" << 1 << QList<double>{110, 90} << 0;
        QTest::newRow("mp4 a 10 ms hold") << "mp4" << flash << "loop" << 1 << QList<double>{0, 100, 110, 200} << 0;
        QTest::newRow("mp4 83 ms") << "mp4" << h83 << "loop" << 1 << QList<double>{0, 83, 166, 249} << 0;
        QTest::newRow("mp4 thirds") << "mp4" << QList<double>{100.0 / 3, 100.0 / 3, 100.0 / 3} << "loop" << 1
                                    << QList<double>{0, 33, 67, 100} << 0;
        QTest::newRow("mp4 pingpong") << "mp4" << hpp << "pingpong" << 1 << QList<double>{0, 100, 250, 750, 900, 1000}
                                      << 0;
    }
    void timing()
    {
        QFETCH(QString, format);
        QFETCH(QList<double>, holds);
        QFETCH(QString, loop);
        QFETCH(int, passes);
        QFETCH(QList<double>, delays);
        QFETCH(int, loopCount);
        const QString file = exportClip(projectJson(holds, loop, 8), format,
                                        passes > 1 ? QStringList{QStringLiteral("--loops"), QString::number(passes)}
                                                   : QStringList{});
        QVERIFY(!file.isEmpty());
        if (format == QLatin1String("gif")) {
            QList<double> ms;
            for (int cs : gifDelays(file))
                ms.append(cs * 10.0);
            QCOMPARE(ms, delays);
            QCOMPARE(gifIterations(file), loopCount == 0 ? 0 : -1);
            QCOMPARE(readAllBytes(file).contains("NETSCAPE2.0"), loopCount == 0);
        } else if (format == QLatin1String("webp")) {
            int count = -1;
            QList<double> ms;
            for (int d : webpDurations(file, &count))
                ms.append(d);
            QCOMPARE(ms, delays);
            QCOMPARE(count, loopCount);
        } else if (format == QLatin1String("apng")) {
            int plays = -1;
            QList<double> ms = apngDelays(file, &plays);
            for (double &d : ms)
                d = std::round(d * 1000.0) / 1000.0;
            QCOMPARE(ms, delays);
            QCOMPARE(plays, loopCount);
        } else {
            double duration = 0;
            QList<double> times = mp4FrameTimes(file, &duration);
            for (double &t : times)
                t = std::round(t * 1000.0) / 1000.0;
            times.append(std::round(duration * 1000.0) / 1000.0);
            QCOMPARE(times, delays);
        }
    }

    // Without --clip a project of several clips is wrong usage: exit 2, asking for --clip.
    void severalClipsNeedClip()
    {
        const QString project = QFINDTESTDATA("../../resources/examples/hero.json");
        QVERIFY(!project.isEmpty());
        QProcess cli;
        cli.start(testpaths::cli(), {QStringLiteral("export"), project, QStringLiteral("--format"),
                                                   QStringLiteral("gif"), QStringLiteral("-o"),
                                                   m_dir.filePath(QStringLiteral("x.gif"))});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 2);
        QVERIFY(cli.readAllStandardError().contains("--clip"));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("x.gif"))));
    }

private:
    static QByteArray readAllBytes(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
};

QTEST_GUILESS_MAIN(TestReviewExport)
#include "tst_reviewexport.moc"
