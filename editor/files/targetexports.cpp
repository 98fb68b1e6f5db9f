#include "files/targetexports.h"

#include "document/document.h"
#include "export/exporttargetrunner.h"
#include "export/exporttargets.h"
#include "session/editorsession.h"
#include "session/userprompts.h"

#include <QDir>
#include <QCursor>
#include <QGuiApplication>

namespace inbetween {

TargetExports::TargetExports(EditorSession *session, QObject *parent)
    : QObject(parent), m_session(session), m_runner(new ExportTargetRunner(this))
{
    connect(m_runner, &ExportTargetRunner::finished, this, &TargetExports::report);
}

TargetExports::~TargetExports()
{
    setBusy(false); // a run under way is waited for by the runner, unreported
}

void TargetExports::exportAll()
{
    if (m_session->document()->project().exports.isEmpty()) {
        m_session->showStatus(tr("No export targets to run: export once with File > Export and keep it in the project"),
                              8000);
        return;
    }
    start({}, QString());
}

void TargetExports::exportRows(const QList<int> &rows)
{
    if (!rows.isEmpty())
        start(rows, QString());
}

void TargetExports::afterSave()
{
    const Document *doc = m_session->document();
    if (!doc->project().exportOnSave)
        return;
    const QString saved = tr("Saved %1").arg(doc->displayName());
    if (doc->project().exports.isEmpty()) {
        m_session->showStatus(tr("%1; Export on Save has no targets to run: export once with File > Export and keep "
                                 "it in the project")
                                  .arg(saved),
                              8000);
        return;
    }
    start({}, saved);
}

void TargetExports::start(const QList<int> &rows, const QString &label)
{
    const Document *doc = m_session->document();
    const int count = rows.isEmpty() ? int(doc->project().exports.size()) : int(rows.size());
    const QString running = tr("Exporting %n targets...", nullptr, count);
    m_session->showStatus(label.isEmpty() ? running : label + QStringLiteral("; ") + running);
    setBusy(true);
    // The paths of the document are relative to its folder, as the runner takes them.
    m_runner->start(doc->project(), doc->folder(), doc->filePath(), rows, label);
}

void TargetExports::report(const QList<ExportTargetOutcome> &outcomes, const QString &label)
{
    if (!m_runner->isRunning())
        setBusy(false);
    const Document *doc = m_session->document();
    QStringList wrote, failures;
    m_lastLines.clear();
    for (const ExportTargetOutcome &o : outcomes) {
        const QString name = ExportTargets::nameOf(
            o.target, QDir::toNativeSeparators(ExportTargets::filePath(o.target, doc->folder(), doc->fileFolder())));
        if (!o.ok()) {
            failures << tr("cannot export to %1: %2").arg(name, o.error);
            m_lastLines << failures.back();
            continue;
        }
        wrote << name;
        m_lastLines << tr("wrote %1").arg(name);
        for (const QString &note : o.notes)
            m_lastLines << tr("%1: warning: %2").arg(name, note);
    }
    QStringList parts;
    if (!label.isEmpty())
        parts << label;
    if (!wrote.isEmpty())
        parts << tr("wrote %1").arg(wrote.join(QStringLiteral(", ")));
    parts += failures;
    m_lastFailures = failures;
    QString status = parts.join(QStringLiteral("; "));
    if (!status.isEmpty())
        status[0] = status[0].toUpper();
    // A failure stays on the status line until the next message: it is what must be seen.
    m_session->showStatus(status, failures.isEmpty() ? 8000 : 0);
    emit finished(status, m_lastLines);
}

void TargetExports::finishBeforeClosing(QWidget *window)
{
    if (!m_runner->isRunning())
        return;
    QStringList failures;
    const QMetaObject::Connection collect =
        connect(this, &TargetExports::finished, this, [this, &failures] { failures += m_lastFailures; });
    m_runner->waitForDone();
    disconnect(collect);
    failures.removeDuplicates(); // a target that failed in two runs, said once
    if (!failures.isEmpty())
        m_session->prompts()->showErrors(window, tr("Not every export target could be written."), failures);
}

void TargetExports::setBusy(bool busy)
{
    if (busy == m_busy)
        return;
    m_busy = busy;
    if (busy)
        QGuiApplication::setOverrideCursor(QCursor(Qt::BusyCursor));
    else
        QGuiApplication::restoreOverrideCursor();
}

} // namespace inbetween
