#pragma once

// What an autosave costs the GUI thread (Autosaver::autosaveInBackground: the copy of the project
// and handing it to the autosave thread), round by round with a real Document and Autosaver, and
// what the first edit made while the write runs costs (it copies the list it changes, which the
// write still reads), beside the same edit with no write under way.

#include "project.h"

namespace bench {

struct AutosaveTiming
{
    int rounds = 0;
    // The GUI thread's part: wall time, and the CPU time of the GUI thread alone (ms).
    double guiWallMedian = 0, guiWallMax = 0, guiCpuMedian = 0, guiCpuMax = 0;
    // From the start to the autosaved signal: the write on the autosave thread (ms).
    double writeWallMedian = 0;
    // One frame retimed in the middle of the clip while the write runs, and with none (ms).
    double editDuringWriteMedian = 0, editDuringWriteMax = 0, editAloneMedian = 0;
};

AutosaveTiming measureAutosave(const inbetween::Project &project, int rounds);

} // namespace bench
