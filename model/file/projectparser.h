#pragma once

#include "file/jsonchecks.h"
#include "file/projectkeys.h"
#include "project.h"

#include <QHash>
#include <utility>

namespace inbetween {

// Reads a project file's tree (JsonDocument) into a Project and checks it by its rules, each
// problem named by its JSON path (`clips[1].frames[0].region`, or `frames[0]` for a version 1
// file, whose clip is the root) in the order of the format: the version first (it may be written
// last), then each key of each object in the order of its declarations (projectkeys.h), which
// read the values; the rules across keys (a region needs an image, key times increase, a matrix
// excludes the parts it is decomposed into, clip names and declared box and point names are
// unique) are here.
class ProjectParser : public JsonChecks
{
public:
    using JsonChecks::JsonChecks;

    // The root object into `p`; returns the file's version (1 to 4).
    int root(const JsonValue &r, Project *p);
    // Keys and events after the clip's end still load, but never play where the user may think.
    // For a clip read without errors: its keys' times increase.
    void warnBeyondClip(const Clip &clip, const JsonPath &where);

private:
    struct Previous; // what a keyframe's checks take from the one before

    // Key `k` of an object, given as `v` (or not), into owner's member by its file type: a missing
    // required key is named ("missing (why)", or in its type's words for nothing), as is one that
    // needs another without it. True when the key was given and read.
    template <typename Kind, typename Key, typename Owner>
    bool readKey(const Key &k, const JsonValue &v, const DeclaredMembers<Kind> &object, const JsonPath &at, Owner *owner);
    // Kind's keys from the `First` declared on, in the declared order, each into a member of the owner.
    template <typename Kind, size_t First = 0>
    void readKeys(const DeclaredMembers<Kind> &m, const JsonPath &at, typename Kind::Owner *owner)
    {
        readKeys<Kind, First>(m, at, owner, std::make_index_sequence<keyCount<Kind>() - First>());
    }
    template <typename Kind, size_t First, size_t... I>
    void readKeys(const DeclaredMembers<Kind> &m, const JsonPath &at, typename Kind::Owner *owner, std::index_sequence<I...>);
    // A given value by its key's file type; a list, an object or a map of objects of a kind is
    // read by that kind's keys, so that a key of any type needs its declaration only.
    template <typename Key, typename Owner>
    bool value(const Key &k, const JsonValue &v, const JsonPath &at, Owner *owner);
    // A list's items, each by its kind's keys and the rules across items (key times increase,
    // clip, box and point names are unique); false when the list is refused as a whole.
    template <typename Kind, typename List>
    bool list(const filetypes::ListOf<Kind> &type, const char *what, const JsonValue &v, const JsonPath &where, List *items);
    // The mouth chart: an object of shape names, each a picture as declared.
    template <typename Kind, typename Map>
    void byName(const filetypes::ObjectsByName<Kind> &type, const JsonValue &v, const JsonPath &at, Map *out);
    void clip(const JsonValue &o, const JsonPath &at, QHash<QString, qint64> *names, std::vector<Clip> *out);
    void keyframe(const JsonValue &o, const JsonPath &at, Previous &previous, QList<Keyframe> *out);
    bool matrix(const DeclaredMembers<projectkeys::KeyframeKeys> &o, const JsonPath &at, const Vec3 &previousRotation,
                Keyframe *k);
};

} // namespace inbetween
