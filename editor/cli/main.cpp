// inbetween-cli: the headless front end for build pipelines. Never needs a display.
// Exit status: 0 success, 1 invalid input, 2 wrong usage.
//
// Built twice (editor/CMakeLists.txt): as inbetween-cli-gui with every command, and with
// INBETWEEN_CLI_CORE as inbetween-cli, linked to Qt Core only, which runs validate, info,
// sample and events itself and hands every other command line to inbetween-cli-gui.

#include "cli/clijson.h"
#include "cli/clioutput.h"
#include "file/projectreader.h"
#include "import/importablefile.h"
#include "media/filemessagegroups.h"
#include "timing/boxticks.h"
#include "timing/crossingfinder.h"
#include "timing/gametick.h"
#include "timing/tickreport.h"
#ifndef INBETWEEN_CLI_CORE
#include "cli/exportcommand.h"
#include "cli/importcommand.h"
#include "cli/watchcommand.h"
#endif

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#ifdef INBETWEEN_CLI_CORE
#include "cli/helperdir.h"

#include <cerrno>
#include <unistd.h>
#endif

using namespace inbetween;

namespace {

using cli::err;
using cli::out;

enum ExitCode { Success = 0, InvalidInput = 1, WrongUsage = 2 };

// AddressSanitizer (GCC defines the first, Clang answers the second) checks for leaks at exit.
#if defined(__SANITIZE_ADDRESS__)
#define INBETWEEN_CHECKS_LEAKS 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(leak_sanitizer)
#define INBETWEEN_CHECKS_LEAKS 1
#endif
#endif

// Ends the process once a command has printed all it prints, without freeing what it read:
// the lists of a big project (100,000 frames and keys) take a millisecond or more to free,
// and the system takes the process's memory back whole anyway. Only the output must not be
// lost: it is flushed first. A build that checks for leaks returns normally and frees all.
void finishNow(int code)
{
#ifndef INBETWEEN_CHECKS_LEAKS
    std::fflush(stdout);
    std::fflush(stderr);
    std::_Exit(code);
#else
    Q_UNUSED(code);
#endif
}

// Most crossings one `events` call prints; a span that would give more is refused, not cut short.
constexpr double kMaxCrossings = 10'000'000;

const char kCommands[] =
    "Usage: inbetween-cli COMMAND FILE [OPTIONS]\n"
    "\n"
    "Commands:\n"
    "  validate FILE...               print each file's problems and warnings, one a line\n"
    "  info FILE                      one JSON object: name, loop, length, fps, counts, clip, clips\n"
    "                                 (and the clip's markers and beat grid, when it has them)\n"
    "  info FILE --tick HZ            ... and how a game ticking at HZ shows each frame's hold and\n"
    "                                 each box (its windows, startup, active and recovery ticks)\n"
    "  sample FILE --at T [--at T]    the pose, pivot, boxes and points at each playback time T (ms),\n"
    "                                 a JSON object a line\n"
    "  events FILE --from T0 --to T1  the frame entries, boxes on and off and events with\n"
    "                                 T0 <= time < T1, in order\n"
    "  import SOURCE -o OUT.json      a project from a sprite sheet, an Aseprite JSON or an\n"
    "                                 animated GIF/WebP (see 'inbetween-cli import --help')\n"
    "  watch FILE...                  run each project's export targets, then again within 500 ms of\n"
    "                                 every change to it or to an image or sound it uses, a line\n"
    "                                 each, until Ctrl+C (SIGINT) or SIGTERM\n"
    "  schema                         the project file's JSON Schema (draft 2020-12)\n";

const char kUsage[] =
    "\n"
    "Options:\n"
    "  --clip NAME     info, sample, events, export: the clip (default: the first;\n"
    "                  export: that clip only; without it every clip)\n"
    "  -h, --help      show this help\n"
    "  -v, --version   show the version\n"
    "\n"
    "Exit status: 0 success, 1 invalid input, 2 wrong usage.\n";

int usageError(const QString &message)
{
    err(QStringLiteral("inbetween-cli: ") + message);
    err(QStringLiteral("Try 'inbetween-cli --help'."));
    return WrongUsage;
}

struct Arguments
{
    QString command;
    QString file;
    QStringList moreFiles; // validate FILE... and watch FILE...: the files after the first
    QList<double> at;
    std::optional<double> from, to;
    std::optional<QString> clip;
    std::optional<double> tickHz; // info --tick HZ
#ifndef INBETWEEN_CLI_CORE
    ExportCommand exporting; // the export command's own options
#endif
};

// Parses `args` (without the program name) into *a; returns an error message or an empty string.
QString parse(const QStringList &args, Arguments *a)
{
    auto timeValue = [&](qsizetype &i, const QString &option, double *value) -> QString {
        if (i + 1 >= args.size())
            return option + QStringLiteral(" needs a time in ms");
        bool ok = false;
        *value = args[++i].toDouble(&ok);
        if (!ok || !std::isfinite(*value))
            return option + QStringLiteral(" needs a finite number of ms (got '%1')").arg(args[i]);
        return {};
    };
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args[i];
        double v = 0;
        QString problem;
        if (arg == QLatin1String("--at")) {
            if ((problem = timeValue(i, arg, &v)).isEmpty())
                a->at.append(v);
        } else if (arg == QLatin1String("--from")) {
            if ((problem = timeValue(i, arg, &v)).isEmpty())
                a->from = v;
        } else if (arg == QLatin1String("--to")) {
            if ((problem = timeValue(i, arg, &v)).isEmpty())
                a->to = v;
        } else if (arg == QLatin1String("--tick")) {
            bool ok = false;
            const double hz = i + 1 < args.size() ? args[++i].toDouble(&ok) : 0.0;
            if (!ok || !GameTick::isValidRate(hz))
                problem = QStringLiteral("--tick needs a game's tick rate in Hz, a number from %1 to %2%3")
                              .arg(GameTick::minimumHz)
                              .arg(GameTick::maximumHz)
                              .arg(args[i] == arg ? QString() : QStringLiteral(" (got '%1')").arg(args[i]));
            else
                a->tickHz = hz;
        } else if (arg == QLatin1String("--clip")) {
            if (i + 1 >= args.size())
                problem = arg + QStringLiteral(" needs a value");
            else
                a->clip = args[++i];
#ifndef INBETWEEN_CLI_CORE
        } else if (a->exporting.take(args, i, &problem)) {
            // an export option, taken
#endif
        } else if (arg.startsWith(QLatin1Char('-')) && arg.size() > 1) {
            problem = QStringLiteral("unknown option '%1'").arg(arg);
        } else if (a->command.isEmpty()) {
            a->command = arg;
        } else if (a->file.isEmpty()) {
            a->file = arg;
        } else if (a->command == QLatin1String("validate") || a->command == QLatin1String("watch")) {
            a->moreFiles.append(arg);
        } else {
            problem = QStringLiteral("unexpected argument '%1'").arg(arg);
        }
        if (!problem.isEmpty())
            return problem;
    }
    return {};
}

