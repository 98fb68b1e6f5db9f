// Locate... in the Missing Files list takes any file the user picks (RelinkEdits::relinkChecked):
// the picture it names is checked as the reader checks it on opening, so that a located file
// never makes a project that does not open again: a file that is no image, a picture past the
// size limit, a frame's region outside the new picture are refused, nothing changed, each named;
// only the files located are read.
#include "document/document.h"
#include "document/relinkedits.h"
#include "file/projectwriter.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace inbetween;

class TestLocateChecks : public QObject
{
    Q_OBJECT

private slots:
    void locatedPictureIsChecked_data()
    {
        QTest::addColumn<QSize>("size");    // of the PNG located; empty: a text file named .png
        QTest::addColumn<bool>("region");   // the frame shows the cell [0, 0, 8, 8]
        QTest::addColumn<QString>("problem"); // the start of the one problem named; empty: relinked
        QTest::newRow("a picture") << QSize(16, 16) << true << QString();
        QTest::newRow("a text file") << QSize() << false
                                     << "found/a.png: not an image file Inbetween can read";
        QTest::newRow("a picture smaller than the region") << QSize(4, 4) << true
                                                           << "[0, 0, 8, 8] is outside found/a.png";
        QTest::newRow("a picture past the limit") << QSize(ProjectLimits().maxImageSide + 1, 1) << false
                                                  << "found/a.png: 8193 x 1 pixels, larger than the limit";
    }
    void locatedPictureIsChecked()
    {
        QFETCH(QSize, size);
        QFETCH(bool, region);
        QFETCH(QString, problem);
        QTemporaryDir dir;
        const QDir root(dir.path());
        QVERIFY(root.mkpath(QStringLiteral("found")));
        const QString located = root.filePath(QStringLiteral("found/a.png"));
        if (size.isEmpty()) {
            QFile text(located);
            QVERIFY(text.open(QIODevice::WriteOnly) && text.write("notes") > 0);
        } else {
            QImage picture(size, QImage::Format_ARGB32);
            picture.fill(Qt::blue);
            QVERIFY(picture.save(located));
        }
        Project p;
        p.clips[0].frames.setFrames({Frame{100, QStringLiteral("art/a.png"), region ? std::optional<QRect>(QRect(0, 0, 8, 8)) : std::nullopt}});
        const QString path = root.filePath(QStringLiteral("p.json"));
        QString error;
        QVERIFY2(ProjectWriter::save(p, path, &error), qPrintable(error));
        Document doc;
        QStringList messages;
        QVERIFY(doc.load(path, &messages)); // art/a.png is missing: the editor opens it all the same

        QStringList problems;
        const bool relinked = RelinkEdits::relinkChecked(&doc, {{QStringLiteral("art/a.png"), QStringLiteral("found/a.png")}}, &problems);
        QCOMPARE(relinked, problem.isEmpty());
        QCOMPARE(doc.undoStack()->count(), relinked ? 1 : 0);
        QCOMPARE(doc.clip().frames.frame(0).image, relinked ? QStringLiteral("found/a.png") : QStringLiteral("art/a.png"));
        if (!relinked) {
            QCOMPARE(problems.size(), 1);
            QVERIFY2(problems[0].startsWith(problem), qPrintable(problems[0]));
        }
    }

    // Only the located files are read: another picture broken since the project opened is not
    // blamed (nor decoded again).
    void onlyTheLocatedFilesAreRead()
    {
        QTemporaryDir dir;
        const QDir root(dir.path());
        QVERIFY(root.mkpath(QStringLiteral("found")) && root.mkpath(QStringLiteral("art")));
        QImage picture(8, 8, QImage::Format_ARGB32);
        picture.fill(Qt::green);
        QVERIFY(picture.save(root.filePath(QStringLiteral("found/a.png"))) && picture.save(root.filePath(QStringLiteral("art/b.png"))));
        Project p;
        p.clips[0].frames.setFrames({Frame{100, QStringLiteral("art/a.png")}, Frame{100, QStringLiteral("art/b.png")}});
        const QString path = root.filePath(QStringLiteral("p.json"));
        QString error;
        QVERIFY2(ProjectWriter::save(p, path, &error), qPrintable(error));
        Document doc;
        QStringList messages;
        QVERIFY(doc.load(path, &messages));
        QFile broken(root.filePath(QStringLiteral("art/b.png")));
        QVERIFY(broken.open(QIODevice::WriteOnly | QIODevice::Truncate) && broken.write("no longer a picture") > 0);
        broken.close();
        QStringList problems;
        QVERIFY(RelinkEdits::relinkChecked(&doc, {{QStringLiteral("art/a.png"), QStringLiteral("found/a.png")}}, &problems));
        QVERIFY(problems.isEmpty());
        QCOMPARE(doc.clip().frames.frame(0).image, QStringLiteral("found/a.png"));
    }

    // Two pictures of no use side by side, one of them mended under a new name: Locate... on the
    // first takes the mended one, and does not take the second as found in its own place (it would
    // be checked, refused, and the good relink with it).
    void aListedFileIsNotFoundAsItself()
    {
        QTemporaryDir dir;
        const QDir root(dir.path());
        QVERIFY(root.mkpath(QStringLiteral("art")));
        QImage picture(8, 8, QImage::Format_ARGB32);
        picture.fill(Qt::green);
        QVERIFY(picture.save(root.filePath(QStringLiteral("art/a-mended.png"))));
        for (const char *name : {"art/a.png", "art/b.png"}) {
            QFile text(root.filePath(QString::fromLatin1(name)));
            QVERIFY(text.open(QIODevice::WriteOnly) && text.write("no picture") > 0);
        }
        Project p;
        p.clips[0].frames.setFrames({Frame{100, QStringLiteral("art/a.png")}, Frame{100, QStringLiteral("art/b.png")}});
        const QString path = root.filePath(QStringLiteral("p.json"));
        QString error;
        QVERIFY2(ProjectWriter::save(p, path, &error), qPrintable(error));
        Document doc;
        QStringList messages;
        QVERIFY(doc.load(path, &messages));
        const QHash<QString, QString> paths = RelinkEdits::pathsAfterLocating(
            {QStringLiteral("art/a.png"), QStringLiteral("art/b.png")}, QStringLiteral("art/a.png"),
            root.filePath(QStringLiteral("art/a-mended.png")), doc.folder());
        QCOMPARE(paths, (QHash<QString, QString>{{QStringLiteral("art/a.png"), QStringLiteral("art/a-mended.png")}}));
        QStringList problems;
        QVERIFY(RelinkEdits::relinkChecked(&doc, paths, &problems));
        QCOMPARE(doc.clip().frames.frame(0).image, QStringLiteral("art/a-mended.png"));
        QCOMPARE(doc.clip().frames.frame(1).image, QStringLiteral("art/b.png"));
    }
};

QTEST_GUILESS_MAIN(TestLocateChecks)
#include "tst_locatechecks.moc"
