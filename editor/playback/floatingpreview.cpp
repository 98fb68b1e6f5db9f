#include "playback/floatingpreview.h"

#include "playback/gifclipboard.h"

#include "playback/previewwindow.h"
#include "preview/previewwidget.h"

#include <QAction>
#include <QBoxLayout>
#include <QGuiApplication>
#include <QLabel>
#include <QScreen>
#include <QSettings>

namespace inbetween {

namespace {
const QString geometryKey = QStringLiteral("floatingPreview/geometry");
const QString zoomKey = QStringLiteral("floatingPreview/zoom");
const QString onTopKey = QStringLiteral("floatingPreview/onTop");
constexpr double zoomStep = 1.25;
} // namespace

FloatingPreview::FloatingPreview(PreviewWidget *docked, QBoxLayout *home, QWidget *window, const QList<QAction *> &keys)
    : QObject(window), m_docked(docked), m_home(home), m_mainWindow(window), m_keys(keys)
{
    m_floatAction = new QAction(tr("F&loat Preview"), this);
    m_floatAction->setObjectName(QStringLiteral("floatPreview"));
    m_floatAction->setCheckable(true);
    m_floatAction->setIconText(tr("Float")); // the button's text: the window's strip is narrow
    m_floatAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_floatAction->setToolTip(tr("Play the preview in a small window of its own, beside your drawing program (%1)")
                                  .arg(m_floatAction->shortcut().toString(QKeySequence::NativeText)));
    connect(m_floatAction, &QAction::toggled, this, &FloatingPreview::setFloating);

    m_onTopAction = new QAction(tr("Preview Stays on &Top"), this);
    m_onTopAction->setObjectName(QStringLiteral("previewOnTop"));
    m_onTopAction->setCheckable(true);
    m_onTopAction->setIconText(tr("On Top"));
    m_onTopAction->setChecked(QSettings().value(onTopKey, true).toBool());
    m_onTopAction->setToolTip(tr("Keep the floating preview above other windows"));
    connect(m_onTopAction, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(onTopKey, on);
        if (m_window)
            m_window->setStaysOnTop(on);
    });

    m_zoomOut = new QAction(tr("Zoom Out"), this);
    m_zoomOut->setObjectName(QStringLiteral("previewZoomOut"));
    m_zoomOut->setShortcut(QKeySequence::ZoomOut);
    m_zoomOut->setIconText(QStringLiteral("\u2212")); // a minus sign
    m_zoomOut->setToolTip(tr("Zoom out (%1)").arg(m_zoomOut->shortcut().toString(QKeySequence::NativeText)));
    connect(m_zoomOut, &QAction::triggered, this, [this] { shownPreview()->setZoom(shownPreview()->zoom() / zoomStep); });
    m_copyGif = new QAction(tr("Copy as GIF"), this);
    m_copyGif->setObjectName(QStringLiteral("copyAsGif"));
    m_copyGif->setToolTip(tr("Put the clip on the clipboard as an animated GIF, to paste into a chat or a tracker"));
    connect(m_copyGif, &QAction::triggered, this, [this] {
        PreviewWidget *view = shownPreview();
        QString error;
        if (!view->clip() || GifClipboard::copy(*view->clip(), view->projectFolder(), &error).isEmpty())
            emit errorOccurred(tr("Cannot copy the clip as a GIF: %1").arg(view->clip() ? error : tr("no clip")));
    });
    m_zoomIn = new QAction(tr("Zoom In"), this);
    m_zoomIn->setObjectName(QStringLiteral("previewZoomIn"));
    m_zoomIn->setShortcut(QKeySequence::ZoomIn);
    m_zoomIn->setIconText(QStringLiteral("+"));
    m_zoomIn->setToolTip(tr("Zoom in (%1)").arg(m_zoomIn->shortcut().toString(QKeySequence::NativeText)));
    connect(m_zoomIn, &QAction::triggered, this, [this] { shownPreview()->setZoom(shownPreview()->zoom() * zoomStep); });
}

FloatingPreview::~FloatingPreview()
{
    if (m_window && m_floating)
        saveWindowSettings();
    delete m_window; // its preview follows the main window's clock: it goes first (PlaybackArea)
}

PreviewWidget *FloatingPreview::floatingView() const
{
    return m_window ? m_window->preview() : nullptr;
}

