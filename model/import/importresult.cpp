#include "import/importresult.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <algorithm>

namespace inbetween {

QStringList ImportResult::messages(const QString &sourceName) const
{
    QStringList out;
    for (const Diagnostic &d : diagnostics)
        out.append(d.text(sourceName));
    return out;
}

bool ImportResult::hasErrors() const
{
    return std::any_of(diagnostics.begin(), diagnostics.end(), [](const Diagnostic &d) { return d.isError(); });
}

ImportResult &ImportResult::finish()
{
    if (hasErrors()) {
        project.reset();
        newImages.clear();
    }
    return *this;
}

bool ImportResult::writeNewImages(QString *error) const
{
    QStringList written, madeFolders;
    auto fail = [&](const QString &why) {
        for (const QString &path : written)
            QFile::remove(path);
        for (auto it = madeFolders.crbegin(); it != madeFolders.crend(); ++it)
            QDir().rmdir(*it); // only when empty: never what was there before
        *error = why;
        return false;
    };
    for (const NewImageFile &image : newImages) {
        const QString folder = QFileInfo(image.path).absolutePath();
        if (!QFileInfo::exists(folder)) {
            if (!QDir().mkpath(folder))
                return fail(QStringLiteral("cannot make the folder %1").arg(folder));
            madeFolders.append(folder);
        }
        // Never over a file that was there: it may be another project's picture.
        if (QFileInfo::exists(image.path))
            return fail(QStringLiteral("%1 is there already: an import never replaces a file").arg(image.path));
        QSaveFile file(image.path);
        if (!file.open(QIODevice::WriteOnly) || file.write(image.png) != image.png.size() || !file.commit())
            return fail(QStringLiteral("cannot write %1: %2").arg(image.path, file.errorString()));
        written.append(image.path);
    }
    return true;
}

void ImportResult::removeNewImages() const
{
    QStringList folders;
    for (const NewImageFile &image : newImages) {
        QFile::remove(image.path);
        const QString folder = QFileInfo(image.path).absolutePath();
        if (!folders.contains(folder))
            folders.append(folder);
    }
    for (const QString &folder : folders)
        QDir().rmdir(folder); // only when nothing else is in it
}

} // namespace inbetween
