// The spine export's structure, read back here with QJsonDocument and QImage: the files and
// their order, the skeleton (bones, slot, skin, one attachment per picture, each with an atlas
// region holding its pixels), one animation per clip whose attachment keys sit at the frame
// starts (ping-pong unrolled out and back) and whose duration is the period, the event
// definitions and keys (the sound as an audio event), what is left out with a note, --clip,
// byte-identical exports (tst_spinecurves checks the curves, tst_spineplay plays the files in
// the real runtime).

#include "export/exportfixtures.h"
#include "export/heroexport.h"
#include "export/spineatlasreader.h"
#include "export/spineexporter.h"
#include "export/spinefixtures.h"

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace inbetween;
using namespace exporttest;
using namespace Qt::StringLiterals;

namespace {

// The three files of an export of `fixture` (all clips, or one), by suffix.
struct SpineFiles
{
    std::vector<ExportFile> files;
    QJsonObject json;
    QByteArray atlas;
    QImage png;
};

bool exportSpine(const Fixture &fixture, const QString &outPath, SpineFiles *out, const QString &clip = QString())
{
    ExportOptions options;
    options.format = QStringLiteral("spine");
    options.clip = clip;
    QString error;
    if (!exportFiles(fixture.project, fixture.folder, outPath, options, &out->files, &error) || out->files.size() != 3) {
        qWarning("%s", qPrintable(error));
        return false;
    }
    out->png = QImage::fromData(out->files[0].bytes, "png").convertToFormat(QImage::Format_ARGB32);
    out->atlas = out->files[1].bytes;
    out->json = QJsonDocument::fromJson(out->files[2].bytes).object();
    return !out->json.isEmpty() && !out->png.isNull();
}

QList<double> times(const QJsonArray &keys)
{
    QList<double> out;
    for (const QJsonValue &k : keys)
        out.append(k[QLatin1String("time")].toDouble());
    return out;
}

} // namespace

class SpineExportTest : public QObject
{
    Q_OBJECT

private slots:
    void format()
    {
        const ExportFormat *f = findExportFormat(QStringLiteral("spine"));
        QVERIFY(f);
        QCOMPARE(f->suffix, QStringLiteral("json"));
        QVERIFY(f->displayName.contains(QLatin1String("Spine 4.2")));
    }

    void skeleton_data()
    {
        QTest::addColumn<QString>("fixture");
        for (const QString &f : fixtures())
            QTest::newRow(qPrintable(f)) << f;
    }

    // The files, the bones and slot, the skin's attachments and their regions, every animation's
    // duration, and the same bytes a second time.
    void skeleton()
    {
        QFETCH(QString, fixture);
        Fixture f;
        QVERIFY(loadFixture(fixture, &f));
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("out.json"));
        SpineFiles spine, again;
        QVERIFY(exportSpine(f, out, &spine));
        QVERIFY(exportSpine(f, out, &again));
        QCOMPARE(spine.files[0].path, dir.filePath(QStringLiteral("out.png")));
        QCOMPARE(spine.files[1].path, dir.filePath(QStringLiteral("out.atlas")));
        QCOMPARE(spine.files[2].path, out);
        for (size_t i = 0; i < 3; ++i)
            QCOMPARE(again.files[i].bytes, spine.files[i].bytes);

        const QJsonObject &j = spine.json;
        QVERIFY(j[QLatin1String("skeleton")][QLatin1String("spine")].toString().startsWith(QLatin1String("4.2.")));
        const QJsonArray bones = j[QLatin1String("bones")].toArray();
        QCOMPARE(bones.size(), 2);
        QCOMPARE(bones[0].toObject(), (QJsonObject{{u"name"_s, u"root"_s}}));
        QCOMPARE(bones[1].toObject(), (QJsonObject{{u"name"_s, u"square"_s}, {u"parent"_s, u"root"_s}})); // identity setup pose
        const QJsonObject slot = j[QLatin1String("slots")][0].toObject();
        QCOMPARE(slot[QLatin1String("name")].toString(), QStringLiteral("square"));
        QCOMPARE(slot[QLatin1String("bone")].toString(), QStringLiteral("square"));

