// Every clip in glTF and GLB (split from tst_exportclips, which keeps the sheets, Godot and
// --clip), on the three-clip hero project cut from one sheet: one animation per clip that the
// Khronos validator passes, its atlas offsets showing each frame's region of the one shared
// atlas, three.js's AnimationMixer playing each animation as `inbetween-cli sample --clip`
// says (translations in world units: picture pixels over --pixels-per-unit, default 100), and
// the quad and the translations of the bundled hero at 100, 64 and 1 pixels per unit.

#include "common/testpaths.h"
#include "export/gltfreader.h"
#include "export/heroexport.h"
#include "export/readers.h"

#include <QJsonArray>
#include <QMap>
#include <QJsonObject>
#include <QtTest>

#include <cmath>

using namespace inbetween;
using namespace exporttest;

class TestExportClipsGltf : public HeroExportTest
{
    Q_OBJECT

private slots:
    void initTestCase() { loadHero(); }

    void gltfHasOneAnimationPerClip_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("gltf") << QStringLiteral("gltf");
        QTest::newRow("glb") << QStringLiteral("glb");
    }
    void gltfHasOneAnimationPerClip()
    {
        QFETCH(QString, format);
        const QString path = exportHero(format, QStringLiteral("hero.") + format);
        QVERIFY(!path.isEmpty());

        // The Khronos validator: no error, no warning.
        const QString modules = testpaths::nodeModules();
        const ProgramRun validator = runProgram(QStringLiteral(NODE_EXECUTABLE), {testpaths::source("tests/export/validate.js"), modules, path});
        const QString report = QString::fromUtf8(validator.out).trimmed() + validator.err;
        QVERIFY2(validator.exitCode == 0 && report.contains(QLatin1String("errors=0 warnings=0")), qPrintable(report));

        GltfFile file;
        QString why;
        QVERIFY2(file.load(path, &why), qPrintable(why));
        // The motion's node and, under it, the picture node of the atlas's one page.
        QCOMPARE(file.array("nodes").size(), 2);
        QCOMPARE(file.array("nodes")[0][QLatin1String("name")].toString(), QStringLiteral("Square"));
        QCOMPARE(file.array("nodes")[1][QLatin1String("name")].toString(), QStringLiteral("Picture"));
        const QJsonArray animations = file.array("animations");
        QCOMPARE(animations.size(), 3);
        for (int a = 0; a < 3; ++a) {
            const QJsonObject animation = animations[a].toObject();
            const Clip &c = clip(kClipNames[a]);
            QCOMPARE(animation[QLatin1String("name")].toString(), kClipNames[a]);
            const QJsonObject extras = animation[QLatin1String("extras")].toObject();
            QCOMPARE(extras[QLatin1String("loop")].toString(), loopModeName(c.loop));
            QCOMPARE(extras[QLatin1String("clipLengthMs")].toDouble(), c.length());
            QCOMPARE(extras[QLatin1String("frameDurationsMs")].toArray().size(), c.frames.count());
            const QJsonArray events = extras[QLatin1String("events")].toArray();
            QCOMPARE(events.size(), c.events.size());
            for (int e = 0; e < events.size(); ++e) {
                QCOMPARE(events[e][QLatin1String("name")].toString(), c.events[e].name);
                QCOMPARE(events[e][QLatin1String("timeMs")].toDouble(), c.events[e].time);
            }
        }

        // Each animation shows the picture of the frame the clip shows, where the preview shows
        // it: the material's texture transform (offset and scale, stepped) cuts the kept pixels
        // out of the page, and the picture node's quad (translation and scale, stepped) puts them
        // where they lie in the whole picture, centred on the motion's node.
        const QImage atlas = QImage::fromData(file.view(file.array("images")[0][QLatin1String("bufferView")].toInt()), "PNG")
                                 .convertToFormat(QImage::Format_ARGB32);
        QCOMPARE(file.array("images").size(), 1);
        QCOMPARE(file.array("nodes")[0][QLatin1String("children")].toArray(), QJsonArray{1});
        const double ppu = kDefaultPixelsPerUnit;
        for (int a = 0; a < 3; ++a) {
            const QJsonObject animation = animations[a].toObject();
            const Clip &c = clip(kClipNames[a]);
            const QJsonArray samplers = animation[QLatin1String("samplers")].toArray();
            QMap<QString, int> sampler; // "offset", "scale" (texture), "translation", "size" (node 1)
            for (const QJsonValue &channel : animation[QLatin1String("channels")].toArray()) {
                const QJsonObject target = channel[QLatin1String("target")].toObject();
                const int index = channel[QLatin1String("sampler")].toInt();
                if (target[QLatin1String("path")].toString() == QLatin1String("pointer")) {
                    const QString pointer = target[QLatin1String("extensions")][QLatin1String("KHR_animation_pointer")][QLatin1String("pointer")].toString();
                    sampler.insert(pointer.section(QLatin1Char('/'), -1), index);
                } else if (target[QLatin1String("node")].toInt() == 1) {
                    sampler.insert(target[QLatin1String("path")].toString() == QLatin1String("scale") ? QStringLiteral("size")
                                                                                                     : QStringLiteral("translation"), index);
                }
            }
            QCOMPARE(sampler.size(), 4);
            auto track = [&](const QString &name) { return file.floats(samplers[sampler[name]][QLatin1String("output")].toInt()); };
            const std::vector<float> times = file.floats(samplers[sampler[QStringLiteral("offset")]][QLatin1String("input")].toInt());
            const std::vector<float> offsets = track(QStringLiteral("offset")), scales = track(QStringLiteral("scale"));
            const std::vector<float> at = track(QStringLiteral("translation")), size = track(QStringLiteral("size"));
            const double span = c.loop == LoopMode::PingPong ? 2 * c.length() : c.length();
            for (int i = 0; i < 40; ++i) {
                const double t = span * (i + 0.5) / 40;
                size_t k = 0;
                while (k + 1 < times.size() && times[k + 1] <= float(t / 1000.0))
                    ++k;
                const int frame = c.sample(t).frame;
                const QImage picture = pictureOf(m_hero.folder, c.frames.frame(frame));
                const QRect shown(qRound(offsets[2 * k] * atlas.width()), qRound(offsets[2 * k + 1] * atlas.height()),
                                  qRound(scales[2 * k] * atlas.width()), qRound(scales[2 * k + 1] * atlas.height()));
                const QSize keptSize(qRound(size[3 * k] * ppu), qRound(size[3 * k + 1] * ppu));
                // The quad's centre, from the picture's centre (y up), back to the kept pixels' corner.
                const QPoint keptAt(qRound(at[3 * k] * ppu + picture.width() / 2.0 - keptSize.width() / 2.0),
                                    qRound(-at[3 * k + 1] * ppu + picture.height() / 2.0 - keptSize.height() / 2.0));
                const QString problem = placedProblem(atlas, shown, QRect(keptAt, keptSize), picture.size(), picture);
                QVERIFY2(problem.isEmpty(),
                         qPrintable(QStringLiteral("%1 at %2 ms (frame %3): %4").arg(kClipNames[a]).arg(t).arg(frame).arg(problem)));
            }
        }
    }

    // One scale everywhere: the quad of a picture's kept pixels is their size over N units and
    // the translations are divided by N, so the bundled hero's 24-pixel jump rises 24/N units, in
    // glTF and GLB alike.
    void pixelsPerUnitScalesTheQuadAndTranslations_data()
    {
        pixelsPerUnitRows({QStringLiteral("gltf"), QStringLiteral("glb")});
    }
    void pixelsPerUnitScalesTheQuadAndTranslations()
    {
        QFETCH(QString, format);
        QFETCH(double, given);
        QFETCH(double, pixelsPerUnit);
        Fixture hero;
        QVERIFY(loadFixture(heroExamplePath(), &hero));
        const QString path = m_dir.filePath(QStringLiteral("example-%1.%2").arg(given).arg(format));
        QString why;
        QVERIFY2(exportProject(hero.project, hero.folder, path, pixelsPerUnitOptions(format, given), &why), qPrintable(why));
        GltfFile file;
        QVERIFY2(file.load(path, &why), qPrintable(why));
        // The picture node's quad is a unit quad scaled to the kept pixels over N: the pixels
        // its material's texture transform cuts out of the page (the 64-pixel pictures trimmed).
        const int position = file.array("meshes")[0][QLatin1String("primitives")][0][QLatin1String("attributes")]
                                 [QLatin1String("POSITION")]
                                     .toInt();
        const QJsonObject accessor = file.array("accessors")[position].toObject();
        QCOMPARE(accessor[QLatin1String("max")][1].toDouble() - accessor[QLatin1String("min")][1].toDouble(), 1.0);
        const QImage page = QImage::fromData(file.view(file.array("images")[0][QLatin1String("bufferView")].toInt()), "PNG");
        const QJsonObject transform = file.array("materials")[0][QLatin1String("pbrMetallicRoughness")]
                                          [QLatin1String("baseColorTexture")][QLatin1String("extensions")]
                                          [QLatin1String("KHR_texture_transform")]
                                              .toObject();
        const QJsonArray quad = file.array("nodes")[1][QLatin1String("scale")].toArray();
        const double keptWidth = std::round(transform[QLatin1String("scale")][0].toDouble() * page.width());
        const double keptHeight = std::round(transform[QLatin1String("scale")][1].toDouble() * page.height());
        QVERIFY(keptWidth >= 1 && keptWidth <= kHeroPicturePixels && keptHeight >= 1 && keptHeight <= kHeroPicturePixels);
        QVERIFY2(isPixelsAt(quad[0].toDouble(), keptWidth, pixelsPerUnit), qPrintable(QString::number(quad[0].toDouble())));
        QVERIFY2(isPixelsAt(quad[1].toDouble(), keptHeight, pixelsPerUnit), qPrintable(QString::number(quad[1].toDouble())));
        // The jump's highest translation key (CUBICSPLINE: the values between the tangents).
        const QJsonObject jump = file.array("animations")[2].toObject();
        QCOMPARE(jump[QLatin1String("name")].toString(), QStringLiteral("jump"));
        double rise = 0.0;
        for (const QJsonValue &channel : jump[QLatin1String("channels")].toArray()) {
            if (channel[QLatin1String("target")][QLatin1String("path")].toString() != QLatin1String("translation"))
                continue;
            const QJsonObject sampler = jump[QLatin1String("samplers")][channel[QLatin1String("sampler")].toInt()].toObject();
            const bool cubic = sampler[QLatin1String("interpolation")].toString() == QLatin1String("CUBICSPLINE");
            const std::vector<float> values = file.floats(sampler[QLatin1String("output")].toInt());
            for (size_t k = cubic ? 3 : 0; k + 1 < values.size(); k += cubic ? 9 : 3)
                rise = std::max(rise, double(values[k + 1]));
        }
        QVERIFY2(isPixelsAt(rise, kHeroJumpRise, pixelsPerUnit), qPrintable(QString::number(rise)));
    }

    // three.js's AnimationMixer plays each animation as `inbetween-cli sample --clip` says, on the
    // 1000/fps grid of clip time (ping-pong: the file holds the way out and back).
    void threeJsPlaysEachClipAsSampleSays_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("glb") << QStringLiteral("glb");
        QTest::newRow("gltf") << QStringLiteral("gltf");
    }
    void threeJsPlaysEachClipAsSampleSays()
    {
        QFETCH(QString, format);
        const QString path = exportHero(format, QStringLiteral("three.") + format);
        QVERIFY(!path.isEmpty());
        QMap<QString, QList<double>> seconds;
        QMap<QString, QList<double>> ms;
        for (const QString &name : kClipNames) {
            const Clip &c = clip(name);
            // The grid of clip time, out and (ping-pong) back, twice.
            QList<double> times;
            for (int j = 0; j * 1000.0 / 60.0 < c.length(); ++j)
                times.append(j * 1000.0 / 60.0);
            if (c.loop != LoopMode::Loop) // a loop is at clip time 0 again there
                times.append(c.length());
            if (c.loop == LoopMode::PingPong) {
                for (qsizetype j = times.size() - 2; j >= 0; --j)
                    times.append(2 * c.length() - times[j]);
            }
            for (double t : times) {
                ms[name].append(t);
                seconds[name].append(t / 1000.0);
            }
        }
        QString why;
        const QMap<QString, ThreeAnimation> played = threePlay(QStringLiteral(NODE_EXECUTABLE), testpaths::source("tests/export/threeplay.mjs"),
                                                               testpaths::nodeModules(), path, seconds, &why);
        QVERIFY2(why.isEmpty(), qPrintable(why));
        QCOMPARE(played.keys().size(), 3);
        for (const QString &name : kClipNames) {
            QVERIFY2(played.contains(name), qPrintable(name));
            const Clip &c = clip(name);
            const double span = c.loop == LoopMode::PingPong ? 2 * c.length() : c.length();
            // A const QMap's [] gives a copy: hold it, or a reference into it dangles.
            const ThreeAnimation animation = played.value(name);
            QVERIFY(std::abs(animation.duration * 1000.0 - span) < 1e-3);
            const QList<PlayedPose> expected = cliSamples(testpaths::cli(), m_hero.path, name, ms[name], &why);
            QVERIFY2(why.isEmpty(), qPrintable(why));
            QCOMPARE(animation.poses.size(), expected.size());
            for (qsizetype i = 0; i < expected.size(); ++i) {
                PlayedPose got = animation.poses[i];
                for (double &v : got.translation)
                    v *= kDefaultPixelsPerUnit; // world units back to picture pixels
                const PlayedPose &want = expected[i];
                const double dt = largestDifference(got.translation, want.translation);
                const double dr = rotationDegrees(got.quaternion, want.quaternion);
                const double ds = largestDifference(got.scale, want.scale);
                if (dt > 1e-4 || dr > 0.01 || ds > 1e-4)
                    QFAIL(qPrintable(QStringLiteral("%1 at %2 ms: translation off by %3, rotation by %4 deg, scale by %5")
                                         .arg(name)
                                         .arg(ms[name][i])
                                         .arg(dt)
                                         .arg(dr)
                                         .arg(ds)));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestExportClipsGltf)
#include "tst_exportclipsgltf.moc"
