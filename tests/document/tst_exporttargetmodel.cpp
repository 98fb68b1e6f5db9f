// File > Export Targets...'s table (ExportTargetModel): a row a kept target, its format's name,
// its path as the project file names it (after Save As, from the new file's folder; absolute for
// a project never saved), its clip (a clip gone said so) and its options in words; the table
// follows the document's edits, undos and clip changes.
#include "document/clipedits.h"
#include "document/document.h"
#include "document/exporttargetedits.h"
#include "file/projectwriter.h"
#include "itemmodels/exporttargetmodel.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace inbetween;

Q_DECLARE_METATYPE(inbetween::ExportTargetOptions)

class TestExportTargetModel : public QObject
{
    Q_OBJECT

private slots:
    void showsEachTarget();
    void pathsAsTheFileNamesThem();
    void followsEditsAndClips();
    void optionsInWords_data();
    void optionsInWords();

private:
    // idle and walk, kept as godot game/hero.tres (every clip) and csv out/walk.csv (walk, 12
    // fps, 32 pixels per unit), opened from dir/project/hero.json.
    static void open(Document *doc, const QTemporaryDir &dir);
    static QString cell(const QAbstractItemModel &m, int row, int column, int role = Qt::DisplayRole)
    {
        return m.index(row, column).data(role).toString();
    }
};

void TestExportTargetModel::open(Document *doc, const QTemporaryDir &dir)
{
    Project p;
    p.clips = {Clip(QStringLiteral("idle")), Clip(QStringLiteral("walk"))};
    p.exports = {{QStringLiteral("godot"), QStringLiteral("game/hero.tres"), {}, {}},
                 {QStringLiteral("csv"), QStringLiteral("out/walk.csv"), QStringLiteral("walk"), {}}};
    p.exports[1].options.fps = 12;
    const QString file = dir.filePath(QStringLiteral("project/hero.json"));
    QVERIFY(QDir().mkpath(QFileInfo(file).absolutePath()));
    QString error;
    QVERIFY2(ProjectWriter::save(p, file, &error), qPrintable(error));
    QStringList messages;
    QVERIFY2(doc->load(file, &messages), qPrintable(messages.join(QLatin1Char('\n'))));
}

void TestExportTargetModel::showsEachTarget()
{
    QTemporaryDir dir;
    Document doc;
    open(&doc, dir);
    ExportTargetModel model(&doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), int(ExportTargetModel::ColumnCount));
    QCOMPARE(model.headerData(ExportTargetModel::PathColumn, Qt::Horizontal).toString(), QStringLiteral("Path"));
    QCOMPARE(cell(model, 0, ExportTargetModel::FormatColumn), QStringLiteral("Godot 4 AnimationLibrary"));
    QCOMPARE(cell(model, 1, ExportTargetModel::FormatColumn), QStringLiteral("CSV, baked"));
    QCOMPARE(cell(model, 0, ExportTargetModel::ClipColumn), QStringLiteral("All clips"));
    QCOMPARE(cell(model, 1, ExportTargetModel::ClipColumn), QStringLiteral("walk"));
    QCOMPARE(cell(model, 0, ExportTargetModel::OptionsColumn), QStringLiteral("defaults"));
    QCOMPARE(cell(model, 1, ExportTargetModel::OptionsColumn), QStringLiteral("12 fps"));
    QCOMPARE(cell(model, 0, ExportTargetModel::PathColumn), QDir::toNativeSeparators(QStringLiteral("game/hero.tres")));
    QCOMPARE(cell(model, 0, ExportTargetModel::PathColumn, Qt::ToolTipRole),
             QDir::toNativeSeparators(dir.filePath(QStringLiteral("project/game/hero.tres"))));
}

