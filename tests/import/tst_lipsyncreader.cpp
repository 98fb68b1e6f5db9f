// LipSyncReader: the format told from the content (or the suffix of a file too broken to tell),
// each fixture read through the one entry point to the same track its reader gives, the .dat's
// frame rate from the options, files refused unread; and lipsync's exact times (secondsTextToMs).

#include "import/lipsyncreader.h"
#include "import/lipsyncwords.h"
#include "import/lipsyncfixtures.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace inbetween;
using namespace lipsynctest;

Q_DECLARE_METATYPE(inbetween::LipSyncReader::Format)

class TestLipSyncReader : public QObject
{
    Q_OBJECT

private slots:
    void detects_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<LipSyncReader::Format>("format");
        using F = LipSyncReader::Format;

        QTest::newRow("JSON") << fixture(QStringLiteral("hi.json")) << QStringLiteral("talk.txt") << F::RhubarbJson;
        QTest::newRow("XML") << fixture(QStringLiteral("hi.xml")) << QStringLiteral("talk") << F::RhubarbXml;
        QTest::newRow("TSV") << fixture(QStringLiteral("hi.tsv")) << QStringLiteral("talk.out") << F::RhubarbTsv;
        QTest::newRow("dat") << fixture(QStringLiteral("hi.dat")) << QStringLiteral("talk.txt") << F::MohoDat;
        QTest::newRow("pgo") << fixture(QStringLiteral("hi.pgo")) << QStringLiteral("talk.dat") << F::Papagayo;
        QTest::newRow("broken JSON by its suffix") << QByteArray("{") << QStringLiteral("talk.JSON") << F::RhubarbJson;
        QTest::newRow("broken XML by its suffix") << QByteArray("<") << QStringLiteral("talk.xml") << F::RhubarbXml;
        QTest::newRow("broken TSV by its suffix") << QByteArray("0.27 C") << QStringLiteral("talk.tsv") << F::RhubarbTsv;
        QTest::newRow("empty .dat by its suffix") << QByteArray() << QStringLiteral("talk.dat") << F::MohoDat;
        QTest::newRow("empty .pgo by its suffix") << QByteArray() << QStringLiteral("talk.pgo") << F::Papagayo;
        QTest::newRow("neither") << QByteArray("hello") << QStringLiteral("talk.wav") << F::Unknown;
        QTest::newRow("an Aseprite sheet") << QByteArray(R"({"frames": [], "meta": {}})") << QStringLiteral("talk")
                                           << F::Unknown;
    }
    void detects()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, fileName);
        QFETCH(LipSyncReader::Format, format);
        QCOMPARE(LipSyncReader::formatName(LipSyncReader::detect(bytes, fileName)), LipSyncReader::formatName(format));
    }

    // Every Rhubarb format of the README's "Hi" gives the same cues.
    void readsEachFixture_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("cueCount");
        QTest::addColumn<double>("durationMs");
        QTest::newRow("hi.json") << QStringLiteral("hi.json") << 5 << 470.0;
        QTest::newRow("hi.tsv") << QStringLiteral("hi.tsv") << 5 << 470.0;
        QTest::newRow("hi.xml") << QStringLiteral("hi.xml") << 5 << 470.0;
        QTest::newRow("hi.dat") << QStringLiteral("hi.dat") << 5 << 11000.0 / 24;
        QTest::newRow("hi-prestonblair.dat") << QStringLiteral("hi-prestonblair.dat") << 5 << 11000.0 / 24;
        QTest::newRow("hi.pgo") << QStringLiteral("hi.pgo") << 4 << 500.0;
        QTest::newRow("two-voices.pgo") << QStringLiteral("two-voices.pgo") << 9 << 40000.0 / 30;
    }
    void readsEachFixture()
    {
        QFETCH(QString, name);
        QFETCH(int, cueCount);
        QFETCH(double, durationMs);
        const LipSyncResult result = LipSyncReader::readFile(fixturePath(name));
        QCOMPARE(result.errors(name), QStringList{});
        QCOMPARE(result.track->cues.size(), cueCount);
        QCOMPARE(result.track->durationMs, durationMs);
        if (name.endsWith(QLatin1String(".json")) || name.endsWith(QLatin1String(".tsv")) || name.endsWith(QLatin1String(".xml")))
            QCOMPARE(cueTexts(result.track->cues), cueTexts(hiCues()));
        QCOMPARE(*LipSyncReader::read(fixture(name), name).track, *result.track);
    }

    void datFrameRateFromTheOptions()
    {
        LipSyncOptions options;
        options.datFps = 30;
        const LipSyncResult result = LipSyncReader::readFile(fixturePath(QStringLiteral("hi-30fps.dat")), options);
        QVERIFY(result.ok());
        QCOMPARE(result.track->fps, 30.0);
        QCOMPARE(result.track->durationMs, 14000.0 / 30);
    }

    void refusesUnread()
    {
        LipSyncResult r = LipSyncReader::read("hello", QStringLiteral("talk.wav"));
        QCOMPARE(r.messages(QStringLiteral("talk.wav")),
                 QStringList{QStringLiteral("talk.wav: not a lip-sync file this version reads: Rhubarb Lip Sync's JSON, "
                                            "TSV or XML, a Moho switch .dat or a Papagayo .pgo")});
        QTemporaryDir dir;
        r = LipSyncReader::readFile(dir.filePath(QStringLiteral("missing.json")));
        QVERIFY(!r.ok());
        QVERIFY2(r.messages(QStringLiteral("missing.json")).value(0).startsWith(QLatin1String("missing.json: cannot be read: ")),
                 qPrintable(r.messages(QStringLiteral("missing.json")).join(QLatin1Char('\n'))));
        LipSyncOptions small;
        small.maxFileBytes = 100;
        r = LipSyncReader::readFile(fixturePath(QStringLiteral("hi.json")), small);
        QCOMPARE(r.messages(QStringLiteral("hi.json")),
                 QStringList{QStringLiteral("hi.json: the file is %1 bytes, larger than the limit of 100 bytes")
                                 .arg(QFileInfo(fixturePath(QStringLiteral("hi.json"))).size())});
    }

    // Seconds as written -> ms, the decimal times 1000 to the nearest double, where multiplying
    // the double by 1000 is off (0.07 * 1000 == 70.00000000000001).
    void exactTimes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("ms");
        QTest::newRow("0.05") << QStringLiteral("0.05") << 50.0;
        QTest::newRow("0.07") << QStringLiteral("0.07") << 70.0;
        QTest::newRow("1.15") << QStringLiteral("1.15") << 1150.0;
        QTest::newRow("4.35") << QStringLiteral("4.35") << 4350.0;
        QTest::newRow("12") << QStringLiteral("12") << 12000.0;
        QTest::newRow(".5") << QStringLiteral(".5") << 500.0;
        QTest::newRow("0.0005") << QStringLiteral("0.0005") << 0.5;
        QTest::newRow("-0.25") << QStringLiteral("-0.25") << -250.0;
    }
    void exactTimes()
    {
        QFETCH(QString, text);
        QFETCH(double, ms);
        double got = 0;
        QVERIFY(lipsync::secondsTextToMs(text, &got));
        QCOMPARE(lipsynctest::ms(got), lipsynctest::ms(ms)); // as text, to the last bit
        QCOMPARE(lipsync::secondsToMs(text.toDouble()), ms);
    }
    void notTimes()
    {
        double got = 0;
        for (const char *text : {"", ".", "-", "1e3", "+1", "1.2.3", " 1", "0x10", "1,5"})
            QVERIFY2(!lipsync::secondsTextToMs(QString::fromLatin1(text), &got), text);
    }
};

QTEST_APPLESS_MAIN(TestLipSyncReader)
#include "tst_lipsyncreader.moc"
