#include "import/lipsyncclip.h"

#include <algorithm>

namespace inbetween {

QString LipSyncClip::restShape(const LipSyncTrack &track)
{
    static const QStringList rhubarb = {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C"),
                                        QStringLiteral("D"), QStringLiteral("E"), QStringLiteral("F"),
                                        QStringLiteral("G"), QStringLiteral("H"), QStringLiteral("X")};
    const bool letters = std::all_of(track.cues.cbegin(), track.cues.cend(),
                                     [](const MouthCue &cue) { return rhubarb.contains(cue.shape); });
    return letters ? QStringLiteral("X") : QStringLiteral("rest");
}

Clip LipSyncClip::make(const LipSyncTrack &track, const QString &name)
{
    Clip clip(name);
    clip.loop = LoopMode::Once;
    QList<Frame> frames;
    frames.reserve(track.cues.size() + 1);
    const auto mouthFrame = [](double hold, const QString &shape) {
        Frame frame;
        frame.duration = hold;
        frame.setMouth(shape);
        return frame;
    };
    if (!track.cues.isEmpty() && track.cues.front().start > 0.0)
        frames.append(mouthFrame(track.cues.front().start, restShape(track)));
    // The cues are back to back (LipSyncCueList): a cue's end is the next one's start, the last
    // one's the track's end.
    for (const MouthCue &cue : track.cues)
        frames.append(mouthFrame(cue.end - cue.start, cue.shape));
    clip.frames = FrameTrack(frames);
    return clip;
}

} // namespace inbetween
