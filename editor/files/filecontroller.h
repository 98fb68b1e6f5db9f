#pragma once

#include <QObject>
#include <QStringList>

class QWidget;

namespace inbetween {

class Document;
class RecentFiles;
class UserPrompts;

// New, Open, Open Recent, Save, Save As and Revert on one document, asking Save / Discard /
// Cancel before unsaved changes would be lost. A file that fails to load is reported with the
// validator's messages and leaves the document as it was.
class FileController : public QObject
{
    Q_OBJECT

public:
    FileController(Document *document, UserPrompts *prompts, QWidget *window);

    RecentFiles *recentFiles() const { return m_recent; }
    // The last warnings of a successful load ("unknown key, ignored", ...).
    QStringList lastWarnings() const { return m_warnings; }

    // Each returns false when it did not happen (cancelled or failed).
    bool newProject();
    // File > Close: the project closed (asked to save first), an empty untitled one in its place.
    bool close();
    bool open();
    bool openFile(const QString &path);
    // openFile without the question: for a caller that has asked maybeSave itself.
    bool openFileAsked(const QString &path);
    bool save();
    // Asks where; into another folder, when the project uses pictures or sounds from outside
    // it, asks too whether to copy them there (CollectFiles).
    bool saveAs();
    bool revert();
    // File > Collect Files...: the pictures and sounds from other folders copied into the
    // project's folder (asked first), one undo step. A project never saved is saved first.
    bool collectFiles();
    // True when the document may be replaced or the window closed: nothing unsaved, or the user
    // saved or discarded it.
    bool maybeSave();

signals:
    void statusMessage(const QString &text);
    // A save the user asked for (Save, Save As, and the saves they lead to) succeeded, after its
    // status message.
    void saved();
    void reverted();
    // A project opened whose images or sounds are not on disk (DESIGN.md, "Files").
    void missingFilesFound();

private:
    bool saveTo(const QString &path);
    // Reads the file a save wrote; says what the reader refuses in it, if anything.
    void tellIfItWouldNotOpen(const QString &path);
    // Asks whether to copy the files from outside `folder` into it, and does it; false when the
    // user cancelled or a copy failed (said to the user).
    bool offerToCollect(const QString &folder, bool *collected = nullptr);

    Document *m_document;
    UserPrompts *m_prompts;
    QWidget *m_window;
    RecentFiles *m_recent;
    QStringList m_warnings;
};

} // namespace inbetween
