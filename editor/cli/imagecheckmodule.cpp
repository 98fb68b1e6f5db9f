// The frame images' check (imagecheck.h, Qt's image readers) as a plugin of its own: the
// command line (inbetween-cli, Qt Core only) loads it only for a project that names images.
#include "media/imagecheck.h"

extern "C" Q_DECL_EXPORT void inbetween_checkFrameImages(const inbetween::Project &project, bool version1,
                                                         const QString &projectFolder,
                                                         const inbetween::ProjectLimits &limits,
                                                         inbetween::Diagnostics *out)
{
    inbetween::checkFrameImages(project, version1, projectFolder, limits, out);
}
