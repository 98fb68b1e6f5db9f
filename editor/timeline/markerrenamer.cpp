#include "timeline/markerrenamer.h"

#include "document/clipguideedits.h"
#include "document/document.h"
#include "projectlimits.h"

#include <QKeyEvent>
#include <QLineEdit>

namespace inbetween {

MarkerRenamer::MarkerRenamer(Document *document, QWidget *viewport)
    : QObject(viewport), m_document(document), m_field(new QLineEdit(viewport))
{
    m_field->setObjectName(QStringLiteral("markerName"));
    m_field->setMaxLength(ProjectLimits().maxMarkerNameLength);
    m_field->hide();
    m_field->installEventFilter(this);
    // Enter, or the keys going elsewhere.
    connect(m_field, &QLineEdit::editingFinished, this, &MarkerRenamer::commit);
}

void MarkerRenamer::start(int index, const QRect &flag)
{
    const Clip &clip = m_document->clip();
    if (index < 0 || index >= clip.markers.size())
        return;
    m_index = index;
    m_clip = m_document->currentClip();
    m_field->setText(clip.markers[index].name);
    m_field->selectAll();
    const int height = m_field->sizeHint().height();
    m_field->setGeometry(QRect(flag.left(), flag.center().y() - height / 2, std::max(flag.width(), 120), height));
    m_field->show();
    m_field->raise();
    m_field->setFocus(Qt::OtherFocusReason);
}

void MarkerRenamer::cancel()
{
    if (isActive())
        close();
}

void MarkerRenamer::commit()
{
    if (!isActive())
        return;
    const int index = m_index;
    const bool sameClip = m_document->currentClip() == m_clip;
    const QString name = m_field->text();
    close(); // first: the rename's signals may ask the renamer to stop
    if (sameClip)
        ClipGuideEdits::renameMarker(m_document, index, name);
}

void MarkerRenamer::close()
{
    m_index = -1;
    m_clip = -1;
    m_field->hide(); // its focus out commits nothing now
    emit finished();
}

bool MarkerRenamer::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_field && (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress)) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Escape || key == Qt::Key_Return || key == Qt::Key_Enter) {
            // Ours while the field is open: a window's Escape or Enter must not take them.
            event->accept();
            if (event->type() == QEvent::KeyPress) {
                if (key == Qt::Key_Escape)
                    cancel();
                else
                    commit();
            }
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace inbetween
