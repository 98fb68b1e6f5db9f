#pragma once

#include <QList>
#include <QObject>
#include <QStringList>

class QWidget;

namespace inbetween {

class EditorSession;
class ExportTargetRunner;
struct ExportTargetOutcome;

// The project's kept export targets run from the window (DESIGN.md, "Export targets"): File >
// Export All, the Export Targets dialog's Export Now, and every target after each save when File >
// Export on Save is on. A run goes on ExportTargetRunner's thread, so the window stays usable
// while a big project is written (a busy cursor says one is under way); a failed target leaves
// its files as they were and the others still run. The status line then says what was written
// or, for each failure, which target and why, in the words of `inbetween-cli export FILE`
// ("wrote godot game/hero.tres", "cannot export to aseprite sheets/hero-sheet.json: why"), the
// targets named by their format and their path as the project file names it.
class TargetExports : public QObject
{
    Q_OBJECT

public:
    explicit TargetExports(EditorSession *session, QObject *parent = nullptr);
    ~TargetExports() override;

    // File > Export All: every target; with none, the status line says how to keep one.
    void exportAll();
    // The targets at these rows of the project's `exports` (Export Now).
    void exportRows(const QList<int> &rows);
    // After a save the user asked for (Save, Save As): every target, when Export on Save is on.
    void afterSave();

    // Before the window closes: every run asked finishes (the last save's export is not dropped),
    // and the targets that failed are said in a box, as the status line goes with the window.
    void finishBeforeClosing(QWidget *window);

    ExportTargetRunner *runner() const { return m_runner; }
    // What the last run reported, a line per target and per note (the Export Targets dialog).
    QStringList lastLines() const { return m_lastLines; }

signals:
    // A run has been reported: the status line's text, and lastLines().
    void finished(const QString &status, const QStringList &lines);

private:
    void start(const QList<int> &rows, const QString &label);
    void report(const QList<ExportTargetOutcome> &outcomes, const QString &label);
    void setBusy(bool busy);

    EditorSession *m_session;
    ExportTargetRunner *m_runner;
    QStringList m_lastLines;
    QStringList m_lastFailures; // of the last run reported
    bool m_busy = false;
};

} // namespace inbetween
