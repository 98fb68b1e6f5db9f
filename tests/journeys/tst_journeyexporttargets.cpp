// Kept export targets (issue 44, items 1 and 2; DESIGN.md "Export targets"), as an animator keeps a
// project in sync with a game: File > Export to Godot asks whether to keep the export (the real
// question, "Don't ask again" checked); a hold edited, File > Export on Save on, Ctrl+S, and the
// .tres on disk has the new hold; the same export again updates the target without asking, and
// an export to another file is kept without asking too ("Don't ask again" was checked).
// Then three targets kept, one edited in File > Export Targets... to a folder that cannot be
// made: Ctrl+Shift+E (Export All) writes the other two and names the failed one with why, as
// `inbetween-cli export FILE` does; a clip's rename follows into its target, a removal in the
// dialog is undone from the window's Edit menu, Export Now runs the selected. Export All without targets says
// how to get one. Closing the window after saves: the last save's export is written before the
// window goes, and a target that failed is said in a box.
#include "actions/exporttargetsdialog.h"
#include "file/projectwriter.h"
#include "common/testutil.h"
#include "journeys/journeywindow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>
#include <functional>

using namespace inbetween;
using namespace journeys;

namespace {

// Answers the modal dialog named `name` once it shows, as `answer` does (the user's clicks and
// keys on it): a timer polls while the window's call that opens it runs.
class ModalAnswer
{
public:
    ModalAnswer(const QString &name, std::function<void(QWidget *)> answer)
    {
        QObject::connect(&m_poll, &QTimer::timeout, [this, name, answer] {
            QWidget *modal = QApplication::activeModalWidget();
            if (!modal || modal->objectName() != name || !modal->isVisible())
                return;
            m_poll.stop();
            m_answered = true;
            answer(modal);
        });
        m_poll.start(20);
    }
    bool answered() const { return m_answered; }

private:
    QTimer m_poll;
    bool m_answered = false;
};

void click(QWidget *widget)
{
    QTest::mouseClick(widget, Qt::LeftButton, Qt::NoModifier, QPoint(6, widget->height() / 2));
}

} // namespace

class TestJourneyExportTargets : public QObject, protected JourneyWindow
{
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::isolateSettings(m_settings.path()); }
    void init() { openHero(); }
    void cleanup() { closeWindow(); }

    void godotKeptAndWrittenOnSave();
    void exportAllNamesTheFailedTarget();
    void exportAllWithoutTargetsSaysHow();
    void closingFinishesTheSavesExports();

private:
    const QList<ExportTarget> &targets() const { return m_window->document()->project().exports; }
    QString status() const { return m_window->statusBar()->currentMessage(); }
    QString projectFile() const { return m_window->document()->filePath(); }
    // File > Export > the format, written to `path` (the file dialog's answer), kept as the
    // scripted prompts answer.
    void exportTo(const char *format, const QString &path)
    {
        m_prompts->exportNames = {path};
        clickMenuItem(QStringLiteral("exportMenu"), QStringLiteral("export_") + QLatin1String(format));
        activateAgain();
        QTRY_VERIFY2(QFileInfo::exists(path), qPrintable(path));
    }
    // The hold of frame `row` of the current clip typed into the Frames table's duration cell.
    void typeHold(int row, const QString &typed)
    {
        DocumentTableView *table = m_window->frameView();
        const QRect cell = table->visualRect(table->model()->index(row, FrameTableModel::DurationColumn));
        QTest::mouseDClick(m_window->windowHandle(), Qt::LeftButton, Qt::NoModifier,
                           table->viewport()->mapTo(m_window.get(), cell.center()));
        QTRY_VERIFY2(QApplication::focusWidget() && table->viewport()->isAncestorOf(QApplication::focusWidget()),
                     qPrintable(focusDescription()));
        pressKey(Qt::Key_A, Qt::ControlModifier);
        typeText(typed);
        pressKey(Qt::Key_Return);
    }
    // A click on row `row` of the Export Targets table.
    static void clickRow(ExportTargetsDialog *dialog, int row)
    {
        QTableView *table = dialog->table();
        const QRect cell = table->visualRect(table->model()->index(row, 0));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::NoModifier, cell.center());
    }
    static QPushButton *button(QWidget *dialog, const char *name)
    {
        return dialog->findChild<QPushButton *>(QLatin1String(name));
    }

};

