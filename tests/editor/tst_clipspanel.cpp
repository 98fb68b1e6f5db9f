// The Clips panel on a copy of the bundled character (idle, walk, jump cut from one sheet), driven
// with real clicks and keys: choosing a clip switches what every view shows; add, duplicate,
// rename, delete and move are each one undo step (the whole window state checked after it, after
// undo and after redo); Delete asks first when the clip holds anything; each clip keeps its
// selection and playhead; an undo returns to the clip its edit was made in.
#include "editor/testsupport.h"
#include "editor/windowfixture.h"
#include "session/clipviewstates.h"
#include "tables/clipspanel.h"
#include "tables/documenttableview.h"
#include "timeline/timelineview.h"

#include <QAction>
#include <QComboBox>
#include <QLineEdit>
#include <QMimeData>
#include <QStatusBar>
#include <QToolButton>
#include <QUndoStack>
#include <memory>

using namespace inbetween;
using namespace testsupport;

namespace {
QStringList names(std::initializer_list<const char *> items)
{
    QStringList out;
    for (const char *item : items)
        out << QString::fromUtf8(item);
    return out;
}

// Copies resources/examples/hero.json and its sheet into `dir`; the project's path there.
QString copyHero(const QTemporaryDir &dir)
{
    const QString source = QFINDTESTDATA("../../resources/examples/hero.json");
    QDir(dir.path()).mkpath(QStringLiteral("hero"));
    QFile::copy(QFileInfo(source).dir().filePath(QStringLiteral("hero/hero.png")), dir.filePath(QStringLiteral("hero/hero.png")));
    const QString target = dir.filePath(QStringLiteral("hero.json"));
    QFile::copy(source, target);
    QFile(target).setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    return target;
}

Project withClips(const Project &p, const QStringList &names)
{
    Project out = p;
    out.clips.clear();
    for (const QString &n : names) {
        const int i = p.clipIndex(n);
        out.clips.push_back(i >= 0 ? p.clips[size_t(i)] : Clip(n));
    }
    return out;
}
} // namespace

class TestClipsPanel : public QObject, protected WindowFixture
{
    Q_OBJECT

private:
    void openHero()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_prompts = std::make_unique<ScriptedPrompts>();
        m_window = std::make_unique<MainWindow>(m_prompts.get());
        QVERIFY(m_window->files()->openFile(copyHero(*m_dir)));
        m_original = m_window->document()->project();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    ClipsPanel *panel() const { return m_window->clipsPanel(); }
    DocumentTableView *list() const { return panel()->view(); }
    QPoint cellCentre(int row, int column) const
    {
        return list()->visualRect(list()->model()->index(row, column)).center();
    }
    void clickClip(int row)
    {
        QTest::mouseClick(list()->viewport(), Qt::LeftButton, {}, cellCentre(row, ClipListModel::LengthColumn));
    }
    QToolButton *button(const char *action) const
    {
        return panel()->findChild<QToolButton *>(QString::fromLatin1(action) + QStringLiteral("Button"));
    }
    // The line edit of the name being edited in the list.
    QLineEdit *nameEditor() const { return list()->viewport()->findChild<QLineEdit *>(); }
    void typeName(const QString &name)
    {
        QLineEdit *editor = nameEditor();
        QVERIFY(editor);
        editor->selectAll();
        QTest::keyClicks(editor, name);
        QTest::keyClick(editor, Qt::Key_Return);
        QCoreApplication::processEvents(); // the delegate commits on a queued call
    }

private slots:
    void initTestCase() { isolateSettings(m_settings.path()); }
    void init() { openHero(); }
    void cleanup() { closeWindow(); }

    void opensOnTheFirstClip()
    {
        CHECK_STATE(*m_window, m_original);
        QCOMPARE(m_window->document()->currentClip(), 0);
        QCOMPARE(m_window->frameModel()->rowCount(), 4);
        QCOMPARE(m_window->frameModel()->index(1, FrameTableModel::ImageColumn).data().toString(),
                 QStringLiteral("hero.png [64, 0, 64, 64]"));
        QCOMPARE(m_window->summaryPanel()->field(QStringLiteral("fps")), QStringLiteral("60 fps"));
        QCOMPARE(m_window->summaryPanel()->field(QStringLiteral("frame")), QStringLiteral("0 of 4: hero/hero.png [0, 0, 64, 64]"));
    }

