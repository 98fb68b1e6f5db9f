#include "cli/importcommand.h"

#include "cli/clijson.h"
#include "cli/clioutput.h"
#include "document/projectfiles.h"
#include "file/projectreader.h"
#include "file/projectwriter.h"
#include "import/importsource.h"
#include "import/lipsyncreader.h"
#include "import/lipsyncwords.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <cmath>
#include <cstdio>
#include <optional>

namespace inbetween {

namespace {

using cli::err;
using cli::out;

enum ExitCode { Success = 0, InvalidInput = 1, WrongUsage = 2 };

const char kImportUsage[] =
    "Usage: inbetween-cli import SOURCE -o OUT.json [OPTIONS]\n"
    "\n"
    "Makes a project from SOURCE, told by its content:\n"
    "  an Aseprite sprite-sheet JSON  each frame a region of its sheet with its duration;\n"
    "                                 each frameTags entry a clip (forward: loop, with repeat\n"
    "                                 \"1\": once; pingpong; reverse and pingpong_reverse reversed)\n"
    "  an animated GIF or WebP        one frame per image holding its delay; the images are\n"
    "                                 written as PNG files into OUT-frames/ beside OUT\n"
    "  a still image                  cut into a grid, row by row, each cell a region of it\n"
    "  a lip-sync file                Rhubarb Lip Sync's JSON, TSV or XML, a Moho switch .dat or a\n"
    "                                 Papagayo .pgo: a clip named after it, a frame a mouth cue\n"
    "                                 holding to the next cue, its shape as the frame's mouth; the\n"
    "                                 recording it names as the clip's sound when it is found\n"
    "\n"
    "Options:\n"
    "  -o, --output OUT.json  the project to write (required); image paths are relative to its folder\n"
    "  --grid WxH             a still image: the cell size in pixels (32x32, or 32 for square cells)\n"
    "  --columns C --rows R   a still image: the number of columns and rows instead\n"
    "  --margin PX            pixels around the cells (default 0)\n"
    "  --spacing PX           pixels between the cells (default 0)\n"
    "  --duration MS          a still image: each frame's hold (default 100)\n"
    "  --keep-empty           a still image: keep fully transparent cells as frames\n"
    "  --name NAME            the project's (and a single clip's) name (default: SOURCE's name)\n"
    "  --fps N                a Moho .dat: the frame rate it counts in (default 24)\n"
    "  --voice NAME           a Papagayo .pgo: the voice to import, a character's (default: the\n"
    "                         first); of a .pgo of several voices, the clip is named after the\n"
    "                         file and the voice (\"dialogue Bob\") unless --name is given\n"
    "  --chart PROJECT.json   a lip-sync file: the mouth chart (shape -> picture) of that project;\n"
    "                         without one, each shape's picture is an image named after it (D.png)\n"
    "                         beside the lip-sync file or in mouths/ beside it\n"
    "\n"
    "Prints the project as `info` does. Exit status: 0 written, 1 a bad source, 2 wrong usage.\n";

int usageError(const QString &message)
{
    err(QStringLiteral("inbetween-cli import: ") + message);
    err(QStringLiteral("Try 'inbetween-cli import --help'."));
    return WrongUsage;
}

struct ImportArguments
{
    QString source;
    QString output;
    std::optional<QSize> cell;
    std::optional<int> columns, rows, margin, spacing;
    std::optional<double> duration;
    std::optional<QString> name;
    std::optional<double> fps;
    std::optional<QString> chart;
    std::optional<QString> voice;
    bool keepEmpty = false;
};

// A whole number of pixels, 0 or more.
std::optional<int> pixels(const QString &text)
{
    bool ok = false;
    const int v = text.toInt(&ok);
    return ok && v >= 0 ? std::optional<int>(v) : std::nullopt;
}

QString parse(const QStringList &args, ImportArguments *a)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args[i];
        const bool takesValue = QStringList{QStringLiteral("-o"), QStringLiteral("--output"), QStringLiteral("--grid"),
                                            QStringLiteral("--columns"), QStringLiteral("--rows"),
                                            QStringLiteral("--margin"), QStringLiteral("--spacing"),
                                            QStringLiteral("--duration"), QStringLiteral("--name"),
                                            QStringLiteral("--fps"), QStringLiteral("--chart"), QStringLiteral("--voice")}
                                    .contains(arg);
        if (takesValue && i + 1 >= args.size())
            return arg + QStringLiteral(" needs a value");
        const QString value = takesValue ? args[++i] : QString();
        if (arg == QLatin1String("-o") || arg == QLatin1String("--output")) {
            a->output = value;
        } else if (arg == QLatin1String("--grid")) {
            static const QRegularExpression size(QStringLiteral("^(\\d+)(?:x(\\d+))?$"));
            const QRegularExpressionMatch m = size.match(value);
            bool w = false, h = false;
            const int width = m.captured(1).toInt(&w);
            const int height = m.captured(2).isEmpty() ? width : m.captured(2).toInt(&h);
            if (!m.hasMatch() || !w || (!m.captured(2).isEmpty() && !h))
                return QStringLiteral("--grid needs a cell size WxH in pixels, such as 32x32 (got '%1')").arg(value);
            if (width < 1 || height < 1)
                return QStringLiteral("--grid: a cell must be at least 1x1 pixels (got '%1')").arg(value);
            a->cell = QSize(width, height);
        } else if (arg == QLatin1String("--columns") || arg == QLatin1String("--rows")) {
            const std::optional<int> n = pixels(value);
            if (!n || *n < 1)
                return QStringLiteral("%1 needs a whole number of 1 or more (got '%2')").arg(arg, value);
            (arg == QLatin1String("--columns") ? a->columns : a->rows) = n;
        } else if (arg == QLatin1String("--margin") || arg == QLatin1String("--spacing")) {
            const std::optional<int> n = pixels(value);
            if (!n)
                return QStringLiteral("%1 needs a whole number of pixels, 0 or more (got '%2')").arg(arg, value);
            (arg == QLatin1String("--margin") ? a->margin : a->spacing) = n;
        } else if (arg == QLatin1String("--duration")) {
            bool ok = false;
            const double d = value.toDouble(&ok);
            if (!ok || !std::isfinite(d) || d <= 0.0 || d > 1e9)
                return QStringLiteral("--duration needs a number of ms greater than 0 and at most 1000000000 (got '%1')")
                    .arg(value);
            a->duration = d;
        } else if (arg == QLatin1String("--name")) {
            if (value.trimmed().isEmpty() || value.size() > 1000)
                return QStringLiteral("--name needs a name of 1 to 1000 characters, not only spaces");
            a->name = value;
        } else if (arg == QLatin1String("--fps")) {
            bool ok = false;
            const double fps = value.toDouble(&ok);
            if (!ok || !std::isfinite(fps) || fps <= 0.0 || fps > 10000.0)
                return QStringLiteral("--fps needs a frame rate greater than 0 and at most 10000 (got '%1')").arg(value);
            a->fps = fps;
        } else if (arg == QLatin1String("--chart")) {
            if (value.isEmpty())
                return QStringLiteral("--chart needs a project file");
            a->chart = value;
        } else if (arg == QLatin1String("--voice")) {
            if (value.trimmed().isEmpty())
                return QStringLiteral("--voice needs a voice's name, as Papagayo shows it");
            a->voice = value.trimmed(); // as Papagayo reads the names: stripped
        } else if (arg == QLatin1String("--keep-empty")) {
            a->keepEmpty = true;
        } else if (arg.startsWith(QLatin1Char('-')) && arg.size() > 1) {
            return QStringLiteral("unknown option '%1'").arg(arg);
        } else if (a->source.isEmpty()) {
            a->source = arg;
        } else {
            return QStringLiteral("unexpected argument '%1'").arg(arg);
        }
    }
    if (a->source.isEmpty())
        return QStringLiteral("import needs a SOURCE: a sprite sheet, an Aseprite JSON, an animated GIF or WebP, or a lip-sync file");
    if (a->output.isEmpty())
        return QStringLiteral("import needs -o OUT.json, the project to write");
    if (a->cell && (a->columns || a->rows))
        return QStringLiteral("give the grid by --grid or by --columns and --rows, not both");
    if (a->columns.has_value() != a->rows.has_value())
        return QStringLiteral("--columns and --rows go together");
    const QFileInfo source(a->source), output(a->output);
    if (output.exists() && source.exists() && source.canonicalFilePath() == output.canonicalFilePath())
        return QStringLiteral("-o is SOURCE itself: the import would write over it");
    return {};
}

