// The project file changed by another program (ProjectFileMonitor): the editor asks whether to
// read it again, and does what the answer says: Reload reads it (back on the clip that was
// shown), Keep keeps what the window shows, unsaved edits included, and is not asked again for
// that version. The editor's own saves and a touch that changes nothing ask nothing; a removed
// file is said in the status bar; a file that no longer reads keeps the window's version and
// shows the reader's messages.

#include "common/renameover.h"
#include "editor/windowfixture.h"
#include "files/filecontroller.h"
#include "files/livereload.h"
#include "files/projectfilemonitor.h"
#include "itemmodels/frametablemodel.h"

#include <QStatusBar>

using namespace testsupport;

namespace {
// Written beside the file, then renamed over it, as editors and version control do.
bool replaceFile(const QString &path, const QByteArray &bytes)
{
    const QString temporary = path + QStringLiteral(".part");
    QFile file(temporary);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return false;
    file.close();
    return testutil::renameOver(temporary, path);
}

// The window's project, renamed and with frame 0 held 40 ms longer, as another program saves it.
QByteArray changedOnDisk(Project p, const QString &name)
{
    p.name = name;
    Frame f = p.clips[0].frames.frame(0);
    f.duration += 40;
    QList<Frame> frames = p.clips[0].frames.frames();
    frames[0] = f;
    p.clips[0].frames.setFrames(frames);
    return ProjectWriter::toJson(p);
}
} // namespace

class TestProjectReload : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { isolateSettings(m_settings.path()); }
    void init()
    {
        openWindow(QFINDTESTDATA("data/flipbook/flipbook.json"));
        monitor()->watch()->setSettleTime(30);
        m_path = m_window->document()->filePath();
    }
    void cleanup() { closeWindow(); }

    void reloadAnswered_data();
    void reloadAnswered();
    void keptVersionIsNotAskedAgain();
    void ownSaveAndTouchAskNothing();
    void removedFileIsSaid();
    void unreadableFileKeepsTheWindowsVersion();

private:
    ProjectFileMonitor *monitor() const { return m_window->liveReload()->projectMonitor(); }
    // Waits until the monitor has had time to see a change (its settle time and more).
    static void settle() { QTest::qWait(400); }
    // Frame 0's duration typed into the Frames table: one undo step.
    void editDuration(double ms)
    {
        FrameTableModel *frames = m_window->frameModel();
        QVERIFY(frames->setData(frames->index(0, FrameTableModel::DurationColumn), ms, Qt::EditRole));
    }
    QString m_path;
};

void TestProjectReload::reloadAnswered_data()
{
    QTest::addColumn<bool>("unsaved");
    QTest::addColumn<bool>("reload");
    QTest::newRow("no edits, reload") << false << true;
    QTest::newRow("no edits, keep") << false << false;
    QTest::newRow("unsaved edits, reload (dropped)") << true << true;
    QTest::newRow("unsaved edits, keep (kept)") << true << false;
}

void TestProjectReload::reloadAnswered()
{
    QFETCH(bool, unsaved);
    QFETCH(bool, reload);
    Document *doc = m_window->document();
    // A second clip shown, so a reload must come back to it.
    Clip second = doc->clip();
    second.name = QStringLiteral("second");
    doc->insertClips(1, {second});
    QVERIFY(m_window->files()->save());
    QCOMPARE(doc->currentClip(), 1);
    if (unsaved)
        editDuration(77);
    const Project shown = doc->project();
    QCOMPARE(doc->isModified(), unsaved);

    m_prompts->reloadAnswers = {reload ? UserPrompts::ChangedProject::Reload : UserPrompts::ChangedProject::Keep};
    const QByteArray other = changedOnDisk(readProject(m_path), QStringLiteral("Saved elsewhere"));
    QVERIFY(replaceFile(m_path, other));
    QTRY_COMPARE_WITH_TIMEOUT(m_prompts->reloadQuestions.size(), 1, 5000);
    QCOMPARE(m_prompts->reloadQuestions.at(0), unsaved);
    if (reload) {
        QCOMPARE(doc->project(), readProject(m_path));
        QCOMPARE(doc->project().name, QStringLiteral("Saved elsewhere"));
        QVERIFY(!doc->isModified());
        QCOMPARE(doc->currentClip(), 1); // the clip that was shown
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("Reloaded")));
    } else {
        QCOMPARE(doc->project(), shown);
        QCOMPARE(doc->isModified(), unsaved);
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("Kept")));
    }
    QVERIFY(m_prompts->errorSummaries.isEmpty());
}

void TestProjectReload::keptVersionIsNotAskedAgain()
{
    const Project original = readProject(m_path);
    m_prompts->reloadAnswers = {UserPrompts::ChangedProject::Keep};
    QVERIFY(replaceFile(m_path, changedOnDisk(original, QStringLiteral("A"))));
    QTRY_COMPARE_WITH_TIMEOUT(m_prompts->reloadQuestions.size(), 1, 5000);
    // The same bytes again (a rewrite that changes nothing): not asked again.
    QVERIFY(replaceFile(m_path, changedOnDisk(original, QStringLiteral("A"))));
    settle();
    QCOMPARE(m_prompts->reloadQuestions.size(), 1);
    // Another version: asked.
    m_prompts->reloadAnswers = {UserPrompts::ChangedProject::Reload};
    QVERIFY(replaceFile(m_path, changedOnDisk(original, QStringLiteral("B"))));
    QTRY_COMPARE_WITH_TIMEOUT(m_prompts->reloadQuestions.size(), 2, 5000);
    QCOMPARE(m_window->document()->project().name, QStringLiteral("B"));
}

void TestProjectReload::ownSaveAndTouchAskNothing()
{
    Document *doc = m_window->document();
    editDuration(123);
    QVERIFY(m_window->files()->save());
    settle();
    // Written in place with the same bytes (a touch).
    QFile file(m_path);
    QVERIFY(file.open(QIODevice::ReadWrite));
    const QByteArray bytes = file.readAll();
    file.seek(0);
    file.write(bytes);
    file.close();
    settle();
    QCOMPARE(m_prompts->reloadQuestions.size(), 0);
    QCOMPARE(doc->clip().frames.frame(0).duration, 123.0);
}

void TestProjectReload::removedFileIsSaid()
{
    QVERIFY(QFile::remove(m_path));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->statusBar()->currentMessage().contains(QStringLiteral("removed or renamed")), 5000);
    QCOMPARE(m_prompts->reloadQuestions.size(), 0);
    QCOMPARE(m_window->document()->project(), m_original); // the window's version stays
}

void TestProjectReload::unreadableFileKeepsTheWindowsVersion()
{
    m_prompts->reloadAnswers = {UserPrompts::ChangedProject::Reload};
    QVERIFY(replaceFile(m_path, QByteArrayLiteral("{ \"format\": \"inbetween\", \"version\": 2, ")));
    QTRY_COMPARE_WITH_TIMEOUT(m_prompts->reloadQuestions.size(), 1, 5000);
    QCOMPARE(m_prompts->errorSummaries.size(), 1);
    QVERIFY(m_prompts->errorSummaries.at(0).contains(QStringLiteral("could not be read again")));
    QVERIFY(!m_prompts->errorMessages.at(0).isEmpty());
    QCOMPARE(m_window->document()->project(), m_original);
    // Not asked again for that version.
    settle();
    QCOMPARE(m_prompts->reloadQuestions.size(), 1);
}

QTEST_MAIN(TestProjectReload)
#include "tst_projectreload.moc"
