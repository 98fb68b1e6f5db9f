// RhubarbXmlReader: Rhubarb Lip Sync's XML (README "XML format") read with QXmlStreamReader;
// cues in ms exactly as the decimals say; a bad file is refused whole, each problem by its line.

#include "import/lipsyncrhubarbxml.h"
#include "import/lipsyncfixtures.h"

#include <QtTest>

using namespace inbetween;
using namespace lipsynctest;

namespace {

QByteArray xml(const char *cues)
{
    return QByteArray("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<rhubarbResult>\n  <mouthCues>\n") + cues
           + QByteArray("  </mouthCues>\n</rhubarbResult>\n");
}

} // namespace

class TestLipSyncRhubarbXml : public QObject
{
    Q_OBJECT

private slots:
    void reads_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QList<MouthCue>>("cues");
        QTest::addColumn<double>("durationMs");
        QTest::addColumn<QString>("soundFile");
        QTest::addColumn<QStringList>("warnings");

        QTest::newRow("README example") << fixture(QStringLiteral("hi.xml")) << hiCues() << 470.0
                                        << QStringLiteral("C:\\Users\\Daniel\\Desktop\\av\\hi\\hi.wav") << QStringList{};
        QTest::newRow("times as the decimals say, unknown elements skipped")
            << xml("    <mouthCue start=\"0.07\" end=\"0.29\">A</mouthCue>\n    <note>x</note>\n"
                   "    <mouthCue start=\"0.29\" end=\"1.15\"> H </mouthCue>\n")
            << QList<MouthCue>{cue(70, 290, "A"), cue(290, 1150, "H")} << 1150.0 << QString() << QStringList{};
        QTest::newRow("a gap, a duration other than the last end")
            << QByteArray("<rhubarbResult><metadata><duration>0.5</duration></metadata>\n<mouthCues>\n"
                          "<mouthCue start=\"0\" end=\"0.25\">D</mouthCue>\n<mouthCue start=\"0.27\" end=\"0.31\">C</mouthCue>\n"
                          "</mouthCues></rhubarbResult>")
            << QList<MouthCue>{cue(0, 270, "D"), cue(270, 310, "C")} << 310.0 << QString()
            << QStringList{QStringLiteral("hi.xml: line 3: warning: ends at 0.25 s, before the next cue starts (0.27 s): "
                                          "its shape holds until then"),
                           QStringLiteral("hi.xml: line 1: warning: the duration is 0.5 s, but the last cue ends at 310 "
                                          "ms: the track ends with its last cue")};
    }
    void reads()
    {
        QFETCH(QByteArray, text);
        QFETCH(QList<MouthCue>, cues);
        QFETCH(double, durationMs);
        QFETCH(QString, soundFile);
        QFETCH(QStringList, warnings);
        const LipSyncResult result = RhubarbXmlReader::read(text);
        QCOMPARE(result.errors(QStringLiteral("hi.xml")), QStringList{});
        QVERIFY(result.ok());
        QCOMPARE(cueTexts(result.track->cues), cueTexts(cues));
        QCOMPARE(result.track->durationMs, durationMs);
        QCOMPARE(result.track->soundFile, soundFile);
        QCOMPARE(result.warnings(QStringLiteral("hi.xml")), warnings);
    }

    void refuses_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QStringList>("errors");

        QTest::newRow("unknown shape")
            << xml("    <mouthCue start=\"0.00\" end=\"0.05\">X</mouthCue>\n    <mouthCue start=\"0.05\" end=\"0.27\">Q</mouthCue>\n")
            << QStringList{QStringLiteral("hi.xml: line 5: the shape must be one of A, B, C, D, E, F, G, H, X (got \"Q\")")};
        QTest::newRow("start missing, end negative")
            << xml("    <mouthCue end=\"0.05\">X</mouthCue>\n    <mouthCue start=\"0.05\" end=\"-1\">D</mouthCue>\n")
            << QStringList{QStringLiteral("hi.xml: line 4: the start is missing: every mouthCue needs start and end in seconds"),
                           QStringLiteral("hi.xml: line 5: the end must be a number of seconds from 0 to 1000000 (got \"-1\")")};
        QTest::newRow("a duration that is not seconds")
            << QByteArray("<rhubarbResult>\n<metadata>\n<duration>0,47</duration>\n</metadata>\n<mouthCues>\n"
                          "<mouthCue start=\"0\" end=\"0.47\">X</mouthCue>\n</mouthCues>\n</rhubarbResult>\n")
            << QStringList{QStringLiteral("hi.xml: line 3: the duration must be a number of seconds from 0 to 1000000 (got \"0,47\")")};
        QTest::newRow("overlapping")
            << xml("    <mouthCue start=\"0.00\" end=\"0.30\">X</mouthCue>\n    <mouthCue start=\"0.27\" end=\"0.31\">C</mouthCue>\n")
            << QStringList{QStringLiteral("hi.xml: line 5: starts at 0.27 s, before the cue before (line 4) ends at 0.30 s: "
                                          "cues must not overlap")};
        QTest::newRow("out of order")
            << xml("    <mouthCue start=\"0.31\" end=\"0.43\">B</mouthCue>\n    <mouthCue start=\"0.27\" end=\"0.31\">C</mouthCue>\n")
            << QStringList{QStringLiteral("hi.xml: line 5: starts at 0.27 s, not after the cue before (line 4, at 0.31 s): "
                                          "cues must be in time order, one at a time")};
        QTest::newRow("a cue of no length")
            << xml("    <mouthCue start=\"0.00\" end=\"0.00\">X</mouthCue>\n")
            << QStringList{QStringLiteral("hi.xml: line 4: ends at 0.00 s, not after its start (0.00 s)")};
        QTest::newRow("not well-formed, by line and column")
            << QByteArray("<rhubarbResult>\n  <mouthCues>\n    <mouthCue start=\"0\" end=\"1\">X</mouthCu>\n")
            << QStringList{QStringLiteral("hi.xml: line 3, column 43: Opening and ending tag mismatch.")};
        QTest::newRow("another root") << QByteArray("<?xml version=\"1.0\"?>\n<svg/>\n")
                                      << QStringList{QStringLiteral("hi.xml: line 2: not Rhubarb's XML: the root element "
                                                                    "is <svg>, not <rhubarbResult>")};
        QTest::newRow("no mouthCues") << QByteArray("<rhubarbResult><metadata/></rhubarbResult>")
                                      << QStringList{QStringLiteral("hi.xml: no <mouthCues>: nothing to import")};
        QTest::newRow("no cues") << xml("")
                                 << QStringList{QStringLiteral("hi.xml: no <mouthCue> in <mouthCues>: nothing to import")};
        QTest::newRow("empty file") << QByteArray()
                                    << QStringList{QStringLiteral("hi.xml: line 1, column 1: Premature end of document.")};
    }
    void refuses()
    {
        QFETCH(QByteArray, text);
        QFETCH(QStringList, errors);
        const LipSyncResult result = RhubarbXmlReader::read(text);
        QVERIFY(!result.ok());
        QCOMPARE(result.messages(QStringLiteral("hi.xml")), errors);
    }

    void detection()
    {
        QVERIFY(RhubarbXmlReader::looksLikeRhubarbXml(fixture(QStringLiteral("hi.xml"))));
        QVERIFY(!RhubarbXmlReader::looksLikeRhubarbXml(fixture(QStringLiteral("hi.json"))));
    }
};

QTEST_APPLESS_MAIN(TestLipSyncRhubarbXml)
#include "tst_lipsyncrhubarbxml.moc"
