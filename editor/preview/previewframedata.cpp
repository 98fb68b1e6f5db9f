// PreviewWidget's frame data (split from previewwidget.cpp): the current frame's pivot, boxes and
// points drawn over its picture (FrameDataItem), and what the Boxes tool maps the mouse through.
#include "preview/previewwidget.h"

#include "clip.h"
#include "preview/framedataitem.h"

#include <algorithm>

namespace inbetween {

void PreviewWidget::setBoxDeclarations(const QList<BoxDeclaration> &boxes)
{
    if (boxes == m_boxes)
        return;
    m_boxes = boxes;
    refreshFrameData();
    emit boxDeclarationsChanged(boxes);
}

void PreviewWidget::setFrameDataEditing(bool editing, const QString &selected)
{
    if (editing == m_frameDataEditing && selected == m_selectedBox)
        return;
    m_frameDataEditing = editing;
    m_selectedBox = selected;
    refreshFrameData();
}

void PreviewWidget::setFrameDataPreview(int frame, const FrameData &data, const QPointF &pivotMark)
{
    m_dataPreviewFrame = frame;
    m_dataPreview = data;
    m_pivotMark = pivotMark;
    refreshFrameData();
}

int PreviewWidget::shownFrame() const
{
    return m_clip ? m_clip->frames.frameAt(m_shownClipTime) : -1;
}

FramePlacement PreviewWidget::shownPlacement() const
{
    const int index = shownFrame();
    if (index < 0)
        return FramePlacement(Pose{}, SceneLayout::plainSize(), QPointF(SceneLayout::plainSide / 2, SceneLayout::plainSide / 2));
    const Frame &frame = m_clip->frames.frame(index);
    const QSizeF size = pictureSize(&frame);
    return FramePlacement(m_clip->motion.sample(m_shownClipTime), size, frame.data->pivotIn(size));
}

void PreviewWidget::refreshFrameData()
{
    if (!m_frameDataItem)
        return;
    QList<FrameDataItem::Mark> marks;
    const int index = shownFrame();
    if (index >= 0 && m_framing.isValid()) {
        const bool previewed = index == m_dataPreviewFrame;
        const FrameData &data = previewed ? m_dataPreview : m_clip->frames.frame(index).data.get();
        const FramePlacement place = shownPlacement();
        const auto toView = [&](const QPointF &p) {
            const QPointF scene = place.toScene(p);
            return m_framing.sceneToView(scene.x(), scene.y());
        };
        const LightTableSettings &s = m_lightTable;
        for (auto it = data.boxes.cbegin(); it != data.boxes.cend(); ++it) {
            const auto declared = std::find_if(m_boxes.cbegin(), m_boxes.cend(),
                                               [&](const BoxDeclaration &b) { return b.name == it.key(); });
            const BoxKind kind = declared != m_boxes.cend() ? declared->kind : BoxKind::Other;
            if ((kind == BoxKind::Hit && !s.showHitBoxes) || (kind == BoxKind::Hurt && !s.showHurtBoxes)
                || (kind == BoxKind::Other && !s.showOtherBoxes))
                continue;
            const QRectF r = it.value();
            FrameDataItem::Mark m;
            m.outline = QPolygonF({toView(r.topLeft()), toView(r.topRight()), toView(r.bottomRight()), toView(r.bottomLeft())});
            m.colour = QColor::fromRgba(boxKindColour(kind));
            m.label = it.key();
            m.selected = m_frameDataEditing && it.key() == m_selectedBox;
            marks.append(m);
        }
        if (s.showPoints) {
            for (auto it = data.points.cbegin(); it != data.points.cend(); ++it) {
                FrameDataItem::Mark m;
                m.kind = FrameDataItem::Mark::Kind::Point;
                m.outline = QPolygonF({toView(it.value())});
                m.colour = QColor::fromRgba(kPointColour);
                m.label = it.key();
                marks.append(m);
            }
        }
        if (s.showPivot && (m_frameDataEditing || !data.isEmpty())) {
            FrameDataItem::Mark m;
            m.kind = FrameDataItem::Mark::Kind::Pivot;
            m.outline = QPolygonF({toView(previewed ? m_pivotMark : QPointF())});
            m.colour = FrameDataItem::pivotColour;
            marks.append(m);
        }
    }
    m_frameDataItem->setMarks(marks);
}

} // namespace inbetween
