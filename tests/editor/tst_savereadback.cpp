// Save reads the file it wrote back: a project the reader would refuse (a value past a limit that
// some edit let through) is said at once, while the edit can still be undone, not when the file
// next fails to open. The file is written all the same (the edits are on disk, the version
// before kept as .bak). A project that reads back says nothing more than Saved.
#include "editor/testsupport.h"
#include "editor/windowfixture.h"
#include "json/jsontext.h"

using namespace inbetween;
using namespace testsupport;

class TestSaveReadBack : public QObject, protected WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { isolateSettings(m_settings.path()); }
    void init() { openWindow(QFINDTESTDATA("data/flipbook/flipbook.json")); }
    void cleanup() { closeWindow(); }
    void saveSaysWhatWouldNotOpen_data();
    void saveSaysWhatWouldNotOpen();

private:
    QTemporaryDir m_settings;
};

void TestSaveReadBack::saveSaysWhatWouldNotOpen_data()
{
    QTest::addColumn<double>("duration"); // of the second frame, put in the project as no edit can
    QTest::addColumn<double>("eventTime");
    QTest::addColumn<QStringList>("problems"); // the box's lines; none when it reads back
    QTest::newRow("reads back") << 1e9 << 1e9 << QStringList();
    QTest::newRow("a hold past the limit")
        << 2e9 << 100.0
        << QStringList{QStringLiteral("flipbook.json: clips[0].frames[1].duration: larger than the limit of 1000000000 ms (got 2e+9)")};
    QTest::newRow("a hold and an event past it")
        << 2e9 << 1.5e9
        << QStringList{QStringLiteral("flipbook.json: clips[0].frames[1].duration: larger than the limit of 1000000000 ms (got 2e+9)"),
                       QStringLiteral("flipbook.json: clips[0].events[0].time: larger than the limit of 1000000000 ms (got 1.5e+9)")};
}

void TestSaveReadBack::saveSaysWhatWouldNotOpen()
{
    QFETCH(double, duration);
    QFETCH(double, eventTime);
    QFETCH(QStringList, problems);
    const QString path = m_window->document()->filePath();
    Project project = m_window->document()->project();
    QList<Frame> frames = project.clips[0].frames.frames();
    frames[1].duration = duration;
    project.clips[0].frames.setFrames(frames);
    project.clips[0].events = {ClipEvent{eventTime, QStringLiteral("hit")}};
    m_window->document()->reset(project, path);
    m_window->document()->markModified();

    QVERIFY(m_window->files()->save());
    // Written all the same, the version before kept beside it.
    QFile written(path);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QVERIFY(written.readAll().contains("\"duration\": " + jsonNumber(duration)));
    QVERIFY(QFileInfo::exists(path + QStringLiteral(".bak")));
    if (problems.isEmpty()) {
        QVERIFY2(m_prompts->errorSummaries.isEmpty(), qPrintable(m_prompts->errorSummaries.join(QLatin1Char('\n'))));
        return;
    }
    QCOMPARE(m_prompts->errorSummaries.size(), 1);
    QVERIFY2(m_prompts->errorSummaries.front().contains(QStringLiteral("will not open again")), qPrintable(m_prompts->errorSummaries.front()));
    QVERIFY2(m_prompts->errorSummaries.front().contains(QStringLiteral("flipbook.json.bak")), qPrintable(m_prompts->errorSummaries.front()));
    QCOMPARE(m_prompts->errorMessages.front(), problems);
}

QTEST_MAIN(TestSaveReadBack)
#include "tst_savereadback.moc"
