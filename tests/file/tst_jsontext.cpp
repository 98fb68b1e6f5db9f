// jsonNumber / jsonString: the number and string forms every file and CLI line is made of.
// Numbers must be the shortest text that reads back as the same double, so saving is exact.

#include "common/testutil.h"
#include "json/jsontext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>
#include <QRandomGenerator>
#include <QTest>
#include <cstring>

using namespace inbetween;

class TestJsonText : public QObject
{
    Q_OBJECT

private slots:
    void number_data();
    void number();
    void numbersReadBackExactly();
    void string_data();
    void string();
    void stringsReadBack();
};

void TestJsonText::number_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("integer") << 100.0 << QByteArray("100");
    QTest::newRow("zero") << 0.0 << QByteArray("0");
    QTest::newRow("negative zero is 0") << -0.0 << QByteArray("0");
    QTest::newRow("negative") << -5.0 << QByteArray("-5");
    QTest::newRow("0.1 stays 0.1") << 0.1 << QByteArray("0.1");
    QTest::newRow("1/3") << 1.0 / 3 << QByteArray("0.3333333333333333");
    QTest::newRow("0.1 + 0.2") << 0.1 + 0.2 << QByteArray("0.30000000000000004");
    QTest::newRow("large") << 1e21 << QByteArray("1e+21");
    QTest::newRow("tiny") << 5e-324 << QByteArray("5e-324");
    // The exponent without padding zeros: the shortest form, as JavaScript writes it.
    QTest::newRow("1e-7") << 1e-7 << QByteArray("1e-7");
    QTest::newRow("-2.5e-5") << -2.5e-5 << QByteArray("-2.5e-5");
    QTest::newRow("1e+100") << 1e100 << QByteArray("1e+100");
    QTest::newRow("1.5e+22") << 1.5e22 << QByteArray("1.5e+22");
    QTest::newRow("seed matrix element") << 0.000796 << QByteArray("0.000796");
    QTest::newRow("2^53") << 9007199254740992.0 << QByteArray("9007199254740992");
}

void TestJsonText::number()
{
    QFETCH(double, value);
    QFETCH(QByteArray, text);
    QCOMPARE(jsonNumber(value), text);
}

void TestJsonText::numbersReadBackExactly()
{
    QRandomGenerator rng(99);
    for (int i = 0; i < 20000; ++i) {
        quint64 bits = rng.generate64();
        double v;
        std::memcpy(&v, &bits, sizeof v);
        if (!std::isfinite(v))
            continue;
        const QByteArray text = jsonNumber(v);
        const QJsonDocument doc = QJsonDocument::fromJson("[" + text + "]");
        const double back = doc.array().at(0).toDouble();
        QVERIFY2(back == v, text.constData());
        QVERIFY2(text.size() <= 24, text.constData());
    }
}

void TestJsonText::string_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("plain") << QStringLiteral("footstep") << QByteArray("\"footstep\"");
    QTest::newRow("empty") << QString() << QByteArray("\"\"");
    QTest::newRow("quote and backslash") << QStringLiteral("a\"b\\c") << QByteArray("\"a\\\"b\\\\c\"");
    QTest::newRow("newline, tab, return") << QStringLiteral("a\nb\tc\rd") << QByteArray("\"a\\nb\\tc\\rd\"");
    QTest::newRow("control character") << QString(QChar(1)) << QByteArray("\"\\u0001\"");
    QTest::newRow("unit separator") << QString(QChar(0x1f)) << QByteArray("\"\\u001f\"");
    QTest::newRow("UTF-8 kept as is") << QStringLiteral("Gehen \u00e4 \u6b65") << QByteArray("\"Gehen \xc3\xa4 \xe6\xad\xa5\"");
    QTest::newRow("slash not escaped") << QStringLiteral("frames/a.png") << QByteArray("\"frames/a.png\"");
}

void TestJsonText::string()
{
    QFETCH(QString, value);
    QFETCH(QByteArray, json);
    QCOMPARE(jsonString(value), json);
}

void TestJsonText::stringsReadBack()
{
    QString all;
    for (char16_t c = 1; c < 0x300; ++c)
        all += QChar(c);
    all += QStringLiteral("\U0001F600");
    const QJsonDocument doc = QJsonDocument::fromJson("[" + jsonString(all) + "]");
    QVERIFY(doc.isArray());
    QCOMPARE(doc.array().at(0).toString(), all);
}

QTEST_APPLESS_MAIN(TestJsonText)
#include "tst_jsontext.moc"
