// File > Export's options. The pixels per unit (issue 39, DESIGN.md "One scale everywhere"): the
// formats that measure in world units (unity, gltf, glb, godot) ask it before the file name, with
// a spin box that starts at 100 and says what a 64-pixel picture and a 24-pixel move become; the
// answer is what the library writes at that scale, the report says it, and the project's next
// such export proposes it again. The atlas options (issue 42): every format that writes pictures
// asks them in the same dialog, the file is the library's with them, and the project's next export
// proposes them. CSV asks nothing; Cancel exports nothing.

#include "actions/exportoptionsdialog.h"
#include "common/testutil.h"
#include "editor/testsupport.h"
#include "editor/windowfixture.h"
#include "export/projectexport.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QSpinBox>
#include <QTimer>

#include <cmath>
#include <tuple>

using namespace inbetween;
using namespace testsupport;

class TestExportOptionsDialog : public QObject, protected WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        isolateSettings(m_settings.path());
        QLocale::setDefault(QLocale::c()); // the example's numbers as written below
    }
    void init() { openWindow(QFINDTESTDATA("data/flipbook/flipbook.json")); }
    void cleanup() { closeWindow(); }

    void spinBoxStartsAtTheValueProposed_data();
    void spinBoxStartsAtTheValueProposed();
    void rowsAreThoseAsked_data();
    void rowsAreThoseAsked();
    void dialogPromptsAnswerWithTheSpinBox();
    void worldUnitFormatsAreTheContracts();
    void onlyWorldUnitFormatsAsk_data();
    void onlyWorldUnitFormatsAsk();
    void theAnswerIsWrittenAndRemembered();
    void atlasOptionsAreWrittenAndRemembered();
    void theReportListsEveryPage();
    void cancelExportsNothing();

private:
    // The file a File > Export of `format` is written to.
    QString outFor(const QString &format, const QString &tag = QString()) const
    {
        return m_dir->filePath(QStringLiteral("out%1.").arg(tag) + findExportFormat(format)->suffix);
    }

    QTemporaryDir m_settings;
};

void TestExportOptionsDialog::spinBoxStartsAtTheValueProposed_data()
{
    QTest::addColumn<double>("proposed");
    QTest::addColumn<double>("shown");
    QTest::addColumn<QString>("example");
    QTest::newRow("Unity's default") << 100.0 << 100.0 << QStringLiteral("is 0.64 x 0.64 units, and a move of 24 pixels is 0.24 units");
    QTest::newRow("64") << 64.0 << 64.0 << QStringLiteral("is 1 x 1 units, and a move of 24 pixels is 0.375 units");
    QTest::newRow("1: a unit a pixel") << 1.0 << 1.0 << QStringLiteral("is 64 x 64 units, and a move of 24 pixels is 24 units");
    QTest::newRow("0: not a scale") << 0.0 << 100.0 << QStringLiteral("is 0.64 x 0.64 units");
    QTest::newRow("NaN") << std::nan("") << 100.0 << QStringLiteral("is 0.64 x 0.64 units");
}

void TestExportOptionsDialog::spinBoxStartsAtTheValueProposed()
{
    QFETCH(double, proposed);
    QFETCH(double, shown);
    QFETCH(QString, example);
    ExportOptionsDialog dialog(QStringLiteral("Unity assets folder"), ExportChoices{proposed, std::nullopt});
    QDoubleSpinBox *box = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("pixelsPerUnit"));
    QVERIFY(box);
    QCOMPARE(box->value(), shown);
    QCOMPARE(dialog.pixelsPerUnit(), shown);
    QVERIFY2(dialog.exampleText().contains(example), qPrintable(dialog.exampleText()));
    QVERIFY(box->minimum() > 0.0);
    QCOMPARE(box->maximum(), kMaxPixelsPerUnit);
    box->setValue(32); // the example follows the spin box
    QVERIFY2(dialog.exampleText().contains(QLatin1String("is 2 x 2 units, and a move of 24 pixels is 0.75 units")),
             qPrintable(dialog.exampleText()));
}

