#include "export/godotscene.h"

#include "export/exporttypes.h"
#include "export/godotatlastextures.h"
#include "export/godotexporter.h"
#include "export/godotsceneanimation.h"
#include "export/godottracks.h"
#include "export/motionbeyond2d.h"

#include <QSet>
#include <optional>

namespace inbetween {

namespace {

QByteArray str(const QString &s)
{
    return GodotExporter::stringText(s);
}

QByteArray nodeHeader(const QString &name, const char *type, const QString &parent)
{
    QByteArray out = "\n[node name=" + str(name) + " type=\"" + type + '"';
    if (!parent.isNull())
        out += " parent=" + str(parent);
    return out + "]\n";
}

// The SpriteFrames of the scene: per clip with frames, its frames in order with their relative
// durations at speed = fps (as the spriteframes export writes a clip played once), so that the
// AnimationPlayer's frame keys index the clip's own frames.
QByteArray spriteFrames(const Project &project, const std::vector<int> &clips, const GodotAtlasTextures &textures,
                        double fps)
{
    QByteArray animations;
    for (int c : clips) {
        const Clip &clip = project.clips[size_t(c)];
        if (clip.frames.isEmpty())
            continue;
        QByteArray frames;
        for (int i = 0; i < clip.frames.count(); ++i) {
            frames += frames.isEmpty() ? "{\n" : ", {\n";
            frames += "\"duration\": " + GodotTracks::scalarText(clip.frames.frame(i).duration * fps / 1000.0) + ",\n";
            frames += "\"texture\": SubResource(" + textures.textureId(c, i) + ")\n}";
        }
        animations += animations.isEmpty() ? "{\n" : ", {\n";
        animations += "\"frames\": [" + frames + "],\n";
        animations += QByteArray("\"loop\": ") + (clip.loop == LoopMode::Loop ? "true" : "false") + ",\n";
        animations += "\"name\": &" + str(clip.name) + ",\n";
        animations += "\"speed\": " + GodotTracks::scalarText(fps) + "\n}";
    }
    return "\n[sub_resource type=\"SpriteFrames\" id=\"SpriteFrames_1\"]\nanimations = [" + animations + "]\n";
}

// The first rect a box takes in the exported clips (the shape's size in the scene as saved).
std::optional<QRectF> firstRect(const Project &project, const std::vector<int> &clips, const QString &box)
{
    for (int c : clips) {
        const FrameTrack &frames = project.clips[size_t(c)].frames;
        for (int i = 0; i < frames.count(); ++i) {
            const auto it = frames.frame(i).data->boxes.constFind(box);
            if (it != frames.frame(i).data->boxes.cend())
                return *it;
        }
    }
    return std::nullopt;
}

QString rootName(const Project &project)
{
    const QStringList name = GodotScene::nodeNames({project.name});
    return name.front().isEmpty() ? QStringLiteral("Character") : name.front();
}

} // namespace

QStringList GodotScene::nodeNames(const QStringList &declared)
{
    QStringList out;
    QSet<QString> taken;
    for (QString name : declared) {
        for (QChar &c : name) {
            if (QStringLiteral(".:@/\"%").contains(c))
                c = QLatin1Char('_');
        }
        QString unique = name;
        for (int n = 2; taken.contains(unique); ++n)
            unique = name + QStringLiteral(" %1").arg(n);
        taken.insert(unique);
        out.append(unique);
    }
    return out;
}

QStringList GodotScene::notes(const Project &project, const std::vector<int> &clips)
{
    QStringList out;
    for (int c : clips) {
        const Clip &clip = project.clips[size_t(c)];
        const auto [z, xy, zScale] = MotionBeyond2D::of(clip);
        if (z)
            out.append(QStringLiteral("clip \"%1\": translation z is left out of the 2D scene").arg(clip.name));
        if (xy)
            out.append(QStringLiteral("clip \"%1\": rotation x and y are left out of the 2D scene (it turns about z only)").arg(clip.name));
        if (zScale)
            out.append(QStringLiteral("clip \"%1\": scale z is left out of the 2D scene").arg(clip.name));
    }
    return out;
}

QByteArray GodotScene::toTscn(const Project &project, const std::vector<int> &clips, const SpriteAtlas &atlas,
                              const QStringList &pageFileNames, const ExportOptions &options, const QString &soundPrefix)
{
    const GodotTracks::Sounds sounds = GodotTracks::soundsOf(project, clips, soundPrefix);
    const bool pictures = atlas.pageCount() > 0;
    const GodotAtlasTextures textures(project, clips, atlas);
    QStringList boxNames, pointNames;
    for (const BoxDeclaration &b : project.boxes)
        boxNames.append(b.name);
    for (const PointDeclaration &p : project.points)
        pointNames.append(p.name);
    boxNames = nodeNames(boxNames);
    pointNames = nodeNames(pointNames);
    GodotSceneNodes nodes;
    for (const QString &name : boxNames)
        nodes.boxes.append(QStringLiteral("Boxes/") + name);
    for (const QString &name : pointNames)
        nodes.points.append(QStringLiteral("Points/") + name);

    // Resources: sounds and pages (ext), the AtlasTextures, SpriteFrames, shapes, animations and
    // their library (sub).
    QByteArray resources = sounds.extResources();
    if (pictures)
        resources += GodotAtlasTextures::extResources(pageFileNames) + textures.subResources()
                     + spriteFrames(project, clips, textures, options.fps);
    int steps = int(sounds.files.size()) + (pictures ? textures.resourceCount() + 1 : 0);
    for (int b = 0; b < project.boxes.size(); ++b) {
        resources += "\n[sub_resource type=\"RectangleShape2D\" id=\"RectangleShape2D_" + QByteArray::number(b + 1)
                     + "\"]\nresource_local_to_scene = true\n";
        if (const std::optional<QRectF> r = firstRect(project, clips, project.boxes[b].name))
            resources += "size = Vector2(" + GodotExporter::floatText(r->width()) + ", " + GodotExporter::floatText(r->height()) + ")\n";
        ++steps;
    }
    QByteArray library;
    for (int c : clips) {
        const QByteArray id = str(QStringLiteral("Animation_%1").arg(c));
        resources += "\n[sub_resource type=\"Animation\" id=" + id + "]\n"
                     + GodotSceneAnimation::body(project, c, pictures ? &textures : nullptr, nodes, options, sounds, soundPrefix);
        library += (library.isEmpty() ? "" : ",\n") + QByteArray("&") + str(project.clips[size_t(c)].name)
                   + ": SubResource(" + id + ')';
        ++steps;
    }
    resources += "\n[sub_resource type=\"AnimationLibrary\" id=\"AnimationLibrary_1\"]\n_data = {\n" + library + "\n}\n";
    steps += 2; // the library and the scene

    QByteArray out = "[gd_scene load_steps=" + QByteArray::number(steps) + " format=3]\n" + resources;
    out += nodeHeader(rootName(project), "Node2D", QString());
    out += nodeHeader(QStringLiteral("Sprite"), "AnimatedSprite2D", QStringLiteral("."));
    if (pictures) {
        out += "sprite_frames = SubResource(\"SpriteFrames_1\")\n";
        for (int c : clips) {
            if (!project.clips[size_t(c)].frames.isEmpty()) {
                out += "animation = &" + str(project.clips[size_t(c)].name) + '\n';
                break;
            }
        }
    }
    out += nodeHeader(QStringLiteral("Boxes"), "Node2D", QStringLiteral("."));
    for (int b = 0; b < project.boxes.size(); ++b) {
        out += nodeHeader(boxNames[b], "Area2D", QStringLiteral("Boxes"));
        out += "metadata/kind = " + str(boxKindName(project.boxes[b].kind)) + '\n';
        out += nodeHeader(QStringLiteral("Shape"), "CollisionShape2D", nodes.boxes[b]);
        out += "shape = SubResource(\"RectangleShape2D_" + QByteArray::number(b + 1) + "\")\ndisabled = true\n";
    }
    out += nodeHeader(QStringLiteral("Points"), "Node2D", QStringLiteral("."));
    for (const QString &name : pointNames)
        out += nodeHeader(name, "Marker2D", QStringLiteral("Points"));
    if (!sounds.files.isEmpty())
        out += nodeHeader(nodes.audio, "AudioStreamPlayer", QStringLiteral("."));
    out += nodeHeader(QStringLiteral("AnimationPlayer"), "AnimationPlayer", QStringLiteral("."));
    return out + "libraries = {\n&\"\": SubResource(\"AnimationLibrary_1\")\n}\n";
}

} // namespace inbetween
