// The `unity` export's folder: its files (the atlas and its sprites, one .anim per clip, the
// controller, the prefab, a .meta each), the prefab's file IDs that depend only on the names, GUIDs that depend only on the project's and the file's names (a
// re-export and a --clip export keep them), byte-identical re-exports, file-safe unique names,
// and the curve fitting's key counts and exactness in double precision. The curves as Unity
// plays them, the sprites' pixels and the events are checked by an independent reader,
// unityplay.py (the ctest `unityplay`), the prefab and the frame data's curves by unityframe.py.

#include "export/exportfixtures.h"
#include "common/testutil.h"
#include "export/unitycurve.h"
#include "export/unityexporter.h"
#include "export/unityframedata.h"

#include <QDir>
#include <QImage>
#include <QRegularExpression>
#include <QtTest>

#include <cmath>
#include <map>

using namespace inbetween;
using namespace exporttest;


namespace {

// name -> bytes of every file in the folder.
std::map<QString, QByteArray> folderFiles(const QString &folder)
{
    std::map<QString, QByteArray> out;
    for (const QString &name : QDir(folder).entryList(QDir::Files))
        out[name] = testutil::contentsOf(QDir(folder).filePath(name));
    return out;
}

QByteArray guidOf(const QByteArray &meta)
{
    static const QRegularExpression guid(QStringLiteral("^guid: ([0-9a-f]{32})$"), QRegularExpression::MultilineOption);
    return guid.match(QString::fromUtf8(meta)).captured(1).toUtf8();
}

bool exportTo(const Fixture &f, const QString &folder, const QString &clip = {})
{
    ExportOptions options;
    options.format = QStringLiteral("unity");
    options.fps = f.project.fps;
    options.clip = clip;
    QString error;
    const bool ok = exportProject(f.project, f.folder, folder, options, &error);
    if (!ok)
        qWarning("%s", qPrintable(error));
    return ok;
}

void addFixtures()
{
    QTest::addColumn<QString>("fixture");
    for (const char *name : {"data/unity.json", "data/hero.json", "../../resources/examples/hero.json", "data/fighter.json"})
        QTest::newRow(name) << QFINDTESTDATA(name);
}

} // namespace

