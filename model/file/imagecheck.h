#pragma once

#include "diagnostic.h"
#include "frame.h"
#include "projectlimits.h"

#include <QList>
#include <QString>

namespace inbetween {

// Checks the images a project's frames name, relative to the project's folder: each must be a
// file that decodes as an image within the pixel limits (an error naming frames[i].image
// otherwise, so its bytes never reach the editor or an export); one outside the folder (".." or
// an absolute path) is a warning, as the project cannot move without it. Each distinct file is
// read once, however many frames show it.
void checkFrameImages(const QList<Frame> &frames, const QString &projectFolder, const ProjectLimits &limits,
                      Diagnostics *out);

} // namespace inbetween
