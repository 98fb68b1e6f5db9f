#pragma once

#include "session/exportchoices.h"
#include "export/exporttypes.h"

#include <QString>
#include <optional>

namespace inbetween {

// What File > Export remembers of a project, in the user's settings (QSettings, keyed by the
// project file's path, "" for a project never saved): the pixels per unit of the world-unit
// formats and the atlas options of the formats that write pictures, each proposed again by the
// project's next export that reads it (DESIGN.md, "One scale everywhere", "The atlas"), and
// whether its exports are kept as targets without asking.
namespace ExportChoicesMemory {

// The choices a format of `options` asks, with this project's last values (else the defaults).
ExportChoices recalled(const QString &projectPath, ExportOptionSet options);
// Keeps the parts of `choices` that are present.
void remember(const QString &projectPath, const ExportChoices &choices);
// The answer File > Export's "Keep this export in the project?" is to have without asking
// ("Don't ask again for this project": keep every new target, or none); nothing: ask.
std::optional<bool> keepsTargets(const QString &projectPath);
void rememberKeepsTargets(const QString &projectPath, bool keep);

} // namespace ExportChoicesMemory

} // namespace inbetween
