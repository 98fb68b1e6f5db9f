// PapagayoReader: Papagayo's .pgo as Papagayo-NG's LipsyncDoc.save writes it (lines indented by
// tabs; frames from 0): each phoneme of the voice asked for (else the first) holds to the next
// phoneme's frame, the last through its phrase's end frame, "rest" before and after as
// Papagayo-NG's Moho export has it; a bad file is refused whole, each problem by its line.

#include "import/lipsyncpapagayo.h"
#include "import/lipsyncfixtures.h"

#include <QtTest>

using namespace inbetween;
using namespace lipsynctest;

namespace {

// hi.pgo with its line `line` (from 1) replaced by `text`, or the file cut before it when
// `text` is null.
QByteArray hiWith(int line, const char *text)
{
    QList<QByteArray> lines = fixture(QStringLiteral("hi.pgo")).split('\n');
    if (!text)
        lines = lines.mid(0, line - 1);
    else
        lines[line - 1] = text;
    return lines.join('\n');
}

// Frame f of a 30 fps .pgo in ms.
double f30(int frame)
{
    return frame * 1000.0 / 30;
}

} // namespace

class TestLipSyncPapagayo : public QObject
{
    Q_OBJECT

private slots:
    void reads_data()
    {
        QTest::addColumn<QByteArray>("pgo");
        QTest::addColumn<int>("voice"); // the voice asked for, by its place; -1: the first
        QTest::addColumn<QString>("voiceRead"); // the track's voice: its name, of a file of several
        QTest::addColumn<QList<MouthCue>>("cues");
        QTest::addColumn<double>("durationMs");
        QTest::addColumn<QString>("soundFile");
        QTest::addColumn<double>("fps");
        QTest::addColumn<QStringList>("warnings");

        // "Hi" at 24 fps, 12 frames of sound: phrase 1..10, phonemes E at 1 and AI at 5.
        QTest::newRow("one voice, rest before and after")
            << fixture(QStringLiteral("hi.pgo")) << -1 << QString()
            << QList<MouthCue>{cue(0, 1000.0 / 24, "rest"), cue(1000.0 / 24, 5000.0 / 24, "E"),
                               cue(5000.0 / 24, 11000.0 / 24, "AI"), cue(11000.0 / 24, 500, "rest")}
            << 500.0 << QStringLiteral("hi.wav") << 24.0 << QStringList{};
        // Alice says "Hello world" (frames 0..20, a gap between the words that O holds), Bob "Hi".
        QTest::newRow("two voices: the first read")
            << fixture(QStringLiteral("two-voices.pgo")) << -1 << QStringLiteral("Alice")
            << QList<MouthCue>{cue(0, f30(2), "E"),         cue(f30(2), f30(4), "etc"),  cue(f30(4), f30(6), "L"),
                               cue(f30(6), f30(12), "O"),   cue(f30(12), f30(14), "WQ"), cue(f30(14), f30(17), "WQ"),
                               cue(f30(17), f30(19), "L"),  cue(f30(19), f30(21), "E"),  cue(f30(21), f30(40), "rest")}
            << f30(40) << QStringLiteral("hello.wav") << 30.0
            << QStringList{QStringLiteral("hi.pgo: line 23: warning: only the first voice, \"Alice\", is read; not \"Bob\"")};
        // A dialogue: each character's mouth is its voice's (Bob's phrase, frames 25..30, in 40).
        QTest::newRow("two voices: the second asked for")
            << fixture(QStringLiteral("two-voices.pgo")) << 1 << QStringLiteral("Bob")
            << QList<MouthCue>{cue(0, f30(25), "rest"), cue(f30(25), f30(27), "E"), cue(f30(27), f30(31), "AI"),
                               cue(f30(31), f30(40), "rest")}
            << f30(40) << QStringLiteral("hello.wav") << 30.0 << QStringList{};
        QTest::newRow("two voices: the first asked for, no warning")
            << fixture(QStringLiteral("two-voices.pgo")) << 0 << QStringLiteral("Alice")
            << QList<MouthCue>{cue(0, f30(2), "E"),         cue(f30(2), f30(4), "etc"),  cue(f30(4), f30(6), "L"),
                               cue(f30(6), f30(12), "O"),   cue(f30(12), f30(14), "WQ"), cue(f30(14), f30(17), "WQ"),
                               cue(f30(17), f30(19), "L"),  cue(f30(19), f30(21), "E"),  cue(f30(21), f30(40), "rest")}
            << f30(40) << QStringLiteral("hello.wav") << 30.0 << QStringList{};
        QTest::newRow("sound no longer than the phrase: no rest after; Windows line ends")
            << hiWith(4, "11").replace('\n', "\r\n") << -1 << QString()
            << QList<MouthCue>{cue(0, 1000.0 / 24, "rest"), cue(1000.0 / 24, 5000.0 / 24, "E"),
                               cue(5000.0 / 24, 11000.0 / 24, "AI")}
            << 11000.0 / 24 << QStringLiteral("hi.wav") << 24.0 << QStringList{};
        // Papagayo-NG's Rhubarb recognizer puts phonemes 40 ms apart on one frame (floor(fps *
        // start)): the last on a frame is kept, as Moho shows one (before: the file was refused).
        QTest::newRow("two phonemes on one frame: the last kept")
            << hiWith(15, "\t\t\t\t1 AI") << -1 << QString()
            << QList<MouthCue>{cue(0, 1000.0 / 24, "rest"), cue(1000.0 / 24, 11000.0 / 24, "AI"), cue(11000.0 / 24, 500, "rest")}
            << 500.0 << QStringLiteral("hi.wav") << 24.0
            << QStringList{QStringLiteral("hi.pgo: line 15: warning: frame 1 has two phonemes, E (line 14) then AI: AI is "
                                          "kept, as Moho shows one a frame")};
    }
    void reads()
    {
        QFETCH(QByteArray, pgo);
        QFETCH(int, voice);
        QFETCH(QString, voiceRead);
        QFETCH(QList<MouthCue>, cues);
        QFETCH(double, durationMs);
        QFETCH(QString, soundFile);
        QFETCH(double, fps);
        QFETCH(QStringList, warnings);
        const LipSyncResult result = PapagayoReader::read(pgo, voice);
        QCOMPARE(result.errors(QStringLiteral("hi.pgo")), QStringList{});
        QVERIFY(result.ok());
        QCOMPARE(cueTexts(result.track->cues), cueTexts(cues));
        QCOMPARE(result.track->durationMs, durationMs);
        QCOMPARE(result.track->soundFile, soundFile);
        QCOMPARE(result.track->fps, fps);
        QCOMPARE(result.track->voice, voiceRead);
        QCOMPARE(result.warnings(QStringLiteral("hi.pgo")), warnings);
    }