        // One attachment per picture, the picture's size, its region inside the PNG; every
        // region holds a picture some frame shows.
        const QJsonObject attachments =
            j[QLatin1String("skins")][0][QLatin1String("attachments")][QLatin1String("square")].toObject();
        const QMap<QString, AtlasRegion> regions = atlasRegions(spine.atlas);
        QVERIFY(spine.atlas.startsWith("out.png\n"));
        QVERIFY2(spine.atlas.contains("\n  filter: Nearest, Nearest\n"), spine.atlas.constData()); // crisp, as the preview
        QCOMPARE(attachments.keys(), QStringList(regions.keys()));
        for (auto it = attachments.begin(); it != attachments.end(); ++it) {
            const AtlasRegion r = regions[it.key()];
            QVERIFY(QRect(QPoint(0, 0), spine.png.size()).contains(r.bounds));
            QVERIFY(QRect(QPoint(0, 0), r.whole).contains(r.kept));
            // The attachment is the whole picture; the region's offsets put its pixels inside.
            QCOMPARE(it->toObject()[QLatin1String("width")].toInt(), r.whole.width());
            QCOMPARE(it->toObject()[QLatin1String("height")].toInt(), r.whole.height());
        }

        const QJsonObject animations = j[QLatin1String("animations")].toObject();
        QCOMPARE(animations.size(), qsizetype(f.project.clips.size()));
        QSet<QString> shown;
        for (const Clip &clip : f.project.clips) {
            const QJsonObject a = animations[clip.name].toObject();
            QVERIFY2(!a.isEmpty(), qPrintable(clip.name));
            // Spine's duration is the last key's time: the period, in every bone timeline.
            const float period = float(periodMs(clip) / 1000.0);
            for (const QString &channel : {QStringLiteral("translate"), QStringLiteral("rotate"), QStringLiteral("scale")}) {
                const QList<double> t = times(a[QLatin1String("bones")][QLatin1String("square")][channel].toArray());
                QVERIFY(!t.isEmpty());
                QCOMPARE(float(t.back()), period);
                QVERIFY(std::is_sorted(t.begin(), t.end()));
            }
            for (const QList<double> &t : {times(a[QLatin1String("slots")][QLatin1String("square")][QLatin1String("attachment")].toArray()),
                                           times(a[QLatin1String("events")].toArray())})
                QVERIFY(t.isEmpty() || float(t.back()) <= period);
            for (const QJsonValue &k : a[QLatin1String("slots")][QLatin1String("square")][QLatin1String("attachment")].toArray()) {
                const QString name = k[QLatin1String("name")].toString();
                QVERIFY(k[QLatin1String("name")].isNull() || attachments.contains(name));
                shown.insert(name);
            }
        }
        for (const QString &name : regions.keys())
            QVERIFY2(shown.contains(name) || fixture == QLatin1String("square"), qPrintable(name));
    }

    void attachmentKeys_data()
    {
        QTest::addColumn<int>("clip");
        Fixture f;
        QVERIFY(loadFixture(QStringLiteral("spine"), &f));
        for (size_t c = 0; c < f.project.clips.size(); ++c)
            QTest::newRow(qPrintable(f.project.clips[c].name)) << int(c);
    }

    // A key at every frame start, out and back for ping-pong (0..n-1, then n-2..0 each at the
    // end of its hold seen backwards), each naming the region that holds the frame's pixels (a
    // frame without an image clears the slot).
    void attachmentKeys()
    {
        QFETCH(int, clip);
        Fixture f;
        QVERIFY(loadFixture(QStringLiteral("spine"), &f));
        QTemporaryDir dir;
        SpineFiles spine;
        QVERIFY(exportSpine(f, dir.filePath(QStringLiteral("s.json")), &spine));
        const Clip &c = f.project.clips[size_t(clip)];
        const QJsonArray keys = spine.json[QLatin1String("animations")][c.name][QLatin1String("slots")]
                                    [QLatin1String("square")][QLatin1String("attachment")].toArray();
        QList<QPair<double, int>> expected; // (ms, frame)
        for (int i = 0; i < c.frames.count(); ++i)
            expected.append({c.frames.start(i), i});
        if (c.loop == LoopMode::PingPong) {
            for (int i = c.frames.count() - 2; i >= 0; --i)
                expected.append({2.0 * c.length() - c.frames.end(i), i});
        }
        QCOMPARE(keys.size(), expected.size());
        const QMap<QString, AtlasRegion> regions = atlasRegions(spine.atlas);
        for (qsizetype k = 0; k < keys.size(); ++k) {
            QCOMPARE(float(keys[k][QLatin1String("time")].toDouble()), float(expected[k].first / 1000.0));
            const Frame &frame = c.frames.frame(expected[k].second);
            if (frame.image.isEmpty()) {
                QVERIFY(keys[k][QLatin1String("name")].isNull());
                continue;
            }
            QImage picture = QImage(QDir(f.folder).filePath(frame.image)).convertToFormat(QImage::Format_ARGB32);
            if (frame.region)
                picture = picture.copy(*frame.region);
            const AtlasRegion r = regions[keys[k][QLatin1String("name")].toString()];
            const QString problem = placedProblem(spine.png, r.bounds, r.kept, r.whole, picture);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
    }

    // The event definitions (one per name, the sound with its audio path) and each animation's
    // event keys: the events that occur, mirrored on ping-pong's way back, the sound at its
    // offset or at 0.
    void events()
    {
        Fixture f;
        QVERIFY(loadFixture(QStringLiteral("spine"), &f));
        QTemporaryDir dir;
        SpineFiles spine;
        QVERIFY(exportSpine(f, dir.filePath(QStringLiteral("s.json")), &spine));
        const QJsonObject definitions = spine.json[QLatin1String("events")].toObject();
        const QStringList names = definitions.keys();
        QCOMPARE(QSet<QString>(names.begin(), names.end()),
                 (QSet<QString>{u"hit"_s, u"start"_s, u"end"_s, u"halfway"_s, u"out"_s, u"swing"_s, u"turn"_s, u"done"_s, u"mid"_s, u"sound"_s}));
        QCOMPARE(definitions[QLatin1String("sound")][QLatin1String("audio")].toString(),
                 QDir(dir.path()).relativeFilePath(QDir(f.folder).absoluteFilePath(QStringLiteral("../../data/sounds/jump.wav"))));
        const QMap<QString, QStringList> expected{
            {u"eased"_s, {u"0.2 hit"_s}},
            {u"overshoot"_s, {u"0 start"_s, u"1 end"_s}},
            {u"pingpong"_s, {u"0 out"_s, u"0 sound"_s, u"0.12 swing"_s, u"0.5 turn"_s, u"0.88 swing"_s}},
            {u"once"_s, {u"0.1 hit"_s, u"0.15 sound"_s, u"0.4 done"_s}},
            {u"endevents"_s, {u"0 start"_s, u"0.15 mid"_s, u"0.2 end"_s}}}; // "never" (past the end) never occurs
        for (auto it = expected.begin(); it != expected.end(); ++it) {
            QStringList written;
            for (const QJsonValue &e : spine.json[QLatin1String("animations")][it.key()][QLatin1String("events")].toArray())
                written.append(QString::number(e[QLatin1String("time")].toDouble()) + QLatin1Char(' ')
                               + e[QLatin1String("name")].toString());
            QCOMPARE(written, *it);
        }
    }

    // Two sound files are two audio events; a sound that starts after the clip is left out.
    void sounds()
    {
        Fixture f;
        QVERIFY(loadFixture(QStringLiteral("spine"), &f));
        f.project.clips[0].audio = ClipAudio{QStringLiteral("a.wav"), 20.0};
        f.project.clips[1].audio = ClipAudio{QStringLiteral("sound.wav"), 5000.0}; // after its 1000 ms
        f.project.clips[2].events.append({10.0, QStringLiteral("sound2")});        // a name taken
        QTemporaryDir dir;
        SpineFiles spine;
        QVERIFY(exportSpine(f, dir.filePath(QStringLiteral("s.json")), &spine));
        const QJsonObject definitions = spine.json[QLatin1String("events")].toObject();
        QCOMPARE(definitions[QLatin1String("sound")][QLatin1String("audio")].toString(),
                 QDir(dir.path()).relativeFilePath(QDir(f.folder).absoluteFilePath(QStringLiteral("a.wav"))));
        QVERIFY(definitions[QLatin1String("sound2")].toObject().isEmpty());
        QVERIFY(definitions[QLatin1String("sound2_")][QLatin1String("audio")].toString().endsWith(QLatin1String("jump.wav")));
        QVERIFY(!QJsonDocument(spine.json[QLatin1String("animations")][QLatin1String("overshoot")].toObject())
                     .toJson()
                     .contains("sound"));
        ExportOptions options;
        options.format = QStringLiteral("spine");
        QVERIFY(exportNotes(f.project, options).join(QLatin1Char('\n')).contains(QLatin1String("clip \"overshoot\": its sound starts at 5000 ms")));
    }

    void notes_data()
    {
        QTest::addColumn<Vec3>("translation");
        QTest::addColumn<Vec3>("rotation");
        QTest::addColumn<Vec3>("scale");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("2D") << Vec3{3, 4, 0} << Vec3{0, 0, 90} << Vec3{2, 3, 1} << QStringList{};
        QTest::newRow("z translation") << Vec3{0, 0, 5} << Vec3{} << Vec3{1, 1, 1}
                                       << QStringList{u"clip \"c\": translation z is left out"_s};
        QTest::newRow("x rotation") << Vec3{} << Vec3{10, 0, 0} << Vec3{1, 1, 1}
                                    << QStringList{u"clip \"c\": rotation x and y are left out"_s};
        QTest::newRow("y rotation") << Vec3{} << Vec3{0, -10, 30} << Vec3{1, 1, 1}
                                    << QStringList{u"clip \"c\": rotation x and y are left out"_s};
        QTest::newRow("z scale") << Vec3{} << Vec3{} << Vec3{1, 1, 2} << QStringList{u"clip \"c\": scale z is left out"_s};
    }

    // What Spine cannot hold is left out, with a note naming the clip and the channel; x, y and
    // the z angle are written as they are.
    void notes()
    {
        QFETCH(Vec3, translation);
        QFETCH(Vec3, rotation);
        QFETCH(Vec3, scale);
        QFETCH(QStringList, expected);
        Project project;
        Keyframe a = key(0, {}, 0, {1, 1, 1}, Easing());
        Keyframe b = key(500, translation, 0, scale, Easing());
        b.rotation = rotation;
        project.clips = {clipWith({a, b})};
        ExportOptions options;
        options.format = QStringLiteral("spine");
        const QStringList notes = exportNotes(project, options);
        QCOMPARE(notes.size(), expected.size());
        for (qsizetype i = 0; i < notes.size(); ++i)
            QVERIFY2(notes[i].startsWith(expected[i]), qPrintable(notes[i]));
        const std::array<SpineTimeline, 3> t = SpineExporter::timelines(project.clips[0], options);
        QCOMPARE(t[0].keys.back().value, (std::array<double, 2>{translation.x, translation.y}));
        QCOMPARE(t[1].keys.back().value[0], rotation.z);
        QCOMPARE(t[2].keys.back().value, (std::array<double, 2>{scale.x, scale.y}));
    }

    void clipOption()
    {
        Fixture f;
        QVERIFY(loadFixture(QStringLiteral("spine"), &f));
        QTemporaryDir dir;
        SpineFiles spine;
        QVERIFY(exportSpine(f, dir.filePath(QStringLiteral("s.json")), &spine, QStringLiteral("once")));
        QCOMPARE(spine.json[QLatin1String("animations")].toObject().keys(), QStringList{u"once"_s});
        QCOMPARE(atlasRegions(spine.atlas).size(), 2); // the once clip's two pictures
    }

};

QTEST_GUILESS_MAIN(SpineExportTest)
#include "tst_spineexport.moc"