QString checkUsage(const Arguments &a)
{
    static const QStringList commands{QStringLiteral("validate"), QStringLiteral("info"), QStringLiteral("sample"),
                                      QStringLiteral("events"), QStringLiteral("export"), QStringLiteral("watch")};
    if (a.command.isEmpty())
        return QStringLiteral("no command given");
    if (!commands.contains(a.command))
        return QStringLiteral("unknown command '%1'").arg(a.command);
    if (a.file.isEmpty())
        return QStringLiteral("%1 needs a project FILE").arg(a.command);
    if (a.clip && (a.command == QLatin1String("validate") || a.command == QLatin1String("watch")))
        return QStringLiteral("--clip is an option of info, sample, events and export");
    const bool sample = a.command == QLatin1String("sample");
    const bool events = a.command == QLatin1String("events");
    if (sample && a.at.isEmpty())
        return QStringLiteral("sample needs at least one --at T");
    if (!sample && !a.at.isEmpty())
        return QStringLiteral("--at is an option of sample only");
    if (events && (!a.from || !a.to))
        return QStringLiteral("events needs --from T0 and --to T1");
    if (!events && (a.from || a.to))
        return QStringLiteral("--from and --to are options of events only");
    if (a.tickHz && a.command != QLatin1String("info"))
        return QStringLiteral("--tick is an option of info only");
    if (events && *a.to < *a.from)
        return QStringLiteral("--to must not be before --from");
#ifndef INBETWEEN_CLI_CORE
    const bool exporting = a.command == QLatin1String("export");
    if (!exporting && a.exporting.any())
        return QStringLiteral("--format, -o, --fps, --node, --tolerance, --pixels-per-unit, --aseprite-pingpong, "
                              "--report, --list, --scale, --background and --loops are options of export only");
    if (exporting)
        return a.exporting.checkUsage(a.clip.has_value());
#endif
    return {};
}

