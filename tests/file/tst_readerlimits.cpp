// The reader's limits and strictness, on generated input: each limit allows its value and refuses
// one past it, naming the JSON path and the limit; what strict JSON allows still loads.
#include "file/projectreader.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace inbetween;

// AddressSanitizer (GCC defines the first, Clang answers the second): the million-item rows take
// about 100 s there and go through no code the low-limit rows do not.
#if defined(__SANITIZE_ADDRESS__)
#define INBETWEEN_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define INBETWEEN_UNDER_ASAN 1
#endif
#endif

namespace {

// JSON written with single quotes, for readable literals: J("{'a': 1}") is {"a": 1}.
QByteArray J(const char *text)
{
    return QByteArray(text).replace('\'', '"');
}

const QByteArray kHead = J("{'format': 'inbetween', 'version': 1, ");

QByteArray project(const QByteArray &body)
{
    return kHead + body + '}';
}

// `"key": [item, item, ...]` with `count` items, each `item` with %1 replaced by its index.
QByteArray list(const QByteArray &key, qint64 count, const QByteArray &item)
{
    QByteArray out = '"' + key + "\": [";
    out.reserve(out.size() + count * (item.size() + 8));
    const bool numbered = item.contains("%1");
    for (qint64 i = 0; i < count; ++i) {
        if (i)
            out += ',';
        out += numbered ? QByteArray(item).replace("%1", QByteArray::number(i + 1)) : item;
    }
    return out + ']';
}

QString messages(const ProjectReader::Result &r)
{
    return r.messages(QStringLiteral("f.json")).join(QLatin1Char('\n'));
}

} // namespace

class TestReaderLimits : public QObject
{
    Q_OBJECT

private slots:
    void defaultsAllowAMillionOfEach()
    {
        const ProjectLimits limits;
        QVERIFY(limits.maxFrames >= 1'000'000);
        QVERIFY(limits.maxKeyframes >= 1'000'000);
        QVERIFY(limits.maxEvents >= 1'000'000);
        QVERIFY(limits.maxArrayItems >= 1'000'000);
    }

    // The default limits, at the count (accepted) and one past it (refused).
    void counts_data()
    {
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<QByteArray>("item");
        QTest::newRow("frames") << QByteArray("frames") << QByteArray(J("{'duration':1}"));
        QTest::newRow("keyframes") << QByteArray("keyframes") << QByteArray(J("{'time':%1}"));
        QTest::newRow("events") << QByteArray("events") << QByteArray(J("{'time':1,'name':'e'}"));
    }
    void counts()
    {
#ifdef INBETWEEN_UNDER_ASAN
        QSKIP("a million items a row: run in the plain build (lowLimits checks each limit here)");
#endif
        QFETCH(QByteArray, key);
        QFETCH(QByteArray, item);
        const qint64 limit = 1'000'000;
        const ProjectReader::Result at = ProjectReader::read(project(list(key, limit, item)));
        QVERIFY2(at.ok(), qPrintable(messages(at)));
        const ProjectReader::Result over = ProjectReader::read(project(list(key, limit + 1, item)));
        QVERIFY(!over.ok());
        QCOMPARE(messages(over), QStringLiteral("f.json: %1: more items than the limit of 1000000").arg(QLatin1String(key)));
    }

