#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace inbetween {

class Document;
class UserPrompts;

// File > Missing Files (DESIGN.md, "Files"): the images and sounds the project names that are not
// on disk, each with what uses it, and Locate... to find one (every other missing file that is in
// the folder it was found in, under its own name, is relinked with it: one undo step). Opens by
// itself when a project with missing files is opened; follows the document (an undo brings the
// files back into the list).
class MissingFilesDialog : public QDialog
{
    Q_OBJECT

public:
    MissingFilesDialog(Document *document, UserPrompts *prompts, QWidget *parent);
    // Shows the window's list (made the first time, then the same one), raised.
    static MissingFilesDialog *showFor(Document *document, UserPrompts *prompts, QWidget *window);

    // The missing names as the list shows them (as the project names them).
    QStringList names() const;
    // Locate... for the selected file (the first when none is selected).
    void locateSelected();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void refresh();
    QString usesOf(const QString &name) const;

    Document *m_document;
    UserPrompts *m_prompts;
    QLabel *m_summary;
    QTreeWidget *m_list;
    QPushButton *m_locate;
};

} // namespace inbetween
