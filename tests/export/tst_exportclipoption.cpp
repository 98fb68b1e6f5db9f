// `inbetween-cli export --clip NAME` on the three-clip hero project (DESIGN.md, "Engine
// exports"): in every format that clip only, its atlas holding that clip's pictures only; an
// unknown name refused with the clips' names and no file written. Split from tst_exportclips.

#include "export/gltfreader.h"
#include "common/testpaths.h"
#include "common/testutil.h"
#include "export/heroexport.h"
#include "export/readers.h"
#include "export/spriteatlas.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace inbetween;
using namespace exporttest;

class TestExportClipOption : public HeroExportTest
{
    Q_OBJECT

private slots:
    void initTestCase() { loadHero(); }

    // --clip NAME: that clip only, in every format.
    void clipOptionExportsThatClipOnly_data()
    {
        QTest::addColumn<QString>("format");
        for (const ExportFormat &f : exportFormats())
            QTest::newRow(qPrintable(f.id)) << f.id;
    }
    void clipOptionExportsThatClipOnly()
    {
        QFETCH(QString, format);
        const QString suffix = findExportFormat(format)->suffix;
        const QString out = m_dir.filePath(QStringLiteral("walk-only-%1.%2").arg(format, suffix));
        const ProgramRun run = runProgram(testpaths::cli(),
                                          {QStringLiteral("export"), m_hero.path, QStringLiteral("--format"), format,
                                           QStringLiteral("-o"), out, QStringLiteral("--clip"), QStringLiteral("walk")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QByteArray bytes = testutil::contentsOf(out);
        const QString text = QString::fromUtf8(bytes);
        if (format == QLatin1String("gltf") || format == QLatin1String("glb")) {
            GltfFile file;
            QString why;
            QVERIFY2(file.load(out, &why), qPrintable(why));
            QCOMPARE(file.array("animations").size(), 1);
            QCOMPARE(file.array("animations")[0][QLatin1String("name")].toString(), QStringLiteral("walk"));
            // The atlas holds walk's five distinct regions only: the page of an atlas of walk alone.
            const QImage atlas = QImage::fromData(file.view(file.array("images")[0][QLatin1String("bufferView")].toInt()), "PNG");
            SpriteAtlas walk(m_hero.project, {1});
            QString error;
            QVERIFY2(walk.draw(m_hero.folder, AtlasOptions(), &error), qPrintable(error));
            QCOMPARE(walk.cellCount(), 5);
            QCOMPARE(atlas.size(), walk.page(0).size());
        } else if (format == QLatin1String("aseprite")) {
            const QJsonObject doc = QJsonDocument::fromJson(bytes).object();
            QCOMPARE(doc[QLatin1String("frames")].toObject().size(), 5);
            const QJsonArray tags = doc[QLatin1String("meta")][QLatin1String("frameTags")].toArray();
            QCOMPARE(tags.size(), 1);
            QCOMPARE(tags[0][QLatin1String("name")].toString(), QStringLiteral("walk"));
            QCOMPARE(tags[0][QLatin1String("from")].toInt(), 0);
            QCOMPARE(tags[0][QLatin1String("to")].toInt(), 4);
        } else if (format == QLatin1String("godot")) {
            QVERIFY(text.startsWith(QLatin1String("[gd_resource type=\"Animation\" load_steps=7 format=3]"))); // a page, 5 textures
            QVERIFY(text.contains(QLatin1String("resource_name = \"walk\"")));
            QVERIFY(!text.contains(QLatin1String("idle")) && !text.contains(QLatin1String("jump")));
        } else if (format == QLatin1String("unity")) {
            // The folder: the atlas, walk's clip, the controller and the prefab, each with its .meta.
            QCOMPARE(QDir(out).entryList(QDir::Files).size(), 8);
            QVERIFY(testutil::contentsOf(QDir(out).filePath(QStringLiteral("walk.anim"))).contains("\n  m_Name: walk\n"));
        } else if (format == QLatin1String("spine")) {
            const QJsonObject doc = QJsonDocument::fromJson(bytes).object();
            QCOMPARE(doc[QLatin1String("animations")].toObject().keys(), QStringList{QStringLiteral("walk")});
            QCOMPARE(QString::fromUtf8(testutil::contentsOf(m_dir.filePath(QStringLiteral("walk-only-spine.atlas")))).count(QLatin1String("bounds:")), 5);
        } else if (format == QLatin1String("spriteframes")) {
            QCOMPARE(text.count(QLatin1String("\"name\": &")), 1);
            QVERIFY(text.contains(QLatin1String("\"name\": &\"walk\"")));
            QCOMPARE(text.count(QLatin1String("type=\"AtlasTexture\"")), 5);
        } else {
            const QStringList lines = text.trimmed().split(QLatin1Char('\n'));
            for (qsizetype i = 1; i < lines.size(); ++i)
                QVERIFY2(lines[i].startsWith(QLatin1String("walk,")), qPrintable(lines[i]));
            QCOMPARE(lines.size(), 1 + 31); // 0..500 ms every 1000/60 ms
        }
    }

    void unknownClipIsRefusedWithTheNames_data()
    {
        QTest::addColumn<QString>("format");
        for (const ExportFormat &f : exportFormats())
            QTest::newRow(qPrintable(f.id)) << f.id;
    }
    void unknownClipIsRefusedWithTheNames()
    {
        QFETCH(QString, format);
        const QString out = m_dir.filePath(QStringLiteral("never.") + findExportFormat(format)->suffix);
        const ProgramRun run = runProgram(testpaths::cli(),
                                          {QStringLiteral("export"), m_hero.path, QStringLiteral("--format"), format,
                                           QStringLiteral("-o"), out, QStringLiteral("--clip"), QStringLiteral("run")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QLatin1String("no clip is named \"run\" (the clips: idle, walk, jump)")), qPrintable(run.err));
        QVERIFY(!QFileInfo::exists(out));
        ExportOptions options;
        options.format = format;
        options.clip = QStringLiteral("run");
        QVERIFY(exportProblem(m_hero.project, options).contains(QLatin1String("idle, walk, jump")));
    }
};

QTEST_GUILESS_MAIN(TestExportClipOption)
#include "tst_exportclipoption.moc"
