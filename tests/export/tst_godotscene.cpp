// The godot export's 2D scene (NAME.tscn beside the AnimationLibrary), read with the project's
// Godot resource reader (tresreader.h) and played by Godot's documented rules, Godot 4 not being
// installed here:
// - the .tscn and the .tres parse: resources declared before they are named, load_steps their
//   count + 1, one root, every parent a node before it;
// - every track of every animation names a node of the scene and a property its class has (a
//   box's "Shape:shape:size" a RectangleShape2D local to the scene, one per box);
// - at 200 random times per clip of the frame-data example (resources/examples/punch.json) and
//   the fighter (tests/export/data/fighter.json), against `inbetween-cli sample`: the discrete
//   keys (the last key at or before the animation's time) give each box's rect (position the
//   rect's centre, size its size, in pixels from the pivot, y down) and on/off (disabled), each
//   point (position, visible), the sprite's animation and frame; the root's value tracks
//   (linear) give the pose (y down, rotation clockwise: the preview's angle negated); the frame's
//   AtlasTexture, drawn centred as AnimatedSprite2D draws it, puts the picture's pixels where the
//   pivot on the origin puts them; the method track's keys are `inbetween-cli events`' events
//   (the hero, tests/export/data/hero.json: ping-pong written out and back with its event, a
//   clip turning about x and y, which the notes name and the 2D scene leaves out);
// - the sounds: an audio track on the AudioStreamPlayer, streams named relative to the scene.

#include "export/exportfixtures.h"
#include "common/testpaths.h"
#include "common/testutil.h"
#include "export/heroexport.h"
#include "export/readers.h"
#include "export/tresreader.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QtTest>

#include <cmath>

using namespace inbetween;
using namespace exporttest;

namespace {

// The properties a track may key on a node of each class (Godot 4's class reference).
bool classHas(const QString &type, const QString &property)
{
    static const QStringList node2d{QStringLiteral("position"), QStringLiteral("rotation"), QStringLiteral("scale"),
                                    QStringLiteral("visible")};
    if (type == QLatin1String("AnimatedSprite2D"))
        return node2d.contains(property) || property == QLatin1String("animation") || property == QLatin1String("frame");
    if (type == QLatin1String("CollisionShape2D"))
        return node2d.contains(property) || property == QLatin1String("disabled") || property == QLatin1String("shape");
    return (type == QLatin1String("Node2D") || type == QLatin1String("Marker2D") || type == QLatin1String("Area2D"))
           && node2d.contains(property);
}

struct Exported
{
    Fixture fixture;
    QList<TresSection> scene, library;
    QString folder;
};

bool exportFixture(const QString &path, const QString &folder, Exported *out)
{
    if (!loadFixture(path, &out->fixture))
        return false;
    ExportOptions options;
    options.format = QStringLiteral("godot");
    const QString tres = QDir(folder).filePath(QStringLiteral("character.tres"));
    QString error;
    if (!exportProject(out->fixture.project, out->fixture.folder, tres, options, &error)) {
        qWarning() << error;
        return false;
    }
    out->library = readTres(testutil::contentsOf(tres));
    out->scene = readTres(testutil::contentsOf(QDir(folder).filePath(QStringLiteral("character.tscn"))));
    out->folder = folder;
    return true;
}

void fixtureRows()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("punch example") << QFINDTESTDATA("../../resources/examples/punch.json");
    QTest::newRow("fighter") << QFINDTESTDATA("data/fighter.json");
}

} // namespace

