#pragma once

#include <QList>
#include <QObject>
#include <QStringList>
#include <QUrl>

class QWidget;

namespace inbetween {

class EditorSession;
class FileController;
class ImportController;
class SoundActions;

// Files that come into the project from outside: Frames > Import Images, and local files dropped
// on the window, the preview or the frame table. One sound file becomes the current clip's sound
// (wherever it lands); a project opens in place of the document; images are added as frames.
class FileDrops : public QObject
{
    Q_OBJECT

public:
    // `window` is the parent of the file dialog.
    FileDrops(EditorSession *session, FileController *files, ImportController *importer, SoundActions *sound,
              QWidget *window);

    // Asks for images (sorted naturally) and adds them.
    void importImages();
    // After the selected frames, else at the end; the new frames selected.
    void addImages(const QStringList &paths);
    // Images go in before frame `frameRow`, or after the selected frames when it is -1. Dropped on
    // the window (-1), one Aseprite JSON, animated image or (if the user says so) sprite sheet is
    // imported (ImportController).
    void openDroppedFiles(const QList<QUrl> &urls, int frameRow = -1);

private:
    // Frames of the images at `row` (-1: the end), selected; the files a project cannot hold are
    // left out and shown with why.
    void addImagesAt(const QStringList &paths, int row);

    EditorSession *m_session;
    FileController *m_files;
    ImportController *m_import;
    SoundActions *m_sound;
    QWidget *m_window;
};

} // namespace inbetween
