#include "tables/cliptables.h"

#include "document/document.h"
#include "itemmodels/eventtablemodel.h"
#include "itemmodels/frametablemodel.h"
#include "itemmodels/keyframetablemodel.h"
#include "projectlimits.h"
#include "session/editorsession.h"
#include "tables/batchtimingdialog.h"
#include "tables/documenttableview.h"
#include "tables/durationdelegate.h"
#include "tables/easingdelegate.h"
#include "tables/numberdelegate.h"
#include "tables/rowsdelegate.h"

#include <QEvent>
#include <QGuiApplication>
#include <QItemSelectionModel>

namespace inbetween {

ClipTables::ClipTables(EditorSession *session, QWidget *window)
    : QObject(window), m_session(session), m_window(window)
{
    auto make = [this, window](DocumentTableModel *model, QItemSelectionModel *selection, const QString &name) {
        auto *view = new DocumentTableView(window);
        view->setObjectName(name);
        view->setModel(model);
        // The session's selection model, shared with the timeline (setModel made a private one).
        QItemSelectionModel *own = view->selectionModel();
        view->setSelectionModel(selection);
        delete own;
        view->installEventFilter(this);
        return view;
    };
    FrameTableModel *frames = session->frameModel();
    m_frameView = make(frames, session->frameSelection(), QStringLiteral("frameTable"));
    m_frameView->setItemDelegateForColumn(FrameTableModel::DurationColumn, new DurationDelegate(m_frameView, [frames] { return frames->durationFormat(); }));
    m_frameView->setColumnWidthsInChars({3, 24, 8, 7, 7});
    m_frameView->keepColumnFitted(FrameTableModel::ImageColumn); // a sheet cell whole: "hero.png [64, 0, 64, 64]"
    m_frameView->enableRowDragging();
    m_frameView->enableFileDrops(); // images go in where they land
    connect(m_frameView, &DocumentTableView::filesDropped, this, &ClipTables::filesDropped);
    connect(frames, &FrameTableModel::rowsDropped, this,
            [this](int first, int last) { selectRows(ListKind::Frames, {first, last}); });
    m_frameView->setEmptyText(tr("No frames yet.\nDrop images here, or use Frames > Import Images (Ctrl+I)."));

    m_keyframeView = make(session->keyframeModel(), session->keyframeSelection(), QStringLiteral("keyframeTable"));
    // Times typed in ms or frames of the project's fps ("6f"), whatever unit the durations show, or
    // on a beat ("4b") or a marker ("@hit") of the clip.
    auto timeFormat = [session] {
        const Document *doc = session->document();
        return DurationFormat(DurationFormat::Unit::Milliseconds, doc->project().fps)
            .withGuides(doc->clip().beat, doc->clip().markers, true);
    };
    auto *time = new DurationDelegate(m_keyframeView, timeFormat, DurationSpinBox::Measure::Time);
    time->setSingleRowColumns({KeyframeTableModel::TimeColumn});
    m_keyframeView->setItemDelegateForColumn(KeyframeTableModel::TimeColumn, time);
    for (int c = KeyframeTableModel::TranslationX; c <= KeyframeTableModel::ScaleZ; ++c)
        m_keyframeView->setItemDelegateForColumn(c, new NumberDelegate(m_keyframeView));
    m_keyframeView->setItemDelegateForColumn(KeyframeTableModel::EasingColumn, new EasingDelegate(m_keyframeView));
    m_keyframeView->setColumnWidthsInChars({9, 8, 8, 8, 8, 8, 8, 7, 7, 7, 14});
    m_keyframeView->setEmptyText(tr("No keyframes. Move the playhead and use Keyframes > Add Keyframe at Playhead (Ctrl+K)."));

    m_eventView = make(session->eventModel(), session->eventSelection(), QStringLiteral("eventTable"));
    m_eventView->setItemDelegateForColumn(EventTableModel::TimeColumn, new DurationDelegate(m_eventView, timeFormat, DurationSpinBox::Measure::Time));
    auto *eventName = new RowsDelegate(m_eventView);
    eventName->setMaxTextLength(ProjectLimits().maxEventNameLength);
    m_eventView->setItemDelegateForColumn(EventTableModel::NameColumn, eventName);
    m_eventView->setColumnWidthsInChars({9, 16});
    m_eventView->setEmptyText(tr("No events. Keyframes > Add Event at Playhead (Ctrl+E)."));

    // A plain click on a row goes there: the playhead at the frame's start (unless it is in that
    // frame already), the key's or the event's time (Shift or Ctrl only change the selection).
    for (DocumentTableView *view : {m_frameView, m_keyframeView, m_eventView})
        connect(view, &QAbstractItemView::clicked, this, [this, view](const QModelIndex &index) {
            if (QGuiApplication::keyboardModifiers() == Qt::NoModifier)
                goToRow(view == m_frameView ? ListKind::Frames : view == m_keyframeView ? ListKind::Keyframes : ListKind::Events,
                        index.row());
        });

    // Before any other part hears the playhead: the rows are outlined as it moves.
    connect(session, &EditorSession::currentTimeChanged, this, &ClipTables::updatePlayheadRows);
}

void ClipTables::watchClipList(DocumentTableView *list)
{
    m_clipList = list;
    list->installEventFilter(this);
}

DocumentTableView *ClipTables::view(ListKind kind) const
{
    switch (kind) {
    case ListKind::Frames: return m_frameView;
    case ListKind::Keyframes: return m_keyframeView;
    case ListKind::Events: return m_eventView;
    case ListKind::Clips: return m_clipList;
    }
    return nullptr;
}

void ClipTables::selectRows(ListKind kind, EditOperations::Rows rows)
{
    if (rows.first <= rows.second)
        view(kind)->selectRows(rows.first, rows.second);
}

void ClipTables::goToRow(ListKind kind, int row)
{
    const Clip &clip = m_session->document()->clip();
    switch (kind) {
    case ListKind::Frames:
        // A playhead already in the frame stays where it is in it (a retime keeps that place).
        if (row >= 0 && row < clip.frames.count() && clip.frames.frameAt(m_session->clipTime()) != row)
            m_session->setCurrentTime(clip.frames.start(row));
        break;
    case ListKind::Keyframes:
        if (row >= 0 && row < clip.motion.count())
            m_session->setCurrentTime(clip.motion.key(row).time);
        break;
    case ListKind::Events:
        if (row >= 0 && row < clip.events.size())
            m_session->setCurrentTime(clip.events[row].time);
        break;
    case ListKind::Clips: break;
    }
}

void ClipTables::updatePlayheadRows()
{
    const Clip &p = m_session->document()->clip();
    const double c = m_session->clipTime();
    m_frameView->setPlayheadRow(p.frames.frameAt(c));
    m_keyframeView->setPlayheadRow(p.motion.segmentAt(c));
}

void ClipTables::openBatchTiming()
{
    const QList<int> rows = m_frameView->selectedRowNumbers();
    if (rows.isEmpty())
        return;
    QList<double> durations;
    const Document *doc = m_session->document();
    for (int r : rows)
        durations.append(doc->clip().frames.frame(r).duration);
    auto *dialog = new BatchTimingDialog(durations, doc->project().fps, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, rows] {
        if (m_session->operations().retimeFrames(rows, dialog->result()))
            selectRows(ListKind::Frames, {rows.front(), rows.back()});
    });
    dialog->open();
}

bool ClipTables::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::FocusIn) {
        if (watched == m_frameView)
            m_activeList = ListKind::Frames;
        else if (watched == m_keyframeView)
            m_activeList = ListKind::Keyframes;
        else if (watched == m_eventView)
            m_activeList = ListKind::Events;
        else if (watched && watched == m_clipList)
            m_activeList = ListKind::Clips;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace inbetween
