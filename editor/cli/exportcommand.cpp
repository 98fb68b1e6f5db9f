#include "exportcommand.h"

#include "fidelityreport.h"
#include "projectexport.h"

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
           "                                 clip, an AnimatorController; -o names the folder)\n";
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
           "  --report        print per clip and channel the keys written and the largest\n"
           "                  error measured against sample, one JSON object a line\n";
}

QString ExportCommand::formatIds()
{
    QStringList ids;
    for (const ExportFormat &f : exportFormats())
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
    return m_format || m_output || m_node || m_fps || m_tolerance || m_asepritePingPong || m_report;
}

QString ExportCommand::checkUsage() const
{
    if (!m_format)
        return QStringLiteral("export needs --format F (one of %1)").arg(formatIds());
    if (!findExportFormat(*m_format))
        return QStringLiteral("unknown export format '%1' (one of %2)").arg(*m_format, formatIds());
    if (!m_output || m_output->isEmpty())
        return QStringLiteral("export needs -o OUT, the file to write");
    if (m_asepritePingPong && *m_asepritePingPong != QLatin1String("exact") && *m_asepritePingPong != QLatin1String("native"))
        return QStringLiteral("--aseprite-pingpong is exact or native (got '%1')").arg(*m_asepritePingPong);
    return {};
}

int ExportCommand::run(const Project &project, const QString &file, const std::optional<QString> &clip) const
{
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
    for (const QString &note : exportNotes(project, options))
        err(QStringLiteral("%1: warning: %2").arg(file, note));
    return 0;
}

} // namespace inbetween
