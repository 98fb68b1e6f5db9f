#pragma once

#include "export/framedatakeys.h"
#include "export/spriteatlas.h"
#include "project.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <vector>

namespace inbetween {

// A number as the Spine runtime keeps it (its key times and values are floats): the shortest
// text that reads back as the same float.
QByteArray spineNumber(double value);

// The slots of the Spine export (SpineExporter), their attachments in the default skin, and each
// animation's slot timelines (DESIGN.md, "Frame data for games": exports):
// - slot `square` on bone `square`: one region attachment per distinct (atlas cell, pivot) pair a
//   frame shows (the whole picture's size in pixels; `x`, `y` the frame's
//   FrameData::centreFromPivot with y up, so that the pivot is on the bone; the atlas region's
//   offsets put a trimmed picture's kept pixels back inside). The first pair of a cell is named
//   as its atlas region, "cell<N>"; others "cell<N>-2", "cell<N>-3"..., with `path` naming the
//   region. Keyed at every frame start (a frame without an image clears the slot); the setup
//   pose shows the first picture;
// - after it, a slot per declared box, in declared order, named by the box (a name a slot has
//   already gets "_" appended until it is free): one `boundingbox` attachment per distinct rect
//   the box takes in the exported clips (named as the slot, then "NAME-2"...: a 4-vertex polygon
//   in bone space, y up, counter-clockwise from the rect's bottom left; `color` the kind as the
//   editor draws it: hit ff3030ff, hurt 3080ffff, other ffd600ff);
// - then a slot per declared point, in declared order, named the same way, with one `point`
//   attachment per distinct position (x, y up, rotation 0);
// - each box and point slot keyed by an `attachment` timeline at the frame starts where it
//   changes (FrameDataKeys over the clip's SheetSequence steps, ping-pong unrolled), null when
//   off; the setup pose leaves them empty.
// Times are the steps' starts, the same sums as the picture's keys, so every key of a frame falls
// on the same float.
class SpineSlots
{
public:
    // clips: indexes into project.clips, in export order; the atlas drawn (picture sizes known).
    SpineSlots(const Project &project, const std::vector<int> &clips, const SpriteAtlas &atlas);

    // The skeleton's "slots" and "skins" entries, each ending with ",\n".
    QByteArray slotsText() const;
    QByteArray skinsText() const;
    // A clip's "slots" entry of its animation, ending with ",\n"; empty for a clip without frames.
    QByteArray animationText(int clip) const;

    // The atlas region of an atlas cell.
    static QString regionName(int cell);

private:
    // A region attachment: a cell shown with its pivot offset (pixels, x right, y down).
    struct Region
    {
        int cell = 0;
        QPointF offset;
        QString name;
    };
    // A box's or point's slot and its attachments, one per distinct value.
    struct Marks
    {
        QString slot;
        QString kindColour; // boxes only
        QList<QRectF> rects;
        QList<QPointF> points;
    };

    QString regionOf(int clip, int frame) const;
    static QString markName(const QString &slot, qsizetype index);
    QByteArray regionText(const Region &region) const;
    QByteArray boxText(const QString &name, const QRectF &rect, const QString &colour) const;
    QByteArray keysText(const QList<QPair<double, QString>> &keys) const;

    const Project &m_project;
    const SpriteAtlas &m_atlas;
    QList<Region> m_regions;
    QList<Marks> m_boxes;  // declared order
    QList<Marks> m_points; // declared order
    QHash<int, FrameDataKeys> m_keys; // by clip, over its steps
};

} // namespace inbetween
