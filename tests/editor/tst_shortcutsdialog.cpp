// Help > Keyboard Shortcuts (issue 27, finding 13): a dialog listing every action of the window
// that has keys, with those keys, read from the window's actions when it opens (an action added
// later shows; nothing is a list kept by hand), grouped by menu, and filtered by a field.

#include "actions/shortcutsdialog.h"
#include "editor/testsupport.h"
#include "editor/windowfixture.h"

#include <QLineEdit>
#include <QMenuBar>

using namespace inbetween;
using namespace testsupport;

class TestShortcutsDialog : public QObject, protected WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { isolateSettings(m_settings.path()); }
    void init() { openWindow(QFINDTESTDATA("data/flipbook/flipbook.json")); }
    void cleanup() { closeWindow(); }

    void inTheHelpMenu();
    void listsEveryActionWithKeys();
    void knownKeys_data();
    void knownKeys();
    void showsActionsAddedLater();
    void filters();

private:
    // Help > Keyboard Shortcuts..., as the menu has it.
    ShortcutsDialog *open()
    {
        QMenu *help = m_window->menuBar()->findChild<QMenu *>(QStringLiteral("helpMenu"));
        if (!help)
            return nullptr;
        for (QAction *a : help->actions()) {
            if (a->objectName() == QLatin1String("keyboardShortcuts"))
                a->trigger();
        }
        ShortcutsDialog *dialog = nullptr;
        for (auto *d : m_window->findChildren<ShortcutsDialog *>()) {
            if (d->isVisible())
                dialog = d;
        }
        return dialog;
    }
    static QString rowText(const ShortcutsDialog::Row &row) { return row.action + QLatin1Char('\t') + row.keys; }
    static QStringList rowTexts(const ShortcutsDialog *dialog)
    {
        QStringList texts;
        for (const ShortcutsDialog::Row &row : dialog->rows())
            texts << rowText(row);
        return texts;
    }
};

void TestShortcutsDialog::inTheHelpMenu()
{
    QMenu *help = m_window->menuBar()->findChild<QMenu *>(QStringLiteral("helpMenu"));
    QVERIFY2(help, "no Help menu found by name");
    QAction *a = m_window->editorActions()->action(QStringLiteral("keyboardShortcuts"));
    QVERIFY(a);
    QVERIFY(help->actions().contains(a));
    QCOMPARE(a->iconText(), QStringLiteral("Keyboard Shortcuts"));
    QVERIFY(!a->shortcut().isEmpty());
    QVERIFY(open());
}

// Each QAction of the window with keys has its row, with the text it shows and all its keys.
void TestShortcutsDialog::listsEveryActionWithKeys()
{
    ShortcutsDialog *dialog = open();
    QVERIFY(dialog);
    const QStringList rows = rowTexts(dialog);
    int withKeys = 0;
    for (const QAction *a : m_window->findChildren<QAction *>()) {
        if (a->shortcuts().isEmpty())
            continue;
        ++withKeys;
        QStringList keys;
        for (const QKeySequence &k : a->shortcuts())
            keys << k.toString(QKeySequence::NativeText);
        // The menu's text without its mnemonic and "..." ("Add Clip", not the button's "Add");
        // Undo and Redo by their fixed labels (their text names the command).
        QString name = a->text().remove(QLatin1Char('&'));
        if (name.endsWith(QLatin1String("...")))
            name.chop(3);
        if (a->objectName() == QLatin1String("undo") || a->objectName() == QLatin1String("redo"))
            name = a->iconText();
        const QString expected = name + QLatin1Char('\t') + keys.join(QStringLiteral(", "));
        QVERIFY2(rows.contains(expected), qPrintable(QStringLiteral("%1 (%2) missing").arg(expected, a->objectName())));
    }
    QVERIFY(withKeys > 30);
    QCOMPARE(rows.size(), withKeys); // and nothing else
}