    void refuses_data()
    {
        QTest::addColumn<QByteArray>("pgo");
        QTest::addColumn<int>("voice");
        QTest::addColumn<QStringList>("errors");

        QTest::newRow("another header")
            << hiWith(1, "lipsync version 2") << -1
            << QStringList{QStringLiteral("hi.pgo: line 1: not a Papagayo file: the first line must be \"lipsync version 1\" "
                                          "(got \"lipsync version 2\")")};
        QTest::newRow("frame rate not a number") << hiWith(3, "abc") << -1
                                                 << QStringList{QStringLiteral("hi.pgo: line 3: the frame rate must be a whole "
                                                                               "number, 1 or more (got \"abc\")")};
        QTest::newRow("frame rate 0") << hiWith(3, "0") << -1
                                      << QStringList{QStringLiteral("hi.pgo: line 3: the frame rate must be a whole number, 1 "
                                                                    "or more (got \"0\")")};
        QTest::newRow("no voices") << hiWith(5, "0") << -1
                                   << QStringList{QStringLiteral("hi.pgo: line 5: no voices: nothing to import")};
        QTest::newRow("a first voice without phonemes")
            << hiWith(8, "\t0") << -1
            << QStringList{QStringLiteral("hi.pgo: line 6: the first voice, \"Voice 1\", has no phonemes: "
                                          "nothing to import")};
        QTest::newRow("a word line without its fields")
            << hiWith(13, "\t\t\tHi 1 10") << -1
            << QStringList{QStringLiteral("hi.pgo: line 13: a word line is its text, start frame, end frame and phoneme "
                                          "count (got \"Hi 1 10\")")};
        QTest::newRow("a phoneme line without its name")
            << hiWith(15, "\t\t\t\t5") << -1
            << QStringList{QStringLiteral("hi.pgo: line 15: a phoneme line is its frame and its name (got \"5\")")};
        QTest::newRow("a negative phoneme frame")
            << hiWith(14, "\t\t\t\t-1 E") << -1
            << QStringList{QStringLiteral("hi.pgo: line 14: the phoneme's frame must be a whole number, 0 or more (got \"-1\")")};
        QTest::newRow("phonemes out of order")
            << hiWith(15, "\t\t\t\t0 AI") << -1
            << QStringList{QStringLiteral("hi.pgo: line 15: starts at frame 0, not after the cue before (line 14, at frame "
                                          "1): cues must be in time order, one at a time")};
        QTest::newRow("a phoneme name longer than a mouth shape's") // the project file could not hold it
            << hiWith(15, ("\t\t\t\t5 " + QByteArray(101, 'Z')).constData()) << -1
            << QStringList{QStringLiteral("hi.pgo: line 15: the shape's name is 101 characters long, longer than the limit "
                                          "of 100 for a mouth shape")};
        QTest::newRow("a frame rate past a project's") << hiWith(3, "1001") << -1
                                                      << QStringList{QStringLiteral("hi.pgo: line 3: the frame rate must be at "
                                                                                    "most 1000 frames a second (got 1001)")};
        QTest::newRow("a phoneme past a project's longest time")
            << hiWith(15, "\t\t\t\t999999999 AI") << -1 // 41,666,666,625 ms at 24 fps; the rest after it ends later still
            << QStringList{QStringLiteral("hi.pgo: line 15: starts at frame 999999999, past the longest time a project "
                                          "holds (1000000000 ms, about 11.5 days)"),
                           QStringLiteral("hi.pgo: line 15: ends the track at frame 1000000000, past the longest time a "
                                          "project holds (1000000000 ms, about 11.5 days)")};
        QTest::newRow("the file ends early") << hiWith(15, nullptr) << -1
                                             << QStringList{QStringLiteral("hi.pgo: line 15: the file ends early: expected a "
                                                                           "phoneme: its frame and name")};
        QTest::newRow("empty file") << QByteArray() << -1
                                    << QStringList{QStringLiteral("hi.pgo: line 1: the file ends early: expected the first "
                                                                  "line, \"lipsync version 1\"")};
        QTest::newRow("a broken second voice refuses the file")
            << fixture(QStringLiteral("two-voices.pgo")).replace("\t\t\t\t27 AI\n", "\t\t\t\t27\n") << -1
            << QStringList{QStringLiteral("hi.pgo: line 32: a phoneme line is its frame and its name (got \"27\")")};
        QTest::newRow("fewer voices than the place asked for (the file changed since)")
            << fixture(QStringLiteral("two-voices.pgo")) << 2
            << QStringList{QStringLiteral("hi.pgo: line 5: no voice 3: the file holds 2 (\"Alice\", \"Bob\")")};
        QTest::newRow("a voice asked for without phonemes")
            << fixture(QStringLiteral("two-voices.pgo"))
                   .replace("\t\t\tHi 25 30 2\n\t\t\t\t25 E\n\t\t\t\t27 AI\n", "\t\t\tHi 25 30 0\n")
            << 1
            << QStringList{QStringLiteral("hi.pgo: line 23: the voice \"Bob\" has no phonemes: nothing to import")};
    }
    void refuses()
    {
        QFETCH(QByteArray, pgo);
        QFETCH(int, voice);
        QFETCH(QStringList, errors);
        const LipSyncResult result = PapagayoReader::read(pgo, voice);
        QVERIFY(!result.ok());
        QCOMPARE(result.messages(QStringLiteral("hi.pgo")), errors);
    }

    void detection()
    {
        QVERIFY(PapagayoReader::looksLikePapagayo(fixture(QStringLiteral("hi.pgo"))));
        QVERIFY(!PapagayoReader::looksLikePapagayo(fixture(QStringLiteral("hi.dat"))));
    }

    // The names to choose a voice by, in the file's order; none of a refused file.
    void voices_data()
    {
        QTest::addColumn<QByteArray>("pgo");
        QTest::addColumn<QStringList>("voices");
        QTest::newRow("one") << fixture(QStringLiteral("hi.pgo")) << QStringList{QStringLiteral("Voice 1")};
        QTest::newRow("a dialogue") << fixture(QStringLiteral("two-voices.pgo"))
                                    << QStringList{QStringLiteral("Alice"), QStringLiteral("Bob")};
        QTest::newRow("refused") << hiWith(15, nullptr) << QStringList{};
    }
    void voices()
    {
        QFETCH(QByteArray, pgo);
        QFETCH(QStringList, voices);
        QCOMPARE(PapagayoReader::voices(pgo), voices);
    }
};

QTEST_APPLESS_MAIN(TestLipSyncPapagayo)
#include "tst_lipsyncpapagayo.moc"
