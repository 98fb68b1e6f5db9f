#include "cli/watchcommand.h"

#include "cli/clioutput.h"
#include "cli/stopsignals.h"
#include "cli/targetscommand.h"
#include "document/filewatch.h"
#include "document/projectfiles.h"
#include "file/projectreader.h"
#include "media/filemessagegroups.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFileInfo>
#include <QTimer>
#include <cstdio>
#include <optional>

namespace inbetween {

using cli::err;

struct WatchCommand::Watched
{
    QString file;     // as the command line names it: every line about it names it so
    QString absolute; // the project file, cleaned (FileWatch's name for it)
    QString folder;   // its folder, which its images' and sounds' paths start from
    FileWatch watch;
    std::optional<QStringList> watched; // the images and sounds last said to be watched (none yet)
};

namespace {

// "2 images", "1 sound".
QString counted(qsizetype n, const char *thing)
{
    return QStringLiteral("%1 %2%3").arg(n).arg(QLatin1String(thing), n == 1 ? QString() : QStringLiteral("s"));
}

} // namespace

WatchCommand::WatchCommand(const QStringList &files) : m_files(files) {}

WatchCommand::~WatchCommand() = default;

int WatchCommand::run()
{
    for (const QString &file : std::as_const(m_files)) {
        if (const QFileInfo info(file); !info.isFile()) {
            const QString why = info.exists() ? QStringLiteral("not a file") : QStringLiteral("no such file");
            err(QStringLiteral("%1: cannot watch: %2").arg(file, why));
            return 1;
        }
    }
    // Listening from before the first export: a Ctrl+C during one stops the program after it.
    StopSignals stop;
    QEventLoop loop;
    bool stopping = false; // a quit() before exec() would be lost
    QObject::connect(&stop, &StopSignals::stopRequested, &loop, [&] {
        stopping = true;
        loop.quit();
    });
    for (const QString &file : std::as_const(m_files)) {
        QCoreApplication::processEvents(); // a signal that came during the last project's export
        if (stopping)
            break;
        auto project = std::make_unique<Watched>();
        project->file = file;
        project->absolute = ProjectFiles::absolutePath(QString(), file);
        project->folder = QFileInfo(project->absolute).absolutePath();
        project->watch.setSettleTime(kSettleMs);
        project->watch.setFiles({project->absolute}); // until it reads: the project file alone
        Watched *p = project.get();
        QObject::connect(&p->watch, &FileWatch::filesChanged, &loop, [this, p] { exportProject(p); });
        m_projects.push_back(std::move(project));
        exportProject(p);
    }
    if (!stop.isListening())
        err(QStringLiteral("inbetween-cli: watch cannot catch Ctrl+C here; it stops without finishing an export"));
    if (!stopping)
        loop.exec();
    std::fflush(stdout);
    return 0;
}

void WatchCommand::exportProject(Watched *project)
{
    const ProjectReader::Result result = ProjectReader::readFile(project->file);
    const QStringList messages = result.messages(project->file);
    for (const QString &message : result.ok() ? groupFileMessages(messages, result.project->clipNames()) : messages)
        err(message);
    if (!result.ok()) {
        // A file it names is not there yet (a picture still being rendered, a checkout not done)
        // or of no use: the files it names are watched all the same, as their coming or mending
        // is the fix. A file that does not read at all keeps the last good read's files watched.
        ProjectReader::Options withFileProblems;
        withFileProblems.openWithFileProblems = true;
        const ProjectReader::Result named = ProjectReader::readFile(project->file, withFileProblems);
        if (named.ok())
            watchFilesOf(project, *named.project);
        err(QStringLiteral("%1: not exported; its exports stay as they were until it reads again").arg(project->file));
        // A picture that came (or was mended) since the first read is no change to the watch,
        // which takes the files as they are now: read again, and export when it reads.
        if (named.ok() && ProjectReader::readFile(project->file).ok())
            QTimer::singleShot(0, &project->watch, [this, project] { exportProject(project); });
        return;
    }
    watchFilesOf(project, *result.project);
    TargetsCommand::run(*result.project, project->file);
    std::fflush(stderr);
}

void WatchCommand::watchFilesOf(Watched *project, const Project &read)
{
    const ProjectFiles::Used used = ProjectFiles::usedBy(read, project->folder);
    project->watch.setFiles(QStringList{project->absolute} + used.images + used.sounds);
    tellWatched(*project, used.images, used.sounds);
    project->watched = used.images + used.sounds;
}

void WatchCommand::tellWatched(const Watched &project, const QStringList &images, const QStringList &sounds)
{
    if (project.watched == images + sounds)
        return;
    QStringList what{QStringLiteral("the project file")};
    if (!images.isEmpty())
        what << counted(images.size(), "image");
    if (!sounds.isEmpty())
        what << counted(sounds.size(), "sound");
    const QString last = what.takeLast();
    const QString list = what.isEmpty() ? last : what.join(QStringLiteral(", ")) + QStringLiteral(" and ") + last;
    err(QStringLiteral("%1: watching %2").arg(project.file, list));
}

} // namespace inbetween
