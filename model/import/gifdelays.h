#pragma once

#include <QByteArray>
#include <QList>

namespace inbetween {

// The delays a GIF file writes for its images, in hundredths of a second, as written (0 for an
// image without a Graphic Control Extension). Qt's GIF reader already plays a delay under
// 2/100 s as 100 ms, as browsers do, so nextImageDelay() cannot tell a 0 from a 100 ms delay;
// the importer reads the delays here to say, in a warning, where that happened. Empty when the
// bytes are not a well-formed GIF. Walks the blocks only: no pixel is decoded.
QList<int> gifDelays(const QByteArray &gif);

} // namespace inbetween
