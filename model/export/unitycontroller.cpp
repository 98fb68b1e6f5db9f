#include "export/unitycontroller.h"

#include "export/unityyaml.h"

#include <algorithm>
#include <map>

namespace inbetween {

namespace {

constexpr qint64 kControllerId = 9100000;

QByteArray ref(qint64 id)
{
    return "{fileID: " + QByteArray::number(id) + '}';
}

QByteArray header(int classId, qint64 id, const char *type)
{
    return unityyaml::document(classId, id) + type
           + ":\n  serializedVersion: 6\n  m_ObjectHideFlags: 1\n  m_CorrespondingSourceObject: {fileID: 0}\n"
             "  m_PrefabInstance: {fileID: 0}\n  m_PrefabAsset: {fileID: 0}\n";
}

} // namespace

QByteArray UnityController::toController(const QString &name, const QList<State> &states)
{
    // Unity writes the objects of an asset in the order of their file IDs.
    std::map<qint64, QByteArray> objects;
    const qint64 machine = unityyaml::localId(QStringLiteral("state machine\n") + name);
    QList<qint64> stateIds;
    for (qsizetype i = 0; i < states.size(); ++i) {
        const qint64 id = unityyaml::localId(QStringLiteral("state\n%1\n%2").arg(name, states[i].name));
        stateIds.append(id);
        QByteArray s = header(1102, id, "AnimatorState");
        s += "  m_Name: " + unityyaml::string(states[i].name) + '\n';
        s += "  m_Speed: 1\n  m_CycleOffset: 0\n  m_Transitions: []\n  m_StateMachineBehaviours: []\n";
        s += "  m_Position: {x: 300, y: " + QByteArray::number(60 * i) + ", z: 0}\n";
        s += "  m_IKOnFeet: 0\n  m_WriteDefaultValues: 1\n  m_Mirror: 0\n  m_SpeedParameterActive: 0\n"
             "  m_MirrorParameterActive: 0\n  m_CycleOffsetParameterActive: 0\n  m_TimeParameterActive: 0\n";
        s += "  m_Motion: {fileID: 7400000, guid: " + states[i].animGuid + ", type: 2}\n";
        s += "  m_Tag: \n  m_SpeedParameter: \n  m_MirrorParameter: \n  m_CycleOffsetParameter: \n  m_TimeParameter: \n";
        objects[id] = s;
    }
    QByteArray m = header(1107, machine, "AnimatorStateMachine");
    m += "  m_Name: Base Layer\n  m_ChildStates:";
    m += states.isEmpty() ? " []\n" : "\n";
    for (qsizetype i = 0; i < states.size(); ++i) {
        m += "  - serializedVersion: 1\n    m_State: " + ref(stateIds[i]) + "\n    m_Position: {x: 300, y: "
             + QByteArray::number(60 * i) + ", z: 0}\n";
    }
    m += "  m_ChildStateMachines: []\n  m_AnyStateTransitions: []\n  m_EntryTransitions: []\n"
         "  m_StateMachineTransitions: {}\n  m_StateMachineBehaviours: []\n  m_AnyStatePosition: {x: 50, y: 20, z: 0}\n"
         "  m_EntryPosition: {x: 50, y: 120, z: 0}\n  m_ExitPosition: {x: 800, y: 120, z: 0}\n"
         "  m_ParentStateMachinePosition: {x: 800, y: 20, z: 0}\n";
    m += "  m_DefaultState: " + (stateIds.isEmpty() ? ref(0) : ref(stateIds.front())) + '\n';
    objects[machine] = m;
    QByteArray c = unityyaml::document(91, kControllerId);
    c += "AnimatorController:\n  m_ObjectHideFlags: 0\n  m_CorrespondingSourceObject: {fileID: 0}\n"
         "  m_PrefabInstance: {fileID: 0}\n  m_PrefabAsset: {fileID: 0}\n";
    c += "  m_Name: " + unityyaml::string(name) + '\n';
    c += "  serializedVersion: 5\n  m_AnimatorParameters: []\n  m_AnimatorLayers:\n  - serializedVersion: 5\n"
         "    m_Name: Base Layer\n    m_StateMachine: " + ref(machine) + '\n';
    c += "    m_Mask: {fileID: 0}\n    m_Motions: []\n    m_Behaviours: []\n    m_BlendingMode: 0\n"
         "    m_SyncedLayerIndex: -1\n    m_DefaultWeight: 0\n    m_IKPass: 0\n    m_SyncedLayerAffectsTiming: 0\n"
         "    m_Controller: " + ref(kControllerId) + '\n';
    objects[kControllerId] = c;
    QByteArray out = unityyaml::header();
    for (const auto &[id, text] : objects)
        out += text;
    return out;
}

} // namespace inbetween
