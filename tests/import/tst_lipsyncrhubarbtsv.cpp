// RhubarbTsvReader: Rhubarb Lip Sync's TSV (README "Tab-separated values"): a cue a line, the
// last line the end of the recording; times in ms exactly as the decimals say; a bad file is
// refused whole, each problem named by its line.

#include "import/lipsyncrhubarbtsv.h"
#include "import/lipsyncfixtures.h"

#include <QtTest>

using namespace inbetween;
using namespace lipsynctest;

class TestLipSyncRhubarbTsv : public QObject
{
    Q_OBJECT

private slots:
    void reads_data()
    {
        QTest::addColumn<QByteArray>("tsv");
        QTest::addColumn<QList<MouthCue>>("cues");
        QTest::addColumn<double>("durationMs");

        QTest::newRow("README example") << fixture(QStringLiteral("hi.tsv")) << hiCues() << 470.0;
        QTest::newRow("times as the decimals say, Windows line ends, blank lines, no final newline")
            << QByteArray("0.07\tA\r\n\r\n0.29\tH\r\n1.15\tG\r\n2.01\tX")
            << QList<MouthCue>{cue(70, 290, "A"), cue(290, 1150, "H"), cue(1150, 2010, "G")} << 2010.0;
        QTest::newRow("whole seconds, first cue after 0")
            << QByteArray("1\tB\n2.5\tX\n") << QList<MouthCue>{cue(1000, 2500, "B")} << 2500.0;
    }
    void reads()
    {
        QFETCH(QByteArray, tsv);
        QFETCH(QList<MouthCue>, cues);
        QFETCH(double, durationMs);
        const LipSyncResult result = RhubarbTsvReader::read(tsv);
        QCOMPARE(result.messages(QStringLiteral("hi.tsv")), QStringList{});
        QVERIFY(result.ok());
        QCOMPARE(cueTexts(result.track->cues), cueTexts(cues));
        QCOMPARE(result.track->durationMs, durationMs);
        QCOMPARE(result.track->soundFile, QString());
    }

    void refuses_data()
    {
        QTest::addColumn<QByteArray>("tsv");
        QTest::addColumn<QStringList>("errors");

        QTest::newRow("a line without a tab") << QByteArray("0.00\tX\n0.05\tD\n0.27 C\n0.47\tX\n")
                                              << QStringList{QStringLiteral("hi.tsv: line 3: no tab: a line is a time in "
                                                                            "seconds, a tab and a mouth shape (got \"0.27 C\")")};
        QTest::newRow("unknown shape, by line")
            << QByteArray("0.00\tX\n0.05\tD\n0.27\tC\n0.31\tQ\n0.47\tX\n")
            << QStringList{QStringLiteral("hi.tsv: line 4: the shape must be one of A, B, C, D, E, F, G, H, X (got \"Q\")")};
        QTest::newRow("negative time, a time that is not seconds")
            << QByteArray("-0.05\tX\n0.1e1\tD\n0.47\tX\n")
            << QStringList{QStringLiteral("hi.tsv: line 1: the time must be a number of seconds from 0 to 1000000 (got \"-0.05\")"),
                           QStringLiteral("hi.tsv: line 2: the time must be a number of seconds from 0 to 1000000 (got \"0.1e1\")")};
        QTest::newRow("a time beyond 1000000 s")
            << QByteArray("0.00\tX\n1000000.01\tX\n")
            << QStringList{QStringLiteral("hi.tsv: line 2: the time must be a number of seconds from 0 to 1000000 (got \"1000000.01\")")};
        QTest::newRow("empty file") << QByteArray() << QStringList{QStringLiteral("hi.tsv: empty: no mouth cues")};
        QTest::newRow("blank lines only") << QByteArray("\n  \n\r\n") << QStringList{QStringLiteral("hi.tsv: empty: no mouth cues")};
        QTest::newRow("a single line: no end")
            << QByteArray("0.00\tX\n")
            << QStringList{QStringLiteral("hi.tsv: line 1: the only line: the last line marks the end of the track, so "
                                          "the cues need a line after them")};
        QTest::newRow("out of order")
            << QByteArray("0.00\tX\n0.31\tB\n0.27\tC\n0.47\tX\n")
            << QStringList{QStringLiteral("hi.tsv: line 3: starts at 0.27 s, not after the cue before (line 2, at 0.31 s): "
                                          "cues must be in time order, one at a time")};
        QTest::newRow("two cues at one time")
            << QByteArray("0.00\tX\n0.27\tB\n0.27\tC\n0.47\tX\n")
            << QStringList{QStringLiteral("hi.tsv: line 3: starts at 0.27 s, not after the cue before (line 2, at 0.27 s): "
                                          "cues must be in time order, one at a time")};
        QTest::newRow("the end line before the last cue")
            << QByteArray("0.00\tX\n0.43\tB\n0.40\tX\n")
            << QStringList{QStringLiteral("hi.tsv: line 3: ends the track at 0.40 s, not after the last cue's start "
                                          "(line 2, at 0.43 s)")};
    }
    void refuses()
    {
        QFETCH(QByteArray, tsv);
        QFETCH(QStringList, errors);
        const LipSyncResult result = RhubarbTsvReader::read(tsv);
        QVERIFY(!result.ok());
        QCOMPARE(result.messages(QStringLiteral("hi.tsv")), errors);
    }

    void detection()
    {
        QVERIFY(RhubarbTsvReader::looksLikeRhubarbTsv(fixture(QStringLiteral("hi.tsv"))));
        QVERIFY(!RhubarbTsvReader::looksLikeRhubarbTsv(fixture(QStringLiteral("hi.dat"))));
        QVERIFY(!RhubarbTsvReader::looksLikeRhubarbTsv(fixture(QStringLiteral("hi.json"))));
    }
};

QTEST_APPLESS_MAIN(TestLipSyncRhubarbTsv)
#include "tst_lipsyncrhubarbtsv.moc"
