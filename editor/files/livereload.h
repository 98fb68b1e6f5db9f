#pragma once

#include <QObject>
#include <QSet>
#include <QTimer>

class QLabel;
class QMainWindow;

namespace inbetween {

class ImageLibrary;
class EditorSession;
class ProjectFileMonitor;

// Live reload for the window (DESIGN.md, issue 17): every image and sound the project uses is
// watched (ImageLibrary, FileWatch); an image another program saves is decoded off the GUI
// thread and swapped into the preview, the thumbnails and the timeline at the next render, with
// no undo step; a sound is opened again by the player and its waveform decoded again (the old
// one shows meanwhile). A file that goes missing or stops decoding keeps its last picture and is
// marked: red on its timeline blocks and in the preview, and a line in the status bar that stays
// until the file is back. The project file itself changed by another program is offered for reload
// (ProjectFileMonitor).
class LiveReload : public QObject
{
    Q_OBJECT

public:
    // Its lasting line goes into `window`'s status bar.
    LiveReload(EditorSession *session, QMainWindow *window);

    ImageLibrary *library() const { return m_library; }
    ProjectFileMonitor *projectMonitor() const { return m_project; }
    // The status bar's lasting line about missing or unreadable files ("" when all are fine).
    QString problemText() const;
    // The images (as the frames name them) whose files have a problem now.
    QSet<QString> problemImages() const { return m_problemImages; }

signals:
    void problemImagesChanged(const QSet<QString> &images);
    // A sound the project uses was saved again by another program: its player and its waveform
    // read it again.
    void soundFileChanged(const QString &path);

private:
    void updateFiles();
    void updateProblems();
    void onPictureChanged(const QString &path);
    void onFilesChanged(const QStringList &paths);

    EditorSession *m_session;
    ImageLibrary *m_library;
    ProjectFileMonitor *m_project;
    QTimer m_filesLater;   // the set of files, after a burst of edits
    QTimer m_problemsLater; // the marks, once per burst of status changes
    QLabel *m_problemLabel;
    QSet<QString> m_problemImages;
    QStringList m_sounds; // the sounds the project uses (absolute), as last given to the library
};

} // namespace inbetween
