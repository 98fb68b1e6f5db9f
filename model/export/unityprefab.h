#pragma once

#include "export/unityclipwriter.h"
#include "project.h"

#include <QByteArray>
#include <QString>

namespace inbetween {

// NAME.prefab: the object the clips animate, ready to place in a scene. A root GameObject named
// NAME with its Transform, a SpriteRenderer (Unity's Sprites-Default material, showing the
// sprite given: the first exported frame's) and an Animator on NAME.controller (by its GUID, no
// root motion); under it, per declared box a child named by the box (UnityFrameData::
// boxChildren) with a Transform and a trigger BoxCollider2D, disabled, its offset and size the
// first rect any clip gives the box; per declared point a child (pointChildren) with a Transform
// only, inactive, at the first position any clip gives it. The clips' curves switch them on and
// key them (UnityFrameData), and the states write the defaults back for a clip that does not.
// Every local file ID is derived from the project's name and the object's name (unityyaml::
// localId), so a re-export writes the same file; objects are written in file-ID order, as Unity
// does.
class UnityPrefab
{
public:
    // controllerGuid: NAME.controller's GUID; sprite: the root's sprite (fileId 0: none).
    static QByteArray toPrefab(const Project &project, const QString &name, const QByteArray &controllerGuid,
                               const UnityClipData::SpriteKey &sprite, double pixelsPerUnit);
    // NAME.prefab.meta: a PrefabImporter.
    static QByteArray meta(const QByteArray &guid);
};

} // namespace inbetween
