#include "itemmodels/cliplistmodel.h"

#include "document/clipedits.h"
#include "itemmodels/durationformat.h"
#include "media/framepicture.h"

#include <QDir>
#include <QFont>

namespace inbetween {

ClipListModel::ClipListModel(Document *document, QObject *parent)
    : ReorderableTableModel(document, ListKind::Clips, DraggedRows::One, parent)
{
    // What the current clip plays changed: its length, loop mode and first picture.
    connect(document, &Document::timingChanged, this, [this] {
        const int row = this->document()->currentClip();
        if (row < rowCount())
            emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    });
    connect(document, &Document::currentClipChanged, this, &ClipListModel::currentRowChanged);
    connect(document, &Document::mouthsChanged, this, [this] { // a first frame may show a mouth
        if (rowCount() > 0)
            emit dataChanged(index(0, NameColumn), index(rowCount() - 1, NameColumn), {Qt::DecorationRole});
    });
    connect(document, &Document::projectReset, this, [this] {
        m_thumbnails.clear();
        m_boldRow = this->document()->currentClip();
    });
    connect(document, &Document::filePathChanged, this, [this] { m_thumbnails.clear(); });
    m_boldRow = document->currentClip();
}

void ClipListModel::currentRowChanged()
{
    const int old = m_boldRow;
    m_boldRow = document()->currentClip();
    for (int row : {old, m_boldRow}) {
        if (row >= 0 && row < rowCount())
            emit dataChanged(index(row, 0), index(row, ColumnCount - 1), {Qt::FontRole});
    }
}

int ClipListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ClipListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Clip &clip = document()->project().clips[size_t(index.row())];
    if (role == Qt::FontRole && index.row() == document()->currentClip()) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::ToolTipRole) {
        return tr("%1: %n frames", nullptr, clip.frames.count()).arg(clip.name)
               + tr(", %n keyframes", nullptr, clip.motion.count()) + tr(", %n events", nullptr, int(clip.events.size()));
    }
    const DurationFormat ms(DurationFormat::Unit::Milliseconds, document()->project().fps);
    switch (index.column()) {
    case NameColumn:
        if (role == Qt::DisplayRole || role == Qt::EditRole)
            return clip.name;
        if (role == Qt::DecorationRole && !clip.frames.isEmpty()) {
            const FramePicture first = FramePicture::of(clip.frames.frame(0), document()->project().mouths);
            if (first.isMissingMouth())
                return m_thumbnails.labelledPlaceholder(first.mouth);
            if (!first.image.isEmpty())
                return m_thumbnails.thumbnailOrPlaceholder(QDir(document()->folder()).absoluteFilePath(first.image), first.region);
        }
        break;
    case LengthColumn:
        if (role == Qt::DisplayRole)
            return ms.format(clip.length());
        if (role == Qt::EditRole)
            return clip.length();
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case LoopColumn:
        if (role == Qt::DisplayRole || role == Qt::EditRole)
            return loopModeName(clip.loop);
        break;
    default: break;
    }
    return {};
}

QVariant ClipListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section;
    switch (section) {
    case NameColumn: return tr("Clip");
    case LengthColumn: return tr("Length");
    case LoopColumn: return tr("Loop");
    default: return {};
    }
}

Qt::ItemFlags ClipListModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = ReorderableTableModel::flags(index);
    if (index.isValid() && index.column() == NameColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

bool ClipListModel::setDataForRows(const QList<int> &rows, int column, const QVariant &value)
{
    if (rows.size() != 1 || column != NameColumn)
        return false;
    QString why;
    if (ClipEdits::rename(document(), rows.front(), value.toString(), &why))
        return true;
    if (!why.isEmpty())
        emit renameRefused(why);
    return false;
}

bool ClipListModel::dropRows(const QList<int> &rows, int destination)
{
    // Dropped where it stands: no undo step for nothing.
    return ClipEdits::move(document(), rows.front(), destination) >= 0;
}

void ClipListModel::reloadThumbnails()
{
    m_thumbnails.clear();
    if (rowCount() > 0)
        emit dataChanged(index(0, NameColumn), index(rowCount() - 1, NameColumn), {Qt::DecorationRole});
}

} // namespace inbetween
