#pragma once

#include <QAbstractTableModel>

namespace inbetween {

class Document;

// The project's kept export targets as a table (File > Export Targets..., DESIGN.md "Export
// targets"), one row a target in the order they run: the format's name, the path as the project
// file names it (relative to its folder; absolute for a project never saved; the tooltip the
// whole path), the clip ("All clips"; a clip the project no longer has is said so) and the
// options in words. Read only: the edits are ExportTargetEdits, and the table follows the
// document (an undo in the window shows here).
class ExportTargetModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { FormatColumn, PathColumn, ClipColumn, OptionsColumn, ColumnCount };

    explicit ExportTargetModel(Document *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Target `row`'s path as the project file names it, and as a whole path.
    QString filePath(int row) const;
    QString absolutePath(int row) const;

private:
    void clipsChanged();

    Document *m_document;
};

} // namespace inbetween