class TestUnityExport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_count = 0;
    QString freshFolder() { return m_dir.filePath(QStringLiteral("out%1/Assets/Hero").arg(++m_count)); }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void structure_data() { addFixtures(); }
    void structure()
    {
        QFETCH(QString, fixture);
        Fixture f;
        QVERIFY(loadFixture(fixture, &f));
        const QString folder = freshFolder();
        QVERIFY(exportTo(f, folder));
        const auto files = folderFiles(folder);
        std::vector<int> all;
        for (size_t c = 0; c < f.project.clips.size(); ++c)
            all.push_back(int(c));
        QStringList expected = UnityExporter::fileNames(f.project, all);
        expected.sort();
        QStringList written;
        for (const auto &[name, bytes] : files) {
            written.append(name);
            QVERIFY2(!bytes.isEmpty(), qPrintable(name));
            if (!name.endsWith(QLatin1String(".meta"))) {
                QVERIFY2(files.count(name + QStringLiteral(".meta")), qPrintable(name + QStringLiteral(" has no .meta")));
                QCOMPARE(guidOf(files.at(name + QStringLiteral(".meta"))).size(), 32);
            }
        }
        QCOMPARE(written, expected);
        const QString base = UnityExporter::baseName(f.project);
        QCOMPARE(base, f.project.name); // the fixtures' names are file names already
        QImage atlas;
        QVERIFY(atlas.loadFromData(files.at(base + QStringLiteral(".png"))));
        const QByteArray textureMeta = files.at(base + QStringLiteral(".png.meta"));
        QVERIFY(textureMeta.contains("\nTextureImporter:\n"));
        QVERIFY(textureMeta.contains("\n  spriteMode: 2\n"));
        QVERIFY(textureMeta.contains("\n  textureType: 8\n"));
        QVERIFY(!textureMeta.contains("internalID: 0\n      vertices")); // every sprite's ID is non-zero
        const QStringList anims = UnityExporter::animFileNames(f.project);
        for (size_t c = 0; c < f.project.clips.size(); ++c) {
            const QByteArray anim = files.at(anims[int(c)]);
            QVERIFY(anim.startsWith("%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n--- !u!74 &7400000\nAnimationClip:\n"));
            QVERIFY(anim.contains("\n  m_Legacy: 0\n"));
            QVERIFY(anim.contains("\n  m_Name: " + f.project.clips[c].name.toUtf8() + '\n')
                    || anim.contains("\n  m_Name: \"" + f.project.clips[c].name.toUtf8() + "\"\n"));
            QVERIFY(files.at(anims[int(c)] + QStringLiteral(".meta")).contains("mainObjectFileID: 7400000\n"));
            QVERIFY(files.at(base + QStringLiteral(".controller")).contains(guidOf(files.at(anims[int(c)] + QStringLiteral(".meta")))));
        }
    }

    void byteIdentical_data() { addFixtures(); }
    void byteIdentical()
    {
        QFETCH(QString, fixture);
        Fixture f;
        QVERIFY(loadFixture(fixture, &f));
        const QString a = freshFolder(), b = freshFolder();
        QVERIFY(exportTo(f, a));
        QVERIFY(exportTo(f, b));
        QVERIFY(folderFiles(a) == folderFiles(b));
        QVERIFY(exportTo(f, a)); // over the same folder: the same files again
        QVERIFY(folderFiles(a) == folderFiles(b));
    }

    // A GUID is the project's name and the file's name: other content does not move it, another
    // project name does.
    void guidsStable_data() { addFixtures(); }
    void guidsStable()
    {
        QFETCH(QString, fixture);
        Fixture f;
        QVERIFY(loadFixture(fixture, &f));
        const QString a = freshFolder();
        QVERIFY(exportTo(f, a));
        Fixture changed = f;
        changed.project.clips[0].frames.setFrames({});
        changed.project.clips.push_back(Clip(QStringLiteral("extra")));
        const QString b = freshFolder();
        QVERIFY(exportTo(changed, b));
        const auto before = folderFiles(a), after = folderFiles(b);
        for (const auto &[name, bytes] : before) {
            if (name.endsWith(QLatin1String(".meta")))
                QCOMPARE(guidOf(after.at(name)), guidOf(bytes));
        }
        Fixture renamed = f;
        renamed.project.name += QStringLiteral(" 2");
        const QString c = freshFolder();
        QVERIFY(exportTo(renamed, c));
        const QString anim = UnityExporter::animFileNames(f.project).front() + QStringLiteral(".meta");
        QVERIFY(guidOf(folderFiles(c).at(anim)) != guidOf(before.at(anim)));
    }

    // The prefab's objects keep their file IDs when the clips change (they come from the project's
    // and the objects' names), and another project name moves them.
    void prefabIdsStable()
    {
        Fixture f;
        QVERIFY(loadFixture(QFINDTESTDATA("data/fighter.json"), &f));
        const auto ids = [&](const Fixture &fixture) {
            const QString folder = freshFolder();
            const QString prefab = UnityExporter::baseName(f.project) + QStringLiteral(".prefab");
            QStringList out;
            if (!exportTo(fixture, folder))
                return out;
            static const QRegularExpression anchor(QStringLiteral("^--- !u!(\\d+ &-?\\d+)$"),
                                                   QRegularExpression::MultilineOption);
            for (auto it = anchor.globalMatch(QString::fromUtf8(folderFiles(folder)[prefab])); it.hasNext();)
                out.append(it.next().captured(1));
            return out;
        };
        const QStringList before = ids(f);
        // A GameObject and a Transform each for the root, 3 boxes (+ a collider) and 2 points; a
        // SpriteRenderer and an Animator.
        QCOMPARE(before.size(), 2 * 6 + 3 + 2);
        Fixture changed = f;
        changed.project.clips[0].frames.setFrames({});
        changed.project.clips.push_back(Clip(QStringLiteral("extra")));
        QCOMPARE(ids(changed), before);
        Fixture renamed = f;
        renamed.project.name += QLatin1Char(' '); // the same file name (made file-safe), another project
        QVERIFY(ids(renamed) != before);
    }

    // Declared names that meet as child names ("a/b" and "a_b": '/' is a path step) stay apart:
    // a child each, in the prefab and the curves' paths, with file IDs of their own.
    void childNamesUnique_data()
    {
        QTest::addColumn<QStringList>("boxes");
        QTest::addColumn<QStringList>("points");
        QTest::addColumn<QStringList>("children");
        QTest::newRow("plain") << QStringList{QStringLiteral("body"), QStringLiteral("fist")} << QStringList{QStringLiteral("hand")}
                               << QStringList{QStringLiteral("body"), QStringLiteral("fist"), QStringLiteral("hand")};
        QTest::newRow("a slash meets an underscore")
            << QStringList{QStringLiteral("a/b"), QStringLiteral("a_b")} << QStringList{QStringLiteral("a/b")}
            << QStringList{QStringLiteral("a_b"), QStringLiteral("a_b 2"), QStringLiteral("a_b 3")};
        QTest::newRow("a point named as a box") << QStringList{QStringLiteral("x")} << QStringList{QStringLiteral("x")}
                                                << QStringList{QStringLiteral("x"), QStringLiteral("x 2")};
        QTest::newRow("a box already named as a renamed one")
            << QStringList{QStringLiteral("a_b 2"), QStringLiteral("a_b"), QStringLiteral("a/b")} << QStringList{}
            << QStringList{QStringLiteral("a_b 2"), QStringLiteral("a_b"), QStringLiteral("a_b 3")};
    }
    void childNamesUnique()
    {
        QFETCH(QStringList, boxes);
        QFETCH(QStringList, points);
        QFETCH(QStringList, children);
        Project p;
        for (const QString &b : boxes)
            p.boxes.append({b, BoxKind::Hit});
        for (const QString &n : points)
            p.points.append({n});
        QCOMPARE(UnityFrameData::boxChildren(p) + UnityFrameData::pointChildren(p), children);
        // In the prefab: a GameObject named by each child, each with its own file ID.
        FrameData data;
        for (const QString &b : boxes)
            data.boxes.insert(b, QRectF(0, 0, 2, 2));
        p.clips[0].frames.setFrames({{100, QString(), std::nullopt, data}});
        Fixture f{p, QString(), QString()};
        const QString folder = freshFolder();
        QVERIFY(exportTo(f, folder));
        const QString prefab = QString::fromUtf8(folderFiles(folder)[UnityExporter::baseName(p) + QStringLiteral(".prefab")]);
        for (const QString &child : children)
            QVERIFY2(prefab.contains(QStringLiteral("  m_Name: ") + child + QLatin1Char('\n')), qPrintable(child));
        static const QRegularExpression anchor(QStringLiteral("^--- !u!\\d+ &(-?\\d+)$"), QRegularExpression::MultilineOption);
        QStringList ids;
        for (auto it = anchor.globalMatch(prefab); it.hasNext();)
            ids.append(it.next().captured(1));
        QCOMPARE(QSet<QString>(ids.cbegin(), ids.cend()).size(), ids.size());
    }

    // Each clip alone: its .anim is byte for byte the one of the full export (sprite IDs and
    // GUIDs come from names, not positions), and the atlas and controller keep their GUIDs.
    void clipExportKeepsGuids_data() { addFixtures(); }
    void clipExportKeepsGuids()
    {
        QFETCH(QString, fixture);
        Fixture f;
        QVERIFY(loadFixture(fixture, &f));
        const QString full = freshFolder();
        QVERIFY(exportTo(f, full));
        const auto all = folderFiles(full);
        const QString base = UnityExporter::baseName(f.project);
        const QStringList anims = UnityExporter::animFileNames(f.project);
        for (size_t c = 0; c < f.project.clips.size(); ++c) {
            const QString one = freshFolder();
            QVERIFY(exportTo(f, one, f.project.clips[c].name));
            const auto files = folderFiles(one);
            QCOMPARE(files.size(), size_t(8));
            QCOMPARE(files.at(anims[int(c)]), all.at(anims[int(c)]));
            for (const QString &meta : {anims[int(c)] + QStringLiteral(".meta"), base + QStringLiteral(".png.meta"),
                                        base + QStringLiteral(".controller.meta")})
                QCOMPARE(guidOf(files.at(meta)), guidOf(all.at(meta)));
        }
    }

    // One scale everywhere: the sprites' Pixels Per Unit is N and the positions are divided by N,
    // so the hero's 24-pixel jump is 24/N units, its 64-pixel sprite 64/N, the rise 0.375 sprites.
    void pixelsPerUnitScalesSpritesAndPositions_data() { pixelsPerUnitRows({QStringLiteral("unity")}); }
    void pixelsPerUnitScalesSpritesAndPositions()
    {
        QFETCH(QString, format);
        QFETCH(double, given);
        QFETCH(double, pixelsPerUnit);
        Fixture f;
        QVERIFY(loadFixture(heroExamplePath(), &f));
        ExportOptions options = pixelsPerUnitOptions(format, given);
        const QString folder = freshFolder();
        QString error;
        QVERIFY2(exportProject(f.project, f.folder, folder, options, &error), qPrintable(error));
        const auto files = folderFiles(folder);
        const QString meta = QString::fromUtf8(files.at(QStringLiteral("Hero.png.meta")));
        const QRegularExpression ppu(QStringLiteral("\\n  spritePixelsToUnits: (\\S+)\\n"));
        const double written = ppu.match(meta).captured(1).toDouble();
        QCOMPARE(written, pixelsPerUnit);
        const QRegularExpression heights(QStringLiteral("\\n        height: (\\d+)\\n"));
        int sprites = 0;
        for (auto it = heights.globalMatch(meta); it.hasNext(); ++sprites)
            QCOMPARE(it.next().captured(1).toDouble(), kHeroPicturePixels); // every sprite 64 pixels high
        QCOMPARE(sprites, 12);
        const double sprite = kHeroPicturePixels / written;
        // The highest key of the jump's position curve (path ""): the key at 400 ms.
        const QString anim = QString::fromUtf8(files.at(QStringLiteral("jump.anim")));
        const qsizetype from = anim.indexOf(QLatin1String("\n  m_PositionCurves:"));
        const QString curves = anim.mid(from, anim.indexOf(QLatin1String("\n  m_ScaleCurves:")) - from);
        const QRegularExpression value(QStringLiteral("value: \\{x: [^,]+, y: ([^,]+), z:"));
        double rise = 0.0;
        for (auto it = value.globalMatch(curves); it.hasNext();)
            rise = std::max(rise, it.next().captured(1).toDouble());
        QVERIFY2(isPixelsAt(rise, kHeroJumpRise, pixelsPerUnit), qPrintable(QString::number(rise)));
        QVERIFY(std::abs(rise / sprite - kHeroRiseInPictures) < 1e-6);
        options.pixelsPerUnit = 0.0; // not a scale
        QVERIFY(exportProblem(f.project, options).contains(QLatin1String("pixels per unit")));
    }

    // Clip names that are no file names: made safe and unique without regard to case.
    void fileNames()
    {
        Project p;
        p.name = QStringLiteral("My/Hero: \"1\"");
        p.clips = {Clip(QStringLiteral("a/b")), Clip(QStringLiteral("A_B")), Clip(QStringLiteral(".hidden")),
                   Clip(QStringLiteral("jump é"))};
        QCOMPARE(UnityExporter::baseName(p), QStringLiteral("My_Hero_ _1_"));
        QCOMPARE(UnityExporter::animFileNames(p), (QStringList{QStringLiteral("a_b.anim"), QStringLiteral("A_B 2.anim"),
                                                               QStringLiteral("_hidden.anim"), QStringLiteral("jump _.anim")}));
        const QString folder = freshFolder();
        Fixture f;
        f.project = p;
        f.folder = m_dir.path();
        QVERIFY(exportTo(f, folder));
        QCOMPARE(folderFiles(folder).size(), size_t(14));
    }

    // Keys per segment and how close Unity's evaluation of them (in double precision) comes to
    // the clip: the named cubics and the CSS beziers are exact, a step holds.
    void curveFitting_data()
    {
        QTest::addColumn<Easing>("easing");
        QTest::addColumn<int>("keys");
        QTest::newRow("linear") << Easing() << 2;
        QTest::newRow("step") << Easing(Easing::Type::Step) << 2;
        QTest::newRow("easeIn") << Easing(Easing::Type::EaseIn) << 2;
        QTest::newRow("easeOut") << Easing(Easing::Type::EaseOut) << 2;
        QTest::newRow("easeInOut") << Easing(Easing::Type::EaseInOut) << 3;
        QTest::newRow("bezier overshoot") << Easing::bezier(0.3, -0.6, 0.2, 1.6) << 2;
        QTest::newRow("bezier vertical ends") << Easing::bezier(0.0, 0.7, 1.0, 0.3) << 2;
    }
    void curveFitting()
    {
        QFETCH(Easing, easing);
        QFETCH(int, keys);
        Keyframe a, b;
        a.time = 100;
        a.easing = easing;
        a.rotation = {0, 10, 0};
        b.time = 400;
        b.rotation = {540, -90, 30};
        const MotionTrack motion({a, b});
        for (bool unroll : {false, true}) {
            const std::vector<UnityKey> fitted = UnityCurveFitter::fit(motion, 500, UnityCurveFitter::Rotation, 0.01, unroll);
            // A key at 0 (the first pose holds), the segment's keys, one at the end; doubled back.
            const size_t forward = size_t(keys) + 2;
            if (!unroll)
                QCOMPARE(fitted.size(), forward);
            for (int i = 0; i <= 2000; ++i) {
                const double t = (unroll ? 1000.0 : 500.0) * i / 2000.0;
                const double c = t > 500.0 ? 1000.0 - t : t;
                const Pose want = motion.sample(c);
                const double got[3] = {UnityCurveFitter::evaluate(fitted, t, 0), UnityCurveFitter::evaluate(fitted, t, 1),
                                       UnityCurveFitter::evaluate(fitted, t, 2)};
                const double w[3] = {want.rotation.x, want.rotation.y, want.rotation.z};
                // A step's jump on the way back comes one float step late: leave that hair out.
                if (easing.type() == Easing::Type::Step && std::abs(t - 900.0) < 1e-3)
                    continue;
                for (int k = 0; k < 3; ++k)
                    QVERIFY2(std::abs(got[k] - w[k]) < 2e-3, qPrintable(QStringLiteral("t %1 component %2: %3, want %4")
                                                                            .arg(t).arg(k).arg(got[k]).arg(w[k])));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestUnityExport)
#include "tst_unityexport.moc"
