// The sound lane under the frames: a clip's WAV, Ogg Vorbis and MP3 sound (each made here) shows
// its waveform once decoded; dragging the lane moves the sound (its offset) as one undo step,
// snapping the grabbed point to frame boundaries and the playhead (Shift: not at all), Escape
// leaves no step, and the saved file has the new offset.

#include "audio/waveformcache.h"
#include "common/soundfiles.h"
#include "common/testutil.h"
#include "file/projectreader.h"
#include "timeline/timelinefixture.h"

#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace inbetween;
using namespace inbetween::test;
using Row = TimelineLayout::Row;

namespace {

// Six frames of 100 ms, two events, and `sound` from clip time `offset`.
Project withSound(const QString &sound, double offset)
{
    Project p = flipbook({100, 100, 100, 100, 100, 100}, {}, {250, 420});
    p.clips[0].audio = ClipAudio{sound, offset};
    return p;
}

bool waitForPeaks(TimelineFixture &f)
{
    return QTest::qWaitFor(
        [&] {
            return f.view->waveforms()->entry(f.view->soundPath()).state == WaveformCache::Entry::State::Ready;
        },
        30000);
}

// Lane pixels in the waveform's colour between x0 and x1.
int wavePixels(const QImage &image, const QRect &lane, int x0, int x1)
{
    int n = 0;
    for (int x = std::max(0, x0); x < std::min(image.width(), x1); ++x)
        for (int y = lane.top(); y <= lane.bottom(); ++y)
            if (image.pixelColor(x, y) == QColor(90, 200, 190))
                ++n;
    return n;
}

} // namespace

class TestWaveformLane : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void showsTheWaveform_data();
    void showsTheWaveform();
    void laneWithoutSound();
    void nameReadableOverTheWaveform();
    void partialRepaintsMatchWhole_data();
    void partialRepaintsMatchWhole();
    void dragIsOneUndoStep();
    void dragSnaps_data();
    void dragSnaps();
    void escapeLeavesNoStep();
    void saveUnderTheDragMakesTwoSteps();
    void savedFileHasTheOffset();

private:
    QTemporaryDir m_dir;
    QString m_project;
};

void TestWaveformLane::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_project = m_dir.filePath(QStringLiteral("walk.json"));
    // 300 ms of silence, then 300 ms of a loud tone: the waveform shows where the tone is.
    QList<qint16> samples(48000 * 3 / 10, 0);
    samples += soundfiles::sine(200, 0.9, 300, 48000);
    QVERIFY(soundfiles::writeWav16(m_dir.filePath(QStringLiteral("step.wav")), samples, 48000));
    if (soundfiles::haveSox()) {
        for (const char *name : {"step.ogg", "step.mp3"}) {
            QString error;
            QVERIFY2(soundfiles::soxConvert(m_dir.filePath(QStringLiteral("step.wav")),
                                            m_dir.filePath(QString::fromLatin1(name)), &error),
                     qPrintable(error));
        }
    }
}

void TestWaveformLane::showsTheWaveform_data()
{
    QTest::addColumn<QString>("sound");
    QTest::newRow("wav") << QStringLiteral("step.wav");
    QTest::newRow("ogg") << QStringLiteral("step.ogg");
    QTest::newRow("mp3") << QStringLiteral("step.mp3");
}

