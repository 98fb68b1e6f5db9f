#pragma once

#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

namespace inbetween {

class FileWatch;
class Project;

// `inbetween-cli watch FILE...` (DESIGN.md, "Export targets"; the contract in editor/cli/README.md):
// runs each project's export targets once, as `export FILE` does, then again after every burst of
// changes to the project file or a file it uses (its frames' images, its clips' sounds), until
// SIGINT or SIGTERM. A project that does not read is reported as `validate` reports it and its
// exports are left as they were until it reads again; the files watched are those of the last
// read that succeeded, so an image the project starts using is watched from then on.
class WatchCommand
{
public:
    // How long a project's files must have been quiet before it is read and exported again
    // (FileWatch's settle time). The promise is an export within 500 ms of the last change of a
    // burst: 200 ms of quiet leaves 300 ms for reading and exporting, which a project of a few
    // dozen frames takes tens of ms for, while an editor's save in steps (Krita, Aseprite: a
    // temporary file written, then renamed over; a script writing several files) is still one
    // burst, its steps being ms apart.
    static constexpr int kSettleMs = 200;

    explicit WatchCommand(const QStringList &files);
    ~WatchCommand();
    WatchCommand(const WatchCommand &) = delete;
    WatchCommand &operator=(const WatchCommand &) = delete;

    // Runs until SIGINT or SIGTERM, then returns 0 (an export being written is finished first).
    // 1 at once, nothing exported, when a FILE does not exist: a mistyped name would otherwise be
    // watched in silence.
    int run();

private:
    struct Watched;
    // Reads the project again; when it reads, watches the files it now uses and runs its targets;
    // when only its files keep it from reading, watches them (one missing comes, one broken mended).
    void exportProject(Watched *project);
    // Watches the project file and the files `read` uses, and says so when that changed.
    static void watchFilesOf(Watched *project, const Project &read);
    // Says on stderr which files the project is watched through, when that changes.
    static void tellWatched(const Watched &project, const QStringList &images, const QStringList &sounds);

    QStringList m_files;
    std::vector<std::unique_ptr<Watched>> m_projects;
};

} // namespace inbetween
