#pragma once

#include "projectlimits.h"

#include <QImage>
#include <QString>

namespace inbetween {

// Reads a still image an import cuts from (a sheet, an Aseprite sheet's PNG) within the limits a
// project's images keep to (ProjectLimits: file size, and width and height from the header
// before a pixel is decoded). Returns why it cannot be used, or an empty string and the image.
QString readSourceImage(const QString &path, const ProjectLimits &limits, QImage *image);

} // namespace inbetween