    void clickingAClipShowsIt_data()
    {
        QTest::addColumn<int>("row");
        QTest::newRow("walk") << 1;
        QTest::newRow("jump") << 2;
    }

    void clickingAClipShowsIt()
    {
        QFETCH(int, row);
        clickClip(row);
        QCOMPARE(m_window->document()->currentClip(), row);
        QCOMPARE(m_window->document()->undoStack()->count(), 0); // a switch is not an edit
        CHECK_STATE(*m_window, m_original);
        const Clip &clip = m_original.clips[size_t(row)];
        QCOMPARE(m_window->playback()->timeline()->playheadTime(), 0.0);
        QCOMPARE(m_window->summaryPanel()->field(QStringLiteral("length")).section(QLatin1Char(' '), 0, 0),
                 QString::number(clip.length()));
        QCOMPARE(m_window->summaryPanel()->loopBox()->currentText(), loopModeName(clip.loop));
        // Ctrl+PgUp goes back up the list.
        panel()->action(QStringLiteral("previousClip"))->trigger();
        QCOMPARE(m_window->document()->currentClip(), row - 1);
        CHECK_STATE(*m_window, m_original);
    }

    void buttonsAreOneStepEach_data()
    {
        QTest::addColumn<QByteArray>("action");
        QTest::addColumn<int>("from");
        QTest::addColumn<QStringList>("clips");
        QTest::addColumn<int>("shown");
        QTest::newRow("add") << QByteArray("addClip") << 1 << names({"idle", "walk", "clip", "jump"}) << 2;
        QTest::newRow("duplicate") << QByteArray("duplicateClip") << 0 << names({"idle", "idle 2", "walk", "jump"}) << 1;
        QTest::newRow("move up") << QByteArray("moveClipUp") << 2 << names({"idle", "jump", "walk"}) << 1;
        QTest::newRow("move down") << QByteArray("moveClipDown") << 0 << names({"walk", "idle", "jump"}) << 1;
    }

    void buttonsAreOneStepEach()
    {
        QFETCH(QByteArray, action);
        QFETCH(int, from);
        QFETCH(QStringList, clips);
        QFETCH(int, shown);
        clickClip(from);
        Project after = withClips(m_original, clips);
        if (action == "duplicateClip")
            after.clips[1] = [&] {
                Clip c = m_original.clips[0];
                c.name = QStringLiteral("idle 2");
                return c;
            }();
        oneStep([&] { QTest::mouseClick(button(action.constData()), Qt::LeftButton); }, after, [&] {
            QCOMPARE(m_window->document()->currentClip(), shown);
            if (action == "addClip") { // a new clip is named right away
                QVERIFY(nameEditor());
                QTest::keyClick(nameEditor(), Qt::Key_Escape);
            }
        });
        // Undo showed the clip current before the step; redo the one it is about.
        m_window->document()->undoStack()->undo();
        QCOMPARE(m_window->document()->currentClip(), from);
        m_window->document()->undoStack()->redo();
        QCOMPARE(m_window->document()->currentClip(), shown);
    }

