// Live reload in the real preview (Mesa's OpenGL, as tst_previewrender): a frame image rewritten
// on disk while the clip plays (written to a temporary file and renamed over it, as editors save)
// shows its new picture, the clock never jumps for it, and a removed image keeps its last picture
// with a mark and comes back when the file does.
#include "common/renameover.h"
#include "document/imagelibrary.h"
#include "playback/playbackclock.h"
#include "preview/previewwidget.h"
#include "preview/squarepixels.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QQuickItem>
#include <QQuickView>
#include <QSGRendererInterface>
#include <QTemporaryDir>
#include <QTest>

using namespace inbetween;

namespace {
constexpr int tolerance = 14;
const QColor firstColour(230, 40, 40);
const QColor secondColour(40, 200, 60);
const QColor thirdColour(40, 60, 230);

// Writes a solid picture as an editor saves: into a temporary file beside it, renamed over it.
bool saveByRename(const QString &path, const QColor &colour)
{
    QImage image(32, 32, QImage::Format_RGB32);
    image.fill(colour);
    return testutil::saveImageByRename(image, path);
}
} // namespace

class TestLiveReload : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void rewrittenImageShowsWhilePlaying();
    void removedImageMarkedAndRestored();
    void smallerSheetShowsThePlaceholder();

private:
    int areaOf(const QColor &colour) const
    {
        return ColourBlob::find(m_preview->grabFramebuffer(), colour, tolerance).area;
    }
    bool waitForColour(const QColor &colour, int ms)
    {
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < ms) {
            QTest::qWait(30);
            if (areaOf(colour) > 1000)
                return true;
        }
        return false;
    }

    QTemporaryDir m_dir;
    QString m_image;
    Clip m_clip;
    ImageLibrary *m_library = nullptr;
    PreviewWidget *m_preview = nullptr;
};

void TestLiveReload::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_image = m_dir.filePath(QStringLiteral("frame.png"));
    QVERIFY(saveByRename(m_image, firstColour));
    // One frame, shown all the time: whatever the clock says, the square is that picture.
    m_clip = Clip(QStringLiteral("one"));
    m_clip.frames.setFrames({{400, QStringLiteral("frame.png"), std::nullopt}});
    m_preview = new PreviewWidget;
    m_library = new ImageLibrary(m_preview);
    m_library->watch()->setSettleTime(50);
    m_preview->setImageLibrary(m_library);
    m_preview->resize(640, 480);
    m_preview->setOverlayVisible(false);
    m_preview->setClip(&m_clip, m_dir.path());
    m_preview->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_preview));
    QTRY_VERIFY_WITH_TIMEOUT(m_preview->isSceneReady() || !m_preview->errors().isEmpty(), 20000);
    QVERIFY2(m_preview->errors().isEmpty(), qPrintable(m_preview->errors().join(QLatin1Char('\n'))));
    const QSGRendererInterface *renderer = m_preview->quickView()->rendererInterface();
    QVERIFY2(renderer && renderer->graphicsApi() == QSGRendererInterface::OpenGL,
             "the preview is not rendered with OpenGL (ctest runs this under xvfb-run)");
    QVERIFY2(waitForColour(firstColour, 5000), "the frame's first picture never showed");
}

void TestLiveReload::cleanupTestCase()
{
    delete m_preview;
}

// Rewritten twice while playing: each picture shows within half a second, and the clock's
// playback time keeps to the wall clock all the while (no jump back, no jump ahead).
void TestLiveReload::rewrittenImageShowsWhilePlaying()
{
    PlaybackClock *clock = m_preview->clock();
    clock->play();
    QElapsedTimer wall;
    wall.start();
    const double t0 = clock->time();
    double last = clock->shownTime();
    double largestStep = 0.0;
    const auto connection = connect(clock, &PlaybackClock::clipTimeChanged, this, [&] {
        largestStep = std::max(largestStep, std::abs(clock->shownTime() - last));
        last = clock->shownTime();
    });
    QTest::qWait(200);
    for (const QColor &colour : {secondColour, thirdColour}) {
        QVERIFY(saveByRename(m_image, colour));
        QElapsedTimer seen;
        seen.start();
        QVERIFY2(waitForColour(colour, 2000), qPrintable(QStringLiteral("%1 never showed").arg(colour.name())));
        qInfo("%s showed %lld ms after the rename", qPrintable(colour.name()), seen.elapsed());
        QVERIFY2(seen.elapsed() < 1000, "the new picture took more than a second");
        QVERIFY(clock->isPlaying());
    }
    disconnect(connection);
    // Playback time went on with the wall clock: the reloads neither restarted nor held it.
    const double played = clock->time() - t0;
    QVERIFY2(std::abs(played - double(wall.elapsed())) < 60.0,
             qPrintable(QStringLiteral("played %1 ms in %2 ms").arg(played).arg(wall.elapsed())));
    QVERIFY2(largestStep < 400.0, qPrintable(QStringLiteral("a step of %1 ms").arg(largestStep)));
    QCOMPARE(m_library->picture(m_image).version, 3);
    clock->pause();
}

