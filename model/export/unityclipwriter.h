#pragma once

#include "export/unitycurve.h"
#include "export/unityframedata.h"

#include <QByteArray>
#include <QString>
#include <vector>

namespace inbetween {

// What one Unity AnimationClip holds, in Unity's axes and seconds-to-be (times in ms here).
struct UnityClipData
{
    struct SpriteKey
    {
        double time = 0.0;
        qint64 fileId = 0; // the sprite's internalID in its atlas page's .meta; 0: no sprite
        QByteArray textureGuid; // the GUID of the page the sprite is on
    };
    struct Event
    {
        double time = 0.0;
        QString name;
    };
    QString name;
    double fps = 60.0;
    double stopTime = 0.0; // ms: the period (L; 2L for ping-pong, unrolled)
    bool loop = false;     // m_LoopTime
    bool hasMotion = false;
    std::vector<UnityKey> position, euler, scale;
    std::vector<SpriteKey> sprites;
    std::vector<Event> events; // in time order
    // The frame data on the children (UnityFrameData): boxes' and points' float curves, points'
    // local positions.
    std::vector<UnityFloatCurve> floats;
    std::vector<UnityVectorCurve> childPositions;
};

// Writes an AnimationClip asset (.anim, class 74, fileID 7400000) as Unity's editor serialises
// it: the Vector3 curves on path "" with their per-component editor curves (m_LocalPosition.x,
// localEulerAnglesRaw.x, m_LocalScale.x ...), the children's m_LocalPosition curves (the points,
// path their child's name) likewise, the float curves (the boxes' collider fields, the points'
// m_IsActive) in m_FloatCurves and again in m_EditorCurves, the SpriteRenderer.m_Sprite object
// curve (classID 212), the generic bindings (a path and a float attribute by the CRC-32 of its
// name), the clip settings and the events (ClipEvent(string)).
class UnityClipWriter
{
public:
    static QByteArray toAnim(const UnityClipData &clip);
};

} // namespace inbetween
