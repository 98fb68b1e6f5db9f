// Reading a file with two threads (ListTail: a second thread reads the second half of a list
// from a guessed item on) gives exactly what reading it with one gives: the same project, the
// same messages in the same order. Each row puts the guess somewhere: on an item the reader can
// take, or where something before or in the tail changes how it must be read (a time that is
// not later, a matrix, a problem, a limit over the whole list, a string, another list).
#include "projectreader.h"
#include "projectwriter.h"

#include <QRegularExpression>
#include <QTest>

#include <limits>
#include <thread>

using namespace inbetween;

Q_DECLARE_METATYPE(inbetween::ProjectLimits)

namespace {

Keyframe key(int i)
{
    Keyframe k;
    k.time = 100.0 * i + 0.25;
    k.translation = {double(i % 97), double(i % 13) * 2.5, 0.0};
    k.rotation = {0.0, double(i % 360), 0.0};
    k.scale = {1.0 + (i % 7) * 0.125, 1.0, 1.0};
    k.easing = i % 5 == 0 ? Easing::bezier(0.25, 0.1, 0.25, 1.0) : Easing(Easing::Type(i % 5));
    return k;
}

// A project of one or two clips: `frames` frames (with images when `images`), `keys` keyframes
// and `events` events in the last clip; a first clip of 20 keys when `twoClips`.
QByteArray project(int frames, int keys, int events, bool images = false, bool twoClips = false)
{
    Project p;
    p.name = QStringLiteral("tail");
    auto fill = [](Clip &c, int frames, int keys, int events, bool images) {
        QList<Frame> fs;
        for (int i = 0; i < frames; ++i)
            fs.append(Frame{40.0 + i % 9, images ? QStringLiteral("img/f%1.png").arg(i) : QString(), std::nullopt});
        c.frames.setFrames(fs);
        QList<Keyframe> ks;
        for (int i = 0; i < keys; ++i)
            ks.append(key(i));
        c.motion.setKeys(ks);
        for (int i = 0; i < events; ++i)
            c.events.append(ClipEvent{10.0 * i, QStringLiteral("event %1").arg(i)});
    };
    if (twoClips) {
        fill(p.clips[0], 3, 20, 0, false);
        p.clips.push_back(Clip(QStringLiteral("second")));
    }
    fill(p.clips.back(), frames, keys, events, images);
    return ProjectWriter::toJson(p);
}

// `count` frames, the first `longOnes` of them with long image names and the rest with none:
// the length of the first thousand items says nothing of the others'.
QByteArray longFramesThenShort(int count, int longOnes)
{
    Project p;
    QList<Frame> fs;
    for (int i = 0; i < count; ++i)
        fs.append(Frame{40.0, i < longOnes ? QStringLiteral("images/%1/frame-%2.png").arg(QString(60, QLatin1Char('x'))).arg(i) : QString(),
                        std::nullopt});
    p.clips[0].frames.setFrames(fs);
    return ProjectWriter::toJson(p);
}

// Where the second thread starts: the first `,` `{` after the middle (as ListTail looks).
qsizetype guess(const QByteArray &text)
{
    static const QRegularExpression itemStart(QStringLiteral(",\\s*\\{"));
    const QString latin = QString::fromLatin1(text);
    const QRegularExpressionMatch m = itemStart.match(latin, text.size() / 2);
    return m.hasMatch() ? m.capturedEnd() - 1 : -1;
}

// Replaces the first `from` at or after the guessed item's brace (or the nth) by `to`.
QByteArray atGuess(QByteArray text, const QByteArray &from, const QByteArray &to, int nth = 1)
{
    qsizetype at = guess(text) - 1;
    for (int i = 0; i < nth && (i == 0 || at >= 0); ++i)
        at = text.indexOf(from, at + 1);
    if (at < 0)
        qFatal("'%s' not found after the guess", from.constData());
    return text.replace(at, from.size(), to);
}

// The guessed keyframe given the time of the one before it.
QByteArray timeOfKeyBeforeGuess(QByteArray text)
{
    const auto timeAt = [&](qsizetype at) {
        at += 8; // past `"time": `
        return std::pair(at, text.indexOf(',', at) - at);
    };
    const auto [before, beforeSize] = timeAt(text.lastIndexOf("\"time\": ", guess(text)));
    const auto [at, size] = timeAt(text.indexOf("\"time\": ", guess(text)));
    return text.replace(at, size, text.mid(before, beforeSize));
}

} // namespace

class TestListTail : public QObject
{
    Q_OBJECT

private slots:
    void sameAsOneThread_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<ProjectLimits>("limits");
        QTest::addColumn<bool>("taken"); // the second thread's items are used

        const ProjectLimits none;
        const QByteArray keys = project(50, 400, 10);
        QTest::newRow("keyframes") << keys << none << true;
        QTest::newRow("frames with images") << project(600, 5, 0, true) << none << true;
        QTest::newRow("keyframes of the second clip") << project(0, 400, 0, false, true) << none << true;
        QByteArray v1 = keys;
        v1.replace("\"version\": 2", "\"version\": 1");
        QTest::newRow("version 1 keys in a version 2 layout") << v1 << none << true;
        QTest::newRow("byte-order mark") << QByteArray("\xEF\xBB\xBF") + keys << none << true;
        QTest::newRow("events (read by one thread)") << project(0, 2, 900) << none << false;
        // Lists of more than the thousand items each thread measures before it makes room for
        // the rest (ClipReader::roomForRest), and one whose room is too small.
        QTest::newRow("room made for many keyframes") << project(200, 6000, 10) << none << true;
        QTest::newRow("room made for many frames") << project(6000, 5, 0, true) << none << true;
        QTest::newRow("room made too small") << longFramesThenShort(9000, 1500) << none << true;

