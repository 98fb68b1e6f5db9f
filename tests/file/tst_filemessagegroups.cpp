// groupFileMessages: the validator's lines as the editor's message box shows them, one line for
// one file's one problem however many frames it breaks (issue 27, finding 12: a missing sheet was
// a line a frame). Other lines, and a problem of one frame, stay as they are, in their place.

#include "media/filemessagegroups.h"

#include <QtTest>

using namespace inbetween;

class TestFileMessageGroups : public QObject
{
    Q_OBJECT

private slots:
    void groups_data()
    {
        QTest::addColumn<QStringList>("messages");
        QTest::addColumn<QStringList>("clips");
        QTest::addColumn<QStringList>("grouped");
        const QStringList hero{QStringLiteral("idle"), QStringLiteral("walk"), QStringLiteral("jump")};
        const auto missing = [](int clip, int frame, const char *path = "hero/hero.png") {
            return QStringLiteral("hero.json: clips[%1].frames[%2].image: %3: file not found").arg(clip).arg(frame).arg(QLatin1String(path));
        };
        const auto outside = [](int clip, int frame) {
            return QStringLiteral("hero.json: clips[%1].frames[%2].region: [%3, 0, 64, 64] is outside hero/hero.png (128 x 96 pixels)")
                .arg(clip)
                .arg(frame)
                .arg(64 * frame);
        };
        QStringList sheetMissing;
        for (int c = 0; c < 3; ++c)
            for (int f = 0; f < 4; ++f)
                sheetMissing << missing(c, f);
        QTest::newRow("one missing sheet, 12 frames in 3 clips")
            << sheetMissing << hero << QStringList{QStringLiteral("hero.json: hero/hero.png: file not found (12 frames in idle, walk, jump)")};
        QTest::newRow("clips past the names")
            << QStringList{missing(1, 0), missing(4, 2)} << hero
            << QStringList{QStringLiteral("hero.json: hero/hero.png: file not found (2 frames in walk, clip 4)")};
        QTest::newRow("two files, other lines kept in their place")
            << QStringList{QStringLiteral("hero.json: name: warning: unknown key, ignored"), missing(0, 0), missing(0, 1, "a.png"),
                           missing(2, 3), QStringLiteral("hero.json: clips[1].frames[0].duration: must be a number greater than 0 (got 0)"),
                           missing(1, 1)}
            << hero
            << QStringList{QStringLiteral("hero.json: name: warning: unknown key, ignored"),
                           QStringLiteral("hero.json: hero/hero.png: file not found (3 frames in idle, jump, walk)"),
                           missing(0, 1, "a.png"),
                           QStringLiteral("hero.json: clips[1].frames[0].duration: must be a number greater than 0 (got 0)")};
        QTest::newRow("one frame: as it was") << QStringList{missing(1, 2)} << hero << QStringList{missing(1, 2)};
        QTest::newRow("other problems of one file are other groups")
            << QStringList{missing(0, 0), QStringLiteral("hero.json: clips[0].frames[1].image: hero/hero.png: not an image"),
                           missing(0, 2), QStringLiteral("hero.json: clips[1].frames[0].image: hero/hero.png: not an image")}
            << hero
            << QStringList{QStringLiteral("hero.json: hero/hero.png: file not found (2 frames in idle)"),
                           QStringLiteral("hero.json: hero/hero.png: not an image (2 frames in idle, walk)")};
        QTest::newRow("regions outside a smaller sheet")
            << QStringList{outside(0, 2), outside(0, 3), outside(1, 0)} << hero
            << QStringList{QStringLiteral("hero.json: hero/hero.png (128 x 96 pixels): the regions of 3 frames are outside it (in idle, walk)")};
        QTest::newRow("a version 1 file: no clips")
            << QStringList{QStringLiteral("walk.json: frames[0].image: frames/a.png: file not found"),
                           QStringLiteral("walk.json: frames[1].image: frames/a.png: file not found")}
            << QStringList()
            << QStringList{QStringLiteral("walk.json: frames/a.png: file not found (2 frames)")};
        QTest::newRow("a sound two clips play")
            << QStringList{QStringLiteral("hero.json: clips[0].audio.file: steps.ogg: file not found"),
                           QStringLiteral("hero.json: clips[2].audio.file: steps.ogg: file not found")}
            << hero << QStringList{QStringLiteral("hero.json: steps.ogg: file not found (the sound of 2 clips: idle, jump)")};
        QTest::newRow("a path with a colon and spaces")
            << QStringList{missing(0, 0, "art: v2/hero sheet.png"), missing(0, 1, "art: v2/hero sheet.png")} << hero
            << QStringList{QStringLiteral("hero.json: art: v2/hero sheet.png: file not found (2 frames in idle)")};
        QTest::newRow("nothing") << QStringList() << hero << QStringList();
    }

    void groups()
    {
        QFETCH(QStringList, messages);
        QFETCH(QStringList, clips);
        QFETCH(QStringList, grouped);
        QCOMPARE(groupFileMessages(messages, clips), grouped);
    }
};

QTEST_GUILESS_MAIN(TestFileMessageGroups)
#include "tst_filemessagegroups.moc"
