#pragma once

#include "exporttarget.h"
#include "session/exportchoices.h"

#include <QObject>
#include <QString>
#include <optional>

class QWidget;

namespace inbetween {

class EditorSession;

// File > Export of one engine format (DESIGN.md, "Engine exports"): asks the format's options and
// where, writes the files (every one or none) and reports what it wrote and what the format left
// out. Then it keeps the export as a target of the project (DESIGN.md, "Export targets"): a target
// that writes that file in that format takes the export's clip and options without a question
// (one undo step, none when nothing changed); else the user is asked whether to keep it (Keep /
// Not Now, "Don't ask again for this project" remembered in the settings: ExportChoicesMemory).
class ExportController : public QObject
{
    Q_OBJECT

public:
    // `window`: the parent of the questions asked.
    ExportController(EditorSession *session, QWidget *window);

    // Asks where, then writes the project in that format (exportFormats() ids): every clip, or
    // with currentClipOnly the document's current clip. A format that measures in world units
    // asks its pixels per unit, one that writes an atlas its atlas options, before where
    // (UserPrompts::askExportOptions), proposing what this project last exported with (QSettings,
    // as the export's folder). False when it did not happen (refused, cancelled or failed).
    bool exportAs(const QString &formatId, bool currentClipOnly = false);

private:
    // `target` as File > Export wrote it (its path relative to the document's folder, the
    // options File > Export does not ask unset), `choices` what was asked. What became of it, for
    // the status line ("" when nothing did).
    QString keepTarget(ExportTarget target, const std::optional<ExportChoices> &choices);

    EditorSession *m_session;
    QWidget *m_window;
};

} // namespace inbetween
