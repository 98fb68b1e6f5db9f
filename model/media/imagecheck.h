#pragma once

#include "file/diagnostic.h"
#include "project.h"
#include "projectlimits.h"

#include <QImage>
#include <QList>
#include <QString>

namespace inbetween {

// A region as the project file writes it: "[x, y, w, h]".
QString regionText(const QRect &r);
// Whether a picture of `size` holds `region` (none: the whole picture): a sheet saved smaller
// since its cells were cut does not. The reader refuses such a frame; the preview shows its
// placeholder.
inline bool regionInside(const QSize &size, const std::optional<QRect> &region)
{
    return !region || QRect(QPoint(), size).contains(*region);
}

// Reads an image file within the limits a project's images keep to (ProjectLimits: file size,
// and width and height from the header before a pixel is decoded; the format from the content).
// Returns why it cannot be used, or an empty string and the decoded image. The reader's image
// check and the importers' sheets both read through it.
QString readCheckedImage(const QString &path, const ProjectLimits &limits, QImage *image);
// readCheckedImage's words alone, the picture let go: whether a file may become a project's
// picture (a frame's, a mouth shape's) without keeping the saved project from opening.
QString imageFileProblem(const QString &path, const ProjectLimits &limits = ProjectLimits());

// Checks the images the frames of every clip name, relative to the project's folder: each must be
// a file that decodes as an image within the pixel limits (an error naming
// clips[c].frames[i].image otherwise, or frames[i].image for a `version1` file, so its bytes never
// reach the editor or an export), and a frame's region must lie inside its image; an image
// outside the folder (".." or an absolute path) is a warning, as the project cannot move without
// it. Each distinct file is read once, however many frames show it. The mouth chart's pictures
// are checked the same way, named mouths.SHAPE.image and mouths.SHAPE.region.
void checkFrameImages(const Project &project, bool version1, const QString &projectFolder,
                      const ProjectLimits &limits, Diagnostics *out);

} // namespace inbetween
