#include "curves/curveview.h"

#include "curves/curvesampling.h"
#include "curves/easingpresets.h"
#include "document/document.h"
#include "document/rowcommands.h"

#include <QActionGroup>
#include <QMenu>
#include <QPainter>
#include <QPaintEvent>
#include <algorithm>
#include <cmath>

namespace inbetween {

CurveView::CurveView(Document *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(true);
    // Any change of what the clip plays (keys, frames, the loop) repaints; the key list's rows
    // coming or going ends a selection that named them.
    connect(document, &Document::timingChanged, this, qOverload<>(&QWidget::update));
    connect(document, &Document::rowsInserted, this, [this](ListKind kind) {
        if (kind == ListKind::Keyframes)
            onKeysChanged();
    });
    connect(document, &Document::rowsRemoved, this, [this](ListKind kind) {
        if (kind == ListKind::Keyframes)
            onKeysChanged();
    });
    connect(document, &Document::currentClipChanged, this, &CurveView::onClipChanged);
    connect(document, &Document::projectReset, this, &CurveView::onClipChanged);
    onClipChanged();
}

void CurveView::onKeysChanged()
{
    if (m_drag != Drag::None)
        endDrag();
    setSelection({});
    selectSegment(-1);
    update();
}

void CurveView::onClipChanged()
{
    onKeysChanged();
    // The channels that move in this clip (translation x and y when none does).
    QList<MotionChannel> channels = MotionChannels::changing(m_document->clip().motion);
    if (channels.isEmpty())
        channels = {MotionChannel::TX, MotionChannel::TY};
    m_framedOnce = false;
    setChannels(channels);
    // The values only: the timeline fits itself to the clip, and the curves show what it shows.
    if (width() > 0 && height() > 0)
        frameAllValues();
}

void CurveView::setTimeAxis(double xAtZero, double msPerPixel)
{
    if (xAtZero == m_xAtZero && msPerPixel == m_msPerPixel)
        return;
    m_xAtZero = xAtZero;
    m_msPerPixel = msPerPixel;
    update();
}

void CurveView::setPlayheadTime(double ms)
{
    if (ms == m_playhead)
        return;
    const CurveMapping m = mapping();
    const int oldX = int(m.x(m_playhead)), newX = int(m.x(ms));
    m_playhead = ms;
    update(QRect(oldX - 2, 0, 5, height()));
    update(QRect(newX - 2, 0, 5, height()));
}

void CurveView::setChannels(QList<MotionChannel> channels)
{
    std::sort(channels.begin(), channels.end());
    channels.erase(std::unique(channels.begin(), channels.end()), channels.end());
    if (channels == m_channels)
        return;
    m_channels = channels;
    // Points of channels no longer shown are no longer selected.
    QList<KeyPoint> kept;
    for (const KeyPoint &p : m_selection) {
        if (m_channels.contains(p.channel))
            kept.append(p);
    }
    setSelection(kept);
    emit channelsChanged();
    update();
}

void CurveView::setSelection(QList<KeyPoint> points)
{
    std::sort(points.begin(), points.end());
    points.erase(std::unique(points.begin(), points.end()), points.end());
    if (points == m_selection)
        return;
    m_selection = points;
    emit selectionChanged();
    update();
}

void CurveView::selectSegment(int key)
{
    const int count = m_document->clip().motion.count();
    if (key < 0 || key + 1 >= count)
        key = -1;
    if (key == m_segment)
        return;
    m_segment = key;
    emit selectedSegmentChanged(key);
    update();
}

CurveMapping CurveView::mapping() const
{
    CurveMapping m;
    m.xAtZero = m_xAtZero;
    m.msPerPixel = m_msPerPixel;
    const QRect plot = plotRect();
    // A few pixels inside the top and bottom, so that the extremes' points show whole.
    m.fitValues(m_valueLo, m_valueHi, plot.top() + 10, plot.bottom() - 10);
    return m;
}

void CurveView::setValueRange(double lo, double hi)
{
    if (!std::isfinite(lo) || !std::isfinite(hi))
        return;
    if (!(hi > lo)) {
        const double pad = std::max(0.5, std::abs(lo) * 0.1);
        lo -= pad;
        hi += pad;
    }
    m_valueLo = lo;
    m_valueHi = hi;
    m_framedOnce = true;
    update();
}

CurveHit CurveView::hitAt(QPointF pos) const
{
    return CurveHitTester(m_document->clip().motion, m_channels, mapping(), m_segment).hit(pos);
}

void CurveView::frameKeys(const QList<int> &keys, const QList<MotionChannel> &channels)
{
    const MotionTrack &motion = m_document->clip().motion;
    if (keys.isEmpty() || channels.isEmpty() || motion.isEmpty())
        return;
    const double from = motion.key(keys.front()).time, to = motion.key(keys.back()).time;
    double lo = 0.0, hi = 0.0;
    if (CurveSampling::valueRange(motion, channels, from, to, &lo, &hi)) {
        const double pad = (hi - lo) * 0.08;
        setValueRange(lo - pad, hi + pad);
    }
    const double span = to - from;
    const double margin = span > 0 ? span * 0.05 : 100.0;
    emit timeRangeRequested(std::max(0.0, from - margin), to + margin);
}

void CurveView::frameSelection()
{
    QList<int> keys;
    QList<MotionChannel> channels;
    for (const KeyPoint &p : m_selection) {
        keys.append(p.key);
        if (!channels.contains(p.channel))
            channels.append(p.channel);
    }
    if (keys.isEmpty() && m_segment >= 0) {
        keys = {m_segment, m_segment + 1};
        channels = m_channels;
    }
    std::sort(keys.begin(), keys.end());
    if (keys.isEmpty())
        frameAll();
    else
        frameKeys(keys, channels);
}

void CurveView::frameAll()
{
    frameAllValues();
    const Clip &clip = m_document->clip();
    emit timeRangeRequested(0.0, std::max(clip.length(), clip.motion.lastTime()));
}

void CurveView::frameAllValues()
{
    const MotionTrack &motion = m_document->clip().motion;
    double lo = 0.0, hi = 0.0;
    if (!motion.isEmpty() && CurveSampling::valueRange(motion, m_channels, 0.0, motion.lastTime(), &lo, &hi)) {
        const double pad = (hi - lo) * 0.08;
        setValueRange(lo - pad, hi + pad);
    } else {
        setValueRange(-1.0, 1.0);
    }
}

void CurveView::setEasing(const QList<int> &keys, const Easing &easing)
{
    const MotionTrack &motion = m_document->clip().motion;
    QList<int> rows;
    QList<Keyframe> values;
    for (int k : keys) {
        if (k < 0 || k + 1 >= motion.count() || rows.contains(k))
            continue;
        Keyframe key = motion.key(k);
        key.easing = easing;
        rows.append(k);
        values.append(key);
    }
    if (rows.isEmpty())
        return;
    const QString text = rows.size() == 1 ? tr("Set easing of key %1 to %2").arg(rows.front()).arg(easing.roundedText())
                                          : tr("Set easing of %1 keys to %2").arg(rows.size()).arg(easing.roundedText());
    m_document->undoStack()->push(new SetKeyframesCommand(m_document, rows, values, text));
}

QMenu *CurveView::easingMenu(const QList<int> &keys, QWidget *parent)
{
    auto *menu = new QMenu(tr("Easing"), parent);
    menu->setObjectName(QStringLiteral("easingMenu"));
    const MotionTrack &motion = m_document->clip().motion;
    const int current = keys.size() == 1 && keys.front() >= 0 && keys.front() < motion.count()
                            ? EasingPresets::indexOf(motion.key(keys.front()).easing)
                            : -1;
    auto *group = new QActionGroup(menu);
    const QList<EasingPreset> presets = EasingPresets::all();
    for (qsizetype i = 0; i < presets.size(); ++i) {
        if (i == 5)
            menu->addSection(tr("Bezier curves"));
        QAction *a = menu->addAction(presets[i].label);
        a->setCheckable(true);
        a->setChecked(i == current);
        a->setData(presets[i].easing.displayText());
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, keys, easing = presets[i].easing] { setEasing(keys, easing); });
    }
    menu->setEnabled(!keys.isEmpty());
    return menu;
}

