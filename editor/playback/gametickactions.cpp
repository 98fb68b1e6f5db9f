#include "playback/gametickactions.h"

#include "document/document.h"
#include "itemmodels/ticktext.h"
#include "playback/playbackclock.h"
#include "session/editorsession.h"
#include "session/userprompts.h"
#include "tables/clipsummarypanel.h"
#include "timeline/tickmarks.h"
#include "timing/gametick.h"

#include <QAction>
#include <QActionGroup>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>

namespace inbetween {

namespace {
constexpr double kPresets[] = {30.0, 60.0, 120.0, 144.0};
} // namespace

GameTickActions::GameTickActions(EditorSession *session, TickMarks *marks, ClipSummaryPanel *summary, QMenu *playbackMenu,
                                 QMainWindow *window)
    : QObject(window), m_session(session), m_marks(marks), m_summary(summary), m_window(window),
      m_menu(new QMenu(tr("Game &Tick"), window)), m_group(new QActionGroup(this)),
      m_status(new QLabel(window))
{
    setObjectName(QStringLiteral("gameTick"));
    m_menu->setObjectName(QStringLiteral("gameTickMenu"));
    m_menu->setToolTipsVisible(true);
    auto add = [this](const QString &name, const QString &text, double hz) {
        QAction *a = m_menu->addAction(text);
        a->setObjectName(name);
        a->setCheckable(true);
        a->setData(hz);
        m_group->addAction(a);
        return a;
    };
    QAction *off = add(QStringLiteral("gameTickOff"), tr("&Off"), 0.0);
    off->setStatusTip(tr("Play in real time, every render at its own time"));
    connect(off, &QAction::triggered, this, [this] { setRate(0.0); });
    m_menu->addSeparator();
    for (double hz : kPresets) {
        QAction *a = add(QStringLiteral("gameTick%1").arg(hz), tr("&%1 Hz").arg(hz), hz);
        a->setStatusTip(tr("Play as a game ticking %1 times a second shows it, and mark the holds it shows "
                           "for another time").arg(hz));
        connect(a, &QAction::triggered, this, [this, hz] { setRate(hz); });
    }
    m_custom = add(QStringLiteral("gameTickCustom"), tr("&Custom..."), -1.0);
    connect(m_custom, &QAction::triggered, this, [this] {
        const double current = m_hz > 0.0 ? m_hz : 60.0;
        if (const auto hz = m_session->prompts()->askTickRate(m_window, current))
            setRate(*hz);
        else
            apply(m_hz); // cancelled: the check mark goes back where it was
    });
    off->setChecked(true);

    playbackMenu->addSeparator();
    playbackMenu->addMenu(m_menu);

    m_status->setObjectName(QStringLiteral("gameTickStatus"));
    m_status->setToolTip(tr("Playback advances in whole game ticks (Playback > Game Tick)"));
    m_status->hide();
    window->statusBar()->addPermanentWidget(m_status);

    Document *doc = session->document();
    connect(doc, &Document::projectReset, this, &GameTickActions::restore);
    connect(doc, &Document::filePathChanged, this, &GameTickActions::remember); // Save As: the new file keeps it
    restore();
}

QAction *GameTickActions::action(const QString &name) const
{
    return m_menu->findChild<QAction *>(name);
}

QString GameTickActions::settingsKey() const
{
    return QStringLiteral("gameTick/") + m_session->document()->filePath();
}

void GameTickActions::setRate(double hz)
{
    apply(hz);
    remember();
}

void GameTickActions::remember() const
{
    if (!m_session->document()->filePath().isEmpty())
        QSettings().setValue(settingsKey(), m_hz);
}

void GameTickActions::restore()
{
    const bool saved = !m_session->document()->filePath().isEmpty();
    apply(saved ? QSettings().value(settingsKey(), 0.0).toDouble() : 0.0);
}

void GameTickActions::apply(double hz)
{
    hz = GameTick::isValidRate(hz) ? hz : 0.0;
    const bool changed = hz != m_hz;
    m_hz = hz;
    m_session->clock()->setTickRate(hz);
    m_marks->setRate(hz);
    m_summary->setGameTickRate(hz);

    bool preset = false;
    for (QAction *a : m_group->actions()) {
        if (a != m_custom && a->data().toDouble() == hz) {
            a->setChecked(true);
            preset = true;
        }
    }
    m_custom->setChecked(!preset);
    m_custom->setText(preset ? tr("&Custom...") : tr("&Custom (%1)...").arg(TickText::rate(hz)));
    m_status->setText(tr("Game tick %1").arg(TickText::rate(hz)));
    m_status->setVisible(hz > 0.0);
    if (changed)
        emit rateChanged(hz);
}

} // namespace inbetween
