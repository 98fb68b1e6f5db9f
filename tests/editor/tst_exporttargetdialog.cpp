// Edit... of File > Export Targets... (ExportTargetDialog): the path shown as the project file
// names it and taken back relative to the document's folder, Browse... through the prompts, the
// clip (every clip, one, or one the project no longer has), the format's options in
// ExportOptionsForm's rows (none for a format that asks none), a default value left unset and the
// options only the file sets kept (ExportChoices::ofTarget, applyTo).
#include "actions/exporttargetdialog.h"
#include "actions/exportoptionsform.h"
#include "common/testutil.h"
#include "editor/testsupport.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

using namespace inbetween;
using namespace testsupport;

class TestExportTargetDialog : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void pathsRoundTrip_data();
    void pathsRoundTrip();
    void browseAsksThePrompts();
    void clips_data();
    void clips();
    void optionsRows_data();
    void optionsRows();
    void optionsKeptAndDefaultsUnset();

private:
    // idle and walk, saved to dir/project/hero.json and opened from there.
    void open(const QList<ExportTarget> &targets);

    std::unique_ptr<QTemporaryDir> m_dir;
    Document m_doc;
    ScriptedPrompts m_prompts;
};

void TestExportTargetDialog::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestExportTargetDialog::open(const QList<ExportTarget> &targets)
{
    Project p;
    p.clips = {Clip(QStringLiteral("idle")), Clip(QStringLiteral("walk"))};
    p.exports = targets;
    const QString file = m_dir->filePath(QStringLiteral("project/hero.json"));
    QVERIFY(QDir().mkpath(QFileInfo(file).absolutePath()));
    QString error;
    QVERIFY2(ProjectWriter::save(p, file, &error), qPrintable(error));
    QStringList messages;
    QVERIFY2(m_doc.load(file, &messages), qPrintable(messages.join(QLatin1Char('\n'))));
}

void TestExportTargetDialog::pathsRoundTrip_data()
{
    QTest::addColumn<QString>("kept");     // the target's path in the document
    QTest::addColumn<QString>("typed");    // typed into the field (empty: left as shown)
    QTest::addColumn<QString>("expected"); // the target's path afterwards
    QTest::newRow("left as it is") << "../game/hero.tres" << "" << "../game/hero.tres";
    QTest::newRow("a folder beside") << "out/hero.tres" << "../game/anims/hero.tres" << "../game/anims/hero.tres";
    QTest::newRow("spelled with ..") << "out/hero.tres" << "x/../out/hero2.tres" << "out/hero2.tres";
    QTest::newRow("absolute, made relative") << "out/hero.tres" << "@/game/hero.tres" << "../game/hero.tres";
    // Outside the tree the project is in: the same file wherever the project goes (before:
    // ../../../srv/game/hero.tres, another file from a checkout at another depth).
    QTest::newRow("absolute in another tree, kept") << "out/hero.tres" << "/srv/game/hero.tres" << "/srv/game/hero.tres";
    // Typed relative: kept relative, wherever it leads (the user wrote it so; before, since
    // 169f947, made absolute out of the temporary folder's tree).
    QTest::newRow("relative out of the tree, kept") << "out/hero.tres" << "../../game/hero.tres" << "../../game/hero.tres";
}

void TestExportTargetDialog::pathsRoundTrip()
{
    QFETCH(QString, kept);
    QFETCH(QString, typed);
    QFETCH(QString, expected);
    open({{QStringLiteral("godot"), kept, {}, {}}});
    ExportTargetDialog dialog(m_doc, m_doc.project().exports[0], &m_prompts);
    QCOMPARE(dialog.pathField()->text(), QDir::toNativeSeparators(kept));
    if (!typed.isEmpty()) {
        dialog.pathField()->selectAll();
        QTest::keyClicks(dialog.pathField(), typed.replace(QLatin1Char('@'), m_dir->path()));
    }
    QCOMPARE(dialog.target().path, expected);
    dialog.pathField()->clear();
    QVERIFY(!dialog.okButton()->isEnabled()); // a target writes somewhere
}

