#pragma once

#include <QList>
#include <QMap>
#include <QPointF>
#include <QRectF>
#include <QRgb>
#include <QSharedData>
#include <QSharedDataPointer>
#include <QSizeF>
#include <QString>
#include <optional>

namespace inbetween {

// What a game does with a box (DESIGN.md, "Frame data for games"): it hits with it, is hit
// through it, or something else (a push box, a trigger).
enum class BoxKind { Hit, Hurt, Other };

QString boxKindName(BoxKind kind); // "hit", "hurt", "other"
std::optional<BoxKind> boxKindFromName(const QString &name);
// The one palette of frame data, for every view and export that colours it (the light table's
// outlines, the timeline's lanes, the tick table, Aseprite's slices, Spine's bounding boxes):
// hit red, hurt blue, other yellow; points green.
QRgb boxKindColour(BoxKind kind);
constexpr QRgb kPointColour = 0xff40e860;

// A box name the project declares for all its clips (`boxes`), in the order panels and exports
// list them. Names are non-empty and unique within the project's boxes.
struct BoxDeclaration
{
    QString name;
    BoxKind kind = BoxKind::Other;

    friend bool operator==(const BoxDeclaration &a, const BoxDeclaration &b) { return a.name == b.name && a.kind == b.kind; }
    friend bool operator!=(const BoxDeclaration &a, const BoxDeclaration &b) { return !(a == b); }
};

// A point name the project declares (`points`: where a sword or a muzzle flash attaches).
struct PointDeclaration
{
    QString name;

    friend bool operator==(const PointDeclaration &a, const PointDeclaration &b) { return a.name == b.name; }
    friend bool operator!=(const PointDeclaration &a, const PointDeclaration &b) { return !(a == b); }
};

// A frame's data for games: its pivot, and the declared boxes and points it lists, in picture
// pixels (x right, y down) relative to the pivot. A box or point a frame does not list is off
// during that frame. The maps are ordered by name, so two frames with the same data are equal
// whatever order it was given in; the file and `sample` list them in that order.
struct FrameData
{
    // In pixels of the frame's picture (its region, or its whole image); none: the picture's centre.
    std::optional<QPointF> pivot;
    QMap<QString, QRectF> boxes;   // name -> [x, y, width, height], width and height > 0
    QMap<QString, QPointF> points; // name -> [x, y]

    bool isEmpty() const { return !pivot && boxes.isEmpty() && points.isEmpty(); }
    // The pivot in pixels of a picture of `pictureSize`: the one given, else the centre.
    QPointF pivotIn(const QSizeF &pictureSize) const
    {
        return pivot ? *pivot : QPointF(pictureSize.width() / 2.0, pictureSize.height() / 2.0);
    }
    // The picture's centre from its pivot, in picture pixels (x right, y down): how far a format
    // that centres pictures on the node moves this one so that its pivot is on the node (the
    // preview's FramePlacement::quadOffset, y down); (0, 0) without a pivot.
    QPointF centreFromPivot(const QSizeF &pictureSize) const
    {
        return QPointF(pictureSize.width() / 2.0, pictureSize.height() / 2.0) - pivotIn(pictureSize);
    }

    friend bool operator==(const FrameData &a, const FrameData &b)
    {
        return a.pivot == b.pivot && a.boxes == b.boxes && a.points == b.points;
    }
    friend bool operator!=(const FrameData &a, const FrameData &b) { return !(a == b); }
};

// A frame's FrameData, shared by the frame's copies and copied on write, so that a frame without
// any is one null pointer: lists of a million frames stay as small as before, and copies of a
// project (the undo history, the autosave's copy) share the data as they share the lists. The
// frame's mouth shape (lip sync, Frame::mouth) is held behind the same pointer, apart from the
// game data: frame data edits keep it, and a frame without either is still one null pointer.
class SharedFrameData
{
public:
    SharedFrameData() = default;
    SharedFrameData(const FrameData &data) { set(data); } // NOLINT: a frame's data converts

    const FrameData &get() const { return d ? d->data : none().data; }
    const FrameData *operator->() const { return &get(); }
    // The data to change in place: this frame's own copy (made on first use).
    FrameData &edit() { return holder().data; }
    // Empty data is held as none (the mouth kept).
    void set(const FrameData &data)
    {
        if (data.isEmpty() && mouth().isEmpty())
            d.reset();
        else
            edit() = data;
    }
    // Whether the game data is empty (a frame with only a mouth holds no frame data).
    bool isEmpty() const { return get().isEmpty(); }

    const QString &mouth() const { return d ? d->mouth : none().mouth; }
    QString &editMouth() { return holder().mouth; }
    void setMouth(const QString &shape)
    {
        if (shape.isEmpty() && get().isEmpty())
            d.reset();
        else
            editMouth() = shape;
    }

    friend bool operator==(const SharedFrameData &a, const SharedFrameData &b)
    {
        return a.d == b.d || (a.get() == b.get() && a.mouth() == b.mouth());
    }
    friend bool operator!=(const SharedFrameData &a, const SharedFrameData &b) { return !(a == b); }

private:
    struct Holder : QSharedData
    {
        FrameData data;
        QString mouth;
    };
    Holder &holder()
    {
        if (!d)
            d = new Holder;
        return *d;
    }
    static const Holder &none()
    {
        static const Holder empty;
        return empty;
    }

    QSharedDataPointer<Holder> d;
};

} // namespace inbetween
