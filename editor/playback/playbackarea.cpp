#include "playback/playbackarea.h"

#include "audio/soundplayer.h"
#include "curves/curvespanel.h"
#include "curves/spacingchartview.h"
#include "document/document.h"
#include "playback/floatingpreview.h"
#include "playback/lighttableactions.h"
#include "playback/playbackclock.h"
#include "playback/playrangeactions.h"
#include "preview/previewwidget.h"
#include "session/editorsession.h"
#include "timeline/timelineview.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QSplitter>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>
#include <cmath>
#include <functional>

namespace inbetween {

namespace {
const double kSpeeds[] = {0.1, 0.25, 0.5, 1.0, 1.5, 2.0, 4.0};
constexpr int kNormalSpeed = 3;
} // namespace

PlaybackArea::PlaybackArea(EditorSession *session, QSplitter *centre, QMainWindow *window)
    : QObject(window), m_session(session), m_window(window), m_clock(session->clock()), m_preview(new PreviewWidget(window)),
      m_timeline(new TimelineView(session->document(), session->frameModel(), session->keyframeModel(),
                                  session->eventModel(), session->frameSelection(), session->keyframeSelection(),
                                  session->eventSelection(), window)),
      m_curves(new CurvesPanel(session->document(), m_timeline, window)),
      m_sound(new SoundPlayer(session->document(), m_clock, this))
{
    Document *doc = session->document();
    m_clock->setClip(&doc->clip());
    m_clock->setFrameRate(doc->project().fps);
    m_preview->setClock(m_clock);
    m_preview->setClip(&doc->clip(), doc->folder());
    m_preview->setObjectName(QStringLiteral("preview"));
    m_timeline->setObjectName(QStringLiteral("timeline"));

    createActions();
    createTransportBar();

    m_centre = new QWidget(window);
    auto *layout = new QVBoxLayout(m_centre);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_preview, 1);
    layout->addWidget(m_transport);
    QSplitter *splitter = centre;
    splitter->insertWidget(0, m_centre);
    splitter->addWidget(m_timeline);
    splitter->addWidget(m_curves);
    // The preview keeps most of the height; the curves share the rest with the timeline.
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(2, 1);
    splitter->setSizes({500, m_timeline->sizeHint().height(), 200});
    dockSpacingChart();

    // The preview can float in a window of its own; Space, Shift+Space and the speed keys
    // work there too.
    m_floating = new FloatingPreview(m_preview, layout, window,
                                     {action(QStringLiteral("playPause")), action(QStringLiteral("stop")),
                                      action(QStringLiteral("slower")), action(QStringLiteral("faster"))});
    m_actions << m_floating->floatAction() << m_floating->stayOnTopAction();
    m_transport->addSeparator();
    m_transport->addAction(m_floating->floatAction());

    connectDocument();
    connectPlayhead();
    updatePlayState();
}

PlaybackArea::~PlaybackArea()
{
    // The widgets belong to the central splitter, which the window deletes after the session and
    // its clock: they would follow a clock that is gone. Deleted here, they go first.
    // The curves follow the timeline's axis (mapping its viewport on every resize): they go
    // before it, or the splitter's relayout as the timeline leaves would reach a deleted view.
    // The floating window's preview follows the clock too.
    delete m_floating;
    delete m_centre;
    delete m_curves;
    delete m_timeline;
    delete m_sound;
}

// The spacing chart of the curves' selected segment, docked at the foot of the right column,
// beside the curve view: under the timeline, the curve view keeps the timeline's whole width, so
// both show the same times (issue 27, finding 7).
void PlaybackArea::dockSpacingChart()
{
    auto *dock = new QDockWidget(tr("Spacing"), m_window);
    dock->setObjectName(QStringLiteral("spacingDock"));
    dock->setWidget(m_curves->spacingChart());
    m_curves->spacingChart()->show();
    m_window->addDockWidget(Qt::RightDockWidgetArea, dock, Qt::Vertical); // under the Clip panel
}

QAction *PlaybackArea::action(const QString &name) const
{
    for (QAction *a : m_actions) {
        if (a->objectName() == name)
            return a;
    }
    return nullptr;
}

