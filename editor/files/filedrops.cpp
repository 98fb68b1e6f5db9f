#include "files/filedrops.h"

#include "document/document.h"
#include "files/filecontroller.h"
#include "files/importcontroller.h"
#include "files/soundactions.h"
#include "session/editorsession.h"
#include "session/userprompts.h"

#include <QFileInfo>
#include <QImageReader>

namespace inbetween {

FileDrops::FileDrops(EditorSession *session, FileController *files, ImportController *importer, SoundActions *sound,
                     QWidget *window)
    : QObject(window), m_session(session), m_files(files), m_import(importer), m_sound(sound), m_window(window)
{
}

void FileDrops::importImages()
{
    const QStringList paths = m_session->prompts()->imageFileNames(m_window, m_session->document()->folder());
    if (!paths.isEmpty())
        addImages(paths);
}

void FileDrops::addImages(const QStringList &paths)
{
    const QList<int> rows = m_session->selectedRows(ListKind::Frames);
    addImagesAt(paths, rows.isEmpty() ? -1 : rows.back() + 1);
}

void FileDrops::addImagesAt(const QStringList &paths, int row)
{
    QStringList refused;
    m_session->selectRows(ListKind::Frames, m_session->operations().addImages(paths, row, &refused));
    if (!refused.isEmpty())
        m_session->prompts()->showErrors(m_window, tr("Not added: %n file(s) a project cannot hold", nullptr, int(refused.size())),
                                         refused);
}

namespace {
bool isImage(const QString &path)
{
    return QImageReader::supportedImageFormats().contains(QFileInfo(path).suffix().toLower().toLatin1());
}
} // namespace

void FileDrops::openDroppedFiles(const QList<QUrl> &urls, int frameRow)
{
    QStringList local;
    for (const QUrl &url : urls) {
        if (!url.toLocalFile().isEmpty())
            local << url.toLocalFile();
    }
    if (m_sound->takeDrop(local) || (frameRow < 0 && m_import->takeDrop(local)))
        return;
    QStringList images;
    QString project;
    for (const QUrl &url : urls) {
        const QString path = url.toLocalFile();
        if (path.isEmpty())
            continue;
        if (isImage(path))
            images << path;
        else if (project.isEmpty())
            project = path;
    }
    // A project replaces the document; images are added to it.
    if (!project.isEmpty())
        m_files->openFile(project);
    else if (!images.isEmpty() && frameRow >= 0)
        addImagesAt(images, frameRow);
    else if (!images.isEmpty())
        addImages(images);
}

} // namespace inbetween
