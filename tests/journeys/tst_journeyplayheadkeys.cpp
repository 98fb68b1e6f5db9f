// Journey: stepping through a clip with the keys (issue 27, finding 13). An animator on the
// bundled hero's idle clip (60 fps, frames of 240, 160, 160 and 240 ms, pingpong) clicks a panel
// and moves the playhead with the keys: Left / Right to the previous / next frame's start,
// Shift+Left / Shift+Right one 1/60 s step, Home / End to the start and the end, whichever panel
// was clicked (before: only on the timeline, and no single step, no Go to End). In a field being
// typed in (the clip's name, the playhead's time, a table's cell editor) the keys move the text
// cursor and the playhead stays.
#include "curves/curvespanel.h"
#include "curves/curveview.h"
#include "journeys/journeywindow.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QUndoStack>

using namespace inbetween;
using namespace journeys;

class TestJourneyPlayheadKeys : public QObject, protected JourneyWindow
{
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::isolateSettings(m_settings.path()); }
    void init() { openHero(); }
    void cleanup() { closeWindow(); }

    void keysMoveThePlayheadInEveryPanel_data();
    void keysMoveThePlayheadInEveryPanel();
    void goToEndShowsTheLastFrame_data();
    void goToEndShowsTheLastFrame();
    void fieldsKeepTheirKeys_data();
    void fieldsKeepTheirKeys();

private:
    // Clicks the panel named `panel` where a user would; returns the widget clicked.
    QWidget *clickPanel(const QString &panel)
    {
        QWidget *w = nullptr;
        QPoint pos;
        auto cell = [&](DocumentTableView *view, int row, int column) {
            w = view->viewport();
            pos = view->model()->rowCount() > row ? view->visualRect(view->model()->index(row, column)).center()
                                                  : QPoint(w->width() / 2, w->height() - 5);
        };
        if (panel == QLatin1String("timeline")) {
            w = timeline();
            pos = QPoint(w->width() / 2, w->height() / 2);
        } else if (panel == QLatin1String("preview")) {
            w = preview();
            pos = QPoint(w->width() / 2, w->height() / 2);
        } else if (panel == QLatin1String("curves")) {
            w = m_window->playback()->curves()->curveView();
            pos = QPoint(w->width() / 2, w->height() / 2);
        } else if (panel == QLatin1String("clips")) {
            cell(m_window->clipsPanel()->view(), 0, 1);
        } else if (panel == QLatin1String("frames")) {
            cell(m_window->frameView(), 1, 3);
        } else if (panel == QLatin1String("keyframes")) {
            cell(m_window->keyframeView(), 0, 1);
        } else if (panel == QLatin1String("events")) {
            cell(m_window->eventView(), 0, 0);
        }
        if (w)
            clickAt(w, pos);
        return w;
    }
};

void TestJourneyPlayheadKeys::keysMoveThePlayheadInEveryPanel_data()
{
    QTest::addColumn<QString>("panel");
    for (const char *panel : {"timeline", "frames", "clips", "keyframes", "events", "preview", "curves"})
        QTest::newRow(panel) << QString::fromLatin1(panel);
}

void TestJourneyPlayheadKeys::keysMoveThePlayheadInEveryPanel()
{
    QFETCH(QString, panel);
    QVERIFY(clickPanel(panel));
    const double step = 1000.0 / 60.0;
    struct Press
    {
        const char *name;
        Qt::Key key;
        Qt::KeyboardModifiers modifiers;
        double expected; // each from 300 ms, inside frame 1 [240, 400)
    };
    for (const Press &p : {Press{"Right", Qt::Key_Right, Qt::NoModifier, 400.0}, Press{"Left", Qt::Key_Left, Qt::NoModifier, 240.0},
                           Press{"Shift+Right", Qt::Key_Right, Qt::ShiftModifier, 19 * step},
                           Press{"Shift+Left", Qt::Key_Left, Qt::ShiftModifier, 17 * step},
                           Press{"End", Qt::Key_End, Qt::NoModifier, 800.0}, Press{"Home", Qt::Key_Home, Qt::NoModifier, 0.0}}) {
        m_window->setCurrentTime(300.0);
        pressKey(p.key, p.modifiers);
        QVERIFY2(std::abs(m_window->clipTime() - p.expected) < 1e-6,
                 qPrintable(QStringLiteral("%1: at %2 ms, %3").arg(QLatin1String(p.name)).arg(m_window->clipTime()).arg(focusDescription())));
        QVERIFY(std::abs(timelineView()->playheadTime() - p.expected) < 1e-6);
    }
    QCOMPARE(m_window->document()->undoStack()->count(), 0); // nothing edited
    QVERIFY(!clock()->isPlaying());
}

