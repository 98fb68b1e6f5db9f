// Journey: markers and a beat grid (issue 43, item 4; DESIGN.md, "Timing to voice and beat"). An
// animator opens the bundled character, goes to the jump, sets a beat grid of 150 BPM from 40 ms
// through Clips > Beat Grid... (the real dialog, typed into), puts the playhead on a frame with
// the arrow keys and presses M for a marker there, double-clicks its flag on the ruler and types
// its name, then drags a key to just past a beat: it lands exactly on the beat. Each is one undo
// step; saved with Ctrl+S, `inbetween-cli info` lists the grid and the marker and the file keeps
// the key on the beat (`inbetween-cli sample` there gives the key's pose). Undone with Ctrl+Z to
// the file as it opened and redone with Ctrl+Shift+Z, the saved file says so each time.
#include "journeys/journeywindow.h"

#include "timeline/guidepainter.h"

#include <QDoubleSpinBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>

using namespace inbetween;
using namespace journeys;
using Row = TimelineLayout::Row;

class TestJourneyBeatGrid : public QObject, protected JourneyWindow
{
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::isolateSettings(m_settings.path()); }
    void init() { openHero(); }
    void cleanup() { closeWindow(); }

    void gridMarkerAndAKeyOnTheBeat();

private:
    int undoIndex() const { return m_window->document()->undoStack()->index(); }
    const Clip &jump() const { return m_window->document()->project().clips[2]; }
    // Ctrl+S, then what inbetween-cli info says of the jump and the jump's keys' times in the file.
    void saveAndRead(QByteArray *info, QList<double> *keyTimes);
    // Types `text` into a spin box of the dialog as a user does: a click into it, all its text
    // selected, the new text typed.
    void typeInto(QAbstractSpinBox *box, const QString &text);
};

void TestJourneyBeatGrid::typeInto(QAbstractSpinBox *box, const QString &text)
{
    QTest::mouseClick(box, Qt::LeftButton, Qt::NoModifier, QPoint(10, box->height() / 2));
    QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(box, text);
}

void TestJourneyBeatGrid::saveAndRead(QByteArray *info, QList<double> *keyTimes)
{
    pressKey(Qt::Key_S, Qt::ControlModifier);
    QTRY_VERIFY(!m_window->isWindowModified());
    const QString path = m_window->document()->filePath();
    QCOMPARE(runCli({QStringLiteral("info"), path, QStringLiteral("--clip"), QStringLiteral("jump")}, info), 0);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonArray clips = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("clips")).toArray();
    keyTimes->clear();
    for (const QJsonValue &key : clips.at(2).toObject().value(QStringLiteral("keyframes")).toArray())
        keyTimes->append(key.toObject().value(QStringLiteral("time")).toDouble());
}

