// `inbetween-cli info` lists a clip's guides (DESIGN.md, "Timing to voice and beat"): its markers
// as the file keeps them and its beat grid, each only when the clip has it, also with --tick
// (before "tick"). tests/cli/data/guides.json: a clip with both, one with a grid only, one with a
// marker only, one with neither.

#include "cli/clirun.h"

#include <QTest>

using namespace clirun;

class TestCliGuides : public QObject
{
    Q_OBJECT

private slots:
    void info_data();
    void info();
};

void TestCliGuides::info_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QByteArray>("tail"); // what follows "clips":[...]
    const QByteArray both = R"(,"markers":[{"time":750.5,"name":"hit \"one\""},{"time":0,"name":"start"},)"
                            R"({"time":2000,"name":""}],"beat":{"bpm":128,"offset":-15.25})";
    QTest::newRow("markers and a grid, in the file's order") << QStringList{} << both + "}";
    QTest::newRow("a grid only") << QStringList{QStringLiteral("--clip"), QStringLiteral("count-in")}
                                 << QByteArray(R"(,"beat":{"bpm":90,"offset":0}})");
    QTest::newRow("a marker only") << QStringList{QStringLiteral("--clip"), QStringLiteral("cue")}
                                   << QByteArray(R"(,"markers":[{"time":250,"name":"blink"}]})");
    QTest::newRow("neither: the line as before") << QStringList{QStringLiteral("--clip"), QStringLiteral("plain")}
                                                 << QByteArray("}");
    QTest::newRow("with --tick, before the tick") << QStringList{QStringLiteral("--tick"), QStringLiteral("30")}
                                                  << both + R"(,"tick":{"hz":30,)";
}

void TestCliGuides::info()
{
    QFETCH(QStringList, options);
    QFETCH(QByteArray, tail);
    const Run r = run(QStringList{QStringLiteral("info"), QFINDTESTDATA("data/guides.json")} + options);
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QByteArray clips = R"("clips":["dance","count-in","cue","plain"])";
    const qsizetype at = r.out.indexOf(clips);
    QVERIFY2(at > 0, r.out.constData());
    const QByteArray after = r.out.mid(at + clips.size()).trimmed();
    QVERIFY2(after.startsWith(tail), after.constData());
    if (!options.contains(QStringLiteral("--tick")))
        QCOMPARE(after, tail);
}

QTEST_GUILESS_MAIN(TestCliGuides)
#include "tst_cliguides.moc"
