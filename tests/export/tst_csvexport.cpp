// CSV export: the header, then for each clip in order one row every 1000/fps ms of clip time from
// 0 to the length inclusive, each row the clip's name and the frame and pose the clip gives at
// that clip time.

#include "export/csvexporter.h"
#include "export/exportfixtures.h"

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
