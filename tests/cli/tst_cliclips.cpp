// inbetween-cli's --clip on info, sample and events, run as a real process on the three-clip hero
// project and the boxer of resources/examples (punch.json): each command speaks of the clip named
// (default: the first), with its own loop mode, length, frames, keys, events and frame data (a
// sample's pivot, boxes and points; each box on and off among the events, exactly once however
// the span is cut); an unknown name is exit status 1 with the clip names listed; --clip on
// validate is wrong usage (2).

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

QString punch()
{
    return QFINDTESTDATA("../../resources/examples/punch.json");
}

Project read(const QString &file)
{
    const ProjectReader::Result result = ProjectReader::readFile(file);
    return result.ok() ? *result.project : Project();
}

// [x, y, ...] of a sample line's member as the model holds it.
QJsonArray numbers(std::initializer_list<double> values)
{
    QJsonArray a;
    for (double v : values)
        a.append(v);
    return a;
}

// The rows of a _data(): every clip of the hero and of the boxer.
void everyClip()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("clip");
    for (const char *name : {"idle", "walk", "jump"})
        QTest::newRow(name) << hero() << QString::fromLatin1(name);
    for (const char *name : {"punch", "idle"})
        QTest::newRow(qPrintable(QStringLiteral("boxer's %1").arg(QLatin1String(name)))) << punch() << QString::fromLatin1(name);
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
        QCOMPARE(read(punch()).clipNames(), (QStringList{QStringLiteral("punch"), QStringLiteral("idle")}));
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

    // sample plays the clip named, by its own loop mode: the same poses, frames and frame data as
    // Clip::sample.
    void sampleIsTheClipsOwn_data() { everyClip(); }
    void sampleIsTheClipsOwn()
    {
        QFETCH(QString, file);
        QFETCH(QString, clip);
        const Project project = read(file);
        const Clip &c = project.clips[size_t(project.clipIndex(clip))];
        const QList<double> times{0, 99.5, 120, 250, 499.9, 650.5, 777, 1200, -30};
        QStringList args{QStringLiteral("sample"), file, QStringLiteral("--clip"), clip};
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
            const FrameData &d = s.data.get();
            QCOMPARE(lines[i][QLatin1String("pivot")], d.pivot ? QJsonValue(numbers({d.pivot->x(), d.pivot->y()})) : QJsonValue());
            QJsonObject boxes, points;
            for (auto it = d.boxes.cbegin(); it != d.boxes.cend(); ++it)
                boxes.insert(it.key(), numbers({it->x(), it->y(), it->width(), it->height()}));
            for (auto it = d.points.cbegin(); it != d.points.cend(); ++it)
                points.insert(it.key(), numbers({it->x(), it->y()}));
            QCOMPARE(lines[i][QLatin1String("boxes")].toObject(), boxes);
            QCOMPARE(lines[i][QLatin1String("points")].toObject(), points);
        }
    }

    void eventsAreTheClipsOwn_data() { everyClip(); }
    void eventsAreTheClipsOwn()
    {
        QFETCH(QString, file);
        QFETCH(QString, clip);
        const Project project = read(file);
        const Clip &c = project.clips[size_t(project.clipIndex(clip))];
        const Run r = run({QStringLiteral("events"), file, QStringLiteral("--clip"), clip, QStringLiteral("--from"),
                           QStringLiteral("0"), QStringLiteral("--to"), QStringLiteral("1500")});
        QCOMPARE(r.code, 0);
        const QList<Crossing> expected = CrossingFinder(c).between(0, 1500);
        const QList<QJsonObject> lines = objects(r.out);
        QCOMPARE(lines.size(), expected.size());
        for (qsizetype i = 0; i < lines.size(); ++i) {
            QCOMPARE(lines[i][QLatin1String("time")].toDouble(), expected[i].time);
            if (expected[i].kind == Crossing::Kind::Event) {
                QCOMPARE(lines[i][QLatin1String("name")].toString(), expected[i].name);
            } else if (expected[i].kind == Crossing::Kind::Box) {
                QCOMPARE(lines[i][QLatin1String("box")].toString(), expected[i].name);
                QCOMPARE(lines[i][QLatin1String("on")].toBool(!expected[i].on), expected[i].on);
            } else {
                QCOMPARE(lines[i][QLatin1String("frame")].toInt(), expected[i].index);
            }
        }
        // Each clip's own events, none of another's.
        QStringList names;
        for (const QJsonObject &o : lines) {
            if (o[QLatin1String("kind")].toString() == QLatin1String("event"))
                names.append(o[QLatin1String("name")].toString());
        }
        for (const ClipEvent &e : c.events)
            QVERIFY(names.contains(e.name));
        for (const Clip &other : project.clips) {
            for (const ClipEvent &e : other.events) {
                if (&other != &c && !std::any_of(c.events.begin(), c.events.end(), [&](const ClipEvent &o) { return o.name == e.name; }))
                    QVERIFY2(!names.contains(e.name), qPrintable(e.name));
            }
        }
    }

    // The boxer's punch from 0 to 2000 ms in one call, and cut at every frame entry, a hair on
    // either side of each and at odd times between (and in 900 ms steps, longer than the clip):
    // the same lines, each box turning on and off exactly once (the punch plays once; the body
    // box is on all through it, so it never turns on or off). Every cut is a process of its own,
    // so the cuts are where the half-open rule matters, not every few ms (BoxTiming's own test
    // cuts time in 7 ms steps in process).
    void boxesOnceHoweverTheSpanIsCut()
    {
        const auto events = [](double from, double to) {
            const Run r = run({QStringLiteral("events"), punch(), QStringLiteral("--from"), QString::number(from),
                               QStringLiteral("--to"), QString::number(to)});
            return r.code == 0 ? r.out : QByteArray("failed");
        };
        const QByteArray whole = events(0, 2000);
        QCOMPARE(whole, QByteArray(R"({"time":50,"kind":"frame","frame":1}
{"time":120,"kind":"frame","frame":2}
{"time":120,"kind":"box","box":"fist","on":true}
{"time":120,"kind":"event","name":"whoosh"}
{"time":160,"kind":"frame","frame":3}
{"time":220,"kind":"box","box":"fist","on":false}
{"time":220,"kind":"frame","frame":4}
{"time":300,"kind":"frame","frame":5}
)"));
        const QList<QList<double>> cuttings{
            {0, 49.999, 50, 50.001, 119.999, 120, 120.001, 159.999, 160, 160.001, 219.999, 220, 220.001, 299.999, 300,
             300.001, 333.3, 1000, 2000},
            {0, 7, 77, 147, 217, 287, 357, 2000},
            {0, 900, 1800, 2000},
        };
        for (const QList<double> &cuts : cuttings) {
            QByteArray pieces;
            for (qsizetype i = 0; i + 1 < cuts.size(); ++i)
                pieces += events(cuts[i], cuts[i + 1]);
            QVERIFY2(pieces == whole, qPrintable(QStringLiteral("cut at %1 ms").arg(cuts[1])));
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
