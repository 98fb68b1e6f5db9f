#pragma once

#include <QList>
#include <QObject>
#include <QQuickItem>
#include <QStringList>
#include <QUrl>
#include <QVariant>

class QLabel;
class QQuickView;
class QStackedLayout;
class QWidget;

namespace inbetween {

// Where the preview's QML scene lives in the widget (split from PreviewWidget, which decides
// what the scene shows): a QQuickView in a window container, a page with the QML and
// scene-graph errors in its place, and a blank page while the widget has no area. It loads the
// scene, reports its errors (also as warnings on stderr, as QML's own warnings are) and hands
// the loaded scene's root item on; files dropped on the scene (the view is a window of its own,
// so the drop does not reach the widgets around it) come out as filesDropped(). A click on the
// scene takes the keyboard focus from a field, as a click on any other view does.
class SceneHost : public QObject
{
    Q_OBJECT

public:
    // Builds the view, its container and the two other pages into a stacked layout of `widget`
    // (its layout from here).
    explicit SceneHost(QWidget *widget);
    // The view goes first (see PreviewWidget's destructor).
    ~SceneHost() override;

    // See PreviewWidget::prepareSurfaceFormat().
    static void prepareSurfaceFormat();

    // Loads the scene; ready() or errorOccurred() follows (at once for a file or a resource).
    void load(const QUrl &scene);

    QQuickView *view() const { return m_view; }
    QWidget *container() const { return m_container; }
    QStringList errors() const { return m_errors; }
    bool hasErrors() const { return !m_errors.isEmpty(); }
    // Shows the page for the widget's size: the errors, blank without area, else the view.
    void updatePage();

protected:
    // A press on the scene gives the widget the keyboard focus (see the constructor).
    bool eventFilter(QObject *watched, QEvent *event) override;

signals:
    // The scene loaded without error; its root item.
    void ready(QQuickItem *root);
    void errorOccurred(const QString &message);
    void filesDropped(const QList<QUrl> &urls);

private:
    void onStatusChanged();
    void showError(const QString &message);
    Q_SLOT void onFilesDropped(const QVariant &urls);

    QWidget *m_widget;
    QQuickView *m_view = nullptr; // owned by m_container
    QWidget *m_container = nullptr;
    QLabel *m_errorLabel = nullptr;
    QWidget *m_blank = nullptr; // shown instead of the view while the widget has no area
    QStackedLayout *m_stack = nullptr;
    QStringList m_errors;
};

} // namespace inbetween
