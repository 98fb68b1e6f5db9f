#pragma once

#include "file/jsonchecks.h"
#include "file/projectkeys.h"
#include "project.h"

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

    void declarations(const JsonValue &r, Project *p);
    void mouthChart(const JsonValue &v, const JsonPath &at, QMap<QString, MouthPicture> *out);
    void exportTarget(const JsonValue &o, const JsonPath &at, QList<ExportTarget> *out);
    void clip(const JsonValue &o, const JsonPath &at, QHash<QString, qint64> *names, std::vector<Clip> *out);
    // The clip's loop mode and lists; and, but for a version 1 file's root, its sound and play range.
    void clipParts(const JsonValue &o, const JsonPath &at, bool version1Root, Clip *clip);
    template <typename Item, typename Each>
    QList<Item> list(const JsonValue &v, const JsonPath &where, qint64 limit, const char *what, Each each);
    // An object of Kind whose keys are all read as declared (a frame, an event).
    template <typename Kind>
    void item(const JsonValue &o, const JsonPath &at, QList<typename Kind::Owner> *out);
    void keyframe(const JsonValue &o, const JsonPath &at, Previous &previous, QList<Keyframe> *out);
    bool matrix(const DeclaredMembers<projectkeys::KeyframeKeys> &o, const JsonPath &at, const Vec3 &previousRotation,
                Keyframe *k);
};

} // namespace inbetween
