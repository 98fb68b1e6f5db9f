#include "actions/exporttargetsdialog.h"

#include "actions/exporttargetdialog.h"
#include "document/document.h"
#include "document/exporttargetedits.h"
#include "files/targetexports.h"
#include "itemmodels/exporttargetmodel.h"
#include "session/editorsession.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace inbetween {

ExportTargetsDialog::ExportTargetsDialog(EditorSession *session, TargetExports *targets, QWidget *parent)
    : QDialog(parent), m_session(session), m_targets(targets), m_model(new ExportTargetModel(session->document(), this)),
      m_table(new QTableView), m_outcome(new QPlainTextEdit), m_edit(new QPushButton(tr("&Edit..."))),
      m_remove(new QPushButton(tr("&Remove"))), m_exportNow(new QPushButton(tr("E&xport Now")))
{
    setObjectName(QStringLiteral("exportTargets"));
    setWindowTitle(tr("Export Targets"));
    auto *layout = new QVBoxLayout(this);
    auto *summary = new QLabel(tr("Where this project is exported: File > Export All (Ctrl+Shift+E) writes every one, "
                                  "and so does each save with File > Export on Save. File > Export adds one."));
    summary->setWordWrap(true);
    layout->addWidget(summary);

    m_table->setObjectName(QStringLiteral("exportTargetsTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    layout->addWidget(m_table, 1);
    // A few lines high, scrolling: a run of many targets with warnings leaves the table its room.
    m_outcome->setObjectName(QStringLiteral("exportTargetsOutcome"));
    m_outcome->setReadOnly(true);
    m_outcome->setFrameShape(QFrame::NoFrame);
    m_outcome->viewport()->setAutoFillBackground(false);
    m_outcome->setMaximumHeight(m_outcome->fontMetrics().lineSpacing() * 5 + 8);
    layout->addWidget(m_outcome);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    for (auto [button, name] : {std::pair{m_edit, "editTarget"}, std::pair{m_remove, "removeTarget"},
                                std::pair{m_exportNow, "exportTargetNow"}}) {
        button->setObjectName(QLatin1String(name));
        button->setAutoDefault(false);
        buttons->addButton(button, QDialogButtonBox::ActionRole);
    }
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    connect(m_edit, &QPushButton::clicked, this, &ExportTargetsDialog::editSelected);
    connect(m_remove, &QPushButton::clicked, this, &ExportTargetsDialog::removeSelected);
    connect(m_exportNow, &QPushButton::clicked, this, &ExportTargetsDialog::exportSelected);
    connect(m_table, &QTableView::doubleClicked, this, &ExportTargetsDialog::editSelected);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ExportTargetsDialog::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_table->resizeColumnsToContents();
        updateButtons();
    });
    connect(m_targets, &TargetExports::finished, this,
            [this](const QString &, const QStringList &lines) { m_outcome->setPlainText(lines.join(QLatin1Char('\n'))); });
    m_table->resizeColumnsToContents();
    updateButtons();
    resize(820, 400);
}

ExportTargetsDialog *ExportTargetsDialog::showFor(EditorSession *session, TargetExports *targets, QWidget *window)
{
    auto *dialog = window->findChild<ExportTargetsDialog *>(QStringLiteral("exportTargets"), Qt::FindDirectChildrenOnly);
    if (!dialog)
        dialog = new ExportTargetsDialog(session, targets, window);
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
    return dialog;
}

QList<int> ExportTargetsDialog::selectedRows() const
{
    QList<int> rows;
    for (const QModelIndex &index : m_table->selectionModel()->selectedRows())
        rows.append(index.row());
    std::sort(rows.begin(), rows.end());
    return rows;
}

void ExportTargetsDialog::editSelected()
{
    const QList<int> rows = selectedRows();
    if (rows.isEmpty())
        return;
    const int row = rows.front();
    Document *document = m_session->document();
    ExportTargetDialog dialog(*document, document->project().exports.at(row), m_session->prompts(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    ExportTargetEdits::set(document, row, dialog.target());
    m_table->selectRow(row); // the table was reset
}

void ExportTargetsDialog::removeSelected()
{
    QList<int> rows = selectedRows();
    if (rows.isEmpty())
        return;
    // One step a target, from the last, so that the rows before keep their numbers.
    std::reverse(rows.begin(), rows.end());
    for (int row : std::as_const(rows))
        ExportTargetEdits::remove(m_session->document(), row);
    if (m_model->rowCount() > 0)
        m_table->selectRow(std::min(rows.back(), m_model->rowCount() - 1));
}

void ExportTargetsDialog::exportSelected()
{
    m_outcome->setPlainText(tr("Exporting..."));
    m_targets->exportRows(selectedRows());
}

QString ExportTargetsDialog::outcomeText() const
{
    return m_outcome->toPlainText();
}

void ExportTargetsDialog::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::Delete) || event->key() == Qt::Key_Backspace) {
        removeSelected();
        return;
    }
    QDialog::keyPressEvent(event);
}

void ExportTargetsDialog::updateButtons()
{
    const bool any = m_table->selectionModel()->hasSelection();
    m_edit->setEnabled(any);
    m_remove->setEnabled(any);
    m_exportNow->setEnabled(any);
    // With no targets, how to get one (and no more once there is one).
    const QString none = tr("No export targets yet: File > Export writes a format, and Keep keeps it here.");
    if (m_model->rowCount() == 0 && m_outcome->toPlainText().isEmpty())
        m_outcome->setPlainText(none);
    else if (m_model->rowCount() > 0 && m_outcome->toPlainText() == none)
        m_outcome->clear();
}

} // namespace inbetween
