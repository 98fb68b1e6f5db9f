#include "boxes/framedataactions.h"

#include "boxes/boxestool.h"
#include "clip.h"
#include "document/document.h"
#include "document/framedataedits.h"
#include "playback/floatingpreview.h"
#include "preview/previewwidget.h"
#include "session/editorsession.h"

#include <QAction>
#include <QActionGroup>
#include <QItemSelectionModel>
#include <QMenu>

namespace inbetween {

FrameDataActions::FrameDataActions(EditorSession *session, PreviewWidget *preview, FloatingPreview *floating,
                                   QMenu *menu, QWidget *window)
    : QObject(window), m_session(session), m_boxes(new BoxesTool(session, this))
{
    m_boxes->addPreview(preview);
    connect(floating, &FloatingPreview::floatingChanged, this, [this, floating] { m_boxes->addPreview(floating->floatingView()); });

    m_tool = new QAction(tr("&Boxes Tool"), window);
    m_tool->setObjectName(QStringLiteral("boxesTool"));
    m_tool->setCheckable(true);
    m_tool->setShortcut(QKeySequence(Qt::Key_B));
    m_tool->setToolTip(tr("Draw, move and resize the current frame's boxes and move its pivot and points on the "
                          "preview (Shift: free of the pixel grid, Esc: cancel a drag) (%1)")
                           .arg(m_tool->shortcut().toString(QKeySequence::NativeText)));
    window->addAction(m_tool);
    connect(m_tool, &QAction::toggled, this, [this](bool on) {
        m_boxes->setActive(on);
        if (on)
            m_session->showStatus(m_boxes->drawName().isEmpty()
                                      ? tr("Boxes tool: declare a box in the Frame Data panel to draw one")
                                      : tr("Boxes tool: drag to draw %1, drag a box to move it, its edges to resize it; "
                                           "Shift: free, Esc: cancel")
                                            .arg(m_boxes->drawName()),
                                  8000);
    });

    m_drawMenu = new QMenu(tr("Bo&x to Draw"), window);
    m_drawMenu->menuAction()->setObjectName(QStringLiteral("boxToDraw"));
    m_drawGroup = new QActionGroup(this);
    connect(m_boxes, &BoxesTool::drawNameChanged, this, [this](const QString &name) {
        for (QAction *a : m_drawGroup->actions())
            a->setChecked(a->data().toString() == name);
    });

    m_copy = new QAction(tr("Cop&y Frame Data to Selected Frames"), window);
    m_copy->setObjectName(QStringLiteral("copyFrameData"));
    m_copy->setToolTip(tr("Give the frames selected in the Frames table the current frame's boxes and points"));
    window->addAction(m_copy);
    connect(m_copy, &QAction::triggered, this, &FrameDataActions::copyToSelected);

    menu->addSeparator();
    menu->addAction(m_tool);
    menu->addMenu(m_drawMenu);
    menu->addAction(m_copy);

    Document *doc = session->document();
    // Another project (Document::reset) emits declarationsChanged, currentClipChanged and
    // timingChanged too: these cover it.
    connect(doc, &Document::declarationsChanged, this, &FrameDataActions::rebuildDrawMenu);
    connect(doc, &Document::timingChanged, this, &FrameDataActions::updateCopy);
    connect(doc, &Document::currentClipChanged, this, &FrameDataActions::updateCopy);
    connect(session, &EditorSession::currentTimeChanged, this, &FrameDataActions::updateCopy);
    connect(session->frameSelection(), &QItemSelectionModel::selectionChanged, this, &FrameDataActions::updateCopy);
    rebuildDrawMenu();
    updateCopy();
}

void FrameDataActions::rebuildDrawMenu()
{
    const QList<BoxDeclaration> &boxes = m_session->document()->project().boxes;
    QString name = m_boxes->drawName();
    const auto declared = [&](const QString &n) {
        return std::any_of(boxes.cbegin(), boxes.cend(), [&](const BoxDeclaration &b) { return b.name == n; });
    };
    if (!declared(name))
        name = boxes.isEmpty() ? QString() : boxes.first().name;
    m_boxes->setDrawName(name);
    qDeleteAll(m_drawGroup->actions());
    m_drawMenu->clear();
    for (const BoxDeclaration &b : boxes) {
        QAction *a = m_drawMenu->addAction(tr("%1 (%2)").arg(b.name, boxKindName(b.kind)));
        a->setCheckable(true);
        a->setData(b.name);
        a->setChecked(b.name == name);
        m_drawGroup->addAction(a);
        const QString boxName = b.name;
        connect(a, &QAction::triggered, this, [this, boxName] { m_boxes->setDrawName(boxName); });
    }
    m_drawMenu->setEnabled(!boxes.isEmpty());
}

int FrameDataActions::currentFrame() const
{
    return m_session->document()->clip().frames.frameAt(m_session->clipTime());
}

void FrameDataActions::updateCopy()
{
    const int from = currentFrame();
    const Clip &clip = m_session->document()->clip();
    const QList<int> rows = m_session->selectedRows(ListKind::Frames);
    const bool data = from >= 0 && (!clip.frames.frame(from).data->boxes.isEmpty() || !clip.frames.frame(from).data->points.isEmpty());
    m_copy->setEnabled(data && std::any_of(rows.cbegin(), rows.cend(), [from](int r) { return r != from; }));
}

void FrameDataActions::copyToSelected()
{
    const int from = currentFrame();
    if (from >= 0 && FrameDataEdits::copyFrameData(m_session->document(), from, m_session->selectedRows(ListKind::Frames)))
        m_session->showStatus(tr("Copied frame %1's boxes and points").arg(from), 5000);
}

} // namespace inbetween
