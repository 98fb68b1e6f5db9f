#include "export/exportedevents.h"

namespace inbetween {

QList<ExportedEvent> exportedEvents(const Clip &clip)
{
    QList<ExportedEvent> out;
    const double length = clip.length();
    if (!(length > 0.0))
        return out;
    for (const ClipEvent &e : clip.events) {
        if (e.time <= length)
            out.append({e.time, e.name, e.time == length});
    }
    return out;
}

} // namespace inbetween
