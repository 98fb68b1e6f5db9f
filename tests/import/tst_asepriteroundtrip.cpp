// The round trip (issue 12): an Aseprite sheet JSON imported by `inbetween-cli import` and exported
// again by `inbetween-cli export --format aseprite --aseprite-pingpong native` has the same frames
// (the same pixels), durations and tags, the directions mapped back: a reverse tag comes back as a
// forward tag over the frames in reverse order, which plays the same. Both forms of the source.

#include "import/importfixtures.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace importtest;

namespace {

Run cli(const QStringList &args)
{
    return run(QStringLiteral(INBETWEEN_CLI), args);
}

QJsonObject readJson(const QString &path)
{
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return QJsonDocument::fromJson(f.readAll()).object();
}

QRect rectOf(const QJsonValue &v)
{
    const QJsonObject o = v.toObject();
    return QRect(o.value(QLatin1String("x")).toInt(), o.value(QLatin1String("y")).toInt(), o.value(QLatin1String("w")).toInt(),
                 o.value(QLatin1String("h")).toInt());
}

// What a tag plays, frame by frame: the pixels shown and for how long, and how it repeats.
struct Played
{
    QList<QImage> pictures;
    QList<int> durations;
    QString direction; // forward or pingpong: reverse directions are the order of `pictures`
    QString repeat;
    QString data;
};

} // namespace

class TestAsepriteRoundTrip : public QObject
{
    Q_OBJECT

private slots:
    void sameFramesDurationsAndTags_data()
    {
        QTest::addColumn<bool>("arrayForm");
        QTest::newRow("hash") << false;
        QTest::newRow("array") << true;
    }
    void sameFramesDurationsAndTags()
    {
        QFETCH(bool, arrayForm);
        QTemporaryDir dir;
        SheetSpec spec;
        const QImage sheet = drawSheet(spec);
        QVERIFY(sheet.save(dir.filePath(QStringLiteral("hero.png"))));
        const QList<int> durations{100, 110, 120, 130, 141, 150, 163, 170};
        QList<AseTag> tags{
            {QStringLiteral("walk"), 0, 3, QStringLiteral("forward")},
            {QStringLiteral("jump"), 4, 5, QStringLiteral("forward"), QStringLiteral("1")},
            {QStringLiteral("bounce"), 0, 2, QStringLiteral("pingpong")},
            {QStringLiteral("back"), 4, 7, QStringLiteral("reverse")},
            {QStringLiteral("swing"), 4, 6, QStringLiteral("pingpong_reverse")},
            {QStringLiteral("land"), 6, 7, QStringLiteral("reverse"), QStringLiteral("1")},
        };
        tags[0].data = QStringLiteral("{\"events\":[{\"time\":230,\"name\":\"footstep\"}]}");
        const QString source = dir.filePath(QStringLiteral("hero.json"));
        {
            QFile f(source);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(asepriteJson(aseFrames(spec, durations), tags, QStringLiteral("hero.png"), spec.size(), arrayForm));
        }
        const QString project = dir.filePath(QStringLiteral("project/hero.json"));
        const Run imported = cli({QStringLiteral("import"), source, QStringLiteral("-o"), project});
        QVERIFY2(imported.code == 0, imported.err.constData());

        const QString exported = dir.filePath(QStringLiteral("exported/hero-sheet.json"));
        QDir().mkpath(QFileInfo(exported).absolutePath());
        const Run exportRun = cli({QStringLiteral("export"), project, QStringLiteral("--format"), QStringLiteral("aseprite"),
                                   QStringLiteral("-o"), exported, QStringLiteral("--aseprite-pingpong"),
                                   QStringLiteral("native")});
        QVERIFY2(exportRun.code == 0, exportRun.err.constData());

        // What each tag of the source plays.
        QHash<QString, Played> expected;
        for (const AseTag &t : tags) {
            Played p;
            const bool reverse = t.direction.endsWith(QLatin1String("reverse"));
            for (int k = 0; k <= t.to - t.from; ++k) {
                const int i = reverse ? t.to - k : t.from + k;
                p.pictures.append(sheet.copy(spec.cellRect(i)).convertToFormat(QImage::Format_ARGB32));
                p.durations.append(durations[i]);
            }
            p.direction = t.direction.startsWith(QLatin1String("pingpong")) ? QStringLiteral("pingpong") : QStringLiteral("forward");
            p.repeat = t.repeat;
            p.data = t.data;
            expected.insert(t.name, p);
        }

        // What each tag of the export plays.
        const QJsonObject json = readJson(exported);
        const QJsonObject meta = json.value(QLatin1String("meta")).toObject();
        const QImage atlas(QFileInfo(exported).absoluteDir().filePath(meta.value(QLatin1String("image")).toString()));
        QVERIFY(!atlas.isNull());
        const QJsonObject frames = json.value(QLatin1String("frames")).toObject(); // keyed "0".."N-1"
        const QJsonArray exportedTags = meta.value(QLatin1String("frameTags")).toArray();
        QCOMPARE(exportedTags.size(), tags.size());
        for (qsizetype t = 0; t < exportedTags.size(); ++t) {
            const QJsonObject tag = exportedTags[t].toObject();
            const QString name = tag.value(QLatin1String("name")).toString();
            QCOMPARE(name, tags[t].name); // the clips keep the tags' order, and the export the clips'
            const Played &want = expected[name];
            QCOMPARE(tag.value(QLatin1String("direction")).toString(), want.direction);
            QCOMPARE(tag.value(QLatin1String("repeat")).toString(), want.repeat);
            Played got;
            for (int i = tag.value(QLatin1String("from")).toInt(); i <= tag.value(QLatin1String("to")).toInt(); ++i) {
                const QJsonObject frame = frames.value(QString::number(i)).toObject();
                got.pictures.append(atlas.copy(rectOf(frame.value(QLatin1String("frame")))).convertToFormat(QImage::Format_ARGB32));
                got.durations.append(frame.value(QLatin1String("duration")).toInt());
            }
            QCOMPARE(got.durations, want.durations);
            QCOMPARE(got.pictures.size(), want.pictures.size());
            for (qsizetype i = 0; i < got.pictures.size(); ++i)
                QVERIFY2(got.pictures[i] == want.pictures[i], qPrintable(QStringLiteral("%1: frame %2").arg(name).arg(i)));
            if (!want.data.isEmpty())
                QCOMPARE(QJsonDocument::fromJson(tag.value(QLatin1String("data")).toString().toUtf8()),
                         QJsonDocument::fromJson(want.data.toUtf8()));
        }
    }
};

QTEST_MAIN(TestAsepriteRoundTrip)
#include "tst_asepriteroundtrip.moc"
