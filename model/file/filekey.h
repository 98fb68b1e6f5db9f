#pragma once

#include <array>
#include <functional>
#include <string_view>
#include <type_traits>

namespace inbetween {

// How the writer lays an object kind out: a key a line (the project, a clip), or all on one
// line (`{ "time": 0, "name": "step" }`).
enum class Layout { Block, Inline };

// Whether the writer writes a key: always, only when it holds something (an image, a region, a
// sound, a play range), or never (a key that is only read, such as a keyframe's `matrix`).
enum class Written { Always, WhenSet, Never };

// Which files of the format hold a key: both versions, or only those of version 2 (the root's
// `clips`; a version 1 file holds its one clip's keys at the root, see `version1Root`).
enum class Versions { All, Version2 };

// One key of one object kind of the project file, declared once (projectkeys.h): its JSON name,
// how its value is got from the model (`get`: a member pointer or a function of the owner), its
// file type (filetypes.h: the shape, the limits in ProjectLimits, how it is read and written and
// its JSON Schema), its default, whether and where it is written (the order of the declarations:
// also the order in which the reader names problems) and what it says to a user. Declared with
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
    Versions versions = Versions::All;

    // The value of `owner`, as the model holds it.
    decltype(auto) of(const Owner &owner) const { return std::invoke(get, owner); }

    constexpr FileKey require(std::string_view why = {}) const
    {
        return with([why](FileKey &k) {
            k.required = true;
            k.whyRequired = why;
        });
    }
    constexpr FileKey whenSet() const { return with([](FileKey &k) { k.written = Written::WhenSet; }); }
    constexpr FileKey readOnly() const { return with([](FileKey &k) { k.written = Written::Never; }); }
    constexpr FileKey byDefault(std::string_view json) const
    {
        return with([json](FileKey &k) { k.defaultJson = json; });
    }
    constexpr FileKey describe(std::string_view text) const
    {
        return with([text](FileKey &k) { k.description = text; });
    }
    constexpr FileKey needing(std::string_view other, std::string_view words) const
    {
        return with([other, words](FileKey &k) {
            k.needs = other;
            k.needsWords = words;
        });
    }
    constexpr FileKey excluding(std::string_view a, std::string_view b = {}, std::string_view c = {}) const
    {
        return with([a, b, c](FileKey &k) { k.excludes = {a, b, c}; });
    }
    constexpr FileKey atVersion1Root() const { return with([](FileKey &k) { k.version1Root = true; }); }
    constexpr FileKey onlyVersion2() const { return with([](FileKey &k) { k.versions = Versions::Version2; }); }

private:
    template <typename Change>
    constexpr FileKey with(Change change) const
    {
        FileKey k = *this;
        change(k);
        return k;
    }
};

// A key of `Owner`'s kind, written always, optional when read, with no default.
template <typename Owner, typename Get, typename Type>
constexpr FileKey<Owner, Get, Type> key(std::string_view name, Get get, Type type)
{
    FileKey<Owner, Get, Type> k{};
    k.name = name;
    k.get = get;
    k.type = type;
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

} // namespace inbetween