// Each part asked has its rows, and only those; atlas values beyond the CLI's bounds are clamped.
void TestExportOptionsDialog::rowsAreThoseAsked_data()
{
    QTest::addColumn<bool>("units");
    QTest::addColumn<bool>("atlas");
    QTest::addColumn<AtlasOptions>("proposed");
    QTest::addColumn<AtlasOptions>("shown");
    const AtlasOptions defaults;
    const AtlasOptions chosen{0, 3, 1024, true, false};
    const AtlasOptions wild{-5, 1000, 100000, false, true};
    const AtlasOptions clamped{0, kAtlasMaxExtrude, kAtlasMaxSize, false, true};
    QTest::newRow("world units and atlas (glTF)") << true << true << defaults << defaults;
    QTest::newRow("atlas only (Aseprite)") << false << true << chosen << chosen;
    QTest::newRow("out of bounds") << false << true << wild << clamped;
    QTest::newRow("world units only") << true << false << defaults << defaults;
}

void TestExportOptionsDialog::rowsAreThoseAsked()
{
    QFETCH(bool, units);
    QFETCH(bool, atlas);
    QFETCH(AtlasOptions, proposed);
    QFETCH(AtlasOptions, shown);
    ExportChoices asked;
    if (units)
        asked.pixelsPerUnit = 64.0;
    if (atlas)
        asked.atlas = proposed;
    const ExportOptionsDialog dialog(QStringLiteral("glTF"), asked);
    QCOMPARE(dialog.findChild<QDoubleSpinBox *>(QStringLiteral("pixelsPerUnit")) != nullptr, units);
    QCOMPARE(dialog.findChild<QSpinBox *>(QStringLiteral("atlasPadding")) != nullptr, atlas);
    QCOMPARE(dialog.findChild<QCheckBox *>(QStringLiteral("atlasTrim")) != nullptr, atlas);
    const ExportChoices answer = dialog.choices();
    QCOMPARE(answer.pixelsPerUnit, units ? std::optional<double>(64.0) : std::nullopt);
    QCOMPARE(answer.atlas.has_value(), atlas);
    if (atlas) {
        QCOMPARE(answer.atlas->padding, shown.padding);
        QCOMPARE(answer.atlas->extrude, shown.extrude);
        QCOMPARE(answer.atlas->maxSize, shown.maxSize);
        QCOMPARE(answer.atlas->powerOfTwo, shown.powerOfTwo);
        QCOMPARE(answer.atlas->trim, shown.trim);
    }
}

// The real prompt: OK gives the rows' values, Cancel nothing.
void TestExportOptionsDialog::dialogPromptsAnswerWithTheSpinBox()
{
    for (const bool ok : {true, false}) {
        QTimer::singleShot(0, this, [ok] {
            for (QWidget *w : QApplication::topLevelWidgets()) {
                auto *dialog = qobject_cast<ExportOptionsDialog *>(w);
                if (!dialog || !dialog->isVisible())
                    continue;
                dialog->pixelsPerUnitBox()->setValue(16);
                QTest::mouseClick(dialog->powerOfTwoBox(), Qt::LeftButton, {}, QPoint(4, dialog->powerOfTwoBox()->height() / 2));
                dialog->paddingBox()->setValue(5);
                ok ? dialog->accept() : dialog->reject();
            }
        });
        const std::optional<ExportChoices> answer =
            DialogPrompts().askExportOptions(m_window.get(), QStringLiteral("glTF"), ExportChoices{100.0, AtlasOptions{}});
        QCOMPARE(answer.has_value(), ok);
        if (ok) {
            QCOMPARE(answer->pixelsPerUnit, std::optional<double>(16.0));
            QCOMPARE(answer->atlas->padding, 5);
            QVERIFY(answer->atlas->powerOfTwo);
            QCOMPARE(answer->atlas->extrude, AtlasOptions{}.extrude);
        }
    }
}

