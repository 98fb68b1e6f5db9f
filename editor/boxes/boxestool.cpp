#include "boxes/boxestool.h"

#include "clip.h"
#include "document/document.h"
#include "document/framedataedits.h"
#include "playback/playbackclock.h"
#include "preview/previewwidget.h"
#include "projectlimits.h"
#include "session/editorsession.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QQuickView>

namespace inbetween {

BoxesTool::BoxesTool(EditorSession *session, QObject *parent) : QObject(parent), m_session(session)
{
    // An edit, another clip or project under a drag: the drag's frame may be gone.
    Document *doc = session->document();
    connect(doc, &Document::timingChanged, this, &BoxesTool::cancel);
    connect(doc, &Document::currentClipChanged, this, &BoxesTool::cancel);
    connect(doc, &Document::projectReset, this, [this] {
        cancel();
        select(QString());
    });
}

void BoxesTool::addPreview(PreviewWidget *preview)
{
    if (!preview || m_previews.contains(preview))
        return;
    m_previews.append(preview);
    preview->quickView()->installEventFilter(this);
    preview->installEventFilter(this);
    showState();
}

void BoxesTool::setActive(bool active)
{
    if (active == m_active)
        return;
    cancel();
    m_active = active;
    for (PreviewWidget *p : m_previews) {
        if (p && !active)
            p->quickView()->unsetCursor();
    }
    showState();
}

void BoxesTool::setDrawName(const QString &name)
{
    m_drawName = name;
}

void BoxesTool::select(const QString &box)
{
    m_selected = box;
    if (!box.isEmpty() && box != m_drawName) {
        m_drawName = box;
        emit drawNameChanged(box);
    }
    showState();
}

void BoxesTool::showState()
{
    for (PreviewWidget *p : m_previews) {
        if (p)
            p->setFrameDataEditing(m_active, m_selected);
    }
}

PreviewWidget *BoxesTool::previewOf(QObject *watched) const
{
    for (PreviewWidget *p : m_previews) {
        if (p && (watched == p || watched == p->quickView()))
            return p;
    }
    return nullptr;
}

bool BoxesTool::eventFilter(QObject *watched, QEvent *event)
{
    // Only the events the tool takes look for their preview: the others include those a preview
    // gets while it is being destroyed (ChildRemoved from ~QWidget), when it is no longer a
    // PreviewWidget and even comparing it through its QPointer would cast it as one.
    switch (event->type()) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseMove:
    case QEvent::MouseButtonRelease:
    case QEvent::ShortcutOverride:
    case QEvent::KeyPress:
        break;
    default:
        return QObject::eventFilter(watched, event);
    }
    PreviewWidget *preview = previewOf(watched);
    if (!preview)
        return QObject::eventFilter(watched, event);
    if (watched == preview)
        return keyEvent(event) || QObject::eventFilter(watched, event);
    return mouseEvent(preview, event) || QObject::eventFilter(watched, event);
}

bool BoxesTool::mouseEvent(PreviewWidget *preview, QEvent *event)
{
    if (!m_active)
        return false;
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto *mouse = static_cast<QMouseEvent *>(event);
        if (mouse->button() != Qt::LeftButton)
            return false;
        press(preview, mouse->position());
        return true;
    }
    case QEvent::MouseMove: {
        auto *mouse = static_cast<QMouseEvent *>(event);
        if (m_gesture) {
            if (m_dragPreview == preview)
                drag(mouse->position(), mouse->modifiers() & Qt::ShiftModifier);
            return true;
        }
        // Hovering: the cursor says what a press would take hold of.
        if (mouse->buttons() != Qt::NoButton)
            return false;
        if (const std::optional<BoxesGesture::Target> target = targetAt(preview, mouse->position()))
            preview->quickView()->setCursor(BoxesGesture::cursor(target->part, preview->lightTable().flipped));
        return false;
    }
    case QEvent::MouseButtonRelease:
        if (!m_gesture || static_cast<QMouseEvent *>(event)->button() != Qt::LeftButton)
            return false;
        release();
        return true;
    default: return false;
    }
}

bool BoxesTool::keyEvent(QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress)
        return false;
    auto *key = static_cast<QKeyEvent *>(event);
    const bool escape = key->key() == Qt::Key_Escape && m_gesture;
    const bool remove = (key->key() == Qt::Key_Delete || key->key() == Qt::Key_Backspace) && m_active && !m_gesture
                        && key->modifiers() == Qt::NoModifier && selectedBoxShown();
    if (!escape && !remove)
        return false;
    if (event->type() == QEvent::ShortcutOverride) {
        // The key comes to the preview rather than to a shortcut of the window (Delete's rows).
        event->accept();
        return true;
    }
    if (escape)
        cancel();
    else
        deleteSelectedBox();
    return true;
}