        // The tail's first key against the one before it, which only the reader knows.
        QTest::newRow("time not later than the key before")
            << timeOfKeyBeforeGuess(keys) << none << false;
        // A quarter turn about x: how it splits between y and z follows the key before.
        QByteArray matrix = keys;
        const qsizetype parts = matrix.indexOf("\"translation\"", guess(keys));
        matrix.replace(parts, matrix.indexOf("\"easing\"", parts) - parts,
                       "\"matrix\": [1, 0, 0, 0, 0, 0, 1, 0, 0, -1, 0, 0, 5, 6, 7, 1], ");
        QTest::newRow("matrix at the guess") << matrix << none << false;
        // A problem or a warning anywhere in the tail: the reader reads it and names it.
        QTest::newRow("bad easing in the tail") << atGuess(keys, "\"step\"", "\"wobbly\"") << none << false;
        QTest::newRow("unknown key in the tail") << atGuess(keys, "\"scale\"", "\"colour\": 1, \"scale\"") << none
                                                 << false;
        QTest::newRow("duplicate key in the tail") << atGuess(keys, "\"scale\"", "\"time\": 1, \"scale\"") << none
                                                   << false;
        QTest::newRow("syntax error in the tail") << atGuess(keys, "]", "}") << none << false;
        QTest::newRow("file cut in the tail") << keys.left(keys.size() * 3 / 4) << none << false;
        QTest::newRow("not an object in the tail") << atGuess(keys, "{ \"time\"", "7, { \"time\"", 5) << none << false;

        // Limits over the whole list or file, which the tail counts only from its start.
        ProjectLimits fewKeys;
        fewKeys.maxKeyframes = 300;
        QTest::newRow("more keyframes than the limit") << keys << fewKeys << false;
        ProjectLimits fewItems;
        fewItems.maxArrayItems = 390;
        QTest::newRow("more array items than the limit") << keys << fewItems << false;
        ProjectLimits fewValues;
        fewValues.maxValues = 5000;
        QTest::newRow("more values than the limit") << keys << fewValues << false;
        ProjectLimits shallow;
        shallow.maxDepth = 6;
        QTest::newRow("nested deeper than the limit") << keys << shallow << false;
        ProjectLimits justEnough;
        justEnough.maxKeyframes = 400;
        justEnough.maxDepth = 7;
        QTest::newRow("limits just met") << keys << justEnough << true;

        // The guess is inside a string: the reader never stops there.
        QByteArray inString = project(0, 2, 0);
        const QByteArray fake = ", { \"time\": 5, \"translation\": [1, 2, 3] }, { \"time\": 6 }] ";
        inString.replace("\"name\": \"tail\"", "\"name\": \"" + QByteArray(4000, 'a') + fake + QByteArray(4000, 'b') + "\"");
        QTest::newRow("guess inside a string") << inString << none << false;
    }

    void sameAsOneThread()
    {
        QFETCH(QByteArray, text);
        QFETCH(ProjectLimits, limits);
        QFETCH(bool, taken);
        QVERIFY(guess(text) > 0);

        ProjectReader::Options one;
        one.limits = limits;
        one.twoThreadsFromBytes = std::numeric_limits<qint64>::max();
        ProjectReader::Options two = one;
        two.twoThreadsFromBytes = 0;
        const ProjectReader::Result a = ProjectReader::read(text, one);
        const ProjectReader::Result b = ProjectReader::read(text, two);
        QVERIFY(!a.twoThreads);
        QCOMPARE(b.twoThreads, taken);
        QCOMPARE(b.messages(QStringLiteral("f")), a.messages(QStringLiteral("f")));
        QCOMPARE(b.ok(), a.ok());
        if (a.ok()) {
            QVERIFY(*b.project == *a.project);
            QCOMPARE(ProjectWriter::toJson(*b.project), ProjectWriter::toJson(*a.project));
        }
    }

    // By default only a big file is read by two threads (and only where there are two cores).
    void smallFilesOneThread()
    {
        const QByteArray text = project(10, 200, 0);
        QVERIFY(text.size() < ProjectReader::Options().twoThreadsFromBytes);
        QVERIFY(!ProjectReader::read(text).twoThreads);
    }

    void bigFileTwoThreads()
    {
        if (std::thread::hardware_concurrency() < 2)
            QSKIP("one core: read by one thread");
        const QByteArray text = project(1000, 12000, 100);
        QVERIFY(text.size() >= ProjectReader::Options().twoThreadsFromBytes);
        const ProjectReader::Result r = ProjectReader::read(text);
        QVERIFY(r.ok());
        QVERIFY(r.twoThreads);
        QCOMPARE(r.project->clips[0].motion.keys().size(), 12000);
        QCOMPARE(ProjectWriter::toJson(*r.project), text);
    }
};


QTEST_GUILESS_MAIN(TestListTail)
#include "tst_listtail.moc"
