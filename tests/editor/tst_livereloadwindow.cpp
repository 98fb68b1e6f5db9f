// Live reload in the editor window: an image rewritten by another program (renamed over) is
// reloaded without an undo step and without marking the document modified; a removed one is
// marked on its timeline blocks and in the status bar, and the mark goes when the file is back;
// the same for a picture of the mouth chart, on the blocks of the mouth frames that show it.
// A sound rewritten the same way is opened again by the player and its waveform decoded again.

#include "audio/soundplayer.h"
#include "audio/waveformcache.h"
#include "audio/waveformpeaks.h"
#include "common/renameover.h"
#include "common/soundfiles.h"
#include "document/imagelibrary.h"
#include "editor/windowfixture.h"
#include "files/livereload.h"
#include "files/missingfilesdialog.h"
#include "timeline/timelineview.h"

#include <QLabel>
#include <QMediaPlayer>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTreeWidget>

using namespace testsupport;

namespace {
// Pixels of the timeline's marking red (the block of a frame whose picture is missing).
int markedPixels(QWidget *viewport)
{
    const QImage image = viewport->grab().toImage();
    int n = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            n += c.red() > 200 && c.green() < 90 && c.blue() < 90;
        }
    }
    return n;
}

bool saveByRename(const QString &path, const QColor &colour)
{
    QImage image(24, 24, QImage::Format_RGB32);
    image.fill(colour);
    return testutil::saveImageByRename(image, path);
}
} // namespace