// The place of the .pgo's voice named `name` (LipSyncOptions::voice); nothing, said on stderr, when
// no voice or two have that name. -1 when the file gives no voices (refused: the import says why).
std::optional<int> voiceNamed(const QString &source, const QString &name)
{
    const QStringList voices = LipSyncReader::voicesInFile(source);
    if (voices.isEmpty())
        return -1;
    if (voices.count(name) == 1)
        return int(voices.indexOf(name));
    QStringList quoted;
    for (const QString &voice : voices)
        quoted << lipsync::quoted(voice);
    err(voices.count(name) == 0
            ? QStringLiteral("%1: no voice is named %2 (its voices: %3)")
                  .arg(source, lipsync::quoted(name), quoted.join(QStringLiteral(", ")))
            : QStringLiteral("%1: %2 voices are named %3: --voice cannot tell them apart (rename them in Papagayo)")
                  .arg(source)
                  .arg(voices.count(name))
                  .arg(lipsync::quoted(name)));
    return std::nullopt;
}

// The options that only cutting a still image takes, named for the message.
QStringList sheetOptionsGiven(const ImportArguments &a)
{
    QStringList given;
    if (a.cell)
        given << QStringLiteral("--grid");
    if (a.columns)
        given << QStringLiteral("--columns") << QStringLiteral("--rows");
    if (a.margin)
        given << QStringLiteral("--margin");
    if (a.spacing)
        given << QStringLiteral("--spacing");
    if (a.duration)
        given << QStringLiteral("--duration");
    if (a.keepEmpty)
        given << QStringLiteral("--keep-empty");
    return given;
}

