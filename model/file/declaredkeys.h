#pragma once

#include "filekey.h"

#include <string_view>
#include <tuple>
#include <utility>

namespace inbetween {

// The index of a kind's key by its name in its declarations (projectkeys.h), for the reader's
// rules across keys: std::get<declaredKeyIndex<FrameKeys>("image")>(FrameKeys::keys). A name
// that is not declared does not compile.
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
