#pragma once

#include <array>
#include <functional>
#include <tuple>
#include <string_view>
#include <type_traits>

namespace inbetween {

// How the writer lays an object kind out: a key a line (the project, a clip), or all on one
// line (`{ "time": 0, "name": "step" }`).
enum class Layout { Block, Inline };

// Whether the writer writes a key: always, only when it holds something (an image, a region, a
// sound, a play range), or never (a key that is only read, such as a keyframe's `matrix`).
enum class Written { Always, WhenSet, Never };

// One key of one object kind of the project file, declared once (projectkeys.h): its JSON name,
// how its value is got from the model (`get`: a member pointer or a function of the owner), its
// file type (filetypes.h: the shape, the limits in ProjectLimits, how it is read and written),
// its default, whether and where it is written (the order of the declarations: also the order in
// which the reader names problems) and what it says to a user. Declared with
// key<Owner>(name, get, type) and the chained setters:
//
//     key<Frame>("duration", &Frame::duration, Number::above0(&ProjectLimits::maxDuration, "ms"))
//         .require("every frame needs a duration in ms").describe("How long the frame stays on screen, in ms.")
template <typename Owner, typename Get, typename Type>
struct FileKey
{
    using OwnerType = Owner;
    using FileType = Type;

    std::string_view name;
    Get get;
    Type type;
    Written written = Written::Always;
    bool required = false;            // a file without it is refused
    std::string_view whyRequired;     // "missing (...)" says it; none: the type's words for nothing
    std::string_view defaultJson;     // what a missing key means, as JSON text ("" none)
    std::string_view description;     // for people: the schema's description
    std::string_view needs;           // another key of the object that must be given with it
    std::string_view needsWords;      // the reader's message when it is not
    std::array<std::string_view, 3> excludes{}; // keys of the object it cannot be given with
    bool version1Root = false;        // also a key of a version 1 file's root (a clip's keys)
    // The first version of the file that holds the key (the root's `clips`: 2; frame data: 3). A
    // file of an earlier version holding it is warned about, the key ignored.
    int since = 1;

    // The value of `owner`, as the model holds it.
    decltype(auto) of(const Owner &owner) const { return std::invoke(get, owner); }

    // The setters of a declaration, each a copy with one change (constexpr: the keys are constants).
    constexpr FileKey require(std::string_view why = {}) const { FileKey k = *this; k.required = true, k.whyRequired = why; return k; }
    constexpr FileKey whenSet() const { FileKey k = *this; k.written = Written::WhenSet; return k; }
    constexpr FileKey readOnly() const { FileKey k = *this; k.written = Written::Never; return k; }
    constexpr FileKey byDefault(std::string_view json) const { FileKey k = *this; k.defaultJson = json; return k; }
    constexpr FileKey describe(std::string_view text) const { FileKey k = *this; k.description = text; return k; }
    constexpr FileKey needing(std::string_view other, std::string_view words) const { FileKey k = *this; k.needs = other, k.needsWords = words; return k; }
    constexpr FileKey excluding(std::string_view a, std::string_view b = {}, std::string_view c = {}) const { FileKey k = *this; k.excludes = {a, b, c}; return k; }
    constexpr FileKey atVersion1Root() const { FileKey k = *this; k.version1Root = true; return k; }
    constexpr FileKey fromVersion(int version) const { FileKey k = *this; k.since = version; return k; }
};

// Where the reader puts a key's value in `owner`: the member `get` names, or, for an accessor
// that has one, what its edit(owner) gives (a frame's data, held apart from the frame).
template <typename Get, typename Owner>
auto *valueIn(const Get &get, Owner &owner)
{
    if constexpr (std::is_member_object_pointer_v<Get>)
        return &(owner.*get);
    else
        return &get.edit(owner);
}

// A key of `Owner`'s kind, written always, optional when read, with no default.
template <typename Owner, typename Get, typename Type>
constexpr FileKey<Owner, Get, Type> key(std::string_view name, Get get, Type type)
{
    FileKey<Owner, Get, Type> k{};
    k.name = name, k.get = get, k.type = type;
    return k;
}

// Calls f(key) for every key a kind declares, in their order.
template <typename Kind, typename F>
void forEachKey(F &&f)
{
    std::apply([&f](const auto &...k) { (f(k), ...); }, Kind::keys);
}

// How many keys a kind declares.
template <typename Kind>
constexpr size_t keyCount()
{
    return std::tuple_size_v<std::decay_t<decltype(Kind::keys)>>;
}

// The index of a kind's key by its name, for the reader's rules across keys:
// std::get<declaredKeyIndex<FrameKeys>("image")>(FrameKeys::keys). A name not declared does not compile.
template <typename Kind>
constexpr size_t declaredKeyIndex(std::string_view name)
{
    return std::apply([name](const auto &...k) {
        size_t i = 0, found = 0;
        ((k.name == name ? found = i + 1 : 0, ++i), ...);
        return found > 0 ? found - 1 : throw "not a declared key of this kind";
    }, Kind::keys);
}

} // namespace inbetween
