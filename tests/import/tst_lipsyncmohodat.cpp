// MohoDatReader: the Moho switch .dat as Rhubarb (--datFrameRate, --datUsePrestonBlair) and
// Papagayo write it: frames from 1 at the given fps, frame f at (f - 1) * 1000 / fps ms, the last
// line the end; a bad file is refused whole, each problem by its line. The fixtures are Rhubarb's
// README example "Hi" as its DatExporter writes it (frame = 1 + int(fps * seconds)).

#include "import/lipsyncmohodat.h"
#include "import/lipsyncfixtures.h"

#include <QtTest>

using namespace inbetween;
using namespace lipsynctest;

class TestLipSyncMohoDat : public QObject
{
    Q_OBJECT

private slots:
    void reads_data()
    {
        QTest::addColumn<QByteArray>("dat");
        QTest::addColumn<double>("fps");
        QTest::addColumn<QList<MouthCue>>("cues");
        QTest::addColumn<double>("durationMs");

        // 0.00 X, 0.05 D, 0.27 C, 0.31 B, 0.43 X, end 0.47 -> frames 1, 2, 7, 8, 11, 12 at 24 fps.
        QTest::newRow("README example, 24 fps")
            << fixture(QStringLiteral("hi.dat")) << 24.0
            << QList<MouthCue>{cue(0, 1000.0 / 24, "X"), cue(1000.0 / 24, 250, "D"), cue(250, 7000.0 / 24, "C"),
                               cue(7000.0 / 24, 10000.0 / 24, "B"), cue(10000.0 / 24, 11000.0 / 24, "X")}
            << 11000.0 / 24;
        QTest::newRow("Preston Blair names (--datUsePrestonBlair)")
            << fixture(QStringLiteral("hi-prestonblair.dat")) << 24.0
            << QList<MouthCue>{cue(0, 1000.0 / 24, "rest"), cue(1000.0 / 24, 250, "AI"), cue(250, 7000.0 / 24, "E"),
                               cue(7000.0 / 24, 10000.0 / 24, "etc"), cue(10000.0 / 24, 11000.0 / 24, "rest")}
            << 11000.0 / 24;
        // The same at --datFrameRate 30: frames 1, 2, 9, 10, 13 and 15.
        QTest::newRow("README example, 30 fps")
            << fixture(QStringLiteral("hi-30fps.dat")) << 30.0
            << QList<MouthCue>{cue(0, 1000.0 / 30, "X"), cue(1000.0 / 30, 8000.0 / 30, "D"), cue(8000.0 / 30, 300, "C"),
                               cue(300, 400, "B"), cue(400, 14000.0 / 30, "X")}
            << 14000.0 / 30;
        QTest::newRow("tabs, Windows line ends, blank lines, first frame after 1, 25 fps")
            << QByteArray("MohoSwitch1\r\n\r\n3\tMBP\r\n 5  FV \r\n9 rest") << 25.0
            << QList<MouthCue>{cue(80, 160, "MBP"), cue(160, 320, "FV")} << 320.0;
        // Papagayo-NG's Fleming-Dobbs and CMU_39 sets (before: refused, only Rhubarb's and
        // Preston Blair's names were read; a .pgo reads any name).
        QTest::newRow("another phoneme set's names")
            << QByteArray("MohoSwitch1\n1 rest\n3 AA\n5 EHSZ\n9 rest\n") << 25.0
            << QList<MouthCue>{cue(0, 80, "rest"), cue(80, 160, "AA"), cue(160, 320, "EHSZ")} << 320.0;
    }

    // Papagayo 1.2's export writes no line for the track's end: its last line is the last
    // phoneme, kept as a cue of one frame (before: taken for the end, and the phoneme lost).
    void lastLineNotAClosedMouthIsACue()
    {
        const LipSyncResult result = MohoDatReader::read("MohoSwitch1\n1 rest\n3 E\n5 AI\n", 24.0);
        QVERIFY(result.ok());
        QCOMPARE(cueTexts(result.track->cues),
                 cueTexts({cue(0, 2000.0 / 24, "rest"), cue(2000.0 / 24, 4000.0 / 24, "E"), cue(4000.0 / 24, 5000.0 / 24, "AI")}));
        QCOMPARE(result.track->durationMs, 5000.0 / 24);
        QCOMPARE(result.messages(QStringLiteral("hi.dat")),
                 QStringList{QStringLiteral("hi.dat: line 4: warning: the last line, frame 5 AI, is no closed mouth (X or "
                                            "rest) to end the track: kept as a cue of one frame (Papagayo 1.2 writes no "
                                            "end line)")});
    }

