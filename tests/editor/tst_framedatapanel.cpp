// The Frame Data panel on a copy of the boxer (resources/examples/punch.json: boxes body (hurt,
// on every frame of both clips) and fist (hit, on the punch's jab and full reach), the point hand
// on every frame), driven with real clicks and keys: Add Box and Add Point declare a new one and
// open its name for typing; a name edited in place renames it in every frame, a refused one
// changes nothing and the panel says why; the kind combo sets a box's kind; Delete asks first
// (the prompt says how many frames lose it) when frames list it. Each is one undo step, the whole
// window state checked after it, after undo and after redo. Below, the ticks of each box at the
// game tick rate (60 Hz while Playback > Game Tick is off), counted by hand in the tables.
#include "common/testutil.h"
#include "editor/testsupport.h"
#include "editor/windowfixture.h"
#include "playback/gametickactions.h"
#include "tables/boxtickstable.h"
#include "tables/framedatapanel.h"

#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>

using namespace inbetween;
using namespace testsupport;

namespace {

// The prompts of the other tests, and the Frame Data panel's question answered from a list.
class FrameDataPrompts : public ScriptedPrompts
{
public:
    QList<bool> deleteAnswers; // taken in order; No when empty
    QStringList deleteQuestions; // "box fist: 2" for each question asked
    bool confirmDeleteFrameData(QWidget *, const QString &kind, const QString &name, int frames) override
    {
        deleteQuestions << QStringLiteral("%1 %2: %3").arg(kind, name).arg(frames);
        return !deleteAnswers.isEmpty() && deleteAnswers.takeFirst();
    }
};

// `p` with box or point `from` named `to` in the declarations and in every frame.
Project renamed(Project p, bool box, const QString &from, const QString &to)
{
    if (box) {
        p.boxes[p.boxIndex(from)].name = to;
    } else {
        p.points[p.pointIndex(from)].name = to;
    }
    for (Clip &clip : p.clips) {
        QList<Frame> frames = clip.frames.frames();
        for (Frame &f : frames) {
            FrameData data = f.data.get();
            if (box && data.boxes.contains(from))
                data.boxes.insert(to, data.boxes.take(from));
            if (!box && data.points.contains(from))
                data.points.insert(to, data.points.take(from));
            f.data.set(data);
        }
        clip.frames.setFrames(frames);
    }
    return p;
}

// `p` without box or point `name`, in the declarations and in every frame.
Project removed(Project p, bool box, const QString &name)
{
    if (box)
        p.boxes.removeAt(p.boxIndex(name));
    else
        p.points.removeAt(p.pointIndex(name));
    for (Clip &clip : p.clips) {
        QList<Frame> frames = clip.frames.frames();
        for (Frame &f : frames) {
            FrameData data = f.data.get();
            (box ? data.boxes.remove(name) : data.points.remove(name));
            f.data.set(data);
        }
        clip.frames.setFrames(frames);
    }
    return p;
}

} // namespace

class TestFrameDataPanel : public QObject, protected WindowFixture
{
    Q_OBJECT

private:
    FrameDataPrompts *m_frameDataPrompts = nullptr;

    void openBoxer()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        auto prompts = std::make_unique<FrameDataPrompts>();
        m_frameDataPrompts = prompts.get();
        m_prompts = std::move(prompts);
        m_window = std::make_unique<MainWindow>(m_prompts.get());
        const QString copy = copyProject(QFINDTESTDATA("../../resources/examples/punch.json"), {QStringLiteral("punch")}, *m_dir);
        QVERIFY(m_window->files()->openFile(copy));
        m_original = m_window->document()->project();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        // The panel is a tab behind the Clip panel: bring it to the front.
        QDockWidget *dock = m_window->findChild<QDockWidget *>(QStringLiteral("frameDataDock"));
        QVERIFY(dock);
        dock->raise();
        QTRY_VERIFY(panel()->isVisible());
    }
    FrameDataPanel *panel() const { return m_window->frameDataPanel(); }
    QTableWidget *list() const { return panel()->declarations(); }
    BoxTicksTable *ticks() const { return panel()->ticks(); }
    QStringList names() const
    {
        QStringList out;
        for (int r = 0; r < list()->rowCount(); ++r)
            out << list()->item(r, FrameDataPanel::NameColumn)->text();
        return out;
    }
    void clickRow(int row)
    {
        const QRect cell = list()->visualItemRect(list()->item(row, FrameDataPanel::NameColumn));
        QTest::mouseClick(list()->viewport(), Qt::LeftButton, {}, cell.center());
    }
    QLineEdit *nameEditor() const { return list()->viewport()->findChild<QLineEdit *>(); }
    void typeName(const QString &name)
    {
        QLineEdit *editor = nameEditor();
        QVERIFY(editor);
        editor->selectAll();
        if (name.isEmpty())
            QTest::keyClick(editor, Qt::Key_Backspace);
        QTest::keyClicks(editor, name);
        QTest::keyClick(editor, Qt::Key_Return);
        QCoreApplication::processEvents();
    }
    void editName(int row, const QString &name)
    {
        clickRow(row);
        QTest::keyClick(list(), Qt::Key_F2);
        typeName(name);
    }
    void setGameTick(double hz)
    {
        auto *gameTick = m_window->findChild<GameTickActions *>(QStringLiteral("gameTick"));
        QVERIFY(gameTick);
        gameTick->setRate(hz);
    }

