// The kept export targets run on a thread of their own (ExportTargetRunner; DESIGN.md "Export
// targets"), on the bundled hero: every target in order, a failed one (its folder a regular file,
// its files' own folder taken by a folder, the project file itself) said with why while the
// others are written, the files a failed target would have replaced left as they were, the
// outcomes back on the thread that asked; one run at a time, of the runs asked meanwhile only the
// last; a runner deleted mid-run waits for it.
#include "export/exporttargetrunner.h"
#include "export/exporttargets.h"
#include "export/projectexport.h"
#include "file/projectreader.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace inbetween;

class TestExportTargetRunner : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void everyTargetInOrder();
    void aFailureLeavesTheOldFiles();
    void theProjectFileItselfIsRefused();
    void onlyTheLastWaitingRunGoes();
    void aWaitingRunOfEveryTargetIsNotLost();
    void aWaitingRunOfAnUnchangedTargetIsNotLost();
    void twoTargetsOnOneFile_data();
    void twoTargetsOnOneFile();
    void aDeletedRunnerWaits();

private:
    // The hero's targets: godot, csv of walk, aseprite into a "folder" that is a file,
    // spriteframes; all but the aseprite into the temporary folder.
    Project heroWithTargets() const;
    QString out(const char *name) const { return m_out->filePath(QLatin1String(name)); }
    static QByteArray contents(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    QString m_hero;   // resources/examples/hero.json
    QString m_folder; // its folder: the pictures' paths are relative to it
    std::unique_ptr<QTemporaryDir> m_out;
};

void TestExportTargetRunner::init()
{
    m_hero = QFINDTESTDATA("../../resources/examples/hero.json");
    QVERIFY(!m_hero.isEmpty());
    m_folder = QFileInfo(m_hero).absolutePath();
    m_out = std::make_unique<QTemporaryDir>();
    QVERIFY(m_out->isValid());
}

Project TestExportTargetRunner::heroWithTargets() const
{
    const ProjectReader::Result r = ProjectReader::readFile(m_hero);
    Project p = r.project.value_or(Project());
    p.exports = {{QStringLiteral("godot"), out("game/hero.tres"), {}, {}},
                 {QStringLiteral("csv"), out("hero-walk.csv"), QStringLiteral("walk"), {}},
                 {QStringLiteral("aseprite"), out("blocked/hero-sheet.json"), {}, {}},
                 {QStringLiteral("spriteframes"), out("game/hero-frames.tres"), {}, {}}};
    p.exports[1].options.fps = 10;
    return p;
}

void TestExportTargetRunner::everyTargetInOrder()
{
    QFile blocker(out("blocked"));
    QVERIFY(blocker.open(QIODevice::WriteOnly)); // a regular file where the folder would be
    blocker.close();
    ExportTargetRunner runner;
    QSignalSpy finished(&runner, &ExportTargetRunner::finished);
    QThread *asker = QThread::currentThread();
    QThread *reported = nullptr;
    connect(&runner, &ExportTargetRunner::finished, this, [&] { reported = QThread::currentThread(); });
    runner.start(heroWithTargets(), m_folder, m_hero, {}, QStringLiteral("Export All"));
    QVERIFY(runner.isRunning());
    QVERIFY(finished.wait(60000));
    QVERIFY(!runner.isRunning());
    QCOMPARE(reported, asker);
    QCOMPARE(finished.front().at(1).toString(), QStringLiteral("Export All"));
    const auto outcomes = finished.front().at(0).value<QList<ExportTargetOutcome>>();
    QCOMPARE(outcomes.size(), 4);
    for (int i = 0; i < 4; ++i)
        QCOMPARE(outcomes[i].index, i);
    QVERIFY2(outcomes[0].ok(), qPrintable(outcomes[0].error));
    QCOMPARE(outcomes[0].written, QStringList({out("game/hero-atlas.png"), out("game/hero.tres"), out("game/hero.tscn")}));
    QVERIFY2(outcomes[1].ok(), qPrintable(outcomes[1].error));
    QCOMPARE(outcomes[1].written, QStringList{out("hero-walk.csv")});
    QCOMPARE(contents(out("hero-walk.csv")).count('\n'), 1 + 6); // the header, 0 to 400 ms at 10 fps, the 480 ms end
    QVERIFY(!outcomes[2].ok());
    QCOMPARE(outcomes[2].error, out("blocked/hero-sheet.png") + QStringLiteral(": cannot make its folder"));
    QVERIFY(outcomes[2].written.isEmpty());
    QVERIFY2(outcomes[3].ok(), qPrintable(outcomes[3].error));
    QVERIFY(QFileInfo::exists(out("game/hero-frames.tres")));
    // What the format left out, as the CLI warns of it: the jump's motion in a flipbook.
    QVERIFY2(outcomes[3].notes.join(QLatin1Char('\n')).contains(QStringLiteral("clip \"jump\" has motion keys")),
             qPrintable(outcomes[3].notes.join(QLatin1Char('\n'))));
    QVERIFY(outcomes[0].notes.isEmpty());
}

