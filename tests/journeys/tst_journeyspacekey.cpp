// Journey (d), the Space key: an animator opens the bundled character and presses Space to play,
// clicks into the Clip panel's Name field and types (Space is a space there), then clicks the
// timeline and the preview and presses Space again: it plays and pauses, and the clip's name is
// only what was typed into the field. Keys go to the window as the window system sends them (to
// the focus widget, through the shortcuts), clicks to the widget under the mouse.
#include "journeys/journeywindow.h"

#include <QLineEdit>

using namespace inbetween;
using namespace journeys;

class TestJourneySpaceKey : public QObject, protected JourneyWindow
{
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::isolateSettings(m_settings.path()); }
    void init() { openHero(); }
    void cleanup() { closeWindow(); }

    void spacePlaysRightAfterOpening();
    void spaceTypesOnlyInAFieldClickedInto_data();
    void spaceTypesOnlyInAFieldClickedInto();
};

// Finding 6: the first Space after opening must play, not type into the Name field.
void TestJourneySpaceKey::spacePlaysRightAfterOpening()
{
    const QString name = m_window->document()->clip().name;
    QVERIFY(!clock()->isPlaying());
    pressKey(Qt::Key_Space);
    QVERIFY2(clock()->isPlaying(), qPrintable(focusDescription()));
    pressKey(Qt::Key_Space);
    QVERIFY(!clock()->isPlaying());
    QCOMPARE(nameField()->text(), name);
    QCOMPARE(m_window->document()->clip().name, name);
    QCOMPARE(m_window->document()->undoStack()->count(), 0);
}

void TestJourneySpaceKey::spaceTypesOnlyInAFieldClickedInto_data()
{
    QTest::addColumn<QString>("clickedAfterTyping");
    QTest::newRow("the timeline") << QStringLiteral("timeline");
    QTest::newRow("the preview") << QStringLiteral("preview");
}

// Typing in the field it was clicked into renames the clip (Space included, one undo step); a
// click on the timeline or the preview takes the focus from the field, and Space plays again.
void TestJourneySpaceKey::spaceTypesOnlyInAFieldClickedInto()
{
    QFETCH(QString, clickedAfterTyping);
    QLineEdit *field = nameField();
    clickAt(field, field->rect().center());
    QTRY_VERIFY(field->hasFocus());
    field->selectAll();
    typeText(QStringLiteral("big jump"));
    pressKey(Qt::Key_Return);
    QVERIFY(!clock()->isPlaying());
    QCOMPARE(m_window->document()->clip().name, QStringLiteral("big jump"));
    QCOMPARE(m_window->document()->undoStack()->count(), 1);

    QWidget *target = clickedAfterTyping == QLatin1String("timeline") ? timeline() : preview();
    clickAt(target, QPoint(target->width() / 2, target->height() / 2));
    QTRY_VERIFY2(!field->hasFocus(), qPrintable(focusDescription()));
    pressKey(Qt::Key_Space);
    QVERIFY2(clock()->isPlaying(), qPrintable(focusDescription()));
    pressKey(Qt::Key_Space);
    QVERIFY(!clock()->isPlaying());
    QCOMPARE(m_window->document()->clip().name, QStringLiteral("big jump"));
    QCOMPARE(m_window->document()->undoStack()->count(), 1);
}

QTEST_MAIN(TestJourneySpaceKey)
#include "tst_journeyspacekey.moc"
