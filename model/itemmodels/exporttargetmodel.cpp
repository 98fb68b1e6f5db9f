#include "itemmodels/exporttargetmodel.h"

#include "document/document.h"
#include "export/exporttargets.h"
#include "export/projectexport.h"

#include <QDir>

namespace inbetween {

ExportTargetModel::ExportTargetModel(Document *document, QObject *parent)
    : QAbstractTableModel(parent), m_document(document)
{
    const auto reset = [this] {
        beginResetModel();
        endResetModel();
    };
    connect(document, &Document::exportTargetsChanged, this, reset);
    connect(document, &Document::filePathChanged, this, reset); // paths as the new file names them
    const auto clips = [this](ListKind kind) {
        if (kind == ListKind::Clips)
            clipsChanged();
    };
    connect(document, &Document::rowsInserted, this, clips);
    connect(document, &Document::rowsRemoved, this, clips);
    connect(document, &Document::rowsChanged, this, clips);
}

int ExportTargetModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_document->project().exports.size());
}

int ExportTargetModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ExportTargetModel::absolutePath(int row) const
{
    return ExportTargets::absolutePath(m_document->folder(), m_document->project().exports.at(row));
}

QString ExportTargetModel::filePath(int row) const
{
    return ExportTargets::filePath(m_document->project().exports.at(row), m_document->folder(), m_document->fileFolder());
}

QVariant ExportTargetModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const ExportTarget &target = m_document->project().exports.at(index.row());
    if (role == Qt::ToolTipRole && index.column() == PathColumn)
        return QDir::toNativeSeparators(absolutePath(index.row()));
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case FormatColumn: {
        const ExportFormat *format = findExportFormat(target.format);
        return format ? format->displayName : target.format;
    }
    case PathColumn: return QDir::toNativeSeparators(filePath(index.row()));
    case ClipColumn:
        if (target.clip.isEmpty())
            return tr("All clips");
        return m_document->project().clipIndex(target.clip) < 0 ? tr("%1 (no such clip)").arg(target.clip) : target.clip;
    case OptionsColumn: return ExportTargets::optionsInWords(target);
    default: return {};
    }
}

QVariant ExportTargetModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case FormatColumn: return tr("Format");
    case PathColumn: return tr("Path");
    case ClipColumn: return tr("Clip");
    case OptionsColumn: return tr("Options");
    default: return {};
    }
}

// A clip renamed, added or removed: whether a target's clip is there may have changed.
void ExportTargetModel::clipsChanged()
{
    if (rowCount() > 0)
        emit dataChanged(index(0, ClipColumn), index(rowCount() - 1, ClipColumn));
}

} // namespace inbetween