void TestWaveformLane::showsTheWaveform()
{
    QFETCH(QString, sound);
    if (!QFileInfo::exists(m_dir.filePath(sound)))
        QSKIP("sox is not installed (resources/debian-packages.txt lists it)");
    TimelineFixture f(withSound(sound, -100.0), 1.0, 900, m_project);
    QVERIFY(waitForPeaks(f));
    const QImage image = f.view->grab().toImage();
    const QRect lane = f.view->rowLayout().rect(Row::Sound);
    // The tone sounds from 300 ms into the sound, so from clip time 200 to 500: wave there,
    // none over the silence before it (MP3's encoder delay shifts it by some 25 ms).
    QVERIFY2(wavePixels(image, lane, f.xFor(250), f.xFor(450)) > 200 * 10,
             qPrintable(QString::number(wavePixels(image, lane, f.xFor(250), f.xFor(450)))));
    const int silence = wavePixels(image, lane, f.xFor(-50), f.xFor(150)); // a thin centre line
    QVERIFY2(silence >= 200 && silence <= 2 * 200, qPrintable(QString::number(silence)));
    // A column a pixel wherever the sound is on screen (from the viewport's left edge, x 0, to its
    // end at clip time 500; MP3's encoder padding makes it a little longer).
    const int visible = f.xFor(500) - std::max(0, f.xFor(-100));
    QVERIFY2(f.view->lastSoundLaneStats().columns >= visible,
             qPrintable(QStringLiteral("%1 < %2").arg(f.view->lastSoundLaneStats().columns).arg(visible)));
    // The frames' row is above the lane, the keys below it.
    QVERIFY(lane.top() >= f.view->rowLayout().rect(Row::Frames).bottom());
    QVERIFY(lane.bottom() < f.view->rowLayout().rect(Row::Keyframes).top());
    // The events cross the lane.
    // (an aliased line at x + 0.5 lands on either pixel: look at both)
    const auto crossed = [&](int x) {
        return image.pixelColor(x, lane.top() + 3) != image.pixelColor(x + 4, lane.top() + 3)
               || image.pixelColor(x + 1, lane.top() + 3) != image.pixelColor(x + 4, lane.top() + 3);
    };
    QVERIFY(crossed(f.xFor(420)));
    QVERIFY(crossed(f.xFor(250)));
    QVERIFY(!crossed(f.xFor(350)));
}

void TestWaveformLane::laneWithoutSound()
{
    TimelineFixture f(flipbook({100, 200}), 1.0, 900, m_project);
    QCOMPARE(f.view->hitAt(f.at(150, Row::Sound)).kind, TimelineHit::Kind::None);
    f.drag(f.at(150, Row::Sound), f.at(250, Row::Sound));
    QCOMPARE(f.doc.undoStack()->count(), 0);
    f.view->grab();
    QCOMPARE(f.view->lastSoundLaneStats().columns, 0);
}

// The sound file's name is written over a loud waveform (the sound started before the clip): it
// has a dark ground of its own, no waveform line runs through its letters, and the letters are
// there (issue 27, finding 13: before, the name was drawn straight over the wave, unreadable).
void TestWaveformLane::nameReadableOverTheWaveform()
{
    TimelineFixture f(withSound(QStringLiteral("step.wav"), -300.0), 1.0, 900, m_project);
    QVERIFY(waitForPeaks(f));
    const QImage image = f.view->grab().toImage();
    const QRect lane = f.view->rowLayout().rect(Row::Sound).translated(f.viewport()->mapTo(f.view.get(), QPoint()));
    QVERIFY(wavePixels(image, lane, f.xFor(20), f.xFor(280)) > 260 * 10); // loud under the name's place
    // The letters: the light pixels at the lane's top left, where the name is written.
    const QFontMetrics fm = f.viewport()->fontMetrics();
    const int left = f.viewport()->mapTo(f.view.get(), QPoint(2, 0)).x();
    const QRect place(left, lane.top() + 1, fm.horizontalAdvance(QStringLiteral("step.wav")), lane.height() / 2);
    QRect letterBox;
    int letters = 0;
    for (int x = place.left(); x <= place.right(); ++x) {
        for (int y = place.top(); y <= place.bottom(); ++y) {
            if (image.pixelColor(x, y).lightness() > 150 && image.pixelColor(x, y) != QColor(90, 200, 190)) {
                letterBox |= QRect(x, y, 1, 1);
                ++letters;
            }
        }
    }
    // No line of the waveform among them.
    const int wave = wavePixels(image, letterBox, letterBox.left(), letterBox.right() + 1);
    QVERIFY2(wave == 0, qPrintable(QStringLiteral("%1 waveform pixels in the name").arg(wave)));
    QVERIFY2(letters > 20, qPrintable(QStringLiteral("%1 light pixels").arg(letters)));
}

