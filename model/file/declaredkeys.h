#pragma once

#include "filekey.h"
#include "jsonitem.h"

#include <array>
#include <string_view>
#include <tuple>
#include <utility>

namespace inbetween {

// The reader's view of the keys' declarations (projectkeys.h): the names of a kind's keys in
// their declared order, for JsonCursor (a key's index among them is its index in the
// declarations), and the index of a key by its name, for the reader's cases. A name that is
// not declared does not compile.
template <typename Kind, size_t... I>
constexpr std::array<JsonKeys::Name, sizeof...(I)> declaredKeyNames(std::index_sequence<I...>)
{
    return {{JsonKeys::Name(std::get<I>(Kind::keys).name)...}};
}
template <typename Kind>
constexpr auto declaredKeyNames()
{
    return declaredKeyNames<Kind>(std::make_index_sequence<keyCount<Kind>()>());
}

template <typename Kind, size_t... I>
constexpr int declaredKeyIndex(std::string_view name, std::index_sequence<I...>)
{
    int found = -1;
    ((std::get<I>(Kind::keys).name == name ? (found = int(I)) : 0), ...);
    return found >= 0 ? found : throw "not a declared key of this kind";
}
template <typename Kind>
constexpr int declaredKeyIndex(std::string_view name)
{
    return declaredKeyIndex<Kind>(name, std::make_index_sequence<keyCount<Kind>()>());
}

} // namespace inbetween
