// RhubarbJsonReader: Rhubarb Lip Sync's JSON (README "JSON format") becomes cues in ms exactly as
// the decimals say, each holding to the next cue's start; a bad file is refused whole, each
// problem named by its JSON path as the project reader names its own.

#include "import/lipsyncrhubarbjson.h"
#include "import/lipsyncfixtures.h"

#include <QtTest>

using namespace inbetween;
using namespace lipsynctest;

class TestLipSyncRhubarbJson : public QObject
{
    Q_OBJECT

private slots:
    void reads_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QList<MouthCue>>("cues");
        QTest::addColumn<double>("durationMs");
        QTest::addColumn<QString>("soundFile");
        QTest::addColumn<QStringList>("warnings");

        QTest::newRow("README example") << fixture(QStringLiteral("hi.json")) << hiCues() << 470.0
                                        << QStringLiteral("C:\\Users\\Daniel\\Desktop\\av\\hi\\hi.wav") << QStringList{};
        // 0.07 * 1000 and 1.15 * 1000 are 70.00000000000001 and 1149.9999999999998 as doubles.
        QTest::newRow("times as the decimals say")
            << QByteArray(R"({"mouthCues": [{"start": 0.07, "end": 0.29, "value": "A"},
                                            {"start": 0.29, "end": 1.15, "value": "H"},
                                            {"start": 1.15, "end": 2.01, "value": "G"},
                                            {"start": 2.01, "end": 1234.57, "value": "X"}]})")
            << QList<MouthCue>{cue(70, 290, "A"), cue(290, 1150, "H"), cue(1150, 2010, "G"), cue(2010, 1234570, "X")}
            << 1234570.0 << QString() << QStringList{};
        QTest::newRow("first cue after 0, unknown keys ignored")
            << QByteArray(R"({"metadata": {"soundFile": "hi.wav", "duration": 0.3, "tool": "rhubarb"}, "extra": 1,
                              "mouthCues": [{"start": 0.1, "end": 0.3, "value": "E", "note": "x"}]})")
            << QList<MouthCue>{cue(100, 300, "E")} << 300.0 << QStringLiteral("hi.wav") << QStringList{};
        QTest::newRow("a gap: the shape holds until the next cue")
            << QByteArray(R"({"mouthCues": [{"start": 0, "end": 0.25, "value": "D"},
                                            {"start": 0.27, "end": 0.31, "value": "C"}]})")
            << QList<MouthCue>{cue(0, 270, "D"), cue(270, 310, "C")} << 310.0 << QString()
            << QStringList{QStringLiteral("hi.json: mouthCues[0].end: warning: ends at 0.25 s, before the next cue "
                                          "starts (0.27 s): its shape holds until then")};
        QTest::newRow("metadata's duration is not the last cue's end")
            << QByteArray(R"({"metadata": {"duration": 0.5}, "mouthCues": [{"start": 0, "end": 0.47, "value": "X"}]})")
            << QList<MouthCue>{cue(0, 470, "X")} << 470.0 << QString()
            << QStringList{QStringLiteral("hi.json: metadata.duration: warning: 0.5 s, but the last cue ends at "
                                          "0.47 s: the track ends with its last cue")};
    }
    void reads()
    {
        QFETCH(QByteArray, json);
        QFETCH(QList<MouthCue>, cues);
        QFETCH(double, durationMs);
        QFETCH(QString, soundFile);
        QFETCH(QStringList, warnings);
        const LipSyncResult result = RhubarbJsonReader::read(json);
        QCOMPARE(result.errors(QStringLiteral("hi.json")), QStringList{});
        QVERIFY(result.ok());
        QCOMPARE(cueTexts(result.track->cues), cueTexts(cues));
        QCOMPARE(result.track->durationMs, durationMs);
        QCOMPARE(result.track->soundFile, soundFile);
        QCOMPARE(result.track->fps, 0.0);
        QCOMPARE(result.warnings(QStringLiteral("hi.json")), warnings);
    }

    void refuses_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QStringList>("errors");

        QTest::newRow("unknown shape")
            << QByteArray(R"({"mouthCues": [{"start": 0, "end": 0.05, "value": "X"}, {"start": 0.05, "end": 0.1, "value": "D"},
                              {"start": 0.1, "end": 0.2, "value": "C"}, {"start": 0.2, "end": 0.3, "value": "Q"}]})")
            << QStringList{QStringLiteral("talk.json: mouthCues[3].value: must be one of A, B, C, D, E, F, G, H, X (got \"Q\")")};
        QTest::newRow("syntax error, by line and column")
            << QByteArray("{\n  \"mouthCues\": [\n    { \"start\": 0.00 \"end\": 0.05, \"value\": \"X\" }\n  ]\n}\n")
            << QStringList{QStringLiteral("talk.json: line 3, column 21: expected ',' or '}' (got '\"')")};
        QTest::newRow("empty file") << QByteArray()
                                    << QStringList{QStringLiteral("talk.json: empty: no mouth cues")};
        QTest::newRow("not an object") << QByteArray("[1, 2]")
                                       << QStringList{QStringLiteral("talk.json: must be an object with \"mouthCues\" (Rhubarb Lip Sync's JSON)")};
        QTest::newRow("no mouthCues") << QByteArray(R"({"metadata": {}})")
                                      << QStringList{QStringLiteral("talk.json: mouthCues: missing: Rhubarb's JSON lists its cues there")};
        QTest::newRow("mouthCues not an array") << QByteArray(R"({"mouthCues": {}})")
                                                << QStringList{QStringLiteral("talk.json: mouthCues: must be an array of cues (got an object)")};
        QTest::newRow("no cues") << QByteArray(R"({"mouthCues": []})")
                                 << QStringList{QStringLiteral("talk.json: mouthCues: no cues: nothing to import")};
        QTest::newRow("a cue not an object, a start missing, a start negative, an end not a number")
            << QByteArray(R"({"mouthCues": [3, {"end": 0.1, "value": "A"}, {"start": -0.1, "end": 0.2, "value": "B"},
                              {"start": 0.2, "end": "0.3", "value": "C"}]})")
            << QStringList{QStringLiteral("talk.json: mouthCues[0]: must be an object {\"start\", \"end\", \"value\"} (got 3)"),
                           QStringLiteral("talk.json: mouthCues[1].start: missing: every cue needs its start and end in seconds"),
                           QStringLiteral("talk.json: mouthCues[2].start: must be a number of seconds from 0 to 1000000 (got -0.1)"),
                           QStringLiteral("talk.json: mouthCues[3].end: must be a number of seconds from 0 to 1000000 (got \"0.3\")")};
        QTest::newRow("a time beyond 1000000 s")
            << QByteArray(R"({"mouthCues": [{"start": 0, "end": 1e300, "value": "X"}]})")
            << QStringList{QStringLiteral("talk.json: mouthCues[0].end: must be a number of seconds from 0 to 1000000 (got 1e+300)")};
        QTest::newRow("a cue that ends at its start")
            << QByteArray(R"({"mouthCues": [{"start": 0.00, "end": 0.00, "value": "X"}]})")
            << QStringList{QStringLiteral("talk.json: mouthCues[0].end: ends at 0 s, not after its start (0 s)")};
        QTest::newRow("overlapping cues")
            << QByteArray(R"({"mouthCues": [{"start": 0, "end": 0.43, "value": "B"}, {"start": 0.4, "end": 0.47, "value": "X"}]})")
            << QStringList{QStringLiteral("talk.json: mouthCues[1].start: starts at 0.4 s, before the cue before "
                                          "(mouthCues[0]) ends at 0.43 s: cues must not overlap")};
        QTest::newRow("cues out of order")
            << QByteArray(R"({"mouthCues": [{"start": 0.31, "end": 0.43, "value": "B"}, {"start": 0.27, "end": 0.31, "value": "C"}]})")
            << QStringList{QStringLiteral("talk.json: mouthCues[1].start: starts at 0.27 s, not after the cue before "
                                          "(mouthCues[0], at 0.31 s): cues must be in time order, one at a time")};
        QTest::newRow("two cues at one time")
            << QByteArray(R"({"mouthCues": [{"start": 0.1, "end": 0.2, "value": "B"}, {"start": 0.1, "end": 0.3, "value": "C"}]})")
            << QStringList{QStringLiteral("talk.json: mouthCues[1].start: starts at 0.1 s, not after the cue before "
                                          "(mouthCues[0], at 0.1 s): cues must be in time order, one at a time")};
        QTest::newRow("metadata not an object, soundFile not a string")
            << QByteArray(R"({"metadata": [], "mouthCues": [{"start": 0, "end": 1, "value": "X"}]})")
            << QStringList{QStringLiteral("talk.json: metadata: must be an object (got an array)")};
        QTest::newRow("soundFile not a string, duration negative")
            << QByteArray(R"({"metadata": {"soundFile": 7, "duration": -1}, "mouthCues": [{"start": 0, "end": 1, "value": "X"}]})")
            << QStringList{QStringLiteral("talk.json: metadata.soundFile: must be a string (got 7)"),
                           QStringLiteral("talk.json: metadata.duration: must be a number of seconds from 0 to 1000000 (got -1)")};
        QTest::newRow("a duplicate key (strict JSON)")
            << QByteArray(R"({"mouthCues": [{"start": 0, "start": 0.1, "end": 1, "value": "X"}]})")
            << QStringList{QStringLiteral("talk.json: mouthCues[0].start: duplicate key (first given at line 1, column 17)")};
    }
    void refuses()
    {
        QFETCH(QByteArray, json);
        QFETCH(QStringList, errors);
        const LipSyncResult result = RhubarbJsonReader::read(json);
        QVERIFY(!result.ok());
        QCOMPARE(result.messages(QStringLiteral("talk.json")), errors);
    }

    void detection()
    {
        QVERIFY(RhubarbJsonReader::looksLikeRhubarbJson(fixture(QStringLiteral("hi.json"))));
        // Saved again by an editor that writes a byte-order mark (before: taken for an Aseprite
        // sheet's JSON, and refused in its words).
        QVERIFY(RhubarbJsonReader::looksLikeRhubarbJson("\xEF\xBB\xBF" + fixture(QStringLiteral("hi.json"))));
        QVERIFY(!RhubarbJsonReader::looksLikeRhubarbJson(R"({"frames": {}, "meta": {}})"));
        QVERIFY(!RhubarbJsonReader::looksLikeRhubarbJson(fixture(QStringLiteral("hi.xml"))));
    }
};

QTEST_APPLESS_MAIN(TestLipSyncRhubarbJson)
#include "tst_lipsyncrhubarbjson.moc"
