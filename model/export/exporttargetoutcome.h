#pragma once

#include "exporttarget.h"

#include <QString>
#include <QStringList>

namespace inbetween {

// What running one kept export target came to (ExportTargetRunner).
struct ExportTargetOutcome
{
    int index = -1; // in the project's `exports` as they were when the run was asked
    ExportTarget target;
    QString error;       // why it was not written, in one line; empty: written
    QStringList written; // the files written, in order
    // What the format left out (exportLeftOut) and atlas pages left from an earlier export of
    // more pages (SpriteAtlas::leftoverPages), as `inbetween-cli export FILE` warns of them.
    QStringList notes;

    bool ok() const { return error.isEmpty(); }
};

} // namespace inbetween
