// Events at or past the clip's end in every export that carries events (DESIGN.md, "Events at or
// past the end"): on the flipbook [100, 150, 250] (L = 500) with events at 0, 250, 500 (= L) and
// 700 (past the end), in each loop mode, the glTF animation's extras and the Aseprite tag's data
// hold the three that occur, the one at L marked `atEnd`, and not the one past the end; Godot's
// method track keys the three (Godot plays a key at the length at every wrap of a loop and at the
// end of a once) and not the fourth. A static clip (L = 0) exports no event at all.

#include "export/exportfixtures.h"
#include "common/testutil.h"
#include "export/tresreader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace inbetween;
using namespace exporttest;


class TestExportEndEvents : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void eventsThatOccur_data();
    void eventsThatOccur();
    void staticClipHasNone();

private:
    Fixture flipbook(LoopMode loop) const;
    QByteArray exported(const Fixture &f, const QString &format, const QString &file);
    // name -> atEnd, in order, from a JSON array of events.
    static QStringList describe(const QJsonArray &events, const QString &timeKey);

    QTemporaryDir m_dir;
};

Fixture TestExportEndEvents::flipbook(LoopMode loop) const
{
    Fixture f;
    if (!loadFixture(QStringLiteral("flipbook"), &f))
        return f;
    Clip &clip = f.project.clips[0];
    clip.loop = loop;
    clip.events = {{0, QStringLiteral("start")}, {250, QStringLiteral("mid")}, {500, QStringLiteral("end")},
                   {700, QStringLiteral("late")}};
    return f;
}

QByteArray TestExportEndEvents::exported(const Fixture &f, const QString &format, const QString &file)
{
    ExportOptions options;
    options.format = format;
    options.fps = 60;
    options.clip = f.project.clips[0].name;
    QString error;
    const QString out = m_dir.filePath(file);
    if (!exportProject(f.project, f.folder, out, options, &error)) {
        qWarning("%s", qPrintable(error));
        return {};
    }
    return testutil::contentsOf(out);
}

QStringList TestExportEndEvents::describe(const QJsonArray &events, const QString &timeKey)
{
    QStringList out;
    for (const QJsonValue &e : events) {
        const QJsonObject o = e.toObject();
        out << QStringLiteral("%1 at %2%3")
                   .arg(o[QLatin1String("name")].toString())
                   .arg(o[timeKey].toDouble())
                   .arg(o.contains(QLatin1String("atEnd")) ? QStringLiteral(" atEnd=%1").arg(o[QLatin1String("atEnd")].toBool())
                                                            : QString());
    }
    return out;
}

void TestExportEndEvents::eventsThatOccur_data()
{
    QTest::addColumn<LoopMode>("loop");
    QTest::newRow("loop") << LoopMode::Loop;
    QTest::newRow("once") << LoopMode::Once;
    QTest::newRow("pingpong") << LoopMode::PingPong;
}

void TestExportEndEvents::eventsThatOccur()
{
    QFETCH(LoopMode, loop);
    const Fixture f = flipbook(loop);
    QVERIFY(!f.path.isEmpty());
    QCOMPARE(f.project.clips[0].length(), 500.0);
    const QString tag = QString::fromLatin1(QTest::currentDataTag());

    // glTF: the animation's extras.
    const QJsonObject gltf = QJsonDocument::fromJson(exported(f, QStringLiteral("gltf"), tag + QStringLiteral(".gltf"))).object();
    const QJsonObject extras = gltf[QLatin1String("animations")][0][QLatin1String("extras")].toObject();
    QCOMPARE(describe(extras[QLatin1String("events")].toArray(), QStringLiteral("timeMs")),
             QStringList({QStringLiteral("start at 0"), QStringLiteral("mid at 250"), QStringLiteral("end at 500 atEnd=1")}));

    // Aseprite: the tag's data.
    const QJsonObject sheet = QJsonDocument::fromJson(exported(f, QStringLiteral("aseprite"), tag + QStringLiteral(".json"))).object();
    const QJsonObject frameTag = sheet[QLatin1String("meta")][QLatin1String("frameTags")][0].toObject();
    const QJsonObject data = QJsonDocument::fromJson(frameTag[QLatin1String("data")].toString().toUtf8()).object();
    QCOMPARE(describe(data[QLatin1String("events")].toArray(), QStringLiteral("time")),
             QStringList({QStringLiteral("start at 0"), QStringLiteral("mid at 250"), QStringLiteral("end at 500 atEnd=1")}));

    // Godot: the method track (the last track) keys the three, the one at L at the length; a
    // ping-pong, written out and back, the one inside again on the way back.
    const TresSection animation = tresSection(readTres(exported(f, QStringLiteral("godot"), tag + QStringLiteral(".tres"))),
                                              QStringLiteral("[resource]"));
    const bool pingPong = f.project.clips[0].loop == LoopMode::PingPong;
    QCOMPARE(animation.properties.value(QStringLiteral("length")).toDouble(), pingPong ? 1.0 : 0.5);
    QString keys;
    for (int t = 0; animation.properties.contains(QStringLiteral("tracks/%1/type").arg(t)); ++t) {
        if (animation.properties.value(QStringLiteral("tracks/%1/type").arg(t)) == QLatin1String("\"method\""))
            keys = animation.properties.value(QStringLiteral("tracks/%1/keys").arg(t));
    }
    QVERIFY(!keys.isEmpty());
    QCOMPARE(tresPackedFloats(keys), pingPong ? std::vector<double>({0.0, 0.25, 0.5, 0.75}) : std::vector<double>({0.0, 0.25, 0.5}));
    QVERIFY(keys.contains(QLatin1String("\"args\": [\"end\"]")));
    QVERIFY(!keys.contains(QLatin1String("late")));
}

void TestExportEndEvents::staticClipHasNone()
{
    // No frames, no keys: L = 0, and no event occurs.
    Fixture f = flipbook(LoopMode::Loop);
    QVERIFY(!f.path.isEmpty());
    f.project.clips[0].frames.setFrames({});
    f.project.clips[0].motion.setKeys({});
    QCOMPARE(f.project.clips[0].length(), 0.0);
    const QJsonObject gltf = QJsonDocument::fromJson(exported(f, QStringLiteral("gltf"), QStringLiteral("static.gltf"))).object();
    QVERIFY(gltf.contains(QLatin1String("animations")));
    QCOMPARE(gltf[QLatin1String("animations")][0][QLatin1String("extras")][QLatin1String("events")].toArray().size(), 0);
    const QByteArray tres = exported(f, QStringLiteral("godot"), QStringLiteral("static.tres"));
    QVERIFY(!tres.isEmpty());
    QVERIFY(!tres.contains("clip_event"));
}

QTEST_GUILESS_MAIN(TestExportEndEvents)
#include "tst_exportendevents.moc"
