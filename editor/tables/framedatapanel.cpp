#include "tables/framedatapanel.h"

#include "document/document.h"
#include "session/editorsession.h"
#include "session/userprompts.h"
#include "tables/boxtickstable.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace inbetween {

using FrameDataEdits::Names;

namespace {
constexpr BoxKind kKinds[] = {BoxKind::Hit, BoxKind::Hurt, BoxKind::Other};

// "box", "box 2", ...: the first name the list does not have.
QString freshName(const Project &project, Names list, const QString &stem)
{
    for (int n = 1;; ++n) {
        const QString name = n == 1 ? stem : QStringLiteral("%1 %2").arg(stem).arg(n);
        if (FrameDataEdits::nameProblem(project, list, -1, name).isEmpty())
            return name;
    }
}
} // namespace

FrameDataPanel::FrameDataPanel(EditorSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_list(new QTableWidget(0, 2, this)), m_problem(new QLabel(this)),
      m_addBox(new QPushButton(tr("Add Box"), this)), m_addPoint(new QPushButton(tr("Add Point"), this)),
      m_delete(new QPushButton(tr("Delete"), this)), m_ticks(new BoxTicksTable(session->document(), this))
{
    setObjectName(QStringLiteral("frameDataPanel"));
    m_list->setObjectName(QStringLiteral("frameDataDeclarations"));
    m_list->setHorizontalHeaderLabels({tr("Name"), tr("Kind")});
    m_list->verticalHeader()->hide();
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                            | QAbstractItemView::SelectedClicked);
    m_list->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    m_list->horizontalHeader()->setSectionResizeMode(KindColumn, QHeaderView::ResizeToContents);
    m_list->setToolTip(tr("The boxes and points the project's frames may carry: double-click a name to rename it "
                          "in every frame"));
    m_problem->setObjectName(QStringLiteral("frameDataProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #e06060"));
    m_problem->hide();
    m_addBox->setObjectName(QStringLiteral("addBoxButton"));
    m_addBox->setToolTip(tr("Declare a box (a hit, hurt or other rectangle the frames may carry)"));
    m_addPoint->setObjectName(QStringLiteral("addPointButton"));
    m_addPoint->setToolTip(tr("Declare a point (where something attaches to the frames)"));
    m_delete->setObjectName(QStringLiteral("deleteFrameDataButton"));
    m_delete->setToolTip(tr("Delete the chosen box or point from the project and from every frame"));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_addBox);
    buttons->addWidget(m_addPoint);
    buttons->addStretch(1);
    buttons->addWidget(m_delete);
    auto *top = new QWidget(this);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_list, 1);
    topLayout->addWidget(m_problem);
    topLayout->addLayout(buttons);
    // The declarations above, the ticks below; the user moves the line between them.
    auto *split = new QSplitter(Qt::Vertical, this);
    split->setChildrenCollapsible(false);
    split->addWidget(top);
    split->addWidget(m_ticks);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(split);

    connect(m_addBox, &QPushButton::clicked, this, &FrameDataPanel::addBox);
    connect(m_addPoint, &QPushButton::clicked, this, &FrameDataPanel::addPoint);
    connect(m_delete, &QPushButton::clicked, this, &FrameDataPanel::deleteCurrent);
    connect(m_list, &QTableWidget::itemChanged, this, &FrameDataPanel::renamed);
    connect(m_list, &QTableWidget::currentCellChanged, this, &FrameDataPanel::updateButtons);
    connect(session->document(), &Document::declarationsChanged, this, &FrameDataPanel::refresh);
    refresh();
}

FrameDataPanel::Entry FrameDataPanel::entryAt(int row) const
{
    const int boxes = int(m_session->document()->project().boxes.size());
    const int points = int(m_session->document()->project().points.size());
    if (row < 0 || row >= boxes + points)
        return {};
    return row < boxes ? Entry{Names::Boxes, row} : Entry{Names::Points, row - boxes};
}

int FrameDataPanel::rowOf(Names list, int index) const
{
    return list == Names::Boxes ? index : int(m_session->document()->project().boxes.size()) + index;
}

QComboBox *FrameDataPanel::kindBox(int row) const
{
    return qobject_cast<QComboBox *>(m_list->cellWidget(row, KindColumn));
}

QString FrameDataPanel::problem() const
{
    return m_problem->isHidden() ? QString() : m_problem->text();
}

