// Journey (d) with real X input: the keys and clicks come from the X server (xdotool, through
// the XTEST extension), not from QTest, on xcb under Xvfb with no window manager. There nothing
// activates a window but the program itself: a press on a widget that takes focus asks for it
// (Qt's xcb code), a press on the preview's scene (a native window that takes no focus) did not,
// and Space or the arrows then reached no shortcut until another panel was clicked. The walk of
// issue 27 met it; a window manager hides it (it activates the window when it is shown).
#include "journeys/journeywindow.h"

#include <QGuiApplication>
#include <QLineEdit>
#include <QStandardPaths>

using namespace inbetween;
using namespace journeys;

class TestJourneyXInput : public QObject, protected JourneyWindow
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup() { closeWindow(); }

    void keysWorkAfterClickingThePreview_data();
    void keysWorkAfterClickingThePreview();

private:
    // xdotool with these arguments; false (and a failed check) when it did not run.
    bool xdotool(const QStringList &args);
    bool clickWithX(QWidget *widget);

    QString m_xdotool;
};

void TestJourneyXInput::initTestCase()
{
    if (QGuiApplication::platformName() != QLatin1String("xcb"))
        QSKIP("needs real X input: run on xcb (ctest runs it under xvfb-run as journey_xinput_xvfb)");
    m_xdotool = QStandardPaths::findExecutable(QStringLiteral("xdotool"));
    if (m_xdotool.isEmpty())
        QSKIP("xdotool is not installed (.ci/install-deps --tests installs it)");
    testsupport::isolateSettings(m_settings.path());
}

// The window shown as the editor shows it, not activated by the test (openHero would).
void TestJourneyXInput::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    openCopy(testsupport::copyProject(QFINDTESTDATA("../../resources/examples/hero.json"),
                                      {QStringLiteral("hero")}, *m_dir));
}

bool TestJourneyXInput::xdotool(const QStringList &args)
{
    QProcess process;
    process.start(m_xdotool, args);
    const bool ran = process.waitForFinished(10000) && process.exitStatus() == QProcess::NormalExit
                     && process.exitCode() == 0;
    [&] { QVERIFY2(ran, qPrintable(args.join(QLatin1Char(' ')) + QLatin1String(": ") + QString::fromLocal8Bit(process.readAllStandardError()))); }();
    QCoreApplication::processEvents();
    return ran;
}

bool TestJourneyXInput::clickWithX(QWidget *widget)
{
    const QPoint at = widget->mapToGlobal(widget->rect().center());
    return xdotool({QStringLiteral("mousemove"), QString::number(at.x()), QString::number(at.y()),
                    QStringLiteral("click"), QStringLiteral("1")});
}

void TestJourneyXInput::keysWorkAfterClickingThePreview_data()
{
    QTest::addColumn<bool>("typeInNameFirst");
    QTest::newRow("the preview first") << false;
    QTest::newRow("the Name field, then the preview") << true;
}

// A click on the preview, then Space plays and pauses and Right steps to the next frame; a name
// typed before is only what was typed.
void TestJourneyXInput::keysWorkAfterClickingThePreview()
{
    QFETCH(bool, typeInNameFirst);
    const QString name = m_window->document()->clip().name;
    QString expectedName = name;
    if (typeInNameFirst) {
        QVERIFY(clickWithX(nameField()));
        QTRY_VERIFY2(nameField()->hasFocus(), qPrintable(focusDescription()));
        QVERIFY(xdotool({QStringLiteral("key"), QStringLiteral("End")}));
        QVERIFY(xdotool({QStringLiteral("type"), QStringLiteral(" x")}));
        QVERIFY(xdotool({QStringLiteral("key"), QStringLiteral("Return")}));
        expectedName += QLatin1String(" x");
        QTRY_COMPARE(m_window->document()->clip().name, expectedName);
    }

    QVERIFY(clickWithX(preview()));
    QVERIFY(xdotool({QStringLiteral("key"), QStringLiteral("space")}));
    QTRY_VERIFY2(clock()->isPlaying(), qPrintable(focusDescription()));
    QVERIFY(xdotool({QStringLiteral("key"), QStringLiteral("space")}));
    QTRY_VERIFY(!clock()->isPlaying());

    QVERIFY(xdotool({QStringLiteral("key"), QStringLiteral("Home")}));
    QTRY_COMPARE(m_window->clipTime(), 0.0);
    QVERIFY(xdotool({QStringLiteral("key"), QStringLiteral("Right")}));
    const double secondFrame = m_window->document()->clip().frames.start(1);
    QTRY_COMPARE(m_window->clipTime(), secondFrame);

    QCOMPARE(nameField()->text(), expectedName);
    QCOMPARE(m_window->document()->clip().name, expectedName);
    QCOMPARE(m_window->document()->undoStack()->count(), typeInNameFirst ? 1 : 0);
}

QTEST_MAIN(TestJourneyXInput)
#include "tst_journeyxinput.moc"
