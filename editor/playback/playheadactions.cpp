#include "playback/playheadactions.h"

#include "document/document.h"
#include "session/editorsession.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>
#include <algorithm>
#include <cmath>

namespace inbetween {

PlayheadActions::PlayheadActions(EditorSession *session, QWidget *window)
    : QObject(window), m_session(session), m_window(window)
{
    using K = QKeySequence;
    connect(add(QStringLiteral("goToStart"), tr("Go to &Start"), {K(Qt::Key_Home), K(Qt::CTRL | Qt::Key_Home)},
                tr("The playhead to the start of the clip")),
            &QAction::triggered, this, [this] { seek(0.0); });
    connect(add(QStringLiteral("previousFrame"), tr("Pre&vious Frame"), {K(Qt::Key_Left), K(Qt::Key_Comma)},
                tr("The playhead to the start of the previous frame")),
            &QAction::triggered, this, [this] { stepFrame(-1); });
    connect(add(QStringLiteral("nextFrame"), tr("&Next Frame"), {K(Qt::Key_Right), K(Qt::Key_Period)},
                tr("The playhead to the start of the next frame")),
            &QAction::triggered, this, [this] { stepFrame(1); });
    connect(add(QStringLiteral("previousStep"), tr("Step &Back"), {K(Qt::SHIFT | Qt::Key_Left)},
                tr("The playhead one step of the fps grid back")),
            &QAction::triggered, this, [this] { stepGrid(-1); });
    connect(add(QStringLiteral("nextStep"), tr("Step &Forward"), {K(Qt::SHIFT | Qt::Key_Right)},
                tr("The playhead one step of the fps grid on")),
            &QAction::triggered, this, [this] { stepGrid(1); });
    connect(add(QStringLiteral("goToEnd"), tr("Go to &End"), {K(Qt::Key_End), K(Qt::CTRL | Qt::Key_End)},
                tr("The playhead to the end of the clip")),
            &QAction::triggered, this, [this] { seek(endTime()); });
    qApp->installEventFilter(this);
}

QAction *PlayheadActions::add(const QString &name, const QString &text, const QList<QKeySequence> &keys, const QString &tip)
{
    auto *a = new QAction(text, m_window);
    a->setObjectName(name);
    a->setShortcuts(keys);
    a->setStatusTip(tip);
    m_window->addAction(a); // a window shortcut, with or without the menu bar
    m_actions.append(a);
    return a;
}

namespace {
double gridStep(const Document *document)
{
    const double fps = document->project().fps;
    return fps > 0 ? 1000.0 / fps : 1000.0 / 60.0;
}

// The widgets that use these keys themselves: moving a text cursor, changing a value.
bool editsWithArrows(const QObject *o)
{
    return qobject_cast<const QLineEdit *>(o) || qobject_cast<const QAbstractSpinBox *>(o)
           || qobject_cast<const QAbstractSlider *>(o) || qobject_cast<const QComboBox *>(o)
           || qobject_cast<const QTextEdit *>(o) || qobject_cast<const QPlainTextEdit *>(o);
}
} // namespace

double PlayheadActions::endTime() const
{
    const Clip &clip = m_session->document()->clip();
    const double length = clip.length();
    if (clip.loop != LoopMode::Loop || length <= 0.0)
        return std::max(0.0, length);
    // Not before the last frame's start, whose picture the end is.
    const double lastStart = clip.frames.isEmpty() ? 0.0 : clip.frames.start(clip.frames.count() - 1);
    return std::max(lastStart, length - gridStep(m_session->document()));
}

void PlayheadActions::seek(double clipTime)
{
    m_session->setCurrentTime(std::clamp(clipTime, 0.0, endTime()));
}

// To the nearest frame start before or after the playhead (one grid step where there are no
// frames), as the timeline steps: from inside a frame, Left goes to its start.
void PlayheadActions::stepFrame(int delta)
{
    const Clip &clip = m_session->document()->clip();
    if (clip.frames.isEmpty()) {
        stepGrid(delta);
        return;
    }
    const std::vector<double> &starts = clip.frames.starts(); // 0, the starts, the length
    const double c = m_session->clipTime();
    if (delta > 0) {
        const auto it = std::upper_bound(starts.begin(), starts.end(), c + 1e-9);
        seek(it == starts.end() ? starts.back() : *it);
    } else {
        const auto it = std::lower_bound(starts.begin(), starts.end(), c - 1e-9);
        seek(it == starts.begin() ? 0.0 : *(it - 1));
    }
}

// To the neighbouring point of the fps grid (from a time between two, the one on that side).
void PlayheadActions::stepGrid(int delta)
{
    const double step = gridStep(m_session->document());
    const double index = m_session->clipTime() / step;
    const double target = delta > 0 ? std::floor(index + 1e-6) + 1 : std::ceil(index - 1e-6) - 1;
    seek(target * step);
}

bool PlayheadActions::eventFilter(QObject *watched, QEvent *event)
{
    // A ShortcutOverride accepted is the key given to the widget instead of the shortcut.
    if (event->type() == QEvent::ShortcutOverride && editsWithArrows(watched)) {
        auto *key = static_cast<QKeyEvent *>(event);
        const auto *widget = static_cast<QWidget *>(watched);
        const bool ours = key->key() == Qt::Key_Left || key->key() == Qt::Key_Right || key->key() == Qt::Key_Home
                          || key->key() == Qt::Key_End;
        if (ours && !(key->modifiers() & (Qt::AltModifier | Qt::MetaModifier)) && widget->window() == m_window) {
            key->accept();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace inbetween