// Runs the command on a.file. The last file's run ends the process with the worst exit status of
// the files (`worstBefore`, and its own) without freeing the project, which for a large one takes
// longer than the command.
int run(const Arguments &a, bool lastFile = true, int worstBefore = Success)
{
    const ProjectReader::Result result = ProjectReader::readFile(a.file);
    // A sprite sheet, an Aseprite JSON or a GIF given for a project: what it is and how to bring
    // it in, rather than "format: missing" about a file that never had one.
    if (const QString hint = result.ok() ? QString() : importablefile::notAProjectMessage(a.file); !hint.isEmpty()) {
        err(QStringLiteral("%1: %2").arg(a.file, hint));
        return InvalidInput;
    }
    // A refused file: every problem on a line of its own, named by its JSON path, in file order,
    // as programs read them. A valid one's warnings that say one thing of many frames (a sheet
    // outside the project folder: a line for each of its 12 frames) fold into one line naming
    // how many and in which clips.
    const QStringList messages = result.messages(a.file);
    for (const QString &message : result.ok() ? groupFileMessages(messages, result.project->clipNames()) : messages)
        err(message);
    if (!result.ok())
        return InvalidInput;
    const Project &project = *result.project;
    const int clipIndex = a.clip ? project.clipIndex(*a.clip) : 0;
    if (clipIndex < 0) {
        err(QStringLiteral("%1: no clip is named \"%2\" (the clips: %3)")
                .arg(a.file, *a.clip, project.clipNames().join(QStringLiteral(", "))));
        return InvalidInput;
    }
    const Clip &clip = project.clips[size_t(clipIndex)];

    if (a.command == QLatin1String("validate")) {
        qsizetype frames = 0, keys = 0, events = 0;
        for (const Clip &c : project.clips) {
            frames += c.frames.count();
            keys += c.motion.count();
            events += c.events.size();
        }
        auto count = [](qsizetype n, const char *thing) {
            return QStringLiteral("%1 %2%3").arg(n).arg(QLatin1String(thing), n == 1 ? QString() : QStringLiteral("s"));
        };
        out(QStringLiteral("%1: valid (%2, %3, %4, %5)")
                .arg(a.file, count(qsizetype(project.clips.size()), "clip"), count(frames, "frame"),
                     count(keys, "keyframe"), count(events, "event"))
                .toUtf8());
    } else if (a.command == QLatin1String("info")) {
        if (a.tickHz) {
            QStringList boxes;
            for (const BoxDeclaration &b : project.boxes)
                boxes.append(b.name);
            out(infoLine(project, clip, TickReport::of(clip.frames, clip.loop, *a.tickHz),
                         BoxTicks::of(clip.frames, clip.loop, *a.tickHz, boxes)));
        } else {
            out(infoLine(project, clip));
        }
    } else if (a.command == QLatin1String("sample")) {
        for (double t : a.at)
            out(sampleLine(clip.sample(t)));
    } else if (a.command == QLatin1String("events")) {
        const CrossingFinder finder(clip);
        if (finder.countBound(*a.from, *a.to) > kMaxCrossings) {
            err(QStringLiteral("%1: the span %2..%3 ms holds more than %4 crossings; ask for a shorter one")
                    .arg(a.file)
                    .arg(*a.from)
                    .arg(*a.to)
                    .arg(kMaxCrossings, 0, 'f', 0));
            return InvalidInput;
        }
        for (const Crossing &c : finder.between(*a.from, *a.to))
            out(crossingLine(c));
#ifndef INBETWEEN_CLI_CORE
    } else if (a.command == QLatin1String("export")) {
        return a.exporting.run(project, a.file, a.clip);
#endif
    }
    if (lastFile)
        finishNow(worstBefore); // validate, info, sample and events: all printed, nothing else to do
    return Success;
}

