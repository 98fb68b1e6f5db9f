// The strict JSON the one-pass reader reads with (JsonCursor, jsontokens): numbers read to the
// same double as std::from_chars (but "-0", as QJsonDocument read it), every way a number or a
// string is refused and where, keys told apart and their duplicates found, and nesting deeper
// than any stack would hold passed over.

#include "jsoncursor.h"
#include "jsontokens.h"
#include "projectreader.h"

#include <QRandomGenerator>
#include <QTest>
#include <charconv>
#include <cstring>

using namespace inbetween;
using Number = jsontokens::Number;
using String = jsontokens::String;

Q_DECLARE_METATYPE(Number::Problem)
Q_DECLARE_METATYPE(String::Problem)

namespace {

quint64 bits(double d)
{
    quint64 b;
    std::memcpy(&b, &d, sizeof b);
    return b;
}

double fromChars(const QByteArray &text)
{
    double d = 0;
    std::from_chars(text.constData(), text.constData() + text.size(), d);
    return d;
}

// The messages of reading `json` with the default limits, but for `maxStringBytes`.
QStringList messagesOf(const QByteArray &json, qint64 maxStringBytes = 1024 * 1024)
{
    ProjectReader::Options options;
    options.limits.maxStringBytes = maxStringBytes;
    return ProjectReader::read(json, options).messages(QStringLiteral("f"));
}

} // namespace

