// Project: the set of clips and the lookups by name.

#include "project.h"

#include <QTest>

using namespace inbetween;

namespace {
Project withClips(const QStringList &names)
{
    Project p;
    p.clips.clear();
    for (const QString &n : names)
        p.clips.emplace_back(n);
    return p;
}
} // namespace

class TestProject : public QObject
{
    Q_OBJECT

private slots:
    void startsWithOneEmptyClip();
    void clipIndex_data();
    void clipIndex();
    void unusedClipName_data();
    void unusedClipName();
    void equality();
};

void TestProject::startsWithOneEmptyClip()
{
    const Project p;
    QCOMPARE(p.clips.size(), size_t(1));
    QCOMPARE(p.clips.front().name, QStringLiteral("clip"));
    QVERIFY(p.clips.front().isEmpty());
    QCOMPARE(p.fps, 60.0);
}

void TestProject::clipIndex_data()
{
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QString>("wanted");
    QTest::addColumn<int>("index");
    const QStringList hero{QStringLiteral("idle"), QStringLiteral("walk"), QStringLiteral("Walk")};
    QTest::newRow("first") << hero << QStringLiteral("idle") << 0;
    QTest::newRow("case-sensitive") << hero << QStringLiteral("Walk") << 2;
    QTest::newRow("missing") << hero << QStringLiteral("jump") << -1;
    QTest::newRow("empty name") << hero << QString() << -1;
}

void TestProject::clipIndex()
{
    QFETCH(QStringList, names);
    QFETCH(QString, wanted);
    QFETCH(int, index);
    const Project p = withClips(names);
    QCOMPARE(p.clipIndex(wanted), index);
    QCOMPARE(p.clipNames(), names);
}

void TestProject::unusedClipName_data()
{
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QString>("wanted");
    QTest::addColumn<QString>("given");
    QTest::newRow("free") << QStringList{QStringLiteral("idle")} << QStringLiteral("walk") << QStringLiteral("walk");
    QTest::newRow("taken") << QStringList{QStringLiteral("walk")} << QStringLiteral("walk") << QStringLiteral("walk 2");
    QTest::newRow("taken twice") << QStringList{QStringLiteral("walk"), QStringLiteral("walk 2")} << QStringLiteral("walk")
                                 << QStringLiteral("walk 3");
    QTest::newRow("blank wanted") << QStringList{QStringLiteral("clip")} << QStringLiteral("  ") << QStringLiteral("clip 2");
    // The file's 1000 characters at most, never half a character: an emoji (two UTF-16 units)
    // where the name is cut goes whole.
    const QString start(ProjectLimits().maxNameLength - 3, QLatin1Char('w'));
    const QString longest = start + QString::fromUtf8("\U0001F600") + QLatin1Char('w');
    QTest::newRow("the longest name taken") << QStringList{longest} << longest << QString(start + QStringLiteral(" 2"));
}

void TestProject::unusedClipName()
{
    QFETCH(QStringList, names);
    QFETCH(QString, wanted);
    QFETCH(QString, given);
    QCOMPARE(withClips(names).unusedClipName(wanted), given);
}

void TestProject::equality()
{
    const Project a = withClips({QStringLiteral("idle"), QStringLiteral("walk")});
    Project b = a;
    QVERIFY(a == b);
    b.fps = 24;
    QVERIFY(a != b);
    b = a;
    b.name = QStringLiteral("Hero");
    QVERIFY(a != b);
    b = a;
    std::swap(b.clips[0], b.clips[1]);
    QVERIFY(a != b);
    b = a;
    b.clips[1].loop = LoopMode::Once;
    QVERIFY(a != b);
}

QTEST_APPLESS_MAIN(TestProject)
#include "tst_project.moc"
