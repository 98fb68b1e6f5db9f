// Journey (d) of issue 27: an animator on the bundled hero's jump clip clicks each panel in turn
// (the Clips list, the Frames, Keyframes and Events tables, the Clip panel's Name and playhead
// fields, the timeline, the preview, the curve view), presses Space, types a little and presses
// Escape. Space plays and pauses everywhere but in a field being typed in (there it is a space);
// typing in a table opens its cell's editor, Escape closes it; the project changes only where
// the user typed into a field and confirmed it (the clip's name), as one undo step, which Ctrl+Z
// in the field takes back once it is confirmed.
#include "curves/curvespanel.h"
#include "curves/curveview.h"
#include "journeys/journeywindow.h"

#include <QAbstractSpinBox>
#include <QUndoStack>

using namespace inbetween;
using namespace journeys;

class TestJourneyPanelKeys : public QObject, protected JourneyWindow
{
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::isolateSettings(m_settings.path()); }
    void init();
    void cleanup() { closeWindow(); }

    void spaceAndTypingInEveryPanel_data();
    void spaceAndTypingInEveryPanel();
    void deleteRemovesWhatThePanelSelects_data();
    void deleteRemovesWhatThePanelSelects();

private:
    QWidget *clickPanel(const QString &panel);
    bool playing() const { return clock()->isPlaying(); }
    int edits() const { return m_window->document()->undoStack()->count(); }
    QString where() const { return focusDescription(); }
    Project m_jump; // the project as it was once the jump clip was picked
};

void TestJourneyPanelKeys::init()
{
    openHero();
    if (QTest::currentTestFailed())
        return;
    // The user picks the jump clip (frames, keys and events) in the Clips list.
    DocumentTableView *list = m_window->clipsPanel()->view();
    clickAt(list->viewport(), list->visualRect(list->model()->index(2, 1)).center());
    QCOMPARE(m_window->document()->clip().name, QStringLiteral("jump"));
    m_jump = m_window->document()->project();
    QCOMPARE(edits(), 0);
}

QWidget *TestJourneyPanelKeys::clickPanel(const QString &panel)
{
    QWidget *w = nullptr;
    QPoint pos;
    auto cell = [&](DocumentTableView *view, int row, int column) {
        w = view->viewport();
        pos = view->visualRect(view->model()->index(row, column)).center();
    };
    if (panel == QLatin1String("clips"))
        cell(m_window->clipsPanel()->view(), 2, 1);
    else if (panel == QLatin1String("frames"))
        cell(m_window->frameView(), 1, FrameTableModel::DurationColumn);
    else if (panel == QLatin1String("keyframes"))
        cell(m_window->keyframeView(), 1, 1);
    else if (panel == QLatin1String("events"))
        cell(m_window->eventView(), 0, 1);
    else if (panel == QLatin1String("name"))
        w = nameField(), pos = QPoint(nameField()->width() - 5, nameField()->height() / 2); // after the text
    else if (panel == QLatin1String("playhead field"))
        w = m_window->summaryPanel()->findChild<QAbstractSpinBox *>(QStringLiteral("playheadTime")), pos = QPoint(8, 8);
    else if (panel == QLatin1String("timeline"))
        w = timeline(), pos = QPoint(w->width() / 2, w->height() / 2);
    else if (panel == QLatin1String("preview"))
        w = preview(), pos = QPoint(w->width() / 2, w->height() / 2);
    else if (panel == QLatin1String("curves"))
        w = m_window->playback()->curves()->curveView(), pos = QPoint(w->width() / 2, w->height() - 8);
    if (w)
        clickAt(w, pos);
    return w;
}

void TestJourneyPanelKeys::spaceAndTypingInEveryPanel_data()
{
    QTest::addColumn<QString>("panel");
    QTest::addColumn<bool>("spacePlays");    // after the click
    QTest::addColumn<bool>("typingEdits");   // typing opens a cell's editor (a table)
    QTest::newRow("Clips list") << QStringLiteral("clips") << true << false;
    QTest::newRow("Frames table") << QStringLiteral("frames") << true << true;
    QTest::newRow("Keyframes table") << QStringLiteral("keyframes") << true << true;
    QTest::newRow("Events table") << QStringLiteral("events") << true << true;
    QTest::newRow("Clip panel: Name") << QStringLiteral("name") << false << false;
    QTest::newRow("Clip panel: playhead field") << QStringLiteral("playhead field") << false << false;
    QTest::newRow("timeline") << QStringLiteral("timeline") << true << false;
    QTest::newRow("preview") << QStringLiteral("preview") << true << false;
    QTest::newRow("curve view") << QStringLiteral("curves") << true << false;
}

