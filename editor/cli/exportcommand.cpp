#include "cli/exportcommand.h"

#include "export/fidelityreport.h"
#include "export/projectexport.h"
#include "export/spriteatlas.h"
#include "review/reviewexport.h"

#include "cli/clioutput.h"
#include "cli/targetscommand.h"

#include <QFileInfo>
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace inbetween {

namespace {

using cli::err;

} // namespace

namespace {

// text as lines of at most `width` characters, each but the first started by `indent` spaces
// (the first continues a line that already reaches firstColumn, at least the indent).
QByteArray wrapped(const QString &text, int indent, int width, int firstColumn = -1)
{
    QByteArray out;
    int column = std::max(indent, firstColumn);
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QByteArray w = word.toUtf8();
        if (column > indent && !out.isEmpty() && column + 1 + w.size() > width) {
            out += '\n' + QByteArray(indent, ' ');
            column = indent;
        } else if (column > indent && !out.isEmpty()) {
            out += ' ';
            ++column;
        }
        out += w;
        column += int(w.size());
    }
    return out + '\n';
}

// The ids of the registered formats that read an option, "gltf, glb, godot".
QString idsReading(ExportOption option)
{
    QStringList ids;
    for (const ExportFormat &f : exportFormats()) {
        if (f.options.testFlag(option))
            ids.append(f.id);
    }
    return ids.join(QStringLiteral(", "));
}

// "gif, webp, apng, mp4", or with lastJoin " and ": "gif, webp, apng and mp4".
QString reviewIds(const QString &lastJoin = QStringLiteral(", "))
{
    QStringList ids;
    for (const ReviewFormatInfo &f : reviewFormats())
        ids.append(f.id);
    const QString last = ids.takeLast();
    return ids.join(QStringLiteral(", ")) + lastJoin + last;
}

constexpr int kUsageIndent = 33;
constexpr int kOptionIndent = 18;
constexpr int kWidth = 84;
constexpr int kOptionWidth = 80;

} // namespace

QByteArray ExportCommand::usage()
{
    // The engine formats as ExportRegistry lists them, with what each writes; then the review
    // formats (editor/review), a different kind: one clip as a picture or video file.
    QStringList formats;
    for (const ExportFormat &f : exportFormats())
        formats.append(QStringLiteral("%1 (%2)").arg(f.id, f.summary));
    return "  export FILE [--list]\n" + QByteArray(kUsageIndent, ' ')
           + wrapped(QStringLiteral("without --format: write the project's export targets (its \"exports\"), a line "
                                    "each; --list prints them"),
                     kUsageIndent, kWidth)
           + "  export FILE --format F -o OUT [--fps N] [--node PATH] [--tolerance DEG] [--report]\n"
           + QByteArray(kUsageIndent, ' ')
           + wrapped(QStringLiteral("write the clips for an engine (every clip, or the one --clip names); F is one of ")
                         + formats.join(QStringLiteral(", "))
                         + QStringLiteral("; or a review file of one clip: %1 [--scale N] [--background C] [--loops N]")
                               .arg(reviewIds()),
                     kUsageIndent, kWidth);
}

