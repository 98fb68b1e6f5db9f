#include "exportcommand.h"

#include "fidelityreport.h"
#include "projectexport.h"
#include "reviewexport.h"

#include "clioutput.h"

#include <QFileInfo>
#include <cmath>
#include <cstdio>

namespace inbetween {

namespace {

using cli::err;

} // namespace

const char *ExportCommand::usage()
{
    return "  export FILE --format F -o OUT [--fps N] [--node PATH] [--tolerance DEG] [--report]\n"
           "                                 write the clips for an engine (every clip, or the\n"
           "                                 one --clip names); F is one of\n"
           "                                 gltf (glTF 2.0, embedded), glb (binary glTF),\n"
           "                                 aseprite (sprite-sheet JSON, PNG atlas beside it),\n"
           "                                 godot (Godot 4 AnimationLibrary, or the Animation\n"
           "                                 of --clip), spriteframes (Godot 4 SpriteFrames .tres,\n"
           "                                 PNG atlas beside it), spine (Spine 4.2 skeleton\n"
           "                                 JSON, its .atlas and PNG atlas beside it), csv\n"
           "                                 (baked rows), unity (a folder for a Unity\n"
           "                                 project's Assets/: atlas and sprites, one .anim per\n"
           "                                 clip, an AnimatorController; -o names the folder);\n"
           "                                 or a review file of one clip: gif, webp, apng, mp4\n"
           "                                 (H.264 with the clip's sound) [--scale N]\n"
           "                                 [--background C] [--loops N]\n";
}

const char *ExportCommand::optionsHelp()
{
    return "\n"
           "Export options:\n"
           "  --format F      the format (required)\n"
           "  -o, --output OUT  the file to write (required; unity: the folder)\n"
           "  --fps N         grid for sampling eased motion, the CSV's rows, the\n"
           "                  spriteframes speed and unity's sample rate (default: the\n"
           "                  project's fps)\n"
           "  --node PATH     godot: the node the tracks animate (default Square)\n"
           "  --tolerance DEG gltf, glb, godot, spine, unity: how far sampled motion may\n"
           "                  stray from the clip, in degrees (default 0.01); translation and\n"
           "                  scale within DEG x 1e-3 of the clip's extent\n"
           "  --aseprite-pingpong exact|native\n"
           "                  aseprite: a ping-pong clip as a forward tag over the clip out and\n"
           "                  back (exact, the default) or as Aseprite's own pingpong tag\n"
           "  --scale N       gif, webp, apng, mp4: whole-number nearest-neighbour enlargement\n"
           "                  (1 to 16, default 1)\n"
           "  --background C  gif, webp, apng, mp4: transparent (default; black for mp4) or #rrggbb\n"
           "  --loops N       gif, webp, apng, mp4: the clip played N times in the file (a once\n"
           "                  clip then stops on its last frame)\n"
           "  --report        print per clip and channel the keys written and the largest\n"
           "                  error measured against sample, one JSON object a line\n";
}

QString ExportCommand::formatIds()
{
    QStringList ids;
    for (const ExportFormat &f : exportFormats())
        ids.append(f.id);
    for (const ReviewFormatInfo &f : reviewFormats())
        ids.append(f.id);
    return ids.join(QStringLiteral(", "));
}

bool ExportCommand::take(const QStringList &args, qsizetype &i, QString *problem)
{
    const QString &arg = args[i];
    if (arg == QLatin1String("--report")) {
        m_report = true;
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

bool ExportCommand::any() const
{
    return m_format || m_output || m_node || m_fps || m_tolerance || m_asepritePingPong || m_report || m_scale
           || m_loops || m_background;
}

QString ExportCommand::checkUsage() const
{
    if (!m_format)
        return QStringLiteral("export needs --format F (one of %1)").arg(formatIds());
    const bool review = findReviewFormat(*m_format) != nullptr;
    if (!review && (m_scale || m_loops || m_background))
        return QStringLiteral("--scale, --background and --loops are options of gif, webp, apng and mp4");
    if (!findExportFormat(*m_format) && !review)
        return QStringLiteral("unknown export format '%1' (one of %2)").arg(*m_format, formatIds());
    if (!m_output || m_output->isEmpty())
        return QStringLiteral("export needs -o OUT, the file to write");
    if (m_asepritePingPong && *m_asepritePingPong != QLatin1String("exact") && *m_asepritePingPong != QLatin1String("native"))
        return QStringLiteral("--aseprite-pingpong is exact or native (got '%1')").arg(*m_asepritePingPong);
    return {};
}

int ExportCommand::run(const Project &project, const QString &file, const std::optional<QString> &clip) const
{
    if (findReviewFormat(*m_format))
        return runReview(project, file, clip);
    ExportOptions options;
    options.format = *m_format;
    options.fps = m_fps.value_or(project.fps); // the project's grid unless --fps says otherwise
    options.nodePath = m_node.value_or(options.nodePath);
    options.clip = clip.value_or(QString());
    options.toleranceDegrees = m_tolerance.value_or(options.toleranceDegrees);
    options.asepriteNativePingPong = m_asepritePingPong == QStringLiteral("native");
    const QFileInfo input(file), output(*m_output);
    if (output.exists() && input.canonicalFilePath() == output.canonicalFilePath()) {
        err(QStringLiteral("%1: cannot export to %2: -o is the project file itself").arg(file, options.format));
        return 1;
    }
    QString error;
    QList<ChannelReport> report;
    if (!exportProject(project, input.absolutePath(), *m_output, options, &error, m_report ? &report : nullptr)) {
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
