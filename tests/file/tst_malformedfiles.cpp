// Every malformed file in tests/data/malformed gives its expected message (expected.txt), both
// from ProjectReader::readFile and from the real `inbetween-cli validate`: exit status 1, the
// message on stderr, and no crash (all of them given to one validate).
#include "common/testpaths.h"
#include "file/projectreader.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTest>

#include <limits>

using namespace inbetween;

class TestMalformedFiles : public QObject
{
    Q_OBJECT

private:
    QString m_folder;
    QList<std::pair<QString, QString>> m_expected; // file name -> message

    void rows()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");
        for (const auto &[name, message] : m_expected)
            QTest::newRow(qPrintable(name)) << QDir(m_folder).filePath(name) << message;
    }

    // What the CLI is given, and so what its messages start with.
    static QString cliName(const QString &path) { return QDir::toNativeSeparators(path); }

private slots:
    void initTestCase()
    {
        const QString manifest = QFINDTESTDATA("../data/malformed/expected.txt");
        QVERIFY2(!manifest.isEmpty(), "tests/data/malformed/expected.txt not found");
        m_folder = QFileInfo(manifest).absolutePath();
        QFile file(manifest);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
        for (const QString &line : lines) {
            if (line.trimmed().isEmpty() || line.startsWith(QLatin1Char('#')))
                continue;
            const qsizetype tab = line.indexOf(QLatin1Char('\t'));
            QVERIFY2(tab > 0 && tab + 1 < line.size(), qPrintable(QStringLiteral("bad manifest line: ") + line));
            m_expected.append({line.left(tab), line.mid(tab + 1)});
        }
    }

    // The manifest and the folder agree: at least 40 files, each listed once, each present.
    void manifestCoversTheFolder()
    {
        QVERIFY2(m_expected.size() >= 40, qPrintable(QString::number(m_expected.size())));
        QStringList listed;
        for (const auto &entry : m_expected) {
            QVERIFY2(!listed.contains(entry.first), qPrintable(entry.first + QStringLiteral(" listed twice")));
            listed << entry.first;
            QVERIFY2(QFileInfo::exists(QDir(m_folder).filePath(entry.first)), qPrintable(entry.first));
        }
        const QStringList files = QDir(m_folder).entryList({QStringLiteral("*.json")}, QDir::Files);
        for (const QString &f : files)
            QVERIFY2(listed.contains(f), qPrintable(f + QStringLiteral(" has no expected message")));
    }

    void reader_data() { rows(); }
    void reader()
    {
        QFETCH(QString, path);
        QFETCH(QString, message);
        const ProjectReader::Result result = ProjectReader::readFile(path);
        QVERIFY(!result.ok());
        const QStringList messages = result.messages(QFileInfo(path).fileName());
        const QString all = messages.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QFileInfo(path).fileName() + QStringLiteral(": ") + message),
                 qPrintable(QStringLiteral("expected: %1\ngot:\n%2").arg(message, all)));
    }

    // The real `inbetween-cli validate` on every malformed file at once (one process: the
    // sanitizers' build starts a process in a fifth of a second): each file's message on stderr,
    // named by its path, nothing on stdout, exit status 1 and no crash. A valid file among them
    // still says so, and the worst status wins.
    void cli()
    {
        QStringList paths;
        for (const auto &entry : m_expected)
            paths.append(cliName(QDir(m_folder).filePath(entry.first)));
        const QString valid = QFINDTESTDATA("../data/minimal.json");
        QProcess p;
        p.start(testpaths::cli(), QStringList{QStringLiteral("validate")} + paths + QStringList{valid});
        QVERIFY2(p.waitForFinished(120000), "inbetween-cli did not finish");
        QCOMPARE(p.exitStatus(), QProcess::NormalExit); // not killed by a signal: no crash
        const QString err = QString::fromUtf8(p.readAllStandardError());
        for (qsizetype i = 0; i < paths.size(); ++i) {
            QString message = m_expected[i].second;
            // A file the CLI recognises as something `import` takes is said to be that (issue 39),
            // before the reader's complaint about its bytes.
            if (m_expected[i].first == QLatin1String("png-bytes.json"))
                message = QStringLiteral("png-bytes.json is a PNG image, not an Inbetween project: make a project of it "
                                         "with `inbetween-cli import png-bytes.json");
            QVERIFY2(err.contains(paths[i] + QStringLiteral(": ") + message),
                     qPrintable(QStringLiteral("%1: expected: %2").arg(m_expected[i].first, message)));
        }
        QCOMPARE(QString::fromUtf8(p.readAllStandardOutput()).trimmed(),
                 valid + QStringLiteral(": valid (1 clip, 0 frames, 0 keyframes, 0 events)"));
        QCOMPARE(p.exitCode(), 1);
    }

    // Not malformed: an image outside the project folder loads, with a warning.
    void imageOutsideFolderIsAWarning()
    {
        const QString path = QDir(m_folder).filePath(QStringLiteral("warnings/image-outside.json"));
        const QString warning = QStringLiteral("frames[0].image: warning: outside the project folder (../images/ok.png)");
        const ProjectReader::Result result = ProjectReader::readFile(path);
        QVERIFY(result.ok());
        QVERIFY2(result.messages(QStringLiteral("f")).contains(QStringLiteral("f: ") + warning),
                 qPrintable(result.messages(QStringLiteral("f")).join(QLatin1Char('\n'))));
        QProcess p;
        p.start(testpaths::cli(), {QStringLiteral("validate"), path});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 0);
        QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(warning));
    }
};

QTEST_GUILESS_MAIN(TestMalformedFiles)
#include "tst_malformedfiles.moc"
