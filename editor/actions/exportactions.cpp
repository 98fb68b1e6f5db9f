#include "actions/exportactions.h"

#include "actions/reviewexportdialog.h"
#include "document/document.h"
#include "export/projectexport.h"
#include "files/exportcontroller.h"
#include "session/editorsession.h"

#include <QAction>
#include <QActionGroup>
#include <QDir>
#include <QMenu>

namespace inbetween {

ExportActions::ExportActions(EditorSession *session, ExportController *exports, QWidget *window, QMenu *fileMenu)
    : QObject(window), m_session(session), m_exports(exports), m_window(window), m_exportMenu(new QMenu(tr("&Export"), fileMenu))
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
    m_review = new QAction(tr("Export Re&view..."), this);
    m_review->setObjectName(QStringLiteral("exportReview"));
    m_actions.append(m_review);
    connect(m_review, &QAction::triggered, m_window, [this] { exportReview(); });
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
