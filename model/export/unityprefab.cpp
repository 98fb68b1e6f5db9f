#include "export/unityprefab.h"

#include "export/unityframedata.h"
#include "export/unityyaml.h"

#include <map>
#include <optional>

namespace inbetween {

namespace {

using unityyaml::number;

QByteArray ref(qint64 id)
{
    return "{fileID: " + QByteArray::number(id) + '}';
}

// The first value any clip's frames give a box or point (none: never).
template <typename T, typename Get>
std::optional<T> firstOf(const Project &project, Get get)
{
    for (const Clip &clip : project.clips) {
        for (const Frame &frame : clip.frames.frames()) {
            if (const std::optional<T> v = get(frame.data.get()))
                return v;
        }
    }
    return std::nullopt;
}

QByteArray objectHead(int classId, qint64 id, const char *type)
{
    return unityyaml::document(classId, id) + type
           + ":\n  m_ObjectHideFlags: 0\n  m_CorrespondingSourceObject: {fileID: 0}\n  m_PrefabInstance: {fileID: 0}\n"
             "  m_PrefabAsset: {fileID: 0}\n";
}

QByteArray gameObject(qint64 id, const QString &name, const QList<qint64> &components, bool active)
{
    QByteArray out = objectHead(1, id, "GameObject") + "  serializedVersion: 6\n  m_Component:\n";
    for (qint64 c : components)
        out += "  - component: " + ref(c) + '\n';
    out += "  m_Layer: 0\n  m_Name: " + unityyaml::string(name) + "\n  m_TagString: Untagged\n  m_Icon: {fileID: 0}\n"
           "  m_NavMeshLayer: 0\n  m_StaticEditorFlags: 0\n  m_IsActive: " + QByteArray(active ? "1" : "0") + '\n';
    return out;
}

QByteArray transform(qint64 id, qint64 gameObjectId, const QPointF &position, const QList<qint64> &children,
                     qint64 father)
{
    QByteArray out = objectHead(4, id, "Transform") + "  m_GameObject: " + ref(gameObjectId) + '\n';
    out += "  serializedVersion: 2\n  m_LocalRotation: {x: 0, y: 0, z: 0, w: 1}\n  m_LocalPosition: {x: "
           + number(position.x()) + ", y: " + number(position.y()) + ", z: 0}\n  m_LocalScale: {x: 1, y: 1, z: 1}\n"
           "  m_ConstrainProportionsScale: 0\n  m_Children:";
    out += children.isEmpty() ? " []\n" : "\n";
    for (qint64 c : children)
        out += "  - " + ref(c) + '\n';
    out += "  m_Father: " + ref(father) + "\n  m_LocalEulerAnglesHint: {x: 0, y: 0, z: 0}\n";
    return out;
}

QByteArray spriteRenderer(qint64 id, qint64 gameObjectId, const UnityClipData::SpriteKey &sprite)
{
    QByteArray out = objectHead(212, id, "SpriteRenderer") + "  m_GameObject: " + ref(gameObjectId) + '\n';
    out += "  m_Enabled: 1\n  m_CastShadows: 0\n  m_ReceiveShadows: 0\n  m_DynamicOccludee: 1\n  m_StaticShadowCaster: 0\n"
           "  m_MotionVectors: 1\n  m_LightProbeUsage: 1\n  m_ReflectionProbeUsage: 1\n  m_RayTracingMode: 0\n"
           "  m_RayTraceProcedural: 0\n  m_RenderingLayerMask: 1\n  m_RendererPriority: 0\n  m_Materials:\n"
           "  - {fileID: 10754, guid: 0000000000000000f000000000000000, type: 0}\n  m_StaticBatchInfo:\n"
           "    firstSubMesh: 0\n    subMeshCount: 0\n  m_StaticBatchRoot: {fileID: 0}\n  m_ProbeAnchor: {fileID: 0}\n"
           "  m_LightProbeVolumeOverride: {fileID: 0}\n  m_ScaleInLightmap: 1\n  m_ReceiveGI: 1\n  m_PreserveUVs: 0\n"
           "  m_IgnoreNormalsForChartDetection: 0\n  m_ImportantGI: 0\n  m_StitchLightmapSeams: 1\n"
           "  m_SelectedEditorRenderState: 0\n  m_MinimumChartSize: 4\n  m_AutoUVMaxDistance: 0.5\n"
           "  m_AutoUVMaxAngle: 89\n  m_LightmapParameters: {fileID: 0}\n  m_SortingLayerID: 0\n  m_SortingLayer: 0\n"
           "  m_SortingOrder: 0\n";
    out += "  m_Sprite: "
           + (sprite.fileId == 0 ? QByteArray("{fileID: 0}")
                                 : "{fileID: " + QByteArray::number(sprite.fileId) + ", guid: " + sprite.textureGuid + ", type: 3}")
           + '\n';
    out += "  m_Color: {r: 1, g: 1, b: 1, a: 1}\n  m_FlipX: 0\n  m_FlipY: 0\n  m_DrawMode: 0\n  m_Size: {x: 1, y: 1}\n"
           "  m_AdaptiveModeThreshold: 0.5\n  m_SpriteTileMode: 0\n  m_WasSpriteAssigned: 1\n  m_MaskInteraction: 0\n"
           "  m_SpriteSortPoint: 0\n";
    return out;
}

QByteArray animator(qint64 id, qint64 gameObjectId, const QByteArray &controllerGuid)
{
    QByteArray out = unityyaml::document(95, id) + "Animator:\n  serializedVersion: 5\n  m_ObjectHideFlags: 0\n"
                     "  m_CorrespondingSourceObject: {fileID: 0}\n  m_PrefabInstance: {fileID: 0}\n  m_PrefabAsset: {fileID: 0}\n";
    out += "  m_GameObject: " + ref(gameObjectId) + "\n  m_Enabled: 1\n  m_Avatar: {fileID: 0}\n";
    out += "  m_Controller: {fileID: 9100000, guid: " + controllerGuid + ", type: 2}\n";
    out += "  m_CullingMode: 0\n  m_UpdateMode: 0\n  m_ApplyRootMotion: 0\n  m_LinearVelocityBlending: 0\n"
           "  m_StabilizeFeet: 0\n  m_WarningMessage: \n  m_HasTransformHierarchy: 1\n"
           "  m_AllowConstantClipSamplingOptimization: 1\n  m_KeepAnimatorStateOnDisable: 0\n"
           "  m_WriteDefaultValuesOnDisable: 0\n";
    return out;
}

QByteArray boxCollider(qint64 id, qint64 gameObjectId, const QRectF &rect, double unit)
{
    QByteArray out = objectHead(61, id, "BoxCollider2D") + "  m_GameObject: " + ref(gameObjectId) + '\n';
    out += "  m_Enabled: 0\n  m_Density: 1\n  m_Material: {fileID: 0}\n  m_IsTrigger: 1\n  m_UsedByEffector: 0\n"
           "  m_UsedByComposite: 0\n";
    out += "  m_Offset: {x: " + number((rect.x() + rect.width() / 2.0) * unit) + ", y: "
           + number(-(rect.y() + rect.height() / 2.0) * unit) + "}\n";
    out += "  m_SpriteTilingProperty:\n    border: {x: 0, y: 0, z: 0, w: 0}\n    pivot: {x: 0, y: 0}\n"
           "    oldSize: {x: 0, y: 0}\n    newSize: {x: 0, y: 0}\n    adaptiveTilingThreshold: 0\n    drawMode: 0\n"
           "    adaptiveTiling: 0\n  m_AutoTiling: 0\n  serializedVersion: 2\n";
    out += "  m_Size: {x: " + number(rect.width() * unit) + ", y: " + number(rect.height() * unit) + "}\n  m_EdgeRadius: 0\n";
    return out;
}

} // namespace

QByteArray UnityPrefab::toPrefab(const Project &project, const QString &name, const QByteArray &controllerGuid,
                                 const UnityClipData::SpriteKey &sprite, double pixelsPerUnit)
{
    const double unit = 1.0 / pixelsPerUnit;
    const auto id = [&](const QString &object, const QString &part) {
        return unityyaml::localId(QStringLiteral("prefab\n%1\n%2\n%3").arg(project.name, object, part));
    };
    const qint64 root = id(QString(), QStringLiteral("GameObject")), rootTransform = id(QString(), QStringLiteral("Transform"));
    const qint64 renderer = id(QString(), QStringLiteral("SpriteRenderer")), anim = id(QString(), QStringLiteral("Animator"));
    std::map<qint64, QByteArray> objects; // Unity writes them in file-ID order
    QList<qint64> children;
    const QStringList boxes = UnityFrameData::boxChildren(project), points = UnityFrameData::pointChildren(project);
    for (qsizetype b = 0; b < boxes.size(); ++b) {
        const QString &box = project.boxes[size_t(b)].name;
        const QString child = QStringLiteral("box\n") + boxes[b];
        const qint64 go = id(child, QStringLiteral("GameObject")), tr = id(child, QStringLiteral("Transform"));
        const qint64 collider = id(child, QStringLiteral("BoxCollider2D"));
        const QRectF rect = firstOf<QRectF>(project, [&](const FrameData &d) {
                                return d.boxes.contains(box) ? std::optional<QRectF>(d.boxes.value(box)) : std::nullopt;
                            }).value_or(QRectF(-0.5 * pixelsPerUnit, -0.5 * pixelsPerUnit, pixelsPerUnit, pixelsPerUnit));
        objects[go] = gameObject(go, boxes[b], {tr, collider}, true);
        objects[tr] = transform(tr, go, {}, {}, rootTransform);
        objects[collider] = boxCollider(collider, go, rect, unit);
        children.append(tr);
    }
    for (qsizetype p = 0; p < points.size(); ++p) {
        const QString &point = project.points[size_t(p)].name;
        const QString child = QStringLiteral("point\n") + points[p];
        const qint64 go = id(child, QStringLiteral("GameObject")), tr = id(child, QStringLiteral("Transform"));
        const QPointF at = firstOf<QPointF>(project, [&](const FrameData &d) {
                               return d.points.contains(point) ? std::optional<QPointF>(d.points.value(point)) : std::nullopt;
                           }).value_or(QPointF());
        objects[go] = gameObject(go, points[p], {tr}, false);
        objects[tr] = transform(tr, go, QPointF(at.x() * unit, -at.y() * unit), {}, rootTransform);
        children.append(tr);
    }
    objects[root] = gameObject(root, name, {rootTransform, renderer, anim}, true);
    objects[rootTransform] = transform(rootTransform, root, {}, children, 0);
    objects[renderer] = spriteRenderer(renderer, root, sprite);
    objects[anim] = animator(anim, root, controllerGuid);
    QByteArray out = unityyaml::header();
    for (const auto &[fileId, text] : objects)
        out += text;
    return out;
}

QByteArray UnityPrefab::meta(const QByteArray &guid)
{
    return "fileFormatVersion: 2\nguid: " + guid
           + "\nPrefabImporter:\n  externalObjects: {}\n  userData: \n  assetBundleName: \n  assetBundleVariant: \n";
}

} // namespace inbetween