#ifdef INBETWEEN_CLI_CORE
// Runs inbetween-cli-gui (beside this program, or installed in libexec/) on the same command
// line in this process.
int runGuiBuild(char *argv[])
{
    const QString path = cli::helperDir() + QStringLiteral("/inbetween-cli-gui");
    execv(QFile::encodeName(path).constData(), argv);
    err(QStringLiteral("inbetween-cli: cannot run %1: %2").arg(path, qt_error_string(errno)));
    return WrongUsage;
}
#endif

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("inbetween-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(INBETWEEN_VERSION));
    QStringList args = QCoreApplication::arguments().mid(1);
#ifndef INBETWEEN_CLI_CORE
    if (args.value(0) == QLatin1String("import")) // its own options and --help (importcommand.cpp)
        return runImport(args.mid(1));
#endif
    if (args.contains(QLatin1String("-h")) || args.contains(QLatin1String("--help"))) {
#ifdef INBETWEEN_CLI_CORE
        return runGuiBuild(argv); // the help names export's options too
#else
        std::fputs(kCommands, stdout);
        std::fputs(ExportCommand::usage().constData(), stdout);
        std::fputs(ExportCommand::optionsHelp().constData(), stdout);
        std::fputs(kUsage, stdout);
        return Success;
#endif
    }
    if (args.contains(QLatin1String("-v")) || args.contains(QLatin1String("--version"))) {
        out(QByteArrayLiteral("inbetween-cli " INBETWEEN_VERSION));
        return Success;
    }
    if (args.value(0) == QLatin1String("schema")) {
        if (args.size() > 1)
            return usageError(QStringLiteral("unexpected argument '%1'").arg(args[1]));
        // resources/schema, built in (tst_projectschema keeps it equal to the declarations).
        QFile file(QStringLiteral(":/inbetween/inbetween-project.schema.json"));
        const QByteArray schema = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        std::fwrite(schema.constData(), 1, size_t(schema.size()), stdout);
        return std::fflush(stdout) == 0 ? Success : InvalidInput;
    }
    Arguments a;
    QString problem = parse(args, &a);
#ifdef INBETWEEN_CLI_CORE
    // Export, import, an export option (unknown to this build's parse()) or any other problem:
    // inbetween-cli-gui runs it or says what is wrong.
    static const QStringList here{QStringLiteral("validate"), QStringLiteral("info"), QStringLiteral("sample"),
                                  QStringLiteral("events")};
    if (!problem.isEmpty() || !here.contains(a.command))
        return runGuiBuild(argv);
#endif
    if (problem.isEmpty())
        problem = checkUsage(a);
    if (!problem.isEmpty())
        return usageError(problem);
#ifndef INBETWEEN_CLI_CORE
    if (a.command == QLatin1String("watch")) // runs until stopped (watchcommand.h)
        return WatchCommand(QStringList{a.file} + a.moreFiles).run();
#endif
    // validate FILE...: each file's lines in turn; the exit status is the worst of them.
    int worst = Success;
    for (const QString &file : a.moreFiles) {
        Arguments first = a;
        first.moreFiles.clear();
        worst = std::max(worst, run(first, false));
        a.file = file;
    }
    return std::max(worst, run(a, true, worst));
}
