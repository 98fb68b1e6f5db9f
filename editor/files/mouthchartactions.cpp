#include "files/mouthchartactions.h"

#include "document/document.h"
#include "import/mouthchartdialog.h"
#include "session/userprompts.h"

#include <QAction>

namespace inbetween {

MouthChartActions::MouthChartActions(Document *document, UserPrompts *prompts, QWidget *window)
    : QObject(window), m_document(document), m_prompts(prompts), m_window(window),
      m_action(new QAction(tr("&Mouth Chart..."), this))
{
    m_action->setObjectName(QStringLiteral("mouthChart"));
    m_action->setStatusTip(tr("Which picture shows each mouth shape of the lip-sync clips"));
    connect(m_action, &QAction::triggered, this, [this] { show(); });
}

MouthChartDialog *MouthChartActions::show(const QString &shape)
{
    if (!m_dialog) {
        Document *doc = m_document;
        UserPrompts *prompts = m_prompts;
        QWidget *window = m_window;
        m_dialog = new MouthChartDialog(
            doc, [doc, prompts, window] { return prompts->imageFileNames(window, doc->folder()).value(0); }, window);
        m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    if (!shape.isEmpty())
        m_dialog->setCurrentShape(shape);
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
    return m_dialog;
}

} // namespace inbetween
