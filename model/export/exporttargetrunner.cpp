#include "export/exporttargetrunner.h"

#include "export/exporttargets.h"

namespace inbetween {

struct ExportTargetRunner::Job
{
    Project project;
    QString folder;
    QString projectFile;
    QList<int> indexes;
    QString label;
    QList<ExportTargetOutcome> outcomes; // filled on the runner's thread
};

ExportTargetRunner::ExportTargetRunner(QObject *parent)
    : QObject(parent)
{
    m_thread.setMaxThreadCount(1);
}

ExportTargetRunner::~ExportTargetRunner()
{
    m_next.reset();
    m_thread.waitForDone();
}

void ExportTargetRunner::start(const Project &project, const QString &folder, const QString &projectFile,
                               const QList<int> &indexes, const QString &label)
{
    auto job = std::make_shared<Job>();
    job->project = project; // shares the clips' lists (copy-on-write), as the autosave's copy
    job->folder = folder;
    job->projectFile = projectFile;
    for (int i = 0; i < project.exports.size(); ++i) {
        if (indexes.isEmpty() || indexes.contains(i))
            job->indexes.append(i);
    }
    job->label = label;
    if (m_running)
        m_next = job; // replaces a run asked earlier: this one has the newer project
    else
        launch(job);
}

void ExportTargetRunner::launch(std::shared_ptr<Job> job)
{
    m_running = job;
    m_thread.start([this, job] {
        // Only the job is touched here: the runner's members are the GUI thread's.
        for (int index : std::as_const(job->indexes))
            job->outcomes.append(ExportTargets::runChecked(job->project, job->folder, job->projectFile, index));
        QMetaObject::invokeMethod(this, [this, job] { finish(job); }, Qt::QueuedConnection);
    });
}

void ExportTargetRunner::finish(std::shared_ptr<Job> job)
{
    if (job != m_running)
        return; // already reported by waitForDone
    m_running.reset();
    const QList<ExportTargetOutcome> outcomes = job->outcomes;
    const QString label = job->label;
    if (m_next)
        launch(std::exchange(m_next, nullptr));
    emit finished(outcomes, label);
}

void ExportTargetRunner::waitForDone()
{
    while (m_running) {
        m_thread.waitForDone();
        finish(m_running); // the queued call that follows finds it reported
    }
}

} // namespace inbetween
