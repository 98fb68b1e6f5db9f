#include "playback/previewwindow.h"

#include "preview/previewwidget.h"

#include <QAction>
#include <QCloseEvent>
#include <QLabel>
#include <QToolBar>
#include <QVBoxLayout>
#include <QWindow>

namespace inbetween {

PreviewWindow::PreviewWindow(QWidget *parent)
    : QWidget(parent, Qt::Window), m_layout(new QVBoxLayout(this)), m_preview(new PreviewWidget(this))
{
    setObjectName(QStringLiteral("previewWindow"));
    setWindowTitle(tr("Preview - Inbetween"));
    // Keys go to this window (the view in it takes none): the playback shortcuts work here.
    setFocusPolicy(Qt::StrongFocus);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(0);
    m_buttons = new QToolBar(this);
    m_buttons->setObjectName(QStringLiteral("previewWindowButtons"));
    m_buttons->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_buttons->setIconSize(QSize(16, 16));
    m_zoomLabel = new QLabel(this);
    m_zoomLabel->setObjectName(QStringLiteral("previewZoom"));
    m_zoomLabel->setMinimumWidth(m_zoomLabel->fontMetrics().horizontalAdvance(QStringLiteral(" 2000% ")));
    m_zoomLabel->setAlignment(Qt::AlignCenter);
    m_preview->setObjectName(QStringLiteral("floatingPreview"));
    m_layout->addWidget(m_preview, 1);
    m_layout->addWidget(m_buttons);
    connect(m_preview, &PreviewWidget::zoomChanged, this, &PreviewWindow::updateZoomLabel);
    updateZoomLabel();
}

void PreviewWindow::addButtons(const QList<QAction *> &actions)
{
    for (QAction *a : actions) {
        if (!a) {
            m_buttons->addSeparator();
            continue;
        }
        m_buttons->addAction(a); // also makes its shortcut work in this window
        if (a->objectName() == QLatin1String("previewZoomOut"))
            m_buttons->addWidget(m_zoomLabel);
    }
}

void PreviewWindow::updateZoomLabel()
{
    m_zoomLabel->setText(QStringLiteral("%1%").arg(qRound(m_preview->zoom() * 100)));
}

bool PreviewWindow::staysOnTop() const
{
    return windowFlags().testFlag(Qt::WindowStaysOnTopHint);
}

void PreviewWindow::setStaysOnTop(bool on)
{
    if (on == staysOnTop())
        return;
    const Qt::WindowFlags flags = on ? windowFlags() | Qt::WindowStaysOnTopHint : windowFlags() & ~Qt::WindowStaysOnTopHint;
    if (QWindow *native = windowHandle()) {
        // setWindowFlag() would make the native window again, and the scene's native window
        // inside it (Qt 6.4 on xcb) then stays grey: the flag goes to the window as it is.
        overrideWindowFlags(flags);
        native->setFlags(flags);
    } else {
        setWindowFlags(flags);
    }
}

void PreviewWindow::closeEvent(QCloseEvent *event)
{
    event->ignore();
    emit closeRequested();
}

} // namespace inbetween