void TestExportTargetDialog::browseAsksThePrompts()
{
    open({{QStringLiteral("aseprite"), QStringLiteral("sheets/hero-sheet.json"), {}, {}}});
    ExportTargetDialog dialog(m_doc, m_doc.project().exports[0], &m_prompts);
    m_prompts.exportNames = {m_dir->filePath(QStringLiteral("game/sprites/hero.json"))};
    QTest::mouseClick(dialog.browseButton(), Qt::LeftButton);
    QCOMPARE(m_prompts.exportSuggestions, QStringList{m_dir->filePath(QStringLiteral("project/sheets/hero-sheet.json"))});
    QCOMPARE(dialog.pathField()->text(), QDir::toNativeSeparators(QStringLiteral("../game/sprites/hero.json")));
    QCOMPARE(dialog.target().path, QStringLiteral("../game/sprites/hero.json"));
    QTest::mouseClick(dialog.browseButton(), Qt::LeftButton); // cancelled: the path stays
    QCOMPARE(dialog.target().path, QStringLiteral("../game/sprites/hero.json"));
    m_prompts.exportNames = {QStringLiteral("/srv/game/hero.json")}; // another tree: kept absolute
    QTest::mouseClick(dialog.browseButton(), Qt::LeftButton);
    QCOMPARE(dialog.pathField()->text(), QDir::toNativeSeparators(QStringLiteral("/srv/game/hero.json")));
    QCOMPARE(dialog.target().path, QStringLiteral("/srv/game/hero.json"));
}

void TestExportTargetDialog::clips_data()
{
    QTest::addColumn<QString>("kept");
    QTest::addColumn<QStringList>("offered");
    QTest::addColumn<QString>("shown");
    QTest::newRow("every clip") << "" << testutil::strings({"All clips", "idle", "walk"}) << "All clips";
    QTest::newRow("walk") << "walk" << testutil::strings({"All clips", "idle", "walk"}) << "walk";
    QTest::newRow("a clip gone") << "run" << testutil::strings({"All clips", "idle", "walk", "run (no such clip)"}) << "run (no such clip)";
}

void TestExportTargetDialog::clips()
{
    QFETCH(QString, kept);
    QFETCH(QStringList, offered);
    QFETCH(QString, shown);
    open({{QStringLiteral("csv"), QStringLiteral("out.csv"), kept, {}}});
    ExportTargetDialog dialog(m_doc, m_doc.project().exports[0], &m_prompts);
    QStringList items;
    for (int i = 0; i < dialog.clipBox()->count(); ++i)
        items << dialog.clipBox()->itemText(i);
    QCOMPARE(items, offered);
    QCOMPARE(dialog.clipBox()->currentText(), shown);
    QCOMPARE(dialog.target().clip, kept);
    dialog.clipBox()->setCurrentIndex(1);
    QCOMPARE(dialog.target().clip, QStringLiteral("idle"));
    dialog.clipBox()->setCurrentIndex(0);
    QCOMPARE(dialog.target().clip, QString());
}

void TestExportTargetDialog::optionsRows_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<bool>("units");
    QTest::addColumn<bool>("atlas");
    QTest::newRow("csv: none") << "csv" << false << false;
    QTest::newRow("aseprite: the atlas") << "aseprite" << false << true;
    QTest::newRow("godot: both") << "godot" << true << true;
}

void TestExportTargetDialog::optionsRows()
{
    QFETCH(QString, format);
    QFETCH(bool, units);
    QFETCH(bool, atlas);
    open({{format, QStringLiteral("out"), {}, {}}});
    ExportTargetDialog dialog(m_doc, m_doc.project().exports[0], &m_prompts);
    QCOMPARE(dialog.optionsForm() != nullptr, units || atlas);
    QCOMPARE(dialog.findChild<QDoubleSpinBox *>(QStringLiteral("pixelsPerUnit")) != nullptr, units);
    QCOMPARE(dialog.findChild<QSpinBox *>(QStringLiteral("atlasPadding")) != nullptr, atlas);
    QVERIFY(dialog.target().options.isEmpty()); // shown at the defaults, nothing set
}

// 32 pixels per unit shown and changed to the default: unset; the padding set; fps and the node,
// which the dialog does not show, kept.
void TestExportTargetDialog::optionsKeptAndDefaultsUnset()
{
    ExportTarget t{QStringLiteral("godot"), QStringLiteral("hero.tres"), {}, {}};
    t.options.pixelsPerUnit = 32;
    t.options.fps = 30;
    t.options.node = QStringLiteral("Player/Square");
    open({t});
    ExportTargetDialog dialog(m_doc, m_doc.project().exports[0], &m_prompts);
    QCOMPARE(dialog.optionsForm()->pixelsPerUnitBox()->value(), 32.0);
    QCOMPARE(dialog.target(), t);
    dialog.optionsForm()->pixelsPerUnitBox()->setValue(100);
    dialog.optionsForm()->paddingBox()->setValue(6);
    const ExportTarget edited = dialog.target();
    QCOMPARE(edited.options.pixelsPerUnit, std::nullopt);
    QCOMPARE(edited.options.padding, std::optional<int>(6));
    QCOMPARE(edited.options.extrude, std::nullopt);
    QCOMPARE(edited.options.fps, std::optional<double>(30));
    QCOMPARE(edited.options.node, QStringLiteral("Player/Square"));
}

QTEST_MAIN(TestExportTargetDialog)
#include "tst_exporttargetdialog.moc"
