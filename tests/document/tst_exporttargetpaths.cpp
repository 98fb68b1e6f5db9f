// Export targets' paths when the project file moves (DESIGN.md, "Export targets"): Save As into
// another folder rewrites each relative target path so that it names the same file from the new
// folder, as it does the images' (ProjectFiles::rebasedPaths); absolute paths stay; saved back
// where it came from, the file is the same bytes again.
#include "document/document.h"
#include "document/projectfiles.h"
#include "export/exporttargets.h"
#include "file/projectreader.h"
#include "file/projectwriter.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace inbetween;

class TestExportTargetPaths : public QObject
{
    Q_OBJECT

private slots:
    void saveAsRebasesTargets_data();
    void saveAsRebasesTargets();
    void keptPath_data();
    void keptPath();
};

void TestExportTargetPaths::saveAsRebasesTargets_data()
{
    QTest::addColumn<QString>("saveAs");     // relative to the temporary folder
    QTest::addColumn<QString>("targetPath"); // as the project in project/ names it
    QTest::addColumn<QString>("expected");   // as the saved project names it
    QTest::newRow("a nested folder") << "project/sub/hero.json" << "../game/anims/hero.tres" << "../../game/anims/hero.tres";
    QTest::newRow("a sibling folder") << "elsewhere/hero.json" << "out/hero.tres" << "../project/out/hero.tres";
    QTest::newRow("the parent folder") << "hero.json" << "../game/hero.tres" << "game/hero.tres";
    QTest::newRow("the same folder") << "project/copy.json" << "out/hero.tres" << "out/hero.tres";
    QTest::newRow("an absolute path") << "elsewhere/hero.json" << "/srv/game/hero.tres" << "/srv/game/hero.tres";
    QTest::newRow("a unity folder") << "project/a/b/hero.json" << "unity/Hero" << "../../unity/Hero";
}

void TestExportTargetPaths::saveAsRebasesTargets()
{
    QFETCH(QString, saveAs);
    QFETCH(QString, targetPath);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QDir root(dir.path());
    Project original;
    original.name = QStringLiteral("Hero");
    original.exports = {{QStringLiteral("godot"), targetPath, QStringLiteral("clip"), {}},
                        {QStringLiteral("csv"), targetPath + QStringLiteral(".csv"), {}, {}}};
    original.exports[1].options.fps = 12;
    const QString first = root.filePath(QStringLiteral("project/hero.json"));
    QString error;
    QVERIFY2(ProjectWriter::save(original, first, &error), qPrintable(error));

    Document doc;
    QStringList messages;
    QVERIFY2(doc.load(first, &messages), qPrintable(messages.join(QLatin1Char('\n'))));
    QCOMPARE(doc.project().exports, original.exports);
    const QString saved = root.filePath(saveAs);
    QVERIFY2(doc.save(saved, &error), qPrintable(error));

    // The saved file names each target from its own folder; the rest of each target is kept.
    const ProjectReader::Result reread = ProjectReader::readFile(saved);
    QVERIFY2(reread.ok(), qPrintable(reread.messages(saveAs).join(QLatin1Char('\n'))));
    const QList<ExportTarget> &targets = reread.project->exports;
    QCOMPARE(targets.size(), 2);
    QCOMPARE(targets[0].path, expected);
    QCOMPARE(targets[1].path, expected + QStringLiteral(".csv"));
    QCOMPARE(targets[0].format, QStringLiteral("godot"));
    QCOMPARE(targets[0].clip, QStringLiteral("clip"));
    QCOMPARE(targets[1].options, original.exports[1].options);
    // The same file either way.
    const QString fromSaved = QDir::cleanPath(QFileInfo(saved).absoluteDir().absoluteFilePath(targets[0].path));
    const QString fromFirst = QDir::cleanPath(QFileInfo(first).absoluteDir().absoluteFilePath(targetPath));
    QCOMPARE(fromSaved, fromFirst);

    // Saved back where it came from: the original bytes.
    QVERIFY2(doc.save(first, &error), qPrintable(error));
    QCOMPARE(ProjectWriter::toJson(*ProjectReader::readFile(first).project), ProjectWriter::toJson(original));
}

