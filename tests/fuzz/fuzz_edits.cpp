// Fuzz target: the bytes are a program of edits, each made as the window makes it (EditOperations,
// the tables' setData, ClipEdits, ClipGuideEdits, PlayRangeEdits, FrameDataEdits, undo and redo)
// on the boxer example (resources/examples/punch.json). After every edit the project saves to a
// text the reader accepts and that reads back as the same text: no edit lets a value past a
// limit of the file, so no save makes a file that will not open. At the end, undoing every step
// gives back the project opened, and redoing every step the project edited.
#include "fuzz/fuzzsupport.h"

#include "common/testpaths.h"
#include "document/batchtiming.h"
#include "document/clipboardfragment.h"
#include "document/clipedits.h"
#include "document/clipguideedits.h"
#include "document/document.h"
#include "document/editoperations.h"
#include "document/exporttargetedits.h"
#include "document/framedataedits.h"
#include "document/playrangeedits.h"
#include "file/projectreader.h"
#include "file/projectwriter.h"
#include "itemmodels/eventtablemodel.h"
#include "itemmodels/frametablemodel.h"
#include "itemmodels/keyframetablemodel.h"

#include <QUndoStack>
#include <cmath>
#include <cstdio>
#include <limits>

using namespace inbetween;

namespace {

// The bytes read one value at a time; past their end, zeros.
class Program
{
public:
    Program(const uint8_t *data, size_t size) : m_data(data), m_size(size) {}
    bool done() const { return m_at >= m_size; }
    int byte() { return m_at < m_size ? m_data[m_at++] : 0; }
    int pick(int n) { return n <= 0 ? 0 : byte() % n; }
    // A number a person could type or a gesture could give, the limits' neighbours among them.
    double number()
    {
        static const double numbers[] = {0.0, 1.0, -1.0, 0.5, 16.6667, 100.0, 250.0, 1000.0, 8192.0, 8193.0, 1e6, 999999999.0,
                                         1e9, 1e9 + 1, 2e9, 1e15, -1e9, -2e9, 1e300, 1e-300, -0.0,
                                         std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity()};
        return numbers[pick(int(std::size(numbers)))];
    }
    // Text typed into a cell or a name field.
    QString text()
    {
        static const char *const texts[] = {"100", "2f", "1e9", "1000000001", "-5", "0", "abc", "", " ", "1.5", "nan",
                                            "linear", "step", "easeInOut", "bezier(0.2, 5000, 0.8, 1)", "walk", "hit", "@land"};
        const int n = int(std::size(texts));
        const int which = pick(n + 2);
        if (which < n)
            return QString::fromLatin1(texts[which]);
        return QString(which == n ? 1001 : 101, QLatin1Char('x')); // past a name's limits
    }
    // Up to four distinct rows of a list of `count` (none when it is empty), in order.
    QList<int> rows(int count)
    {
        QList<int> out;
        for (int i = pick(4) + 1; count > 0 && i > 0; --i) {
            const int row = pick(count);
            if (!out.contains(row))
                out.append(row);
        }
        std::sort(out.begin(), out.end());
        return out;
    }

private:
    const uint8_t *m_data;
    size_t m_size;
    size_t m_at = 0;
};

const Project &punch()
{
    static const Project project = [] {
        const ProjectReader::Result r = ProjectReader::readFile(testpaths::source("resources/examples/punch.json"));
        if (r.ok())
            return *r.project;
        fuzz::fail("resources/examples/punch.json does not load");
    }();
    return project;
}

// The first part where two projects differ, for a finding's message.
QByteArray whereDiffers(const Project &a, const Project &b)
{
    if (a.clips.size() != b.clips.size())
        return "clips (count)";
    for (size_t i = 0; i < a.clips.size(); ++i) {
        const Clip &x = a.clips[i], &y = b.clips[i];
        const QByteArray at = "clips[" + QByteArray::number(qulonglong(i)) + "].";
        const std::pair<const char *, bool> parts[] = {
            {"name", x.name == y.name}, {"loop", x.loop == y.loop}, {"frames", x.frames.frames() == y.frames.frames()},
            {"keyframes", x.motion.keys() == y.motion.keys()}, {"events", x.events == y.events}, {"audio", x.audio == y.audio},
            {"playRange", x.playRange == y.playRange}, {"markers", x.markers == y.markers}, {"beat", x.beat == y.beat}};
        for (const auto &[name, same] : parts) {
            if (!same)
                return at + name;
        }
    }
    return "the project's own keys";
}

void checkSaves(const Document &doc)
{
    const QByteArray saved = ProjectWriter::toJson(doc.project());
    const ProjectReader::Result back = ProjectReader::read(saved);
    if (!back.ok())
        fuzz::fail("an edit made a project whose file the reader refuses",
                   back.messages(QStringLiteral("saved.json")).join(QLatin1Char('\n')).toUtf8() + "\n" + saved);
    // The file, not the project: a play range longer than the clip an edit shortened is kept
    // for the edit's undo and written clamped (PlayRangeClip::effectiveRange).
    if (ProjectWriter::toJson(*back.project) != saved)
        fuzz::fail("an edited project's file reads back as another", whereDiffers(doc.project(), *back.project) + "\n" + saved);
}

// A value typed into a table: a number or a text.
QVariant typed(Program &p)
{
    return p.pick(2) ? QVariant(p.number()) : QVariant(p.text());
}

// One edit of the program, on the current clip unless it says otherwise.
void edit(Program &p, Document &doc, FrameTableModel &frames, KeyframeTableModel &keys, EventTableModel &events)
{
    EditOperations ops(&doc);
    const Clip &clip = doc.clip();
    const int nFrames = clip.frames.count(), nKeys = clip.motion.count(), nEvents = int(clip.events.size());
    const int nClips = int(doc.project().clips.size());
    const double playhead = clip.frames.length() * p.byte() / 255.0; // where the playhead can be
    const auto kind = [&p] { return std::array{ListKind::Frames, ListKind::Keyframes, ListKind::Events}[size_t(p.pick(3))]; };
    switch (p.pick(31)) {
    case 0: ops.addFrame(p.pick(nFrames + 1)); break;
    case 1:
        if (nFrames < 2000) // doubling: the fuzzer looks for wrong values, not for long runs
            ops.duplicateFrames(p.rows(nFrames));
        break;
    case 2: ops.removeFrames(p.rows(nFrames)); break;
    case 3: ops.moveFrames(p.rows(nFrames), p.pick(2) ? 1 : -1); break;
    case 4: frames.setDataForRows(p.rows(nFrames), FrameTableModel::DurationColumn, typed(p)); break;
    case 5: ops.addKeyframeAt(playhead); break;
    case 6: ops.removeKeyframes(p.rows(nKeys)); break;
    case 7: keys.setDataForRows(p.rows(nKeys), p.pick(KeyframeTableModel::ColumnCount), typed(p)); break;
    case 8: ops.addEventAt(playhead); break;
    case 9: ops.removeEvents(p.rows(nEvents)); break;
    case 10: events.setDataForRows(p.rows(nEvents), p.pick(EventTableModel::ColumnCount), typed(p)); break;
    case 11: { // Copy, then Paste at the playhead
        const ListKind k = kind();
        const int n = k == ListKind::Frames ? nFrames : k == ListKind::Keyframes ? nKeys : nEvents;
        if (nFrames >= 2000)
            break;
        const ClipboardFragment::Pasted pasted = ClipboardFragment::read(ClipboardFragment::copy(clip, k, p.rows(n), doc.folder()), doc.folder());
        if (pasted.clip)
            ops.paste(*pasted.clip, k, playhead, pasted.boxes);
        break;
    }
    case 12: {
        const ListKind k = kind();
        ops.cut(k, p.rows(k == ListKind::Frames ? nFrames : k == ListKind::Keyframes ? nKeys : nEvents));
        break;
    }
    case 13: ops.addClip(); break;
    case 14: ops.duplicateClip(p.pick(nClips)); break;
    case 15: ops.renameClip(p.pick(nClips), p.text()); break;
    case 16: ops.removeClip(p.pick(nClips)); break;
    case 17: ops.moveClip(p.pick(nClips), p.pick(2) ? 1 : -1); break;
    case 18: ops.setFps(p.number()); break;
    case 19: ClipGuideEdits::addMarker(&doc, p.pick(2) ? playhead : p.number(), p.text()); break;
    case 20: ClipGuideEdits::moveMarker(&doc, p.pick(int(clip.markers.size())), p.number()); break;
    case 21: ClipGuideEdits::setBeatGrid(&doc, BeatGrid{p.number(), p.number()}); break;
    case 22: p.pick(2) ? PlayRangeEdits::setIn(&doc, p.number()) : PlayRangeEdits::setOut(&doc, p.number()); break;
    case 23: ClipEdits::setSoundOffset(&doc, p.pick(nClips), p.number()); break;
    case 24:
        p.pick(2) ? FrameDataEdits::addBox(&doc, p.text()) : FrameDataEdits::addPoint(&doc, p.text());
        break;
    case 25: { // Frames > Retime Frames: scale, set all, fit to a total
        const QList<int> rows = p.rows(nFrames);
        QList<double> durations;
        for (int r : rows)
            durations << clip.frames.frame(r).duration;
        const int how = p.pick(3);
        const double v = std::abs(p.number()); // the dialog's spin boxes give no negative number
        ops.retimeFrames(rows, how == 0 ? BatchTiming::scale(durations, v) : how == 1 ? BatchTiming::setAll(durations, v)
                                                                           : BatchTiming::fitToTotal(durations, v));
        break;
    }
    case 26: { // the Boxes tool: a pivot, a box or a point of the declared ones on some frames
        const QList<int> rows = p.rows(nFrames);
        QList<FrameData> data;
        const Project &project = doc.project();
        for (int r : rows) {
            FrameData d = clip.frames.frame(r).data.get();
            const double x = p.number(), y = p.number();
            if (const int what = p.pick(3); what == 0)
                d.pivot = QPointF(x, y);
            else if (what == 1 && !project.boxes.isEmpty())
                d.boxes.insert(project.boxes[p.pick(int(project.boxes.size()))].name, QRectF(x, y, p.number(), p.number()));
            else if (!project.points.isEmpty())
                d.points.insert(project.points[p.pick(int(project.points.size()))].name, QPointF(x, y));
            data << d;
        }
        FrameDataEdits::setFrameData(&doc, rows, data, QStringLiteral("Boxes"), p.pick(2));
        break;
    }
    case 27: {
        const FrameDataEdits::Names list = p.pick(2) ? FrameDataEdits::Names::Boxes : FrameDataEdits::Names::Points;
        const int n = int(list == FrameDataEdits::Names::Boxes ? doc.project().boxes.size() : doc.project().points.size());
        p.pick(2) ? FrameDataEdits::rename(&doc, list, p.pick(n), p.text()) : FrameDataEdits::remove(&doc, list, p.pick(n));
        break;
    }
    case 28: FrameDataEdits::copyFrameData(&doc, p.pick(nFrames), p.rows(nFrames)); break;
    case 29: { // File > Export Targets: a target as its dialog gives it (the options' fields keep to
               // the file's ranges there: tst_exporttargetdialog), or one removed
        ExportTarget t;
        t.format = QString::fromLatin1(std::array{"gltf", "aseprite", "godot", "unity", "spine", "csv"}[size_t(p.pick(6))]);
        t.path = p.text();
        t.clip = p.pick(2) ? QString() : doc.project().clips[size_t(p.pick(nClips))].name;
        if (p.pick(2))
            ExportTargetEdits::add(&doc, t);
        else
            ExportTargetEdits::remove(&doc, p.pick(int(doc.project().exports.size())));
        break;
    }
    case 30:
        if (p.pick(2))
            doc.undoStack()->undo();
        else
            doc.undoStack()->redo();
        break;
    }
    if (p.pick(4) == 0)
        doc.setCurrentClip(p.pick(int(doc.project().clips.size())));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Program program(data, std::min<size_t>(size, 600)); // a few hundred edits at most
    Document doc;
    doc.reset(punch(), QString());
    FrameTableModel frames(&doc);
    KeyframeTableModel keys(&doc);
    EventTableModel events(&doc);
    // FUZZ_EDITS_TRACE=1: each step made, by its undo text, to read a finding by.
    static const bool trace = qEnvironmentVariableIsSet("FUZZ_EDITS_TRACE");
    while (!program.done()) {
        const int before = doc.undoStack()->index();
        edit(program, doc, frames, keys, events);
        if (trace && doc.undoStack()->index() != before)
            std::fprintf(stderr, "step %d: %s\n", doc.undoStack()->index(), qPrintable(doc.undoStack()->text(doc.undoStack()->index() - 1)));
        checkSaves(doc);
    }
    const Project edited = doc.project();
    const int steps = doc.undoStack()->index();
    doc.undoStack()->setIndex(0);
    if (doc.project() != punch())
        fuzz::fail("undoing every step does not give back the project opened", ProjectWriter::toJson(doc.project()));
    doc.undoStack()->setIndex(steps);
    if (doc.project() != edited)
        fuzz::fail("redoing every step does not give back the project edited", ProjectWriter::toJson(doc.project()));
    return 0;
}
