// Godot 4 Animation export of one clip (--clip): the .tres text parsed back here. loop_mode, length, the track types
// and paths, and the transform tracks played by Godot's rules (linear / nearest, rotations by
// slerp) give the poses Project::sample gives, positions in world units (picture pixels over
// --pixels-per-unit, default 100); the texture track, played by Godot's rule for a discrete track
// (the value of the last key crossed), shows the frame `sample` shows at random times over three
// periods, ping-pong's way back included, and the method track calls the events that occur; the
// Sprite3D's pixel_size makes a picture w/N x h/N units.

#include "export/exportfixtures.h"
#include "common/testutil.h"
#include "export/spriteatlas.h"
#include "export/godotexporter.h"
#include "export/tresreader.h"

#include <QMap>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace inbetween;
using namespace exporttest;

namespace {

// The [resource] section's properties.
struct Tres
{
    QString header;
    QMap<QString, QString> properties;
};

Tres parseTres(const QByteArray &bytes)
{
    const QList<TresSection> sections = readTres(bytes);
    return Tres{sections.value(0).header, tresSection(sections, QStringLiteral("[resource]")).properties};
}

std::vector<double> packedFloats(const QString &text)
{
    return tresPackedFloats(text);
}

// Godot's interpolation of a position_3d / scale_3d (width 3) or rotation_3d (width 4) track.
std::array<double, 4> play(const std::vector<double> &keys, int width, bool nearest, double seconds)
{
    const size_t stride = size_t(width) + 2;
    const size_t n = keys.size() / stride;
    auto value = [&](size_t k) {
        std::array<double, 4> v{0, 0, 0, 0};
        for (int c = 0; c < width; ++c)
            v[size_t(c)] = keys[k * stride + 2 + size_t(c)];
        return v;
    };
    if (seconds <= keys[0])
        return value(0);
    size_t k = 0;
    while (k + 1 < n && keys[(k + 1) * stride] <= seconds)
        ++k;
    if (k + 1 >= n || nearest)
        return value(k);
    const double u = (seconds - keys[k * stride]) / (keys[(k + 1) * stride] - keys[k * stride]);
    std::array<double, 4> a = value(k), b = value(k + 1), out{0, 0, 0, 0};
    if (width == 4) {
        double d = a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
        if (d < 0) { // Godot's slerp takes the shorter arc
            for (double &x : b)
                x = -x;
            d = -d;
        }
        const double angle = std::acos(std::min(1.0, d));
        const double wa = angle < 1e-6 ? 1 - u : std::sin((1 - u) * angle) / std::sin(angle);
        const double wb = angle < 1e-6 ? u : std::sin(u * angle) / std::sin(angle);
        for (size_t c = 0; c < 4; ++c)
            out[c] = wa * a[c] + wb * b[c];
        return out;
    }
    for (size_t c = 0; c < 3; ++c)
        out[c] = a[c] + (b[c] - a[c]) * u;
    return out;
}

} // namespace

