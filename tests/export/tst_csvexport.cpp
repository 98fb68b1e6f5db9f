// CSV export: the header, then for each clip in order one row every 1000/fps ms of clip time from
// 0 to the length inclusive, each row the clip's name and the frame and pose the clip gives at
// that clip time. With frame data (fighter.json: boxes, points, pivots, a frame without image),
// the pivot and each declared box's and point's columns hold what `inbetween-cli sample` gives
// at the row's time (empty: a null pivot, a box or point that is off).

#include "common/testpaths.h"
#include "export/csvexporter.h"
#include "export/exportfixtures.h"
#include "export/readers.h"

#include <QtTest>

#include <cmath>

using namespace inbetween;
using namespace exporttest;

class TestCsvExport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void rowsAreTheBakedClip_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<double>("fps");
        const QStringList names = fixtureNames() + QStringList{QStringLiteral("hero")};
        for (const QString &name : names) {
            for (double fps : {60.0, 24.0, 7.0})
                QTest::addRow("%s@%g", qPrintable(name), fps) << name << fps;
        }
    }
    void rowsAreTheBakedClip()
    {
        QFETCH(QString, fixture);
        QFETCH(double, fps);
        Fixture f;
        QVERIFY(loadFixture(fixture, &f));
        const Project &p = f.project;
        QString error;
        const QString out = m_dir.filePath(QStringLiteral("%1-%2.csv").arg(fixture).arg(fps));
        const QByteArray bytes = exportBytes(f, QStringLiteral("csv"), out, &error, fps);
        QVERIFY2(!bytes.isEmpty(), qPrintable(error));
        QVERIFY(bytes.endsWith('\n'));
        const QStringList lines = QString::fromUtf8(bytes).trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.first(), QStringLiteral("clip,time_ms,frame,tx,ty,tz,qx,qy,qz,qw,sx,sy,sz"));

        const double step = 1000.0 / fps;
        qsizetype r = 1;
        for (const Clip &clip : p.clips) {
            const double L = clip.length();
            const qsizetype onGrid = qsizetype(std::floor(L / step + 1e-9)) + 1;
            const bool lengthOnGrid = std::abs(std::round(L / step) * step - L) < 1e-9;
            const qsizetype rows = lengthOnGrid ? onGrid : onGrid + 1;
            for (qsizetype row = 0; row < rows; ++row, ++r) {
                QVERIFY(r < lines.size());
                const QStringList cells = lines[r].split(QLatin1Char(','));
                QCOMPARE(cells.size(), 13);
                QCOMPARE(cells[0], clip.name);
                const double c = cells[1].toDouble();
                const double expectedTime = row == rows - 1 ? L : double(row) * step;
                QVERIFY2(std::abs(c - expectedTime) < 1e-9, qPrintable(lines[r]));
                const int frame = clip.frames.frameAt(c);
                QCOMPARE(cells[2], frame < 0 ? QString() : QString::number(frame));
                const Pose pose = clip.motion.sample(c);
                const Quaternion q = pose.quaternion().normalized();
                const double expected[] = {pose.translation.x, pose.translation.y, pose.translation.z, q.x, q.y, q.z, q.w,
                                           pose.scale.x, pose.scale.y, pose.scale.z};
                for (int i = 0; i < 10; ++i)
                    QVERIFY2(std::abs(cells[3 + i].toDouble() - expected[i]) < 1e-12, qPrintable(lines[r]));
            }
        }
        QCOMPARE(r, lines.size());
        QCOMPARE(exportBytes(f, QStringLiteral("csv"), out + QStringLiteral(".again"), &error, fps), bytes);
    }

    // A name with a comma or a quote is one quoted field (RFC 4180).
    void clipNamesAreFields_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("field");
        QTest::newRow("plain") << QStringLiteral("walk") << QByteArray("walk");
        QTest::newRow("comma") << QStringLiteral("walk, fast") << QByteArray("\"walk, fast\"");
        QTest::newRow("quote") << QStringLiteral("the \"big\" one") << QByteArray("\"the \"\"big\"\" one\"");
        QTest::newRow("line break") << QStringLiteral("a\nb") << QByteArray("\"a\nb\"");
    }
    void clipNamesAreFields()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, field);
        QCOMPARE(CsvExporter::field(name), field);
    }

    void frameDataColumnsAreSample_data()
    {
        QTest::addColumn<double>("fps");
        QTest::newRow("fighter@60") << 60.0;
        QTest::newRow("fighter@24") << 24.0;
    }
    void frameDataColumnsAreSample()
    {
        QFETCH(double, fps);
        Fixture f;
        QVERIFY(loadFixture(QStringLiteral("fighter"), &f));
        QString error;
        const QByteArray bytes =
            exportBytes(f, QStringLiteral("csv"), m_dir.filePath(QStringLiteral("fighter.csv")), &error, fps);
        QVERIFY2(!bytes.isEmpty(), qPrintable(error));
        const QStringList lines = QString::fromUtf8(bytes).trimmed().split(QLatin1Char('\n'));
        const QStringList header = lines.first().split(QLatin1Char(','));
        QStringList frameDataColumns{QStringLiteral("pivot_x"), QStringLiteral("pivot_y")};
        for (const char *box : {"body", "fist", "push box"})
            for (const char *part : {"x", "y", "w", "h"})
                frameDataColumns << QStringLiteral("box.%1.%2").arg(QLatin1String(box), QLatin1String(part));
        for (const char *point : {"hand", "muzzle"})
            for (const char *part : {"x", "y"})
                frameDataColumns << QStringLiteral("point.%1.%2").arg(QLatin1String(point), QLatin1String(part));
        QCOMPARE(header.mid(13), frameDataColumns);
        int r = 1, compared = 0, on = 0;
        for (const Clip &clip : f.project.clips) {
            QStringList args{QStringLiteral("sample"), f.path, QStringLiteral("--clip"), clip.name};
            const QList<double> times = CsvExporter::rowTimes(clip.length(), fps);
            for (double t : times)
                args << QStringLiteral("--at") << QString::number(t, 'g', 17);
            const ProgramRun sampled = runProgram(testpaths::cli(), args);
            QVERIFY2(sampled.exitCode == 0, qPrintable(sampled.err));
            const QList<QByteArray> samples = sampled.out.trimmed().split('\n');
            QCOMPARE(samples.size(), times.size());
            for (qsizetype n = 0; n < times.size(); ++n, ++r) {
                const QStringList cells = lines[r].split(QLatin1Char(','));
                QCOMPARE(cells.size(), header.size());
                const QJsonObject s = QJsonDocument::fromJson(samples[n]).object();
                QCOMPARE(s[QLatin1String("clipTime")].toDouble(), cells[1].toDouble()); // the row's time is sample's
                QCOMPARE(cells[2], QString::number(s[QLatin1String("frame")].toInt()));
                // The expected cells: the pivot, then each box's and point's numbers, empty when off.
                QStringList want;
                const QJsonValue pivot = s[QLatin1String("pivot")];
                want << (pivot.isArray() ? QString::number(pivot[0].toDouble(), 'g', 17) : QString())
                     << (pivot.isArray() ? QString::number(pivot[1].toDouble(), 'g', 17) : QString());
                for (const auto &[list, declared] : {std::pair{QLatin1String("boxes"), f.project.boxes.size()},
                                                     std::pair{QLatin1String("points"), f.project.points.size()}}) {
                    for (qsizetype d = 0; d < declared; ++d) {
                        const QString name = list == QLatin1String("boxes") ? f.project.boxes[d].name : f.project.points[d].name;
                        const QJsonValue v = s[list][name];
                        on += !v.isUndefined();
                        for (int i = 0; i < (list == QLatin1String("boxes") ? 4 : 2); ++i)
                            want << (v.isUndefined() ? QString() : QString::number(v[i].toDouble(), 'g', 17));
                    }
                }
                for (qsizetype c = 0; c < want.size(); ++c) {
                    const QString &got = cells[13 + c];
                    QVERIFY2(want[c].isEmpty() ? got.isEmpty() : !got.isEmpty() && got.toDouble() == want[c].toDouble(),
                             qPrintable(QStringLiteral("%1: %2 is \"%3\", sample gives \"%4\"").arg(lines[r], header[13 + c], got, want[c])));
                }
                ++compared;
            }
        }
        QCOMPARE(r, lines.size());
        QVERIFY(compared > 30 && on > 0);
    }

    // Header cells naming boxes and points are fields: a name with a comma is quoted (RFC 4180).
    void frameDataHeaderCellsAreFields()
    {
        Project p;
        p.boxes = {{QStringLiteral("a, b"), BoxKind::Hit}};
        p.points = {{QStringLiteral("say \"hi\"")}};
        FrameData d;
        d.boxes.insert(QStringLiteral("a, b"), QRectF(-1, -2, 3, 4.5));
        Frame frame;
        frame.data = d;
        p.clips[0].frames.setFrames({frame});
        QCOMPARE(CsvExporter::toCsv(p, {0}, 10).split('\n').mid(0, 2),
                 (QList<QByteArray>{"clip,time_ms,frame,tx,ty,tz,qx,qy,qz,qw,sx,sy,sz,pivot_x,pivot_y,\"box.a, b.x\","
                                    "\"box.a, b.y\",\"box.a, b.w\",\"box.a, b.h\",\"point.say \"\"hi\"\".x\","
                                    "\"point.say \"\"hi\"\".y\"",
                                    "clip,0,0,0,0,0,0,0,0,1,1,1,1,,,-1,-2,3,4.5,,"}));
    }

    void staticClipIsOneRow()
    {
        Fixture f;
        f.folder = m_dir.path();
        QString error;
        const QByteArray bytes = exportBytes(f, QStringLiteral("csv"), m_dir.filePath(QStringLiteral("static.csv")), &error);
        QCOMPARE(bytes, QByteArray("clip,time_ms,frame,tx,ty,tz,qx,qy,qz,qw,sx,sy,sz\nclip,0,,0,0,0,0,0,0,1,1,1,1\n"));
    }
};

QTEST_GUILESS_MAIN(TestCsvExport)
#include "tst_csvexport.moc"