void TestWaveformLane::partialRepaintsMatchWhole_data()
{
    QTest::addColumn<bool>("hasSound");
    QTest::addColumn<double>("offset");
    QTest::addColumn<double>("scroll"); // content pixels scrolled: the clip's start off the left
    QTest::newRow("no sound") << false << 0.0 << 0.0;
    QTest::newRow("no sound, scrolled") << false << 0.0 << 120.0;
    QTest::newRow("sound at 0") << true << 0.0 << 0.0;
    QTest::newRow("sound at 150, scrolled") << true << 150.0 << 200.0;
}

// While playing, only strips around the moving playhead are repainted: the lane's words (the
// "no sound" line, the file's name) must land where a whole repaint puts them, not at the left
// of each strip (they were smeared along the lane).
void TestWaveformLane::partialRepaintsMatchWhole()
{
    QFETCH(bool, hasSound);
    QFETCH(double, offset);
    QFETCH(double, scroll);
    TimelineFixture f(hasSound ? withSound(QStringLiteral("step.wav"), offset) : flipbook({100, 200, 300, 400}), 1.0,
                      700, m_project);
    if (hasSound)
        QVERIFY(waitForPeaks(f));
    f.view->horizontalScrollBar()->setValue(int(scroll));
    const QRect lane = f.view->rowLayout().rect(Row::Sound).translated(f.viewport()->mapTo(f.view.get(), QPoint()));
    QVERIFY(!lane.isEmpty());
    const QString difference = stripsDifferFromWhole(f.view.get(), 37, lane);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
}

void TestWaveformLane::dragIsOneUndoStep()
{
    TimelineFixture f(withSound(QStringLiteral("step.wav"), 0.0), 1.0, 900, m_project);
    QCOMPARE(f.view->hitAt(f.at(150, Row::Sound)).kind, TimelineHit::Kind::Sound);
    // Many moves, with Shift (no snapping): one step, the offset the mouse's travel.
    f.drag(f.at(150, Row::Sound), f.at(187, Row::Sound), Qt::ShiftModifier);
    QCOMPARE(f.doc.undoStack()->count(), 1);
    COMPARE_EXACT(f.doc.clip().audio->offset, 37.0);
    QCOMPARE(f.doc.clip().audio->file, QStringLiteral("step.wav"));
    f.doc.undoStack()->undo();
    COMPARE_EXACT(f.doc.clip().audio->offset, 0.0);
    f.doc.undoStack()->redo();
    COMPARE_EXACT(f.doc.clip().audio->offset, 37.0);
    // A second drag is a second step; back to where it began, it leaves none.
    f.drag(f.at(300, Row::Sound), f.at(260, Row::Sound), Qt::ShiftModifier);
    QCOMPARE(f.doc.undoStack()->count(), 2);
    COMPARE_EXACT(f.doc.clip().audio->offset, -3.0);
    f.drag(f.at(300, Row::Sound), f.at(300, Row::Sound), Qt::ShiftModifier);
    QCOMPARE(f.doc.undoStack()->count(), 2);
}

void TestWaveformLane::dragSnaps_data()
{
    QTest::addColumn<double>("playhead");
    QTest::addColumn<double>("from");
    QTest::addColumn<double>("to");
    QTest::addColumn<int>("modifiers");
    QTest::addColumn<double>("offset");
    // The grabbed point (from) lands where the mouse is let go (to), snapped; 1 ms a pixel.
    QTest::newRow("onto a frame boundary") << 0.0 << 130.0 << 296.0 << int(Qt::NoModifier) << 170.0;
    QTest::newRow("onto the clip's end") << 0.0 << 130.0 << 604.0 << int(Qt::NoModifier) << 470.0;
    QTest::newRow("onto the playhead") << 333.0 << 130.0 << 337.0 << int(Qt::NoModifier) << 203.0;
    QTest::newRow("away from both: whole ms") << 0.0 << 130.0 << 250.0 << int(Qt::NoModifier) << 120.0;
    QTest::newRow("Shift: not at all") << 0.0 << 130.0 << 296.0 << int(Qt::ShiftModifier) << 166.0;
}