void TestExportTargetPaths::keptPath_data()
{
    QTest::addColumn<QString>("folder");     // Document::folder(): where the project was opened from
    QTest::addColumn<QString>("fileFolder"); // where its file is now ("": never saved)
    QTest::addColumn<QString>("file");       // picked for the target
    QTest::addColumn<QString>("kept");       // in memory, relative to folder
    QTest::addColumn<QString>("inFile");     // as the project file names it
    const QString repoArt = QStringLiteral("/home/me/repo/art");
    QTest::newRow("in the project's folder") << repoArt << repoArt << "/home/me/repo/art/out/hero.tres"
                                             << "out/hero.tres" << "out/hero.tres";
    QTest::newRow("beside it in the checkout") << repoArt << repoArt << "/home/me/repo/game/hero.tres"
                                               << "../game/hero.tres" << "../game/hero.tres";
    QTest::newRow("in the same home") << "/home/me/art" << "/home/me/art" << "/home/me/game/hero.tres"
                                      << "../game/hero.tres" << "../game/hero.tres";
    QTest::newRow("in a project's folder near the top") << "/anim" << "/anim" << "/anim/export/a.csv" << "export/a.csv"
                                                        << "export/a.csv";
    QTest::newRow("another tree") << repoArt << repoArt << "/srv/game/hero.tres" << "/srv/game/hero.tres"
                                  << "/srv/game/hero.tres";
    QTest::newRow("another home") << "/home/me/art" << "/home/me/art" << "/home/you/game/hero.tres"
                                  << "/home/you/game/hero.tres" << "/home/you/game/hero.tres";
    QTest::newRow("another mount") << "/mnt/a/art" << "/mnt/a/art" << "/mnt/b/hero.tres" << "/mnt/b/hero.tres"
                                   << "/mnt/b/hero.tres";
    QTest::newRow("spelled with ..") << repoArt << repoArt << "/home/me/repo/x/../game/hero.tres"
                                     << "../game/hero.tres" << "../game/hero.tres";
    QTest::newRow("never saved, beside") << "/home/me/art" << "" << "/home/me/game/hero.tres" << "../game/hero.tres"
                                         << "/home/me/game/hero.tres";
    QTest::newRow("never saved, another tree") << "/home/me/art" << "" << "/srv/game/hero.tres"
                                               << "/srv/game/hero.tres" << "/srv/game/hero.tres";
    // Decided from where the file is now, not where it was opened from.
    QTest::newRow("saved away from the checkout") << repoArt << "/srv/share" << "/home/me/repo/game/hero.tres"
                                                  << "/home/me/repo/game/hero.tres" << "/home/me/repo/game/hero.tres";
    QTest::newRow("opened elsewhere, saved into it") << "/tmp/x" << repoArt << "/home/me/repo/game/hero.tres"
                                                     << "../../home/me/repo/game/hero.tres" << "../game/hero.tres";
}

// A path chosen in the Export Target dialog, or the Export dialog's kept as a target: a clone of
// the checkout at another depth writes the same files, and a file outside it is the same file
// wherever the project goes (before: /srv/game/hero.tres was kept as ../../../../srv/game/...).
void TestExportTargetPaths::keptPath()
{
    QFETCH(QString, folder);
    QFETCH(QString, fileFolder);
    QFETCH(QString, file);
    QFETCH(QString, kept);
    QFETCH(QString, inFile);
    ExportTarget target{QStringLiteral("godot"), ExportTargets::keptPath(folder, fileFolder, file), {}, {}};
    QCOMPARE(target.path, kept);
    QCOMPARE(ExportTargets::filePath(target, folder, fileFolder), inFile);
}

QTEST_GUILESS_MAIN(TestExportTargetPaths)
#include "tst_exporttargetpaths.moc"