PreviewWidget *FloatingPreview::shownPreview() const
{
    return m_floating && m_window ? m_window->preview() : m_docked;
}

void FloatingPreview::createWindow()
{
    m_window = new PreviewWindow(m_mainWindow);
    QList<QAction *> buttons = m_keys;
    buttons << nullptr << m_zoomOut << m_zoomIn << nullptr << m_copyGif << m_onTopAction << m_floatAction;
    m_window->addButtons(buttons);
    connect(m_window, &PreviewWindow::closeRequested, this, [this] { setFloating(false); });

    // The docked preview's clip, pictures and clock. The clip first, on the view's own clock:
    // handing a clip to the shared clock would reset its state mid-play.
    PreviewWidget *view = m_window->preview();
    view->setImageLibrary(m_docked->imageLibrary());
    view->setClip(m_docked->clip(), m_docked->projectFolder());
    view->setClock(m_docked->clock());
    view->setOverlayVisible(m_docked->isOverlayVisible());
    view->setCompareVisible(m_docked->isCompareVisible());
    connect(m_docked, &PreviewWidget::overlayVisibleChanged, view, &PreviewWidget::setOverlayVisible);
    connect(m_docked, &PreviewWidget::compareVisibleChanged, view, &PreviewWidget::setCompareVisible);
    // The light table as the docked preview's (onion skin, background, pixel zoom, flip).
    view->setLightTable(m_docked->lightTable());
    view->setRenderStatisticsVisible(m_docked->isRenderStatisticsVisible());
    connect(m_docked, &PreviewWidget::lightTableChanged, view, &PreviewWidget::setLightTable);
    connect(m_docked, &PreviewWidget::renderStatisticsVisibleChanged, view, &PreviewWidget::setRenderStatisticsVisible);
    // The declared boxes' kinds colour the frame data.
    view->setBoxDeclarations(m_docked->boxDeclarations());
    connect(m_docked, &PreviewWidget::boxDeclarationsChanged, view, &PreviewWidget::setBoxDeclarations);
    view->setMouthChart(m_docked->mouthChart());
    connect(m_docked, &PreviewWidget::mouthChartChanged, view, &PreviewWidget::setMouthChart);
    connect(view, &PreviewWidget::filesDropped, this, &FloatingPreview::filesDropped);
    connect(view, &PreviewWidget::errorOccurred, this, &FloatingPreview::errorOccurred);
}

void FloatingPreview::setFloating(bool floating)
{
    if (floating == m_floating)
        return;
    m_floating = floating;
    m_floatAction->setChecked(floating);
    QSettings settings;
    if (floating) {
        if (!m_window)
            createWindow();
        if (!m_placeholder) {
            m_placeholder = new QLabel(tr("The preview is floating in a window of its own.\n"
                                          "Close that window, or Playback > Float Preview, to bring it back."));
            m_placeholder->setObjectName(QStringLiteral("previewPlaceholder"));
            m_placeholder->setAlignment(Qt::AlignCenter);
            m_placeholder->setMinimumSize(160, 120);
        }
        // The placeholder takes the preview's place (the layout keeps its stretch); the docked
        // preview, hidden, renders nothing while the window's plays.
        delete m_home->replaceWidget(m_docked, m_placeholder);
        m_placeholder->show();
        m_docked->hide();
        m_window->setStaysOnTop(m_onTopAction->isChecked());
        m_window->preview()->setZoom(settings.value(zoomKey, 1.0).toDouble());
        const QByteArray geometry = settings.value(geometryKey).toByteArray();
        if (geometry.isEmpty() || !m_window->restoreGeometry(geometry)) {
            // Small, at the main window's top right.
            m_window->resize(480, 400);
            const QRect main = m_mainWindow->frameGeometry();
            m_window->move(main.right() - 500, main.top() + 60);
        }
        m_window->show();
        m_window->raise();
        m_window->activateWindow();
    } else {
        saveWindowSettings();
        delete m_home->replaceWidget(m_placeholder, m_docked);
        m_placeholder->hide();
        m_docked->show();
        m_window->hide();
        m_mainWindow->activateWindow();
    }
    emit floatingChanged(floating);
}

void FloatingPreview::saveWindowSettings() const
{
    QSettings settings;
    settings.setValue(geometryKey, m_window->saveGeometry());
    settings.setValue(zoomKey, m_window->preview()->zoom());
}

} // namespace inbetween