void TestJourneyPlayheadKeys::goToEndShowsTheLastFrame_data()
{
    QTest::addColumn<int>("clip");
    QTest::addColumn<double>("end");
    QTest::addColumn<int>("frame");
    QTest::newRow("idle, pingpong: its length") << 0 << 800.0 << 3;
    QTest::newRow("walk, loop: a step before its length (there, frame 0)") << 1 << 480.0 - 1000.0 / 60.0 << 3;
    QTest::newRow("jump, once: its length") << 2 << 750.0 << 3;
}

void TestJourneyPlayheadKeys::goToEndShowsTheLastFrame()
{
    QFETCH(int, clip);
    QFETCH(double, end);
    QFETCH(int, frame);
    m_window->document()->setCurrentClip(clip);
    clickPanel(QStringLiteral("timeline"));
    pressKey(Qt::Key_End);
    QVERIFY2(std::abs(m_window->clipTime() - end) < 1e-6, qPrintable(QString::number(m_window->clipTime())));
    QCOMPARE(m_window->frameView()->playheadRow(), frame);
    QCOMPARE(m_window->document()->clip().frames.frameAt(m_window->clipTime()), frame);
    pressKey(Qt::Key_Home);
    QCOMPARE(m_window->clipTime(), 0.0);
}

void TestJourneyPlayheadKeys::fieldsKeepTheirKeys_data()
{
    QTest::addColumn<QString>("field");
    QTest::newRow("the clip's name") << QStringLiteral("name");
    QTest::newRow("the playhead's time") << QStringLiteral("time");
    QTest::newRow("a duration being typed in the Frames table") << QStringLiteral("duration");
}

void TestJourneyPlayheadKeys::fieldsKeepTheirKeys()
{
    QFETCH(QString, field);
    m_window->setCurrentTime(300.0);
    QWidget *editor = nullptr;
    if (field == QLatin1String("name")) {
        editor = nameField();
        clickAt(editor, editor->rect().center());
    } else if (field == QLatin1String("time")) {
        editor = m_window->summaryPanel()->findChild<QAbstractSpinBox *>(QStringLiteral("playheadTime"));
        QVERIFY(editor);
        clickAt(editor, QPoint(10, editor->height() / 2));
    } else {
        DocumentTableView *view = m_window->frameView();
        const QPoint cell = view->visualRect(view->model()->index(1, 2)).center();
        clickAt(view->viewport(), cell);
        QTest::mouseDClick(m_window->windowHandle(), Qt::LeftButton, Qt::NoModifier, view->viewport()->mapTo(m_window.get(), cell));
        QTRY_VERIFY(view->indexWidget(view->model()->index(1, 2)) || view->findChild<QAbstractSpinBox *>() || view->findChild<QLineEdit *>());
        editor = QApplication::focusWidget();
    }
    QTRY_VERIFY2(editor && editor->hasFocus(), qPrintable(focusDescription()));
    // Where the click left it (a click on a frame's row goes to that frame).
    const double at = m_window->clipTime();
    QLineEdit *line = qobject_cast<QLineEdit *>(editor);
    if (!line)
        line = editor->findChild<QLineEdit *>();
    QVERIFY(line);
    for (const auto &[key, modifiers] : {std::pair{Qt::Key_End, Qt::NoModifier}, std::pair{Qt::Key_Home, Qt::NoModifier},
                                         std::pair{Qt::Key_Right, Qt::NoModifier}, std::pair{Qt::Key_Right, Qt::ShiftModifier},
                                         std::pair{Qt::Key_Left, Qt::NoModifier}}) {
        const int cursor = line->cursorPosition();
        pressKey(key, modifiers);
        QVERIFY2(m_window->clipTime() == at, qPrintable(QStringLiteral("key %1 moved the playhead to %2").arg(key).arg(m_window->clipTime())));
        if (key == Qt::Key_Home)
            QCOMPARE(line->cursorPosition(), 0);
        if (key == Qt::Key_End)
            QCOMPARE(line->cursorPosition(), line->text().size());
        if (key == Qt::Key_Right && modifiers == Qt::NoModifier)
            QCOMPARE(line->cursorPosition(), cursor + 1);
        if (modifiers == Qt::ShiftModifier)
            QVERIFY(line->hasSelectedText()); // a character selected
        QVERIFY(line->hasFocus());
    }
    pressKey(Qt::Key_Escape);
    QCOMPARE(m_window->document()->undoStack()->count(), 0);
}

QTEST_MAIN(TestJourneyPlayheadKeys)
#include "tst_journeyplayheadkeys.moc"