class TestJsonCursor : public QObject
{
    Q_OBJECT

private slots:
    void number_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<double>("value");
        QTest::newRow("zero") << QByteArray("0") << 0.0;
        QTest::newRow("whole") << QByteArray("250") << 250.0;
        QTest::newRow("decimal") << QByteArray("100.25") << 100.25;
        QTest::newRow("a tenth") << QByteArray("0.1") << 0.1;
        QTest::newRow("negative") << QByteArray("-12.5") << -12.5;
        QTest::newRow("15 digits") << QByteArray("123456789.012345") << 123456789.012345;
        QTest::newRow("16 digits") << QByteArray("33.33333333333333") << 33.33333333333333;
        QTest::newRow("2^53 + 1 rounds") << QByteArray("9007199254740993") << 9007199254740992.0;
        QTest::newRow("exponent") << QByteArray("1e-7") << 1e-7;
        QTest::newRow("capital exponent") << QByteArray("2.5E+3") << 2500.0;
        QTest::newRow("largest double") << QByteArray("1.7976931348623157e308") << 1.7976931348623157e308;
    }
    void number()
    {
        QFETCH(QByteArray, text);
        QFETCH(double, value);
        const Number n = jsontokens::readNumber(text.constData(), text.constData() + text.size());
        QCOMPARE(n.problem, Number::Problem::None);
        QCOMPARE(n.end, text.constData() + text.size());
        QCOMPARE(bits(n.value), bits(value));
    }

    // QJsonDocument read a whole number as an integer: "-0" was 0. A fraction keeps its sign.
    void negativeZero()
    {
        const QByteArray whole("-0"), fraction("-0.0"), exponent("-0e5");
        QCOMPARE(bits(jsontokens::readNumber(whole.begin(), whole.end()).value), bits(0.0));
        QCOMPARE(bits(jsontokens::readNumber(fraction.begin(), fraction.end()).value), bits(-0.0));
        QCOMPARE(bits(jsontokens::readNumber(exponent.begin(), exponent.end()).value), bits(-0.0));
    }

    // The inline path (at most 15 digits, no exponent) and from_chars give the same double for
    // 200,000 numbers of every length: 1 to 20 digits, a point anywhere, an exponent or not.
    void sameDoubleAsFromChars()
    {
        QRandomGenerator random(15);
        for (int i = 0; i < 200000; ++i) {
            QByteArray text = random.bounded(2) ? "-" : "";
            const int digits = 1 + int(random.bounded(20));
            QByteArray d;
            for (int k = 0; k < digits; ++k)
                d += char('0' + random.bounded(10));
            if (d.size() > 1 && d[0] == '0')
                d[0] = '1';
            const int point = int(random.bounded(digits + 1));
            if (point > 0 && point < digits)
                d.insert(point, '.');
            text += d;
            if (random.bounded(4) == 0)
                text += "e" + QByteArray::number(int(random.bounded(40)) - 20);
            const Number n = jsontokens::readNumber(text.constData(), text.constData() + text.size());
            QCOMPARE(n.problem, Number::Problem::None);
            const double expected = fromChars(text);
            const bool wholeZero = !text.contains('.') && !text.contains('e') && expected == 0;
            QVERIFY2(bits(n.value) == bits(wholeZero ? 0.0 : expected), text.constData());
        }
    }

    void badNumber_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<Number::Problem>("problem");
        QTest::addColumn<int>("at"); // where the problem is named
        QTest::newRow("leading zero") << QByteArray("012") << Number::Problem::LeadingZero << 1;
        QTest::newRow("minus alone") << QByteArray("-x") << Number::Problem::Malformed << 1;
        QTest::newRow("point alone") << QByteArray("1.e5") << Number::Problem::Malformed << 2;
        QTest::newRow("exponent alone") << QByteArray("1e+") << Number::Problem::Malformed << 3;
        QTest::newRow("too big") << QByteArray("1e400") << Number::Problem::OutOfRange << 5;
        QTest::newRow("too small") << QByteArray("-1e-400") << Number::Problem::OutOfRange << 7;
    }
    void badNumber()
    {
        QFETCH(QByteArray, text);
        QFETCH(Number::Problem, problem);
        QFETCH(int, at);
        const Number n = jsontokens::readNumber(text.constData(), text.constData() + text.size());
        QCOMPARE(n.problem, problem);
        QCOMPARE(n.end - text.constData(), at);
    }

    void string_data()
    {
        QTest::addColumn<QByteArray>("text"); // from the opening quote
        QTest::addColumn<qint64>("limit");
        QTest::addColumn<String::Problem>("problem");
        QTest::addColumn<int>("at");
        QTest::addColumn<QString>("value");
        const qint64 big = 1000;
        QTest::newRow("plain") << QByteArray("\"walk\" ") << big << String::Problem::None << 6 << QStringLiteral("walk");
        QTest::newRow("escapes") << QByteArray("\"a\\n\\\"\\u0041\\/\"") << big << String::Problem::None << 15 << QStringLiteral("a\n\"A/");
        QTest::newRow("surrogate pair") << QByteArray(R"("\ud83d\ude00")") << big << String::Problem::None << 14
                                        << QString::fromUcs4(U"\U0001F600", 1);
        QTest::newRow("UTF-8") << QByteArray("\"caf\xC3\xA9\"") << big << String::Problem::None << 7 << QStringLiteral("caf\u00e9");
        // As QString::fromUtf8 made it: a byte-order mark at the start goes, unless escaped.
        QTest::newRow("byte-order mark") << QByteArray("\"\xEF\xBB\xBFx\"") << big << String::Problem::None << 6 << QStringLiteral("x");
        QTest::newRow("escaped byte-order mark") << QByteArray(R"("\ufeffx")") << big << String::Problem::None << 9
                                                 << QStringLiteral("\ufeffx");
        QTest::newRow("lone high surrogate") << QByteArray(R"("\ud800x")") << big << String::Problem::BadUnicodeEscape << 7 << QString();
        QTest::newRow("lone low surrogate") << QByteArray(R"("\udc00")") << big << String::Problem::BadUnicodeEscape << 7 << QString();
        QTest::newRow("short hex") << QByteArray(R"("\u12")") << big << String::Problem::BadUnicodeEscape << 3 << QString();
        QTest::newRow("unknown escape") << QByteArray(R"("a\q")") << big << String::Problem::UnknownEscape << 3 << QString();
        QTest::newRow("tab") << QByteArray("\"a\tb\"") << big << String::Problem::ControlCharacter << 2 << QString();
        QTest::newRow("overlong UTF-8") << QByteArray("\"\xC0\xAF\"") << big << String::Problem::NotUtf8 << 1 << QString();
        QTest::newRow("never ends") << QByteArray("\"abc") << big << String::Problem::NeverEnds << 0 << QString();
        QTest::newRow("at the limit") << QByteArray("\"abcd\"") << qint64(4) << String::Problem::None << 6 << QStringLiteral("abcd");
        QTest::newRow("past the limit") << QByteArray("\"abcde\"") << qint64(4) << String::Problem::TooLong << 6 << QString();
        // Counted byte by byte, as the strict scanner before this reader did: inside the euro sign.
        QTest::newRow("limit inside a character") << QByteArray("\"a\xE2\x82\xAC\"") << qint64(2) << String::Problem::TooLong
                                                  << 4 << QString();
        QTest::newRow("limit after an escape") << QByteArray(R"("ab\u0041")") << qint64(4) << String::Problem::TooLong << 9
                                               << QString();
    }
    void string()
    {
        QFETCH(QByteArray, text);
        QFETCH(qint64, limit);
        QFETCH(String::Problem, problem);
        QFETCH(int, at);
        QFETCH(QString, value);
        const String s = jsontokens::scanString(text.constData(), text.constData() + text.size(), limit);
        QCOMPARE(s.problem, problem);
        QCOMPARE(s.end - text.constData(), at);
        if (problem == String::Problem::None)
            QCOMPARE(s.text.toString(), value);
    }

    // A key is its text as QJsonDocument made it: written with escapes or after a byte-order
    // mark, it is the same key, found as known and as a duplicate.
    void keys_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QStringList>("messages");
        const auto row = [](const char *name, const QByteArray &members, const QStringList &messages) {
            QTest::newRow(name) << QByteArray(R"({"format": "inbetween", "version": 1, )" + members + "}") << messages;
        };
        row("escaped known key", R"("n\u0061me": "walk")", {});
        row("known key after a byte-order mark", "\"\xEF\xBB\xBFname\": \"walk\"", {});
        row("duplicate known key", R"("name": "a", "name": "b")",
            {QStringLiteral("f: name: duplicate key (first given at line 1, column 39)")});
        row("duplicate, one escaped", R"("name": "a", "n\u0061me": "b")",
            {QStringLiteral("f: name: duplicate key (first given at line 1, column 39)")});
        row("duplicate, one after a byte-order mark", "\"name\": \"a\", \"\xEF\xBB\xBFname\": \"b\"",
            {QStringLiteral("f: name: duplicate key (first given at line 1, column 39)")});
        row("duplicate unknown key", R"("x": 1, "y": 2, "x": 3)",
            {QStringLiteral("f: x: duplicate key (first given at line 1, column 39)")});
        row("unknown key", R"("nam": 1)", {QStringLiteral("f: nam: warning: unknown key, ignored")});
        row("escaped byte-order mark is a character", R"("\ufeffname": 1)",
            {QStringLiteral("f: \ufeffname: warning: unknown key, ignored")});
    }
    void keys()
    {
        QFETCH(QByteArray, json);
        QFETCH(QStringList, messages);
        QCOMPARE(messagesOf(json), messages);
    }

    // A string over the limit is named by its path, a key by the part of it read.
    void stringLimitNamesThePath()
    {
        QCOMPARE(messagesOf(R"({"format": "inbetween", "version": 1, "name": "abcdefghijklmnop"})", 12),
                 QStringList{QStringLiteral("f: name: a string longer than the limit of 12 bytes")});
        QCOMPARE(messagesOf(R"({"format": "inbetween", "version": 1, "abcdefghijklmnop": 1})", 12),
                 QStringList{QStringLiteral("f: abcdefghijklm: a string longer than the limit of 12 bytes")});
        // A key cut at the limit and at the end of the file on a backslash: the path names the
        // key as far as its whole characters go (found by fuzz_reader_equivalence: the lone
        // backslash was decoded with the byte after the text, a NUL).
        QCOMPARE(messagesOf(QByteArrayLiteral("{\"abcdefghijkl\\"), 12),
                 QStringList{QStringLiteral("f: abcdefghijkl: a string longer than the limit of 12 bytes")});
        QCOMPARE(messagesOf(QByteArrayLiteral("{\"ab\\\\cdefghij\\n\\"), 12),
                 QStringList{QStringLiteral("f: ab\\cdefghij\n: a string longer than the limit of 12 bytes")});
    }

    // Nesting far deeper than a stack of recursive calls would survive is passed over, not
    // followed call by call: refused with a message when a limit that high is asked for.
    void deepNestingPassedOver()
    {
        constexpr int levels = 100000;
        const QByteArray json = QByteArray(levels, '[') + QByteArray(levels, ']');
        ProjectReader::Options options;
        options.limits.maxDepth = levels;
        QCOMPARE(ProjectReader::read(json, options).messages(QStringLiteral("f")),
                 QStringList{QStringLiteral("f: must be a JSON object with \"format\": \"inbetween\"")});
        options.limits.maxDepth = levels + 1; // and the root object
        const QByteArray inKey = R"({"format": "inbetween", "version": 1, "extra": )" + json + "}";
        QCOMPARE(ProjectReader::read(inKey, options).messages(QStringLiteral("f")),
                 QStringList{QStringLiteral("f: extra: warning: unknown key, ignored")});
    }
};

QTEST_APPLESS_MAIN(TestJsonCursor)
#include "tst_jsoncursor.moc"
