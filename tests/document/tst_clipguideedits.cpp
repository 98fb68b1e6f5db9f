// A clip's guides (DESIGN.md, "Timing to voice and beat"): ClipGuideEdits adds, renames, moves
// and removes markers and sets or clears the beat grid, each one undo step (ClipGuidesCommand)
// that restores the whole clip; a drag of a marker and a series of taps merge into one step. After
// the push, and after each undo and redo, the whole project, the clip shown and the undo index are
// checked.

#include "document/clipguideedits.h"
#include "document/document.h"
#include "projectlimits.h"

#include <QTest>
#include <cmath>
#include <limits>

using namespace inbetween;

Q_DECLARE_METATYPE(std::optional<inbetween::BeatGrid>)

namespace {

// idle (one marker, no grid) and walk (two markers, 120 BPM from 0), walk shown.
Project twoClips()
{
    Project p;
    p.clips.clear();
    for (const char *name : {"idle", "walk"}) {
        Clip c{QString::fromLatin1(name)};
        c.frames.setFrames({{200, QString()}, {300, QString()}});
        p.clips.push_back(c);
    }
    p.clips[0].markers = {{100, QStringLiteral("in")}};
    p.clips[1].markers = {{0, QStringLiteral("step")}, {500, QStringLiteral("hit")}};
    p.clips[1].beat = BeatGrid{120, 0};
    return p;
}

// Runs `edit` ("add T NAME", "rename I NAME", "move I T", "remove I", "beat BPM OFFSET", "clear")
// on the current clip; its return value as a bool (addMarker: an index >= 0).
bool run(Document &doc, const QString &edit)
{
    const QStringList w = edit.split(QLatin1Char(' '));
    const auto number = [&w](int i) { return w.value(i) == QLatin1String("nan") ? std::nan("") : w.value(i).toDouble(); };
    if (w[0] == QLatin1String("add"))
        return ClipGuideEdits::addMarker(&doc, number(1), w.value(2)) >= 0;
    if (w[0] == QLatin1String("rename"))
        return ClipGuideEdits::renameMarker(&doc, w[1].toInt(), w.mid(2).join(QLatin1Char(' ')));
    if (w[0] == QLatin1String("move"))
        return ClipGuideEdits::moveMarker(&doc, w[1].toInt(), number(2));
    if (w[0] == QLatin1String("remove"))
        return ClipGuideEdits::removeMarker(&doc, w[1].toInt());
    if (w[0] == QLatin1String("beat"))
        return ClipGuideEdits::setBeatGrid(&doc, BeatGrid{number(1), number(2)});
    if (w[0] == QLatin1String("clear"))
        return ClipGuideEdits::setBeatGrid(&doc, std::nullopt);
    qFatal("unknown edit");
}

} // namespace

class TestClipGuideEdits : public QObject
{
    Q_OBJECT

    void check(Document &doc, const Project &project, int shown, int undoIndex)
    {
        QCOMPARE(doc.project(), project);
        QCOMPARE(doc.currentClip(), shown);
        QCOMPARE(doc.undoStack()->index(), undoIndex);
    }

private slots:
    void edit_data();
    void edit();
    void aDragIsOneStep();
    void tapsOfASeriesAreOneStep();
    void undoShowsTheClipEdited();
    void newMarkerNames();
};

