#pragma once

#include "clip.h"
#include "import/importresult.h"
#include "projectlimits.h"

#include <QJsonValue>
#include <QList>
#include <vector>

namespace inbetween {

// Aseprite's `meta.frameTags` as clips (DESIGN.md, "The command line"): each tag's frames
// from..to; its direction as the loop mode (forward -> loop, or once with repeat "1"; pingpong ->
// pingpong; reverse and pingpong_reverse the same over the frames in reverse order); a repeat
// count a loop mode cannot say is a warning. Tags with the same name get unique names.
// A ping-pong's end frames hold half their durations, with a warning: Aseprite shows them once a
// turn where Inbetween's ping-pong shows them twice, so halved they play as in Aseprite.
class AsepriteTags
{
public:
    // The clips of `frameTags` over `frames`; without tags (absent or empty) one clip of every
    // frame, named `name`. Frames in no tag are left out, with a warning.
    static std::vector<Clip> clips(const QJsonValue &frameTags, const QList<Frame> &frames, const QString &name,
                                   const ProjectLimits &limits, ImportResult *result);

    // The events in a tag's `data` as Inbetween's export writes them ({"events": [{"time": 250,
    // "name": "footstep"}]}); nothing for any other text (user data is free text in Aseprite).
    static QList<ClipEvent> eventsFromData(const QString &data, const ProjectLimits &limits);
};

} // namespace inbetween
