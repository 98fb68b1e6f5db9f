#pragma once

#include "export/exporttargetoutcome.h"
#include "project.h"

#include <QList>
#include <QMetaType>
#include <QObject>
#include <QStringList>
#include <QThreadPool>
#include <memory>

namespace inbetween {

// Runs a project's kept export targets (DESIGN.md, "Export targets") on a thread of its own, so
// that the window goes on while a big project is written: the caller's project is copied (its
// lists shared, not copied, as the autosave's), each target runs as `inbetween-cli export FILE`
// runs it (ExportTargets::runChecked: every file or none, written through temporaries; a target whose
// path is the project file is refused), a failed one leaves its files as they were and the rest
// still run, and the outcomes come back, in the targets' order, in `finished` on the thread that
// asked. One run at a time: a run asked while one is under way starts after it, and of several
// asked meanwhile only the last (the newest project) runs, with the targets the earlier asked for
// (all of them, when one asked for all; else each still in the list unchanged, wherever it now
// stands) and the earlier's label when it has none; the earlier are dropped unreported.
class ExportTargetRunner : public QObject
{
    Q_OBJECT

public:
    explicit ExportTargetRunner(QObject *parent = nullptr);
    // Waits for a run under way (its outcome is not reported).
    ~ExportTargetRunner() override;

    // Runs the targets at `indexes` of project.exports (every one when empty); `folder` is what
    // the project's relative paths are relative to, `projectFile` the project's own file ("" for
    // one never saved). `label` comes back with the outcomes (what asked for the run).
    void start(const Project &project, const QString &folder, const QString &projectFile, const QList<int> &indexes,
               const QString &label);
    bool isRunning() const { return bool(m_running); }
    // Blocks until every run asked has finished and been reported.
    void waitForDone();

signals:
    void finished(const QList<inbetween::ExportTargetOutcome> &outcomes, const QString &label);

private:
    struct Job;
    void launch(std::shared_ptr<Job> job);
    void finish(std::shared_ptr<Job> job);

    std::shared_ptr<Job> m_running; // the run under way
    std::shared_ptr<Job> m_next;    // the run asked meanwhile
    QThreadPool m_thread;           // one thread: the runs in order
};

} // namespace inbetween

Q_DECLARE_METATYPE(inbetween::ExportTargetOutcome)
