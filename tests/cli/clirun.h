#pragma once

// The real inbetween-cli run as a pipeline runs it, for the command-line tests: its exit status
// and what it printed. The CLI must never need a display: the run has no X server and a platform
// that would need one, so a command that reached for one would fail here.

#include "common/testpaths.h"

#include <QProcess>
#include <QStringList>

namespace clirun {

struct Run
{
    int code = -1; // -1: it did not finish within a minute, or crashed
    QByteArray out;
    QByteArray err;
};

inline Run run(const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    p.setProcessEnvironment(env);
    p.start(testpaths::cli(), args);
    Run r;
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit)
        return r;
    r.code = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

} // namespace clirun