    // Two shapes on one frame, as Papagayo-NG writes its rest a frame early and Papagayo 1.2 after
    // a pause of a frame: the last is kept, as Moho shows one a frame (before: refused whole).
    void twoShapesOnAFrameKeepTheLast()
    {
        const LipSyncResult result = MohoDatReader::read("MohoSwitch1\n1 X\n7 C\n7 B\n12 X\n", 24.0);
        QVERIFY(result.ok());
        QCOMPARE(cueTexts(result.track->cues),
                 cueTexts({cue(0, 250, "X"), cue(250, 11000.0 / 24, "B")}));
        QCOMPARE(result.messages(QStringLiteral("hi.dat")),
                 QStringList{QStringLiteral("hi.dat: line 4: warning: frame 7 has two shapes, C (line 3) then B: B is kept, "
                                            "as Moho shows one a frame")});
    }
    void reads()
    {
        QFETCH(QByteArray, dat);
        QFETCH(double, fps);
        QFETCH(QList<MouthCue>, cues);
        QFETCH(double, durationMs);
        const LipSyncResult result = MohoDatReader::read(dat, fps);
        QCOMPARE(result.messages(QStringLiteral("hi.dat")), QStringList{});
        QVERIFY(result.ok());
        QCOMPARE(cueTexts(result.track->cues), cueTexts(cues));
        QCOMPARE(result.track->durationMs, durationMs);
        QCOMPARE(result.track->fps, fps);
        QCOMPARE(result.track->soundFile, QString());
    }

    void refuses_data()
    {
        QTest::addColumn<QByteArray>("dat");
        QTest::addColumn<double>("fps");
        QTest::addColumn<QStringList>("errors");

        QTest::newRow("not MohoSwitch1")
            << QByteArray("MohoSwitch2\n1 X\n2 X\n") << 24.0
            << QStringList{QStringLiteral("hi.dat: line 1: not a Moho switch file: the first line must be MohoSwitch1 (got \"MohoSwitch2\")")};
        QTest::newRow("a line without its shape, frame 0")
            << QByteArray("MohoSwitch1\n0 X\n2\n7 Q\n12 X\n") << 24.0
            << QStringList{QStringLiteral("hi.dat: line 2: the frame must be a whole number, 1 or more: frames count from 1 (got \"0\")"),
                           QStringLiteral("hi.dat: line 3: a line is a frame number, a space and a mouth shape (got \"2\")")};
        QTest::newRow("a frame that is not a whole number")
            << QByteArray("MohoSwitch1\n1 X\n2.5 D\n12 X\n") << 24.0
            << QStringList{QStringLiteral("hi.dat: line 3: the frame must be a whole number, 1 or more: frames count from 1 (got \"2.5\")")};
        QTest::newRow("out of order")
            << QByteArray("MohoSwitch1\n1 X\n8 B\n7 C\n12 X\n") << 24.0
            << QStringList{QStringLiteral("hi.dat: line 4: starts at frame 7, not after the cue before (line 3, at frame 8): "
                                          "cues must be in time order, one at a time")};
        QTest::newRow("the end line before the last cue")
            << QByteArray("MohoSwitch1\n1 X\n8 B\n7 X\n") << 24.0
            << QStringList{QStringLiteral("hi.dat: line 4: ends the track at frame 7, not after the last cue's start "
                                          "(line 3, at frame 8)")};
        QTest::newRow("empty file") << QByteArray() << 24.0 << QStringList{QStringLiteral("hi.dat: empty: not a Moho switch file")};
        QTest::newRow("the header alone") << QByteArray("MohoSwitch1\n") << 24.0
                                          << QStringList{QStringLiteral("hi.dat: no frames after MohoSwitch1: no mouth cues")};
        QTest::newRow("a single frame: no end")
            << QByteArray("MohoSwitch1\n1 X\n") << 24.0
            << QStringList{QStringLiteral("hi.dat: line 2: the only frame: the last line marks the end of the track, so the "
                                          "cues need a line after them")};
        QTest::newRow("frame rate 0") << fixture(QStringLiteral("hi.dat")) << 0.0
                                      << QStringList{QStringLiteral("hi.dat: the frame rate must be a number of frames a "
                                                                    "second greater than 0 and at most 1000 (got 0)")};
    }
    void refuses()
    {
        QFETCH(QByteArray, dat);
        QFETCH(double, fps);
        QFETCH(QStringList, errors);
        const LipSyncResult result = MohoDatReader::read(dat, fps);
        QVERIFY(!result.ok());
        QCOMPARE(result.messages(QStringLiteral("hi.dat")), errors);
    }

    void detection()
    {
        QVERIFY(MohoDatReader::looksLikeMohoDat(fixture(QStringLiteral("hi.dat"))));
        QVERIFY(MohoDatReader::looksLikeMohoDat("\r\nMohoSwitch1\r\n"));
        QVERIFY(!MohoDatReader::looksLikeMohoDat(fixture(QStringLiteral("hi.tsv"))));
    }
};

QTEST_APPLESS_MAIN(TestLipSyncMohoDat)
#include "tst_lipsyncmohodat.moc"