QByteArray ExportCommand::optionsHelp()
{
    QStringList folders;
    for (const ExportFormat &f : exportFormats()) {
        if (f.folder)
            folders.append(f.id);
    }
    // An option's name, then its text from column 18 (after two spaces when the name reaches it,
    // on the next line when it is longer still).
    auto option = [](const char *name, const QString &text) {
        QByteArray line = "  " + QByteArray(name);
        if (line.size() > kOptionIndent)
            return line + '\n' + QByteArray(kOptionIndent, ' ') + wrapped(text, kOptionIndent, kOptionWidth);
        line += line.size() < kOptionIndent ? QByteArray(kOptionIndent - line.size(), ' ') : QByteArray("  ");
        return line + wrapped(text, kOptionIndent, kOptionWidth, int(line.size()));
    };
    const QString review = reviewIds();
    return "\nExport options:\n" + option("--format F", QStringLiteral("the format (required): one of %1").arg(formatIds()))
           + option("-o, --output OUT", QStringLiteral("the file to write (required; %1: the folder)")
                                            .arg(folders.join(QStringLiteral(", "))))
           + option("--fps N", QStringLiteral("grid for sampling eased motion, and the rows, speed or sample rate of "
                                              "the formats that have one (default: the project's fps)"))
           + option("--node PATH", QStringLiteral("%1: the node the tracks animate (default Square)")
                                       .arg(idsReading(ExportOption::NodePath)))
           + option("--tolerance DEG", QStringLiteral("%1: how far sampled motion may stray from the clip, in degrees "
                                                      "(default 0.01); translation and scale within DEG x 1e-3 of the "
                                                      "clip's extent")
                                           .arg(idsReading(ExportOption::Tolerance)))
           + option("--pixels-per-unit N",
                    QStringLiteral("%1: the picture pixels in one world unit, for the pictures and the motion alike "
                                   "(default 100, Unity's own): a 64 px sprite is 64/N units and a move of 24 px "
                                   "is 24/N units")
                        .arg(idsReading(ExportOption::PixelsPerUnit)))
           + option("--aseprite-pingpong exact|native",
                    QStringLiteral("%1: a ping-pong clip as a forward tag over the clip out and back (exact, the "
                                   "default) or as Aseprite's own pingpong tag")
                        .arg(idsReading(ExportOption::AsepritePingPong)))
           + option("--padding N", QStringLiteral("%1: transparent pixels between two pictures of the atlas "
                                                  "(0 to %2, default 2)")
                                       .arg(idsReading(ExportOption::Atlas))
                                       .arg(kAtlasMaxPadding))
           + option("--extrude N", QStringLiteral("the atlas: times each picture's edge pixels are repeated around it, "
                                                  "so filtering never takes a neighbour's colour (0 to %1, default 1)")
                                       .arg(kAtlasMaxExtrude))
           + option("--max-size N", QStringLiteral("the atlas: the largest page side (%1 to %2, default 4096); more "
                                                   "pictures make more pages, a larger picture is refused")
                                        .arg(kAtlasMinSize)
                                        .arg(kAtlasMaxSize))
           + option("--pot", QStringLiteral("the atlas: page sides powers of two"))
           + option("--no-trim", QStringLiteral("the atlas: whole pictures, transparent margins kept (trimmed to "
                                                "their visible pixels by default, placed where they were)"))
           + option("--scale N", QStringLiteral("%1: whole-number nearest-neighbour enlargement (1 to 16, default 1)")
                                     .arg(review))
           + option("--background C",
                    QStringLiteral("%1: transparent (default; black for mp4) or #rrggbb").arg(review))
           + option("--loops N", QStringLiteral("%1: the clip played N times in the file (a once clip then stops on "
                                                "its last frame)")
                                     .arg(review))
           + option("--report", QStringLiteral("print per clip and channel the keys written and the largest error "
                                               "measured against sample, one JSON object a line"));
}

QString ExportCommand::formatIds()
{
    QStringList ids;
    for (const ExportFormat &f : exportFormats())
        ids.append(f.id);
    ids.append(reviewIds());
    return ids.join(QStringLiteral(", "));
}

