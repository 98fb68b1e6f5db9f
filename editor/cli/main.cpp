// inbetween-cli: the headless front end for build pipelines. Never needs a display.
// Exit status: 0 success, 1 invalid input, 2 wrong usage.

#include "clijson.h"
#include "crossingfinder.h"
#include "projectreader.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QTextStream>
#include <cmath>
#include <cstdio>

using namespace inbetween;

namespace {

enum ExitCode { Success = 0, InvalidInput = 1, WrongUsage = 2 };

// Most crossings one `events` call prints; a span that would give more is refused, not cut short.
constexpr double kMaxCrossings = 10'000'000;

const char kUsage[] =
    "Usage: inbetween-cli COMMAND FILE [OPTIONS]\n"
    "\n"
    "Commands:\n"
    "  validate FILE                  print the file's problems and warnings, one a line\n"
    "  info FILE                      one JSON object: name, loop, length, fps, counts\n"
    "  sample FILE --at T [--at T]    the pose at each playback time T (ms), a JSON object a line\n"
    "  events FILE --from T0 --to T1  the frame entries and events with T0 <= time < T1, in order\n"
    "\n"
    "Options:\n"
    "  -h, --help      show this help\n"
    "  -v, --version   show the version\n"
    "\n"
    "Exit status: 0 success, 1 invalid input, 2 wrong usage.\n";

void out(const QByteArray &line)
{
    std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
    std::fputc('\n', stdout);
}

void err(const QString &line)
{
    const QByteArray bytes = line.toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    std::fputc('\n', stderr);
}

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
    QList<double> at;
    std::optional<double> from, to;
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
        } else if (arg.startsWith(QLatin1Char('-')) && arg.size() > 1) {
            problem = QStringLiteral("unknown option '%1'").arg(arg);
        } else if (a->command.isEmpty()) {
            a->command = arg;
        } else if (a->file.isEmpty()) {
            a->file = arg;
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
                                      QStringLiteral("events")};
    if (a.command.isEmpty())
        return QStringLiteral("no command given");
    if (!commands.contains(a.command))
        return QStringLiteral("unknown command '%1'").arg(a.command);
    if (a.file.isEmpty())
        return QStringLiteral("%1 needs a project FILE").arg(a.command);
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
    if (events && *a.to < *a.from)
        return QStringLiteral("--to must not be before --from");
    return {};
}

int run(const Arguments &a)
{
    const ProjectReader::Result result = ProjectReader::readFile(a.file);
    for (const QString &message : result.messages(a.file))
        err(message);
    if (!result.ok())
        return InvalidInput;
    const Project &project = *result.project;

    if (a.command == QLatin1String("validate")) {
        out(QStringLiteral("%1: valid (%2 frames, %3 keyframes, %4 events)")
                .arg(a.file)
                .arg(project.frames.count())
                .arg(project.motion.count())
                .arg(project.events.size())
                .toUtf8());
    } else if (a.command == QLatin1String("info")) {
        out(infoLine(project));
    } else if (a.command == QLatin1String("sample")) {
        for (double t : a.at)
            out(sampleLine(project.sample(t)));
    } else if (a.command == QLatin1String("events")) {
        const CrossingFinder finder(project);
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
    }
    return Success;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("inbetween-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(INBETWEEN_VERSION));
    QStringList args = QCoreApplication::arguments().mid(1);

    if (args.contains(QLatin1String("-h")) || args.contains(QLatin1String("--help"))) {
        std::fputs(kUsage, stdout);
        return Success;
    }
    if (args.contains(QLatin1String("-v")) || args.contains(QLatin1String("--version"))) {
        out(QByteArrayLiteral("inbetween-cli " INBETWEEN_VERSION));
        return Success;
    }
    Arguments a;
    QString problem = parse(args, &a);
    if (problem.isEmpty())
        problem = checkUsage(a);
    if (!problem.isEmpty())
        return usageError(problem);
    return run(a);
}