void TestWaveformLane::dragSnaps()
{
    QFETCH(double, playhead);
    QFETCH(double, from);
    QFETCH(double, to);
    QFETCH(int, modifiers);
    QFETCH(double, offset);
    TimelineFixture f(withSound(QStringLiteral("step.wav"), 0.0), 1.0, 900, m_project);
    f.view->setPlayheadTime(playhead);
    f.drag(f.at(from, Row::Sound), f.at(to, Row::Sound), Qt::KeyboardModifiers(modifiers));
    COMPARE_EXACT(f.doc.clip().audio->offset, offset);
    QCOMPARE(f.doc.undoStack()->count(), 1);
}

void TestWaveformLane::escapeLeavesNoStep()
{
    TimelineFixture f(withSound(QStringLiteral("step.wav"), 40.0), 1.0, 900, m_project);
    f.press(f.at(200, Row::Sound));
    f.moveHeld(f.at(230, Row::Sound), Qt::ShiftModifier);
    f.moveHeld(f.at(260, Row::Sound), Qt::ShiftModifier);
    COMPARE_EXACT(f.doc.clip().audio->offset, 100.0);
    QTest::keyClick(f.view.get(), Qt::Key_Escape);
    COMPARE_EXACT(f.doc.clip().audio->offset, 40.0);
    f.release(f.at(260, Row::Sound));
    QCOMPARE(f.doc.undoStack()->count(), 0);
    COMPARE_EXACT(f.doc.clip().audio->offset, 40.0);
}

// Ctrl+S with the button down: Qt merges nothing into a saved state, so the drag goes on as a
// second step from there (before: a step for every later move).
void TestWaveformLane::saveUnderTheDragMakesTwoSteps()
{
    TimelineFixture f(withSound(QStringLiteral("step.wav"), 0.0), 1.0, 900, m_project);
    f.press(f.at(150, Row::Sound));
    f.moveHeld(f.at(170, Row::Sound), Qt::ShiftModifier);
    COMPARE_EXACT(f.doc.clip().audio->offset, 20.0);
    f.doc.undoStack()->setClean(); // what Save does
    for (double ms : {180.0, 190.0, 200.0})
        f.moveHeld(f.at(ms, Row::Sound), Qt::ShiftModifier);
    f.release(f.at(200, Row::Sound), Qt::ShiftModifier);
    COMPARE_EXACT(f.doc.clip().audio->offset, 50.0);
    QCOMPARE(f.doc.undoStack()->count(), 2);
    f.doc.undoStack()->undo();
    COMPARE_EXACT(f.doc.clip().audio->offset, 20.0);
    f.doc.undoStack()->undo();
    COMPARE_EXACT(f.doc.clip().audio->offset, 0.0);
}

void TestWaveformLane::savedFileHasTheOffset()
{
    TimelineFixture f(withSound(QStringLiteral("step.wav"), 0.0), 1.0, 900, m_project);
    f.drag(f.at(100, Row::Sound), f.at(155, Row::Sound), Qt::ShiftModifier);
    QString error;
    QVERIFY2(f.doc.save(m_project, &error), qPrintable(error));
    QFile file(m_project);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY2(bytes.contains(R"("audio": { "file": "step.wav", "offset": 55 })"), bytes.constData());
    const auto r = ProjectReader::readFile(m_project);
    QVERIFY2(r.ok(), qPrintable(r.messages(m_project).join(QLatin1Char('\n'))));
    COMPARE_EXACT(r.project->clips[0].audio->offset, 55.0);
}

QTEST_MAIN(TestWaveformLane)
#include "tst_waveformlane.moc"
