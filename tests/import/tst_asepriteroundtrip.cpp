// The round trip (issue 12): an Aseprite sheet JSON imported by `inbetween-cli import` and exported
// again by `inbetween-cli export --format aseprite --aseprite-pingpong native` has the same frames
// (the same pixels), durations and tags, the directions mapped back: a reverse tag comes back as a
// forward tag over the frames in reverse order, which plays the same. Both forms of the source.
// The frame data (issue 41): Inbetween's own `aseprite` export of a project with boxes, points and
// pivots in whole pixels, imported again, declares the same boxes (and kinds) and points and gives
// every frame the same boxes and points, and a pivot that puts the imported picture (the kept
// pixels) where the original picture was around its pivot: the same pivot where nothing was
// trimmed, moved by the trim where the atlas cut margins away.

#include "common/testpaths.h"
#include "file/projectreader.h"
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
    return run(testpaths::cli(), args);
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

    void frameDataComesBack_data()
    {
        QTest::addColumn<QString>("project");
        QTest::addColumn<QStringList>("options");
        const QString punch = QFINDTESTDATA("../../resources/examples/punch.json");
        QTest::newRow("punch") << punch << QStringList();
        QTest::newRow("punch, whole pictures") << punch << QStringList{QStringLiteral("--no-trim")};
        // The test hero's cells lie in transparent margins, which the atlas trims away.
        QTest::newRow("trimmed pictures") << QString() << QStringList();
    }
    void frameDataComesBack()
    {
        QFETCH(QString, project);
        QFETCH(QStringList, options);
        QTemporaryDir dir;
        if (project.isEmpty()) {
            QVERIFY(QFile::copy(QFINDTESTDATA("../export/data/hero-sheet.png"), dir.filePath(QStringLiteral("hero-sheet.png"))));
            project = dir.filePath(QStringLiteral("trimmed.json"));
            QFile f(project);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(R"({ "format": "inbetween", "version": 3, "name": "T", "fps": 60,
  "boxes": [ { "name": "body", "kind": "hurt" }, { "name": "a, b", "kind": "other" } ], "points": [ { "name": "hand" } ],
  "clips": [ { "name": "walk", "loop": "loop", "frames": [
    { "duration": 100, "image": "hero-sheet.png", "region": [0, 12, 12, 12], "pivot": [5, 11], "boxes": { "body": [-3, -9, 6, 9] }, "points": { "hand": [2, -4] } },
    { "duration": 100, "image": "hero-sheet.png", "region": [12, 12, 12, 12], "boxes": { "a, b": [-6, -6, 12, 12] } },
    { "duration": 100, "image": "hero-sheet.png", "region": [24, 12, 12, 12], "pivot": [7, 12], "points": { "hand": [-1, -7] } }
  ] } ] })");
        }
        const QString sheet = dir.filePath(QStringLiteral("out/sheet.json"));
        const Run exported = cli(QStringList{QStringLiteral("export"), project, QStringLiteral("--format"),
                                             QStringLiteral("aseprite"), QStringLiteral("-o"), sheet}
                                 + options);
        QVERIFY2(exported.code == 0, exported.err.constData());
        const QString back = dir.filePath(QStringLiteral("back/back.json"));
        const Run imported = cli({QStringLiteral("import"), sheet, QStringLiteral("-o"), back});
        QVERIFY2(imported.code == 0, imported.err.constData());
        QVERIFY2(!imported.err.contains("trimmed"), imported.err.constData()); // the pivots place the trimmed frames

        const auto original = inbetween::ProjectReader::readFile(project);
        const auto read = inbetween::ProjectReader::readFile(back);
        QVERIFY(original.ok() && read.ok());
        const inbetween::Project &a = *original.project, &b = *read.project;
        QCOMPARE(b.boxes, a.boxes);
        QCOMPARE(b.points, a.points);
        QCOMPARE(b.clips.size(), a.clips.size());
        int trimmed = 0;
        for (size_t c = 0; c < a.clips.size(); ++c) {
            const inbetween::FrameTrack &fa = a.clips[c].frames, &fb = b.clips[c].frames;
            QCOMPARE(fb.count(), fa.count());
            for (int i = 0; i < fa.count(); ++i) {
                const QString where = QStringLiteral("%1 frame %2").arg(a.clips[c].name).arg(i);
                const inbetween::Frame &was = fa.frame(i), &is = fb.frame(i);
                QVERIFY2(is.data->boxes == was.data->boxes, qPrintable(where));
                QVERIFY2(is.data->points == was.data->points, qPrintable(where));
                // The picture around its pivot: the imported kept pixels, moved by the pivots'
                // difference, are the original picture, and nothing drawn was lost.
                const QImage picture = QImage(QFileInfo(project).dir().filePath(was.image)).copy(*was.region).convertToFormat(QImage::Format_ARGB32);
                const QImage kept = QImage(QFileInfo(back).dir().filePath(is.image)).copy(*is.region).convertToFormat(QImage::Format_ARGB32);
                const QPointF shift = was.data->pivotIn(QSizeF(picture.size())) - is.data->pivotIn(QSizeF(kept.size()));
                QVERIFY2(shift == QPointF(shift.toPoint()), qPrintable(where));
                QVERIFY2(picture.copy(QRect(shift.toPoint(), kept.size())) == kept, qPrintable(where));
                qint64 drawnWas = 0, drawnIs = 0;
                for (int y = 0; y < picture.height(); ++y)
                    for (int x = 0; x < picture.width(); ++x)
                        drawnWas += qAlpha(picture.pixel(x, y));
                for (int y = 0; y < kept.height(); ++y)
                    for (int x = 0; x < kept.width(); ++x)
                        drawnIs += qAlpha(kept.pixel(x, y));
                QVERIFY2(drawnIs == drawnWas, qPrintable(where));
                trimmed += kept.size() != picture.size();
            }
        }
        QCOMPARE(trimmed > 0, QByteArray(QTest::currentDataTag()) == "trimmed pictures");
    }
};

QTEST_MAIN(TestAsepriteRoundTrip)
#include "tst_asepriteroundtrip.moc"
