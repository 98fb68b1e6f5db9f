// LipSyncClip: a lip-sync file made into a clip, for every format the readers take, from the
// fixtures in data/lipsync/ (Rhubarb's README example "Hi" in its JSON, TSV, XML and .dat, a .pgo
// as Papagayo-NG writes it): one frame a cue, each holding from its start to the next start (the
// last to its end) to the ms, its mouth the cue's shape, no image; a first cue after 0 gets a rest
// frame before it.

#include "import/lipsyncclip.h"
#include "import/lipsyncfixtures.h"
#include "import/lipsyncreader.h"

#include <QtTest>

using namespace inbetween;
using namespace lipsynctest;

namespace {

QStringList msTexts(const QList<double> &values)
{
    QStringList out;
    for (double v : values)
        out.append(ms(v));
    return out;
}

} // namespace

class TestLipSyncClip : public QObject
{
    Q_OBJECT

private slots:
    void holds_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("datFps");
        QTest::addColumn<QList<double>>("holds");
        QTest::addColumn<QStringList>("mouths");

        // "Hi": X 0-0.05, D -0.27, C -0.31, B -0.43, X -0.47 s.
        const QList<double> hi = {50, 220, 40, 120, 40};
        const QStringList hiMouths = {QStringLiteral("X"), QStringLiteral("D"), QStringLiteral("C"), QStringLiteral("B"),
                                      QStringLiteral("X")};
        QTest::newRow("Rhubarb JSON") << QStringLiteral("hi.json") << 24.0 << hi << hiMouths;
        QTest::newRow("Rhubarb TSV") << QStringLiteral("hi.tsv") << 24.0 << hi << hiMouths;
        QTest::newRow("Rhubarb XML") << QStringLiteral("hi.xml") << 24.0 << hi << hiMouths;
        // Frames 1, 2, 7, 8, 11 and the end 12 at 24 fps: frame f starts at (f - 1) * 1000 / 24.
        const auto f24 = [](int frame) { return (frame - 1) * 1000.0 / 24; };
        QTest::newRow("Moho .dat, 24 fps")
            << QStringLiteral("hi.dat") << 24.0
            << QList<double>{f24(2) - f24(1), f24(7) - f24(2), f24(8) - f24(7), f24(11) - f24(8), f24(12) - f24(11)}
            << hiMouths;
        const auto f30 = [](int frame) { return (frame - 1) * 1000.0 / 30; };
        QTest::newRow("Moho .dat, --fps 30")
            << QStringLiteral("hi-30fps.dat") << 30.0
            << QList<double>{f30(2) - f30(1), f30(9) - f30(2), f30(10) - f30(9), f30(13) - f30(10), f30(15) - f30(13)}
            << hiMouths;
        QTest::newRow("Moho .dat, Preston Blair names")
            << QStringLiteral("hi-prestonblair.dat") << 24.0
            << QList<double>{f24(2) - f24(1), f24(7) - f24(2), f24(8) - f24(7), f24(11) - f24(8), f24(12) - f24(11)}
            << QStringList{QStringLiteral("rest"), QStringLiteral("AI"), QStringLiteral("E"), QStringLiteral("etc"),
                           QStringLiteral("rest")};
        // Papagayo counts frames from 0: rest, E from 1, AI from 5, rest from 11 to the sound's end (12 frames).
        QTest::newRow("Papagayo .pgo")
            << QStringLiteral("hi.pgo") << 24.0
            << QList<double>{1000.0 / 24, 5000.0 / 24 - 1000.0 / 24, 11000.0 / 24 - 5000.0 / 24, 500 - 11000.0 / 24}
            << QStringList{QStringLiteral("rest"), QStringLiteral("E"), QStringLiteral("AI"), QStringLiteral("rest")};
        // A first cue after 0: a rest frame from 0, in the track's own names.
        QTest::newRow("TSV starting at 0.12 s: X before it")
            << QStringLiteral("late-start.tsv") << 24.0 << QList<double>{120, 180, 110}
            << QStringList{QStringLiteral("X"), QStringLiteral("B"), QStringLiteral("X")};
        QTest::newRow(".dat from frame 3 at 25 fps: rest before it")
            << QStringLiteral("late-start.dat") << 25.0 << QList<double>{80, 80, 160}
            << QStringList{QStringLiteral("rest"), QStringLiteral("MBP"), QStringLiteral("FV")};
    }
    void holds()
    {
        QFETCH(QString, file);
        QFETCH(double, datFps);
        QFETCH(QList<double>, holds);
        QFETCH(QStringList, mouths);
        LipSyncOptions options;
        options.datFps = datFps;
        const LipSyncResult read = LipSyncReader::readFile(fixturePath(file), options);
        QVERIFY2(read.ok(), qPrintable(read.messages(file).join(QLatin1Char('\n'))));
        const LipSyncTrack &track = *read.track;

        const Clip clip = LipSyncClip::make(track, QStringLiteral("hi"));
        QCOMPARE(clip.name, QStringLiteral("hi"));
        QCOMPARE(clip.loop, LoopMode::Once);
        QList<double> gotHolds;
        QStringList gotMouths;
        for (const Frame &frame : clip.frames.frames()) {
            gotHolds.append(frame.duration);
            gotMouths.append(frame.mouth());
            QVERIFY(frame.image.isEmpty());
            QVERIFY(!frame.region);
            QVERIFY(frame.data.isEmpty()); // a mouth, no game data
        }
        QCOMPARE(msTexts(gotHolds), msTexts(holds));
        QCOMPARE(gotMouths, mouths);
        // Each cue's frame starts at the cue's time (sums of the holds: within a few ulps), the
        // clip ends where the track does.
        const int first = clip.frames.count() - int(track.cues.size());
        for (int i = 0; i < track.cues.size(); ++i)
            QVERIFY2(std::abs(clip.frames.start(first + i) - track.cues[i].start) < 1e-9,
                     qPrintable(QStringLiteral("cue %1: %2 against %3").arg(i).arg(ms(clip.frames.start(first + i)), ms(track.cues[i].start))));
        QVERIFY(std::abs(clip.length() - track.durationMs) < 1e-9);
    }

    void restShape_data()
    {
        QTest::addColumn<QStringList>("shapes");
        QTest::addColumn<QString>("rest");
        QTest::newRow("Rhubarb's letters") << QStringList{QStringLiteral("A"), QStringLiteral("H"), QStringLiteral("X")}
                                           << QStringLiteral("X");
        QTest::newRow("Rhubarb's letters without X") << QStringList{QStringLiteral("B"), QStringLiteral("C")}
                                                     << QStringLiteral("X");
        QTest::newRow("Preston Blair") << QStringList{QStringLiteral("MBP"), QStringLiteral("E")} << QStringLiteral("rest");
        QTest::newRow("a phoneme set of Papagayo's") << QStringList{QStringLiteral("AA"), QStringLiteral("sil")}
                                                     << QStringLiteral("rest");
    }
    void restShape()
    {
        QFETCH(QStringList, shapes);
        QFETCH(QString, rest);
        LipSyncTrack track;
        double t = 0;
        for (const QString &shape : shapes) {
            track.cues.append(MouthCue{t, t + 10, shape});
            t += 10;
        }
        QCOMPARE(LipSyncClip::restShape(track), rest);
    }
};

QTEST_MAIN(TestLipSyncClip)
#include "tst_lipsyncclip.moc"