void TestJourneyExportTargets::godotKeptAndWrittenOnSave()
{
    const QString tres = m_dir->filePath(QStringLiteral("game/hero.tres"));
    m_prompts->pixelsPerUnitAnswers = {32.0};
    m_prompts->realKeepDialog = true;
    bool dontAskAgain = false;
    ModalAnswer keep(QStringLiteral("keepExportTargetBox"), [&](QWidget *w) {
        auto *box = qobject_cast<QMessageBox *>(w);
        QVERIFY(box && box->checkBox());
        QVERIFY2(box->text().contains(QStringLiteral("File > Export All and Export on Save repeat it")), qPrintable(box->text()));
        click(box->checkBox());
        dontAskAgain = box->checkBox()->isChecked();
        for (QAbstractButton *b : box->buttons())
            if (b->text() == QStringLiteral("&Keep"))
                click(b);
    });
    exportTo("godot", tres);
    QTRY_VERIFY(keep.answered());
    QVERIFY(dontAskAgain);
    QCOMPARE(m_prompts->keepQuestions, QStringList{QStringLiteral("godot game/hero.tres")});
    QCOMPARE(targets().size(), 1);
    QCOMPARE(targets()[0].format, QStringLiteral("godot"));
    QCOMPARE(targets()[0].path, QStringLiteral("game/hero.tres"));
    QVERIFY(targets()[0].clip.isEmpty());
    QCOMPARE(targets()[0].options.pixelsPerUnit, std::optional<double>(32.0));
    QVERIFY2(status().contains(QStringLiteral("kept as an export target")), qPrintable(status()));
    QCOMPARE(m_window->document()->undoStack()->undoText(), QStringLiteral("Keep export godot game/hero.tres"));

    // File > Export on Save, a check item: one undo step.
    QAction *onSave = m_window->editorActions()->action(QStringLiteral("exportOnSave"));
    QVERIFY(!onSave->isChecked());
    clickMenuItem(QStringLiteral("fileMenu"), QStringLiteral("exportOnSave"));
    activateAgain();
    QVERIFY(onSave->isChecked());
    QVERIFY(m_window->document()->project().exportOnSave);
    QCOMPARE(m_window->document()->undoStack()->undoText(), QStringLiteral("Turn Export on Save on"));

    // The walk's second hold from 120 to 200 ms, then Ctrl+S: the save writes the target.
    pressKey(Qt::Key_PageDown, Qt::ControlModifier);
    QTRY_COMPARE(m_window->document()->clip().name, QStringLiteral("walk"));
    typeHold(1, QStringLiteral("200"));
    QTRY_COMPARE(m_window->document()->clip().frames.frame(1).duration, 200.0);
    QVERIFY(!testutil::contentsOf(tres).contains("length = 0.56"));
    QSignalSpy ran(m_window->targetExports(), &TargetExports::finished);
    pressKey(Qt::Key_S, Qt::ControlModifier);
    QTRY_COMPARE_WITH_TIMEOUT(ran.size(), 1, 30000);
    QCOMPARE(status(), QStringLiteral("Saved hero.json; wrote godot game/hero.tres"));
    QVERIFY(!m_window->document()->isModified());
    const QByteArray written = testutil::contentsOf(tres);
    QVERIFY2(written.contains("resource_name = \"walk\"\nlength = 0.56\n"), written.constData());
    QVERIFY(written.contains("\"times\": PackedFloat32Array(0, 0.12, 0.32, 0.44)"));
    QVERIFY(written.contains("\"values\": [0.03125]")); // Sprite3D pixel_size: 1 / 32

    // The saved project keeps the target and Export on Save, as the command line reads them.
    QByteArray output;
    QCOMPARE(runCli({QStringLiteral("export"), projectFile(), QStringLiteral("--list")}, &output), 0);
    QCOMPARE(output, QByteArray("godot game/hero.tres --pixels-per-unit 32\n"));
    QCOMPARE(runCli({QStringLiteral("validate"), projectFile()}, &output), 0);
    QVERIFY(testsupport::readProject(projectFile()).exportOnSave);

    // File > Export to the same file again, at 64: the target takes it, unasked, one undo step.
    m_prompts->pixelsPerUnitAnswers = {64.0};
    exportTo("godot", tres);
    QCOMPARE(m_prompts->keepQuestions.size(), 1);
    QCOMPARE(targets().size(), 1);
    QCOMPARE(targets()[0].options.pixelsPerUnit, std::optional<double>(64.0));
    QCOMPARE(m_window->document()->undoStack()->undoText(), QStringLiteral("Edit export godot game/hero.tres"));
    QVERIFY2(status().endsWith(QStringLiteral("its export target updated")), qPrintable(status()));

    // "Don't ask again for this project", checked with Keep: File > Export to another file keeps
    // it too, unasked (a question now would be recorded and answered Not Now), and writes it.
    m_prompts->realKeepDialog = false;
    const QString csv = m_dir->filePath(QStringLiteral("out/hero.csv"));
    exportTo("csv", csv);
    QCOMPARE(m_prompts->keepQuestions.size(), 1);
    QCOMPARE(targets().size(), 2);
    QCOMPARE(targets()[1].format, QStringLiteral("csv"));
    QCOMPARE(targets()[1].path, QStringLiteral("out/hero.csv"));
    QCOMPARE(m_window->document()->undoStack()->undoText(), QStringLiteral("Keep export csv out/hero.csv"));
    QVERIFY2(status().contains(QStringLiteral("kept as an export target")), qPrintable(status()));
    QVERIFY(testutil::contentsOf(csv).startsWith("clip,time_ms,"));
}

