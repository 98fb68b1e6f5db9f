#pragma once

#include "file/filekey.h"
#include "atlas/atlasoptions.h"
#include "file/filetypes.h"
#include "project.h"
#include "timing/playrangeclip.h"

#include <tuple>

// Every key of the project file (DESIGN.md, "The project file"), declared once, a struct per
// object kind: its name (the schema's "$defs" entry), its layout, and its keys in the order they
// are written and read. The reader (projectparser.cpp), the writer (projectwriter.cpp), the JSON
// Schema and model/file/keys.md's table of keys (tests/file/keydocs.cpp) are made from these;
// model/file/README.md says how to add a key.
namespace inbetween::projectkeys {

using namespace filetypes;
using L = ProjectLimits;

// A member of a frame's data (FrameData) as a frame key's `get`: read from the frame's shared
// data, read into the frame's own copy (valueIn, filekey.h).
template <typename M>
struct FrameDataMember
{
    M FrameData::*member;
    const M &operator()(const Frame &f) const { return f.data.get().*member; }
    M &edit(Frame &f) const { return f.data.edit().*member; }
};
template <typename M>
constexpr FrameDataMember<M> frameData(M FrameData::*member)
{
    return {member};
}

// A frame's mouth shape as a frame key's `get` (held beside its data: SharedFrameData).
struct FrameMouth
{
    const QString &operator()(const Frame &f) const { return f.mouth(); }
    QString &edit(Frame &f) const { return f.data.editMouth(); }
};

// A clip's frames and keys as a clip key's `get`: the tracks they are set into (ProjectParser).
struct ClipFrames
{
    const QList<Frame> &operator()(const Clip &c) const { return c.frames.frames(); }
    void set(Clip &c, QList<Frame> frames) const { c.frames.setFrames(std::move(frames)); }
};
struct ClipKeyframes
{
    const QList<Keyframe> &operator()(const Clip &c) const { return c.motion.keys(); }
    void set(Clip &c, QList<Keyframe> keys) const { c.motion.setKeys(std::move(keys)); }
};
// The play range the reader will take: an edit that shortened the clip since the range was set
// cuts it to the length (or leaves none), so the file saved always reads back.
struct ClipPlayRange
{
    std::optional<PlayRange> operator()(const Clip &c) const { return PlayRangeClip::effectiveRange(c); }
    std::optional<PlayRange> &edit(Clip &c) const { return c.playRange; }
};

struct FrameKeys
{
    using Owner = Frame;
    static constexpr std::string_view name = "frame";
    static constexpr std::string_view description = "One picture of the flipbook and how long it stays on screen.";
    static constexpr Layout layout = Layout::Inline;
    static constexpr auto keys = std::make_tuple(
        key<Frame>("duration", &Frame::duration, Number::above0(&L::maxDuration, "ms"))
            .require("every frame needs a duration in ms")
            .describe("How long the frame stays on screen, in ms (greater than 0)."),
        key<Frame>("image", &Frame::image, Path{})
            .whenSet()
            .describe("The picture, relative to the project file's folder."),
        key<Frame>("region", &Frame::region, Region{})
            .whenSet()
            .needing("image", "a region needs an image to cut it from")
            .describe("[x, y, width, height] in whole pixels of the image: the part shown (a sheet's cell)."),
        key<Frame>("pivot", frameData(&FrameData::pivot), PointNumbers{})
            .whenSet()
            .needing("image", "a pivot needs an image to lie in")
            .fromVersion(3)
            .describe("[x, y] in pixels of the frame's picture: the point on the motion's origin (default: the "
                      "picture's centre)."),
        key<Frame>("boxes", frameData(&FrameData::boxes), NamedBoxes{})
            .whenSet()
            .byDefault("{}")
            .fromVersion(3)
            .describe("Declared box names -> [x, y, width, height] in picture pixels from the pivot (y down): the "
                      "boxes on during the frame."),
        key<Frame>("points", frameData(&FrameData::points), NamedPoints{})
            .whenSet()
            .byDefault("{}")
            .fromVersion(3)
            .describe("Declared point names -> [x, y] in picture pixels from the pivot (y down)."),
        key<Frame>("mouth", FrameMouth{}, Text{&L::maxMouthNameLength, true})
            .whenSet()
            .fromVersion(4)
            .describe("The mouth shape the frame shows (a lip-sync cue: \"D\", \"MBP\"); without an image, the "
                      "shape's picture from the project's mouths."));
};

struct BoxKeys
{
    using Owner = BoxDeclaration;
    static constexpr std::string_view name = "box";
    static constexpr std::string_view description = "A box name the clips' frames may use, and what a game does with it.";
    static constexpr Layout layout = Layout::Inline;
    static constexpr auto keys = std::make_tuple(
        key<BoxDeclaration>("name", &BoxDeclaration::name, Text{&L::maxFrameDataNameLength, true})
            .require()
            .describe("Unique among the project's boxes, case-sensitive (\"fist\")."),
        key<BoxDeclaration>("kind", &BoxDeclaration::kind, BoxKindName{})
            .byDefault("\"other\"")
            .describe("\"hit\" (it hits), \"hurt\" (it is hit through) or \"other\"."));
};

struct PointKeys
{
    using Owner = PointDeclaration;
    static constexpr std::string_view name = "point";
    static constexpr std::string_view description = "A point name the clips' frames may use (where a thing attaches).";
    static constexpr Layout layout = Layout::Inline;
    static constexpr auto keys = std::make_tuple(
        key<PointDeclaration>("name", &PointDeclaration::name, Text{&L::maxFrameDataNameLength, true})
            .require()
            .describe("Unique among the project's points, case-sensitive (\"hand\")."));
};

struct KeyframeKeys
{
    using Owner = Keyframe;
    static constexpr std::string_view name = "keyframe";
    static constexpr std::string_view description = "A motion key: a pose at a time, and the easing of the segment it starts.";
    static constexpr Layout layout = Layout::Inline;
    static constexpr auto keys = std::make_tuple(
        key<Keyframe>("time", &Keyframe::time, Number::from0(&L::maxTime, "ms"))
            .require("every keyframe needs a time in ms")
            .describe("Clip time in ms; later than the keyframe before."),
        key<Keyframe>("translation", &Keyframe::translation, Vec3Numbers{&L::maxTranslation})
            .byDefault("[0, 0, 0]")
            .describe("[x, y, z], one unit a pixel of the pictures."),
        key<Keyframe>("rotation", &Keyframe::rotation, Vec3Numbers{&L::maxRotation})
            .byDefault("[0, 0, 0]")
            .describe("Euler angles in degrees, Qt's convention; 720 spins twice."),
        key<Keyframe>("scale", &Keyframe::scale, Vec3Numbers{&L::maxScale})
            .byDefault("[1, 1, 1]")
            .describe("[x, y, z] scale."),
        key<Keyframe>("matrix", +[](const Keyframe &) { return 0; }, MatrixNumbers{})
            .readOnly()
            .excluding("translation", "rotation", "scale")
            .describe("Legacy: 16 numbers, row-major, translation in elements 12 to 14; read as translation, "
                      "rotation and scale, never written."),
        key<Keyframe>("easing", &Keyframe::easing, EasingValue{})
            .byDefault("\"linear\"")
            .describe("The easing of the segment to the next key."));
};

struct EventKeys
{
    using Owner = ClipEvent;
    static constexpr std::string_view name = "event";
    static constexpr std::string_view description = "A gameplay event at a clip time.";
    static constexpr Layout layout = Layout::Inline;
    static constexpr auto keys = std::make_tuple(
        key<ClipEvent>("time", &ClipEvent::time, Number::from0(&L::maxTime, "ms"))
            .require("every event needs a time in ms")
            .describe("Clip time in ms."),
        key<ClipEvent>("name", &ClipEvent::name, Text{&L::maxEventNameLength, true})
            .require()
            .describe("What happens (\"footstep\")."));
};

struct MarkerKeys
{
    using Owner = ClipMarker;
    static constexpr std::string_view name = "marker";
    static constexpr std::string_view description = "A named time the editor draws and snaps to.";
    static constexpr Layout layout = Layout::Inline;
    static constexpr auto keys = std::make_tuple(
        key<ClipMarker>("time", &ClipMarker::time, Number::from0(&L::maxTime, "ms"))
            .require("every marker needs a time in ms")
            .describe("Clip time in ms."),
        key<ClipMarker>("name", &ClipMarker::name, Text{&L::maxMarkerNameLength, false})
            .byDefault("\"\"")
            .describe("What it marks (\"line 2\", \"crash\")."));
};

struct BeatKeys
{
    using Owner = BeatGrid;
    static constexpr std::string_view name = "beat";
    static constexpr std::string_view description = "A clip's beat grid: the timeline draws beats and bars and snaps to them.";
    static constexpr Layout layout = Layout::Inline;
    static constexpr auto keys = std::make_tuple(
        key<BeatGrid>("bpm", &BeatGrid::bpm, Number::above0(&L::maxBpm))
            .require("the tempo in beats per minute")
            .describe("Beats per minute (greater than 0); a bar is four beats."),
        key<BeatGrid>("offset", &BeatGrid::offset, Number::within(&L::maxTime, "ms"))
            .byDefault("0")
            .describe("The clip time in ms of a downbeat (negative: before the clip)."));
};

struct MouthPictureKeys
{
    using Owner = MouthPicture;
    static constexpr std::string_view name = "mouthPicture";
    static constexpr std::string_view description = "The picture of one mouth shape of the mouth chart.";
    static constexpr Layout layout = Layout::Inline;
    static constexpr auto keys = std::make_tuple(
        key<MouthPicture>("image", &MouthPicture::image, Path{})
            .require("the shape's picture, relative to the project file's folder")
            .describe("The picture, relative to the project file's folder."),
        key<MouthPicture>("region", &MouthPicture::region, Region{})
            .whenSet()
            .describe("[x, y, width, height] in whole pixels of the image: the part shown (a sheet's cell)."));
};

struct AudioKeys
{
    using Owner = ClipAudio;
    static constexpr std::string_view name = "audio";
    static constexpr std::string_view description = "The clip's sound: WAV, Ogg Vorbis, MP3 or FLAC.";
    static constexpr Layout layout = Layout::Inline;
    static constexpr auto keys = std::make_tuple(
        key<ClipAudio>("file", &ClipAudio::file, Path{})
            .require("the sound file to play with the clip")
            .describe("The sound file, relative to the project file's folder."),
        key<ClipAudio>("offset", &ClipAudio::offset, Number::within(&L::maxTime, "ms"))
            .byDefault("0")
            .describe("The clip time in ms at which the sound starts (negative: before the clip)."));
};

// A kept export's options (ExportTargetOptions): those that differ from the defaults, each named
// as the CLI's option of the same meaning, in the CLI's bounds; an option the target's format
// does not read is an error (ProjectParser::exportTarget).
struct ExportTargetOptionKeys
{
    using Owner = ExportTargetOptions;
    static constexpr std::string_view name = "exportOptions";
    static constexpr std::string_view description = "An export target's options that differ from the defaults.";
    static constexpr Layout layout = Layout::Inline;
    static constexpr auto keys = std::make_tuple(
        key<ExportTargetOptions>("fps", &ExportTargetOptions::fps, OptionalNumber{Number::above0(&L::maxExportFps)})
            .whenSet()
            .describe("As --fps: the grid for sampling eased motion and the rows or speed of the formats that have one "
                      "(default: the project's fps)."),
        key<ExportTargetOptions>("node", &ExportTargetOptions::node, Text{&L::maxNameLength, true})
            .whenSet()
            .byDefault("\"Square\"")
            .describe("As --node (godot): the node the tracks animate."),
        key<ExportTargetOptions>("tolerance", &ExportTargetOptions::tolerance,
                                 OptionalNumber{Number::above0(&L::maxToleranceDegrees, "degrees")})
            .whenSet()
            .byDefault("0.01")
            .describe("As --tolerance: how far sampled motion may stray from the clip, in degrees."),
        key<ExportTargetOptions>("pixelsPerUnit", &ExportTargetOptions::pixelsPerUnit,
                                 OptionalNumber{Number::above0(&L::maxPixelsPerUnit)})
            .whenSet()
            .byDefault("100")
            .describe("As --pixels-per-unit (unity, gltf, glb, godot): the picture pixels in one world unit."),
        key<ExportTargetOptions>("asepritePingPong", &ExportTargetOptions::asepritePingPong, ChoiceText{"exact", "native"})
            .whenSet()
            .byDefault("\"exact\"")
            .describe("As --aseprite-pingpong (aseprite): a ping-pong clip unrolled out and back, or Aseprite's own tag."),
        key<ExportTargetOptions>("padding", &ExportTargetOptions::padding, WholeNumber{0, kAtlasMaxPadding})
            .whenSet()
            .byDefault("2")
            .describe("As --padding: transparent pixels between two pictures of the atlas."),
        key<ExportTargetOptions>("extrude", &ExportTargetOptions::extrude, WholeNumber{0, kAtlasMaxExtrude})
            .whenSet()
            .byDefault("1")
            .describe("As --extrude: times each picture's edge pixels are repeated around it."),
        key<ExportTargetOptions>("maxSize", &ExportTargetOptions::maxSize, WholeNumber{kAtlasMinSize, kAtlasMaxSize})
            .whenSet()
            .byDefault("4096")
            .describe("As --max-size: the atlas's largest page side."),
        key<ExportTargetOptions>("pot", &ExportTargetOptions::pot, Flag{})
            .whenSet()
            .byDefault("false")
            .describe("As --pot: the atlas's page sides powers of two."),
        key<ExportTargetOptions>("trim", &ExportTargetOptions::trim, Flag{})
            .whenSet()
            .byDefault("true")
            .describe("Pictures cut to their visible pixels (false: as --no-trim, whole pictures)."));
};

// Where the project is exported (DESIGN.md, "Export targets"): what `inbetween-cli export FILE`
// runs, each as `export --format F -o PATH [--clip C] [options]` would.
struct ExportTargetKeys
{
    using Owner = ExportTarget;
    static constexpr std::string_view name = "exportTarget";
    static constexpr std::string_view description = "A kept export: its format, where it is written, its clip and options.";
    static constexpr Layout layout = Layout::Inline;
    static constexpr auto keys = std::make_tuple(
        key<ExportTarget>("format", &ExportTarget::format, ExportFormatId{})
            .require("the export format's id, as export --format takes it")
            .describe("The export format, as export --format names it (\"godot\")."),
        key<ExportTarget>("path", &ExportTarget::path, Path{})
            .require("the file to write, relative to the project file's folder")
            .describe("The file (or a folder format's folder) written, relative to the project file's folder."),
        key<ExportTarget>("clip", &ExportTarget::clip, Text{&L::maxNameLength, true})
            .whenSet()
            .describe("Only the clip of this name (default: every clip)."),
        key<ExportTarget>("options", &ExportTarget::options, ObjectOf<ExportTargetOptionKeys>{"of the format's options"})
            .whenSet()
            .byDefault("{}")
            .describe("The format's options that differ from the defaults."));
};

struct ClipKeys
{
    using Owner = Clip;
    static constexpr std::string_view name = "clip";
    static constexpr std::string_view description = "One animation of the character: its frames, motion, events and sound.";
    static constexpr Layout layout = Layout::Block;
    static constexpr auto keys = std::make_tuple(
        key<Clip>("name", &Clip::name, Text{&L::maxNameLength, true})
            .byDefault("\"clip\"")
            .describe("Unique in the project, case-sensitive."),
        key<Clip>("loop", &Clip::loop, LoopName{})
            .byDefault("\"loop\"")
            .atVersion1Root()
            .describe("How playback time maps to clip time."),
        key<Clip>("frames", ClipFrames{}, ListOf<FrameKeys>{&L::maxFrames})
            .byDefault("[]")
            .atVersion1Root()
            .describe("The flipbook, in order."),
        key<Clip>("keyframes", ClipKeyframes{}, ListOf<KeyframeKeys>{&L::maxKeyframes})
            .byDefault("[]")
            .atVersion1Root()
            .describe("The motion keys, times increasing."),
        key<Clip>("events", &Clip::events, ListOf<EventKeys>{&L::maxEvents})
            .byDefault("[]")
            .atVersion1Root()
            .describe("Gameplay events."),
        key<Clip>("audio", &Clip::audio, ObjectOf<AudioKeys>{"{\"file\": PATH, \"offset\": MS}"})
            .whenSet()
            .describe("The clip's sound."),
        key<Clip>("playRange", ClipPlayRange{}, RangeNumbers{})
            .whenSet()
            .describe("[from, to] with 0 <= from < to <= the clip's length: the part the editor's preview "
                      "loops; never used by exports."),
        key<Clip>("markers", &Clip::markers, ListOf<MarkerKeys>{&L::maxMarkers})
            .whenSet()
            .byDefault("[]")
            .fromVersion(4)
            .describe("Named times the editor draws and snaps to; never used by exports."),
        key<Clip>("beat", &Clip::beat, ObjectOf<BeatKeys>{"{\"bpm\": N, \"offset\": MS}"})
            .whenSet()
            .fromVersion(4)
            .describe("The beat grid the timeline draws and snaps to; never used by exports."));
};

struct ProjectKeys
{
    using Owner = Project;
    static constexpr std::string_view name = "project";
    static constexpr std::string_view description = "An Inbetween project: a character's clips.";
    static constexpr Layout layout = Layout::Block;
    static constexpr auto keys = std::make_tuple(
        key<Project>("format", +[](const Project &) { return 0; }, FixedText{"inbetween"})
            .require("must be \"inbetween\"").describe("What the file is: an Inbetween project."),
        key<Project>("version", +[](const Project &) { return 0; }, FileVersion{4})
            .require("must be 1, 2, 3 or 4")
            .describe("The file format's version: 4 (1 to 3 still read; 1 holds the one clip's keys at the root)."),
        key<Project>("$schema", &Project::schema, Text{&L::maxNameLength, true})
            .whenSet()
            .describe("The JSON Schema a text editor completes and checks the file by (a URL or a path); kept as given, a relative path named again from the folder a Save As moves the file to."),
        key<Project>("name", &Project::name, Text{&L::maxNameLength, false})
            .byDefault("\"\"")
            .describe("The project's name."),
        key<Project>("fps", &Project::fps, Number::above0(&L::maxFps))
            .byDefault("60")
            .describe("The editor's snapping and display grid; it never changes the timing."),
        key<Project>("boxes", &Project::boxes, ListOf<BoxKeys>{&L::maxDeclaredBoxes})
            .whenSet()
            .byDefault("[]")
            .fromVersion(3)
            .describe("The box names the frames may use, in the order panels and exports list them."),
        key<Project>("points", &Project::points, ListOf<PointKeys>{&L::maxDeclaredPoints})
            .whenSet()
            .byDefault("[]")
            .fromVersion(3)
            .describe("The point names the frames may use, in order."),
        key<Project>("exports", &Project::exports, ListOf<ExportTargetKeys>{&L::maxExportTargets})
            .whenSet()
            .byDefault("[]")
            .fromVersion(4)
            .describe("Where the project is exported, in the order `inbetween-cli export FILE` runs the targets."),
        key<Project>("exportOnSave", &Project::exportOnSave, Flag{})
            .whenSet()
            .byDefault("false")
            .fromVersion(4)
            .describe("Whether the editor runs every export target after each save."),
        key<Project>("mouths", &Project::mouths, ObjectsByName<MouthPictureKeys>{&L::maxMouthShapes, &L::maxMouthNameLength,
                                                                                        "mouth shape", "{\"image\": PATH}"})
            .whenSet()
            .byDefault("{}")
            .fromVersion(4)
            .describe("The mouth chart: a shape's name (\"D\", \"MBP\") -> its picture, shown by frames with that "
                      "`mouth` and no image."),
        key<Project>("clips", &Project::clips, ListOf<ClipKeys>{&L::maxClips, true})
            .fromVersion(2)
            .describe("The clips, at least one (without the key: one empty clip named \"clip\")."));
};

} // namespace inbetween::projectkeys
