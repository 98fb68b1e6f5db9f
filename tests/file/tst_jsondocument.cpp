// The JSON the reader reads with (JsonDocument: simdjson, with JsonSplit's edits) and the words
// for what it refuses (strictjson::scan): numbers read to the same double as std::from_chars
// (but "-0", as QJsonDocument read it), every way a number or a string is refused and where,
// keys told apart and their duplicates found, nesting deeper than any stack would hold passed
// over, and long arrays read a window at a time as the whole text would be.

#include "file/jsondocument.h"
#include "file/projectreader.h"
#include "file/strictjson.h"

#include <QRandomGenerator>
#include <QTest>
#include <charconv>
#include <cstring>

using namespace inbetween;

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

// The root value of `json` as JsonDocument reads it: the value's number, or its text.
double numberOf(const QByteArray &json)
{
    JsonDocument document(json, 0, ProjectLimits(), JsonSplit::kWindowBytes);
    return document.ok() && document.root().isNumber() ? document.root().number() : qQNaN();
}

QString textOf(const QByteArray &json)
{
    JsonDocument document(json, 0, ProjectLimits(), JsonSplit::kWindowBytes);
    return document.ok() && document.finish() ? document.root().text() : QStringLiteral("(refused)");
}

// The problems of the text as strict JSON, with the default limits but for `maxStringBytes`.
QStringList problemsOf(const QByteArray &json, qint64 maxStringBytes = 1024 * 1024)
{
    ProjectLimits limits;
    limits.maxStringBytes = maxStringBytes;
    QStringList out;
    for (const Diagnostic &d : strictjson::problems(json, limits))
        out << d.text(QStringLiteral("f"));
    return out;
}

// The messages of reading `json` with the default limits, but for `maxStringBytes`.
QStringList messagesOf(const QByteArray &json, qint64 maxStringBytes = 1024 * 1024)
{
    ProjectReader::Options options;
    options.limits.maxStringBytes = maxStringBytes;
    return ProjectReader::read(json, options).messages(QStringLiteral("f"));
}

} // namespace

