#include "benchmarks/autosavetiming.h"

#include "document/autosaver.h"
#include "document/document.h"
#include "document/rowcommands.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <algorithm>
#include <ctime>
#include <vector>

using namespace inbetween;

namespace bench {

namespace {

double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

double maximum(const std::vector<double> &v)
{
    return v.empty() ? 0 : *std::max_element(v.begin(), v.end());
}

// One frame in the middle retimed to `duration` (a new value each time: an edit that changes
// nothing is no step), one undo step; its wall time in ms.
double timedEdit(Document &doc, double duration)
{
    const int row = doc.clip().frames.count() / 2;
    QElapsedTimer t;
    t.start();
    doc.undoStack()->push(new SetFramesCommand(&doc, {row}, {{duration, {}}}, QStringLiteral("Set")));
    return t.nsecsElapsed() / 1e6;
}

} // namespace

AutosaveTiming measureAutosave(const Project &project, int rounds)
{
    QTemporaryDir store;
    Document doc;
    doc.reset(project, QString());
    Autosaver autosaver(&doc, AutosaveStore(store.path()), 3600000); // started by hand, never by the timer
    QSignalSpy autosaved(&autosaver, &Autosaver::autosaved);
    std::vector<double> guiWall, guiCpu, write, editDuring, editAlone;
    for (int round = 0; round < rounds; ++round) {
        editAlone.push_back(timedEdit(doc, 1000 + round)); // no write under way: the lists are the document's own
        QElapsedTimer whole;
        whole.start();
        const double cpu0 = threadCpuMs();
        QElapsedTimer gui;
        gui.start();
        autosaver.autosaveInBackground();
        guiWall.push_back(gui.nsecsElapsed() / 1e6);
        guiCpu.push_back(threadCpuMs() - cpu0);
        editDuring.push_back(timedEdit(doc, 2000 + round)); // the write reads the frames: this copies them
        if (!autosaved.wait(10000))
            break;
        write.push_back(whole.nsecsElapsed() / 1e6);
    }
    AutosaveTiming t;
    t.rounds = int(write.size());
    t.guiWallMedian = median(guiWall);
    t.guiWallMax = maximum(guiWall);
    t.guiCpuMedian = median(guiCpu);
    t.guiCpuMax = maximum(guiCpu);
    t.writeWallMedian = median(write);
    t.editDuringWriteMedian = median(editDuring);
    t.editDuringWriteMax = maximum(editDuring);
    t.editAloneMedian = median(editAlone);
    return t;
}

} // namespace bench
