#include "export/exporttargets.h"

#include "export/exportformatids.h"
#include "json/jsontext.h"

#include <QDir>

namespace inbetween::ExportTargets {

namespace {

QString number(double v)
{
    return QString::fromLatin1(jsonNumber(v));
}

// Each option: its file key, the ExportOption a format must read for it (none: every format
// reads it), whether the target sets it, its CLI arguments, and its value in words for people
// (meaningful only when set).
struct OptionUse
{
    const char *key;
    std::optional<ExportOption> needs;
    bool set;
    QStringList arguments;
    QString words;
};

std::vector<OptionUse> uses(const ExportTargetOptions &o)
{
    const auto num = [](const char *flag, const std::optional<double> &v) {
        return v ? QStringList{QLatin1String(flag), number(*v)} : QStringList{};
    };
    const auto whole = [](const char *flag, const std::optional<int> &v) {
        return v ? QStringList{QLatin1String(flag), QString::number(*v)} : QStringList{};
    };
    const auto text = [](const char *flag, const QString &v) {
        return v.isEmpty() ? QStringList{} : QStringList{QLatin1String(flag), v};
    };
    return {
        {"fps", std::nullopt, o.fps.has_value(), num("--fps", o.fps), QStringLiteral("%1 fps").arg(number(o.fps.value_or(0)))},
        {"node", ExportOption::NodePath, !o.node.isEmpty(), text("--node", o.node), QStringLiteral("node %1").arg(o.node)},
        {"tolerance", ExportOption::Tolerance, o.tolerance.has_value(), num("--tolerance", o.tolerance),
         QStringLiteral("tolerance %1 degrees").arg(number(o.tolerance.value_or(0)))},
        {"pixelsPerUnit", ExportOption::PixelsPerUnit, o.pixelsPerUnit.has_value(), num("--pixels-per-unit", o.pixelsPerUnit),
         QStringLiteral("%1 pixels per unit").arg(number(o.pixelsPerUnit.value_or(0)))},
        {"asepritePingPong", ExportOption::AsepritePingPong, !o.asepritePingPong.isEmpty(),
         text("--aseprite-pingpong", o.asepritePingPong), QStringLiteral("%1 ping-pong").arg(o.asepritePingPong)},
        {"padding", ExportOption::Atlas, o.padding.has_value(), whole("--padding", o.padding),
         QStringLiteral("padding %1 px").arg(o.padding.value_or(0))},
        {"extrude", ExportOption::Atlas, o.extrude.has_value(), whole("--extrude", o.extrude),
         QStringLiteral("extrude %1 px").arg(o.extrude.value_or(0))},
        {"maxSize", ExportOption::Atlas, o.maxSize.has_value(), whole("--max-size", o.maxSize),
         QStringLiteral("pages up to %1 px").arg(o.maxSize.value_or(0))},
        // --pot and --no-trim are flags: false (the default) and true (the default) say nothing
        {"pot", ExportOption::Atlas, o.pot.has_value(), o.pot.value_or(false) ? QStringList{QStringLiteral("--pot")} : QStringList{},
         o.pot.value_or(false) ? QStringLiteral("power-of-two pages") : QStringLiteral("any page size")},
        {"trim", ExportOption::Atlas, o.trim.has_value(), !o.trim.value_or(true) ? QStringList{QStringLiteral("--no-trim")} : QStringList{},
         o.trim.value_or(true) ? QStringLiteral("trimmed") : QStringLiteral("not trimmed")},
    };
}

} // namespace

ExportOptions optionsFor(const Project &project, const ExportTarget &target)
{
    const ExportTargetOptions &o = target.options;
    ExportOptions options;
    options.format = target.format;
    options.clip = target.clip;
    options.fps = o.fps.value_or(project.fps); // the project's grid, as the CLI's default
    options.nodePath = o.node.isEmpty() ? options.nodePath : o.node;
    options.toleranceDegrees = o.tolerance.value_or(options.toleranceDegrees);
    options.pixelsPerUnit = o.pixelsPerUnit.value_or(options.pixelsPerUnit);
    options.asepriteNativePingPong = o.asepritePingPong == QLatin1String("native");
    options.atlas.padding = o.padding.value_or(options.atlas.padding);
    options.atlas.extrude = o.extrude.value_or(options.atlas.extrude);
    options.atlas.maxSize = o.maxSize.value_or(options.atlas.maxSize);
    options.atlas.powerOfTwo = o.pot.value_or(options.atlas.powerOfTwo);
    options.atlas.trim = o.trim.value_or(options.atlas.trim);
    return options;
}

QStringList unreadOptions(const ExportTarget &target)
{
    QStringList out;
    const std::optional<ExportOptionSet> read = ExportFormatIds::optionsOf(target.format);
    for (const OptionUse &u : uses(target.options)) {
        if (u.set && u.needs && (!read || !read->testFlag(*u.needs)))
            out.append(QLatin1String(u.key));
    }
    return out;
}

QStringList arguments(const ExportTarget &target)
{
    QStringList out;
    if (!target.clip.isEmpty())
        out << QStringLiteral("--clip") << target.clip;
    for (const OptionUse &u : uses(target.options))
        out += u.arguments;
    return out;
}

QString optionsInWords(const ExportTarget &target)
{
    QStringList words;
    for (const OptionUse &u : uses(target.options)) {
        if (u.set)
            words.append(u.words);
    }
    return words.isEmpty() ? QStringLiteral("defaults") : words.join(QStringLiteral(", "));
}

QString nameOf(const ExportTarget &target, const QString &path)
{
    return target.format + QLatin1Char(' ') + (path.isEmpty() ? target.path : path);
}

QString absolutePath(const QString &projectFolder, const ExportTarget &target)
{
    return QDir::cleanPath(QDir(projectFolder.isEmpty() ? QDir::currentPath() : projectFolder).absoluteFilePath(target.path));
}

QString keptPath(const QString &folder, const QString &fileFolder, const QString &file)
{
    const QString whole = QDir::cleanPath(file);
    const QString from = QDir::cleanPath(QDir(fileFolder.isEmpty() ? folder : fileFolder).absolutePath());
    const QStringList a = from.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    const QStringList b = whole.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    int common = 0;
    while (common < a.size() && common < b.size() - 1 && a[common] == b[common])
        ++common;
    // In the project's folder (/anim/scene.json and /anim/export/a.csv), or two folders shared.
    return common == a.size() || common >= 2 ? QDir(folder).relativeFilePath(whole) : whole;
}

QString filePath(const ExportTarget &target, const QString &folder, const QString &fileFolder)
{
    if (QDir::isAbsolutePath(target.path))
        return target.path;
    const QString whole = absolutePath(folder, target);
    return fileFolder.isEmpty() ? whole : QDir(fileFolder).relativeFilePath(whole);
}

} // namespace inbetween::ExportTargets
