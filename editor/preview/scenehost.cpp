// The preview's QML scene in its widget: the view, its error page and its loading (split from
// previewwidget.cpp, which keeps the clock, the clip and what the scene shows).
#include "preview/scenehost.h"

#include "preview/previewwidget.h"

#include <QColor>
#include <QEvent>
#include <QGuiApplication>
#include <QLabel>
#include <QOpenGLContext>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickView>
#include <QQuickWindow>
#include <QStackedLayout>
#include <QSurfaceFormat>
#include <QUrl>
#include <QtQuick3D/qquick3d.h>

namespace inbetween {

void SceneHost::prepareSurfaceFormat()
{
    // idealSurfaceFormat() probes OpenGL with a context of its own, so it needs the application.
    if (!QGuiApplication::instance()) {
        qWarning("PreviewWidget::prepareSurfaceFormat: construct the QApplication first");
        return;
    }
    QSurfaceFormat::setDefaultFormat(QQuick3D::idealSurfaceFormat());
    // Qt 6.4's offscreen platform says it has no RHI-based rendering, so Qt Quick would fall
    // back to its software scene graph, which draws no 3D; with GLX (an X display) OpenGL works
    // there once asked for. Without OpenGL the software fallback at least shows the overlay.
    // (A backend named in the environment is the user's choice and stays.)
    if (QGuiApplication::platformName() == QLatin1String("offscreen") && qEnvironmentVariableIsEmpty("QT_QUICK_BACKEND")
        && qEnvironmentVariableIsEmpty("QMLSCENE_DEVICE")) {
        QOpenGLContext probe;
        if (probe.create())
            QQuickWindow::setSceneGraphBackend(QStringLiteral("rhi"));
    }
}

SceneHost::SceneHost(QWidget *widget) : QObject(widget), m_widget(widget)
{
    m_view = new QQuickView;
    m_view->setResizeMode(QQuickView::SizeRootObjectToView);
    // The View3D draws in Underlay mode, straight onto the window's clear colour (see
    // PreviewScene.qml), so the background is this colour, not the scene environment's.
    m_view->setColor(QColor(0x1d, 0x20, 0x26));
    // The preview takes no keys: Space and the other shortcuts stay with the editor.
    m_view->setFlag(Qt::WindowDoesNotAcceptFocus);
    m_view->engine()->addImportPath(QStringLiteral("qrc:/qt/qml"));
    m_container = QWidget::createWindowContainer(m_view, widget); // owns the view from here
    m_container->setObjectName(QStringLiteral("previewView"));
    m_container->setMinimumSize(160, 120);
    m_container->setFocusPolicy(Qt::NoFocus);
    // The view takes no keys, so a click on it would leave the focus in a field (the Clip panel's
    // Name), and Space would type there instead of playing: the press gives the widget the focus
    // instead, and the editor's shortcuts work. (On X11 the press reaches the view's own window;
    // where the view has none of its own, the container.)
    widget->setFocusPolicy(Qt::ClickFocus);
    m_view->installEventFilter(this);
    m_container->installEventFilter(this);

    m_errorLabel = new QLabel(widget);
    m_errorLabel->setObjectName(QStringLiteral("previewError"));
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setAlignment(Qt::AlignCenter);
    m_errorLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_errorLabel->setStyleSheet(QStringLiteral("QLabel { color: #ff8080; background: #2a1e1e; padding: 12px; }"));

    m_stack = new QStackedLayout(widget);
    m_stack->setContentsMargins(0, 0, 0, 0);
    m_blank = new QWidget(widget);
    m_stack->addWidget(m_container);
    m_stack->addWidget(m_errorLabel);
    m_stack->addWidget(m_blank);

    connect(m_view, &QQuickView::statusChanged, this, &SceneHost::onStatusChanged);
    connect(m_view, &QQuickWindow::sceneGraphError, this,
            [this](QQuickWindow::SceneGraphError, const QString &message) {
                showError(PreviewWidget::tr("Scene graph error: %1").arg(message));
            });
    connect(m_view->engine(), &QQmlEngine::warnings, this, [](const QList<QQmlError> &warnings) {
        for (const QQmlError &w : warnings)
            qWarning("preview QML: %s", qPrintable(w.toString()));
    });
}

SceneHost::~SceneHost()
{
    // Nothing the view sends on its way out may reach this object, half destroyed by then.
    disconnect(m_view, nullptr, this, nullptr);
    disconnect(m_view->engine(), nullptr, this, nullptr);
    delete m_container;
}

void SceneHost::load(const QUrl &scene)
{
    m_view->setSource(scene);
}

void SceneHost::onStatusChanged()
{
    if (m_view->status() == QQuickView::Error) {
        QStringList lines;
        for (const QQmlError &e : m_view->errors())
            lines << e.toString();
        showError(PreviewWidget::tr("The preview scene failed to load:\n%1").arg(lines.join(QLatin1Char('\n'))));
        return;
    }
    if (m_view->status() != QQuickView::Ready)
        return;
    QQuickItem *root = m_view->rootObject();
    if (!root) {
        showError(PreviewWidget::tr("The preview scene has no root item."));
        return;
    }
    if (root->metaObject()->indexOfSignal("filesDropped(QVariant)") >= 0)
        connect(root, SIGNAL(filesDropped(QVariant)), this, SLOT(onFilesDropped(QVariant)));
    emit ready(root);
}

void SceneHost::showError(const QString &message)
{
    m_errors << message;
    qWarning("preview: %s", qPrintable(message));
    m_errorLabel->setText(m_errors.join(QStringLiteral("\n\n")));
    updatePage();
    emit errorOccurred(message);
}

void SceneHost::updatePage()
{
    // A view squeezed to no area (a splitter dragged shut) is hidden rather than left with a
    // window of no size: it then renders nothing, and the widget's timer advances the clock.
    if (!m_errors.isEmpty())
        m_stack->setCurrentWidget(m_errorLabel);
    else if (m_widget->width() <= 0 || m_widget->height() <= 0)
        m_stack->setCurrentWidget(m_blank);
    else
        m_stack->setCurrentWidget(m_container);
}

bool SceneHost::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::MouseButtonPress && m_widget->isEnabled()) {
        // A press on a window that takes no focus does not activate its top-level either; under
        // X without a window manager nothing else would, and the keys would reach no shortcut.
        if (!m_widget->isActiveWindow())
            m_widget->activateWindow();
        m_widget->setFocus(Qt::MouseFocusReason);
    }
    return QObject::eventFilter(watched, event);
}

void SceneHost::onFilesDropped(const QVariant &urls)
{
    QList<QUrl> list;
    for (const QVariant &u : urls.toList())
        list.append(u.toUrl());
    if (!list.isEmpty())
        emit filesDropped(list);
}

} // namespace inbetween
