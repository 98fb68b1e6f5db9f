// The edits of a project's kept export targets (ExportTargetEdits, ExportTargetsCommand; DESIGN.md
// "Export targets"): keeping a target, editing, removing, Export on Save, each one undo step whose
// undo and redo put back the whole list; a target found by its file whatever the path's
// spelling; a clip's rename carried into the targets of that clip in the same step, and a removed
// clip's target left to fail by name when run.
#include "document/clipedits.h"
#include "document/document.h"
#include "document/exporttargetedits.h"
#include "export/exporttargets.h"
#include "file/projectwriter.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>
#include <functional>

using namespace inbetween;

using Edit = std::function<bool(Document *)>;
Q_DECLARE_METATYPE(Edit)
Q_DECLARE_METATYPE(QList<inbetween::ExportTarget>)

namespace {

ExportTarget target(const char *format, const char *path, const char *clip = "")
{
    return {QLatin1String(format), QLatin1String(path), QLatin1String(clip), {}};
}

} // namespace

class TestExportTargetEdits : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void oneStepEach_data();
    void oneStepEach();
    void nothingToDoPushesNothing();
    void indexOfFindsTheFile_data();
    void indexOfFindsTheFile();
    void aClipsRenameCarriesIntoItsTargets();
    void aRemovedClipsTargetFailsByName();

private:
    // The hero of three clips with two targets, opened from a file of the temporary folder (so
    // that Document::folder() is that folder).
    void open(Document *doc);

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestExportTargetEdits::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestExportTargetEdits::open(Document *doc)
{
    Project p;
    p.name = QStringLiteral("Hero");
    p.clips = {Clip(QStringLiteral("idle")), Clip(QStringLiteral("walk")), Clip(QStringLiteral("jump"))};
    p.exports = {target("godot", "game/hero.tres"), target("csv", "out/walk.csv", "walk")};
    p.exports[1].options.fps = 12;
    const QString file = m_dir->filePath(QStringLiteral("hero.json"));
    QString error;
    QVERIFY2(ProjectWriter::save(p, file, &error), qPrintable(error));
    QStringList messages;
    QVERIFY2(doc->load(file, &messages), qPrintable(messages.join(QLatin1Char('\n'))));
}

void TestExportTargetEdits::oneStepEach_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::addColumn<QList<ExportTarget>>("after");
    QTest::addColumn<bool>("onSaveAfter");
    QTest::addColumn<QString>("text");
    const QList<ExportTarget> before = {target("godot", "game/hero.tres"), target("csv", "out/walk.csv", "walk")};
    QList<ExportTarget> before12 = before;
    before12[1].options.fps = 12;

    QList<ExportTarget> added = before12;
    added.append(target("aseprite", "sheets/hero-sheet.json"));
    QTest::newRow("keep") << Edit(
        [](Document *d) { return ExportTargetEdits::add(d, target("aseprite", "sheets/hero-sheet.json")); })
                          << added << false << "Keep export aseprite sheets/hero-sheet.json";

    QList<ExportTarget> edited = before12;
    edited[0].clip = QStringLiteral("jump");
    edited[0].options.pixelsPerUnit = 32;
    QTest::newRow("edit") << Edit([edited](Document *d) {
        return ExportTargetEdits::set(d, 0, edited[0]);
    }) << edited << false << "Edit export godot game/hero.tres";

    QTest::newRow("remove") << Edit([](Document *d) { return ExportTargetEdits::remove(d, 0); })
                            << QList<ExportTarget>{before12[1]} << false << "Remove export godot game/hero.tres";
    QTest::newRow("export on save") << Edit(
        [](Document *d) { return ExportTargetEdits::setExportOnSave(d, true); })
                                    << before12 << true << "Turn Export on Save on";
}

// After the edit, its undo and its redo, the whole list (and Export on Save) is what it should be.
void TestExportTargetEdits::oneStepEach()
{
    QFETCH(Edit, edit);
    QFETCH(QList<ExportTarget>, after);
    QFETCH(bool, onSaveAfter);
    QFETCH(QString, text);
    Document doc;
    open(&doc);
    const Project before = doc.project();
    QSignalSpy changed(&doc, &Document::exportTargetsChanged);
    QVERIFY(edit(&doc));
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.undoStack()->undoText(), text);
    QVERIFY(doc.isModified());
    QVERIFY(changed.size() >= 1);
    const auto check = [&](const QList<ExportTarget> &targets, bool onSave) {
        QCOMPARE(doc.project().exports, targets);
        QCOMPARE(doc.project().exportOnSave, onSave);
        Project rest = doc.project();
        rest.exports = before.exports;
        rest.exportOnSave = before.exportOnSave;
        QVERIFY(rest == before); // nothing else changed
    };
    check(after, onSaveAfter);
    doc.undoStack()->undo();
    check(before.exports, before.exportOnSave);
    QVERIFY(!doc.isModified());
    doc.undoStack()->redo();
    check(after, onSaveAfter);
}