class TestGodotScene : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void sceneParsesAndTracksNameItsNodes_data() { fixtureRows(); }
    void sceneParsesAndTracksNameItsNodes()
    {
        QFETCH(QString, path);
        Exported e;
        const QString folder = m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(exportFixture(path, folder, &e));
        QVERIFY(e.library.value(0).header.startsWith(QLatin1String("[gd_resource type=\"AnimationLibrary\"")));
        QCOMPARE(tresReferencesProblem(e.library), QString());
        QVERIFY(e.scene.value(0).header.startsWith(QLatin1String("[gd_scene load_steps=")));
        QVERIFY(e.scene.value(0).header.endsWith(QLatin1String(" format=3]")));
        QCOMPARE(tresReferencesProblem(e.scene), QString());

        const QList<TscnNode> nodes = tscnNodes(e.scene);
        QVERIFY(!nodes.isEmpty());
        QCOMPARE(nodes.front().type, QStringLiteral("Node2D"));
        QMap<QString, TscnNode> byPath;
        for (const TscnNode &n : nodes)
            byPath.insert(n.path, n);
        QCOMPARE(byPath.size(), nodes.size()); // no two nodes at one path
        const auto subResourceId = [](const QString &value) { return value.section(QLatin1Char('"'), -2, -2); };
        const QString frames = byPath.value(QStringLiteral("Sprite")).properties.value(QStringLiteral("sprite_frames"));
        QCOMPARE(tresResource(e.scene, subResourceId(frames)).attribute(QStringLiteral("type")), QStringLiteral("SpriteFrames"));

        // The player's library holds an Animation per clip, each track on a node and property.
        const QString libraryId = subResourceId(byPath.value(QStringLiteral("AnimationPlayer")).properties.value(QStringLiteral("libraries")));
        const TresSection library = tresResource(e.scene, libraryId);
        QCOMPARE(library.attribute(QStringLiteral("type")), QStringLiteral("AnimationLibrary"));
        const Project &p = e.fixture.project;
        QSet<QString> shapes;
        int animations = 0;
        for (const Clip &clip : p.clips) {
            static const QRegularExpression entry(QStringLiteral("&\"([^\"]*)\": SubResource\\(\"([^\"]*)\"\\)"));
            QString id;
            for (auto it = entry.globalMatch(library.properties.value(QStringLiteral("_data"))); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                if (m.captured(1) == clip.name)
                    id = m.captured(2);
            }
            const TresSection animation = tresResource(e.scene, id);
            QCOMPARE(animation.attribute(QStringLiteral("type")), QStringLiteral("Animation"));
            ++animations;
            for (const TresTrack &t : tresTracks(animation)) {
                QVERIFY2(byPath.contains(t.node), qPrintable(clip.name + QLatin1String(": no node ") + t.node));
                const TscnNode &node = byPath[t.node];
                if (t.type == QLatin1String("method")) {
                    QCOMPARE(t.node, QStringLiteral(".")); // clip_event on the root
                } else if (t.type == QLatin1String("audio")) {
                    QCOMPARE(node.type, QStringLiteral("AudioStreamPlayer"));
                } else if (t.property == QLatin1String("shape:size")) {
                    // Each box its own RectangleShape2D, local to the scene (godot #12659, #38066).
                    QCOMPARE(node.type, QStringLiteral("CollisionShape2D"));
                    const QString shapeId = node.properties.value(QStringLiteral("shape")).section(QLatin1Char('"'), 1, 1);
                    const TresSection shape = tresResource(e.scene, shapeId);
                    QCOMPARE(shape.attribute(QStringLiteral("type")), QStringLiteral("RectangleShape2D"));
                    QCOMPARE(shape.properties.value(QStringLiteral("resource_local_to_scene")), QStringLiteral("true"));
                    shapes.insert(t.node + QLatin1Char('=') + shapeId);
                } else {
                    QCOMPARE(t.type, QStringLiteral("value"));
                    QVERIFY2(classHas(node.type, t.property), qPrintable(node.type + QLatin1String(" has no ") + t.property));
                }
            }
        }
        QCOMPARE(size_t(animations), p.clips.size());
        QSet<QString> shapeIds;
        for (const QString &s : shapes)
            shapeIds.insert(s.section(QLatin1Char('='), 1));
        QCOMPARE(shapeIds.size(), shapes.size()); // no shape shared by two boxes
        QVERIFY(!shapes.isEmpty());
    }

    void boxesPointsFramesAndMotionAsSample_data()
    {
        fixtureRows();
        // No frame data, but a ping-pong clip with an event and eased motion.
        QTest::newRow("hero") << QFINDTESTDATA("data/hero.json");
    }
    void boxesPointsFramesAndMotionAsSample();

    // The clips' sounds, as the library's audio tracks: on the AudioStreamPlayer child of the
    // root, one key at the offset (a sound starting before the clip: at 0, start_offset into the
    // stream), the stream an ext_resource named relative to the scene, shared by the clips.
    void sceneCarriesTheSound()
    {
        Fixture f;
        QVERIFY(loadFixture(QStringLiteral("flipbook"), &f));
        Clip walk = f.project.clips[0];
        walk.name = QStringLiteral("walk");
        walk.audio = ClipAudio{QStringLiteral("step.wav"), 100.0};
        Clip run = walk;
        run.name = QStringLiteral("run");
        run.audio->offset = -50.0;
        Clip idle = walk;
        idle.name = QStringLiteral("idle");
        idle.audio.reset();
        f.project.clips = {walk, run, idle};
        ExportOptions options;
        options.format = QStringLiteral("godot");
        // In memory, as if written into a subfolder of the project's.
        const QString out = QDir(f.folder).filePath(QStringLiteral("scene/lib.tres"));
        std::vector<ExportFile> files;
        QString error;
        QVERIFY2(exportFiles(f.project, f.folder, out, options, &files, &error), qPrintable(error));
        QByteArray bytes;
        for (const ExportFile &file : files) {
            if (file.path == QDir(f.folder).filePath(QStringLiteral("scene/lib.tscn")))
                bytes = file.bytes;
        }
        const QList<TresSection> scene = readTres(bytes);
        QCOMPARE(tresReferencesProblem(scene), QString());
        bool player = false;
        for (const TscnNode &n : tscnNodes(scene))
            player = player || (n.path == QLatin1String("AudioStreamPlayer") && n.type == QLatin1String("AudioStreamPlayer"));
        QVERIFY(player);
        QList<double> keys, starts;
        for (const TresSection &s : scene) {
            for (const TresTrack &t : tresTracks(s)) {
                if (t.type != QLatin1String("audio"))
                    continue;
                QCOMPARE(t.node, QStringLiteral("AudioStreamPlayer"));
                const QString text = s.properties.value(QStringLiteral("tracks/%1/keys").arg(tresTracks(s).indexOf(t)));
                const TresSection stream = tresResource(scene, text.section(QStringLiteral("ExtResource(\""), 1).section(QLatin1Char('"'), 0, 0));
                QCOMPARE(stream.attribute(QStringLiteral("type")), QStringLiteral("AudioStreamWAV"));
                QCOMPARE(stream.attribute(QStringLiteral("path")), QStringLiteral("../step.wav"));
                keys.append(t.times.at(0));
                starts.append(text.section(QStringLiteral("\"start_offset\": "), 1).section(QLatin1Char(','), 0, 0).toDouble());
            }
        }
        QCOMPARE(keys, (QList<double>{0.1, 0.0})); // walk at 100 ms; run keyed at 0...
        QCOMPARE(starts, (QList<double>{0.0, 0.05})); // ...50 ms into the stream; idle: none
    }
};

