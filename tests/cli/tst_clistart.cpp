// How inbetween-cli starts (editor/CMakeLists.txt): it links Qt Core only and runs validate,
// info, sample and events itself, so a project without images never loads Qt Gui; a project
// that names images has them checked by the plugin inbetween-imagecheck (which loads Qt Gui);
// export, import, watch and --help run in inbetween-cli-gui. The dynamic loader's own list of what it
// loads (LD_DEBUG=libs) tells which ran.

#include "common/testpaths.h"

#include <QProcess>
#include <QTest>

class TestCliStart : public QObject
{
    Q_OBJECT

private slots:
    void librariesLoaded_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<bool>("qtGui");
        QTest::addColumn<bool>("guiBuild"); // inbetween-cli-gui ran

        const QString square = QFINDTESTDATA("../data/events-at-end.json"); // no images
        const QString flipbook = QFINDTESTDATA("../data/flipbook-v1/flipbook.json");
        const QString missingImage = QFINDTESTDATA("../data/malformed/image-missing.json");
        // The words of a command line, FILE standing for `file`.
        const auto line = [](const char *words, const QString &file = QString()) {
            QStringList args = QString::fromLatin1(words).split(QLatin1Char(' '));
            args.replaceInStrings(QStringLiteral("FILE"), file);
            return args;
        };
        QTest::newRow("validate, no images") << line("validate FILE", square) << 0 << false << false;
        QTest::newRow("sample, no images") << line("sample FILE --at 5", square) << 0 << false << false;
        QTest::newRow("events, no images") << line("events FILE --from 0 --to 9", square) << 0 << false << false;
        QTest::newRow("version") << line("--version") << 0 << false << false;
        QTest::newRow("validate, images") << line("validate FILE", flipbook) << 0 << true << false;
        QTest::newRow("info, a missing image") << line("info FILE", missingImage) << 1 << true << false;
        QTest::newRow("help") << line("--help") << 0 << true << true;
        QTest::newRow("export, no targets kept") << line("export FILE", square) << 1 << true << true;
        QTest::newRow("export, an option without a format") << line("export FILE --fps 30", square) << 2 << true << true;
        QTest::newRow("import") << line("import") << 2 << true << true;
        QTest::newRow("watch, a file that is not there") << line("watch missing.json") << 1 << true << true;
        QTest::newRow("export option on validate") << line("validate FILE --report", square) << 2 << true << true;
    }

    void librariesLoaded()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(bool, qtGui);
        QFETCH(bool, guiBuild);
        QVERIFY2(!args.contains(QString()), "test data not found");
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LD_DEBUG"), QStringLiteral("libs"));
        p.setProcessEnvironment(env);
        p.start(testpaths::cli(), args);
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), exitCode);
        const QByteArray loader = p.readAllStandardError();
        QVERIFY2(loader.contains("libQt6Core.so"), "LD_DEBUG=libs said nothing");
        QCOMPARE(loader.contains("libQt6Gui.so"), qtGui);
        // The program started again (execv) as inbetween-cli-gui, with the same arguments.
        QCOMPARE(loader.count("initialize program:"), guiBuild ? 2 : 1);
    }
};

QTEST_GUILESS_MAIN(TestCliStart)
#include "tst_clistart.moc"
