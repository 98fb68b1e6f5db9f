#pragma once

#include "document/unusablefilefinder.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace inbetween {

class Document;
class UserPrompts;

// File > Missing Files (DESIGN.md, "Files"): the images and sounds the project names that are not
// on disk, and those there but of no use (UnusableFileFinder: a picture that does not decode, a
// sheet smaller than its cells, a sound that is none), each with why and what uses it, and
// Locate... to choose the file to use (every other listed file that is in the folder it was found
// in, under its own name, is relinked with it: one undo step). Opens by itself when a project with
// missing files is opened; follows the document (an undo brings the files back into the list) and
// looks again when it becomes the active window (a file put back or mended outside).
class MissingFilesDialog : public QDialog
{
    Q_OBJECT

public:
    MissingFilesDialog(Document *document, UserPrompts *prompts, QWidget *parent);
    // Shows the window's list (made the first time, then the same one), raised.
    static MissingFilesDialog *showFor(Document *document, UserPrompts *prompts, QWidget *window);

    // The missing, then the unusable names as the list shows them (as the project names them).
    QStringList names() const;
    // Locate... for the selected file (the first when none is selected).
    void locateSelected();

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    QString usesOf(const QString &name) const;

    Document *m_document;
    UserPrompts *m_prompts;
    QLabel *m_summary;
    QTreeWidget *m_list;
    QPushButton *m_locate;
    UnusableFileFinder m_unusable;
    QList<QStringList> m_rows; // what the list shows: file, used by, problem
};

} // namespace inbetween
