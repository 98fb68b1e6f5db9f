#include "tables/clipsummarypanel.h"

#include "fields/confirmedfieldundo.h"
#include "fields/durationspinbox.h"

#include "document/clipedits.h"
#include "document/document.h"
#include "media/framepicture.h"
#include "itemmodels/durationformat.h"
#include "itemmodels/ticktext.h"
#include "projectlimits.h"

#include <QComboBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSlider>
#include <cmath>
#include <utility>

namespace inbetween {

namespace {
// Times typed in ms or in frames of the project's fps, or on a beat ("4b") or a marker ("@hit") of
// the clip.
DurationFormat timeFormat(const Document *document)
{
    return DurationFormat(DurationFormat::Unit::Milliseconds, document->project().fps)
        .withGuides(document->clip().beat, document->clip().markers, true);
}

QString vec(const Vec3 &v)
{
    auto n = [](double x) { return QString::number(std::abs(x) < 5e-7 ? 0.0 : x, 'f', 2); };
    // No-break spaces: a narrow dock wraps between the parts of a pose, never inside a vector.
    return QStringLiteral("(%1,\u00a0%2,\u00a0%3)").arg(n(v.x), n(v.y), n(v.z));
}
} // namespace

ClipSummaryPanel::ClipSummaryPanel(Document *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_name(new QLineEdit(this)), m_loop(new QComboBox(this)),
      m_slider(new QSlider(Qt::Horizontal, this)),
      m_timeBox(new DurationSpinBox(timeFormat(document), this, DurationSpinBox::Measure::Time)), m_form(new QFormLayout)
{
    setObjectName(QStringLiteral("clipSummary"));
    auto *title = new QLabel(tr("<b>Clip</b> <span style='color:gray'>(the current clip, and the pose at the playhead)</span>"), this);
    title->setWordWrap(true); // a narrow dock wraps it rather than grows for it
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addLayout(m_form);
    m_form->setLabelAlignment(Qt::AlignRight);
    m_name->setObjectName(QStringLiteral("clipName"));
    m_name->setToolTip(tr("The clip's name, unique in the project"));
    ConfirmedFieldUndo::install(m_name); // Ctrl+Z after Return takes back the rename
    m_form->addRow(tr("Name:"), m_name);
    m_loop->setObjectName(QStringLiteral("clipLoop"));
    for (LoopMode mode : {LoopMode::Loop, LoopMode::Once, LoopMode::PingPong})
        m_loop->addItem(loopModeName(mode), int(mode));
    m_form->addRow(tr("Loop mode:"), m_loop);
    addField(QStringLiteral("length"), tr("Length:"));
    addField(QStringLiteral("frames"), tr("Frames:"));
    addField(QStringLiteral("keyframes"), tr("Keyframes:"));
    addField(QStringLiteral("events"), tr("Events:"));
    // The sound: its file, and the clip time it starts at, typed (the lane's drag sets it too).
    auto *sound = new QHBoxLayout;
    m_soundFile = new QLabel(this);
    m_soundFile->setObjectName(QStringLiteral("sound"));
    m_soundFile->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_soundFile->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // a long name never widens the dock
    m_fields.insert(QStringLiteral("sound"), m_soundFile);
    m_soundOffset = new DurationSpinBox(timeFormat(document), this, DurationSpinBox::Measure::Time);
    m_soundOffset->setObjectName(QStringLiteral("soundOffset"));
    m_soundOffset->setPrefix(tr("at "));
    m_soundOffset->setRange(-ProjectLimits().maxTime, ProjectLimits().maxTime);
    m_soundOffset->setToolTip(tr("The clip time at which the sound starts (negative: it starts before the clip)"));
    sound->addWidget(m_soundFile, 1);
    sound->addWidget(m_soundOffset);
    m_form->addRow(tr("Sound:"), sound);
    addField(QStringLiteral("fps"), tr("Project fps:"))->setToolTip(tr("The grid the clips share (Playback > Frame Rate)"));
    QLabel *tick = addField(QStringLiteral("gameTick"), tr("Game tick:"));
    tick->setToolTip(tr("How a game that draws in whole ticks shows the holds: the worst error of any hold "
                        "(Playback > Game Tick)"));
    tick->setWordWrap(true);
    tick->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // wraps, never widens the dock

    auto *playhead = new QHBoxLayout;
    m_slider->setObjectName(QStringLiteral("playheadSlider"));
    m_timeBox->setObjectName(QStringLiteral("playheadTime"));
    m_timeBox->setRange(-ProjectLimits().maxTime, ProjectLimits().maxTime);
    playhead->addWidget(m_slider, 1);
    playhead->addWidget(m_timeBox);
    m_form->addRow(tr("Playhead:"), playhead);
    // These change at every render while playing: their text wraps inside the dock instead of
    // widening it, or the preview and the timeline would jump sideways with every digit.
    for (const auto &[name, label] : {std::pair{QStringLiteral("clipTime"), tr("Clip time:")},
                                      std::pair{QStringLiteral("frame"), tr("Frame:")},
                                      std::pair{QStringLiteral("pose"), tr("Pose:")}}) {
        QLabel *value = addField(name, label);
        value->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        value->setWordWrap(true);
    }
    layout->addStretch(1);

    connect(m_name, &QLineEdit::editingFinished, this, &ClipSummaryPanel::commitName);
    connect(m_loop, &QComboBox::activated, this, [this](int i) {
        ClipEdits::setLoopMode(m_document, m_document->currentClip(), LoopMode(m_loop->itemData(i).toInt()));
    });
    connect(m_soundOffset, &QDoubleSpinBox::valueChanged, this, [this] {
        ClipEdits::setSoundOffset(m_document, m_document->currentClip(), m_soundOffset->valueInMs());
    });
    connect(m_slider, &QSlider::valueChanged, this, [this](int v) {
        if (v != int(std::lround(m_time)))
            emit currentTimeRequested(v);
    });
    connect(m_timeBox, &QDoubleSpinBox::valueChanged, this, [this] {
        if (m_timeBox->valueInMs() != m_time)
            emit currentTimeRequested(m_timeBox->valueInMs());
    });
    connect(document, &Document::timingChanged, this, &ClipSummaryPanel::refreshClip);
    connect(document, &Document::settingsChanged, this, &ClipSummaryPanel::refreshClip);
    connect(document, &Document::rowsInserted, this, &ClipSummaryPanel::refreshClip);
    connect(document, &Document::rowsRemoved, this, &ClipSummaryPanel::refreshClip);
    connect(document, &Document::rowsChanged, this, &ClipSummaryPanel::refreshClip);
    connect(document, &Document::projectReset, this, &ClipSummaryPanel::refreshClip);
    connect(document, &Document::currentClipChanged, this, &ClipSummaryPanel::refreshClip);
    connect(document, &Document::mouthsChanged, this, &ClipSummaryPanel::refreshClip); // a mouth frame's picture
    refreshClip();
}

QLabel *ClipSummaryPanel::addField(const QString &name, const QString &label)
{
    auto *value = new QLabel(this);
    value->setObjectName(name);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_form->addRow(label, value);
    m_fields.insert(name, value);
    return value;
}

void ClipSummaryPanel::commitName()
{
    const QString name = m_name->text();
    m_name->setModified(false); // from now on the field follows the document again
    if (name == m_document->clip().name)
        return;
    QString why;
    if (!ClipEdits::rename(m_document, m_document->currentClip(), name, &why)) {
        emit statusMessage(tr("Not renamed: %1").arg(why));
        m_name->setText(m_document->clip().name);
    }
}

QString ClipSummaryPanel::field(const QString &name) const
{
    if (name == QLatin1String("name"))
        return m_name->text();
    if (name == QLatin1String("loop"))
        return m_loop->currentText();
    const QLabel *label = m_fields.value(name);
    return label ? label->text() : QString();
}

void ClipSummaryPanel::setCurrentTime(double ms)
{
    m_time = ms;
    refreshPlayhead();
}

void ClipSummaryPanel::setGameTickRate(double hz)
{
    m_tickHz = hz > 0.0 ? hz : 0.0;
    refreshClip();
}

void ClipSummaryPanel::refreshClip()
{
    const Clip &p = m_document->clip();
    const double fps = m_document->project().fps;
    const DurationFormat frames(DurationFormat::Unit::Frames, fps);
    if (!m_name->hasFocus() || !m_name->isModified()) // never under the user's typing
        m_name->setText(p.name);
    {
        const QSignalBlocker block(m_loop);
        m_loop->setCurrentIndex(m_loop->findData(int(p.loop)));
    }
    m_fields[QStringLiteral("length")]->setText(
        p.length() > 0.0 ? frames.formatBoth(p.length()) : tr("0 ms (a static clip)"));
    m_fields[QStringLiteral("frames")]->setText(QString::number(p.frames.count()));
    m_fields[QStringLiteral("keyframes")]->setText(QString::number(p.motion.count()));
    m_fields[QStringLiteral("events")]->setText(QString::number(p.events.size()));
    m_soundFile->setText(p.audio ? QFileInfo(p.audio->file).fileName() : tr("none (Clips > Set Sound...)"));
    m_soundFile->setToolTip(p.audio ? p.audio->file : QString());
    m_soundOffset->setVisible(p.audio.has_value());
    // Never under the user's typing (text not yet taken); after it was taken, an undo shows.
    const bool typing = m_soundOffset->hasFocus() && m_soundOffset->typedMs() != m_soundOffset->valueInMs();
    {
        const QSignalBlocker block(m_soundOffset), blockTime(m_timeBox);
        m_soundOffset->setFormat(timeFormat(m_document)); // "6f" at the project's fps
        m_timeBox->setFormat(timeFormat(m_document));
        if (p.audio && !typing)
            m_soundOffset->setValueInMs(p.audio->offset);
    }
    m_fields[QStringLiteral("fps")]->setText(tr("%1 fps").arg(fps));
    m_fields[QStringLiteral("gameTick")]->setText(m_tickHz > 0.0 ? tickLine(p) : tr("off (Playback > Game Tick)"));
    {
        const QSignalBlocker block(m_slider);
        m_slider->setRange(0, int(std::ceil(p.length())));
    }
    refreshPlayhead();
}

void ClipSummaryPanel::refreshPlayhead()
{
    const Clip &p = m_document->clip();
    {
        const QSignalBlocker a(m_slider), b(m_timeBox);
        m_slider->setValue(int(std::lround(m_time)));
        m_timeBox->setValueInMs(m_time);
    }
    const Sample s = p.sample(m_time);
    m_fields[QStringLiteral("clipTime")]->setText(tr("%1 ms").arg(QString::number(s.clipTime, 'f', 1)));
    QString picture;
    if (s.frame >= 0) {
        // Its own picture, or its mouth shape's from the chart (FramePicture).
        const FramePicture f = FramePicture::of(p.frames.frame(s.frame), m_document->project().mouths);
        picture = f.isMissingMouth() ? tr("mouth %1 (no picture)").arg(f.mouth) : f.image.isEmpty() ? tr("(no image)") : f.image;
        if (f.region) // the cell of the sheet, as the file writes it
            picture += QStringLiteral(" [%1, %2, %3, %4]").arg(f.region->x()).arg(f.region->y()).arg(f.region->width()).arg(f.region->height());
        if (!f.mouth.isEmpty() && !f.isMissingMouth())
            picture = tr("mouth %1: %2").arg(f.mouth, picture);
    }
    m_fields[QStringLiteral("frame")]->setText(s.frame < 0 ? tr("(no frames)")
                                                           : tr("%1 of %2: %3").arg(s.frame).arg(p.frames.count()).arg(picture));
    m_fields[QStringLiteral("pose")]->setText(
        p.motion.isEmpty() ? tr("(no keyframes)")
                           : tr("T %1\nR %2°\nS %3").arg(vec(s.pose.translation), vec(s.pose.rotation), vec(s.pose.scale)));
}

QString ClipSummaryPanel::tickLine(const Clip &clip)
{
    if (m_tickLine.hz != m_tickHz || m_tickLine.loop != clip.loop || m_tickLine.starts != clip.frames.starts()) {
        m_tickLine = {clip.frames.starts(), clip.loop, m_tickHz, TickText::clip(TickReport::of(clip.frames, clip.loop, m_tickHz))};
    }
    return m_tickLine.text;
}

} // namespace inbetween