void TestLiveReload::removedImageMarkedAndRestored()
{
    QQuickItem *mark = m_preview->quickView()->rootObject()->findChild<QQuickItem *>(QStringLiteral("imageProblem"));
    QVERIFY(mark);
    QVERIFY(!mark->isVisible());
    const QColor before = m_library->picture(m_image).version > 0 ? thirdColour : firstColour;
    QVERIFY(QFile::remove(m_image));
    QTRY_COMPARE_WITH_TIMEOUT(m_library->status(m_image), ImageLibrary::Status::Missing, 3000);
    QTRY_VERIFY(mark->isVisible());
    QVERIFY2(mark->findChild<QQuickItem *>() != nullptr, "the mark has no text");
    // The last good picture stays.
    QVERIFY(waitForColour(before, 1000));
    // Broken bytes: still marked, still the last picture.
    {
        QFile broken(m_image);
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("not a png");
    }
    QTRY_COMPARE_WITH_TIMEOUT(m_library->status(m_image), ImageLibrary::Status::Unreadable, 3000);
    QVERIFY(mark->isVisible());
    QVERIFY(waitForColour(before, 1000));
    // Fixed: the new picture, no mark.
    QVERIFY(saveByRename(m_image, firstColour));
    QTRY_COMPARE_WITH_TIMEOUT(m_library->status(m_image), ImageLibrary::Status::Ok, 3000);
    QVERIFY(waitForColour(firstColour, 2000));
    QTRY_VERIFY(!mark->isVisible());
}

// A sheet saved smaller than a frame's cell: the frame shows its placeholder and a mark naming
// why, never another part of the sheet; saved whole again, its cell shows again.
void TestLiveReload::smallerSheetShowsThePlaceholder()
{
    const QString sheet = m_dir.filePath(QStringLiteral("sheet.png"));
    QImage whole(64, 32, QImage::Format_RGB32);
    whole.fill(firstColour);
    for (int y = 0; y < 32; ++y)
        for (int x = 32; x < 64; ++x)
            whole.setPixelColor(x, y, secondColour);
    QVERIFY(testutil::saveImageByRename(whole, sheet));
    Clip cell(QStringLiteral("cell"));
    cell.frames.setFrames({{400, QStringLiteral("sheet.png"), QRect(32, 0, 32, 32)}});
    m_preview->setClip(&cell, m_dir.path());
    QVERIFY2(waitForColour(secondColour, 5000), "the sheet's right cell never showed");
    QQuickItem *mark = m_preview->quickView()->rootObject()->findChild<QQuickItem *>(QStringLiteral("imageProblem"));
    QVERIFY(mark && !mark->isVisible());

    QImage left(32, 32, QImage::Format_RGB32);
    left.fill(thirdColour);
    QVERIFY(testutil::saveImageByRename(left, sheet));
    QTRY_COMPARE_WITH_TIMEOUT(m_library->picture(sheet).fileSize, QSize(32, 32), 3000);
    QTRY_VERIFY(mark->isVisible());
    QCOMPARE(m_preview->imageProblem(), QStringLiteral("sheet.png (32 x 32 pixels): the frame's region is outside it"));
    QTest::qWait(100);
    QVERIFY2(areaOf(thirdColour) < 100, "a part of the smaller sheet shows for the cell outside it");
    QVERIFY2(areaOf(secondColour) < 100, "the cell's last picture still shows");

    QVERIFY(testutil::saveImageByRename(whole, sheet));
    QVERIFY2(waitForColour(secondColour, 3000), "the cell never showed again");
    QTRY_VERIFY(!mark->isVisible());
    m_preview->setClip(&m_clip, m_dir.path());
}

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    PreviewWidget::prepareSurfaceFormat();
    TestLiveReload test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_livereload.moc"