std::optional<BoxesGesture::Target> BoxesTool::targetAt(PreviewWidget *preview, const QPointF &at, bool *onFixedPivot) const
{
    const int frame = preview->shownFrame();
    const Clip &clip = m_session->document()->clip();
    if (frame < 0 || frame >= clip.frames.count())
        return std::nullopt;
    const FramePlacement place = preview->shownPlacement();
    const auto toView = [&](const QPointF &p) {
        const QPointF s = place.toScene(p);
        return preview->sceneToView(s.x(), s.y());
    };
    const Frame &f = clip.frames.frame(frame);
    const bool movable = !f.image.isEmpty();
    if (onFixedPivot)
        *onFixedPivot = !movable && BoxesGesture::hit(f.data.get(), toView, at, {}, {}).part == BoxesGesture::Part::Pivot;
    return BoxesGesture::hit(f.data.get(), toView, at, m_selected, m_drawName, movable);
}

bool BoxesTool::selectedBoxShown() const
{
    const Clip &clip = m_session->document()->clip();
    const int frame = clip.frames.frameAt(m_session->clipTime());
    return frame >= 0 && clip.frames.frame(frame).data->boxes.contains(m_selected);
}

void BoxesTool::press(PreviewWidget *preview, const QPointF &at)
{
    preview->setFocus(Qt::MouseFocusReason);
    if (!preview->isActiveWindow())
        preview->activateWindow();
    cancel();
    if (m_session->clock()->isPlaying())
        m_session->clock()->pause(); // the frame edited is the one shown
    bool onFixedPivot = false;
    const std::optional<BoxesGesture::Target> hit = targetAt(preview, at, &onFixedPivot);
    if (!hit)
        return;
    const BoxesGesture::Target target = *hit;
    if (onFixedPivot && (target.part == BoxesGesture::Part::None || target.part == BoxesGesture::Part::NewBox)) {
        m_session->showStatus(tr("No pivot to move: a frame without an image of its own keeps its picture's centre"), 6000);
        return;
    }
    const int frame = preview->shownFrame();
    Document *doc = m_session->document();
    const FrameData &data = doc->clip().frames.frame(frame).data.get();
    const FramePlacement place = preview->shownPlacement();
    const std::optional<QPointF> from = place.fromScene(preview->viewToScene(at));
    if (target.part == BoxesGesture::Part::None || !from) {
        if (target.part == BoxesGesture::Part::None)
            m_session->showStatus(tr("No box to draw: declare one in the Frame Data panel"), 6000);
        return;
    }
    if (target.part != BoxesGesture::Part::Pivot && target.part != BoxesGesture::Part::Point)
        select(target.name);
    m_gesture.emplace(data, place.pivot(), target, *from);
    m_dragPreview = preview;
    m_frame = frame;
    m_place = place;
}

void BoxesTool::drag(const QPointF &at, bool free)
{
    const std::optional<QPointF> to = m_place.fromScene(m_dragPreview->viewToScene(at));
    if (!to)
        return;
    m_gesture->dragTo(*to, free);
    m_dragPreview->setFrameDataPreview(m_frame, m_gesture->shown(), m_gesture->pivotMark());
}

void BoxesTool::release()
{
    const std::optional<FrameData> result = m_gesture->result();
    const QString text = m_gesture->text();
    const int frame = m_frame;
    cancel();
    if (result && !FrameDataEdits::setFrameData(m_session->document(), {frame}, {*result}, text))
        m_session->showStatus(tr("Not kept: a pivot, box or point lies at most %1 pixels away (the project file's limit)")
                                  .arg(ProjectLimits().maxImageSide), 6000);
}

void BoxesTool::cancel()
{
    if (!m_gesture)
        return;
    m_gesture.reset();
    if (m_dragPreview)
        m_dragPreview->setFrameDataPreview(-1);
    m_dragPreview = nullptr;
    m_frame = -1;
}

bool BoxesTool::deleteSelectedBox()
{
    Document *doc = m_session->document();
    const int frame = doc->clip().frames.frameAt(m_session->clipTime());
    if (frame < 0 || m_selected.isEmpty())
        return false;
    FrameData data = doc->clip().frames.frame(frame).data.get();
    if (!data.boxes.remove(m_selected))
        return false;
    return FrameDataEdits::setFrameData(doc, {frame}, {data}, tr("Delete box %1").arg(m_selected));
}

} // namespace inbetween