void PlaybackArea::createActions()
{
    auto add = [this](const QString &name, const QString &text, const QKeySequence &key, const QString &tip) {
        auto *a = new QAction(text, this);
        a->setObjectName(name);
        a->setShortcut(key);
        a->setToolTip(key.isEmpty() ? tip : QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
        m_actions.append(a);
        return a;
    };
    connect(add(QStringLiteral("playPause"), tr("&Play"), Qt::Key_Space, tr("Play or pause the loop")),
            &QAction::triggered, m_clock, &PlaybackClock::togglePlay);
    connect(add(QStringLiteral("stop"), tr("&Stop"), QKeySequence(Qt::SHIFT | Qt::Key_Space), tr("Stop and go back to the start")),
            &QAction::triggered, m_clock, &PlaybackClock::stop);
    connect(add(QStringLiteral("slower"), tr("Slo&wer"), QKeySequence(Qt::CTRL | Qt::Key_BracketLeft), tr("Play slower")),
            &QAction::triggered, this, [this] { setSpeedIndex(m_speed->currentIndex() - 1); });
    connect(add(QStringLiteral("faster"), tr("&Faster"), QKeySequence(Qt::CTRL | Qt::Key_BracketRight), tr("Play faster")),
            &QAction::triggered, this, [this] { setSpeedIndex(m_speed->currentIndex() + 1); });
    QAction *overlay = m_preview->overlayAction();
    overlay->setObjectName(QStringLiteral("overlay"));
    QAction *compare = m_preview->compareAction();
    compare->setObjectName(QStringLiteral("compare"));
    QAction *fit = m_timeline->fitToWindowAction();
    fit->setObjectName(QStringLiteral("fitTimeline"));
    QAction *snap = m_timeline->snapToFramesAction();
    snap->setObjectName(QStringLiteral("snapToFrames"));
    m_actions << overlay << compare << fit << snap;
    QAction *curves = add(QStringLiteral("showCurves"), tr("Show &Curves"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C),
                          tr("Show the motion curves and the spacing chart under the timeline"));
    curves->setCheckable(true);
    curves->setChecked(true);
    connect(curves, &QAction::toggled, m_curves, &QWidget::setVisible);
    connect(curves, &QAction::toggled, this, [this](bool on) {
        if (auto *dock = qobject_cast<QDockWidget *>(m_curves->spacingChart()->parentWidget()))
            dock->setVisible(on);
    });
    m_rangeActions = new PlayRangeActions(m_session, [timeline = m_timeline] { return timeline->snapToFrames(); }, m_window);
    m_actions << m_rangeActions->actions();
    m_lightTable = new LightTableActions(m_session->document(), m_preview, m_window);
    m_actions << m_lightTable->actions();
}

void PlaybackArea::createTransportBar()
{
    m_transport = new QToolBar(tr("Transport"), m_window);
    m_transport->setObjectName(QStringLiteral("transportBar"));
    m_transport->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_transport->addAction(action(QStringLiteral("playPause")));
    m_transport->addAction(action(QStringLiteral("stop")));
    m_transport->addSeparator();
    m_speed = new QComboBox(m_transport);
    m_speed->setObjectName(QStringLiteral("speed"));
    m_speed->setToolTip(tr("Playback speed"));
    for (double s : kSpeeds)
        m_speed->addItem(QStringLiteral("%1x").arg(s), s);
    m_speed->setCurrentIndex(kNormalSpeed);
    connect(m_speed, &QComboBox::currentIndexChanged, this, [this](int i) { m_clock->setSpeed(m_speed->itemData(i).toDouble()); });
    m_transport->addWidget(m_speed);
    m_transport->addSeparator();
    m_transport->addActions({action(QStringLiteral("overlay")), action(QStringLiteral("compare"))});
    m_transport->addWidget(m_lightTable->createPopoverButton(m_transport));
    m_transport->addSeparator();
    m_transport->addActions({action(QStringLiteral("fitTimeline")), action(QStringLiteral("snapToFrames"))});
}

void PlaybackArea::setSpeedIndex(int index)
{
    m_speed->setCurrentIndex(std::clamp(index, 0, m_speed->count() - 1));
}

void PlaybackArea::connectDocument()
{
    Document *doc = m_session->document();
    // The declared boxes' kinds colour the frame data over the picture (the floating preview
    // follows; after another project, once the preview has its clip).
    const auto declare = [this, doc] { m_preview->setBoxDeclarations(doc->project().boxes); };
    connect(doc, &Document::declarationsChanged, this, declare);
    declare();
    // The mouth chart gives the mouth frames their pictures (the floating preview follows; after
    // another project, as the declarations).
    const auto chart = [this, doc] { m_preview->setMouthChart(doc->project().mouths); };
    connect(doc, &Document::mouthsChanged, this, chart);
    chart();
    connect(doc, &Document::projectReset, this, [this] {
        // Another project: the clips the clock and the preview pointed at are gone. (The
        // preview takes the clip first, then hands it to the clock, whose signal it follows.)
        // (Its declarations and chart follow in the reset's declarationsChanged and mouthsChanged.)
        showCurrentClip();
        m_clock->stop();
        // After the layout has settled, so that the width fitted to is the final one.
        QTimer::singleShot(0, m_timeline, &TimelineView::fitToWindow);
    });
    // Another clip, or the clip list changed (which may move the current clip in memory): the
    // clock and the preview follow the clip the document has now.
    connect(doc, &Document::currentClipChanged, this, &PlaybackArea::showCurrentClip);
    connect(doc, &Document::settingsChanged, this, [this, doc] { m_clock->setFrameRate(doc->project().fps); });
    // An edit while playing: the loop goes on with the new timing.
    connect(doc, &Document::timingChanged, m_clock, &PlaybackClock::clipChanged);
    connect(doc, &Document::timingChanged, this, [this] { forEachPreview(&PreviewWidget::clipChanged); });
    connect(doc, &Document::filePathChanged, this,
            [this, doc] { forEachPreview([doc](PreviewWidget *p) { p->setProjectFolder(doc->folder()); }); });
}

void PlaybackArea::connectPlayhead()
{
    EditorSession *s = m_session;
    // The clock's clip time is the playhead; the session passes it on to the tables and here.
    connect(m_preview, &PreviewWidget::playheadChanged, s, [s](double clipTime) {
        if (std::abs(s->clipTime() - clipTime) > 1e-9)
            s->setCurrentTime(clipTime);
    });
    connect(s, &EditorSession::currentTimeChanged, m_timeline, &TimelineView::setPlayheadTime);
    // A playhead moved by anything but the clock (the summary, the Playback menu) seeks it.
    connect(s, &EditorSession::currentTimeChanged, this, [this, s] {
        const double c = s->clipTime();
        if (std::abs(m_clock->clipTime() - c) > 1e-9)
            m_clock->seek(c);
    });
    connect(m_timeline, &TimelineView::playheadScrubbed, this, [this, s](double ms) {
        m_clock->seek(ms);
        s->setCurrentTime(ms);
    });
    connect(m_timeline, &TimelineView::playPauseRequested, m_clock, &PlaybackClock::togglePlay);
    connect(m_timeline, &TimelineView::statusMessage, s, [s](const QString &text) { s->showStatus(text); });
    connect(m_clock, &PlaybackClock::stateChanged, this, &PlaybackArea::updatePlayState);
    // The clip's sound: a short slice at a scrubbed playhead; why it is not heard, in the status bar
    // (no output device: the sound plays silently, in sync, and the waveform shows).
    connect(m_timeline, &TimelineView::playheadScrubbed, m_sound, [this](double ms) {
        if (!m_clock->isPlaying())
            m_sound->scrub(ms);
    });
    // A permanent label (messages of the moment do not hide it) while the sound is not heard.
    auto *soundStatus = new QLabel(m_window);
    soundStatus->setObjectName(QStringLiteral("soundStatus"));
    m_window->statusBar()->addPermanentWidget(soundStatus);
    const auto showProblem = [soundStatus](const QString &problem) {
        soundStatus->setText(problem.isEmpty() ? QString() : tr("Sound: %1").arg(problem));
        soundStatus->setToolTip(soundStatus->text());
        soundStatus->setVisible(!problem.isEmpty());
    };
    connect(m_sound, &SoundPlayer::problemChanged, soundStatus, showProblem);
    showProblem(m_sound->problem());
    const auto showError = [s](const QString &message) { s->showStatus(tr("Preview: %1").arg(message)); };
    connect(m_preview, &PreviewWidget::filesDropped, this, &PlaybackArea::filesDropped);
    connect(m_preview, &PreviewWidget::errorOccurred, s, showError);
    connect(m_floating, &FloatingPreview::filesDropped, this, &PlaybackArea::filesDropped);
    connect(m_floating, &FloatingPreview::errorOccurred, s, showError);
}

// The document's current clip (after a switch, or a change of the clip list, which may have
// moved it in memory) in both previews and the clock they share: the floating one first, so
// that the clock's signal finds no preview with the clip that moved.
void PlaybackArea::showCurrentClip()
{
    const Document *doc = m_session->document();
    if (PreviewWidget *floating = m_floating->floatingView())
        floating->setClipBesideClock(&doc->clip(), doc->folder());
    m_preview->setClip(&doc->clip(), doc->folder());
}

template <typename Call>
void PlaybackArea::forEachPreview(Call call)
{
    for (PreviewWidget *p : {m_preview, m_floating->floatingView()}) {
        if (p)
            std::invoke(call, p);
    }
}

void PlaybackArea::updatePlayState()
{
    action(QStringLiteral("playPause"))->setText(m_clock->isPlaying() ? tr("&Pause") : tr("&Play"));
}

} // namespace inbetween
