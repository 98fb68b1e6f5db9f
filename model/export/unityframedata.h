#pragma once

#include "export/exporttypes.h"
#include "export/unitycurve.h"
#include "project.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <vector>

namespace inbetween {

// A one-component curve on a child of the animated object (m_FloatCurves, and the same in
// m_EditorCurves): a box's BoxCollider2D (class 61) m_Offset.x / .y, m_Size.x / .y, m_Enabled,
// or a point's GameObject (class 1) m_IsActive. Its keys' value[0] is the value.
struct UnityFloatCurve
{
    QString path; // the child's name
    QByteArray attribute;
    int classId = 0;
    std::vector<UnityKey> keys;
};

// A point's m_LocalPosition (m_PositionCurves on the child's path, Transform class 4).
struct UnityVectorCurve
{
    QString path;
    std::vector<UnityKey> keys;
};

// The frame data (model/framedata.h) of one clip as Unity curves on the children of the object
// that plays it (NAME.prefab, UnityPrefab): per declared box a child named by the box holding a
// trigger BoxCollider2D, per declared point a child named by the point. Every key is stepped
// (infinite slopes, Unity's constant tangents: the value holds to the next key) and lies on a
// frame start, at step 0 and where the value changes over the clip's steps (FrameDataKeys over
// SheetSequence's steps, ping-pong unrolled out and back as the sprite keys are), with a last key
// at the clip's end holding the value. Values are in world units (picture pixels over
// --pixels-per-unit) in the sprite's axes, y up, from the frame's pivot, which the sprite puts on
// the object's origin (UnitySpriteSheet): a box [x, y, w, h] is offset (x + w/2, -(y + h/2)) and
// size (w, h); a point [x, y] is at (x, -y, 0).
// - A box's m_Enabled is 1 where the frame lists it, else 0; its offset and size hold the rect it
//   last had (before its first, its first); a box never on in the clip has only m_Enabled.
// - A point's m_IsActive (its child GameObject) is 1 where the frame lists it, else 0; its
//   position holds as a box's rect does; a point never on has only m_IsActive.
// A clip without frames has none of these curves.
class UnityFrameData
{
public:
    struct Curves
    {
        std::vector<UnityFloatCurve> floats; // per box its five curves, then per point m_IsActive
        std::vector<UnityVectorCurve> positions; // per point, declared order
    };
    static Curves of(const Project &project, const Clip &clip, const ExportOptions &options);

    // The children's names: the declared boxes', then the points', as GameObject names and curve
    // paths ('/' would be a path step: '_'), each unique: a box or a point whose name is taken
    // (a point named as a box, "a/b" beside "a_b") gets " 2" (" 3"...) added.
    static QStringList boxChildren(const Project &project);
    static QStringList pointChildren(const Project &project);
};

} // namespace inbetween
