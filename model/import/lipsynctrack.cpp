#include "import/lipsynctrack.h"

#include <algorithm>

namespace inbetween {

bool LipSyncResult::hasErrors() const
{
    return std::any_of(diagnostics.begin(), diagnostics.end(), [](const Diagnostic &d) { return d.isError(); });
}

QStringList LipSyncResult::messages(const QString &fileName) const
{
    QStringList out;
    for (const Diagnostic &d : diagnostics)
        out.append(d.text(fileName));
    return out;
}

QStringList LipSyncResult::errors(const QString &fileName) const
{
    QStringList out;
    for (const Diagnostic &d : diagnostics) {
        if (d.isError())
            out.append(d.text(fileName));
    }
    return out;
}

QStringList LipSyncResult::warnings(const QString &fileName) const
{
    QStringList out;
    for (const Diagnostic &d : diagnostics) {
        if (!d.isError())
            out.append(d.text(fileName));
    }
    return out;
}

void LipSyncResult::error(const QString &where, const QString &message)
{
    diagnostics.append({Diagnostic::Severity::Error, where, message});
}

void LipSyncResult::warning(const QString &where, const QString &message)
{
    diagnostics.append({Diagnostic::Severity::Warning, where, message});
}

LipSyncResult &LipSyncResult::finish(LipSyncTrack t)
{
    if (hasErrors())
        track.reset();
    else
        track = std::move(t);
    return *this;
}

} // namespace inbetween