// The .tscn cannot be written (a folder has its name): the .tres and the atlas stay as they were.
void TestExportTargetRunner::aFailureLeavesTheOldFiles()
{
    QVERIFY(QDir().mkpath(out("game/hero.tscn")));
    for (const char *name : {"game/hero.tres", "game/hero-atlas.png"}) {
        QFile old(out(name));
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old");
    }
    Project p = heroWithTargets();
    ExportTargetRunner runner;
    QSignalSpy finished(&runner, &ExportTargetRunner::finished);
    runner.start(p, m_folder, m_hero, {0, 1}, QString());
    QVERIFY(finished.wait(60000));
    const auto outcomes = finished.front().at(0).value<QList<ExportTargetOutcome>>();
    QCOMPARE(outcomes.size(), 2);
    QVERIFY(!outcomes[0].ok());
    QVERIFY2(outcomes[0].error.startsWith(out("game/hero.tscn") + QStringLiteral(": cannot write")), qPrintable(outcomes[0].error));
    QCOMPARE(contents(out("game/hero.tres")), QByteArray("old"));
    QCOMPARE(contents(out("game/hero-atlas.png")), QByteArray("old"));
    QVERIFY(outcomes[1].ok()); // the next one still ran
    QVERIFY(QFileInfo::exists(out("hero-walk.csv")));
}

void TestExportTargetRunner::theProjectFileItselfIsRefused()
{
    const QString copy = out("hero.json");
    QVERIFY(QFile::copy(m_hero, copy));
    Project p = heroWithTargets();
    p.exports = {{QStringLiteral("csv"), QStringLiteral("hero.json"), {}, {}}}; // relative to its folder
    ExportTargetRunner runner;
    QSignalSpy finished(&runner, &ExportTargetRunner::finished);
    runner.start(p, m_out->path(), copy, {}, QString());
    QVERIFY(finished.wait(60000));
    const auto outcomes = finished.front().at(0).value<QList<ExportTargetOutcome>>();
    QCOMPARE(outcomes.size(), 1);
    QCOMPARE(outcomes[0].error, QStringLiteral("its path is the project file itself"));
    QCOMPARE(contents(copy), contents(m_hero));
}

// Ctrl+S with Export on Save while a run is under way asks for every target; Export Now on one
// row then asks again before it starts: the run that goes writes every target, and its report
// says the save (before: the Export Now's empty label took its place).
void TestExportTargetRunner::aWaitingRunOfEveryTargetIsNotLost()
{
    const Project p = heroWithTargets();
    ExportTargetRunner runner;
    QSignalSpy finished(&runner, &ExportTargetRunner::finished);
    runner.start(p, m_folder, m_hero, {0}, QStringLiteral("first"));
    runner.start(p, m_folder, m_hero, {}, QStringLiteral("Saved hero.json"));
    runner.start(p, m_folder, m_hero, {3}, QString()); // Export Now says nothing of itself
    runner.waitForDone();
    QCOMPARE(finished.size(), 2);
    const auto last = finished[1].at(0).value<QList<ExportTargetOutcome>>();
    QCOMPARE(last.size(), 4);
    QCOMPARE(finished[1].at(1).toString(), QStringLiteral("Saved hero.json")); // the save is still said
    QVERIFY(QFileInfo::exists(out("hero-walk.csv")));
    QVERIFY(QFileInfo::exists(out("game/hero-frames.tres")));
    QTest::qWait(50);
}

// Export Now of one target while a run is under way, then an edit of another target (a target
// added before both) and Export Now of it: the run that goes writes both (before: the first was
// dropped, the rows it asked for being of another list).
void TestExportTargetRunner::aWaitingRunOfAnUnchangedTargetIsNotLost()
{
    Project p = heroWithTargets();
    ExportTargetRunner runner;
    QSignalSpy finished(&runner, &ExportTargetRunner::finished);
    runner.start(p, m_folder, m_hero, {0}, QStringLiteral("first"));
    runner.start(p, m_folder, m_hero, {3}, QStringLiteral("export now: spriteframes"));
    p.exports[1].options.fps = 12;
    p.exports.prepend({QStringLiteral("csv"), out("hero-idle.csv"), QStringLiteral("idle"), {}});
    runner.start(p, m_folder, m_hero, {2}, QStringLiteral("export now: csv"));
    runner.waitForDone();
    QCOMPARE(finished.size(), 2);
    const auto last = finished[1].at(0).value<QList<ExportTargetOutcome>>();
    QCOMPARE(last.size(), 2);
    QCOMPARE(last[0].written, QStringList{out("hero-walk.csv")});
    QVERIFY(QFileInfo::exists(out("game/hero-frames.tres")));
    QVERIFY(!QFileInfo::exists(out("hero-idle.csv"))); // not asked for
    QTest::qWait(50);
}

