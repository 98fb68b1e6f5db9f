#include "files/exportchoicesmemory.h"

#include <QSettings>

namespace inbetween {

namespace {
QString key(const char *name, const QString &projectPath)
{
    return QLatin1String(name) + QLatin1Char('/') + projectPath;
}
} // namespace

ExportChoices ExportChoicesMemory::recalled(const QString &projectPath, ExportOptionSet options)
{
    const QSettings settings;
    ExportChoices c;
    if (options.testFlag(ExportOption::PixelsPerUnit))
        c.pixelsPerUnit = settings.value(key("lastPixelsPerUnit", projectPath), kDefaultPixelsPerUnit).toDouble();
    if (options.testFlag(ExportOption::Atlas)) {
        // One map a project: the five values always go together. A missing value is the default.
        const QVariantMap m = settings.value(key("lastAtlasOptions", projectPath)).toMap();
        AtlasOptions a;
        a.padding = m.value(QStringLiteral("padding"), a.padding).toInt();
        a.extrude = m.value(QStringLiteral("extrude"), a.extrude).toInt();
        a.maxSize = m.value(QStringLiteral("maxSize"), a.maxSize).toInt();
        a.powerOfTwo = m.value(QStringLiteral("powerOfTwo"), a.powerOfTwo).toBool();
        a.trim = m.value(QStringLiteral("trim"), a.trim).toBool();
        c.atlas = a;
    }
    return c;
}

void ExportChoicesMemory::remember(const QString &projectPath, const ExportChoices &choices)
{
    QSettings settings;
    if (choices.pixelsPerUnit)
        settings.setValue(key("lastPixelsPerUnit", projectPath), *choices.pixelsPerUnit);
    if (choices.atlas) {
        const AtlasOptions &a = *choices.atlas;
        settings.setValue(key("lastAtlasOptions", projectPath),
                          QVariantMap{{QStringLiteral("padding"), a.padding},
                                      {QStringLiteral("extrude"), a.extrude},
                                      {QStringLiteral("maxSize"), a.maxSize},
                                      {QStringLiteral("powerOfTwo"), a.powerOfTwo},
                                      {QStringLiteral("trim"), a.trim}});
    }
}

std::optional<bool> ExportChoicesMemory::keepsTargets(const QString &projectPath)
{
    const QVariant v = QSettings().value(key("keepExportTargets", projectPath));
    return v.isValid() ? std::optional<bool>(v.toBool()) : std::nullopt;
}

void ExportChoicesMemory::rememberKeepsTargets(const QString &projectPath, bool keep)
{
    QSettings().setValue(key("keepExportTargets", projectPath), keep);
}

} // namespace inbetween