bool ExportCommand::take(const QStringList &args, qsizetype &i, QString *problem)
{
    const QString &arg = args[i];
    if (arg == QLatin1String("--report")) {
        m_report = true;
        return true;
    }
    if (arg == QLatin1String("--list")) {
        m_list = true;
        return true;
    }
    if (arg == QLatin1String("--scale") || arg == QLatin1String("--loops")) {
        bool ok = false;
        int v = 0;
        if (i + 1 < args.size())
            v = args[++i].toInt(&ok);
        const int most = arg == QLatin1String("--scale") ? 16 : 1000;
        if (!ok || v < 1 || v > most)
            *problem = QStringLiteral("%1 needs a whole number from 1 to %2").arg(arg).arg(most);
        else
            (arg == QLatin1String("--scale") ? m_scale : m_loops) = v;
        return true;
    }
    if (arg == QLatin1String("--pot") || arg == QLatin1String("--no-trim")) {
        (arg == QLatin1String("--pot") ? m_pot : m_noTrim) = true;
        return true;
    }
    if (arg == QLatin1String("--padding") || arg == QLatin1String("--extrude") || arg == QLatin1String("--max-size")) {
        const bool size = arg == QLatin1String("--max-size");
        const int least = size ? kAtlasMinSize : 0;
        const int most = size ? kAtlasMaxSize : (arg == QLatin1String("--padding") ? kAtlasMaxPadding : kAtlasMaxExtrude);
        bool ok = false;
        int v = 0;
        if (i + 1 < args.size())
            v = args[++i].toInt(&ok);
        if (!ok || v < least || v > most)
            *problem = QStringLiteral("%1 needs a whole number from %2 to %3").arg(arg).arg(least).arg(most);
        else
            (size ? m_maxSize : (arg == QLatin1String("--padding") ? m_padding : m_extrude)) = v;
        return true;
    }
    if (arg == QLatin1String("--background")) {
        std::optional<QColor> colour;
        if (i + 1 < args.size() && parseReviewBackground(args[i + 1], &colour))
            m_background = args[++i];
        else
            *problem = QStringLiteral("--background needs transparent or a colour #rrggbb");
        return true;
    }
    if (arg == QLatin1String("--format") || arg == QLatin1String("-o") || arg == QLatin1String("--output")
        || arg == QLatin1String("--node") || arg == QLatin1String("--aseprite-pingpong")) {
        if (i + 1 >= args.size()) {
            *problem = arg + QStringLiteral(" needs a value");
            return true;
        }
        const QString value = args[++i];
        if (arg == QLatin1String("--format"))
            m_format = value;
        else if (arg == QLatin1String("--node"))
            m_node = value;
        else if (arg == QLatin1String("--aseprite-pingpong"))
            m_asepritePingPong = value;
        else
            m_output = value;
        return true;
    }
    if (arg == QLatin1String("--tolerance")) {
        bool ok = false;
        double v = 0.0;
        if (i + 1 < args.size())
            v = args[++i].toDouble(&ok);
        if (!ok || !std::isfinite(v) || v <= 0.0 || v > 10.0)
            *problem = QStringLiteral("--tolerance needs a number of degrees in (0, 10]");
        else
            m_tolerance = v;
        return true;
    }
    if (arg == QLatin1String("--pixels-per-unit")) {
        bool ok = false;
        double v = 0.0;
        if (i + 1 < args.size())
            v = args[++i].toDouble(&ok);
        if (!ok || !std::isfinite(v) || v <= 0.0 || v > kMaxPixelsPerUnit)
            *problem = QStringLiteral("--pixels-per-unit needs a number of picture pixels per world unit, more than 0 "
                                      "and at most %1")
                           .arg(kMaxPixelsPerUnit, 0, 'f', 0);
        else
            m_pixelsPerUnit = v;
        return true;
    }
    if (arg == QLatin1String("--fps")) {
        bool ok = false;
        double v = 0.0;
        if (i + 1 < args.size())
            v = args[++i].toDouble(&ok);
        if (!ok || !std::isfinite(v) || v <= 0.0 || v > 10000.0)
            *problem = QStringLiteral("--fps needs a number of frames per second in (0, 10000]");
        else
            m_fps = v;
        return true;
    }
    return false;
}

bool ExportCommand::atlasOptionGiven() const
{
    return m_padding || m_extrude || m_maxSize || m_pot || m_noTrim;
}

bool ExportCommand::any() const
{
    return m_format || m_output || m_node || m_fps || m_tolerance || m_asepritePingPong || m_report || m_scale
           || m_loops || m_background || m_pixelsPerUnit || m_list || atlasOptionGiven();
}

QString ExportCommand::checkUsage(bool clipGiven) const
{
    // Without --format: the project's targets, whose options the project keeps.
    const bool others = m_output || m_node || m_fps || m_tolerance || m_asepritePingPong || m_report || m_scale || m_loops
                        || m_background || m_pixelsPerUnit || atlasOptionGiven() || clipGiven;
    if (!m_format && others)
        return QStringLiteral("export without --format runs the project's export targets, which keep their own "
                              "options; give --format F (one of %1) to export with these")
            .arg(formatIds());
    if (!m_format)
        return {};
    if (m_list)
        return QStringLiteral("--list lists the project's export targets; it takes no --format");
    const bool review = findReviewFormat(*m_format) != nullptr;
    if (!review && (m_scale || m_loops || m_background))
        return QStringLiteral("--scale, --background and --loops are options of %1").arg(reviewIds(QStringLiteral(" and ")));
    if (!findExportFormat(*m_format) && !review)
        return QStringLiteral("unknown export format '%1' (one of %2)").arg(*m_format, formatIds());
    if (m_pixelsPerUnit && (review || !findExportFormat(*m_format)->options.testFlag(ExportOption::PixelsPerUnit)))
        return QStringLiteral("--pixels-per-unit is an option of %1 (%2 measures in picture pixels)")
            .arg(idsReading(ExportOption::PixelsPerUnit), *m_format);
    if (atlasOptionGiven() && (review || !findExportFormat(*m_format)->options.testFlag(ExportOption::Atlas)))
        return QStringLiteral("--padding, --extrude, --max-size, --pot and --no-trim are options of %1 (%2 writes no atlas)")
            .arg(idsReading(ExportOption::Atlas), *m_format);
    if (!m_output || m_output->isEmpty())
        return QStringLiteral("export needs -o OUT, the file to write");
    if (m_asepritePingPong && *m_asepritePingPong != QLatin1String("exact") && *m_asepritePingPong != QLatin1String("native"))
        return QStringLiteral("--aseprite-pingpong is exact or native (got '%1')").arg(*m_asepritePingPong);
    return {};
}

