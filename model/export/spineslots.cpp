#include "export/spineslots.h"

#include "export/godotexporter.h"
#include "export/sheetsequence.h"
#include "json/jsontext.h"

#include <cmath>

namespace inbetween {

QByteArray spineNumber(double value)
{
    if (!std::isfinite(float(value)))
        return jsonNumber(value); // beyond a float: the runtime reads it as infinite either way
    return GodotExporter::floatText(value);
}

SpineSlots::SpineSlots(const Project &project, const std::vector<int> &, const SpriteAtlas &atlas)
    : m_project(project), m_atlas(atlas)
{
}

QString SpineSlots::regionName(int cell)
{
    return QStringLiteral("cell%1").arg(cell);
}

QByteArray SpineSlots::slotsText() const
{
    // The setup pose shows the first picture of the first clip that has one.
    QString setup;
    for (int c = 0; c < m_atlas.cellCount() && setup.isEmpty(); ++c) {
        if (m_atlas.hasPicture(c))
            setup = regionName(c);
    }
    return "\"slots\": [\n { \"name\": \"square\", \"bone\": \"square\""
           + (setup.isEmpty() ? QByteArray() : ", \"attachment\": " + jsonString(setup)) + " }\n],\n";
}

QByteArray SpineSlots::skinsText() const
{
    QByteArray attachments;
    for (int c = 0; c < m_atlas.cellCount(); ++c) {
        if (!m_atlas.hasPicture(c))
            continue; // frames without an image clear the slot instead
        // The whole picture's size: the runtime places the region's kept pixels inside it by the
        // atlas's offsets.
        const QSize whole = m_atlas.pictureSize(c);
        attachments += (attachments.isEmpty() ? "" : ",\n") + QByteArray("    ") + jsonString(regionName(c))
                       + ": { \"width\": " + QByteArray::number(whole.width()) + ", \"height\": "
                       + QByteArray::number(whole.height()) + " }";
    }
    return "\"skins\": [\n { \"name\": \"default\", \"attachments\": {\n   \"square\": {\n" + attachments + "\n   }\n  }\n }\n],\n";
}

QByteArray SpineSlots::animationText(int clipIndex) const
{
    const Clip &clip = m_project.clips[size_t(clipIndex)];
    if (clip.frames.isEmpty())
        return {};
    QByteArray out;
    double start = 0.0;
    for (const SheetStep &step : SheetSequence::of(clip)) {
        const int cell = m_atlas.cellOf(clipIndex, step.frame);
        const bool picture = m_atlas.hasPicture(cell);
        out += (out.isEmpty() ? "" : ",\n") + QByteArray("      { \"time\": ") + spineNumber(start / 1000.0) + ", \"name\": "
               + (picture ? jsonString(regionName(cell)) : QByteArray("null")) + " }";
        start += step.duration;
    }
    return "  \"slots\": {\n   \"square\": {\n    \"attachment\": [\n" + out + "\n    ]\n   }\n  },\n";
}

} // namespace inbetween