void TestExportTargetEdits::nothingToDoPushesNothing()
{
    Document doc;
    open(&doc);
    // The same file in the same format, spelled otherwise: set() is the way to change it.
    QVERIFY(!ExportTargetEdits::add(&doc, target("godot", "game/../game/hero.tres", "walk")));
    QVERIFY(!ExportTargetEdits::set(&doc, 1, doc.project().exports[1]));
    QVERIFY(!ExportTargetEdits::set(&doc, 2, target("csv", "x.csv")));
    QVERIFY(!ExportTargetEdits::remove(&doc, -1));
    QVERIFY(!ExportTargetEdits::remove(&doc, 2));
    QVERIFY(!ExportTargetEdits::setExportOnSave(&doc, false));
    // A blank path, which the file does not hold.
    QVERIFY(!ExportTargetEdits::add(&doc, target("csv", " ")));
    QVERIFY(!ExportTargetEdits::set(&doc, 0, target("csv", "")));
    QCOMPARE(doc.undoStack()->count(), 0);
    // The same path in another format is another target.
    QVERIFY(ExportTargetEdits::add(&doc, target("spriteframes", "game/hero.tres")));
    QCOMPARE(doc.project().exports.size(), 3);
}

void TestExportTargetEdits::indexOfFindsTheFile_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("path"); // from the project's folder, or absolute ("@" the folder)
    QTest::addColumn<int>("index");
    QTest::newRow("as kept") << "godot" << "game/hero.tres" << 0;
    QTest::newRow("spelled with ..") << "godot" << "out/../game/hero.tres" << 0;
    QTest::newRow("absolute") << "csv" << "@/out/walk.csv" << 1;
    QTest::newRow("another format") << "spriteframes" << "game/hero.tres" << -1;
    QTest::newRow("another file") << "godot" << "game/hero2.tres" << -1;
}

void TestExportTargetEdits::indexOfFindsTheFile()
{
    QFETCH(QString, format);
    QFETCH(QString, path);
    QFETCH(int, index);
    Document doc;
    open(&doc);
    path.replace(QLatin1Char('@'), doc.folder());
    QCOMPARE(ExportTargetEdits::indexOf(doc.project(), doc.folder(), {format, path, {}, {}}), index);
}

// walk renamed run: its target follows, the every-clip target does not; one step, undone whole.
void TestExportTargetEdits::aClipsRenameCarriesIntoItsTargets()
{
    Document doc;
    open(&doc);
    const Project before = doc.project();
    QVERIFY(ClipEdits::rename(&doc, 1, QStringLiteral("run")));
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Rename clip walk to run"));
    QCOMPARE(doc.project().clips[1].name, QStringLiteral("run"));
    QCOMPARE(doc.project().exports[1].clip, QStringLiteral("run"));
    QCOMPARE(doc.project().exports[1].options.fps, std::optional<double>(12));
    QCOMPARE(doc.project().exports[0], before.exports[0]);
    doc.undoStack()->undo();
    QVERIFY(doc.project() == before);
    doc.undoStack()->redo();
    QCOMPARE(doc.project().exports[1].clip, QStringLiteral("run"));
    // A clip no target names: the targets stay as they are, and still one step.
    QVERIFY(ClipEdits::rename(&doc, 2, QStringLiteral("leap")));
    QCOMPARE(doc.undoStack()->count(), 2);
    QCOMPARE(doc.project().exports[1].clip, QStringLiteral("run"));
}

void TestExportTargetEdits::aRemovedClipsTargetFailsByName()
{
    Document doc;
    open(&doc);
    QVERIFY(ClipEdits::remove(&doc, 1));
    QCOMPARE(doc.project().exports.size(), 2);
    QCOMPARE(doc.project().exports[1].clip, QStringLiteral("walk"));
    QString error;
    QVERIFY(!ExportTargets::run(doc.project(), doc.folder(), doc.project().exports[1], &error));
    QCOMPARE(error, QStringLiteral("no clip is named \"walk\" (the clips: idle, jump)"));
    QVERIFY(!QFileInfo::exists(m_dir->filePath(QStringLiteral("out/walk.csv"))));
}

QTEST_MAIN(TestExportTargetEdits)
#include "tst_exporttargetedits.moc"