class TestLiveReloadWindow : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { isolateSettings(m_settings.path()); }
    void init()
    {
        openWindow(QFINDTESTDATA("data/flipbook/flipbook.json"));
        m_window->liveReload()->library()->watch()->setSettleTime(50);
    }
    void cleanup() { closeWindow(); }

    void rewrittenImageIsNoEdit()
    {
        ImageLibrary *library = m_window->liveReload()->library();
        const QString path = m_dir->filePath(QStringLiteral("frames/walk-1.png"));
        QTRY_COMPARE(library->status(path), ImageLibrary::Status::Ok);
        const int version = library->picture(path).version;
        const int steps = m_window->document()->undoStack()->count();
        QVERIFY(saveByRename(path, QColor(10, 200, 90)));
        QTRY_COMPARE_WITH_TIMEOUT(library->picture(path).version, version + 1, 3000);
        QCOMPARE(library->picture(path).size, QSize(24, 24));
        QCOMPARE(m_window->document()->undoStack()->count(), steps);
        QVERIFY(!m_window->document()->isModified());
        QVERIFY(m_window->liveReload()->problemText().isEmpty());
    }

    void removedImageMarkedAndRestored()
    {
        ImageLibrary *library = m_window->liveReload()->library();
        TimelineView *timeline = m_window->playback()->timeline();
        const QString path = m_dir->filePath(QStringLiteral("frames/walk-2.png"));
        QTRY_COMPARE(library->status(path), ImageLibrary::Status::Ok);
        const QString saved = path + QStringLiteral(".away");
        QVERIFY(QFile::rename(path, saved));
        QTRY_COMPARE_WITH_TIMEOUT(library->status(path), ImageLibrary::Status::Missing, 3000);
        QTRY_VERIFY(timeline->imageProblems().contains(QStringLiteral("frames/walk-2.png")));
        QCOMPARE(timeline->imageProblems().size(), 1);
        const QString line = m_window->liveReload()->problemText();
        QVERIFY2(line.contains(QStringLiteral("frames/walk-2.png is missing")), qPrintable(line));
        QLabel *label = m_window->statusBar()->findChild<QLabel *>(QStringLiteral("fileProblems"));
        QVERIFY(label && label->isVisible());
        QVERIFY(!library->picture(path).isNull()); // the last good picture stays
        QVERIFY(!m_window->document()->isModified());

        QVERIFY(QFile::rename(saved, path));
        QTRY_COMPARE_WITH_TIMEOUT(library->status(path), ImageLibrary::Status::Ok, 3000);
        QTRY_VERIFY(timeline->imageProblems().isEmpty());
        QVERIFY(m_window->liveReload()->problemText().isEmpty());
        QVERIFY(!label->isVisible());
    }

    // A talk clip whose mouth frames show the chart's picture of their shape: that file gone,
    // its frames' blocks are marked; back, unmarked.
    void removedChartPictureMarked()
    {
        const QString talk = m_dir->filePath(QStringLiteral("talk.json"));
        QFile file(talk);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "inbetween", "version": 4, "mouths": {"A": {"image": "frames/walk-1.png"}},
                       "clips": [{"name": "talk", "frames": [{"duration": 300, "mouth": "A"},
                                 {"duration": 300, "image": "frames/walk-2.png"}, {"duration": 300, "mouth": "A"}]}]})");
        file.close();
        m_window.reset();
        openCopy(talk);
        m_window->liveReload()->library()->watch()->setSettleTime(50);
        ImageLibrary *library = m_window->liveReload()->library();
        TimelineView *timeline = m_window->playback()->timeline();
        const QString path = m_dir->filePath(QStringLiteral("frames/walk-1.png"));
        QTRY_COMPARE(library->status(path), ImageLibrary::Status::Ok);
        QTest::qWait(50);
        const int unmarked = markedPixels(timeline->viewport()); // the playhead's red

        QVERIFY(QFile::rename(path, path + QStringLiteral(".away")));
        QTRY_COMPARE_WITH_TIMEOUT(library->status(path), ImageLibrary::Status::Missing, 3000);
        QTRY_COMPARE(timeline->imageProblems(), QSet<QString>{QStringLiteral("frames/walk-1.png")});
        QTRY_VERIFY(markedPixels(timeline->viewport()) > unmarked + 100);
        QVERIFY(m_window->liveReload()->problemText().contains(QStringLiteral("frames/walk-1.png is missing")));
        // File > Missing Files... says who uses it: the two mouth frames, through the chart.
        MissingFilesDialog *missing = MissingFilesDialog::showFor(m_window->document(), m_prompts.get(), m_window.get());
        auto *list = missing->findChild<QTreeWidget *>(QStringLiteral("missingFileList"));
        QVERIFY(list && list->topLevelItemCount() == 1);
        QCOMPARE(list->topLevelItem(0)->text(1), QStringLiteral("2 frames of talk; the mouth chart's A"));
        QCOMPARE(list->topLevelItem(0)->text(2), QStringLiteral("not found"));
        missing->close();

        QVERIFY(QFile::rename(path + QStringLiteral(".away"), path));
        QTRY_COMPARE_WITH_TIMEOUT(library->status(path), ImageLibrary::Status::Ok, 3000);
        QTRY_VERIFY(timeline->imageProblems().isEmpty());
        QTRY_COMPARE(markedPixels(timeline->viewport()), unmarked);
    }

    void rewrittenSoundReloads()
    {
        Document *doc = m_window->document();
        const QString path = m_dir->filePath(QStringLiteral("step.wav"));
        QVERIFY(soundfiles::writeWav16(path, soundfiles::sine(220, 0.8, 300, 48000), 48000));
        Clip clip = doc->clip();
        clip.audio = ClipAudio{QStringLiteral("step.wav"), 0.0};
        doc->setClips({0}, {clip});
        WaveformCache *waveforms = m_window->playback()->timeline()->waveforms();
        const auto decodedMs = [&] {
            const WaveformCache::Entry e = waveforms->cached(path);
            return e.state == WaveformCache::Entry::State::Ready && e.peaks ? e.peaks->durationMs() : -1.0;
        };
        QTRY_COMPARE_WITH_TIMEOUT(decodedMs(), 300.0, 10000);
        QTRY_VERIFY(m_window->liveReload()->library()->watch()->isWatching(path)); // after a burst of edits
        SoundPlayer *sound = m_window->playback()->sound();
        QCOMPARE(sound->source(), path);
        QSignalSpy reopened(sound->player(), &QMediaPlayer::sourceChanged);
        const int steps = doc->undoStack()->count();
        const bool modified = doc->isModified();

        // Saved again by another program, twice as long, by a rename over the old file.
        const QString temporary = path + QStringLiteral(".tmp~");
        QVERIFY(soundfiles::writeWav16(temporary, soundfiles::sine(220, 0.8, 600, 48000), 48000));
        QVERIFY(testutil::renameOver(temporary, path));
        QTRY_COMPARE_WITH_TIMEOUT(decodedMs(), 600.0, 10000);
        QVERIFY(reopened.count() >= 1);
        QCOMPARE(sound->source(), path);
        QCOMPARE(sound->player()->source(), QUrl::fromLocalFile(path));
        QCOMPARE(doc->undoStack()->count(), steps);
        QCOMPARE(doc->isModified(), modified);
    }
};

QTEST_MAIN(TestLiveReloadWindow)
#include "tst_livereloadwindow.moc"