void TestClipGuideEdits::edit_data()
{
    QTest::addColumn<int>("clip"); // the clip shown and edited
    QTest::addColumn<QString>("edit");
    QTest::addColumn<QList<ClipMarker>>("markers"); // the clip's afterwards (none pushed: as before)
    QTest::addColumn<std::optional<BeatGrid>>("beat");
    QTest::addColumn<QString>("undoText"); // "" when nothing is pushed
    const QList<ClipMarker> walk{{0, QStringLiteral("step")}, {500, QStringLiteral("hit")}};
    const std::optional<BeatGrid> walkBeat = BeatGrid{120, 0};
    const QList<ClipMarker> idle{{100, QStringLiteral("in")}};
    const std::optional<BeatGrid> none;

    QTest::newRow("add: after the others, in the order added")
        << 1 << "add 250 M3" << QList<ClipMarker>{walk[0], walk[1], {250, QStringLiteral("M3")}} << walkBeat
        << "Add marker \"M3\" at 250 ms in walk";
    QTest::newRow("add: a fraction of a ms, no name") << 0 << "add 33.37" << QList<ClipMarker>{idle[0], {33.37, QString()}}
                                                      << none << "Add marker (no name) at 33.4 ms in idle";
    QTest::newRow("add: past the clip's end") << 0 << "add 9000 late" << QList<ClipMarker>{idle[0], {9000, QStringLiteral("late")}}
                                              << none << "Add marker \"late\" at 9000 ms in idle";
    QTest::newRow("add: where one is already") << 1 << "add 500 again" << walk << walkBeat << "";
    QTest::newRow("add: before 0") << 1 << "add -1 early" << walk << walkBeat << "";
    QTest::newRow("add: past the file's limit") << 1 << "add 1e10 far" << walk << walkBeat << "";
    QTest::newRow("add: not a number") << 1 << "add nan x" << walk << walkBeat << "";
    QTest::newRow("rename") << 1 << "rename 1 big hit" << QList<ClipMarker>{walk[0], {500, QStringLiteral("big hit")}}
                            << walkBeat << "Rename marker \"hit\" to \"big hit\" in walk";
    QTest::newRow("rename: to no name") << 0 << "rename 0" << QList<ClipMarker>{{100, QString()}} << none
                                        << "Rename marker \"in\" to (no name) in idle";
    QTest::newRow("rename: the same name") << 1 << "rename 0 step" << walk << walkBeat << "";
    QTest::newRow("rename: no such marker") << 1 << "rename 2 x" << walk << walkBeat << "";
    QTest::newRow("move: keeps its place in the list")
        << 1 << "move 0 750" << QList<ClipMarker>{{750, QStringLiteral("step")}, walk[1]} << walkBeat
        << "Move marker \"step\" to 750 ms in walk";
    QTest::newRow("move: where it is") << 1 << "move 1 500" << walk << walkBeat << "";
    QTest::newRow("move: before 0") << 1 << "move 1 -5" << walk << walkBeat << "";
    QTest::newRow("remove") << 1 << "remove 0" << QList<ClipMarker>{walk[1]} << walkBeat << "Remove marker \"step\" in walk";
    QTest::newRow("remove: the last one") << 0 << "remove 0" << QList<ClipMarker>{} << none << "Remove marker \"in\" in idle";
    QTest::newRow("remove: no such marker") << 0 << "remove 1" << idle << none << "";
    QTest::newRow("beat: set") << 0 << "beat 128 -62.5" << idle << std::optional(BeatGrid{128, -62.5})
                               << "Set beat grid to 128 BPM from -62.5 ms in idle";
    QTest::newRow("beat: changed") << 1 << "beat 97.333 12" << walk << std::optional(BeatGrid{97.333, 12})
                                   << "Set beat grid to 97.33 BPM from 12 ms in walk";
    QTest::newRow("beat: the same") << 1 << "beat 120 0" << walk << walkBeat << "";
    QTest::newRow("beat: 0 BPM") << 0 << "beat 0 0" << idle << none << "";
    QTest::newRow("beat: past the limit") << 0 << "beat 10001 0" << idle << none << "";
    QTest::newRow("beat: offset not a number") << 0 << "beat 120 nan" << idle << none << "";
    QTest::newRow("clear") << 1 << "clear" << walk << none << "Clear beat grid in walk";
    QTest::newRow("clear: none to clear") << 0 << "clear" << idle << none << "";
}

void TestClipGuideEdits::edit()
{
    QFETCH(int, clip);
    QFETCH(QString, edit);
    QFETCH(QList<ClipMarker>, markers);
    QFETCH(std::optional<BeatGrid>, beat);
    QFETCH(QString, undoText);
    Document doc;
    const Project before = twoClips();
    doc.reset(before, QString());
    doc.setCurrentClip(clip);
    Project after = before;
    after.clips[size_t(clip)].markers = markers;
    after.clips[size_t(clip)].beat = beat;

    const bool pushed = !undoText.isEmpty();
    QCOMPARE(run(doc, edit), pushed);
    check(doc, after, clip, pushed ? 1 : 0);
    if (!pushed)
        return;
    QCOMPARE(doc.undoStack()->undoText(), undoText);
    QVERIFY(doc.isModified());
    doc.undoStack()->undo();
    check(doc, before, clip, 0);
    QVERIFY(!doc.isModified());
    doc.undoStack()->redo();
    check(doc, after, clip, 1);
}

