#pragma once

#include "session/exportchoices.h"
#include "export/exporttypes.h"

#include <QString>

namespace inbetween {

// File > Export's options as a project last used them, in the user's settings (QSettings, keyed
// by the project file's path, "" for a project never saved): the pixels per unit of the world-
// unit formats and the atlas options of the formats that write pictures, each proposed again by
// the project's next export that reads it (DESIGN.md, "One scale everywhere", "The atlas").
namespace ExportChoicesMemory {

// The choices a format of `options` asks, with this project's last values (else the defaults).
ExportChoices recalled(const QString &projectPath, ExportOptionSet options);
// Keeps the parts of `choices` that are present.
void remember(const QString &projectPath, const ExportChoices &choices);

} // namespace ExportChoicesMemory

} // namespace inbetween
