// The project's "$schema" key (README, "In a text editor"): the JSON Schema an editor such as VS
// Code completes and checks the file by, named in the file itself. The reader keeps it as given,
// in a file of any version, and the writer writes it back after the version; without it a file is
// written as before.

#include "common/testutil.h"
#include "file/projectreader.h"
#include "file/projectwriter.h"
#include "file/readerdiagnostics.h"

#include <QTest>

using namespace inbetween;
using namespace inbetween::filetest;

namespace {

const QByteArray kSchemaUrl = "https://example.com/inbetween-project.schema.json";

QByteArray project(const QByteArray &schema, int version = 4)
{
    const QByteArray head = R"({"format": "inbetween", "version": )" + QByteArray::number(version);
    return head + (schema.isNull() ? QByteArray() : R"(, "$schema": )" + schema)
           + (version == 1 ? R"(, "frames": [{"duration": 100}]})" : R"(, "clips": [{"name": "a"}]})");
}

} // namespace

class TestSchemaKey : public QObject
{
    Q_OBJECT

private slots:
    void reads_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("schema");
        QTest::addColumn<QStringList>("errors");
        const QString url = QString::fromLatin1(kSchemaUrl);
        QTest::newRow("a URL") << project('"' + kSchemaUrl + '"') << url << QStringList();
        QTest::newRow("the installed file") << project(R"("/usr/share/inbetween/inbetween-project.schema.json")")
                                            << QStringLiteral("/usr/share/inbetween/inbetween-project.schema.json") << QStringList();
        QTest::newRow("in a version 1 file") << project('"' + kSchemaUrl + '"', 1) << url << QStringList();
        QTest::newRow("none") << project(QByteArray()) << QString() << QStringList();
        QTest::newRow("a number") << project("3") << QString()
                                  << QStringList{QStringLiteral("$schema: must be a non-empty string (got 3)")};
        QTest::newRow("blank") << project(R"("  ")") << QString()
                               << QStringList{QStringLiteral("$schema: must be a non-empty string (got \"  \")")};
    }
    void reads()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, schema);
        QFETCH(QStringList, errors);
        const ProjectReader::Result r = ProjectReader::read(json);
        QCOMPARE(diagnosticsOf(r, true), errors);
        QCOMPARE(diagnosticsOf(r, false), QStringList()); // no "unknown key" warning
        if (errors.isEmpty())
            QCOMPARE(r.project->schema, schema);
    }

    // Written after the version, as given; read back the same.
    void writesItBack()
    {
        const ProjectReader::Result r = ProjectReader::read(project('"' + kSchemaUrl + '"'));
        QVERIFY(r.ok());
        const QByteArray written = ProjectWriter::toJson(*r.project);
        QVERIFY2(written.startsWith("{\n  \"format\": \"inbetween\",\n  \"version\": 4,\n  \"$schema\": \"" + kSchemaUrl + "\",\n"),
                 written.constData());
        const ProjectReader::Result again = ProjectReader::read(written);
        QVERIFY(again.ok());
        QCOMPARE(*again.project, *r.project);
    }

    void noneIsNotWritten()
    {
        const ProjectReader::Result r = ProjectReader::read(project(QByteArray()));
        QVERIFY(r.ok());
        QVERIFY(!ProjectWriter::toJson(*r.project).contains("$schema"));
    }
};

QTEST_GUILESS_MAIN(TestSchemaKey)
#include "tst_schemakey.moc"