    void shortcutsReachTheActions()
    {
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        m_window->frameView()->setFocus();
        QTest::keyClick(m_window.get(), Qt::Key_D, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(m_window->document()->project().clipNames(), names({"idle", "idle 2", "walk", "jump"}));
        QTest::keyClick(m_window.get(), Qt::Key_Down, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(m_window->document()->project().clipNames(), names({"idle", "walk", "idle 2", "jump"}));
        QTest::keyClick(m_window.get(), Qt::Key_PageDown, Qt::ControlModifier);
        QCOMPARE(m_window->document()->clip().name, QStringLiteral("jump"));
        QCOMPARE(m_window->document()->undoStack()->count(), 2);
    }

    void renameInPlace_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("double-click the name") << "name";
        QTest::newRow("double-click the loop mode") << "loop";
        QTest::newRow("F2") << "F2";
        QTest::newRow("Clips menu") << "menu";
    }

    void renameInPlace()
    {
        QFETCH(QString, how);
        clickClip(1);
        Project after = m_original;
        after.clips[1].name = QStringLiteral("run");
        oneStep([&] {
            if (how == QLatin1String("name") || how == QLatin1String("loop")) {
                const int column = how == QLatin1String("name") ? ClipListModel::NameColumn : ClipListModel::LoopColumn;
                // A double-click: a click, then the second press that the system reports as one.
                QTest::mouseClick(list()->viewport(), Qt::LeftButton, {}, cellCentre(1, column));
                QTest::mouseDClick(list()->viewport(), Qt::LeftButton, {}, cellCentre(1, column));
            } else if (how == QLatin1String("F2")) {
                list()->setFocus();
                QTest::keyClick(list(), Qt::Key_F2);
            } else {
                panel()->action(QStringLiteral("renameClip"))->trigger();
            }
            typeName(QStringLiteral("run"));
        }, after);
    }

    void renameToATakenNameIsRefused()
    {
        clickClip(1);
        panel()->action(QStringLiteral("renameClip"))->trigger();
        typeName(QStringLiteral("jump"));
        QCOMPARE(m_window->document()->undoStack()->count(), 0);
        QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Not renamed: another clip is named \"jump\""));
        CHECK_STATE(*m_window, m_original);
    }

    void deleteAsksWhenTheClipHoldsAnything()
    {
        clickClip(1);
        list()->setFocus(); // Delete acts on the focused list
        // No: nothing happens.
        m_prompts->removeClipAnswers = {false};
        trigger("delete");
        QCOMPARE(m_prompts->removeClipQuestions, QStringList{QStringLiteral("walk: 4 frames and 2 events")});
        QCOMPARE(m_window->document()->undoStack()->count(), 0);
        // Yes: one step.
        m_prompts->removeClipAnswers = {true};
        oneStep([&] { trigger("delete"); }, withClips(m_original, names({"idle", "jump"})));
        QCOMPARE(m_window->document()->clip().name, QStringLiteral("jump"));
        QCOMPARE(m_prompts->removeClipQuestions.size(), 2);
    }

    void emptyClipGoesWithoutAQuestion()
    {
        panel()->action(QStringLiteral("addClip"))->trigger();
        QTest::keyClick(nameEditor(), Qt::Key_Escape);
        QCOMPARE(m_window->document()->clip().name, QStringLiteral("clip"));
        panel()->action(QStringLiteral("removeClip"))->trigger();
        QVERIFY(m_prompts->removeClipQuestions.isEmpty());
        CHECK_STATE(*m_window, m_original);
        QCOMPARE(m_window->document()->undoStack()->count(), 2);
    }

    void lastClipStays()
    {
        m_prompts->removeClipAnswers = {true, true, true};
        panel()->action(QStringLiteral("removeClip"))->trigger();
        panel()->action(QStringLiteral("removeClip"))->trigger();
        QCOMPARE(m_window->document()->clipCount(), 1);
        QVERIFY(!panel()->action(QStringLiteral("removeClip"))->isEnabled());
        QVERIFY(!button("removeClip")->isEnabled());
        panel()->removeClip(); // the Delete key with the list in focus
        QCOMPARE(m_window->document()->clipCount(), 1);
        QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("A project keeps at least one clip."));
    }

    void dragReorders()
    {
        Project after = withClips(m_original, names({"walk", "jump", "idle"}));
        oneStep([&] {
            std::unique_ptr<QMimeData> data(list()->model()->mimeData({list()->model()->index(0, 0)}));
            // Below the lower half of the last row: the end.
            const QRect last = list()->visualRect(list()->model()->index(2, 0));
            const QPoint at(last.center().x(), last.bottom() - 1);
            QDragEnterEvent enter(at, Qt::MoveAction, data.get(), Qt::LeftButton, Qt::NoModifier);
            QCoreApplication::sendEvent(list()->viewport(), &enter);
            QDragMoveEvent move(at, Qt::MoveAction, data.get(), Qt::LeftButton, Qt::NoModifier);
            QCoreApplication::sendEvent(list()->viewport(), &move);
            QVERIFY(move.isAccepted());
            QDropEvent drop(QPointF(at), Qt::MoveAction, data.get(), Qt::LeftButton, Qt::NoModifier);
            QCoreApplication::sendEvent(list()->viewport(), &drop);
            QVERIFY(drop.isAccepted());
        }, after, [&] { QCOMPARE(m_window->document()->clip().name, QStringLiteral("idle")); });
    }

    // The Clip panel edits the current clip's name and loop mode, one step each.
    void clipPanelEditsNameAndLoop()
    {
        clickClip(2);
        Project renamed = m_original;
        renamed.clips[2].name = QStringLiteral("leap");
        QLineEdit *name = m_window->summaryPanel()->nameEdit();
        oneStep([&] {
            name->setFocus();
            name->selectAll();
            QTest::keyClicks(name, QStringLiteral("leap"));
            QTest::keyClick(name, Qt::Key_Return);
        }, renamed);
        Project looped = renamed;
        looped.clips[2].loop = LoopMode::PingPong;
        QComboBox *loop = m_window->summaryPanel()->loopBox();
        oneStep([&] {
            loop->setFocus();
            QTest::keyClick(loop, Qt::Key_End); // the last mode, pingpong
        }, looped);
        // A name another clip has: refused, the field shows the clip's name again.
        name->setFocus();
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("idle"));
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(name->text(), QStringLiteral("leap"));
        QCOMPARE(m_window->document()->undoStack()->count(), 2);
    }

    // Each clip keeps its selected rows and its playhead while another is edited.
    void eachClipKeepsItsSelectionAndPlayhead()
    {
        select(m_window->frameView(), {1, 2});
        m_window->setCurrentTime(300);
        clickClip(1);
        // A clip never shown: at 0, its first frame selected (as the table outlines it).
        QCOMPARE(m_window->frameView()->selectedRowNumbers(), QList<int>{0});
        QCOMPARE(m_window->currentTime(), 0.0);
        select(m_window->frameView(), {3});
        select(m_window->eventView(), {1});
        m_window->setCurrentTime(130);
        clickClip(0);
        QCOMPARE(m_window->frameView()->selectedRowNumbers(), (QList<int>{1, 2}));
        QVERIFY(m_window->eventView()->selectedRowNumbers().isEmpty());
        QCOMPARE(m_window->currentTime(), 300.0);
        QCOMPARE(m_window->playback()->clock()->clipTime(), 300.0);
        QCOMPARE(m_window->playback()->timeline()->playheadTime(), 300.0);
        QCOMPARE(m_window->frameView()->playheadRow(), 1);
        clickClip(1);
        QCOMPARE(m_window->frameView()->selectedRowNumbers(), QList<int>{3});
        QCOMPARE(m_window->eventView()->selectedRowNumbers(), QList<int>{1});
        QCOMPARE(m_window->currentTime(), 130.0);
        QCOMPARE(m_window->playback()->clock()->clipTime(), 130.0);
        QCOMPARE(m_window->frameView()->playheadRow(), 1);
        // A rename keeps them (they are kept by name).
        QVERIFY(m_window->operations().renameClip(1, QStringLiteral("run")));
        clickClip(0);
        clickClip(1);
        QCOMPARE(m_window->frameView()->selectedRowNumbers(), QList<int>{3});
        QCOMPARE(m_window->currentTime(), 130.0);
    }

    // An edit in walk, a switch to idle, then undo: walk is shown again, as it was.
    void undoReturnsToTheClipOfTheEdit()
    {
        clickClip(1);
        select(m_window->frameView(), {2});
        Project edited = m_original;
        edited.clips[1].frames.setDuration(2, 200);
        QVERIFY(m_window->frameModel()->setData(m_window->frameModel()->index(2, FrameTableModel::DurationColumn), 200.0));
        CHECK_STATE(*m_window, edited);
        clickClip(0);
        CHECK_STATE(*m_window, edited);
        trigger("undo");
        QCOMPARE(m_window->document()->currentClip(), 1);
        CHECK_STATE(*m_window, m_original);
        QCOMPARE(m_window->frameView()->selectedRowNumbers(), QList<int>{2});
        clickClip(2);
        trigger("redo");
        QCOMPARE(m_window->document()->currentClip(), 1);
        CHECK_STATE(*m_window, edited);
    }

    void savedFileKeepsEveryClip()
    {
        panel()->action(QStringLiteral("duplicateClip"))->trigger();
        Project after = withClips(m_original, names({"idle", "idle 2", "walk", "jump"}));
        after.clips[1] = m_original.clips[0];
        after.clips[1].name = QStringLiteral("idle 2");
        CHECK_SAVED(*m_window, after);
    }
};

QTEST_MAIN(TestClipsPanel)
#include "tst_clipspanel.moc"