void TestShortcutsDialog::knownKeys_data()
{
    QTest::addColumn<QString>("group");
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("key");
    QTest::newRow("save as") << QStringLiteral("File") << QStringLiteral("Save As") << QStringLiteral("Ctrl+Shift+S");
    QTest::newRow("undo") << QStringLiteral("Edit") << QStringLiteral("Undo") << QStringLiteral("Ctrl+Z");
    // Ctrl+E stays Add Event at Playhead; Export All is beside it.
    QTest::newRow("export all") << QStringLiteral("File") << QStringLiteral("Export All") << QStringLiteral("Ctrl+Shift+E");
    QTest::newRow("add event") << QStringLiteral("Keyframes") << QStringLiteral("Add Event at Playhead") << QStringLiteral("Ctrl+E");
    QTest::newRow("add clip, not the button's Add") << QStringLiteral("Clips") << QStringLiteral("Add Clip") << QStringLiteral("Ctrl+Shift+N");
    // T alone (Shift+T is kept for the beat grid's tap tempo); Enter and Escape while a take is on.
    QTest::newRow("tap timing") << QStringLiteral("Frames") << QStringLiteral("Tap Timing") << QStringLiteral("T");
    QTest::newRow("apply tap timing") << QStringLiteral("Frames") << QStringLiteral("Apply Tap Timing")
                                      << QStringLiteral("Return");
    QTest::newRow("discard tap timing") << QStringLiteral("Frames") << QStringLiteral("Discard Tap Timing")
                                        << QStringLiteral("Esc");
    QTest::newRow("play") << QStringLiteral("Playback") << QStringLiteral("Play") << QStringLiteral("Space");
    QTest::newRow("next frame") << QStringLiteral("Playback") << QStringLiteral("Next Frame") << QStringLiteral("Right");
    QTest::newRow("step back") << QStringLiteral("Playback") << QStringLiteral("Step Back") << QStringLiteral("Shift+Left");
    QTest::newRow("go to end") << QStringLiteral("Playback") << QStringLiteral("Go to End") << QStringLiteral("End");
    // The clip's guides: M for a marker, Shift+T (T alone is Frames > Tap Timing's) for the tempo.
    QTest::newRow("add marker") << QStringLiteral("Clips") << QStringLiteral("Add Marker at Playhead") << QStringLiteral("M");
    QTest::newRow("tap tempo") << QStringLiteral("Clips") << QStringLiteral("Tap Tempo") << QStringLiteral("Shift+T");
    QTest::newRow("timeline zoom, in no menu") << QStringLiteral("Timeline") << QStringLiteral("Zoom Timeline In")
                                               << QKeySequence(QKeySequence::ZoomIn).toString(QKeySequence::NativeText);
}

void TestShortcutsDialog::knownKeys()
{
    QFETCH(QString, group);
    QFETCH(QString, action);
    QFETCH(QString, key);
    ShortcutsDialog *dialog = open();
    QVERIFY(dialog);
    for (const ShortcutsDialog::Row &row : dialog->rows()) {
        if (row.action == action) {
            QCOMPARE(row.group, group);
            QVERIFY2(row.keys.split(QStringLiteral(", ")).contains(key), qPrintable(row.keys));
            return;
        }
    }
    QFAIL(qPrintable(QStringLiteral("no row for %1").arg(action)));
}

void TestShortcutsDialog::showsActionsAddedLater()
{
    auto *a = new QAction(QStringLiteral("Frobnicate the &Walk..."), m_window.get());
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_J));
    m_window->addAction(a);
    ShortcutsDialog *dialog = open();
    QVERIFY(dialog);
    QVERIFY(rowTexts(dialog).contains(QStringLiteral("Frobnicate the Walk\tCtrl+Alt+J")));
    dialog->close();
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_K));
    dialog = open();
    QVERIFY(rowTexts(dialog).contains(QStringLiteral("Frobnicate the Walk\tCtrl+Alt+K")));
}

void TestShortcutsDialog::filters()
{
    ShortcutsDialog *dialog = open();
    QVERIFY(dialog);
    auto *field = dialog->findChild<QLineEdit *>(QStringLiteral("shortcutsFilter"));
    QVERIFY(field);
    QTest::keyClicks(field, QStringLiteral("frame"));
    const QList<ShortcutsDialog::Row> rows = dialog->rows();
    QVERIFY(!rows.isEmpty());
    for (const ShortcutsDialog::Row &row : rows)
        QVERIFY2(row.action.contains(QLatin1String("frame"), Qt::CaseInsensitive), qPrintable(row.action));
    field->clear();
    QVERIFY(dialog->rows().size() > rows.size());
}

QTEST_MAIN(TestShortcutsDialog)
#include "tst_shortcutsdialog.moc"
