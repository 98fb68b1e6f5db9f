#include "files/livereload.h"

#include "document/document.h"
#include "document/imagelibrary.h"
#include "document/projectfiles.h"
#include "files/projectfilemonitor.h"
#include "itemmodels/cliplistmodel.h"
#include "itemmodels/frametablemodel.h"
#include "media/framepicture.h"
#include "session/editorsession.h"

#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QMainWindow>
#include <QStatusBar>

namespace inbetween {

LiveReload::LiveReload(EditorSession *session, QMainWindow *window)
    : QObject(window), m_session(session), m_library(new ImageLibrary(this)),
      m_project(new ProjectFileMonitor(session->document(), session->prompts(), window)),
      m_problemLabel(new QLabel(window))
{
    m_problemLabel->setObjectName(QStringLiteral("fileProblems"));
    m_problemLabel->setStyleSheet(QStringLiteral("QLabel { color: #ff6060; font-weight: bold; }"));
    m_problemLabel->hide();
    window->statusBar()->addPermanentWidget(m_problemLabel);

    // Which files the project uses changes with its frames and clips; worked out once a burst of
    // edits is over (a drag is many), never on every step.
    m_filesLater.setSingleShot(true);
    m_filesLater.setInterval(200);
    connect(&m_filesLater, &QTimer::timeout, this, &LiveReload::updateFiles);
    m_problemsLater.setSingleShot(true);
    m_problemsLater.setInterval(0);
    connect(&m_problemsLater, &QTimer::timeout, this, &LiveReload::updateProblems);

    Document *doc = session->document();
    connect(doc, &Document::projectReset, this, &LiveReload::updateFiles);
    connect(doc, &Document::filePathChanged, this, &LiveReload::updateFiles);
    for (auto signal : {&Document::rowsInserted, &Document::rowsRemoved, &Document::rowsChanged})
        connect(doc, signal, this, [this](ListKind kind) {
            if (kind == ListKind::Frames || kind == ListKind::Clips)
                m_filesLater.start();
        });
    connect(doc, &Document::currentClipChanged, &m_problemsLater, qOverload<>(&QTimer::start));
    connect(doc, &Document::mouthsChanged, this, &LiveReload::updateFiles); // the chart's pictures are watched too
    connect(m_library, &ImageLibrary::pictureChanged, this, &LiveReload::onPictureChanged);
    connect(m_library, &ImageLibrary::statusChanged, &m_problemsLater, qOverload<>(&QTimer::start));
    connect(m_library, &ImageLibrary::filesChanged, this, &LiveReload::onFilesChanged);
    connect(m_project, &ProjectFileMonitor::statusMessage, this,
            [this](const QString &text) { m_session->showStatus(text, 8000); });
    updateFiles();
}

void LiveReload::updateFiles()
{
    const Document *doc = m_session->document();
    const ProjectFiles::Used used = ProjectFiles::usedBy(doc->project(), doc->folder());
    m_library->setFiles(used.images, used.sounds);
    m_sounds = used.sounds;
    m_problemsLater.start();
}

void LiveReload::onPictureChanged(const QString &path)
{
    m_session->frameModel()->reloadThumbnails();
    m_session->clipModel()->reloadThumbnails();
    if (m_library->picture(path).version > 1) {
        const QString name = QDir(m_session->document()->folder()).relativeFilePath(path);
        m_session->showStatus(tr("%1 changed on disk: reloaded").arg(name), 4000);
    }
}

// Files other than images that another program saved: the sounds.
void LiveReload::onFilesChanged(const QStringList &paths)
{
    QStringList names;
    for (const QString &path : paths) {
        if (!m_sounds.contains(path) || !QFileInfo::exists(path))
            continue;
        emit soundFileChanged(path);
        names << QDir(m_session->document()->folder()).relativeFilePath(path);
    }
    if (!names.isEmpty())
        m_session->showStatus(tr("%1 changed on disk: reloaded").arg(names.join(QStringLiteral(", "))), 4000);
}

QString LiveReload::problemText() const
{
    return m_problemLabel->text();
}

void LiveReload::updateProblems()
{
    const Document *doc = m_session->document();
    const QString folder = doc->folder();
    const QStringList files = m_library->problemFiles();
    QStringList parts;
    bool shownBefore = false; // a picture of a file that went bad: the last good one is shown
    for (const QString &path : files) {
        const QString name = QDir(folder).relativeFilePath(path);
        const bool gone = m_library->status(path) == ImageLibrary::Status::Missing;
        shownBefore = shownBefore || !m_library->picture(path).isNull();
        parts << (gone ? tr("%1 is missing").arg(name) : tr("%1 cannot be read (%2)").arg(name, m_library->problem(path)));
    }
    QString text = parts.join(QStringLiteral("; "));
    if (shownBefore)
        text = tr("%1; the last good picture is shown until it is fixed").arg(text);
    if (!parts.isEmpty())
        text = tr("%1 (File > Missing Files... locates them)").arg(text);
    m_problemLabel->setText(text);
    m_problemLabel->setVisible(!text.isEmpty());

    // The current clip's frames by the names of the pictures they show (a mouth frame's is its
    // shape's in the chart: FramePicture).
    QSet<QString> images;
    if (!files.isEmpty()) {
        const QSet<QString> bad(files.cbegin(), files.cend());
        QSet<QString> checked;
        for (const Frame &f : doc->clip().frames.frames()) {
            const QString image = FramePicture::of(f, doc->project().mouths).image;
            if (image.isEmpty() || checked.contains(image))
                continue;
            checked.insert(image);
            if (bad.contains(ProjectFiles::absolutePath(folder, image)))
                images.insert(image);
        }
    }
    if (images != m_problemImages) {
        m_problemImages = images;
        emit problemImagesChanged(images);
    }
}

} // namespace inbetween
