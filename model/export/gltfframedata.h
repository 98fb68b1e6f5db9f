#pragma once

#include "export/gltfbuffer.h"
#include "project.h"

#include <QJsonArray>
#include <QList>
#include <vector>

namespace inbetween {

// The frame data of the glTF export (DESIGN.md, "Frame data for games": exports): a node per
// declared box, then per declared point, in declared order, children of the motion's node, named
// by the box or point, with `extras` {"inbetween": "box", "name": NAME, "kind": "hit" | "hurt" |
// "other"} or {"inbetween": "point", "name": NAME} (importers may change a node's name; the
// extras keep it). No mesh: a box node's transform is the box as a unit square (centred on the
// node, in the xy plane, as the pictures' quads are): translation the rect's centre, scale its
// size (z 1), scale 0 while the box is off; a point node's translation is the point, its scale 1
// while on, 0 while off. Picture pixels from the pivot, y up, at `unitsPerPixel`; the pivot is
// the motion node's origin (GltfPictures puts each frame's pivot there).
// Each animation keys them STEP at the frame starts where they change (FrameDataKeys over the
// clip's steps: frames 0..n-1, and for ping-pong back n-2..0), translation and scale.
class GltfFrameData
{
public:
    GltfFrameData(const Project &project, double unitsPerPixel);

    // Whether the project declares any box or point.
    bool isEmpty() const { return m_project.boxes.isEmpty() && m_project.points.isEmpty(); }
    // Adds the nodes to `nodes`, posed as `first` (the frame shown before any animation plays;
    // none: everything off); returns their indexes.
    QJsonArray addNodes(QJsonArray &nodes, const FrameData &first);
    // The channels that key the nodes over an animation whose step k (its frame data steps[k])
    // starts at seconds[k] (file floats, increasing).
    void addChannels(QJsonArray &channels, QJsonArray &samplers, GltfBuffer &buffer, const std::vector<float> &seconds,
                     const QList<SharedFrameData> &steps) const;

private:
    using Values = std::vector<float>; // x, y, z of each key
    void addNodeChannels(QJsonArray &channels, QJsonArray &samplers, GltfBuffer &buffer, int node,
                         const std::vector<float> &times, const Values &translations, const Values &scales) const;

    const Project &m_project;
    double m_unitsPerPixel;
    std::vector<int> m_nodes; // boxes, then points
};

} // namespace inbetween
