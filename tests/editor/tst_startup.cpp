// What `inbetween [FILE]` opens (Startup, on QCommandLineParser) and the recent-files list in
// QSettings that feeds it.
#include "app/startup.h"
#include "editor/testsupport.h"
#include "files/recentfiles.h"

using namespace inbetween;

class TestStartup : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void fileArgumentWins();
    void lastProjectWhenNoArgument();
    void bundledExampleOtherwise_data();
    void bundledExampleOtherwise();
    void recentListIsNewestFirstAndBounded();
    void openingInTheWindowRemembersTheFile();

private:
    QTemporaryDir m_settings;
    QTemporaryDir m_dir;
};

void TestStartup::initTestCase()
{
    testsupport::isolateSettings(m_settings.path());
}

void TestStartup::init()
{
    QSettings().clear();
}

void TestStartup::fileArgumentWins()
{
    RecentFiles().add(QFINDTESTDATA("data/flipbook/flipbook.json"));
    const StartupChoice c = Startup::parse({QStringLiteral("inbetween"), QStringLiteral("walk.json")});
    QCOMPARE(c.file, QStringLiteral("walk.json"));
    QVERIFY(c.explicitFile);
}

void TestStartup::lastProjectWhenNoArgument()
{
    const QString flipbook = QFileInfo(QFINDTESTDATA("data/flipbook/flipbook.json")).absoluteFilePath();
    RecentFiles().add(flipbook);
    const StartupChoice c = Startup::parse({QStringLiteral("inbetween")});
    QCOMPARE(c.file, flipbook);
    QVERIFY(!c.explicitFile);
}

void TestStartup::bundledExampleOtherwise_data()
{
    QTest::addColumn<QString>("last");
    QTest::newRow("no last project") << QString();
    QTest::newRow("last project deleted") << QStringLiteral("gone.json");
}

void TestStartup::bundledExampleOtherwise()
{
    QFETCH(QString, last);
    if (!last.isEmpty()) {
        const QString path = m_dir.filePath(last);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        RecentFiles().add(path);
        QVERIFY(QFile::remove(path));
    }
    const StartupChoice c = Startup::parse({QStringLiteral("inbetween")});
    QCOMPARE(c.file, Startup::bundledExample());
    QVERIFY(c.file.endsWith(QStringLiteral("resources/examples/hero.json")));
    QVERIFY(QFileInfo::exists(c.file));
    QVERIFY(!c.explicitFile);
    QCOMPARE(testsupport::readProject(c.file).clipNames(), (QStringList{QStringLiteral("idle"), QStringLiteral("walk"), QStringLiteral("jump")}));
}

void TestStartup::recentListIsNewestFirstAndBounded()
{
    RecentFiles recent;
    QSignalSpy changed(&recent, &RecentFiles::changed);
    for (int i = 0; i < RecentFiles::maximum + 3; ++i)
        recent.add(m_dir.filePath(QStringLiteral("clip%1.json").arg(i)));
    recent.add(m_dir.filePath(QStringLiteral("clip5.json"))); // again: moves to the top
    const QStringList files = recent.files();
    QCOMPARE(files.size(), RecentFiles::maximum);
    QCOMPARE(files.front(), m_dir.filePath(QStringLiteral("clip5.json")));
    QCOMPARE(files.at(1), m_dir.filePath(QStringLiteral("clip%1.json").arg(RecentFiles::maximum + 2)));
    QCOMPARE(files.count(m_dir.filePath(QStringLiteral("clip5.json"))), 1);
    QCOMPARE(RecentFiles::lastProject(), m_dir.filePath(QStringLiteral("clip5.json")));
    QCOMPARE(changed.count(), RecentFiles::maximum + 4);
    recent.clear();
    QVERIFY(recent.files().isEmpty());
}

void TestStartup::openingInTheWindowRemembersTheFile()
{
    testsupport::ScriptedPrompts prompts;
    const QString flipbook = QFileInfo(QFINDTESTDATA("data/flipbook/flipbook.json")).absoluteFilePath();
    {
        MainWindow window(&prompts);
        QVERIFY(window.files()->openFile(flipbook));
    }
    QCOMPARE(Startup::parse({QStringLiteral("inbetween")}).file, flipbook);
}

QTEST_MAIN(TestStartup)
#include "tst_startup.moc"