void TestGodotScene::boxesPointsFramesAndMotionAsSample()
{
    QFETCH(QString, path);
    const QString folder = m_dir.filePath(QStringLiteral("play-") + QString::fromLatin1(QTest::currentDataTag()));
    QVERIFY(QDir().mkpath(folder));
    Exported e;
    QVERIFY(exportFixture(path, folder, &e));
    QMap<QString, TscnNode> byPath;
    for (const TscnNode &n : tscnNodes(e.scene))
        byPath.insert(n.path, n);
    const Project &p = e.fixture.project;
    QRandomGenerator random(41);
    ExportOptions options;
    options.format = QStringLiteral("godot");
    const QStringList notes = exportNotes(p, options);
    int checkedBoxes = 0, checkedPictures = 0;
    for (const Clip &clip : p.clips) {
        TresSection animation;
        for (const TresSection &s : e.scene) {
            if (s.attribute(QStringLiteral("type")) == QLatin1String("Animation")
                && s.properties.value(QStringLiteral("resource_name")) == QLatin1Char('"') + clip.name + QLatin1Char('"'))
                animation = s;
        }
        const double length = animation.properties.value(QStringLiteral("length")).toDouble();
        const int loopMode = animation.properties.value(QStringLiteral("loop_mode")).toInt();
        // A clip that turns about x or y: the scene turns about z only, and the notes say so.
        const bool turnsInPlane = std::all_of(clip.motion.keys().cbegin(), clip.motion.keys().cend(), [](const Keyframe &k) {
            return k.rotation.x == 0.0 && k.rotation.y == 0.0;
        });
        QCOMPARE(notes.contains(QStringLiteral("clip \"%1\": rotation x and y are left out of the 2D scene (it turns about z only)").arg(clip.name)),
                 !turnsInPlane);
        QMap<QString, TresTrack> tracks;
        for (const TresTrack &t : tresTracks(animation))
            tracks.insert(t.node + QLatin1Char(':') + t.property, t);

        QList<double> times;
        for (int i = 0; i < 200; ++i)
            times.append(random.bounded(3.0 * length * 1000.0));
        QStringList args{QStringLiteral("sample"), e.fixture.path, QStringLiteral("--clip"), clip.name};
        for (double t : times)
            args << QStringLiteral("--at") << QString::number(t, 'g', 17);
        const ProgramRun run = runProgram(testpaths::cli(), args);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QList<QByteArray> lines = run.out.trimmed().split('\n');
        QCOMPARE(lines.size(), times.size());
        for (int i = 0; i < times.size(); ++i) {
            const QJsonObject s = QJsonDocument::fromJson(lines[i]).object();
            const double t = times[i] / 1000.0;
            const double a = loopMode == 0 ? std::min(t, length) : std::fmod(t, length);
            const QString at = QStringLiteral("%1 at %2 ms (animation %3 s): ").arg(clip.name).arg(times[i]).arg(a);
            const auto discrete = [&](const QString &key) {
                const TresTrack &track = tracks[key];
                const int k = tresKeyAt(track, a);
                return k < 0 ? QString() : track.values[k];
            };
            // The sprite: the clip's animation and the frame sample shows.
            QCOMPARE(discrete(QStringLiteral("Sprite:animation")), QStringLiteral("&\"%1\"").arg(clip.name));
            const int frame = s[QLatin1String("frame")].toInt();
            QVERIFY2(discrete(QStringLiteral("Sprite:frame")) == QString::number(frame), qPrintable(at + discrete(QStringLiteral("Sprite:frame"))));

            // Boxes: on exactly when sample lists them, at the rect's centre with its size.
            const QJsonObject boxes = s[QLatin1String("boxes")].toObject();
            for (const BoxDeclaration &box : p.boxes) {
                const QString shape = QStringLiteral("Boxes/%1/Shape").arg(box.name);
                QVERIFY(byPath.contains(shape));
                const bool on = boxes.contains(box.name);
                QVERIFY2(discrete(shape + QStringLiteral(":disabled")) == (on ? QLatin1String("false") : QLatin1String("true")),
                         qPrintable(at + box.name));
                if (!on)
                    continue;
                const QJsonArray r = boxes[box.name].toArray();
                const std::vector<double> centre = tresNumbers(discrete(shape + QStringLiteral(":position")));
                const std::vector<double> size = tresNumbers(discrete(shape + QStringLiteral(":shape:size")));
                const std::vector<double> expectedCentre{r[0].toDouble() + r[2].toDouble() / 2, r[1].toDouble() + r[3].toDouble() / 2};
                const std::vector<double> expectedSize{r[2].toDouble(), r[3].toDouble()};
                QVERIFY2(centre == expectedCentre && size == expectedSize, qPrintable(at + box.name));
                ++checkedBoxes;
            }
            // Points: visible exactly when listed, at their place.
            const QJsonObject points = s[QLatin1String("points")].toObject();
            for (const PointDeclaration &point : p.points) {
                const QString marker = QStringLiteral("Points/") + point.name;
                QVERIFY(byPath.value(marker).type == QLatin1String("Marker2D"));
                const bool on = points.contains(point.name);
                QVERIFY2(discrete(marker + QStringLiteral(":visible")) == (on ? QLatin1String("true") : QLatin1String("false")),
                         qPrintable(at + point.name));
                if (on) {
                    const QJsonArray xy = points[point.name].toArray();
                    QVERIFY2(tresNumbers(discrete(marker + QStringLiteral(":position"))) == (std::vector<double>{xy[0].toDouble(), xy[1].toDouble()}),
                             qPrintable(at + point.name));
                }
            }
            // The root's motion: Godot 2D is y down and turns clockwise for a positive rotation,
            // the preview y up and counter-clockwise: x, -y and the z angle negated.
            const QJsonArray tr = s[QLatin1String("translation")].toArray(), sc = s[QLatin1String("scale")].toArray();
            const std::vector<double> position = tresLinearAt(tracks[QStringLiteral(".:position")], a);
            const std::vector<double> scale = tresLinearAt(tracks[QStringLiteral(".:scale")], a);
            const double rotation = tresLinearAt(tracks[QStringLiteral(".:rotation")], a)[0];
            const double turn = -s[QLatin1String("rotation")][2].toDouble() * M_PI / 180.0;
            const double dr = std::abs(std::remainder(rotation - turn, 2.0 * M_PI)) * 180.0 / M_PI;
            QVERIFY2(std::abs(position[0] - tr[0].toDouble()) < 1e-3 && std::abs(position[1] + tr[1].toDouble()) < 1e-3,
                     qPrintable(at + QStringLiteral("position %1, %2").arg(position[0]).arg(position[1])));
            QVERIFY2(dr < 0.02 || !turnsInPlane, qPrintable(at + QStringLiteral("rotation off by %1 degrees").arg(dr)));
            QVERIFY2(std::abs(scale[0] - sc[0].toDouble()) < 1e-4 && std::abs(scale[1] - sc[1].toDouble()) < 1e-4, qPrintable(at));

            // The frame's picture: its AtlasTexture drawn centred (AnimatedSprite2D::_draw,
            // AtlasTexture::get_rect_region) with the pivot on the origin is the picture.
            const Frame &f = clip.frames.frame(frame);
            if (f.image.isEmpty())
                continue;
            const QImage picture = pictureOf(e.fixture.folder, f);
            const QJsonValue pv = s[QLatin1String("pivot")];
            const QPointF pivot = pv.isNull() ? QPointF(picture.width() / 2.0, picture.height() / 2.0)
                                              : QPointF(pv[0].toDouble(), pv[1].toDouble());
            const QString frames = tresSection(e.scene, QStringLiteral("[sub_resource type=\"SpriteFrames\"")).properties.value(QStringLiteral("animations"));
            const qsizetype named = frames.indexOf(QStringLiteral("\"name\": &\"%1\"").arg(clip.name));
            const QStringList textures = frames.left(named).split(QStringLiteral("\"frames\": [")).last().split(QStringLiteral("SubResource(\"")).mid(1);
            const TresSection texture = tresResource(e.scene, textures.value(frame).section(QLatin1Char('"'), 0, 0));
            const std::vector<double> region = tresNumbers(texture.properties.value(QStringLiteral("region")));
            std::vector<double> margin = tresNumbers(texture.properties.value(QStringLiteral("margin"), QStringLiteral("Rect2(0, 0, 0, 0)")));
            QCOMPARE(region.size(), size_t(4));
            // AnimatedSprite2D::_draw: a texture of size S (AtlasTexture::get_width/height, ints:
            // the floored region's size + the margin's) drawn from -S/2; get_rect_region takes
            // the part of (0, 0, S) that moved by region.position - margin.position lies inside
            // the region and draws it that far from the corner.
            const QSizeF box(double(int(std::floor(region[2]) + margin[2])), double(int(std::floor(region[3]) + margin[3])));
            const QRectF src(QPointF(region[0] - margin[0], region[1] - margin[1]), box);
            const QRectF clipped = QRectF(region[0], region[1], std::floor(region[2]), std::floor(region[3])).intersected(src);
            const QPointF drawn = QPointF(-box.width() / 2, -box.height() / 2) + (clipped.topLeft() - src.topLeft());
            const QPointF kept = drawn + pivot; // where the preview puts the pixels drawn there
            QVERIFY2(std::abs(kept.x() - std::round(kept.x())) < 1e-6 && std::abs(kept.y() - std::round(kept.y())) < 1e-6, qPrintable(at));
            const QImage page(QDir(e.folder).filePath(tresResource(e.scene, texture.properties.value(QStringLiteral("atlas")).section(QLatin1Char('"'), 1, 1)).attribute(QStringLiteral("path"))));
            const QRect shown = clipped.toRect();
            const QString problem = placedProblem(page.convertToFormat(QImage::Format_ARGB32), shown,
                                                  QRect(kept.toPoint(), shown.size()), picture.size(), picture);
            QVERIFY2(problem.isEmpty(), qPrintable(at + problem));
            ++checkedPictures;
        }

        // The events: clip_event keys at the times `events` gives over one animation's length.
        const ProgramRun events = runProgram(testpaths::cli(),
                                             {QStringLiteral("events"), e.fixture.path, QStringLiteral("--clip"), clip.name,
                                              QStringLiteral("--from"), QStringLiteral("0"), QStringLiteral("--to"),
                                              QString::number(length * 1000.0 + 1e-3, 'g', 17)});
        QCOMPARE(events.exitCode, 0);
        std::vector<double> expected;
        for (const QByteArray &line : events.out.trimmed().split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (o[QLatin1String("kind")].toString() == QLatin1String("event"))
                expected.push_back(o[QLatin1String("time")].toDouble() / 1000.0);
        }
        std::vector<double> written = tracks.value(QStringLiteral(".:")).times;
        for (const TresTrack &t : tresTracks(animation)) {
            if (t.type == QLatin1String("method"))
                written = t.times;
        }
        QCOMPARE(written.size(), expected.size());
        for (size_t k = 0; k < written.size(); ++k)
            QVERIFY(std::abs(written[k] - expected[k]) < 1e-6);
    }
    QVERIFY(checkedBoxes > 200 || p.boxes.isEmpty());
    QVERIFY(checkedPictures > 200);
}

QTEST_GUILESS_MAIN(TestGodotScene)
#include "tst_godotscene.moc"