// The contract's list (DESIGN.md): Unity, glTF and the Godot 3D library; the 2D formats take pixels.
void TestExportOptionsDialog::worldUnitFormatsAreTheContracts()
{
    QStringList ids;
    for (const ExportFormat &f : exportFormats()) {
        if (f.options.testFlag(ExportOption::PixelsPerUnit))
            ids << f.id;
    }
    QCOMPARE(ids, (QStringList{QStringLiteral("gltf"), QStringLiteral("glb"), QStringLiteral("godot"), QStringLiteral("unity")}));
}

void TestExportOptionsDialog::onlyWorldUnitFormatsAsk_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<bool>("asks");  // the pixels per unit
    QTest::addColumn<bool>("atlas"); // the atlas options: every format that writes pictures
    // Written down: a format added must be placed here (the registry's list is checked below).
    const QList<std::tuple<const char *, bool, bool>> rows{
        {"gltf", true, true},       {"glb", true, true},    {"aseprite", false, true}, {"godot", true, true},
        {"spriteframes", false, true}, {"spine", false, true}, {"csv", false, false},    {"unity", true, true}};
    QStringList ids;
    for (const ExportFormat &f : exportFormats())
        ids << f.id;
    QStringList listed;
    for (const auto &[id, asks, atlas] : rows) {
        listed << QLatin1String(id);
        QTest::newRow(id) << QString::fromLatin1(id) << asks << atlas;
    }
    ids.sort();
    listed.sort();
    QCOMPARE(listed, ids);
}

void TestExportOptionsDialog::onlyWorldUnitFormatsAsk()
{
    QFETCH(QString, format);
    QFETCH(bool, asks);
    m_prompts->exportNames = {outFor(format)};
    trigger(qPrintable(QStringLiteral("export_") + format));
    QVERIFY2(m_prompts->errorMessages.isEmpty(), qPrintable(m_prompts->errorMessages.value(0).join(QLatin1Char('\n'))));
    QCOMPARE(m_prompts->pixelsPerUnitProposed, asks ? QList<double>{kDefaultPixelsPerUnit} : QList<double>{});
    QFETCH(bool, atlas);
    QCOMPARE(m_prompts->atlasProposed, atlas ? QList<AtlasOptions>{AtlasOptions{}} : QList<AtlasOptions>{});
    QCOMPARE(m_prompts->reportSummaries.size(), 1);
    QCOMPARE(m_prompts->reportSummaries.front().contains(QLatin1String("100 picture pixels to a unit")), asks);
}

// 64 chosen for glTF: the file is the library's at 64, not at 100; the next export of the project
// in a world-unit format proposes 64, in this window and after it is closed and opened again.
void TestExportOptionsDialog::theAnswerIsWrittenAndRemembered()
{
    m_prompts->pixelsPerUnitAnswers = {64.0};
    m_prompts->exportNames = {outFor(QStringLiteral("gltf"))};
    trigger("export_gltf");
    QVERIFY2(m_prompts->errorMessages.isEmpty(), qPrintable(m_prompts->errorMessages.value(0).join(QLatin1Char('\n'))));
    QVERIFY(m_prompts->reportSummaries.value(0).contains(QLatin1String("64 picture pixels to a unit")));
    ExportOptions options;
    options.format = QStringLiteral("gltf");
    options.fps = m_window->document()->project().fps;
    QString error;
    for (const double n : {64.0, 100.0}) {
        options.pixelsPerUnit = n;
        const QString byLibrary = outFor(QStringLiteral("gltf"), QString::number(n));
        QVERIFY2(exportProject(m_window->document()->project(), m_window->document()->folder(), byLibrary, options, &error),
                 qPrintable(error));
        QCOMPARE(testutil::contentsOf(outFor(QStringLiteral("gltf"))) == testutil::contentsOf(byLibrary), n == 64.0);
    }

    m_prompts->exportNames.clear(); // the file dialog cancelled
    trigger("export_unity");
    QCOMPARE(m_prompts->pixelsPerUnitProposed, (QList<double>{100.0, 64.0}));
    const QString project = m_window->document()->filePath();
    m_window.reset();
    m_prompts.reset();
    openCopy(project);
    trigger("export_godot");
    QCOMPARE(m_prompts->pixelsPerUnitProposed, QList<double>{64.0});
}

