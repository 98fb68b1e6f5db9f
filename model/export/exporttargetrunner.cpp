#include "export/exporttargetrunner.h"

#include "export/exporttargets.h"

#include <algorithm>

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
    if (!m_running) {
        launch(job);
        return;
    }
    // Replaces a run asked earlier (this one has the newer project), taking on its targets: a
    // save's run of every target is not lost to an Export Now of one row asked after it, nor an
    // Export Now of a target to an edit of another. Each target asked for is found again by what
    // it is, wherever it stands now; one edited or removed since is not run.
    if (m_next) {
        const Job &earlier = *m_next;
        const bool every = earlier.indexes.size() == earlier.project.exports.size();
        for (int i = 0; i < project.exports.size(); ++i) {
            const bool asked = every || std::any_of(earlier.indexes.cbegin(), earlier.indexes.cend(), [&](int j) {
                                   return earlier.project.exports[j] == project.exports[i];
                               });
            if (asked && !job->indexes.contains(i))
                job->indexes.append(i);
        }
        std::sort(job->indexes.begin(), job->indexes.end());
        // What asked for the earlier run ("Saved hero.json") is said when this one says nothing.
        if (job->label.isEmpty())
            job->label = earlier.label;
    }
    m_next = job;
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
