#include "media/framepicture.h"

#include <QSet>
#include <algorithm>

namespace inbetween {

FramePicture FramePicture::of(const Frame &frame, const MouthChart &chart)
{
    if (!frame.image.isEmpty() || frame.mouth().isEmpty())
        return {frame.image, frame.region, QString()};
    const auto it = chart.constFind(frame.mouth());
    if (it == chart.cend())
        return {QString(), std::nullopt, frame.mouth()};
    return {it->image, it->region, frame.mouth()};
}

Project FramePicture::withChartPictures(const Project &project)
{
    Project out = project;
    if (project.mouths.isEmpty())
        return out;
    for (Clip &clip : out.clips)
        clip = withChartPictures(clip, project.mouths);
    return out;
}

Clip FramePicture::withChartPictures(const Clip &clip, const MouthChart &chart)
{
    Clip out = clip;
    const QList<Frame> &frames = clip.frames.frames();
    for (int i = 0; i < int(frames.size()); ++i) {
        if (!frames[i].image.isEmpty() || frames[i].mouth().isEmpty())
            continue;
        const FramePicture picture = of(frames[i], chart);
        if (!picture.image.isEmpty())
            out.frames.setImage(i, picture.image, picture.region);
    }
    return out;
}

QStringList FramePicture::shapesWithoutPicture(const Clip &clip, const MouthChart &chart)
{
    QSet<QString> shapes;
    for (const Frame &frame : clip.frames.frames()) {
        if (frame.image.isEmpty() && !frame.mouth().isEmpty() && !chart.contains(frame.mouth()))
            shapes.insert(frame.mouth());
    }
    QStringList out(shapes.cbegin(), shapes.cend());
    out.sort();
    return out;
}

} // namespace inbetween