void TestJourneyPanelKeys::spaceAndTypingInEveryPanel()
{
    QFETCH(QString, panel);
    QFETCH(bool, spacePlays);
    QFETCH(bool, typingEdits);
    QVERIFY(clickPanel(panel));
    QVERIFY(!playing());

    // Space: play and pause, or a space in the field clicked into.
    pressKey(Qt::Key_Space);
    QVERIFY2(playing() == spacePlays, qPrintable(where()));
    if (playing()) {
        pressKey(Qt::Key_Space);
        QVERIFY2(!playing(), qPrintable(where()));
    }
    QCOMPARE(edits(), 0);

    // Typing (a digit: in a table it goes into a number's cell as well as a name's).
    typeText(QStringLiteral("7"));
    QVERIFY(!playing());
    if (typingEdits) {
        // The cell's editor opened and took the digit; Space goes to it, and plays nothing.
        QWidget *editor = QApplication::focusWidget();
        auto *line = qobject_cast<QLineEdit *>(editor);
        if (!line && editor)
            line = editor->findChild<QLineEdit *>();
        QVERIFY2(line, qPrintable(where()));
        QVERIFY2(line->text().contains(QLatin1Char('7')), qPrintable(line->text()));
        pressKey(Qt::Key_Space);
        QVERIFY(!playing());
        QVERIFY2(editor->hasFocus(), qPrintable(where()));
    }
    pressKey(Qt::Key_Escape); // an editor closes without a change
    QVERIFY(!playing());

    if (panel == QLatin1String("name")) {
        // The one field typed in and confirmed: the name, as typed, one undo step.
        QCOMPARE(nameField()->text(), QStringLiteral("jump 7"));
        pressKey(Qt::Key_Return);
        QCOMPARE(m_window->document()->clip().name, QStringLiteral("jump 7"));
        QCOMPARE(edits(), 1);
        // Confirmed, the field still focused: Ctrl+Z is the project's undo (the field's own
        // undo is for typing not yet confirmed), and Ctrl+Shift+Z its redo.
        QVERIFY(nameField()->hasFocus());
        pressKey(Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(m_window->document()->clip().name, QStringLiteral("jump"));
        QCOMPARE(nameField()->text(), QStringLiteral("jump"));
        pressKey(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(m_window->document()->clip().name, QStringLiteral("jump 7"));
        QCOMPARE(nameField()->text(), QStringLiteral("jump 7"));
        return;
    }
    QCOMPARE(edits(), 0);
    QVERIFY(m_window->document()->project() == m_jump);
    QCOMPARE(m_window->document()->clip().name, QStringLiteral("jump"));
    // And after Escape, Space plays again where it played.
    if (spacePlays) {
        pressKey(Qt::Key_Space);
        QVERIFY2(playing(), qPrintable(where()));
        pressKey(Qt::Key_Space);
        QVERIFY(!playing());
    }
}

void TestJourneyPanelKeys::deleteRemovesWhatThePanelSelects_data()
{
    QTest::addColumn<QString>("panel");
    QTest::newRow("curve view: its key") << QStringLiteral("curves");
    QTest::newRow("Keyframes table: its row") << QStringLiteral("keyframes");
    QTest::newRow("Frames table: its row") << QStringLiteral("frames");
}

// A frame is selected (a click in the Frames table), then the user selects in another panel and
// presses Delete: what that panel selects goes, and only that, in one undo step. (The window's
// Delete acts on the table clicked last; the curve view has keys of its own.)
void TestJourneyPanelKeys::deleteRemovesWhatThePanelSelects()
{
    QFETCH(QString, panel);
    clickPanel(QStringLiteral("frames")); // frame 1 selected
    QCOMPARE(m_window->frameView()->selectedRowNumbers(), QList<int>{1});
    const int frames = m_window->document()->clip().frames.count();
    const int keys = m_window->document()->clip().motion.count();
    int expectedFrames = frames, expectedKeys = keys;
    if (panel == QLatin1String("curves")) {
        CurveView *curves = m_window->playback()->curves()->curveView();
        const Keyframe key = m_window->document()->clip().motion.key(2); // 400 ms, ty 24
        clickAt(curves, curves->mapping().point(key.time, key.translation.y).toPoint());
        QCOMPARE(curves->selection().size(), 1);
        --expectedKeys;
    } else if (panel == QLatin1String("keyframes")) {
        clickPanel(panel);
        --expectedKeys;
    } else {
        --expectedFrames;
    }
    pressKey(Qt::Key_Delete);
    QCOMPARE(m_window->document()->clip().frames.count(), expectedFrames);
    QCOMPARE(m_window->document()->clip().motion.count(), expectedKeys);
    QCOMPARE(edits(), 1);
}

QTEST_MAIN(TestJourneyPanelKeys)
#include "tst_journeypanelkeys.moc"