class TestGodotExport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void resourcePlaysTheClip_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("node");
        for (const QString &name : fixtureNames())
            QTest::newRow(qPrintable(name)) << name << QStringLiteral("Square");
        QTest::newRow("flipbook-on-root") << QStringLiteral("flipbook") << QStringLiteral(".");
        QTest::newRow("flipbook-nested") << QStringLiteral("flipbook") << QStringLiteral("Rig/Card");
    }
    void resourcePlaysTheClip()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, node);
        Fixture f;
        QVERIFY(loadFixture(fixture, &f));
        const Project &p = f.project;
        ExportOptions options;
        options.format = QStringLiteral("godot");
        options.nodePath = node;
        options.clip = p.clips[0].name; // one clip: its Animation (the library is tst_exportclips')
        const QString out = m_dir.filePath(fixture + QString::number(node.size()) + QStringLiteral(".tres"));
        QString error;
        QVERIFY2(exportProject(p, f.folder, out, options, &error), qPrintable(error));
        const QByteArray bytes = testutil::contentsOf(out);
        const Tres tres = parseTres(bytes);

        // A clip with frames names its atlas page and one AtlasTexture per picture: load_steps
        // counts them and the resource.
        int resources = 0;
        for (const TresSection &section : readTres(bytes))
            resources += section.header.startsWith(QLatin1String("[ext_resource")) || section.header.startsWith(QLatin1String("[sub_resource"));
        QCOMPARE(resources > 0, !p.clips[0].frames.isEmpty());
        QCOMPARE(tres.header, resources == 0 ? QStringLiteral("[gd_resource type=\"Animation\" format=3]")
                                             : QStringLiteral("[gd_resource type=\"Animation\" load_steps=%1 format=3]").arg(resources + 1));
        // Ping-pong written out and back: a loop of twice the clip's length.
        const Clip &clip = p.clips[0];
        const bool unrolled = clip.loop == LoopMode::PingPong && clip.length() > 0.0;
        const double L = clip.length(), period = unrolled ? 2.0 * L : L;
        QCOMPARE(tres.properties.value(QStringLiteral("loop_mode")).toInt(), clip.loop == LoopMode::Once ? 0 : 1);
        QVERIFY(std::abs(tres.properties.value(QStringLiteral("length")).toDouble() - std::max(period, 1.0) / 1000.0) < 1e-6);
        QCOMPARE(tres.properties.value(QStringLiteral("resource_name")), QStringLiteral("\"%1\"").arg(p.name));

        const QString nodePath = QStringLiteral("NodePath(\"%1\")").arg(node);
        const char *types[] = {"position_3d", "rotation_3d", "scale_3d"};
        std::vector<double> keys[3];
        bool nearest[3];
        for (int i = 0; i < 3; ++i) {
            const QString prefix = QStringLiteral("tracks/%1/").arg(i);
            QCOMPARE(tres.properties.value(prefix + QStringLiteral("type")), QStringLiteral("\"%1\"").arg(QLatin1String(types[i])));
            QCOMPARE(tres.properties.value(prefix + QStringLiteral("path")), nodePath);
            keys[i] = packedFloats(tres.properties.value(prefix + QStringLiteral("keys")));
            QVERIFY(!keys[i].empty());
            nearest[i] = tres.properties.value(prefix + QStringLiteral("interp")) == QLatin1String("0");
        }

        // Over one period: clip time = track time, mirrored on a ping-pong's way back. Eased
        // motion is sampled on the 1000/fps grid, so those clips are compared there.
        const bool onGrid = fixture == QLatin1String("eased") || fixture == QLatin1String("pingpong");
        for (int i = 0; i < 50; ++i) {
            double c = period * i / 49.0;
            if (onGrid)
                c = std::round(c * 60.0 / 1000.0) * 1000.0 / 60.0;
            const Pose pose = clip.motion.sample(c > L ? period - c : c);
            const double s = double(float(c / 1000.0));
            std::array<double, 4> position = play(keys[0], 3, nearest[0], s);
            for (double &v : position)
                v *= kDefaultPixelsPerUnit; // world units back to picture pixels
            const double dt = exporttest::distance3(position, pose.translation);
            const double dq = exporttest::quaternionDistance(play(keys[1], 4, nearest[1], s), pose.quaternion().normalized());
            const double ds = exporttest::distance3(play(keys[2], 3, nearest[2], s), pose.scale);
            if (dt > 1e-4 || dq > 1e-4 || ds > 1e-4)
                QFAIL(qPrintable(QStringLiteral("c = %1 ms: off by %2 %3 %4").arg(c).arg(dt).arg(dq).arg(ds)));
        }

        int track = 3;
        if (!p.clips[0].frames.isEmpty()) {
            const QString prefix = QStringLiteral("tracks/%1/").arg(track++);
            const QString sprite = node == QLatin1String(".") ? QStringLiteral("Sprite3D") : node + QStringLiteral("/Sprite3D");
            QCOMPARE(tres.properties.value(prefix + QStringLiteral("type")), QStringLiteral("\"value\""));
            QCOMPARE(tres.properties.value(prefix + QStringLiteral("path")), QStringLiteral("NodePath(\"%1:texture\")").arg(sprite));
            QVERIFY(tres.properties.value(prefix + QStringLiteral("keys")).contains(QLatin1String("\"update\": 1")));
            // Each frame's picture as its AtlasTexture (where it shows: tst_exportclips): at
            // random times the key last crossed is the AtlasTexture of the frame sample shows.
            const SpriteAtlas atlas(p, {0});
            const TresTrack texture = tresTracks(TresSection{tres.header, tres.properties}).value(track - 1);
            QRandomGenerator random(43);
            for (int i = 0; i < 200; ++i) {
                const double t = random.bounded(3.0 * period);
                const double a = clip.loop == LoopMode::Once ? std::min(t, period) : std::fmod(t, period);
                const int k = tresKeyAt(texture, a / 1000.0);
                QVERIFY(k >= 0);
                QVERIFY2(texture.values[k] == QStringLiteral("SubResource(\"AtlasTexture_%1\")").arg(atlas.cellOf(0, clip.sample(t).frame)),
                         qPrintable(QStringLiteral("%1 ms: %2").arg(t).arg(texture.values[k])));
            }
            // The picture's size: one discrete key of 1 / pixels per unit on the Sprite3D.
            const QString size = QStringLiteral("tracks/%1/").arg(track++);
            QCOMPARE(tres.properties.value(size + QStringLiteral("path")), QStringLiteral("NodePath(\"%1:pixel_size\")").arg(sprite));
            QVERIFY(tres.properties.value(size + QStringLiteral("keys")).contains(QLatin1String("\"values\": [0.01]")));
            // Shown (a clip without frames hides it: tst_exportclips).
            const QString visible = QStringLiteral("tracks/%1/").arg(track++);
            QCOMPARE(tres.properties.value(visible + QStringLiteral("path")), QStringLiteral("NodePath(\"%1:visible\")").arg(sprite));
            QVERIFY(tres.properties.value(visible + QStringLiteral("keys")).contains(QLatin1String("\"values\": [true]")));
        }
        if (!p.clips[0].events.isEmpty()) {
            const QString prefix = QStringLiteral("tracks/%1/").arg(track++);
            QCOMPARE(tres.properties.value(prefix + QStringLiteral("type")), QStringLiteral("\"method\""));
            QCOMPARE(tres.properties.value(prefix + QStringLiteral("path")), nodePath);
            const QString keysText = tres.properties.value(prefix + QStringLiteral("keys"));
            const std::vector<double> times = packedFloats(keysText);
            // An unrolled ping-pong's events also on the way back (one at a turn: once).
            std::vector<double> expected;
            for (const ClipEvent &e : clip.events) {
                expected.push_back(e.time);
                if (unrolled && e.time > 0.0 && e.time < L)
                    expected.push_back(2.0 * L - e.time);
            }
            std::sort(expected.begin(), expected.end());
            QCOMPARE(times.size(), expected.size());
            for (size_t i = 0; i < times.size(); ++i)
                QCOMPARE(float(times[i]), float(expected[i] / 1000.0));
            for (const ClipEvent &e : clip.events)
                QVERIFY(keysText.contains(QStringLiteral("\"args\": [\"%1\"]").arg(e.name)));
            QCOMPARE(keysText.count(QLatin1String("\"method\": &\"clip_event\"")), qsizetype(expected.size()));
        }
        QVERIFY(!tres.properties.contains(QStringLiteral("tracks/%1/type").arg(track)));

        // Same project, same bytes (the atlas page beside it named after the file).
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("again")));
        const QString again = m_dir.filePath(QStringLiteral("again/") + QFileInfo(out).fileName());
        QVERIFY(exportProject(p, f.folder, again, options, &error));
        QCOMPARE(testutil::contentsOf(again), bytes);
    }

    // One scale everywhere: each Animation's positions are divided by N and its Sprite3D's
    // pixel_size is 1/N, so the hero's 24-pixel jump is 24/N units, its 64-pixel picture 64/N,
    // the rise 0.375 pictures.
    void pixelsPerUnitScalesPicturesAndPositions_data() { pixelsPerUnitRows({QStringLiteral("godot")}); }
    void pixelsPerUnitScalesPicturesAndPositions()
    {
        QFETCH(QString, format);
        QFETCH(double, given);
        QFETCH(double, pixelsPerUnit);
        Fixture f;
        QVERIFY(loadFixture(heroExamplePath(), &f));
        const QString out = m_dir.filePath(QStringLiteral("hero-%1.tres").arg(given));
        QString error;
        QVERIFY2(exportProject(f.project, f.folder, out, pixelsPerUnitOptions(format, given), &error),
                 qPrintable(error));
        int animations = 0;
        for (const TresSection &s : readTres(testutil::contentsOf(out))) {
            if (s.attribute(QStringLiteral("type")) != QLatin1String("Animation"))
                continue;
            ++animations;
            double pixelSize = 0.0, rise = 0.0;
            for (int t = 0; s.properties.contains(QStringLiteral("tracks/%1/type").arg(t)); ++t) {
                const QString path = s.properties.value(QStringLiteral("tracks/%1/path").arg(t));
                const QString keys = s.properties.value(QStringLiteral("tracks/%1/keys").arg(t));
                if (path.endsWith(QLatin1String(":pixel_size\")"))) {
                    static const QRegularExpression value(QStringLiteral("\"values\": \\[([^\\]]+)\\]"));
                    pixelSize = value.match(keys).captured(1).toDouble();
                } else if (s.properties.value(QStringLiteral("tracks/%1/type").arg(t)) == QLatin1String("\"position_3d\"")) {
                    const std::vector<double> k = packedFloats(keys); // time, transition, x, y, z
                    for (size_t i = 3; i < k.size(); i += 5)
                        rise = std::max(rise, k[i]);
                }
            }
            const double picture = kHeroPicturePixels * pixelSize;
            QVERIFY2(isPixelsAt(picture, kHeroPicturePixels, pixelsPerUnit), qPrintable(QString::number(pixelSize)));
            if (s.properties.value(QStringLiteral("resource_name")) == QLatin1String("\"jump\"")) {
                QVERIFY2(isPixelsAt(rise, kHeroJumpRise, pixelsPerUnit), qPrintable(QString::number(rise)));
                QVERIFY(std::abs(rise / picture - kHeroRiseInPictures) < 1e-6);
            }
        }
        QCOMPARE(animations, 3);
    }

    // A clip without frames among clips with pictures (pure motion): hidden at its start in the
    // library (Sprite3D) and in the 2D scene (the AnimatedSprite2D), not left showing the last
    // clip's picture; the clips with frames show it again.
    void clipWithoutFramesHidesTheSprite()
    {
        Fixture f;
        QVERIFY(loadFixture(heroExamplePath(), &f));
        Clip moving(QStringLiteral("float"));
        Keyframe a, b;
        b.time = 500.0;
        b.translation = {0.0, 20.0, 0.0};
        moving.motion.setKeys({a, b});
        f.project.clips.push_back(moving);
        ExportOptions options;
        options.format = QStringLiteral("godot");
        const QString out = m_dir.filePath(QStringLiteral("float.tres"));
        QString error;
        QVERIFY2(exportProject(f.project, f.folder, out, options, &error), qPrintable(error));
        for (const char *file : {"float.tres", "float.tscn"}) {
            const bool library = QByteArray(file).endsWith(".tres");
            QMap<QString, QString> visible; // clip -> the sprite's visible track's keys
            for (const TresSection &s : readTres(testutil::contentsOf(m_dir.filePath(QLatin1String(file))))) {
                if (s.attribute(QStringLiteral("type")) != QLatin1String("Animation"))
                    continue;
                const QString name = s.properties.value(QStringLiteral("resource_name")).remove(QLatin1Char('"'));
                for (const TresTrack &t : tresTracks(s)) {
                    if (t.property == QLatin1String("visible") && t.node == (library ? QStringLiteral("Square/Sprite3D") : QStringLiteral("Sprite")))
                        visible.insert(name, t.values.join(QLatin1Char(',')) + QStringLiteral("@%1").arg(t.times.at(0)));
                    QVERIFY2(t.property != QLatin1String("texture") || name != QLatin1String("float"), file);
                }
            }
            QCOMPARE(visible.value(QStringLiteral("float")), QStringLiteral("false@0"));
            for (const char *clip : {"idle", "walk", "jump"})
                QCOMPARE(visible.value(QLatin1String(clip)), QStringLiteral("true@0"));
        }
    }

    void floatsAreShortestText_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("zero") << 0.0 << QStringLiteral("0");
        QTest::newRow("fifty") << 50.0 << QStringLiteral("50");
        QTest::newRow("tenth") << 0.1 << QStringLiteral("0.1");
        QTest::newRow("third") << 1.0 / 3.0 << QStringLiteral("0.33333334");
        QTest::newRow("tiny") << 1e-7 << QStringLiteral("1e-07");
        QTest::newRow("negative") << -1.5 << QStringLiteral("-1.5");
    }
    void floatsAreShortestText()
    {
        QFETCH(double, value);
        QFETCH(QString, text);
        QCOMPARE(QString::fromLatin1(GodotExporter::floatText(value)), text);
    }
};

QTEST_GUILESS_MAIN(TestGodotExport)
#include "tst_godotexport.moc"
