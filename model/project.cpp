#include "project.h"

#include "clipname.h"

namespace inbetween {

int Project::clipIndex(const QString &name) const
{
    for (size_t i = 0; i < clips.size(); ++i) {
        if (clips[i].name == name)
            return int(i);
    }
    return -1;
}

int Project::boxIndex(const QString &name) const
{
    for (qsizetype i = 0; i < boxes.size(); ++i) {
        if (boxes[i].name == name)
            return int(i);
    }
    return -1;
}

int Project::pointIndex(const QString &name) const
{
    for (qsizetype i = 0; i < points.size(); ++i) {
        if (points[i].name == name)
            return int(i);
    }
    return -1;
}

QStringList Project::clipNames() const
{
    QStringList names;
    names.reserve(qsizetype(clips.size()));
    for (const Clip &c : clips)
        names.append(c.name);
    return names;
}

QString Project::unusedClipName(const QString &wanted) const
{
    const QString base = wanted.trimmed().isEmpty() ? defaultClipName() : wanted;
    if (clipIndex(base) < 0)
        return base;
    for (int n = 2;; ++n) {
        const QString candidate = numberedClipName(base, n);
        if (clipIndex(candidate) < 0)
            return candidate;
    }
}

} // namespace inbetween