void TestExportTargetRunner::twoTargetsOnOneFile_data()
{
    QTest::addColumn<QString>("format"); // of a target added after the godot one on game/hero.tres
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("error");  // of the added one; empty: it runs
    QTest::newRow("another format on the same file")
        << "spriteframes" << "game/hero.tres" << "it writes %1, which godot %2 writes too: give one of them another path";
    QTest::newRow("its atlas on the other's")
        << "aseprite" << "game/hero-atlas.json" << "it writes %1, which godot %2 writes too: give one of them another path";
    QTest::newRow("files of its own") << "spriteframes" << "game/hero-frames.tres" << "";
}

// Two kept targets that write one file: the later in the list is refused, naming the file and the
// earlier target, and writes nothing (before: the last one run won, silently, on every save).
void TestExportTargetRunner::twoTargetsOnOneFile()
{
    QFETCH(QString, format);
    QFETCH(QString, path);
    QFETCH(QString, error);
    Project p = heroWithTargets();
    p.exports = {p.exports[0], {format, out(qPrintable(path)), {}, {}}};
    const QStringList files = exportedFilePaths(p, ExportTargets::optionsFor(p, p.exports[1]), p.exports[1].path);
    const QString shared = files.contains(out("game/hero.tres")) ? out("game/hero.tres") : out("game/hero-atlas.png");
    const ExportTargetOutcome first = ExportTargets::runChecked(p, m_folder, m_hero, 0);
    QVERIFY2(first.ok(), qPrintable(first.error));
    const QByteArray before = contents(shared);
    const ExportTargetOutcome second = ExportTargets::runChecked(p, m_folder, m_hero, 1);
    if (error.isEmpty()) {
        QVERIFY2(second.ok(), qPrintable(second.error));
        return;
    }
    QCOMPARE(second.error, error.arg(shared, p.exports[0].path));
    QVERIFY(second.written.isEmpty());
    QCOMPARE(contents(shared), before);
    for (const QString &file : files)
        QVERIFY2(file == shared || file == out("game/hero.tres") || file == out("game/hero-atlas.png")
                     || !QFileInfo::exists(file), qPrintable(file));
}

// Three runs asked at once: the first goes, the second is replaced by the third, which follows.
void TestExportTargetRunner::onlyTheLastWaitingRunGoes()
{
    Project p = heroWithTargets();
    ExportTargetRunner runner;
    QSignalSpy finished(&runner, &ExportTargetRunner::finished);
    runner.start(p, m_folder, m_hero, {0}, QStringLiteral("first"));
    runner.start(p, m_folder, m_hero, {1}, QStringLiteral("second"));
    p.exports[1].path = out("newer.csv");
    runner.start(p, m_folder, m_hero, {1}, QStringLiteral("third"));
    runner.waitForDone();
    QCOMPARE(finished.size(), 2);
    QCOMPARE(finished[0].at(1).toString(), QStringLiteral("first"));
    QCOMPARE(finished[1].at(1).toString(), QStringLiteral("third"));
    const auto third = finished[1].at(0).value<QList<ExportTargetOutcome>>();
    QCOMPARE(third.size(), 1);
    QCOMPARE(third[0].written, QStringList{out("newer.csv")});
    QVERIFY(!QFileInfo::exists(out("hero-walk.csv"))); // the second never ran
    QTest::qWait(50); // the queued reports that waitForDone took over come to nothing
    QCOMPARE(finished.size(), 2);
}

void TestExportTargetRunner::aDeletedRunnerWaits()
{
    auto runner = std::make_unique<ExportTargetRunner>();
    runner->start(heroWithTargets(), m_folder, m_hero, {0}, QString());
    runner.reset();
    QVERIFY(QFileInfo::exists(out("game/hero.tres")));
    QVERIFY(QFileInfo::exists(out("game/hero.tscn")));
}

QTEST_MAIN(TestExportTargetRunner)
#include "tst_exporttargetrunner.moc"
