// A project's "$schema" when the file moves: Save As into another folder rewrites a relative
// schema path so that it names the same file from the new folder, as it does the images'
// (ProjectFiles::rebasedPaths); an absolute path and a URL stay; saved back where it came from,
// the file is the same bytes again.
#include "document/document.h"
#include "file/projectreader.h"
#include "file/projectwriter.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace inbetween;

class TestSchemaPath : public QObject
{
    Q_OBJECT

private slots:
    void saveAsRebasesSchema_data();
    void saveAsRebasesSchema();
};

void TestSchemaPath::saveAsRebasesSchema_data()
{
    QTest::addColumn<QString>("saveAs"); // relative to the temporary folder
    QTest::addColumn<QString>("schema"); // as the project in project/ names it
    QTest::addColumn<QString>("expected"); // as the saved project names it
    const QString installed = QStringLiteral("../share/inbetween/inbetween-project.schema.json");
    QTest::newRow("a nested folder") << "project/sub/hero.json" << installed << QStringLiteral("../") + installed;
    QTest::newRow("a sibling folder") << "elsewhere/hero.json" << "schema.json" << "../project/schema.json";
    QTest::newRow("the parent folder") << "hero.json" << installed << "share/inbetween/inbetween-project.schema.json";
    QTest::newRow("the same folder") << "project/copy.json" << installed << installed;
    QTest::newRow("an absolute path") << "elsewhere/hero.json" << "/usr/share/inbetween/inbetween-project.schema.json"
                                      << "/usr/share/inbetween/inbetween-project.schema.json";
    QTest::newRow("an https URL") << "elsewhere/hero.json" << "https://example.org/inbetween-project.schema.json"
                                  << "https://example.org/inbetween-project.schema.json";
    QTest::newRow("a file URL") << "elsewhere/hero.json" << "file:///usr/share/inbetween/inbetween-project.schema.json"
                                << "file:///usr/share/inbetween/inbetween-project.schema.json";
}

void TestSchemaPath::saveAsRebasesSchema()
{
    QFETCH(QString, saveAs);
    QFETCH(QString, schema);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QDir root(dir.path());
    Project original;
    original.schema = schema;
    original.name = QStringLiteral("Hero");
    const QString first = root.filePath(QStringLiteral("project/hero.json"));
    QString error;
    QVERIFY2(ProjectWriter::save(original, first, &error), qPrintable(error));

    Document doc;
    QStringList messages;
    QVERIFY2(doc.load(first, &messages), qPrintable(messages.join(QLatin1Char('\n'))));
    QCOMPARE(doc.project().schema, schema);
    const QString saved = root.filePath(saveAs);
    QVERIFY2(doc.save(saved, &error), qPrintable(error));

    const ProjectReader::Result reread = ProjectReader::readFile(saved);
    QVERIFY2(reread.ok(), qPrintable(reread.messages(saveAs).join(QLatin1Char('\n'))));
    QCOMPARE(reread.project->schema, expected);
    if (!schema.contains(QLatin1String("://"))) { // the same file either way
        const QString fromSaved = QDir::cleanPath(QFileInfo(saved).absoluteDir().absoluteFilePath(expected));
        const QString fromFirst = QDir::cleanPath(QFileInfo(first).absoluteDir().absoluteFilePath(schema));
        QCOMPARE(fromSaved, fromFirst);
    }

    // Saved back where it came from: the original bytes.
    QVERIFY2(doc.save(first, &error), qPrintable(error));
    QCOMPARE(ProjectWriter::toJson(*ProjectReader::readFile(first).project), ProjectWriter::toJson(original));
}

QTEST_GUILESS_MAIN(TestSchemaPath)
#include "tst_schemapath.moc"
