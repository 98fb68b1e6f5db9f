#include "itemmodels/keyframetablemodel.h"

#include "document/rowcommands.h"
#include "itemmodels/numbertext.h"
#include "json/jsontext.h"
#include "projectlimits.h"

#include <cmath>

namespace inbetween {

KeyframeTableModel::KeyframeTableModel(Document *document, QObject *parent)
    : DocumentTableModel(document, ListKind::Keyframes, parent)
{
}

int KeyframeTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

double KeyframeTableModel::component(const Keyframe &key, int column)
{
    if (column == TimeColumn)
        return key.time;
    if (column >= TranslationX && column <= TranslationZ)
        return key.translation[column - TranslationX];
    if (column >= RotationX && column <= RotationZ)
        return key.rotation[column - RotationX];
    if (column >= ScaleX && column <= ScaleZ)
        return key.scale[column - ScaleX];
    return 0.0;
}

Keyframe KeyframeTableModel::withComponent(Keyframe key, int column, double value)
{
    if (column == TimeColumn)
        key.time = value;
    else if (column >= TranslationX && column <= TranslationZ)
        key.translation[column - TranslationX] = value;
    else if (column >= RotationX && column <= RotationZ)
        key.rotation[column - RotationX] = value;
    else if (column >= ScaleX && column <= ScaleZ)
        key.scale[column - ScaleX] = value;
    return key;
}

double KeyframeTableModel::limitOf(int column, const ProjectLimits &limits)
{
    if (column >= TranslationX && column <= TranslationZ)
        return limits.maxTranslation;
    if (column >= RotationX && column <= RotationZ)
        return limits.maxRotation;
    if (column >= ScaleX && column <= ScaleZ)
        return limits.maxScale;
    return limits.maxTime;
}

QVariant KeyframeTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const Keyframe &key = document()->clip().motion.key(index.row());
    if (index.column() == EasingColumn) {
        // Handles to 3 decimals on screen; the editor and the tooltip keep them exact.
        if (role == Qt::DisplayRole)
            return key.easing.roundedText();
        if (role == Qt::EditRole || (role == Qt::ToolTipRole && key.easing.type() == Easing::Type::Bezier))
            return key.easing.displayText();
        return {};
    }
    const double v = component(key, index.column());
    if (role == Qt::EditRole)
        return v;
    if (role == Qt::DisplayRole)
        return index.column() == TimeColumn ? timeText(v) : shortDecimal(v);
    if (role == Qt::ToolTipRole)
        return QString::fromLatin1(jsonNumber(v)); // the exact value
    if (role == Qt::TextAlignmentRole)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant KeyframeTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section;
    static const char *const names[] = {"Time (ms)", "Tx", "Ty", "Tz", "Rx°", "Ry°", "Rz°", "Sx", "Sy", "Sz", "Easing"};
    return section >= 0 && section < ColumnCount ? tr(names[section]) : QVariant();
}

Qt::ItemFlags KeyframeTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = DocumentTableModel::flags(index);
    return index.isValid() ? f | Qt::ItemIsEditable : f;
}

bool KeyframeTableModel::setDataForRows(const QList<int> &rows, int column, const QVariant &value)
{
    const MotionTrack &motion = document()->clip().motion;
    if (rows.isEmpty() || column < 0 || column >= ColumnCount)
        return false;
    // The value read once for every row, and within the file's limits: a saved project must open again.
    const ProjectLimits limits;
    Easing easing;
    double number = 0.0;
    if (column == EasingColumn) {
        if (!Easing::fromDisplayText(value.toString(), &easing))
            return false;
        const std::array<double, 4> &p = easing.bezierPoints();
        if (easing.type() == Easing::Type::Bezier
            && (std::abs(p[1]) > limits.maxBezierY || std::abs(p[3]) > limits.maxBezierY))
            return false;
    } else {
        bool ok = false;
        number = value.toDouble(&ok);
        if (!ok || !std::isfinite(number) || std::abs(number) > limitOf(column, limits))
            return false;
    }
    QList<Keyframe> keys;
    for (int row : rows) {
        if (row < 0 || row >= motion.count())
            return false;
        Keyframe key = motion.key(row);
        if (column == EasingColumn)
            key.easing = easing;
        else
            key = withComponent(key, column, number);
        keys.append(key);
    }
    if (column == TimeColumn) {
        // Times stay >= 0 and strictly increasing: one row at a time, between its neighbours.
        const int row = rows.front();
        const double t = keys.front().time;
        if (rows.size() != 1 || t < 0.0 || (row > 0 && !(t > motion.key(row - 1).time))
            || (row + 1 < motion.count() && !(t < motion.key(row + 1).time)))
            return false;
    }
    const QString text = rows.size() == 1 ? tr("Edit keyframe %1").arg(rows.front())
                                          : tr("Edit %n keyframes", nullptr, int(rows.size()));
    document()->undoStack()->push(new SetKeyframesCommand(document(), rows, keys, text));
    return true;
}

} // namespace inbetween