void CurveView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (!m_framedOnce)
        frameAllValues();
}

void CurveView::paintEvent(QPaintEvent *event)
{
    QPainter painter(this);
    paintCurves(painter, event->rect());
}

CurvePainter::Stats CurveView::paintCurves(QPainter &painter, const QRect &exposed)
{
    CurvePainter::Input in;
    in.clip = &m_document->clip();
    in.mapping = mapping();
    in.rect = plotRect();
    in.exposedLeft = exposed.left();
    in.exposedRight = exposed.right();
    in.channels = m_channels;
    in.selection = &m_selection;
    in.segment = m_segment;
    in.playhead = m_playhead;
    const CurvePainter::Stats stats = CurvePainter::paint(painter, in);
    if (!m_rubberBand.isNull()) {
        painter.setPen(QColor(255, 170, 40));
        painter.setBrush(QColor(255, 170, 40, 40));
        painter.drawRect(m_rubberBand.adjusted(0, 0, -1, -1));
        painter.setBrush(Qt::NoBrush);
    }
    if (m_channels.isEmpty() || m_document->clip().motion.isEmpty()) {
        painter.setPen(QColor(150, 154, 162));
        // Wrapped: the curve view is often narrower than the line.
        painter.drawText(rect().adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap,
                         m_document->clip().motion.isEmpty()
                             ? tr("No keyframes. Keyframes > Add Keyframe at Playhead (Ctrl+K) adds one.")
                             : tr("Pick a channel above to see its curve."));
    }
    return stats;
}

} // namespace inbetween