void TestJourneyBeatGrid::gridMarkerAndAKeyOnTheBeat()
{
    // The jump: frames of 150, 100, 300 and 200 ms, keys at 0, 250, 400 and 550.
    pressKey(Qt::Key_PageDown, Qt::ControlModifier);
    pressKey(Qt::Key_PageDown, Qt::ControlModifier);
    QCOMPARE(m_window->document()->clip().name, QStringLiteral("jump"));
    const int start = undoIndex();

    // Clips > Beat Grid...: 150 BPM (a beat every 400 ms), a downbeat at 40 ms; OK.
    clickMenuItem(QStringLiteral("clipsMenu"), QStringLiteral("beatGrid"));
    activateAgain();
    QDialog *dialog = dialogNamed(QStringLiteral("beatGridDialog"));
    QVERIFY(dialog);
    auto *bpm = dialog->findChild<QDoubleSpinBox *>(QStringLiteral("beatGridBpm"));
    auto *offset = dialog->findChild<QDoubleSpinBox *>(QStringLiteral("beatGridOffset"));
    QVERIFY(bpm && offset);
    typeInto(bpm, QStringLiteral("150"));
    typeInto(offset, QStringLiteral("40"));
    QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QTRY_VERIFY(!dialog->isVisible());
    activateAgain();
    QCOMPARE(jump().beat, (std::optional<BeatGrid>(BeatGrid{150, 40})));
    QCOMPARE(undoIndex(), start + 1);

    // The playhead to the third frame's start (Right, Right: 150, 250 ms); M: a marker there.
    timelineView()->setFocus();
    pressKey(Qt::Key_Right);
    pressKey(Qt::Key_Right);
    QCOMPARE(m_window->clipTime(), 250.0);
    pressKey(Qt::Key_M);
    QCOMPARE(jump().markers, (QList<ClipMarker>{{250, QStringLiteral("M1")}}));
    QCOMPARE(undoIndex(), start + 2);

    // A double-click on its flag on the ruler: the name, selected, in a field there; typed over.
    const QRect ruler = timelineView()->rowLayout().rect(Row::Ruler);
    const QRectF flag = GuidePainter::flagRect(std::round(timelineView()->axis().xForTime(250)), QStringLiteral("M1"), ruler);
    const QPoint flagPoint(int(flag.right()) - 3, int(flag.center().y()));
    QCOMPARE(timelineView()->hitAt(flagPoint).kind, TimelineHit::Kind::Marker);
    QTest::mouseDClick(m_window->windowHandle(), Qt::LeftButton, Qt::NoModifier,
                       timelineView()->viewport()->mapTo(m_window.get(), flagPoint));
    QLineEdit *field = timelineView()->markerRenamer()->field();
    QTRY_VERIFY(field->isVisible());
    QCOMPARE(QApplication::focusWidget(), field);
    typeText(QStringLiteral("take off"));
    pressKey(Qt::Key_Return);
    QVERIFY(!field->isVisible());
    QCOMPARE(jump().markers, (QList<ClipMarker>{{250, QStringLiteral("take off")}}));
    QCOMPARE(undoIndex(), start + 3);
    QCOMPARE(QApplication::focusWidget(), timelineView());

    // Key 2 (400 ms) dragged to 2 px right of the beat at 440: it lands on 440 exactly.
    QVERIFY(GuidePainter::beatsShown(*jump().beat, timelineView()->msPerPixel()));
    const QPoint key = timelinePoint(400, Row::Keyframes);
    QCOMPARE(timelineView()->hitAt(key).kind, TimelineHit::Kind::Keyframe);
    const QPoint nearBeat = timelinePoint(440, Row::Keyframes) + QPoint(2, 0);
    dragAt(timelineView()->viewport(), key, nearBeat);
    QCOMPARE(jump().motion.key(2).time, 440.0);
    QCOMPARE(undoIndex(), start + 4);

    // Saved: the command line lists the grid and the marker; the file keeps the key on the beat,
    // and sampling there gives the key's pose.
    QByteArray info;
    QList<double> keys;
    saveAndRead(&info, &keys);
    QVERIFY2(info.contains(R"("clip":"jump","clips":["idle","walk","jump"],"markers":[{"time":250,"name":"take off"}],)"
                           R"("beat":{"bpm":150,"offset":40}})"),
             info.constData());
    QCOMPARE(keys, (QList<double>{0, 250, 440, 550}));
    QByteArray sample;
    QCOMPARE(runCli({QStringLiteral("sample"), m_window->document()->filePath(), QStringLiteral("--clip"),
                     QStringLiteral("jump"), QStringLiteral("--at"), QStringLiteral("440")},
                    &sample),
             0);
    const Vec3 t = jump().motion.key(2).translation;
    QVERIFY2(sample.contains(QStringLiteral("\"translation\":[%1,%2,%3]").arg(t.x).arg(t.y).arg(t.z).toUtf8()),
             sample.constData());

    // Ctrl+Z four times: the file as it opened; Ctrl+Shift+Z four times: all of it again.
    for (int i = 0; i < 4; ++i)
        pressKey(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(undoIndex(), start);
    saveAndRead(&info, &keys);
    QVERIFY2(info.endsWith("\"clips\":[\"idle\",\"walk\",\"jump\"]}\n"), info.constData());
    QCOMPARE(keys, (QList<double>{0, 250, 400, 550}));
    for (int i = 0; i < 4; ++i)
        pressKey(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(undoIndex(), start + 4);
    saveAndRead(&info, &keys);
    QVERIFY2(info.contains(R"("markers":[{"time":250,"name":"take off"}],"beat":{"bpm":150,"offset":40}})"), info.constData());
    QCOMPARE(keys, (QList<double>{0, 250, 440, 550}));
}

QTEST_MAIN(TestJourneyBeatGrid)
#include "tst_journeybeatgrid.moc"