private slots:
    void initTestCase() { isolateSettings(m_settings.path()); }
    void init() { openBoxer(); }
    void cleanup()
    {
        closeWindow();
        m_frameDataPrompts = nullptr;
    }

    void listsTheDeclarations()
    {
        QCOMPARE(names(), (QStringList{QStringLiteral("body"), QStringLiteral("fist"), QStringLiteral("hand")}));
        QCOMPARE(panel()->kindBox(0)->currentText(), QStringLiteral("hurt"));
        QCOMPARE(panel()->kindBox(1)->currentText(), QStringLiteral("hit"));
        QVERIFY(!panel()->kindBox(2));
        QCOMPARE(list()->item(2, FrameDataPanel::KindColumn)->text(), QStringLiteral("point"));
        // The Window menu shows and hides the dock.
        QAction *toggle = m_window->findChild<QAction *>(QStringLiteral("frameDataDockToggle"));
        QVERIFY(toggle);
        QVERIFY(toggle->isChecked());
    }

    void adds_data()
    {
        QTest::addColumn<bool>("box");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QStringList>("names");
        QTest::newRow("a box") << true << QStringLiteral("push") << testutil::strings({"body", "fist", "push", "hand"});
        QTest::newRow("a point") << false << QStringLiteral("tip") << testutil::strings({"body", "fist", "hand", "tip"});
    }
    void adds()
    {
        QFETCH(bool, box);
        QFETCH(QString, typed);
        QFETCH(QStringList, names);
        Project added = m_original;
        if (box)
            added.boxes.append({QStringLiteral("box"), BoxKind::Other});
        else
            added.points.append({QStringLiteral("point")});
        QPushButton *button = box ? panel()->addBoxButton() : panel()->addPointButton();
        QUndoStack *stack = m_window->document()->undoStack();
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(stack->count(), 1);
        CHECK_STATE(*m_window, added);
        // Its name is open for typing: what is typed renames it, a second step.
        QCOMPARE(list()->currentRow(), box ? 2 : 3);
        typeName(typed);
        QCOMPARE(stack->count(), 2);
        const Project named = renamed(added, box, box ? QStringLiteral("box") : QStringLiteral("point"), typed);
        CHECK_STATE(*m_window, named);
        QCOMPARE(this->names(), names);
        stack->undo();
        CHECK_STATE(*m_window, added);
        stack->undo();
        CHECK_STATE(*m_window, m_original);
        stack->redo();
        stack->redo();
        CHECK_STATE(*m_window, named);
        QVERIFY(panel()->problem().isEmpty());
    }

    void renames_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("problem"); // empty: accepted
        QTest::newRow("fist to jab") << 1 << QStringLiteral("jab") << QString();
        QTest::newRow("fist to ' jab ', trimmed") << 1 << QStringLiteral(" jab ") << QString();
        QTest::newRow("hand to tip") << 2 << QStringLiteral("tip") << QString();
        QTest::newRow("fist to body") << 1 << QStringLiteral("body") << QStringLiteral("another box is named \"body\"");
        QTest::newRow("body to nothing") << 0 << QStringLiteral("  ") << QStringLiteral("a box needs a name");
        QTest::newRow("hand to nothing") << 2 << QString() << QStringLiteral("a point needs a name");
    }
    void renames()
    {
        QFETCH(int, row);
        QFETCH(QString, typed);
        QFETCH(QString, problem);
        const bool box = row < 2;
        const QString before = list()->item(row, FrameDataPanel::NameColumn)->text();
        if (problem.isEmpty()) {
            oneStep([&] { editName(row, typed); }, renamed(m_original, box, before, typed.trimmed()));
            QCOMPARE(list()->item(row, FrameDataPanel::NameColumn)->text(), typed.trimmed());
            QVERIFY(panel()->problem().isEmpty());
        } else {
            editName(row, typed);
            QCOMPARE(m_window->document()->undoStack()->count(), 0);
            CHECK_STATE(*m_window, m_original);
            QCOMPARE(panel()->problem(), problem);
            QCOMPARE(list()->item(row, FrameDataPanel::NameColumn)->text(), before);
        }
    }

    void setsTheKind_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("kind");
        QTest::newRow("body: hurt to other") << 0 << int(Qt::Key_Down) << int(BoxKind::Other);
        QTest::newRow("body: hurt to hit") << 0 << int(Qt::Key_Up) << int(BoxKind::Hit);
        QTest::newRow("fist: hit to hurt") << 1 << int(Qt::Key_Down) << int(BoxKind::Hurt);
    }
    void setsTheKind()
    {
        QFETCH(int, row);
        QFETCH(int, key);
        QFETCH(int, kind);
        Project after = m_original;
        after.boxes[row].kind = BoxKind(kind);
        QComboBox *combo = panel()->kindBox(row);
        oneStep([&] { QTest::keyClick(combo, Qt::Key(key)); }, after);
        QCOMPARE(combo->currentData().toInt(), kind);
    }

    void deletes_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<bool>("answer");
        QTest::addColumn<QString>("question"); // empty: none asked
        QTest::newRow("fist, yes") << 1 << true << QStringLiteral("box fist: 2");
        QTest::newRow("fist, no") << 1 << false << QStringLiteral("box fist: 2");
        QTest::newRow("body, yes") << 0 << true << QStringLiteral("box body: 8");
        QTest::newRow("hand, yes") << 2 << true << QStringLiteral("point hand: 8");
        QTest::newRow("hand, no") << 2 << false << QStringLiteral("point hand: 8");
    }
    void deletes()
    {
        QFETCH(int, row);
        QFETCH(bool, answer);
        QFETCH(QString, question);
        const bool box = row < 2;
        const QString name = list()->item(row, FrameDataPanel::NameColumn)->text();
        m_frameDataPrompts->deleteAnswers = {answer};
        clickRow(row);
        QVERIFY(panel()->deleteButton()->isEnabled());
        if (answer) {
            oneStep([&] { QTest::mouseClick(panel()->deleteButton(), Qt::LeftButton); }, removed(m_original, box, name));
            QVERIFY(!names().contains(name));
        } else {
            QTest::mouseClick(panel()->deleteButton(), Qt::LeftButton);
            QCOMPARE(m_window->document()->undoStack()->count(), 0);
            CHECK_STATE(*m_window, m_original);
            QCOMPARE(names().size(), 3);
        }
        QCOMPARE(m_frameDataPrompts->deleteQuestions, QStringList{question});
    }

    void deletesAnUnusedBoxWithoutAsking()
    {
        QTest::mouseClick(panel()->addBoxButton(), Qt::LeftButton);
        QTest::keyClick(nameEditor(), Qt::Key_Escape);
        const Project added = m_window->document()->project();
        QCOMPARE(names().size(), 4);
        clickRow(2);
        oneStep([&] { QTest::mouseClick(panel()->deleteButton(), Qt::LeftButton); }, m_original);
        QVERIFY(m_frameDataPrompts->deleteQuestions.isEmpty());
        Q_UNUSED(added);
    }

    // Counted by hand: tick k shows clip time (k - 1) * 1000 / HZ; the punch (once, 400 ms) has
    // the fist on at [120, 220), the body on throughout; its way back in pingpong at [580, 680).
    void showsTheTicks_data()
    {
        QTest::addColumn<double>("gameTick"); // 0: off
        QTest::addColumn<QString>("loop");    // the punch's loop mode ("" as it is)
        QTest::addColumn<QString>("rate");
        QTest::addColumn<QStringList>("fist"); // startup, active, recovery, total
        QTest::addColumn<QStringList>("body");
        // 60 Hz: fist on at ticks 9 (133.3 ms) to 14 (216.7 ms) of 24.
        QTest::newRow("off: 60 Hz") << 0.0 << QString() << QStringLiteral("60 Hz (Game Tick off)")
                                    << testutil::strings({"9", "6", "10", "24"}) << testutil::strings({"1", "24", "0", "24"});
        QTest::newRow("60 Hz") << 60.0 << QString() << QStringLiteral("60 Hz (Playback > Game Tick)")
                               << testutil::strings({"9", "6", "10", "24"}) << testutil::strings({"1", "24", "0", "24"});
        // 30 Hz: 12 ticks; fist at 133.3 (5), 166.7 (6), 200 (7).
        QTest::newRow("30 Hz") << 30.0 << QString() << QStringLiteral("30 Hz (Playback > Game Tick)")
                               << testutil::strings({"5", "3", "5", "12"}) << testutil::strings({"1", "12", "0", "12"});
        // 120 Hz: 48 ticks; fist from 125 ms (16) to 216.7 ms (27).
        QTest::newRow("120 Hz") << 120.0 << QString() << QStringLiteral("120 Hz (Playback > Game Tick)")
                                << testutil::strings({"16", "12", "21", "48"}) << testutil::strings({"1", "48", "0", "48"});
        // Pingpong, 60 Hz: 48 ticks over 800 ms; the way back's window 583.3 (36) to 666.7 (41).
        QTest::newRow("pingpong, off") << 0.0 << QStringLiteral("pingpong") << QStringLiteral("60 Hz (Game Tick off)")
                                       << testutil::strings({"9", "6", "7", "48"}) << testutil::strings({"1", "48", "0", "48"});
    }
    void showsTheTicks()
    {
        QFETCH(double, gameTick);
        QFETCH(QString, loop);
        QFETCH(QString, rate);
        QFETCH(QStringList, fist);
        QFETCH(QStringList, body);
        setGameTick(gameTick);
        if (!loop.isEmpty())
            trigger(qPrintable(QStringLiteral("loop_") + loop));
        QVERIFY2(ticks()->title().endsWith(rate), qPrintable(ticks()->title()));
        QVERIFY(ticks()->title().contains(QStringLiteral("punch")));
        const auto row = [this](int r) {
            QStringList out;
            for (auto c : {BoxTicksTable::StartupColumn, BoxTicksTable::ActiveColumn, BoxTicksTable::RecoveryColumn,
                           BoxTicksTable::TotalColumn})
                out << ticks()->cell(r, c);
            return out;
        };
        QCOMPARE(ticks()->cell(0, BoxTicksTable::BoxColumn), QStringLiteral("body"));
        QCOMPARE(row(0), body);
        QCOMPARE(ticks()->cell(1, BoxTicksTable::BoxColumn), QStringLiteral("fist"));
        QCOMPARE(row(1), fist);
    }

    // The ticks follow the clip, the declarations and the frames.
    void ticksFollowTheDocument()
    {
        const QString none = QStringLiteral("\u2014");
        // A box no frame lists: never on.
        QTest::mouseClick(panel()->addBoxButton(), Qt::LeftButton);
        QTest::keyClick(nameEditor(), Qt::Key_Escape);
        QCOMPARE(ticks()->table()->rowCount(), 3);
        QCOMPARE(ticks()->cell(2, BoxTicksTable::BoxColumn), QStringLiteral("box"));
        QCOMPARE(ticks()->cell(2, BoxTicksTable::StartupColumn), none);
        QCOMPARE(ticks()->cell(2, BoxTicksTable::ActiveColumn), none);
        QCOMPARE(ticks()->cell(2, BoxTicksTable::RecoveryColumn), none);
        // The idle clip (loop, 800 ms): the fist never on, the body throughout 48 ticks.
        m_window->document()->setCurrentClip(1);
        QVERIFY(ticks()->title().contains(QStringLiteral("idle")));
        QCOMPARE(ticks()->cell(1, BoxTicksTable::StartupColumn), none);
        QCOMPARE(ticks()->cell(0, BoxTicksTable::ActiveColumn), QStringLiteral("48"));
        QCOMPARE(ticks()->cell(0, BoxTicksTable::TotalColumn), QStringLiteral("48"));
        // Back on the punch: frame 4 (220-300 ms) lengthened to 100 ms: 26 ticks, the fist's
        // recovery 12.
        m_window->document()->setCurrentClip(0);
        QCOMPARE(ticks()->cell(1, BoxTicksTable::RecoveryColumn), QStringLiteral("10"));
        m_window->frameModel()->setData(m_window->frameModel()->index(4, FrameTableModel::DurationColumn), 100.0);
        QCOMPARE(ticks()->cell(1, BoxTicksTable::RecoveryColumn), QStringLiteral("12"));
        QCOMPARE(ticks()->cell(1, BoxTicksTable::TotalColumn), QStringLiteral("26"));
        m_window->document()->undoStack()->undo();
        QCOMPARE(ticks()->cell(1, BoxTicksTable::TotalColumn), QStringLiteral("24"));
    }
};

QTEST_MAIN(TestFrameDataPanel)
#include "tst_framedatapanel.moc"