void FrameDataPanel::setTickRate(double hz)
{
    m_ticks->setRate(hz);
}

void FrameDataPanel::refresh()
{
    m_refreshing = true;
    const Project &project = m_session->document()->project();
    const int boxes = int(project.boxes.size());
    m_list->setRowCount(boxes + int(project.points.size()));
    for (int row = 0; row < m_list->rowCount(); ++row) {
        const bool box = row < boxes;
        const QString name = box ? project.boxes[row].name : project.points[row - boxes].name;
        QTableWidgetItem *item = m_list->item(row, NameColumn);
        if (!item) {
            item = new QTableWidgetItem;
            m_list->setItem(row, NameColumn, item);
        }
        item->setText(name);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable);
        QComboBox *kind = kindBox(row);
        if (box) {
            if (!kind) {
                kind = new QComboBox;
                for (BoxKind k : kKinds)
                    kind->addItem(boxKindName(k), int(k));
                kind->setToolTip(tr("What a game does with the box: hits with it, is hit through it, or something else"));
                connect(kind, &QComboBox::activated, this, [this, kind] { kindChosen(kind); });
                m_list->setCellWidget(row, KindColumn, kind);
            }
            kind->setProperty("row", row);
            kind->setCurrentIndex(kind->findData(int(project.boxes[row].kind)));
        } else {
            if (kind)
                m_list->removeCellWidget(row, KindColumn);
            auto *point = new QTableWidgetItem(tr("point"));
            point->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            m_list->setItem(row, KindColumn, point);
        }
        if (box)
            delete m_list->takeItem(row, KindColumn);
    }
    m_refreshing = false;
    updateButtons();
}

void FrameDataPanel::updateButtons()
{
    m_delete->setEnabled(entryAt(m_list->currentRow()).index >= 0);
}

void FrameDataPanel::showProblem(const QString &problem)
{
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    if (!problem.isEmpty())
        emit statusMessage(problem);
}

void FrameDataPanel::editName(int row)
{
    m_list->setCurrentCell(row, NameColumn);
    m_list->scrollToItem(m_list->item(row, NameColumn));
    m_list->editItem(m_list->item(row, NameColumn));
}

void FrameDataPanel::addBox()
{
    Document *doc = m_session->document();
    QString why;
    if (FrameDataEdits::addBox(doc, freshName(doc->project(), Names::Boxes, tr("box")), BoxKind::Other, &why)) {
        showProblem({});
        editName(rowOf(Names::Boxes, int(doc->project().boxes.size()) - 1));
    } else {
        showProblem(why);
    }
}

void FrameDataPanel::addPoint()
{
    Document *doc = m_session->document();
    QString why;
    if (FrameDataEdits::addPoint(doc, freshName(doc->project(), Names::Points, tr("point")), &why)) {
        showProblem({});
        editName(rowOf(Names::Points, int(doc->project().points.size()) - 1));
    } else {
        showProblem(why);
    }
}

void FrameDataPanel::renamed(QTableWidgetItem *item)
{
    if (m_refreshing || item->column() != NameColumn)
        return;
    const Entry entry = entryAt(item->row());
    if (entry.index < 0)
        return;
    QString why;
    if (FrameDataEdits::rename(m_session->document(), entry.list, entry.index, item->text(), &why))
        showProblem({});
    else
        showProblem(why);
    refresh(); // a refused name goes back to the declared one; a done one shows trimmed
}

void FrameDataPanel::kindChosen(QComboBox *box)
{
    if (m_refreshing)
        return;
    const int row = box->property("row").toInt();
    if (entryAt(row).list != Names::Boxes)
        return;
    FrameDataEdits::setBoxKind(m_session->document(), row, BoxKind(box->currentData().toInt()));
}

void FrameDataPanel::deleteCurrent()
{
    const Entry entry = entryAt(m_list->currentRow());
    if (entry.index < 0)
        return;
    Document *doc = m_session->document();
    const Project &project = doc->project();
    const bool box = entry.list == Names::Boxes;
    const QString name = box ? project.boxes[entry.index].name : project.points[entry.index].name;
    const int frames = FrameDataEdits::framesUsing(project, entry.list, name);
    if (frames > 0
        && !m_session->prompts()->confirmDeleteFrameData(this, box ? QStringLiteral("box") : QStringLiteral("point"), name,
                                                         frames))
        return;
    FrameDataEdits::remove(doc, entry.list, entry.index);
}

} // namespace inbetween
