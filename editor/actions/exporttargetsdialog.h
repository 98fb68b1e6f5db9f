#pragma once

#include <QDialog>
#include <QList>

class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace inbetween {

class EditorSession;
class ExportTargetModel;
class TargetExports;

// File > Export Targets... (DESIGN.md, "Export targets"): the exports the project keeps, as a
// table (ExportTargetModel: format, path, clip, options in words), with Edit... (a double-click
// too: ExportTargetDialog), Remove (Delete too), each one undo step, and Export Now for the
// selected targets (TargetExports), whose outcome, a line a target and a warning, shows under the
// table. Not modal: it follows the document, so an undo in the window shows here.
class ExportTargetsDialog : public QDialog
{
    Q_OBJECT

public:
    ExportTargetsDialog(EditorSession *session, TargetExports *targets, QWidget *parent);
    // Shows the window's dialog (made the first time, then the same one), raised.
    static ExportTargetsDialog *showFor(EditorSession *session, TargetExports *targets, QWidget *window);

    QTableView *table() const { return m_table; }      // "exportTargetsTable"
    QList<int> selectedRows() const;
    // The buttons' actions on the selection (Edit: the first selected row).
    void editSelected();
    void removeSelected();
    void exportSelected();
    QString outcomeText() const;                       // "exportTargetsOutcome"

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void updateButtons();

    EditorSession *m_session;
    TargetExports *m_targets;
    ExportTargetModel *m_model;
    QTableView *m_table;
    QPlainTextEdit *m_outcome;
    QPushButton *m_edit;
    QPushButton *m_remove;
    QPushButton *m_exportNow;
};

} // namespace inbetween
