#pragma once

#include <QString>
#include <QStringList>

namespace inbetween {

// What `inbetween [FILE]` opens: FILE when given; else the last project when it still exists;
// else the bundled square example; else nothing (an empty project).
struct StartupChoice
{
    QString file;      // empty: start with a new project
    bool explicitFile = false; // FILE was given: a failure to read it is reported
    int autosaveIntervalMs = 60000; // --autosave-interval MS
};

namespace Startup {

// Parses the arguments with QCommandLineParser (--help, --version, one optional FILE); exits on
// --help, --version and wrong usage (status 2) like any command-line program.
StartupChoice parse(const QStringList &arguments);
// The bundled example: next to the executable (installed), or in the source tree's resources/.
QString bundledExample();

} // namespace Startup

} // namespace inbetween
