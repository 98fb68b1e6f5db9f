// inbetween-cli's --clip on info, sample and events, run as a real process on the three-clip hero
// project: each command speaks of the clip named (default: the first), with its own loop mode,
// length, frames, keys and events; an unknown name is exit status 1 with the clip names listed;
// --clip on validate is wrong usage (2).

#include "cli/clirun.h"
#include "file/projectreader.h"
#include "timing/crossingfinder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace inbetween;

namespace {

using clirun::Run;
using clirun::run;

QList<QJsonObject> objects(const QByteArray &out)
{
    QList<QJsonObject> list;
    for (const QByteArray &line : out.split('\n')) {
        if (!line.isEmpty())
            list.append(QJsonDocument::fromJson(line).object());
    }
    return list;
}

QString hero()
{
    return QFINDTESTDATA("../export/data/hero.json");
}

} // namespace

class TestCliClips : public QObject
{
    Q_OBJECT

private:
    Project m_project;

private slots:
    void initTestCase()
    {
        QVERIFY(!hero().isEmpty());
        const ProjectReader::Result result = ProjectReader::readFile(hero());
        QVERIFY(result.ok());
        m_project = *result.project;
        QCOMPARE(m_project.clips.size(), size_t(3));
    }

    void infoNamesTheClip_data()
    {
        QTest::addColumn<QStringList>("option");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("default: the first") << QStringList() << QByteArray(
            R"({"name":"Hero","loop":"pingpong","length":650.5,"fps":60,"frames":3,"keyframes":2,"events":1,"clip":"idle","clips":["idle","walk","jump"]})");
        QTest::newRow("walk") << QStringList{QStringLiteral("--clip"), QStringLiteral("walk")} << QByteArray(
            R"({"name":"Hero","loop":"loop","length":500,"fps":60,"frames":5,"keyframes":3,"events":2,"clip":"walk","clips":["idle","walk","jump"]})");
        QTest::newRow("jump") << QStringList{QStringLiteral("--clip"), QStringLiteral("jump")} << QByteArray(
            R"({"name":"Hero","loop":"once","length":400,"fps":60,"frames":3,"keyframes":3,"events":2,"clip":"jump","clips":["idle","walk","jump"]})");
    }
    void infoNamesTheClip()
    {
        QFETCH(QStringList, option);
        QFETCH(QByteArray, expected);
        const Run r = run(QStringList{QStringLiteral("info"), hero()} + option);
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, expected + '\n');
        QVERIFY(r.err.isEmpty());
    }

    // sample plays the clip named, by its own loop mode: the same poses and frames as Clip::sample.
    void sampleIsTheClipsOwn_data()
    {
        QTest::addColumn<QString>("clip");
        for (const char *name : {"idle", "walk", "jump"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void sampleIsTheClipsOwn()
    {
        QFETCH(QString, clip);
        const Clip &c = m_project.clips[size_t(m_project.clipIndex(clip))];
        const QList<double> times{0, 99.5, 250, 499.9, 650.5, 777, 1200, -30};
        QStringList args{QStringLiteral("sample"), hero(), QStringLiteral("--clip"), clip};
        for (double t : times)
            args << QStringLiteral("--at") << QString::number(t);
        const Run r = run(args);
        QCOMPARE(r.code, 0);
        const QList<QJsonObject> lines = objects(r.out);
        QCOMPARE(lines.size(), times.size());
        for (qsizetype i = 0; i < times.size(); ++i) {
            const Sample s = c.sample(times[i]);
            QCOMPARE(lines[i][QLatin1String("clipTime")].toDouble(), s.clipTime);
            QCOMPARE(lines[i][QLatin1String("frame")].toInt(-1), s.frame);
            const double expected[3] = {s.pose.translation.x, s.pose.translation.y, s.pose.translation.z};
            for (int k = 0; k < 3; ++k)
                QCOMPARE(lines[i][QLatin1String("translation")][k].toDouble(), expected[k]);
        }
    }

    void eventsAreTheClipsOwn_data()
    {
        QTest::addColumn<QString>("clip");
        for (const char *name : {"idle", "walk", "jump"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void eventsAreTheClipsOwn()
    {
        QFETCH(QString, clip);
        const Clip &c = m_project.clips[size_t(m_project.clipIndex(clip))];
        const Run r = run({QStringLiteral("events"), hero(), QStringLiteral("--clip"), clip, QStringLiteral("--from"),
                           QStringLiteral("0"), QStringLiteral("--to"), QStringLiteral("1500")});
        QCOMPARE(r.code, 0);
        const QList<Crossing> expected = CrossingFinder(c).between(0, 1500);
        const QList<QJsonObject> lines = objects(r.out);
        QCOMPARE(lines.size(), expected.size());
        for (qsizetype i = 0; i < lines.size(); ++i) {
            QCOMPARE(lines[i][QLatin1String("time")].toDouble(), expected[i].time);
            if (expected[i].kind == Crossing::Kind::Event)
                QCOMPARE(lines[i][QLatin1String("name")].toString(), expected[i].name);
            else
                QCOMPARE(lines[i][QLatin1String("frame")].toInt(), expected[i].index);
        }
        // Each clip's own events, none of another's.
        QStringList names;
        for (const QJsonObject &o : lines) {
            if (o[QLatin1String("kind")].toString() == QLatin1String("event"))
                names.append(o[QLatin1String("name")].toString());
        }
        for (const ClipEvent &e : c.events)
            QVERIFY(names.contains(e.name));
        for (const Clip &other : m_project.clips) {
            for (const ClipEvent &e : other.events) {
                if (&other != &c && !std::any_of(c.events.begin(), c.events.end(), [&](const ClipEvent &o) { return o.name == e.name; }))
                    QVERIFY2(!names.contains(e.name), qPrintable(e.name));
            }
        }
    }

    void unknownClipIsExitOne_data()
    {
        QTest::addColumn<QStringList>("args");
        const QString file = hero();
        QTest::newRow("info") << QStringList{QStringLiteral("info"), file};
        QTest::newRow("sample") << QStringList{QStringLiteral("sample"), file, QStringLiteral("--at"), QStringLiteral("0")};
        QTest::newRow("events") << QStringList{QStringLiteral("events"), file, QStringLiteral("--from"), QStringLiteral("0"),
                                               QStringLiteral("--to"), QStringLiteral("10")};
        QTest::newRow("export") << QStringList{QStringLiteral("export"), file, QStringLiteral("--format"), QStringLiteral("csv"),
                                               QStringLiteral("-o"), QStringLiteral("/nonexistent/never.csv")};
    }
    void unknownClipIsExitOne()
    {
        QFETCH(QStringList, args);
        for (const char *name : {"Walk", "", "run"}) {
            const Run r = run(args + QStringList{QStringLiteral("--clip"), QString::fromLatin1(name)});
            QCOMPARE(r.code, 1);
            QVERIFY(r.out.isEmpty());
            QVERIFY2(r.err.contains(QStringLiteral("no clip is named \"%1\" (the clips: idle, walk, jump)").arg(QLatin1String(name)).toUtf8()),
                     r.err.constData());
        }
    }

    void clipOnValidateIsWrongUsage()
    {
        const Run r = run({QStringLiteral("validate"), hero(), QStringLiteral("--clip"), QStringLiteral("walk")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--clip is an option of info, sample, events and export"));
    }

    void clipWithoutNameIsWrongUsage()
    {
        const Run r = run({QStringLiteral("info"), hero(), QStringLiteral("--clip")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--clip needs a value"));
    }
};

QTEST_GUILESS_MAIN(TestCliClips)
#include "tst_cliclips.moc"
