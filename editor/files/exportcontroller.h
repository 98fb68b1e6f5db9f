#pragma once

#include <QObject>
#include <QString>

class QWidget;

namespace inbetween {

class EditorSession;

// File > Export of one engine format (DESIGN.md, "Engine exports"): asks the format's options and
// where, writes the files (every one or none) and reports what it wrote and what the format left
// out.
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
    EditorSession *m_session;
    QWidget *m_window;
};

} // namespace inbetween
