#pragma once

#include "clip.h"
#include "file/filewriting.h"
#include "framedata.h"
#include "projectlimits.h"

#include <QMap>
#include <QPointF>
#include <QRect>
#include <QRectF>
#include <array>
#include <optional>
#include <string_view>
#include <type_traits>

namespace inbetween {
class JsonChecks;
class JsonPath;
class JsonValue;

namespace filetypes {

// The types of the values of the project file's keys (filekey.h). Each knows how the reader
// reads and checks a value (read(checks, value, path, out): the value into *out, or a problem
// named at the path; filetypereads.cpp) and how the writer writes it (write(writing, value,
// column of the key)). A key's limits name members of ProjectLimits, so that the reader and the
// JSON Schema (made from the declarations: tests/file/keydocs.cpp) keep to the same ones.

// A number: finite, within a limit, from 0 or above 0 where the key says so.
struct Number
{
    enum class Min { Any, Zero, AboveZero };
    Min min = Min::Any;
    double ProjectLimits::*max = nullptr;
    bool symmetric = false; // -max to max
    std::string_view unit;

    static constexpr Number above0(double ProjectLimits::*max, std::string_view unit = {}) { return {Min::AboveZero, max, false, unit}; }
    static constexpr Number from0(double ProjectLimits::*max, std::string_view unit = {}) { return {Min::Zero, max, false, unit}; }
    static constexpr Number within(double ProjectLimits::*limit, std::string_view unit = {}) { return {Min::Any, limit, true, unit}; }
    bool read(JsonChecks &c, const JsonValue &v, const JsonPath &at, double *out) const;
    void write(FileWriting &w, double v, int) const { w.out.number(v); }
};

// A string of at most a limit's characters; with `nonEmpty`, not empty or only white space.
struct Text
{
    int ProjectLimits::*maxLength = nullptr;
    bool nonEmpty = false;
    bool read(JsonChecks &c, const JsonValue &v, const JsonPath &at, QString *out) const;
    void write(FileWriting &w, const QString &v, int) const { w.out.string(v); }
};

// A path to a file, relative to the project file's folder: not empty, no control characters.
struct Path
{
    bool read(JsonChecks &c, const JsonValue &v, const JsonPath &at, QString *out) const;
    void write(FileWriting &w, const QString &v, int) const { w.repeatedString(v); }
};

// A string the file fixes (`"format": "inbetween"`).
struct FixedText
{
    std::string_view value;
    bool read(JsonChecks &c, const JsonValue &v, const JsonPath &at) const;
    template <typename V>
    void write(FileWriting &w, const V &, int) const { w.text("\"" + std::string(value) + "\""); }
};

// The file's version: this program writes `written` and reads 1 to `written`.
struct FileVersion
{
    int written = 4;
    // The file's version, 1 to `written`; 0 when it names none this program reads.
    int read(JsonChecks &c, const JsonValue &v, const JsonPath &at) const;
    template <typename V>
    void write(FileWriting &w, const V &, int) const { w.out.integer(written); }
};

// A clip's loop mode: "loop", "once" or "pingpong".
struct LoopName
{
    bool read(JsonChecks &c, const JsonValue &v, const JsonPath &at, LoopMode *out) const;
    void write(FileWriting &w, LoopMode v, int) const { w.out.string(loopModeName(v)); }
};

// [x, y, z], each within a limit.
struct Vec3Numbers
{
    double ProjectLimits::*limit = nullptr;
    bool read(JsonChecks &c, const JsonValue &v, const JsonPath &at, Vec3 *out) const;
    void write(FileWriting &w, const Vec3 &v, int) const { w.numbers({v.x, v.y, v.z}); }
};

// A legacy key's 16 numbers, row-major, each within maxMatrixElement: only read.
struct MatrixNumbers
{
    bool read(JsonChecks &c, const JsonValue &v, const JsonPath &at, std::array<double, 16> *out) const;
    template <typename V>
    void write(FileWriting &, const V &, int) const {}
};

// [x, y, width, height] in whole pixels of an image.
struct Region
{
    bool read(JsonChecks &c, const JsonValue &v, const JsonPath &at, std::optional<QRect> *out) const;
    void write(FileWriting &w, const std::optional<QRect> &r, int) const { w.integers({r->x(), r->y(), r->width(), r->height()}); }
};

// A segment's easing: a name, or {"bezier": [x1, y1, x2, y2]}.
struct EasingValue
{
    bool read(JsonChecks &c, const JsonValue &v, const JsonPath &at, Easing *out) const;
    void write(FileWriting &w, const Easing &e, int) const
    {
        if (e.type() != Easing::Type::Bezier) {
            w.out.bytes(w.easingName(e.type()));
            return;
        }
        const auto &b = e.bezierPoints();
        w.text("{ \"bezier\": ");
        w.numbers({b[0], b[1], b[2], b[3]});
        w.text(" }");
    }
};

// A declared box's kind: "hit", "hurt" or "other".
struct BoxKindName
{
    bool read(JsonChecks &c, const JsonValue &v, const JsonPath &at, BoxKind *out) const;
    void write(FileWriting &w, BoxKind v, int) const { w.out.string(boxKindName(v)); }
};

// [x, y] in pixels of a frame's picture (a pivot), each within the largest image's side.
struct PointNumbers
{
    bool read(JsonChecks &c, const JsonValue &v, const JsonPath &at, std::optional<QPointF> *out) const;
    void write(FileWriting &w, const std::optional<QPointF> &p, int) const { w.numbers({p->x(), p->y()}); }
};

// A frame's boxes or points: an object whose keys are names the project declares (its `boxes`
// or `points`, JsonChecks::declaredBoxes / declaredPoints), each a box [x, y, width, height]
// (width and height above 0) or a point [x, y], in picture pixels relative to the pivot, each
// number within the largest image's side. Written in the order of the names.
template <typename Value>
struct NamedValues
{
    bool read(JsonChecks &c, const JsonValue &v, const JsonPath &at, QMap<QString, Value> *out) const;
    void write(FileWriting &w, const QMap<QString, Value> &values, int) const
    {
        w.text(values.isEmpty() ? "{}" : "{ ");
        for (auto it = values.cbegin(); it != values.cend(); ++it) {
            if (it != values.cbegin())
                w.text(", ");
            w.out.string(it.key());
            w.text(": ");
            if constexpr (std::is_same_v<Value, QRectF>)
                w.numbers({it->x(), it->y(), it->width(), it->height()});
            else
                w.numbers({it->x(), it->y()});
        }
        if (!values.isEmpty())
            w.text(" }");
    }
};
using NamedBoxes = NamedValues<QRectF>;
using NamedPoints = NamedValues<QPointF>;

// A clip's play range: [from, to] in clip time, within the clip's length.
struct RangeNumbers
{
    bool read(JsonChecks &c, const JsonValue &v, const JsonPath &at, double length, std::optional<PlayRange> *out) const;
    void write(FileWriting &w, const std::optional<PlayRange> &r, int) const { w.numbers({r->from, r->to}); }
};

// The id of a format of the export registry (exportFormats(): "gltf", "godot", ...).
struct ExportFormatId
{
    bool read(JsonChecks &c, const JsonValue &v, const JsonPath &at, QString *out) const;
    void write(FileWriting &w, const QString &v, int) const { w.out.string(v); }
    // The ids, "gltf, glb, ..." (the message's list).
    static QString ids();
};

// A number as an optional (an export target's option: unset is the default), by `number`'s rules.
struct OptionalNumber
{
    Number number;
    bool read(JsonChecks &c, const JsonValue &v, const JsonPath &at, std::optional<double> *out) const;
    void write(FileWriting &w, const std::optional<double> &v, int) const { w.out.number(*v); }
};

// A whole number from `least` to `most`, as an optional.
struct WholeNumber
{
    int least = 0;
    int most = 0;
    bool read(JsonChecks &c, const JsonValue &v, const JsonPath &at, std::optional<int> *out) const;
    void write(FileWriting &w, const std::optional<int> &v, int) const { w.out.integer(*v); }
};

// true or false, as an optional (an export option: unset is the default) or a plain bool.
struct Flag
{
    bool read(JsonChecks &c, const JsonValue &v, const JsonPath &at, std::optional<bool> *out) const;
    bool read(JsonChecks &c, const JsonValue &v, const JsonPath &at, bool *out) const;
    void write(FileWriting &w, const std::optional<bool> &v, int) const { w.text(*v ? "true" : "false"); }
    void write(FileWriting &w, bool v, int) const { w.text(v ? "true" : "false"); }
};

// One of two words ("exact" or "native").
struct ChoiceText
{
    std::string_view first, second;
    bool read(JsonChecks &c, const JsonValue &v, const JsonPath &at, QString *out) const;
    void write(FileWriting &w, const QString &v, int) const { w.out.string(v); }
};

// An object of Kind (a clip's sound, when set; an export target's options); `shape` ends the
// message for a value that is no object ("must be an object {\"bpm\": N, \"offset\": MS}").
template <typename Kind>
struct ObjectOf
{
    using Of = Kind;
    std::string_view shape;
    template <typename V>
    void write(FileWriting &w, const V &v, int indent) const
    {
        if constexpr (std::is_same_v<V, typename Kind::Owner>)
            w.object<Kind>(v, indent);
        else
            w.object<Kind>(*v, indent);
    }
};

// An object whose keys are names (non-blank, of at most a limit's characters) and whose values
// are objects of Kind, at most a limit's of them: the mouth chart, shape -> picture. Written in
// the names' order, a name a line. The reader's messages call a name an `item` ("mouth shape")
// and say that its value must be an object `shape` ("{\"image\": PATH}").
template <typename Kind>
struct ObjectsByName
{
    qint64 ProjectLimits::*maxItems = nullptr;
    int ProjectLimits::*maxNameLength = nullptr;
    std::string_view item, shape;
    template <typename Map>
    void write(FileWriting &w, const Map &items, int indent) const { w.objectsByName<Kind>(items, indent); }
};

// A list of objects of Kind, of at most a limit's items (at least one with `nonEmpty`).
template <typename Kind>
struct ListOf
{
    qint64 ProjectLimits::*maxItems = nullptr;
    bool nonEmpty = false;
    template <typename List>
    void write(FileWriting &w, const List &v, int indent) const { w.list<Kind>(v, indent); }
};

} // namespace filetypes
} // namespace inbetween
