#include "actions/exportactions.h"

#include "actions/exporttargetsdialog.h"
#include "actions/reviewexportdialog.h"
#include "document/document.h"
#include "document/exporttargetedits.h"
#include "export/projectexport.h"
#include "files/exportcontroller.h"
#include "files/targetexports.h"
#include "session/editorsession.h"

#include <QAction>
#include <QActionGroup>
#include <QDir>
#include <QMenu>

namespace inbetween {

ExportActions::ExportActions(EditorSession *session, ExportController *exports, TargetExports *targets, QWidget *window,
                             QMenu *fileMenu)
    : QObject(window), m_session(session), m_exports(exports), m_targets(targets), m_window(window),
      m_exportMenu(new QMenu(tr("&Export"), fileMenu))
{
    m_exportMenu->setObjectName(QStringLiteral("exportMenu"));
    // What the formats below write: every clip of the project, or the current clip only.
    auto *scope = new QActionGroup(this);
    for (const auto &[name, text] : {std::pair{"exportAllClips", tr("&All Clips")},
                                     std::pair{"exportCurrentClip", tr("&Current Clip Only")}}) {
        QAction *s = m_exportMenu->addAction(text);
        s->setObjectName(QString::fromLatin1(name));
        s->setCheckable(true);
        scope->addAction(s);
        m_actions.append(s);
    }
    m_actions.front()->setChecked(true);
    m_currentClipOnly = m_actions.back();
    m_exportMenu->addSeparator();
    for (const ExportFormat &format : exportFormats()) {
        QAction *e = m_exportMenu->addAction(format.folder ? tr("%1...").arg(format.displayName)
                                                           : tr("%1 (.%2)...").arg(format.displayName, format.suffix));
        e->setObjectName(QStringLiteral("export_") + format.id);
        m_actions.append(e);
        connect(e, &QAction::triggered, m_window, [this, id = format.id] {
            m_exports->exportAs(id, m_currentClipOnly->isChecked());
        });
    }
    createTargetActions();
    m_review = new QAction(tr("Export Re&view..."), this);
    m_review->setObjectName(QStringLiteral("exportReview"));
    m_actions.append(m_review);
    connect(m_review, &QAction::triggered, m_window, [this] { exportReview(); });
}

void ExportActions::createTargetActions()
{
    // Ctrl+E is Keyframes > Add Event at Playhead, which animators press all day: Export All is
    // Ctrl+Shift+E beside it.
    auto *all = new QAction(tr("Export A&ll"), this);
    all->setObjectName(QStringLiteral("exportAll"));
    all->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    all->setStatusTip(tr("Write every export target the project keeps"));
    connect(all, &QAction::triggered, m_targets, &TargetExports::exportAll);
    auto *list = new QAction(tr("Export &Targets..."), this);
    list->setObjectName(QStringLiteral("exportTargets"));
    list->setStatusTip(tr("The exports the project keeps: edit, remove or export them now"));
    connect(list, &QAction::triggered, m_window,
            [this] { ExportTargetsDialog::showFor(m_session, m_targets, m_window); });
    auto *onSave = new QAction(tr("Export on Sa&ve"), this);
    onSave->setObjectName(QStringLiteral("exportOnSave"));
    onSave->setCheckable(true);
    onSave->setStatusTip(tr("Write every export target after each save (kept in the project)"));
    Document *document = m_session->document();
    // The check follows the project (an undo, another project opened); a click is an undo step.
    const auto follow = [onSave, document] { onSave->setChecked(document->project().exportOnSave); };
    connect(document, &Document::exportTargetsChanged, onSave, follow);
    follow();
    connect(onSave, &QAction::triggered, this, [document, follow](bool on) {
        ExportTargetEdits::setExportOnSave(document, on);
        follow(); // also when nothing changed
    });
    m_targetActions = {all, list, onSave};
    for (QAction *a : std::as_const(m_targetActions)) {
        m_window->addAction(a); // the key works with the menu bar hidden too
        m_actions.append(a);
    }
}

void ExportActions::exportReview()
{
    Document *document = m_session->document();
    // After Save As into another folder the project's paths stay relative to the folder it was
    // opened from (Document::folder); the file is proposed beside the project file.
    ReviewExportDialog dialog(document->project(), document->folder(), document->currentClip(), m_window,
                              document->fileFolder());
    if (dialog.exec() == QDialog::Accepted)
        m_session->showStatus(tr("Exported %1").arg(QDir::toNativeSeparators(dialog.outputPath())), 8000);
}

} // namespace inbetween