class TestJsonDocument : public QObject
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
        // Too long for 64 bits, which simdjson refuses: a double, as QJsonDocument read it.
        QTest::newRow("30 digits") << QByteArray("123456789012345678901234567890") << 1.2345678901234568e+29;
        QTest::newRow("-2^63 - 1") << QByteArray("-9223372036854775809") << -9223372036854775808.0;
    }
    void number()
    {
        QFETCH(QByteArray, text);
        QFETCH(double, value);
        QCOMPARE(bits(numberOf(text)), bits(value));
        QCOMPARE(bits(numberOf(text + ' ')), bits(value));
    }

    // QJsonDocument read a whole number as an integer: "-0" was 0. A fraction keeps its sign.
    void negativeZero()
    {
        QCOMPARE(bits(numberOf("-0")), bits(0.0));
        QCOMPARE(bits(numberOf("-0.0")), bits(-0.0));
        QCOMPARE(bits(numberOf("-0e5")), bits(-0.0));
    }

    // simdjson and from_chars give the same double for 200,000 numbers of every length: 1 to 20
    // digits, a point anywhere, an exponent or not; a whole number of 19 digits or more too.
    void sameDoubleAsFromChars()
    {
        QRandomGenerator random(15);
        QList<QByteArray> texts;
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
            texts << text;
        }
        const QByteArray json = '[' + texts.join(',') + ']';
        JsonDocument document(json, 0, ProjectLimits(), 4096); // in windows, too
        QVERIFY(document.ok());
        qint64 first = 0;
        document.forEachItem(document.root(), [&](qint64 i, const JsonValue &item) {
            ++first;
            const QByteArray &text = texts[i];
            const double expected = fromChars(text);
            const bool wholeZero = !text.contains('.') && !text.contains('e') && expected == 0;
            QVERIFY2(bits(item.number()) == bits(wholeZero ? 0.0 : expected), text.constData());
        });
        QCOMPARE(first, texts.size());
        QVERIFY(document.finish());
    }

    void badNumber_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("leading zero") << QByteArray("012") << QStringLiteral("f: line 1, column 2: a number with a leading zero");
        QTest::newRow("minus alone") << QByteArray("-x") << QStringLiteral("f: line 1, column 2: a malformed number (got 'x')");
        QTest::newRow("point alone") << QByteArray("1.e5") << QStringLiteral("f: line 1, column 3: a malformed number (got 'e')");
        QTest::newRow("exponent alone") << QByteArray("1e+")
                                        << QStringLiteral("f: line 1, column 4: a malformed number (got the end of the file)");
        QTest::newRow("too big") << QByteArray("1e400") << QStringLiteral("f: line 1, column 6: a number out of range (got 1e400)");
        QTest::newRow("too small") << QByteArray("-1e-400") << QStringLiteral("f: line 1, column 8: a number out of range (got -1e-400)");
        QTest::newRow("too small in an array") << QByteArray("[0, 2e-324]") << QStringLiteral("f: [1]: a number out of range (got 2e-324)");
    }
    void badNumber()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        QCOMPARE(problemsOf(text), QStringList{message});
    }

    void string_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<qint64>("limit");
        QTest::addColumn<QString>("value");   // when read
        QTest::addColumn<QString>("problem"); // when refused
        const qint64 big = 1000;
        QTest::newRow("plain") << QByteArray("\"walk\" ") << big << QStringLiteral("walk") << QString();
        QTest::newRow("escapes") << QByteArray("\"a\\n\\\"\\u0041\\/\"") << big << QStringLiteral("a\n\"A/") << QString();
        QTest::newRow("surrogate pair") << QByteArray(R"("\ud83d\ude00")") << big << QString::fromUcs4(U"\U0001F600", 1) << QString();
        QTest::newRow("UTF-8") << QByteArray("\"caf\xC3\xA9\"") << big << QStringLiteral("caf\u00e9") << QString();
        // As QString::fromUtf8 made it: a byte-order mark at the start goes, unless escaped.
        QTest::newRow("byte-order mark") << QByteArray("\"\xEF\xBB\xBFx\"") << big << QStringLiteral("x") << QString();
        QTest::newRow("escaped byte-order mark") << QByteArray(R"("\ufeffx")") << big << QStringLiteral("\ufeffx") << QString();
        QTest::newRow("byte-order mark and an escape") << QByteArray("\"\xEF\xBB\xBFx\\n\"") << big << QStringLiteral("\ufeffx\n")
                                                       << QString();
        const auto refused = [big](const char *name, const QByteArray &text, const char *problem, qint64 limit = 1000) {
            QTest::newRow(name) << text << limit << QString() << QString::fromUtf8(problem);
            Q_UNUSED(big);
        };
        refused("lone high surrogate", R"("\ud800x")", "line 1, column 8: a bad \\u escape in a string (four hex digits, surrogates in pairs)");
        refused("lone low surrogate", R"("\udc00")", "line 1, column 8: a bad \\u escape in a string (four hex digits, surrogates in pairs)");
        refused("short hex", R"("\u12")", "line 1, column 4: a bad \\u escape in a string (four hex digits, surrogates in pairs)");
        refused("unknown escape", R"("a\q")", "line 1, column 4: an unknown escape in a string (backslash followed by 'q')");
        refused("tab", "\"a\tb\"", "line 1, column 3: a control character (0x09) inside a string; write it as an escape");
        refused("overlong UTF-8", "\"\xC0\xAF\"", "line 1, column 2: not UTF-8 text (byte 0xc0 at byte offset 1)");
        refused("never ends", "\"abc", "line 1, column 1: a string that never ends (truncated?)");
        QTest::newRow("at the limit") << QByteArray("\"abcd\"") << qint64(4) << QStringLiteral("abcd") << QString();
        refused("past the limit", "\"abcde\"", "line 1, column 7: a string longer than the limit of 4 bytes", 4);
        // Counted byte by byte, as the strict scanner before this reader did: inside the euro sign.
        refused("limit inside a character", "\"a\xE2\x82\xAC\"", "line 1, column 5: a string longer than the limit of 2 bytes", 2);
        refused("limit after an escape", R"("ab\u0041")", "line 1, column 10: a string longer than the limit of 4 bytes", 4);
    }
    void string()
    {
        QFETCH(QByteArray, text);
        QFETCH(qint64, limit);
        QFETCH(QString, value);
        QFETCH(QString, problem);
        if (problem.isEmpty()) {
            QCOMPARE(problemsOf(text, limit), QStringList());
            QCOMPARE(textOf(text), value);
        } else {
            QCOMPARE(problemsOf(text, limit), QStringList{QStringLiteral("f: ") + problem});
        }
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
        row("duplicate among many keys", R"("a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7, "h": 8, "a": 9)",
            {QStringLiteral("f: a: duplicate key (first given at line 1, column 39)")});
        row("duplicate in a nested object", R"("x": [{"y": {"z": 1, "z": 2}}])",
            {QStringLiteral("f: x[0].y.z: duplicate key (first given at line 1, column 52)")});
        const QStringList unknownX{QStringLiteral("f: x: warning: unknown key, ignored")};
        row("one key in sibling objects", R"("x": [{"y": 1}, {"y": 2}])", unknownX);
        row("values the same as keys", R"("x": {"y": "z", "z": "y"})", unknownX);
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
        // key as far as its whole characters go.
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
        options.limits.maxDepth = levels; // one too few
        QCOMPARE(ProjectReader::read(inKey + "x", options).messages(QStringLiteral("f")).value(0).section(QLatin1Char(':'), 2),
                 QStringLiteral(" nested deeper than the limit of 100000 levels"));
    }

    // Cut into windows of a few bytes, a text reads as it does whole: the project, the messages,
    // and the JSON problems.
    void windowsReadAsTheWhole_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<qint64>("maxValues");
        const qint64 any = ProjectLimits().maxValues;
        QTest::newRow("values beyond the limit in windows of numbers")
            << QByteArray(R"({"format": "inbetween", "version": 1, "x": [1, 2, 3, 4, 5]})") << qint64(7);
        QTest::newRow("values at the limit in windows of numbers")
            << QByteArray(R"({"format": "inbetween", "version": 1, "x": [1, 2, 3]})") << qint64(7);
        QTest::newRow("frames") << QByteArray(R"({"format": "inbetween", "version": 1, "frames": [{"duration": 1},
            {"duration": 2, "image": "a.png", "region": [0, 0, 1, 1]}, {"duration": 0}, 5, {"duration": 3, "x": [1, [2, 3], 4]}]})") << any;
        QTest::newRow("keyframes") << QByteArray(R"({"format": "inbetween", "version": 2, "clips": [{"name": "a",
            "keyframes": [{"time": 0, "translation": [1, 2, 3]}, {"time": 5, "easing": {"bezier": [0.1, 0.2, 0.3, 0.4]}},
            {"time": 4, "matrix": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 5, 6, 7, 1]}]}, {"name": "b", "events": [{"time": 1,
            "name": "e"}, {"time": 2, "name": "f"}], "playRange": [0, 0.5]}]})") << any;
        QTest::newRow("a duplicate key in a window") << QByteArray(R"({"format": "inbetween", "version": 1, "frames": [{"duration": 1},
            {"duration": 2, "duration": 3}, {"duration": 4}]})") << any;
        QTest::newRow("an empty item") << QByteArray(R"({"format": "inbetween", "version": 1, "frames": [{"duration": 1},
            , {"duration": 4}]})") << any;
        QTest::newRow("a trailing comma") << QByteArray(R"({"format": "inbetween", "version": 1, "x": [[1, 2, 3], [4, 5, 6],]})") << any;
        QTest::newRow("unread arrays") << QByteArray(R"({"format": "inbetween", "version": 1, "x": [[1, 2, 3], [4, 5, 6], [7, 8, nul]]})") << any;
        QTest::newRow("a number out of range") << QByteArray(R"({"format": "inbetween", "version": 1, "x": [1, 2, 3, 1e999]})") << any;
        QTest::newRow("\\u0000") << QByteArray(R"({"format": "inbetween", "version": 1, "name": "\u0000", "x": [1, 2, 3, 4, 5]})") << any;
    }
    void windowsReadAsTheWhole()
    {
        QFETCH(QByteArray, json);
        QFETCH(qint64, maxValues);
        ProjectReader::Options whole, windows;
        whole.limits.maxValues = windows.limits.maxValues = maxValues;
        windows.windowBytes = 4;
        const ProjectReader::Result a = ProjectReader::read(json, whole);
        const ProjectReader::Result b = ProjectReader::read(json, windows);
        QCOMPARE(b.messages(QStringLiteral("f")), a.messages(QStringLiteral("f")));
        QCOMPARE(b.ok(), a.ok());
        if (a.ok())
            QCOMPARE(*b.project, *a.project);
    }
};

QTEST_APPLESS_MAIN(TestJsonDocument)
#include "tst_jsondocument.moc"
