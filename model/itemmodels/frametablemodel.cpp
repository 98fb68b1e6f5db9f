#include "itemmodels/frametablemodel.h"

#include "document/rowcommands.h"
#include "media/framepicture.h"
#include "media/imagecheck.h"
#include "projectlimits.h"

#include <QDir>
#include <QFileInfo>
#include <algorithm>
#include <cmath>

namespace inbetween {

FrameTableModel::FrameTableModel(Document *document, QObject *parent)
    : ReorderableTableModel(document, ListKind::Frames, DraggedRows::Any, parent)
{
    connect(document, &Document::projectReset, this, [this] { m_thumbnails.clear(); });
    // The mouth frames show the chart's pictures.
    connect(document, &Document::mouthsChanged, this, [this] {
        if (rowCount() > 0)
            emit dataChanged(index(0, ImageColumn), index(rowCount() - 1, ImageColumn));
    });
    connect(document, &Document::settingsChanged, this, [this] {
        if (m_unit == DurationFormat::Unit::Frames && rowCount() > 0)
            emit dataChanged(index(0, DurationColumn), index(rowCount() - 1, EndColumn));
    });
}

int FrameTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

DurationFormat FrameTableModel::durationFormat() const
{
    // Durations in beats of the clip's grid too ("1b": a hold of one beat).
    return DurationFormat(m_unit, document()->project().fps).withGuides(document()->clip().beat, {}, false);
}

void FrameTableModel::setDurationUnit(DurationFormat::Unit unit)
{
    if (unit == m_unit)
        return;
    m_unit = unit;
    if (rowCount() > 0)
        emit dataChanged(index(0, DurationColumn), index(rowCount() - 1, EndColumn));
    emit headerDataChanged(Qt::Horizontal, DurationColumn, EndColumn);
}

QVariant FrameTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const FrameTrack &frames = document()->clip().frames;
    const int row = index.row();
    const Frame &frame = frames.frame(row);
    const DurationFormat format = durationFormat();
    switch (index.column()) {
    case IndexColumn:
        if (role == Qt::DisplayRole)
            return row;
        break;
    case ImageColumn: {
        // Its own picture, or its mouth shape's from the chart (FramePicture).
        const FramePicture picture = FramePicture::of(frame, document()->project().mouths);
        if (role == Qt::DisplayRole) {
            if (picture.isMissingMouth())
                return tr("mouth %1 (no picture)").arg(picture.mouth);
            if (picture.image.isEmpty())
                return tr("(no image)");
            const QString file = QFileInfo(picture.image).fileName();
            // A cell of a sheet: where it is, as the file writes it.
            const QString shown = picture.region ? file + QLatin1Char(' ') + regionText(*picture.region) : file;
            return picture.mouth.isEmpty() ? shown : tr("mouth %1: %2").arg(picture.mouth, shown);
        }
        if (role == Qt::ToolTipRole)
            return picture.isMissingMouth() ? tr("The mouth chart has no picture for %1 (Clips > Mouth Chart...)").arg(picture.mouth)
                                            : picture.image;
        if (role == Qt::DecorationRole && picture.isMissingMouth())
            return m_thumbnails.labelledPlaceholder(picture.mouth);
        if (role == Qt::DecorationRole && !picture.image.isEmpty())
            return m_thumbnails.thumbnailOrPlaceholder(QDir(document()->folder()).absoluteFilePath(picture.image), picture.region);
        break;
    }
    case DurationColumn:
        if (role == Qt::DisplayRole)
            return format.format(frame.duration);
        if (role == Qt::EditRole)
            return frame.duration;
        if (role == Qt::ToolTipRole)
            return format.formatBoth(frame.duration);
        break;
    case StartColumn:
    case EndColumn: {
        const double t = index.column() == StartColumn ? frames.start(row) : frames.end(row);
        if (role == Qt::DisplayRole)
            return format.format(t);
        if (role == Qt::EditRole)
            return t;
        break;
    }
    default: break;
    }
    if (role == Qt::TextAlignmentRole && index.column() != ImageColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant FrameTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section;
    switch (section) {
    case IndexColumn: return tr("#");
    case ImageColumn: return tr("Image");
    case DurationColumn: return tr("Duration");
    case StartColumn: return tr("Start");
    case EndColumn: return tr("End");
    default: return {};
    }
}

Qt::ItemFlags FrameTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = ReorderableTableModel::flags(index);
    if (index.isValid() && index.column() == DurationColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

bool FrameTableModel::dropRows(const QList<int> &rows, int destination)
{
    const auto moved = pushFrameMove(document(), rows, destination, tr("Move %n frames", nullptr, int(rows.size())));
    if (!moved)
        return false; // a block dropped where it already stands: no undo step for nothing
    emit rowsDropped(moved->first, moved->second);
    return true;
}

bool FrameTableModel::setDataForRows(const QList<int> &rows, int column, const QVariant &value)
{
    if (column != DurationColumn || rows.isEmpty())
        return false;
    std::optional<double> ms;
    if (value.typeId() == QMetaType::QString)
        ms = durationFormat().parse(value.toString());
    else if (value.canConvert<double>())
        ms = value.toDouble();
    if (!ms || !std::isfinite(*ms) || !(*ms > 0.0) || *ms > ProjectLimits().maxDuration) // as the file holds it
        return false;
    const QList<Frame> &all = document()->clip().frames.frames();
    QList<Frame> frames;
    for (int row : rows) {
        if (row < 0 || row >= all.size())
            return false;
        Frame f = all[row];
        f.duration = *ms;
        frames.append(f);
    }
    const QString text = rows.size() == 1 ? tr("Set duration of frame %1").arg(rows.front())
                                          : tr("Set duration of %n frames", nullptr, int(rows.size()));
    return pushFrameRetime(document(), rows, frames, text);
}

void FrameTableModel::reloadThumbnails()
{
    m_thumbnails.clear();
    if (rowCount() > 0)
        emit dataChanged(index(0, ImageColumn), index(rowCount() - 1, ImageColumn), {Qt::DecorationRole});
}

} // namespace inbetween