void TestJourneyExportTargets::exportAllNamesTheFailedTarget()
{
    const QDir dir(m_dir->path());
    m_prompts->keepAnswers = {{true, false}, {true, false}, {true, false}};
    exportTo("aseprite", dir.filePath(QStringLiteral("sprites/hero-sheet.json")));
    exportTo("spriteframes", dir.filePath(QStringLiteral("game/hero-frames.tres")));
    clickMenuItem(QStringLiteral("exportMenu"), QStringLiteral("exportCurrentClip"));
    activateAgain();
    exportTo("csv", dir.filePath(QStringLiteral("out/idle.csv")));
    QCOMPARE(m_prompts->keepQuestions.size(), 3);
    QCOMPARE(targets().size(), 3);
    QCOMPARE(targets()[2].clip, QStringLiteral("idle"));

    // File > Export Targets...: the CSV's path edited to a folder that is a regular file.
    QFile blocker(dir.filePath(QStringLiteral("blocked")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    clickMenuItem(QStringLiteral("fileMenu"), QStringLiteral("exportTargets"));
    auto *dialog = qobject_cast<ExportTargetsDialog *>(dialogNamed(QStringLiteral("exportTargets")));
    QVERIFY(dialog);
    QCOMPARE(dialog->table()->model()->rowCount(), 3);
    QCOMPARE(dialog->table()->model()->index(2, 1).data().toString(), QDir::toNativeSeparators(QStringLiteral("out/idle.csv")));
    clickRow(dialog, 2);
    QString shownPath, shownClip;
    ModalAnswer edit(QStringLiteral("exportTargetDialog"), [&](QWidget *w) {
        auto *path = w->findChild<QLineEdit *>(QStringLiteral("targetPath"));
        shownPath = path->text();
        shownClip = w->findChild<QComboBox *>(QStringLiteral("targetClip"))->currentText();
        path->setFocus();
        path->selectAll();
        QTest::keyClicks(path, QStringLiteral("blocked/idle.csv"));
        QTest::keyClick(path, Qt::Key_Return); // OK is the default button
    });
    click(button(dialog, "editTarget"));
    QTRY_VERIFY(edit.answered());
    QCOMPARE(shownPath, QDir::toNativeSeparators(QStringLiteral("out/idle.csv")));
    QCOMPARE(shownClip, QStringLiteral("idle"));
    QCOMPARE(targets()[2].path, QStringLiteral("blocked/idle.csv"));
    QCOMPARE(m_window->document()->undoStack()->undoText(), QStringLiteral("Edit export csv blocked/idle.csv"));

    // Ctrl+Shift+E in the window: the two others written again, the CSV named with why.
    for (const char *gone : {"sprites/hero-sheet.json", "sprites/hero-sheet.png", "game/hero-frames.tres"})
        QVERIFY(QFile::remove(dir.filePath(QLatin1String(gone))));
    activateAgain();
    QSignalSpy ran(m_window->targetExports(), &TargetExports::finished);
    pressKey(Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_COMPARE_WITH_TIMEOUT(ran.size(), 1, 30000);
    const QString expected = QStringLiteral("Wrote aseprite sprites/hero-sheet.json, spriteframes game/hero-frames.tres; "
                                            "cannot export to csv blocked/idle.csv: %1: cannot make its folder")
                                 .arg(dir.filePath(QStringLiteral("blocked/idle.csv")));
    QCOMPARE(status(), expected);
    for (const char *back : {"sprites/hero-sheet.json", "sprites/hero-sheet.png", "game/hero-frames.tres"})
        QVERIFY2(QFileInfo::exists(dir.filePath(QLatin1String(back))), back);
    QVERIFY2(dialog->outcomeText().contains(QStringLiteral("cannot export to csv blocked/idle.csv")), qPrintable(dialog->outcomeText()));
    QVERIFY2(dialog->outcomeText().contains(QStringLiteral("spriteframes game/hero-frames.tres: warning: clip \"jump\" has motion keys")),
             qPrintable(dialog->outcomeText()));

    // idle renamed rest in the Clip panel: its target follows, in the table too.
    QTRY_COMPARE(m_window->document()->currentClip(), 0);
    clickAt(nameField(), QPoint(nameField()->width() - 5, nameField()->height() / 2));
    pressKey(Qt::Key_A, Qt::ControlModifier);
    typeText(QStringLiteral("rest"));
    pressKey(Qt::Key_Return);
    QTRY_COMPARE(m_window->document()->clip().name, QStringLiteral("rest"));
    QCOMPARE(targets()[2].clip, QStringLiteral("rest"));
    QCOMPARE(dialog->table()->model()->index(2, 2).data().toString(), QStringLiteral("rest"));

    // Saved, the command line lists the three and fails on the CSV by the same words.
    pressKey(Qt::Key_S, Qt::ControlModifier);
    QTRY_VERIFY(!m_window->document()->isModified());
    QByteArray output;
    QCOMPARE(runCli({QStringLiteral("export"), projectFile(), QStringLiteral("--list")}, &output), 0);
    QCOMPARE(output, QByteArray("aseprite sprites/hero-sheet.json\nspriteframes game/hero-frames.tres\ncsv blocked/idle.csv --clip rest\n"));
    QCOMPARE(runCli({QStringLiteral("export"), projectFile()}, &output), 1);
    QVERIFY2(output.contains("cannot export to csv blocked/idle.csv: "), output.constData());

    // Remove in the dialog, undone from the window's Edit menu; Export Now for the selected one.
    clickRow(dialog, 0);
    click(button(dialog, "removeTarget"));
    QCOMPARE(targets().size(), 2);
    QCOMPARE(dialog->table()->model()->rowCount(), 2);
    clickMenuItem(QStringLiteral("editMenu"), QStringLiteral("undo"));
    activateAgain();
    QCOMPARE(targets().size(), 3);
    QCOMPARE(dialog->table()->model()->rowCount(), 3);
    for (const char *gone : {"sprites/hero-sheet.json", "game/hero-frames.tres"})
        QVERIFY(QFile::remove(dir.filePath(QLatin1String(gone))));
    clickRow(dialog, 1);
    click(button(dialog, "exportTargetNow"));
    QTRY_COMPARE_WITH_TIMEOUT(ran.size(), 2, 30000);
    QCOMPARE(status(), QStringLiteral("Wrote spriteframes game/hero-frames.tres"));
    QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("game/hero-frames.tres"))));
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("sprites/hero-sheet.json")))); // not selected
}

