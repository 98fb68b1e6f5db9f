#include "export/unityclipwriter.h"

#include "export/unityyaml.h"

#include <cmath>

namespace inbetween {

namespace {

using unityyaml::number;

QByteArray seconds(double ms)
{
    return number(ms / 1000.0);
}

// Slopes are written per second; an infinite one stays infinite.
QByteArray slopeText(double perMs)
{
    return number(std::isinf(perMs) ? perMs : perMs * 1000.0);
}

QByteArray vec(const UnityKey::Vec &v, bool slopes = false)
{
    auto n = [&](double x) { return slopes ? slopeText(x) : number(x); };
    return "{x: " + n(v[0]) + ", y: " + n(v[1]) + ", z: " + n(v[2]) + '}';
}

// Unity's tangentMode bits (the editor's, not the player's): 1 broken, bits 1-4 the in side's
// mode, bits 5-8 the out side's (0 free, 3 constant).
int tangentMode(const std::vector<double> &in, const std::vector<double> &out)
{
    bool broken = false, inConstant = false, outConstant = false;
    for (size_t c = 0; c < in.size(); ++c) {
        broken = broken || in[c] != out[c];
        inConstant = inConstant || std::isinf(in[c]);
        outConstant = outConstant || std::isinf(out[c]);
    }
    if (!broken && !inConstant)
        return 0;
    return 1 | (inConstant ? 3 << 1 : 0) | (outConstant ? 3 << 5 : 0);
}

QByteArray curveBody(const std::vector<UnityKey> &keys, int component, const char *indent)
{
    const QByteArray pad(indent);
    QByteArray out = pad + "  serializedVersion: 2\n" + pad + "  m_Curve:\n";
    for (const UnityKey &k : keys) {
        const bool one = component >= 0;
        const size_t c = size_t(std::max(component, 0));
        const std::vector<double> in = one ? std::vector<double>{k.inSlope[c]}
                                           : std::vector<double>{k.inSlope[0], k.inSlope[1], k.inSlope[2]};
        const std::vector<double> outs = one ? std::vector<double>{k.outSlope[c]}
                                             : std::vector<double>{k.outSlope[0], k.outSlope[1], k.outSlope[2]};
        out += pad + "  - serializedVersion: 3\n";
        out += pad + "    time: " + seconds(k.time) + '\n';
        out += pad + "    value: " + (one ? number(k.value[c]) : vec(k.value)) + '\n';
        out += pad + "    inSlope: " + (one ? slopeText(k.inSlope[c]) : vec(k.inSlope, true)) + '\n';
        out += pad + "    outSlope: " + (one ? slopeText(k.outSlope[c]) : vec(k.outSlope, true)) + '\n';
        out += pad + "    tangentMode: " + QByteArray::number(tangentMode(in, outs)) + '\n';
        out += pad + "    weightedMode: " + QByteArray::number(k.weightedMode()) + '\n';
        out += pad + "    inWeight: " + (one ? number(k.inWeight[c]) : vec(k.inWeight)) + '\n';
        out += pad + "    outWeight: " + (one ? number(k.outWeight[c]) : vec(k.outWeight)) + '\n';
    }
    out += pad + "  m_PreInfinity: 2\n" + pad + "  m_PostInfinity: 2\n" + pad + "  m_RotationOrder: 4\n";
    return out;
}

// A Vector3 curve list: the object's own (path "", with motion) and the children's.
QByteArray vectorCurves(const char *field, const std::vector<UnityKey> &keys, bool hasMotion,
                        const std::vector<UnityVectorCurve> &children = {})
{
    if (!hasMotion && children.empty())
        return QByteArray("  ") + field + ": []\n";
    QByteArray out = QByteArray("  ") + field + ":\n";
    if (hasMotion)
        out += "  - curve:\n" + curveBody(keys, -1, "    ") + "    path: \n";
    for (const UnityVectorCurve &c : children)
        out += "  - curve:\n" + curveBody(c.keys, -1, "    ") + "    path: " + unityyaml::string(c.path) + '\n';
    return out;
}

QByteArray editorCurve(const std::vector<UnityKey> &keys, int component, const QByteArray &attribute,
                       const QString &path = {}, int classId = 4)
{
    return "  - serializedVersion: 2\n    curve:\n" + curveBody(keys, component, "    ") + "    attribute: " + attribute
           + "\n    path: " + unityyaml::string(path) + "\n    classID: " + QByteArray::number(classId)
           + "\n    script: {fileID: 0}\n    flags: 0\n";
}

QByteArray floatCurves(const std::vector<UnityFloatCurve> &curves)
{
    if (curves.empty())
        return "  m_FloatCurves: []\n";
    QByteArray out = "  m_FloatCurves:\n";
    for (const UnityFloatCurve &c : curves) {
        out += "  - curve:\n" + curveBody(c.keys, 0, "    ") + "    attribute: " + c.attribute + "\n    path: "
               + unityyaml::string(c.path) + "\n    classID: " + QByteArray::number(c.classId)
               + "\n    script: {fileID: 0}\n    flags: 0\n";
    }
    return out;
}

QByteArray spriteRef(const UnityClipData::SpriteKey &k)
{
    if (k.fileId == 0)
        return "{fileID: 0}";
    return "{fileID: " + QByteArray::number(k.fileId) + ", guid: " + k.textureGuid + ", type: 3}";
}

// A generic binding: path 0 is the object itself, else the CRC-32 of the child's path; the
// attribute is Transform's 1 position, 3 scale, 4 Euler, 0 for the sprite, else the CRC-32 of
// the float field's name.
QByteArray binding(quint32 path, quint32 attribute, int typeId, int customType, bool pptr)
{
    return "    - serializedVersion: 2\n      path: " + QByteArray::number(path) + "\n      attribute: "
           + QByteArray::number(attribute) + "\n      script: {fileID: 0}\n      typeID: " + QByteArray::number(typeId)
           + "\n      customType: " + QByteArray::number(customType) + "\n      isPPtrCurve: " + (pptr ? "1" : "0")
           + "\n      isIntCurve: 0\n      isSerializeReferenceCurve: 0\n";
}

} // namespace

QByteArray UnityClipWriter::toAnim(const UnityClipData &clip)
{
    QByteArray out = unityyaml::header() + unityyaml::document(74, 7400000);
    out += "AnimationClip:\n  m_ObjectHideFlags: 0\n  m_CorrespondingSourceObject: {fileID: 0}\n"
           "  m_PrefabInstance: {fileID: 0}\n  m_PrefabAsset: {fileID: 0}\n";
    out += "  m_Name: " + unityyaml::string(clip.name) + '\n';
    out += "  serializedVersion: 7\n  m_Legacy: 0\n  m_Compressed: 0\n  m_UseHighQualityCurve: 1\n";
    out += "  m_RotationCurves: []\n  m_CompressedRotationCurves: []\n";
    out += vectorCurves("m_EulerCurves", clip.euler, clip.hasMotion);
    out += vectorCurves("m_PositionCurves", clip.position, clip.hasMotion, clip.childPositions);
    out += vectorCurves("m_ScaleCurves", clip.scale, clip.hasMotion);
    out += floatCurves(clip.floats);
    const bool sprites = !clip.sprites.empty();
    if (sprites) {
        out += "  m_PPtrCurves:\n  - serializedVersion: 2\n    curve:\n";
        for (const UnityClipData::SpriteKey &k : clip.sprites)
            out += "    - time: " + seconds(k.time) + "\n      value: " + spriteRef(k) + '\n';
        out += "    attribute: m_Sprite\n    path: \n    classID: 212\n    script: {fileID: 0}\n";
    } else {
        out += "  m_PPtrCurves: []\n";
    }
    out += "  m_SampleRate: " + number(clip.fps) + "\n  m_WrapMode: 0\n";
    out += "  m_Bounds:\n    m_Center: {x: 0, y: 0, z: 0}\n    m_Extent: {x: 0, y: 0, z: 0}\n";
    out += "  m_ClipBindingConstant:\n    genericBindings:";
    if (!clip.hasMotion && !sprites && clip.floats.empty() && clip.childPositions.empty())
        out += " []";
    out += '\n';
    if (clip.hasMotion) // Transform (4): 1 position, 3 scale, 4 Euler angles
        out += binding(0, 1, 4, 0, false) + binding(0, 4, 4, 4, false) + binding(0, 3, 4, 0, false);
    for (const UnityVectorCurve &c : clip.childPositions)
        out += binding(unityyaml::crc32(c.path), 1, 4, 0, false);
    for (const UnityFloatCurve &c : clip.floats)
        out += binding(unityyaml::crc32(c.path), unityyaml::crc32(QString::fromUtf8(c.attribute)), c.classId, 0, false);
    if (sprites) // SpriteRenderer (212), its sprite (custom type 23)
        out += binding(0, 0, 212, 23, true);
    out += "    pptrCurveMapping:";
    if (!sprites)
        out += " []";
    out += '\n';
    for (const UnityClipData::SpriteKey &k : clip.sprites)
        out += "    - " + spriteRef(k) + '\n';
    out += "  m_AnimationClipSettings:\n    serializedVersion: 2\n    m_AdditiveReferencePoseClip: {fileID: 0}\n"
           "    m_AdditiveReferencePoseTime: 0\n    m_StartTime: 0\n";
    out += "    m_StopTime: " + seconds(clip.stopTime) + '\n';
    out += "    m_OrientationOffsetY: 0\n    m_Level: 0\n    m_CycleOffset: 0\n    m_HasAdditiveReferencePose: 0\n";
    out += QByteArray("    m_LoopTime: ") + (clip.loop ? "1" : "0") + '\n';
    out += "    m_LoopBlend: 0\n    m_LoopBlendOrientation: 0\n    m_LoopBlendPositionY: 0\n"
           "    m_LoopBlendPositionXZ: 0\n    m_KeepOriginalOrientation: 0\n    m_KeepOriginalPositionY: 1\n"
           "    m_KeepOriginalPositionXZ: 0\n    m_HeightFromFeet: 0\n    m_Mirror: 0\n";
    if (clip.hasMotion || !clip.floats.empty() || !clip.childPositions.empty()) {
        out += "  m_EditorCurves:\n";
        const char *attributes[3][3] = {{"m_LocalPosition.x", "m_LocalPosition.y", "m_LocalPosition.z"},
                                        {"localEulerAnglesRaw.x", "localEulerAnglesRaw.y", "localEulerAnglesRaw.z"},
                                        {"m_LocalScale.x", "m_LocalScale.y", "m_LocalScale.z"}};
        const std::vector<UnityKey> *curves[3] = {&clip.position, &clip.euler, &clip.scale};
        for (int v = 0; v < 3 && clip.hasMotion; ++v) {
            for (int c = 0; c < 3; ++c)
                out += editorCurve(*curves[v], c, attributes[v][c]);
        }
        for (const UnityVectorCurve &p : clip.childPositions) {
            for (int c = 0; c < 3; ++c)
                out += editorCurve(p.keys, c, attributes[0][c], p.path);
        }
        for (const UnityFloatCurve &f : clip.floats)
            out += editorCurve(f.keys, 0, f.attribute, f.path, f.classId);
    } else {
        out += "  m_EditorCurves: []\n";
    }
    out += "  m_EulerEditorCurves: []\n";
    out += QByteArray("  m_HasGenericRootTransform: ") + (clip.hasMotion ? "1" : "0") + '\n';
    out += "  m_HasMotionFloatCurves: 0\n  m_Events:";
    if (clip.events.empty())
        out += " []";
    out += '\n';
    for (const UnityClipData::Event &e : clip.events) {
        out += "  - time: " + seconds(e.time) + "\n    functionName: ClipEvent\n    data: " + unityyaml::string(e.name)
               + "\n    objectReferenceParameter: {fileID: 0}\n    floatParameter: 0\n    intParameter: 0\n"
                 "    messageOptions: 0\n";
    }
    return out;
}

} // namespace inbetween
