#pragma once

#include "exporttarget.h"

#include <QDialog>

class QComboBox;
class QLineEdit;
class QPushButton;

namespace inbetween {

class Document;
class ExportOptionsForm;
class UserPrompts;

// Edit... of File > Export Targets... (DESIGN.md, "Export targets"): one kept target's path (as
// the project file names it, typed or chosen with Browse...), its clip (every clip, or one; a
// clip the project no longer has stays offered, said so) and its format's options, in the rows
// File > Export asks them (ExportOptionsForm). The options only the project file sets (fps, node,
// tolerance, Aseprite's ping-pong) are kept as they are; the format is the target's.
class ExportTargetDialog : public QDialog
{
    Q_OBJECT

public:
    // `prompts` asks Browse...'s file name.
    ExportTargetDialog(const Document &document, const ExportTarget &target, UserPrompts *prompts, QWidget *parent = nullptr);

    // The target as edited, its path relative to the document's folder (Document::folder()), as
    // the document keeps them.
    ExportTarget target() const;

    // For the tests (object names as here).
    QLineEdit *pathField() const { return m_path; }            // "targetPath"
    QPushButton *browseButton() const { return m_browse; }     // "browseTargetPath"
    QComboBox *clipBox() const { return m_clip; }              // "targetClip"
    ExportOptionsForm *optionsForm() const { return m_form; }  // "exportOptionsForm"; null when none
    QPushButton *okButton() const { return m_ok; }

private:
    void browse();
    // A path as typed (relative to the project file's folder, or absolute) made whole.
    QString wholePath(const QString &typed) const;

    const Document &m_document;
    ExportTarget m_target;
    UserPrompts *m_prompts;
    QString m_shownPath; // the path as first shown: left as it is, the target keeps its own
    QLineEdit *m_path;
    QPushButton *m_browse;
    QComboBox *m_clip;
    ExportOptionsForm *m_form = nullptr;
    QPushButton *m_ok = nullptr;
};

} // namespace inbetween
