// Diagnostic::text: the one-line form of a problem, "FILE: PATH: message" (DESIGN.md, project file).

#include "file/diagnostic.h"

#include <QTest>

using namespace inbetween;

class TestDiagnostic : public QObject
{
    Q_OBJECT

private slots:
    void text_data();
    void text();
};

void TestDiagnostic::text_data()
{
    QTest::addColumn<bool>("warning");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("text");
    QTest::newRow("error with a JSON path") << false << QStringLiteral("frames[2].duration")
                                            << QStringLiteral("must be a number greater than 0 (got 0)")
                                            << QStringLiteral("walk.json: frames[2].duration: must be a number greater than 0 (got 0)");
    QTest::newRow("warning") << true << QStringLiteral("frames[0].colour") << QStringLiteral("unknown key, ignored")
                             << QStringLiteral("walk.json: frames[0].colour: warning: unknown key, ignored");
    QTest::newRow("syntax error") << false << QStringLiteral("line 3, column 7") << QStringLiteral("missing value")
                                  << QStringLiteral("walk.json: line 3, column 7: missing value");
    QTest::newRow("whole file") << false << QString() << QStringLiteral("cannot open: No such file")
                                << QStringLiteral("walk.json: cannot open: No such file");
}

void TestDiagnostic::text()
{
    QFETCH(bool, warning);
    QFETCH(QString, where);
    QFETCH(QString, message);
    QFETCH(QString, text);
    const Diagnostic d{warning ? Diagnostic::Severity::Warning : Diagnostic::Severity::Error, where, message};
    QCOMPARE(d.isError(), !warning);
    QCOMPARE(d.text(QStringLiteral("walk.json")), text);
}

QTEST_APPLESS_MAIN(TestDiagnostic)
#include "tst_diagnostic.moc"
