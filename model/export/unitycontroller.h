#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace inbetween {

// An AnimatorController asset (.controller): one layer, "Base Layer", whose state machine has one
// state per clip (named by the clip, its motion the clip's .anim by GUID), the first clip the
// default state. No transitions or parameters: the game picks a state with Animator.Play(name).
// The local file IDs of the states and the state machine are derived from the names, so a
// re-export writes the same file.
class UnityController
{
public:
    struct State
    {
        QString name;
        QByteArray animGuid;
    };
    static QByteArray toController(const QString &name, const QList<State> &states);
};

} // namespace inbetween
