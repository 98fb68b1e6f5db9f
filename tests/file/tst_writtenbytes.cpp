// The writer's bytes for every project file of tests/data and resources/examples that reads,
// against those the writer of 4ae63a2 (before the keys were declared, issue 37) wrote for them:
// data/written-bytes.sha256 holds their SHA-256, a line per file, of the bytes with their
// version line read as version 2 (which that writer wrote): so a version 2 file saved as version
// 4 (3 before export targets) changes nothing else. The files with frame data, which only version 3 holds, are listed with
// this writer's bytes, read the same way. The same bytes through toJson and through save (a
// file, QSaveFile), and the same bytes twice.
//
// To write the list again (only when the format changes on purpose), run the test with
// INBETWEEN_WRITE_BYTES_LIST=PATH; it writes the list there and fails.
#include "common/testutil.h"
#include "file/projectreader.h"
#include "file/projectwriter.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <map>

using namespace inbetween;

namespace {

// Each project file that reads, by its path under the repository's top folder.
std::map<QString, Project> corpus()
{
    std::map<QString, Project> files;
    const QString top = QFINDTESTDATA("../../resources/examples") + QStringLiteral("/../..");
    for (const char *folder : {"tests/data", "resources/examples"}) {
        QDirIterator it(QDir(top).filePath(QLatin1String(folder)), {QStringLiteral("*.json")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            auto r = ProjectReader::read(testutil::contentsOf(path));
            if (r.ok())
                files.emplace(QDir(top).relativeFilePath(path), std::move(*r.project));
        }
    }
    return files;
}

QByteArray sha256(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

// The written bytes with their version line as the writer of version 2 wrote it.
QByteArray asVersion2(QByteArray written)
{
    const QByteArray line = "{\n  \"format\": \"inbetween\",\n  \"version\": 4,\n";
    return written.startsWith(line) ? written.replace(0, line.size(), "{\n  \"format\": \"inbetween\",\n  \"version\": 2,\n")
                                    : QByteArray("not version 4: ") + written;
}

} // namespace

class TestWrittenBytes : public QObject
{
    Q_OBJECT

private slots:
    void sameBytesAsBefore()
    {
        const std::map<QString, Project> files = corpus();
        QVERIFY(files.size() >= 10);
        QByteArray list;
        for (const auto &[path, project] : files)
            list += sha256(asVersion2(ProjectWriter::toJson(project))) + "  " + path.toUtf8() + "\n";
        if (const QByteArray out = qgetenv("INBETWEEN_WRITE_BYTES_LIST"); !out.isEmpty()) {
            QFile f(QString::fromLocal8Bit(out));
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write(list) == list.size());
            QFAIL("the list was written, not compared");
        }
        const QByteArray expected = testutil::contentsOf(QFINDTESTDATA("data/written-bytes.sha256"));
        QVERIFY(!expected.isEmpty());
        const QList<QByteArray> want = expected.split('\n'), got = list.split('\n');
        for (qsizetype i = 0; i < std::max(want.size(), got.size()); ++i)
            QCOMPARE(got.value(i), want.value(i));
    }

    void toJsonAndSaveAgree()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (const auto &[path, project] : corpus()) {
            const QByteArray json = ProjectWriter::toJson(project);
            QCOMPARE(ProjectWriter::toJson(project), json);
            const QString file = dir.filePath(QStringLiteral("saved.json"));
            QString error;
            QVERIFY2(ProjectWriter::save(project, file, &error), qPrintable(error));
            QVERIFY2(testutil::contentsOf(file) == json, qPrintable(path));
        }
    }
};

QTEST_GUILESS_MAIN(TestWrittenBytes)
#include "tst_writtenbytes.moc"
