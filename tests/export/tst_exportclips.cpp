// Every export carries every clip (DESIGN.md, "Engine exports"), on the three-clip hero project
// cut from one sheet: one shared atlas holding each distinct region once (its pixels the
// region's), Aseprite frames over all clips with a tag per clip, a Godot AnimationLibrary,
// SpriteFrames with per-frame durations that AnimatedSprite2D plays as the preview does (--clip
// is tst_exportclipoption's). glTF/GLB, one animation per clip that the Khronos validator
// passes and three.js plays, is tst_exportclipsgltf's, split from this program.

#include "export/asepriteexporter.h"
#include "common/testutil.h"
#include "export/heroexport.h"
#include "export/sheetsequence.h"
#include "export/spriteatlas.h"
#include "export/tresreader.h"

#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QtTest>

#include <cmath>

using namespace inbetween;
using namespace exporttest;

class TestExportClips : public HeroExportTest
{
    Q_OBJECT

private slots:
    void initTestCase() { loadHero(); }

    // One shared atlas: each distinct picture once (the hero's 11 frames show 9), every cell
    // showing its picture's pixels where the picture has them.
    void atlasHoldsEachRegionOnce()
    {
        const std::vector<int> all{0, 1, 2};
        SpriteAtlas atlas(m_hero.project, all);
        QString error;
        QVERIFY2(atlas.draw(m_hero.folder, AtlasOptions(), &error), qPrintable(error));
        QCOMPARE(atlas.cellCount(), 9);
        QCOMPARE(atlas.pageCount(), 1);
        QSet<int> used;
        for (int c = 0; c < 3; ++c) {
            const Clip &clip = m_hero.project.clips[size_t(c)];
            for (int i = 0; i < clip.frames.count(); ++i) {
                const int cell = atlas.cellOf(c, i);
                used.insert(cell);
                const QString problem = placedProblem(atlas.page(atlas.pageOf(cell)), atlas.pageRect(cell), atlas.trimmedRect(cell),
                                                      atlas.pictureSize(cell), pictureOf(m_hero.folder, clip.frames.frame(i)));
                QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("clip %1 frame %2: %3").arg(c).arg(i).arg(problem)));
            }
        }
        QCOMPARE(used.size(), 9);
        // walk's last frame and jump's last frame reuse idle's first and walk's third region.
        QCOMPARE(atlas.cellOf(1, 4), atlas.cellOf(0, 0));
        QCOMPARE(atlas.cellOf(2, 2), atlas.cellOf(1, 2));
        // The layout is known without reading an image; an atlas of one clip holds its pictures only.
        SpriteAtlas jump(m_hero.project, {2});
        QCOMPARE(jump.cellCount(), 3);
        QCOMPARE(jump.cellOf(0, 0), -1);
    }

    void regionOutsideItsImageIsNamed()
    {
        Fixture f = m_hero;
        f.project.clips[1].frames.setImage(2, QStringLiteral("hero-sheet.png"), QRect(40, 20, 12, 12));
        QString error;
        QVERIFY(exportBytes(f, QStringLiteral("glb"), m_dir.filePath(QStringLiteral("outside.glb")), &error).isEmpty());
        QVERIFY2(error.contains(QLatin1String("clips[1].frames[2].region")) && error.contains(QLatin1String("48x24")),
                 qPrintable(error));
    }

    // Aseprite: one sheet, frames "0".."N-1" over all clips in order, a tag per clip from its
    // first frame to its last, its events in the tag's data; every frame's rectangle, placed by
    // spriteSourceSize in sourceSize, shows its region.
    void asepriteHasATagPerClip()
    {
        const QString path = exportHero(QStringLiteral("aseprite"), QStringLiteral("hero-sheet.json"));
        QVERIFY(!path.isEmpty());
        const QJsonObject doc = QJsonDocument::fromJson(testutil::contentsOf(path)).object();
        const QJsonObject frames = doc[QLatin1String("frames")].toObject();
        const QJsonObject meta = doc[QLatin1String("meta")].toObject();
        const QImage atlas = QImage(m_dir.filePath(meta[QLatin1String("image")].toString())).convertToFormat(QImage::Format_ARGB32);
        QCOMPARE(atlas.size(), QSize(meta[QLatin1String("size")][QLatin1String("w")].toInt(), meta[QLatin1String("size")][QLatin1String("h")].toInt()));
        const QJsonArray tags = meta[QLatin1String("frameTags")].toArray();
        QCOMPARE(tags.size(), 3);
        ExportOptions options;
        options.format = QStringLiteral("aseprite");
        int index = 0;
        for (int t = 0; t < 3; ++t) {
            const QJsonObject tag = tags[t].toObject();
            const Clip &c = clip(kClipNames[t]);
            const QList<SheetStep> steps = AsepriteExporter::steps(c, options);
            QCOMPARE(tag[QLatin1String("name")].toString(), kClipNames[t]);
            QCOMPARE(tag[QLatin1String("from")].toInt(), index);
            QCOMPARE(tag[QLatin1String("to")].toInt(), index + int(steps.size()) - 1);
            QCOMPARE(tag[QLatin1String("repeat")].toString() == QLatin1String("1"), c.loop == LoopMode::Once);
            const QJsonArray events =
                QJsonDocument::fromJson(tag[QLatin1String("data")].toString().toUtf8()).object()[QLatin1String("events")].toArray();
            QCOMPARE(events.size(), c.events.size());
            for (int e = 0; e < events.size(); ++e)
                QCOMPARE(events[e][QLatin1String("name")].toString(), c.events[e].name);
            double exactStart = 0, start = 0;
            for (const SheetStep &step : steps) {
                const QJsonObject frame = frames[QString::number(index)].toObject();
                QVERIFY2(!frame.isEmpty(), qPrintable(QStringLiteral("no frame \"%1\"").arg(index)));
                const QJsonObject whole = frame[QLatin1String("sourceSize")].toObject();
                const QRect kept = jsonRect(frame[QLatin1String("spriteSourceSize")].toObject());
                QCOMPARE(frame[QLatin1String("trimmed")].toBool(), kept != QRect(0, 0, whole[QLatin1String("w")].toInt(), whole[QLatin1String("h")].toInt()));
                const QString problem = placedProblem(atlas, jsonRect(frame[QLatin1String("frame")].toObject()), kept,
                                                      QSize(whole[QLatin1String("w")].toInt(), whole[QLatin1String("h")].toInt()),
                                                      pictureOf(m_hero.folder, c.frames.frame(step.frame)));
                QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("frame \"%1\": %2").arg(index).arg(problem)));
                QVERIFY(std::abs(start - exactStart) <= 0.5);
                start += frame[QLatin1String("duration")].toInt();
                exactStart += step.duration;
                ++index;
            }
        }
        QCOMPARE(frames.size(), index);
    }

    // Godot: without --clip an AnimationLibrary, one Animation per clip keyed by its name; the
    // texture track's values are the AtlasTextures of the frames' pictures (where they show:
    // spriteFramesPlayEveryClip, the same resources) in the order they play, a ping-pong written
    // out and back as one loop of twice its length; the pixel_size and visible tracks after it.
    void godotLibraryHoldsEveryClip()
    {
        const QString path = exportHero(QStringLiteral("godot"), QStringLiteral("hero-library.tres"));
        QVERIFY(!path.isEmpty());
        const QList<TresSection> sections = readTres(testutil::contentsOf(path));
        // The atlas page, 9 AtlasTextures, 3 Animations and the resource.
        QCOMPARE(sections.value(0).header, QStringLiteral("[gd_resource type=\"AnimationLibrary\" load_steps=14 format=3]"));
        const QString data = tresSection(sections, QStringLiteral("[resource]")).properties.value(QStringLiteral("_data"));
        const SpriteAtlas atlas(m_hero.project, {0, 1, 2});
        QStringList names;
        for (const TresSection &s : sections) {
            if (s.attribute(QStringLiteral("type")) != QLatin1String("Animation") || !s.header.startsWith(QLatin1String("[sub_resource")))
                continue;
            const QString name = s.properties.value(QStringLiteral("resource_name")).remove(QLatin1Char('"'));
            names.append(name);
            const Clip &c = clip(name);
            QVERIFY2(data.contains(QStringLiteral("&\"%1\": SubResource(\"%2\")").arg(name, s.attribute(QStringLiteral("id")))),
                     qPrintable(data));
            QCOMPARE(s.properties.value(QStringLiteral("loop_mode")).toInt(), c.loop == LoopMode::Once ? 0 : 1);
            const double period = c.loop == LoopMode::PingPong ? 2.0 * c.length() : c.length();
            QVERIFY(std::abs(s.properties.value(QStringLiteral("length")).toDouble() - period / 1000.0) < 1e-6);
            QCOMPARE(s.properties.value(QStringLiteral("tracks/3/path")), QStringLiteral("NodePath(\"Square/Sprite3D:texture\")"));
            QStringList cells;
            for (const SheetStep &step : SheetSequence::of(c))
                cells.append(QStringLiteral("SubResource(\"AtlasTexture_%1\")").arg(atlas.cellOf(m_hero.project.clipIndex(name), step.frame)));
            QVERIFY(s.properties.value(QStringLiteral("tracks/3/keys"))
                        .contains(QStringLiteral("\"values\": [%1]").arg(cells.join(QStringLiteral(", ")))));
            QCOMPARE(s.properties.value(QStringLiteral("tracks/4/path")), QStringLiteral("NodePath(\"Square/Sprite3D:pixel_size\")"));
            QCOMPARE(s.properties.value(QStringLiteral("tracks/5/path")), QStringLiteral("NodePath(\"Square/Sprite3D:visible\")"));
            QCOMPARE(s.properties.value(QStringLiteral("tracks/6/type")), QStringLiteral("\"method\""));
        }
        QCOMPARE(names, kClipNames);
    }

    // SpriteFrames: one AtlasTexture per region (its region the kept pixels, its margin where they
    // lie in the whole picture), one animation per clip; AnimatedSprite2D (each frame duration /
    // speed seconds, looping or not) shows the preview's frame, where the preview shows it, at
    // every ms of two periods, ping-pong included.
    void spriteFramesPlayEveryClip()
    {
        const QString path = exportHero(QStringLiteral("spriteframes"), QStringLiteral("hero-frames.tres"));
        QVERIFY(!path.isEmpty());
        const QList<TresSection> sections = readTres(testutil::contentsOf(path));
        QVERIFY(sections.value(0).header.startsWith(QLatin1String("[gd_resource type=\"SpriteFrames\"")));
        const TresSection texture = tresSection(sections, QStringLiteral("[ext_resource"));
        QCOMPARE(texture.attribute(QStringLiteral("path")), QStringLiteral("hero-frames.png"));
        const QImage atlas = QImage(m_dir.filePath(QStringLiteral("hero-frames.png"))).convertToFormat(QImage::Format_ARGB32);
        QVERIFY(!atlas.isNull());
        struct Texture
        {
            QRect region, kept;
            QSize whole;
        };
        QMap<QString, Texture> regions;
        static const QRegularExpression rect(QStringLiteral("Rect2\\((\\d+), (\\d+), (\\d+), (\\d+)\\)"));
        for (const TresSection &s : sections) {
            if (s.attribute(QStringLiteral("type")) != QLatin1String("AtlasTexture"))
                continue;
            QCOMPARE(s.properties.value(QStringLiteral("atlas")), QStringLiteral("ExtResource(\"%1\")").arg(texture.attribute(QStringLiteral("id"))));
            const QRegularExpressionMatch m = rect.match(s.properties.value(QStringLiteral("region")));
            QVERIFY(m.hasMatch());
            Texture t;
            t.region = QRect(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt(), m.captured(4).toInt());
            // Godot's AtlasTexture: the region drawn at the margin's position in a texture of the
            // region's size plus the margin's (no margin: the region alone).
            const QRegularExpressionMatch margin = rect.match(s.properties.value(QStringLiteral("margin")));
            const QRect mr = margin.hasMatch() ? QRect(margin.captured(1).toInt(), margin.captured(2).toInt(),
                                                       margin.captured(3).toInt(), margin.captured(4).toInt())
                                               : QRect();
            t.kept = QRect(mr.topLeft(), t.region.size());
            t.whole = t.region.size() + mr.size();
            regions.insert(s.attribute(QStringLiteral("id")), t);
        }
        QCOMPARE(regions.size(), 9);
        // Godot's variant text as JSON: SubResource("X") -> "X", &"name" -> "name".
        QString text = tresSection(sections, QStringLiteral("[resource]")).properties.value(QStringLiteral("animations"));
        text.replace(QRegularExpression(QStringLiteral("SubResource\\((\"[^\"]*\")\\)")), QStringLiteral("\\1"));
        text.replace(QStringLiteral("&\""), QStringLiteral("\""));
        QJsonParseError error;
        const QJsonArray animations = QJsonDocument::fromJson(text.toUtf8(), &error).array();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString() + QLatin1Char('\n') + text));
        QCOMPARE(animations.size(), 3);
        for (int a = 0; a < 3; ++a) {
            const QJsonObject animation = animations[a].toObject();
            const Clip &c = clip(kClipNames[a]);
            QCOMPARE(animation[QLatin1String("name")].toString(), kClipNames[a]);
            QCOMPARE(animation[QLatin1String("speed")].toDouble(), 60.0);
            QCOMPARE(animation[QLatin1String("loop")].toBool(), c.loop != LoopMode::Once);
            QList<double> seconds;
            QList<Texture> shown;
            for (const QJsonValue &frame : animation[QLatin1String("frames")].toArray()) {
                seconds.append(frame[QLatin1String("duration")].toDouble() / 60.0);
                QVERIFY(regions.contains(frame[QLatin1String("texture")].toString()));
                shown.append(regions.value(frame[QLatin1String("texture")].toString()));
            }
            double period = 0;
            for (double s : seconds)
                period += s * 1000.0;
            QVERIFY(std::abs(period - (c.loop == LoopMode::PingPong ? 2 * c.length() : c.length())) < 1e-6);
            // AnimatedSprite2D's playback, every ms (off the frame starts) over two periods.
            for (double t = 0.25; t < 2 * period; t += 1.0) {
                double u = c.loop == LoopMode::Once ? std::min(t, period - 1e-9) : std::fmod(t, period);
                int k = 0;
                while (k + 1 < seconds.size() && u >= seconds[k] * 1000.0) {
                    u -= seconds[k] * 1000.0;
                    ++k;
                }
                const int frame = c.sample(t).frame;
                const QString problem = placedProblem(atlas, shown[k].region, shown[k].kept, shown[k].whole,
                                                      pictureOf(m_hero.folder, c.frames.frame(frame)));
                if (!problem.isEmpty())
                    QFAIL(qPrintable(QStringLiteral("%1 at %2 ms shows its step %3, not frame %4: %5")
                                         .arg(kClipNames[a])
                                         .arg(t)
                                         .arg(k)
                                         .arg(frame)
                                         .arg(problem)));
            }
        }
    }

    // A clip without frames has no place on a sheet: left out, and said so.
    void sheetsLeaveOutClipsWithoutFrames()
    {
        Fixture f = m_hero;
        Clip spin(QStringLiteral("spin"));
        spin.motion.setKeys({Keyframe{0.0, {}, {}, {1, 1, 1}, {}}, Keyframe{500.0, {}, {0, 0, 360}, {1, 1, 1}, {}}});
        f.project.clips.insert(f.project.clips.begin() + 1, spin);
        ExportOptions options;
        options.format = QStringLiteral("aseprite");
        QCOMPARE(exportNotes(f.project, options),
                 QStringList{QStringLiteral("clip \"spin\" has no frames: it is left out of the sprite sheet")});
        QString error;
        const QJsonObject doc =
            QJsonDocument::fromJson(exportBytes(f, QStringLiteral("aseprite"), m_dir.filePath(QStringLiteral("spin.json")), &error))
                .object();
        QCOMPARE(doc[QLatin1String("meta")][QLatin1String("frameTags")].toArray().size(), 3);
        options.clip = QStringLiteral("spin");
        QVERIFY(exportProblem(f.project, options).contains(QLatin1String("no frames")));
        options.format = QStringLiteral("glb");
        QVERIFY(exportNotes(f.project, options).isEmpty());
    }

    // What each format leaves out is said in the editor (issue 27, finding 12): a sprite sheet
    // keeps no motion, SpriteFrames and CSV no events; the others keep both. (The CLI's warnings,
    // exportNotes, stay as they were.)
    void notesNameWhatIsLeftOut_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QStringList>("notes");
        QTest::addColumn<int>("files");
        const QString motion = QStringLiteral(
            "clip \"walk\" has motion keys: a sprite sheet keeps only the frames and their durations, not the motion");
        const QString events = QStringLiteral("clip \"walk\" has events: this format has no place for them");
        // What each format leaves out of the project below, and how many files it writes (the
        // atlas's first page; more pages follow when packed): a sheet and its atlas; Godot's
        // library and its atlas; Spine's JSON, .atlas and PNG; Unity's atlas, two clips and the
        // controller, each with its .meta. Every registered format must be here. The walk's second
        // frame has a box and a point (the body declared, never used, is not named).
        const QString boxes = QStringLiteral("clip \"walk\" has boxes (fist): this format has no place for them");
        const QString points = QStringLiteral("clip \"walk\" has points (hand): this format has no place for them");
        const QMap<QString, QPair<QStringList, int>> expected{
            {QStringLiteral("aseprite"), {{motion}, 2}},
            {QStringLiteral("spriteframes"), {{events, motion, boxes, points}, 2}},
            {QStringLiteral("csv"), {{events}, 1}},
            {QStringLiteral("gltf"), {{}, 1}},
            {QStringLiteral("glb"), {{}, 1}},
            {QStringLiteral("godot"), {{}, 3}},
            {QStringLiteral("spine"), {{}, 3}},
            {QStringLiteral("unity"), {{}, 10}},
        };
        for (const ExportFormat &f : exportFormats()) {
            if (!expected.contains(f.id))
                QFAIL(qPrintable(QStringLiteral("%1: a new format; say here what it leaves out").arg(f.id)));
            QTest::newRow(qPrintable(f.id)) << f.id << expected[f.id].first << expected[f.id].second;
        }
        QCOMPARE(qsizetype(expected.size()), exportFormats().size());
    }

    void notesNameWhatIsLeftOut()
    {
        QFETCH(QString, format);
        QFETCH(QStringList, notes);
        QFETCH(int, files);
        Project p;
        p.clips.clear();
        Clip idle(QStringLiteral("idle")), walk(QStringLiteral("walk"));
        idle.frames.setFrames({{100, QStringLiteral("a.png")}});
        walk.motion.setKeys({Keyframe{0.0, {}, {}, {1, 1, 1}, {}}, Keyframe{200.0, {10, 0, 0}, {}, {1, 1, 1}, {}}});
        walk.events = {{100, QStringLiteral("step")}};
        FrameData punch;
        punch.boxes.insert(QStringLiteral("fist"), QRectF(0, 0, 4, 4));
        punch.points.insert(QStringLiteral("hand"), QPointF(1, 2));
        walk.frames.setFrames({{100, QStringLiteral("a.png")}, {100, QStringLiteral("a.png"), std::nullopt, punch}});
        p.boxes = {{QStringLiteral("body"), BoxKind::Hurt}, {QStringLiteral("fist"), BoxKind::Hit}};
        p.points = {{QStringLiteral("hand")}};
        p.clips = {idle, walk};
        ExportOptions options;
        options.format = format;
        QCOMPARE(exportLeftOut(p, options), notes);
        QVERIFY(exportNotes(p, options).isEmpty());
        QCOMPARE(exportedFilePaths(p, options, QStringLiteral("/out/hero.") + findExportFormat(format)->suffix).size(), files);
    }
};

QTEST_GUILESS_MAIN(TestExportClips)
#include "tst_exportclips.moc"