// The mouth chart of the project at `path`, its pictures named from the import's project folder
// (OUT's; an absolute path stays): the chart is the project's, whatever clips it has. False, with the
// reader's messages in *errors, when the project does not read.
bool chartOf(const QString &path, const ImportOptions &options, QMap<QString, MouthPicture> *chart, QStringList *errors)
{
    const ProjectReader::Result read = ProjectReader::readFile(path);
    for (const Diagnostic &d : read.diagnostics) {
        if (d.isError())
            errors->append(d.text(path));
    }
    if (!read.ok())
        return false;
    *chart = ProjectFiles::rebasedChart(read.project->mouths, QFileInfo(path).absolutePath(), options.projectFolder);
    return true;
}
} // namespace

int runImport(const QStringList &args)
{
    if (args.contains(QLatin1String("-h")) || args.contains(QLatin1String("--help"))) {
        std::fputs(kImportUsage, stdout);
        return Success;
    }
    ImportArguments a;
    if (const QString problem = parse(args, &a); !problem.isEmpty())
        return usageError(problem);

    QString why;
    const ImportKind kind = detectImportKind(a.source, &why);
    if (kind == ImportKind::Unknown) {
        err(QStringLiteral("%1: %2").arg(a.source, why));
        return InvalidInput;
    }
    QStringList lipSyncOptions;
    if (a.fps)
        lipSyncOptions << QStringLiteral("--fps");
    if (a.chart)
        lipSyncOptions << QStringLiteral("--chart");
    if (a.voice)
        lipSyncOptions << QStringLiteral("--voice");
    if (kind != ImportKind::LipSync && !lipSyncOptions.isEmpty())
        return usageError(QStringLiteral("%1 is %2: %3 %4 for a lip-sync file")
                              .arg(a.source, importKindText(kind), lipSyncOptions.join(QStringLiteral(", ")),
                                   lipSyncOptions.size() == 1 ? QStringLiteral("is") : QStringLiteral("are")));
    // A .pgo and Rhubarb's files give their own times, and only a .pgo holds voices: --fps or
    // --voice for another format would be silently unused.
    if (kind == ImportKind::LipSync && (a.fps || a.voice)) {
        QFile file(a.source);
        const QByteArray head = file.open(QIODevice::ReadOnly) ? file.read(64 * 1024) : QByteArray();
        const LipSyncReader::Format format = LipSyncReader::detect(head, a.source);
        if (a.fps && format != LipSyncReader::Format::MohoDat)
            return usageError(QStringLiteral("%1 is %2: --fps is for a Moho .dat, which counts in frames")
                                  .arg(a.source, LipSyncReader::formatName(format)));
        if (a.voice && format != LipSyncReader::Format::Papagayo)
            return usageError(QStringLiteral("%1 is %2: --voice is for a Papagayo .pgo, which holds a voice a character")
                                  .arg(a.source, LipSyncReader::formatName(format)));
    }
    const QStringList sheetOptions = sheetOptionsGiven(a);
    if (kind != ImportKind::Sheet && !sheetOptions.isEmpty())
        return usageError(QStringLiteral("%1 is %2: %3 %4 for cutting a still image")
                              .arg(a.source, importKindText(kind), sheetOptions.join(QStringLiteral(", ")),
                                   sheetOptions.size() == 1 ? QStringLiteral("is") : QStringLiteral("are")));
    if (kind == ImportKind::Sheet && !a.cell && !a.columns)
        return usageError(QStringLiteral("%1 is a still image: cut it with --grid WxH or --columns C --rows R").arg(a.source));

    const QFileInfo output(a.output);
    ImportOptions options;
    options.projectFolder = output.absolutePath();
    options.framesFolder = ImportOptions::unusedFramesFolder(output.absolutePath(), output.completeBaseName());
    options.name = a.name.value_or(QString());
    options.duration = a.duration.value_or(options.duration);
    if (kind == ImportKind::Sheet) {
        SheetGrid grid = a.cell ? SheetGrid::ofCellSize(*a.cell) : SheetGrid::ofCount(*a.columns, *a.rows);
        grid.margin = a.margin.value_or(0);
        grid.spacing = a.spacing.value_or(0);
        grid.keepEmpty = a.keepEmpty;
        options.grid = grid;
    }

    if (a.fps)
        options.lipSync.datFps = *a.fps;
    if (a.voice) {
        const std::optional<int> voice = voiceNamed(a.source, *a.voice);
        if (!voice)
            return InvalidInput;
        options.lipSync.voice = *voice;
    }
    if (a.chart) {
        QStringList errors;
        if (!chartOf(*a.chart, options, &options.mouthChart, &errors)) {
            for (const QString &e : errors)
                err(e);
            err(QStringLiteral("%1: --chart %2 does not read as a project: no import").arg(a.source, *a.chart));
            return InvalidInput;
        }
    }

    const ImportResult result = importFile(a.source, kind, options);
    for (const QString &message : result.messages(a.source))
        err(message);
    if (!result.ok())
        return InvalidInput;

    // OUT's folder is made when missing, and taken away again when the writing fails.
    const QString folder = output.absolutePath();
    const bool madeFolder = !QFileInfo::exists(folder);
    QString error;
    if (madeFolder && !QDir().mkpath(folder)) {
        err(QStringLiteral("%1: cannot make the folder %2").arg(a.source, folder));
        return InvalidInput;
    }
    const bool imagesWritten = result.writeNewImages(&error);
    if (!imagesWritten || !ProjectWriter::save(*result.project, a.output, &error)) {
        if (imagesWritten)
            result.removeNewImages();
        if (madeFolder)
            QDir().rmpath(folder); // only the folders left empty
        err(QStringLiteral("%1: cannot write %2: %3").arg(a.source, a.output, error));
        return InvalidInput;
    }
    // What was written, read back as any project is: its images are checked where they lie. Its
    // errors would be this command's fault; its warnings about images outside the project's
    // folder come once an image, not once a frame (a sheet is 16,384 frames of one file).
    const ProjectReader::Result written = ProjectReader::readFile(a.output);
    for (const Diagnostic &d : written.diagnostics) {
        if (d.isError())
            err(d.text(a.output));
    }
    if (!written.ok())
        return InvalidInput;
    const auto isOutside = [](const QString &image) {
        return QDir::isAbsolutePath(image) || image.startsWith(QLatin1String("../"));
    };
    QStringList outside;
    for (const Clip &clip : written.project->clips) {
        for (const Frame &frame : clip.frames.frames()) {
            if (isOutside(frame.image) && !outside.contains(frame.image)) {
                outside.append(frame.image);
                err(QStringLiteral("%1: warning: %2 is outside the project folder: keep them together when the project moves")
                        .arg(a.output, frame.image));
            }
        }
    }
    // The mouth chart's pictures (--chart's, or found by shape beside the lip-sync file): a line
    // for their folders, not one a shape.
    QStringList chartFolders;
    for (const MouthPicture &picture : written.project->mouths) {
        const QString folder = QFileInfo(picture.image).path();
        if (isOutside(picture.image) && !chartFolders.contains(folder))
            chartFolders.append(folder);
    }
    if (!chartFolders.isEmpty())
        err(QStringLiteral("%1: warning: the mouth chart's pictures in %2 are outside the project folder: keep them together "
                           "when the project moves")
                .arg(a.output, chartFolders.join(QStringLiteral(", "))));
    out(infoLine(*written.project, written.project->clips.front()));
    return Success;
}

} // namespace inbetween
