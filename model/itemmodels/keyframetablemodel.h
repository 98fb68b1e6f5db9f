#pragma once

#include "itemmodels/documenttablemodel.h"

namespace inbetween {

struct ProjectLimits;

// The motion keys as a table: time, translation x y z, rotation x y z (degrees), scale x y z,
// easing. Every cell is editable; a time that would pass a neighbouring key is refused.
class KeyframeTableModel : public DocumentTableModel
{
    Q_OBJECT

public:
    enum Column {
        TimeColumn,
        TranslationX, TranslationY, TranslationZ,
        RotationX, RotationY, RotationZ,
        ScaleX, ScaleY, ScaleZ,
        EasingColumn,
        ColumnCount
    };

    explicit KeyframeTableModel(Document *document, QObject *parent = nullptr);

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setDataForRows(const QList<int> &rows, int column, const QVariant &value) override;

    // The value of one numeric column of a key, and a copy of the key with it set.
    static double component(const Keyframe &key, int column);
    static Keyframe withComponent(Keyframe key, int column, double value);
    // The largest magnitude a project file takes in that numeric column (ProjectLimits).
    static double limitOf(int column, const ProjectLimits &limits);

protected:
    int listSize() const override { return document()->clip().motion.count(); }
};

} // namespace inbetween
