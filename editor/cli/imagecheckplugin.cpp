// inbetween-cli's own checkFrameImages (declared in imagecheck.h): it stands in for the model's,
// which reads images with Qt Gui, so that the command line starts without Qt Gui and the
// libraries it brings. A project that names images has them checked by the model's function
// all the same, loaded from the plugin inbetween-imagecheck beside the program (or installed in
// libexec/, helperdir.h). (Defined here, the linker never takes the model's imagecheck.o, which
// defines the same function, from its static library.)
#include "cli/helperdir.h"
#include "media/imagecheck.h"

#include <QCoreApplication>
#include <QLibrary>
#include <algorithm>

namespace inbetween {

namespace {

using Check = void (*)(const Project &, bool, const QString &, const ProjectLimits &, Diagnostics *);

Check loadCheck(QString *why)
{
    QLibrary plugin(cli::helperDir() + QStringLiteral("/inbetween-imagecheck"));
    const auto check = reinterpret_cast<Check>(plugin.resolve("inbetween_checkFrameImages"));
    if (!check)
        *why = plugin.errorString();
    return check; // the plugin stays loaded: QLibrary's destructor does not unload it
}

} // namespace

void checkFrameImages(const Project &project, bool version1, const QString &projectFolder,
                      const ProjectLimits &limits, Diagnostics *out)
{
    const bool namesImages = std::any_of(project.clips.begin(), project.clips.end(), [](const Clip &c) {
        const QList<Frame> &frames = c.frames.frames();
        return std::any_of(frames.begin(), frames.end(), [](const Frame &f) { return !f.image.isEmpty(); });
    });
    if (!namesImages && project.mouths.isEmpty()) // the mouth chart names pictures too
        return;
    static QString why;
    static const Check check = loadCheck(&why);
    if (!check) {
        out->append({Diagnostic::Severity::Error, QString(), QStringLiteral("cannot check the frame images: %1").arg(why)});
        return;
    }
    check(project, version1, projectFolder, limits, out);
}

} // namespace inbetween
