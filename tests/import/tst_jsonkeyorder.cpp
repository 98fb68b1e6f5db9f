// objectKeysInOrder: the keys of a top-level key's object in the order the text writes them
// (QJsonObject sorts them), through strings with escapes, nested values and other keys alike.

#include "import/jsonkeyorder.h"

#include <QtTest>

using namespace inbetween;

class TestJsonKeyOrder : public QObject
{
    Q_OBJECT

private slots:
    void keys_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QStringList>("keys");
        QTest::newRow("file order, not sorted")
            << QByteArray("{\"frames\": {\"hero 9\": {}, \"hero 10\": {}, \"hero 2\": {}}, \"meta\": {}}")
            << QStringList{QStringLiteral("hero 9"), QStringLiteral("hero 10"), QStringLiteral("hero 2")};
        QTest::newRow("nested values skipped")
            << QByteArray("{\"meta\": {\"frames\": {\"no\": 1}}, \"frames\": {\"b\": {\"x\": {\"deep\": [1, {\"c\": 2}]}}, \"a\": [3, \"d\"]}}")
            << QStringList{QStringLiteral("b"), QStringLiteral("a")};
        QTest::newRow("escapes") << QByteArray("{\"frames\": {\"q\\\"uote\": 1, \"back\\\\slash\": 2, \"\\u00e9t\\u00e9\": 3, \"{[,:\": 4}}")
                                 << QStringList{QStringLiteral("q\"uote"), QStringLiteral("back\\slash"),
                                                QString::fromUtf8("\xC3\xA9t\xC3\xA9"), QStringLiteral("{[,:")};
        QTest::newRow("string values with braces")
            << QByteArray("{\"a\": \"}{\", \"frames\": {\"x\": \"}\", \"y\": \"{\\\"z\\\": 1}\"}, \"b\": 1}")
            << QStringList{QStringLiteral("x"), QStringLiteral("y")};
        QTest::newRow("an array, not an object") << QByteArray("{\"frames\": [{\"filename\": \"a\"}]}") << QStringList{};
        QTest::newRow("no such key") << QByteArray("{\"other\": {\"a\": 1}}") << QStringList{};
        QTest::newRow("empty object") << QByteArray("{\"frames\": {}}") << QStringList{};
        QTest::newRow("white space") << QByteArray("\xEF\xBB\xBF {\n \"frames\" :\n {\n \"b\" : 1 ,\n \"a\" : 2 }\n}\n")
                                     << QStringList{QStringLiteral("b"), QStringLiteral("a")};
    }
    void keys()
    {
        QFETCH(QByteArray, json);
        QFETCH(QStringList, keys);
        QCOMPARE(objectKeysInOrder(json, QStringLiteral("frames")), keys);
    }
};

QTEST_APPLESS_MAIN(TestJsonKeyOrder)
#include "tst_jsonkeyorder.moc"
