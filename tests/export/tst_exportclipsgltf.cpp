// Every clip in glTF and GLB (split from tst_exportclips, which keeps the sheets, Godot and
// --clip), on the three-clip hero project cut from one sheet: one animation per clip that the
// Khronos validator passes, its atlas offsets showing each frame's region of the one shared
// atlas, three.js's AnimationMixer playing each animation as `inbetween-cli sample --clip`
// says (translations in world units: picture pixels over --pixels-per-unit, default 100), and
// the quad and the translations of the bundled hero at 100, 64 and 1 pixels per unit.

#include "export/gltfreader.h"
#include "export/heroexport.h"
#include "export/readers.h"

#include <QJsonArray>
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
        const QString modules = QStringLiteral(NODE_MODULES_DIR);
        const ProgramRun validator = runProgram(QStringLiteral(NODE_EXECUTABLE), {QStringLiteral(VALIDATOR_SCRIPT), modules, path});
        const QString report = QString::fromUtf8(validator.out).trimmed() + validator.err;
        QVERIFY2(validator.exitCode == 0 && report.contains(QLatin1String("errors=0 warnings=0")), qPrintable(report));

        GltfFile file;
        QString why;
        QVERIFY2(file.load(path, &why), qPrintable(why));
        QCOMPARE(file.array("nodes").size(), 1);
        QCOMPARE(file.array("nodes")[0][QLatin1String("name")].toString(), QStringLiteral("Square"));
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

        // The atlas offset of each animation shows the region of the frame the clip shows.
        const QImage atlas = QImage::fromData(file.view(file.array("images")[0][QLatin1String("bufferView")].toInt()), "PNG")
                                 .convertToFormat(QImage::Format_ARGB32);
        QCOMPARE(atlas.size(), QSize(36, 36));
        const QJsonObject transform = file.array("materials")[0][QLatin1String("pbrMetallicRoughness")]
                                          [QLatin1String("baseColorTexture")][QLatin1String("extensions")]
                                          [QLatin1String("KHR_texture_transform")]
                                              .toObject();
        const QSize cellSize(qRound(transform[QLatin1String("scale")][0].toDouble() * atlas.width()),
                             qRound(transform[QLatin1String("scale")][1].toDouble() * atlas.height()));
        QCOMPARE(cellSize, QSize(12, 12));
        for (int a = 0; a < 3; ++a) {
            const QJsonObject animation = animations[a].toObject();
            const Clip &c = clip(kClipNames[a]);
            const QJsonArray samplers = animation[QLatin1String("samplers")].toArray();
            int pointerSampler = -1;
            for (const QJsonValue &channel : animation[QLatin1String("channels")].toArray()) {
                if (channel[QLatin1String("target")][QLatin1String("path")].toString() == QLatin1String("pointer"))
                    pointerSampler = channel[QLatin1String("sampler")].toInt();
            }
            QVERIFY(pointerSampler >= 0);
            const QJsonObject sampler = samplers[pointerSampler].toObject();
            QCOMPARE(sampler[QLatin1String("interpolation")].toString(), QStringLiteral("STEP"));
            const std::vector<float> times = file.floats(sampler[QLatin1String("input")].toInt());
            const std::vector<float> offsets = file.floats(sampler[QLatin1String("output")].toInt());
            const double span = c.loop == LoopMode::PingPong ? 2 * c.length() : c.length();
            for (int i = 0; i < 40; ++i) {
                const double t = span * (i + 0.5) / 40;
                size_t k = 0;
                while (k + 1 < times.size() && times[k + 1] <= float(t / 1000.0))
                    ++k;
                const QRect cell(QPoint(qRound(offsets[2 * k] * atlas.width()), qRound(offsets[2 * k + 1] * atlas.height())),
                                 cellSize);
                const int frame = c.sample(t).frame;
                const QString problem = cellProblem(atlas, cell, pictureOf(m_hero.folder, c.frames.frame(frame)));
                QVERIFY2(problem.isEmpty(),
                         qPrintable(QStringLiteral("%1 at %2 ms (frame %3): %4").arg(kClipNames[a]).arg(t).arg(frame).arg(problem)));
            }
        }
    }

    // One scale everywhere: the quad of the 64-pixel pictures is 64/N units on a side and the
    // translations are divided by N, so the bundled hero's 24-pixel jump rises 24/N units, 0.375
    // of the quad, in glTF and GLB alike.
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
        const int position = file.array("meshes")[0][QLatin1String("primitives")][0][QLatin1String("attributes")]
                                 [QLatin1String("POSITION")]
                                     .toInt();
        const QJsonObject accessor = file.array("accessors")[position].toObject();
        const double side = accessor[QLatin1String("max")][1].toDouble() - accessor[QLatin1String("min")][1].toDouble();
        QVERIFY2(isPixelsAt(side, kHeroPicturePixels, pixelsPerUnit), qPrintable(QString::number(side)));
        QCOMPARE(accessor[QLatin1String("max")][0].toDouble() - accessor[QLatin1String("min")][0].toDouble(), side);
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
        QVERIFY(std::abs(rise / side - kHeroRiseInPictures) < 1e-6);
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
        const QMap<QString, ThreeAnimation> played = threePlay(QStringLiteral(NODE_EXECUTABLE), QStringLiteral(THREEPLAY_SCRIPT),
                                                               QStringLiteral(NODE_MODULES_DIR), path, seconds, &why);
        QVERIFY2(why.isEmpty(), qPrintable(why));
        QCOMPARE(played.keys().size(), 3);
        for (const QString &name : kClipNames) {
            QVERIFY2(played.contains(name), qPrintable(name));
            const Clip &c = clip(name);
            const double span = c.loop == LoopMode::PingPong ? 2 * c.length() : c.length();
            // A const QMap's [] gives a copy: hold it, or a reference into it dangles.
            const ThreeAnimation animation = played.value(name);
            QVERIFY(std::abs(animation.duration * 1000.0 - span) < 1e-3);
            const QList<PlayedPose> expected = cliSamples(QStringLiteral(INBETWEEN_CLI), m_hero.path, name, ms[name], &why);
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