    // Each limit of ProjectLimits set low: the value at the limit loads, one past it is refused
    // with the path and the limit named.
    void lowLimits_data()
    {
        QTest::addColumn<QByteArray>("atLimit");
        QTest::addColumn<QByteArray>("overLimit");
        QTest::addColumn<QString>("message");
        QTest::newRow("frames") << project(list("frames", 3, J("{'duration':1}")))
                                << project(list("frames", 4, J("{'duration':1}")))
                                << QStringLiteral("frames: 4 frames, more than the limit of 3");
        QTest::newRow("keyframes") << project(list("keyframes", 3, J("{'time':%1}")))
                                   << project(list("keyframes", 4, J("{'time':%1}")))
                                   << QStringLiteral("keyframes: 4 keyframes, more than the limit of 3");
        QTest::newRow("events") << project(list("events", 3, J("{'time':1,'name':'e'}")))
                                << project(list("events", 4, J("{'time':1,'name':'e'}")))
                                << QStringLiteral("events: 4 events, more than the limit of 3");
        QTest::newRow("array items") << project(J("'x': [1, 2, 3, 4, 5]")) << project(J("'x': [1, 2, 3, 4, 5, 6]"))
                                     << QStringLiteral("x: more items than the limit of 5");
        QTest::newRow("depth") << project(J("'x': [[[[[]]]]]")) << project(J("'x': [[[[[[]]]]]]"))
                               << QStringLiteral("x[0][0][0][0][0]: nested deeper than the limit of 6 levels");
        QTest::newRow("string bytes") << project(J("'x': '1234567890'")) << project(J("'x': '12345678901'"))
                                      << QStringLiteral("x: a string longer than the limit of 10 bytes");
        QTest::newRow("values") << project(J("'x': [1, 2, 3]")) << project(J("'x': [1, 2, 3, 4]"))
                                << QStringLiteral("line 1, column 54: more values than the limit of 7 in one file");
        QTest::newRow("duration") << project(J("'frames': [{'duration': 500}]"))
                                  << project(J("'frames': [{'duration': 500.5}]"))
                                  << QStringLiteral("frames[0].duration: larger than the limit of 500 ms (got 500.5)");
        QTest::newRow("time") << project(J("'keyframes': [{'time': 500}]")) << project(J("'events': [{'time': 501, 'name': 'a'}]"))
                              << QStringLiteral("events[0].time: larger than the limit of 500 ms (got 501)");
        QTest::newRow("translation") << project(J("'keyframes': [{'time': 0, 'translation': [-5, 5, 0]}]"))
                                     << project(J("'keyframes': [{'time': 0, 'translation': [0, 0, -5.5]}]"))
                                     << QStringLiteral("keyframes[0].translation[2]: beyond the limit of -5 to 5 (got -5.5)");
        QTest::newRow("name") << project(J("'name': 'abcd'")) << project(J("'name': 'abcde'"))
                              << QStringLiteral("name: 5 characters long, longer than the limit of 4");
        QTest::newRow("file bytes") << QByteArray(kHead + "\"x\": 1}").leftJustified(60, ' ')
                                    << QByteArray(kHead + "\"x\": 1}").leftJustified(61, ' ')
                                    << QStringLiteral("the file is 61 bytes, larger than the limit of 60 bytes");
    }
    void lowLimits()
    {
        QFETCH(QByteArray, atLimit);
        QFETCH(QByteArray, overLimit);
        QFETCH(QString, message);
        // Only the limit the row is about is low.
        ProjectReader::Options options;
        ProjectLimits &l = options.limits;
        const QByteArray tag = QTest::currentDataTag();
        if (tag == "frames")
            l.maxFrames = 3;
        else if (tag == "keyframes")
            l.maxKeyframes = 3;
        else if (tag == "events")
            l.maxEvents = 3;
        else if (tag == "array items")
            l.maxArrayItems = 5;
        else if (tag == "depth")
            l.maxDepth = 6;
        else if (tag == "string bytes")
            l.maxStringBytes = 10;
        else if (tag == "values")
            l.maxValues = 7; // the root, format, version, x and its items
        else if (tag == "duration")
            l.maxDuration = 500;
        else if (tag == "time")
            l.maxTime = 500;
        else if (tag == "translation")
            l.maxTranslation = 5;
        else if (tag == "name")
            l.maxNameLength = 4;
        else if (tag == "file bytes")
            l.maxFileBytes = 60;
        else
            QFAIL("no limit for this row");
        const ProjectReader::Result at = ProjectReader::read(atLimit, options);
        QVERIFY2(at.ok(), qPrintable(messages(at)));
        const ProjectReader::Result over = ProjectReader::read(overLimit, options);
        QVERIFY(!over.ok());
        QVERIFY2(messages(over).contains(QStringLiteral("f.json: ") + message), qPrintable(messages(over)));
    }