// Save As into a folder beside: the paths as the new file names them; the memory keeps its own.
void TestExportTargetModel::pathsAsTheFileNamesThem()
{
    QTemporaryDir dir;
    Document doc;
    open(&doc, dir);
    ExportTargetModel model(&doc);
    QString error;
    QVERIFY2(doc.save(dir.filePath(QStringLiteral("elsewhere/hero.json")), &error), qPrintable(error));
    QCOMPARE(model.filePath(0), QStringLiteral("../project/game/hero.tres"));
    QCOMPARE(model.filePath(1), QStringLiteral("../project/out/walk.csv"));
    QCOMPARE(doc.project().exports[0].path, QStringLiteral("game/hero.tres"));
    QCOMPARE(model.absolutePath(0), dir.filePath(QStringLiteral("project/game/hero.tres")));
    // Never saved: the whole path, as nothing else names it yet.
    Document untitled;
    Project p = doc.project();
    p.exports[0].path = QStringLiteral("/srv/game/hero.tres");
    untitled.reset(p, {});
    ExportTargetModel fresh(&untitled);
    QCOMPARE(fresh.filePath(0), QStringLiteral("/srv/game/hero.tres"));
    QCOMPARE(fresh.filePath(1), QDir::cleanPath(QDir::current().absoluteFilePath(QStringLiteral("out/walk.csv"))));
}

void TestExportTargetModel::followsEditsAndClips()
{
    QTemporaryDir dir;
    Document doc;
    open(&doc, dir);
    ExportTargetModel model(&doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(ExportTargetEdits::remove(&doc, 0));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(cell(model, 0, ExportTargetModel::FormatColumn), QStringLiteral("CSV, baked"));
    doc.undoStack()->undo();
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(cell(model, 1, ExportTargetModel::ClipColumn), QStringLiteral("walk"));
    // The clip renamed: its target follows; removed: the target stays, saying the clip is gone.
    QVERIFY(ClipEdits::rename(&doc, 1, QStringLiteral("run")));
    QCOMPARE(cell(model, 1, ExportTargetModel::ClipColumn), QStringLiteral("run"));
    QVERIFY(ClipEdits::remove(&doc, 1));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(cell(model, 1, ExportTargetModel::ClipColumn), QStringLiteral("run (no such clip)"));
    doc.undoStack()->undo();
    QCOMPARE(cell(model, 1, ExportTargetModel::ClipColumn), QStringLiteral("run"));
}

void TestExportTargetModel::optionsInWords_data()
{
    QTest::addColumn<ExportTargetOptions>("options");
    QTest::addColumn<QString>("words");
    QTest::newRow("none") << ExportTargetOptions{} << "defaults";
    ExportTargetOptions unity;
    unity.pixelsPerUnit = 32;
    unity.padding = 4;
    unity.pot = true;
    unity.trim = false;
    QTest::newRow("world units and an atlas") << unity << "32 pixels per unit, padding 4 px, power-of-two pages, not trimmed";
    ExportTargetOptions godot;
    godot.node = QStringLiteral("Player/Square");
    godot.tolerance = 0.05;
    godot.fps = 29.97;
    QTest::newRow("godot's fps, node and tolerance") << godot << "29.97 fps, node Player/Square, tolerance 0.05 degrees";
    ExportTargetOptions aseprite;
    aseprite.asepritePingPong = QStringLiteral("native");
    aseprite.extrude = 0;
    aseprite.maxSize = 1024;
    aseprite.pot = false;
    aseprite.trim = true;
    QTest::newRow("aseprite") << aseprite << "native ping-pong, extrude 0 px, pages up to 1024 px, any page size, trimmed";
}

void TestExportTargetModel::optionsInWords()
{
    QFETCH(ExportTargetOptions, options);
    QFETCH(QString, words);
    Document doc;
    Project p;
    p.exports = {{QStringLiteral("godot"), QStringLiteral("out.tres"), {}, options}};
    doc.reset(p, {});
    ExportTargetModel model(&doc);
    QCOMPARE(cell(model, 0, ExportTargetModel::OptionsColumn), words);
}

QTEST_MAIN(TestExportTargetModel)
#include "tst_exporttargetmodel.moc"