void TestJourneyExportTargets::exportAllWithoutTargetsSaysHow()
{
    QVERIFY(targets().isEmpty());
    pressKey(Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(status(), QStringLiteral("No export targets to run: export once with File > Export and keep it in the project"));
    QCOMPARE(m_window->document()->undoStack()->count(), 0);
}

// Export on Save with a CSV target and one into a folder that is a file; a hold typed, Ctrl+S,
// Ctrl+Z, and the window closed with Save: when the window has gone, the CSV is the last save's,
// and the failed target was said in a box (before: on the status line of a window closing).
void TestJourneyExportTargets::closingFinishesTheSavesExports()
{
    const QDir dir(m_dir->path());
    QFile blocker(dir.filePath(QStringLiteral("blocked")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    Project p = testsupport::readProject(projectFile());
    p.exports = {{QStringLiteral("csv"), QStringLiteral("out/hero.csv"), {}, {}},
                 {QStringLiteral("csv"), QStringLiteral("blocked/hero.csv"), {}, {}}};
    p.exportOnSave = true;
    QString error;
    QVERIFY2(ProjectWriter::save(p, projectFile(), &error), qPrintable(error));
    m_prompts->openNames = {projectFile()};
    m_window->document()->undoStack()->setClean();
    pressKey(Qt::Key_O, Qt::ControlModifier);
    QTRY_COMPARE(targets().size(), 2);
    activateAgain();

    typeHold(0, QStringLiteral("300"));
    // Saved, undone at once (the save's export still under way), closed with Save.
    pressKey(Qt::Key_S, Qt::ControlModifier);
    pressKey(Qt::Key_Z, Qt::ControlModifier);
    m_prompts->saveAnswers = {UserPrompts::Answer::Save};
    QVERIFY(m_window->close());
    QFile written(dir.filePath(QStringLiteral("out/hero.csv")));
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QByteArray csv = written.readAll(); // as the window left it, before anything else runs
    QCOMPARE(testsupport::readProject(projectFile()).clips[0].frames.frame(0).duration, 240.0);

    // What the CLI exports from the saved file, byte for byte.
    const QString expected = dir.filePath(QStringLiteral("expected.csv"));
    QByteArray output;
    QVERIFY2(runCli({QStringLiteral("export"), projectFile(), QStringLiteral("--format"), QStringLiteral("csv"),
                     QStringLiteral("-o"), expected},
                    &output) == 0,
             output.constData());
    QFile wanted(expected);
    QVERIFY(wanted.open(QIODevice::ReadOnly));
    QVERIFY(csv == wanted.readAll());
    QVERIFY2(!m_prompts->errorSummaries.isEmpty(), "no box for the failed target");
    const QString box = m_prompts->errorMessages.back().join(QLatin1Char('\n'));
    QVERIFY2(box.contains(QStringLiteral("blocked/hero.csv")), qPrintable(box));
}

QTEST_MAIN(TestJourneyExportTargets)
#include "tst_journeyexporttargets.moc"
