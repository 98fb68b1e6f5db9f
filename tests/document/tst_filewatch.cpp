// FileWatch: a watched file's change is reported however another program makes it, also when the
// file's folder is removed and made again, or is not there yet when the watch starts (a pipeline
// that cleans its output folder, a checkout that brings the folder later).
#include "document/filewatch.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace inbetween;

namespace {

enum class Change {
    WrittenInPlace,
    ReplacedByRename,
    RemovedThenWritten,
    FolderRemovedThenMade,
    FolderMissingAtStart,
    TwoFoldersMissingAtStart,
    FolderReplacedByRename,
    FolderSwappedByRenames,
};

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

Q_DECLARE_METATYPE(Change)

class TestFileWatch : public QObject
{
    Q_OBJECT

private slots:
    void reportsTheFileWhenItIsThere_data();
    void reportsTheFileWhenItIsThere();
    void letsGoOfFilesNoLongerWatched();
    void ownSaveIsNotReported();
};

void TestFileWatch::reportsTheFileWhenItIsThere_data()
{
    QTest::addColumn<QString>("relativePath");
    QTest::addColumn<Change>("change");
    QTest::newRow("written in place") << "art/hero.png" << Change::WrittenInPlace;
    QTest::newRow("replaced by a rename (a save through a temporary file)") << "art/hero.png" << Change::ReplacedByRename;
    QTest::newRow("removed, then written again") << "art/hero.png" << Change::RemovedThenWritten;
    QTest::newRow("its folder removed, then made again with it") << "art/hero.png" << Change::FolderRemovedThenMade;
    QTest::newRow("its folder not there at the start") << "art/hero.png" << Change::FolderMissingAtStart;
    QTest::newRow("two folders not there at the start") << "game/art/hero.png" << Change::TwoFoldersMissingAtStart;
    QTest::newRow("its folder replaced by a rename of another") << "art/hero.png" << Change::FolderReplacedByRename;
    // mv art art.old; mv art.staging art: the watches went with the old folder (before: the swap
    // was seen once at most, and no later change to the new art/hero.png).
    QTest::newRow("its folder swapped by two renames") << "art/hero.png" << Change::FolderSwappedByRenames;
}

void TestFileWatch::reportsTheFileWhenItIsThere()
{
    QFETCH(QString, relativePath);
    QFETCH(Change, change);
    QTemporaryDir root;
    QVERIFY(root.isValid());
    const QString path = root.filePath(relativePath);
    const QString folder = QFileInfo(path).absolutePath();
    const bool missingAtStart = change == Change::FolderMissingAtStart || change == Change::TwoFoldersMissingAtStart;
    if (!missingAtStart) {
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(writeFile(path, "first"));
    }

    FileWatch watch;
    watch.setSettleTime(20);
    watch.setFiles({path});
    // Whether a report named the file while it was there with its new bytes.
    bool seenWithNewBytes = false;
    connect(&watch, &FileWatch::filesChanged, this, [&](const QStringList &paths) {
        QFile f(path);
        if (paths.contains(path) && f.open(QIODevice::ReadOnly) && f.readAll() == "second")
            seenWithNewBytes = true;
    });
    QTest::qWait(50);

    switch (change) {
    case Change::WrittenInPlace:
        QVERIFY(writeFile(path, "second"));
        break;
    case Change::ReplacedByRename:
        QVERIFY(writeFile(path + QStringLiteral(".tmp"), "second"));
        QVERIFY(QFile::remove(path));
        QVERIFY(QFile::rename(path + QStringLiteral(".tmp"), path));
        break;
    case Change::RemovedThenWritten:
        QVERIFY(QFile::remove(path));
        QTest::qWait(100);
        QVERIFY(writeFile(path, "second"));
        break;
    case Change::FolderRemovedThenMade:
        QVERIFY(QDir(folder).removeRecursively());
        QTest::qWait(100);
        QVERIFY(QDir().mkpath(folder));
        QTest::qWait(100);
        QVERIFY(writeFile(path, "second"));
        break;
    case Change::FolderMissingAtStart:
    case Change::TwoFoldersMissingAtStart:
        QVERIFY(QDir().mkpath(folder));
        QTest::qWait(100);
        QVERIFY(writeFile(path, "second"));
        break;
    case Change::FolderReplacedByRename: {
        const QString fresh = folder + QStringLiteral(".new");
        QVERIFY(QDir().mkpath(fresh));
        QVERIFY(writeFile(fresh + QStringLiteral("/hero.png"), "second"));
        QVERIFY(QDir(folder).removeRecursively());
        QVERIFY(QDir().rename(fresh, folder));
        break;
    }
    case Change::FolderSwappedByRenames: {
        const QString fresh = folder + QStringLiteral(".staging");
        QVERIFY(QDir().mkpath(fresh));
        QVERIFY(writeFile(fresh + QStringLiteral("/hero.png"), "second"));
        QVERIFY(QDir().rename(folder, folder + QStringLiteral(".old")));
        QVERIFY(QDir().rename(fresh, folder));
        break;
    }
    }
    QTRY_VERIFY_WITH_TIMEOUT(seenWithNewBytes, 3000);

    // And it goes on: the next change is reported too.
    seenWithNewBytes = false;
    QVERIFY(writeFile(path, "third"));
    QTest::qWait(50);
    QVERIFY(writeFile(path, "second"));
    QTRY_VERIFY_WITH_TIMEOUT(seenWithNewBytes, 3000);
    // Nor is the old folder's file taken for it.
    if (change == Change::FolderSwappedByRenames) {
        QStringList reported;
        connect(&watch, &FileWatch::filesChanged, this, [&](const QStringList &paths) { reported += paths; });
        QVERIFY(writeFile(folder + QStringLiteral(".old/hero.png"), "elsewhere"));
        QTest::qWait(300);
        QCOMPARE(reported, QStringList());
    }
}

void TestFileWatch::letsGoOfFilesNoLongerWatched()
{
    QTemporaryDir root;
    const QString kept = root.filePath(QStringLiteral("art/kept.png"));
    const QString dropped = root.filePath(QStringLiteral("later/dropped.png"));
    QVERIFY(QDir().mkpath(root.filePath(QStringLiteral("art"))));
    QVERIFY(writeFile(kept, "first"));
    FileWatch watch;
    watch.setSettleTime(20);
    watch.setFiles({kept, dropped});
    watch.setFiles({kept});
    QStringList reported;
    connect(&watch, &FileWatch::filesChanged, this, [&](const QStringList &paths) { reported += paths; });
    QVERIFY(QDir().mkpath(root.filePath(QStringLiteral("later"))));
    QVERIFY(writeFile(dropped, "second"));
    QVERIFY(writeFile(kept, "second"));
    QTRY_VERIFY_WITH_TIMEOUT(reported.contains(kept), 3000);
    QTest::qWait(100);
    QCOMPARE(reported, QStringList{kept});
}

// The program's own save, taken with acknowledge() before the system's events come: no report
// (before: the events that came after it were reported, and a watch exported again for nothing).
void TestFileWatch::ownSaveIsNotReported()
{
    QTemporaryDir root;
    const QString path = root.filePath(QStringLiteral("hero.json"));
    QVERIFY(writeFile(path, "first"));
    FileWatch watch;
    watch.setSettleTime(20);
    watch.setFiles({path});
    QStringList reported;
    connect(&watch, &FileWatch::filesChanged, this, [&](const QStringList &paths) { reported += paths; });
    QTest::qWait(50);
    QVERIFY(writeFile(path, "saved by us"));
    watch.acknowledge(path);
    QTest::qWait(300);
    QCOMPARE(reported, QStringList());
    QVERIFY(writeFile(path, "saved by another program"));
    QTRY_COMPARE_WITH_TIMEOUT(reported, QStringList{path}, 3000);
}

QTEST_GUILESS_MAIN(TestFileWatch)
#include "tst_filewatch.moc"