int ExportCommand::run(const Project &project, const QString &file, const std::optional<QString> &clip) const
{
    if (!m_format)
        return m_list ? TargetsCommand::list(project, file) : TargetsCommand::run(project, file);
    if (findReviewFormat(*m_format))
        return runReview(project, file, clip);
    ExportOptions options;
    options.format = *m_format;
    options.fps = m_fps.value_or(project.fps); // the project's grid unless --fps says otherwise
    options.nodePath = m_node.value_or(options.nodePath);
    options.clip = clip.value_or(QString());
    options.toleranceDegrees = m_tolerance.value_or(options.toleranceDegrees);
    options.asepriteNativePingPong = m_asepritePingPong == QStringLiteral("native");
    options.pixelsPerUnit = m_pixelsPerUnit.value_or(options.pixelsPerUnit);
    options.atlas.padding = m_padding.value_or(options.atlas.padding);
    options.atlas.extrude = m_extrude.value_or(options.atlas.extrude);
    options.atlas.maxSize = m_maxSize.value_or(options.atlas.maxSize);
    options.atlas.powerOfTwo = m_pot;
    options.atlas.trim = !m_noTrim;
    const QFileInfo input(file), output(*m_output);
    if (output.exists() && input.canonicalFilePath() == output.canonicalFilePath()) {
        err(QStringLiteral("%1: cannot export to %2: -o is the project file itself").arg(file, options.format));
        return 1;
    }
    QString error;
    QList<ChannelReport> report;
    QStringList written;
    if (!exportProject(project, input.absolutePath(), *m_output, options, &error, m_report ? &report : nullptr, &written)) {
        err(QStringLiteral("%1: cannot export to %2: %3").arg(file, options.format, error));
        return 1;
    }
    if (m_report) {
        const QByteArray lines = FidelityReport::jsonLines(report);
        std::fwrite(lines.constData(), 1, size_t(lines.size()), stdout);
    }
    // Everything the format leaves out, as the editor's report lists it: a pipeline is told.
    for (const QString &note : exportLeftOut(project, options))
        err(QStringLiteral("%1: warning: %2").arg(file, note));
    for (const QString &page : SpriteAtlas::leftoverPages(written))
        err(QStringLiteral("%1: warning: %2 is left from an earlier export with more atlas pages; delete it if the game "
                           "loads every page it finds").arg(file, page));
    return 0;
}

int ExportCommand::runReview(const Project &project, const QString &file, const std::optional<QString> &clip) const
{
    ReviewOptions options;
    options.format = findReviewFormat(*m_format)->format;
    options.clip = clip.value_or(QString());
    options.scale = m_scale.value_or(1);
    options.passes = m_loops.value_or(1);
    options.fps = m_fps.value_or(project.fps);
    if (m_background)
        parseReviewBackground(*m_background, &options.background);
    if (!clip && project.clips.size() > 1) { // wrong usage: a review file holds one clip
        err(QStringLiteral("inbetween-cli: %1").arg(ReviewExport::problem(project, options)));
        return 2;
    }
    const QFileInfo input(file), output(*m_output);
    if (output.exists() && input.canonicalFilePath() == output.canonicalFilePath()) {
        err(QStringLiteral("%1: cannot export to %2: -o is the project file itself").arg(file, *m_format));
        return 1;
    }
    QString error;
    if (!ReviewExport::write(project, input.absolutePath(), *m_output, options, &error)) {
        err(QStringLiteral("%1: cannot export to %2: %3").arg(file, *m_format, error));
        return 1;
    }
    return 0;
}

} // namespace inbetween
