#include "projectschema.h"

#include "projectkeys.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace inbetween {

namespace {

using namespace projectkeys;

QString str(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// The schema of one key: its type's, with what it means and its default.
template <typename Key>
QJsonObject keySchema(const Key &k, const ProjectLimits &limits)
{
    QJsonObject s = k.type.schema(limits);
    if (!k.description.empty())
        s.insert(QStringLiteral("description"), str(k.description));
    if (!k.defaultJson.empty()) {
        const QByteArray json = "[" + QByteArray(k.defaultJson.data(), qsizetype(k.defaultJson.size())) + "]";
        s.insert(QStringLiteral("default"), QJsonDocument::fromJson(json).array().first());
    }
    return s;
}

// The keys of Kind that `pick` picks, as "properties".
template <typename Kind, typename Pick>
QJsonObject properties(const ProjectLimits &limits, Pick pick)
{
    QJsonObject out;
    forEachKey<Kind>([&](const auto &k) {
        if (pick(k))
            out.insert(str(k.name), keySchema(k, limits));
    });
    return out;
}

// An object of Kind: its keys (those of every version), the required ones, the keys a key
// needs and those it excludes. Unknown keys are allowed: the reader only warns about them.
template <typename Kind>
QJsonObject kindSchema(const ProjectLimits &limits)
{
    QJsonObject s{{QStringLiteral("type"), QStringLiteral("object")},
                  {QStringLiteral("description"), str(Kind::description)},
                  {QStringLiteral("properties"),
                   properties<Kind>(limits, [](const auto &k) { return k.versions == Versions::All; })}};
    QJsonArray required;
    QJsonObject needs, excludes;
    forEachKey<Kind>([&](const auto &k) {
        if (k.required)
            required.append(str(k.name));
        if (!k.needs.empty())
            needs.insert(str(k.name), QJsonArray{str(k.needs)});
        QJsonArray others;
        for (std::string_view other : k.excludes) {
            if (!other.empty())
                others.append(QJsonObject{{QStringLiteral("required"), QJsonArray{str(other)}}});
        }
        if (!others.isEmpty())
            excludes.insert(str(k.name), QJsonObject{{QStringLiteral("not"), QJsonObject{{QStringLiteral("anyOf"), others}}}});
    });
    if (!required.isEmpty())
        s.insert(QStringLiteral("required"), required);
    if (!needs.isEmpty())
        s.insert(QStringLiteral("dependentRequired"), needs);
    if (!excludes.isEmpty())
        s.insert(QStringLiteral("dependentSchemas"), excludes);
    return s;
}

} // namespace

QJsonObject ProjectSchema::schema(const ProjectLimits &limits)
{
    QJsonObject root = kindSchema<ProjectKeys>(limits);
    // A version 1 file holds its one clip's lists and loop mode at the root; a version 2 file
    // its clips. Each version's other keys are only warned about.
    const QJsonObject version1{
        {QStringLiteral("properties"), QJsonObject{{QStringLiteral("version"), QJsonObject{{QStringLiteral("const"), 1}}}}}};
    root.insert(QStringLiteral("if"), version1);
    root.insert(QStringLiteral("then"),
                QJsonObject{{QStringLiteral("properties"),
                             properties<ClipKeys>(limits, [](const auto &k) { return k.version1Root; })}});
    root.insert(QStringLiteral("else"),
                QJsonObject{{QStringLiteral("properties"), properties<ProjectKeys>(limits, [](const auto &k) {
                                 return k.versions == Versions::Version2;
                             })}});
    root.insert(QStringLiteral("$schema"), QStringLiteral("https://json-schema.org/draft/2020-12/schema"));
    root.insert(QStringLiteral("title"), QStringLiteral("Inbetween project file"));
    root.insert(QStringLiteral("$defs"), QJsonObject{{str(ClipKeys::name), kindSchema<ClipKeys>(limits)},
                                                     {str(FrameKeys::name), kindSchema<FrameKeys>(limits)},
                                                     {str(KeyframeKeys::name), kindSchema<KeyframeKeys>(limits)},
                                                     {str(EventKeys::name), kindSchema<EventKeys>(limits)},
                                                     {str(AudioKeys::name), kindSchema<AudioKeys>(limits)}});
    return root;
}

QByteArray ProjectSchema::text()
{
    return QJsonDocument(schema()).toJson(QJsonDocument::Indented);
}

} // namespace inbetween