// Atlas options chosen for Aseprite: the sheet is the library's with them, not with the defaults;
// the project's next export of a format that writes pictures proposes them, after a reopen too.
void TestExportOptionsDialog::atlasOptionsAreWrittenAndRemembered()
{
    const AtlasOptions chosen{0, 0, 512, true, false};
    m_prompts->atlasAnswers = {chosen};
    m_prompts->exportNames = {outFor(QStringLiteral("aseprite"))};
    trigger("export_aseprite");
    QVERIFY2(m_prompts->errorMessages.isEmpty(), qPrintable(m_prompts->errorMessages.value(0).join(QLatin1Char('\n'))));
    ExportOptions options;
    options.format = QStringLiteral("aseprite");
    options.fps = m_window->document()->project().fps;
    QString error;
    for (const AtlasOptions &atlas : {chosen, AtlasOptions{}}) {
        // The library's files for the same path, in memory: the sheet names its page.
        options.atlas = atlas;
        std::vector<ExportFile> files;
        QVERIFY2(exportFiles(m_window->document()->project(), m_window->document()->folder(), outFor(QStringLiteral("aseprite")),
                             options, &files, &error),
                 qPrintable(error));
        QCOMPARE(files.size(), size_t(2)); // the sheet and its one page
        bool same = true;
        for (const ExportFile &file : files)
            same = same && testutil::contentsOf(file.path) == file.bytes;
        QCOMPARE(same, atlas == chosen);
    }
    m_prompts->exportNames.clear(); // the file dialog cancelled
    trigger("export_spine");
    QCOMPARE(m_prompts->atlasProposed, (QList<AtlasOptions>{AtlasOptions{}, chosen}));
    const QString project = m_window->document()->filePath();
    m_window.reset();
    m_prompts.reset();
    openCopy(project);
    trigger("export_unity");
    QCOMPARE(m_prompts->atlasProposed, QList<AtlasOptions>{chosen});
}

// Pages of 64 pixels without padding hold one of the flipbook's three 64-pixel pictures each: the
// report lists the sheet and its three pages, the files written (not only the one page known
// before packing).
void TestExportOptionsDialog::theReportListsEveryPage()
{
    m_prompts->atlasAnswers = {AtlasOptions{0, 0, 64, false, false}};
    const QString out = outFor(QStringLiteral("aseprite"));
    m_prompts->exportNames = {out};
    trigger("export_aseprite");
    QVERIFY2(m_prompts->errorMessages.isEmpty(), qPrintable(m_prompts->errorMessages.value(0).join(QLatin1Char('\n'))));
    QCOMPARE(m_prompts->reportLines.size(), 1);
    QStringList listed = m_prompts->reportLines.front();
    QCOMPARE(listed.takeFirst(), QStringLiteral("Written:"));
    listed = listed.mid(0, listed.indexOf(QString())); // then a blank line and what was left out
    QStringList expected;
    for (const QString &name : {QStringLiteral("out.png"), QStringLiteral("out-2.png"), QStringLiteral("out-3.png"), QStringLiteral("out.json")})
        expected << QStringLiteral("    ") + QDir::toNativeSeparators(m_dir->filePath(name));
    listed.sort();
    expected.sort();
    QCOMPARE(listed, expected);
    for (const QString &line : expected)
        QVERIFY2(QFileInfo::exists(line.trimmed()), qPrintable(line));
}

// Cancel on the options: no file dialog, no file, nothing remembered.
void TestExportOptionsDialog::cancelExportsNothing()
{
    m_prompts->pixelsPerUnitAnswers = {std::nullopt};
    m_prompts->exportNames = {outFor(QStringLiteral("glb"))};
    QVERIFY(!m_window->exports()->exportAs(QStringLiteral("glb")));
    QVERIFY(m_prompts->exportSuggestions.isEmpty());
    QVERIFY(!QFileInfo::exists(outFor(QStringLiteral("glb"))));
    QVERIFY(m_prompts->reportSummaries.isEmpty());
}

QTEST_MAIN(TestExportOptionsDialog)
#include "tst_exportoptionsdialog.moc"
