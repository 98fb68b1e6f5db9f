#include "export/spineslots.h"

#include "export/godotexporter.h"
#include "export/sheetsequence.h"
#include "json/jsontext.h"

#include <QSet>
#include <cmath>

namespace inbetween {

QByteArray spineNumber(double value)
{
    if (!std::isfinite(float(value)))
        return jsonNumber(value); // beyond a float: the runtime reads it as infinite either way
    return GodotExporter::floatText(value);
}

namespace {

// A box's colour as Spine writes one, RRGGBBAA.
QString kindColour(BoxKind kind)
{
    const QRgb c = boxKindColour(kind);
    return QString::number((c << 8) | qAlpha(c), 16).rightJustified(8, QLatin1Char('0'));
}

QString freeName(const QString &name, QSet<QString> *used)
{
    QString out = name;
    while (used->contains(out))
        out += QLatin1Char('_');
    used->insert(out);
    return out;
}

QByteArray separated(const QByteArray &list, const QByteArray &item, const char *separator = ",\n")
{
    return list.isEmpty() ? item : list + separator + item;
}

} // namespace

SpineSlots::SpineSlots(const Project &project, const std::vector<int> &clips, const SpriteAtlas &atlas)
    : m_project(project), m_atlas(atlas)
{
    QSet<QString> used{QStringLiteral("square")};
    for (const BoxDeclaration &box : project.boxes)
        m_boxes.append(Marks{freeName(box.name, &used), kindColour(box.kind), {}, {}});
    for (const PointDeclaration &point : project.points)
        m_points.append(Marks{freeName(point.name, &used), {}, {}, {}});
    for (int c : clips) {
        const Clip &clip = project.clips[size_t(c)];
        for (int i = 0; i < clip.frames.count(); ++i) {
            const int cell = atlas.cellOf(c, i);
            if (!atlas.hasPicture(cell))
                continue; // frames without an image clear the slot instead
            const QPointF offset = clip.frames.frame(i).data->centreFromPivot(QSizeF(atlas.pictureSize(cell)));
            if (!regionOf(c, i).isNull())
                continue;
            int same = 0;
            for (const Region &r : m_regions)
                same += r.cell == cell ? 1 : 0;
            m_regions.append(Region{cell, offset, regionName(cell) + (same > 0 ? QStringLiteral("-%1").arg(same + 1) : QString())});
        }
        if (clip.frames.isEmpty())
            continue;
        const FrameDataKeys keys = FrameDataKeys::of(project, SheetSequence::frameData(clip, SheetSequence::of(clip)));
        for (qsizetype b = 0; b < keys.boxes.size(); ++b) {
            for (const QRectF &rect : keys.boxes[b].distinctRects()) {
                if (!m_boxes[b].rects.contains(rect))
                    m_boxes[b].rects.append(rect);
            }
        }
        for (qsizetype p = 0; p < keys.points.size(); ++p) {
            for (const PointKey &k : keys.points[p].keys) {
                if (k.point && !m_points[p].points.contains(*k.point))
                    m_points[p].points.append(*k.point);
            }
        }
        m_keys.insert(c, keys);
    }
}

QString SpineSlots::regionName(int cell)
{
    return QStringLiteral("cell%1").arg(cell);
}

QString SpineSlots::markName(const QString &slot, qsizetype index)
{
    return index == 0 ? slot : QStringLiteral("%1-%2").arg(slot).arg(index + 1);
}

// The region attachment frame `frame` of clip `clip` shows; null when none is made yet.
QString SpineSlots::regionOf(int clip, int frame) const
{
    const int cell = m_atlas.cellOf(clip, frame);
    const QPointF offset =
        m_project.clips[size_t(clip)].frames.frame(frame).data->centreFromPivot(QSizeF(m_atlas.pictureSize(cell)));
    for (const Region &r : m_regions) {
        if (r.cell == cell && r.offset == offset)
            return r.name;
    }
    return {};
}

QByteArray SpineSlots::slotsText() const
{
    QByteArray out = " { \"name\": \"square\", \"bone\": \"square\""
                     + (m_regions.isEmpty() ? QByteArray() : ", \"attachment\": " + jsonString(m_regions.front().name)) + " }";
    for (const QList<Marks> *marks : {&m_boxes, &m_points}) {
        for (const Marks &m : *marks)
            out += ",\n { \"name\": " + jsonString(m.slot) + ", \"bone\": \"square\" }";
    }
    return "\"slots\": [\n" + out + "\n],\n";
}

QByteArray SpineSlots::regionText(const Region &region) const
{
    // The whole picture's size: the runtime places the region's kept pixels inside it by the
    // atlas's offsets; x, y move its centre so that the pivot is on the bone (y up).
    const QSize whole = m_atlas.pictureSize(region.cell);
    QByteArray out = "    " + jsonString(region.name) + ": { ";
    if (region.name != regionName(region.cell))
        out += "\"path\": " + jsonString(regionName(region.cell)) + ", ";
    if (!region.offset.isNull())
        out += "\"x\": " + spineNumber(region.offset.x()) + ", \"y\": " + spineNumber(-region.offset.y()) + ", ";
    return out + "\"width\": " + QByteArray::number(whole.width()) + ", \"height\": " + QByteArray::number(whole.height()) + " }";
}

QByteArray SpineSlots::boxText(const QString &name, const QRectF &r, const QString &colour) const
{
    // Bone space is y up: the rect's top (y, down from the pivot) is at -y.
    const double left = r.x(), right = r.x() + r.width(), top = -r.y(), bottom = -(r.y() + r.height());
    QByteArray vertices;
    for (const double v : {left, bottom, right, bottom, right, top, left, top})
        vertices = separated(vertices, spineNumber(v), ", ");
    return "    " + jsonString(name) + ": { \"type\": \"boundingbox\", \"vertexCount\": 4, \"vertices\": [" + vertices
           + "], \"color\": " + jsonString(colour) + " }";
}

QByteArray SpineSlots::skinsText() const
{
    QByteArray regions;
    for (const Region &r : m_regions)
        regions = separated(regions, regionText(r));
    QByteArray out = "   \"square\": {\n" + regions + "\n   }";
    for (const Marks &m : m_boxes) {
        QByteArray boxes;
        for (qsizetype i = 0; i < m.rects.size(); ++i)
            boxes = separated(boxes, boxText(markName(m.slot, i), m.rects[i], m.kindColour));
        if (!boxes.isEmpty())
            out += ",\n   " + jsonString(m.slot) + ": {\n" + boxes + "\n   }";
    }
    for (const Marks &m : m_points) {
        QByteArray points;
        for (qsizetype i = 0; i < m.points.size(); ++i)
            points = separated(points, "    " + jsonString(markName(m.slot, i)) + ": { \"type\": \"point\", \"x\": "
                                           + spineNumber(m.points[i].x()) + ", \"y\": " + spineNumber(-m.points[i].y())
                                           + ", \"rotation\": 0 }");
        if (!points.isEmpty())
            out += ",\n   " + jsonString(m.slot) + ": {\n" + points + "\n   }";
    }
    return "\"skins\": [\n { \"name\": \"default\", \"attachments\": {\n" + out + "\n  }\n }\n],\n";
}

// An `attachment` timeline: (time in ms, attachment name; null: none).
QByteArray SpineSlots::keysText(const QList<QPair<double, QString>> &keys) const
{
    QByteArray out;
    for (const auto &[ms, name] : keys)
        out = separated(out, "      { \"time\": " + spineNumber(ms / 1000.0) + ", \"name\": "
                                 + (name.isNull() ? QByteArray("null") : jsonString(name)) + " }");
    return "    \"attachment\": [\n" + out + "\n    ]\n";
}

QByteArray SpineSlots::animationText(int clipIndex) const
{
    const Clip &clip = m_project.clips[size_t(clipIndex)];
    if (clip.frames.isEmpty())
        return {};
    const QList<SheetStep> steps = SheetSequence::of(clip);
    const std::vector<double> starts = SheetSequence::starts(steps); // ms
    QList<QPair<double, QString>> pictures;
    for (qsizetype s = 0; s < steps.size(); ++s) {
        const bool picture = m_atlas.hasPicture(m_atlas.cellOf(clipIndex, steps[s].frame));
        pictures.append({starts[size_t(s)], picture ? regionOf(clipIndex, steps[s].frame) : QString()});
    }
    QByteArray out = "   \"square\": {\n" + keysText(pictures) + "   }";
    const FrameDataKeys &keys = m_keys[clipIndex];
    for (qsizetype b = 0; b < m_boxes.size(); ++b) {
        QList<QPair<double, QString>> timeline;
        for (const BoxKey &k : keys.boxes[b].keys)
            timeline.append({starts[size_t(k.step)], k.rect ? markName(m_boxes[b].slot, m_boxes[b].rects.indexOf(*k.rect)) : QString()});
        out += ",\n   " + jsonString(m_boxes[b].slot) + ": {\n" + keysText(timeline) + "   }";
    }
    for (qsizetype p = 0; p < m_points.size(); ++p) {
        QList<QPair<double, QString>> timeline;
        for (const PointKey &k : keys.points[p].keys)
            timeline.append(
                {starts[size_t(k.step)], k.point ? markName(m_points[p].slot, m_points[p].points.indexOf(*k.point)) : QString()});
        out += ",\n   " + jsonString(m_points[p].slot) + ": {\n" + keysText(timeline) + "   }";
    }
    return "  \"slots\": {\n" + out + "\n  },\n";
}

} // namespace inbetween