    // Strict JSON that must still load as written.
    void accepted_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("name");
        QTest::newRow("byte-order mark") << QByteArray("\xEF\xBB\xBF" + project(J("'name': 'bom'"))) << QStringLiteral("bom");
        QTest::newRow("raw UTF-8") << project("\"name\": \"caf\xC3\xA9 \xF0\x9F\x98\x80\"")
                                   << QStringLiteral("caf\u00e9 ") + QString::fromUcs4(U"\U0001F600", 1);
        QTest::newRow("surrogate pair escape") << project(J("'name': '\\ud83d\\ude00'")) << QString::fromUcs4(U"\U0001F600", 1);
        QTest::newRow("escapes") << project(J("'name': 'a\\'\\\\\\/\\b\\f\\n\\r\\t\\u0041'")) << QStringLiteral("a\"\\/\b\f\n\r\tA");
        QTest::newRow("same key in two objects") << project(J("'name': 'n', 'frames': [{'duration': 1}, {'duration': 2}]"))
                                                 << QStringLiteral("n");
        QTest::newRow("whitespace") << QByteArray(" \r\n\t" + project(J("'name' :	'w'")) + "\r\n") << QStringLiteral("w");
        QTest::newRow("numbers") << project(J("'name': 'x', 'fps': 2.5e1, 'x': [-0, 0.5, 1E2, 1e-300, 1.7976931348623157e308]"))
                                 << QStringLiteral("x");
    }
    void accepted()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, name);
        const ProjectReader::Result r = ProjectReader::read(json);
        QVERIFY2(r.ok(), qPrintable(messages(r)));
        QCOMPARE(r.project->name, name);
    }

    // Duplicates among many keys (where the scanner switches from a list to a hash).
    void duplicateAmongManyKeys()
    {
        QByteArray body;
        for (int i = 0; i < 40; ++i)
            body += "\"k" + QByteArray::number(i) + "\": " + QByteArray::number(i) + ",\n";
        body += "\"k17\": 0";
        const ProjectReader::Result r = ProjectReader::read(project(body));
        QVERIFY(!r.ok());
        QCOMPARE(messages(r), QStringLiteral("f.json: k17: duplicate key (first given at line 18, column 1)"));
    }

    // Text that is not UTF-8 is named by line, column and byte offset.
    void notUtf8NamesWhere()
    {
        const QByteArray json = project("\n\"name\":\n  \"ab\xFF\"");
        const ProjectReader::Result r = ProjectReader::read(json);
        QVERIFY(!r.ok());
        const qsizetype offset = json.indexOf('\xFF');
        QCOMPARE(messages(r), QStringLiteral("f.json: line 3, column 6: not UTF-8 text (byte 0xff at byte offset %1)").arg(offset));
    }

    // Images: checked against the project folder by readFile (or Options::projectFolder);
    // read() without a folder leaves image paths alone.
    void images()
    {
        const QString ok = QFINDTESTDATA("../data/malformed/images/ok.png");
        QVERIFY(!ok.isEmpty());
        const QString folder = QFileInfo(ok).absolutePath();
        const QByteArray missing = project(J("'frames': [{'duration': 1, 'image': 'nope.png'}]"));
        QVERIFY(ProjectReader::read(missing).ok());

        ProjectReader::Options options;
        options.projectFolder = folder;
        QCOMPARE(messages(ProjectReader::read(missing, options)),
                 QStringLiteral("f.json: frames[0].image: nope.png: file not found"));
        QVERIFY(ProjectReader::read(project(J("'frames': [{'duration': 1, 'image': 'ok.png'}]")), options).ok());

        // An absolute path: a warning, and still checked.
        const ProjectReader::Result absolute =
            ProjectReader::read(project("\"frames\": [{\"duration\": 1, \"image\": \"" + ok.toUtf8() + "\"}]"), options);
        QVERIFY2(absolute.ok(), qPrintable(messages(absolute)));
        QCOMPARE(messages(absolute),
                 QStringLiteral("f.json: frames[0].image: warning: an absolute path, outside the project folder (%1)").arg(ok));
        const ProjectReader::Result absentAbsolute = ProjectReader::read(
            project(J("'frames': [{'duration': 1, 'image': '/nonexistent/inbetween/x.png'}]")), options);
        QVERIFY(!absentAbsolute.ok());
        QVERIFY(messages(absentAbsolute).contains(QStringLiteral("frames[0].image: /nonexistent/inbetween/x.png: file not found")));

        // readFile resolves against the file's own folder; the same image twice is one check.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QFile::copy(ok, dir.filePath(QStringLiteral("a.png"))));
        QFile file(dir.filePath(QStringLiteral("p.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(project(J("'frames': [{'duration': 1, 'image': 'a.png'}, {'duration': 1, 'image': './a.png'}]")));
        file.close();
        const ProjectReader::Result fromFile = ProjectReader::readFile(file.fileName());
        QVERIFY2(fromFile.ok(), qPrintable(messages(fromFile)));
        QVERIFY(fromFile.diagnostics.isEmpty());
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("a.png"))));
        QCOMPARE(ProjectReader::readFile(file.fileName()).diagnostics.size(), 2);
    }

    // readFile refuses what is not a regular file, and a file over the size limit before reading it.
    void readFileRefuses()
    {
        QCOMPARE(ProjectReader::readFile(QStringLiteral("/dev/zero")).messages(QStringLiteral("z")),
                 QStringList{QStringLiteral("z: cannot open: not a regular file")});
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("big.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(2000, ' '));
        file.close();
        ProjectReader::Options options;
        options.limits.maxFileBytes = 1000;
        QCOMPARE(ProjectReader::readFile(file.fileName(), options).messages(QStringLiteral("b")),
                 QStringList{QStringLiteral("b: the file is 2000 bytes, larger than the limit of 1000 bytes")});
    }
};

QTEST_GUILESS_MAIN(TestReaderLimits)
#include "tst_readerlimits.moc"