void TestClipGuideEdits::aDragIsOneStep()
{
    Document doc;
    const Project before = twoClips();
    doc.reset(before, QString());
    doc.setCurrentClip(1);
    // A drag: the first step on its own, the later ones mergeable.
    QVERIFY(ClipGuideEdits::moveMarker(&doc, 1, 520));
    QVERIFY(ClipGuideEdits::moveMarker(&doc, 1, 560, true));
    QVERIFY(ClipGuideEdits::moveMarker(&doc, 1, 600, true));
    Project after = before;
    after.clips[1].markers[1].time = 600;
    check(doc, after, 1, 1);
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Move marker \"hit\" to 600 ms in walk"));
    // Another drag, of another marker: a step of its own, even though mergeable from its start.
    QVERIFY(ClipGuideEdits::moveMarker(&doc, 0, 40));
    QVERIFY(ClipGuideEdits::moveMarker(&doc, 0, 80, true));
    Project later = after;
    later.clips[1].markers[0].time = 80;
    check(doc, later, 1, 2);
    // A mergeable move of another marker does not merge into this drag.
    QVERIFY(ClipGuideEdits::moveMarker(&doc, 1, 610, true));
    QCOMPARE(doc.undoStack()->index(), 3);
    doc.undoStack()->undo();
    check(doc, later, 1, 2);
    doc.undoStack()->undo();
    check(doc, after, 1, 1);
    doc.undoStack()->undo();
    check(doc, before, 1, 0);
    // A drag that comes back to where it started leaves no step.
    QVERIFY(ClipGuideEdits::moveMarker(&doc, 1, 700));
    QVERIFY(ClipGuideEdits::moveMarker(&doc, 1, 500, true));
    check(doc, before, 1, 0);
    QCOMPARE(doc.undoStack()->count(), 0);
}

void TestClipGuideEdits::tapsOfASeriesAreOneStep()
{
    Document doc;
    const Project before = twoClips();
    doc.reset(before, QString());
    doc.setCurrentClip(0);
    QVERIFY(ClipGuideEdits::setBeatGrid(&doc, BeatGrid{100, 30}));
    QVERIFY(ClipGuideEdits::setBeatGrid(&doc, BeatGrid{101, 28}, true));
    QVERIFY(ClipGuideEdits::setBeatGrid(&doc, BeatGrid{100.5, 29}, true));
    Project after = before;
    after.clips[0].beat = BeatGrid{100.5, 29};
    check(doc, after, 0, 1);
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Set beat grid to 100.5 BPM from 29 ms in idle"));
    doc.undoStack()->undo();
    check(doc, before, 0, 0);
}

void TestClipGuideEdits::undoShowsTheClipEdited()
{
    Document doc;
    const Project before = twoClips();
    doc.reset(before, QString());
    doc.setCurrentClip(0);
    QVERIFY(ClipGuideEdits::addMarker(&doc, 150, QStringLiteral("blink")) == 1);
    Project after = before;
    after.clips[0].markers.append({150, QStringLiteral("blink")});
    doc.setCurrentClip(1); // the user goes on to the walk
    doc.undoStack()->undo();
    check(doc, before, 0, 0);
    doc.setCurrentClip(1);
    doc.undoStack()->redo();
    check(doc, after, 0, 1);
}

void TestClipGuideEdits::newMarkerNames()
{
    Clip clip;
    QCOMPARE(ClipGuideEdits::newMarkerName(clip), QStringLiteral("M1"));
    clip.markers = {{0, QStringLiteral("kick")}};
    QCOMPARE(ClipGuideEdits::newMarkerName(clip), QStringLiteral("M2"));
    clip.markers.append({10, QStringLiteral("M2")});
    clip.markers.append({20, QStringLiteral("M4")});
    QCOMPARE(ClipGuideEdits::newMarkerName(clip), QStringLiteral("M5"));
    clip.markers.removeAt(1);
    QCOMPARE(ClipGuideEdits::newMarkerName(clip), QStringLiteral("M3"));
}

QTEST_GUILESS_MAIN(TestClipGuideEdits)
#include "tst_clipguideedits.moc"
