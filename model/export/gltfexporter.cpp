#include "export/gltfexporter.h"

#include "export/channelplayer.h"
#include "export/exportedevents.h"
#include "export/fidelityreport.h"
#include "export/gltfbuffer.h"
#include "export/gltfframedata.h"
#include "export/gltfpictures.h"
#include "export/motionbaker.h"
#include "export/projectexport.h"

#include <QJsonDocument>
#include <QtEndian>
#include <cmath>

namespace inbetween {

namespace {

ExportFormat gltfFormat(GltfExporter::Container container)
{
    const bool binary = container == GltfExporter::Container::Binary;
    ExportFormat f;
    f.id = binary ? QStringLiteral("glb") : QStringLiteral("gltf");
    f.displayName = binary ? QStringLiteral("glTF 2.0 binary") : QStringLiteral("glTF 2.0, embedded");
    f.suffix = f.id;
    f.summary = binary ? QStringLiteral("binary glTF") : QStringLiteral("glTF 2.0, embedded");
    f.holdsSound = true; // named in the animation's extras
    f.options = ExportOption::Tolerance | ExportOption::PixelsPerUnit | ExportOption::Atlas;
    return f;
}

} // namespace

GltfExporter::GltfExporter(Container container) : Exporter(gltfFormat(container)), m_container(container) {}

bool GltfExporter::write(const ExportJob &job, std::vector<ExportFile> *files, QString *error) const
{
    SpriteAtlas atlas(job.project, job.clips);
    if (!atlas.draw(job.projectFolder, job.options.atlas, error))
        return false;
    files->push_back({job.outPath, m_container == Container::Binary
                                       ? toGlb(job.project, job.clips, atlas, job.options, job.soundPrefix())
                                       : toGltf(job.project, job.clips, atlas, job.options, job.soundPrefix())});
    return true;
}

QList<ChannelReport> GltfExporter::report(const Clip &clip, const ExportOptions &options) const
{
    return FidelityReport::measureBaked(clip, bakeOptions(clip, options), true);
}

QString GltfExporter::interpolationName(BakedChannel::Interpolation i)
{
    switch (i) {
    case BakedChannel::Interpolation::Step: return QStringLiteral("STEP");
    case BakedChannel::Interpolation::CubicSpline: return QStringLiteral("CUBICSPLINE");
    default: return QStringLiteral("LINEAR");
    }
}

namespace {

class DocumentBuilder
{
public:
    DocumentBuilder(const Project &project, const std::vector<int> &clips, const SpriteAtlas &atlas,
                    const ExportOptions &options, const QString &soundPrefix)
        : m_project(project), m_clips(clips), m_atlas(atlas), m_options(options), m_soundPrefix(soundPrefix),
          m_pictures(atlas, exportUnitsPerPixel(options)), m_frameData(project, exportUnitsPerPixel(options))
    {
    }

    QJsonObject build()
    {
        const bool textured = m_atlas.hasImages();
        std::vector<BakedMotion> motions;
        for (int c : m_clips)
            motions.push_back(exportBakedMotion(clip(c), m_options)); // translations in world units
        const QString name = m_project.name.isEmpty() ? clip(m_clips.front()).name : m_project.name;

        // The node is named after the last part of the node path ("Rig/Card" -> "Card").
        QString nodeName = m_options.nodePath.section(QLatin1Char('/'), -1);
        if (nodeName.isEmpty() || nodeName == QLatin1String("."))
            nodeName = QStringLiteral("Square");
        QJsonObject node{{QStringLiteral("name"), nodeName}};
        addStartPose(node, motions.front()); // the first clip's first pose
        QJsonObject doc{
            {QStringLiteral("asset"),
             QJsonObject{{QStringLiteral("version"), QStringLiteral("2.0")},
                         {QStringLiteral("generator"), QStringLiteral("Inbetween")}}},
            {QStringLiteral("scene"), 0},
            {QStringLiteral("scenes"), QJsonArray{QJsonObject{{QStringLiteral("name"), name},
                                                              {QStringLiteral("nodes"), QJsonArray{0}}}}},
        };
        QJsonArray nodes{node};
        QJsonArray children;
        if (textured) {
            // The pictures hang under the motion's node, one node a page (GltfPictures).
            children = m_pictures.addPages(doc, nodes, m_buffer, firstShown());
            doc.insert(QStringLiteral("extensionsUsed"),
                       QJsonArray{QStringLiteral("KHR_animation_pointer"), QStringLiteral("KHR_texture_transform")});
        } else {
            QJsonObject motionNode = nodes[0].toObject();
            motionNode.insert(QStringLiteral("mesh"), 0);
            nodes[0] = motionNode;
            doc.insert(QStringLiteral("meshes"), QJsonArray{plainSquare()});
            doc.insert(QStringLiteral("materials"), QJsonArray{plainMaterial()});
        }
        // The boxes and points too, after the pictures (GltfFrameData).
        for (const QJsonValue &child : m_frameData.addNodes(nodes, firstFrameData()))
            children.append(child);
        if (!children.isEmpty()) {
            QJsonObject motionNode = nodes[0].toObject();
            motionNode.insert(QStringLiteral("children"), children);
            nodes[0] = motionNode;
        }
        doc.insert(QStringLiteral("nodes"), nodes);
        QJsonArray animations;
        for (size_t i = 0; i < m_clips.size(); ++i)
            animations.append(animation(m_clips[i], motions[i], textured));
        doc.insert(QStringLiteral("animations"), animations);
        doc.insert(QStringLiteral("bufferViews"), m_buffer.views());
        doc.insert(QStringLiteral("accessors"), m_buffer.accessors());
        return doc;
    }

    const QByteArray &bytes() const { return m_buffer.bytes(); }

private:
    const Clip &clip(int c) const { return m_project.clips[size_t(c)]; }

    static void addStartPose(QJsonObject &node, const BakedMotion &motion)
    {
        const auto &t = motion.translation.keys.front().value;
        const auto &r = motion.rotation.keys.front().value;
        const auto &s = motion.scale.keys.front().value;
        node.insert(QStringLiteral("translation"), gltfNumbers({double(float(t[0])), double(float(t[1])), double(float(t[2]))}));
        node.insert(QStringLiteral("rotation"),
                    gltfNumbers({double(float(r[0])), double(float(r[1])), double(float(r[2])), double(float(r[3]))}));
        node.insert(QStringLiteral("scale"), gltfNumbers({double(float(s[0])), double(float(s[1])), double(float(s[2]))}));
    }

    // The plain square of a project without pictures: kPlainSquarePixels a side over
    // --pixels-per-unit (DESIGN.md, "One scale everywhere").
    QJsonObject plainSquare()
    {
        QJsonObject primitive = m_buffer.addSquarePrimitive(float(kPlainSquarePixels * exportUnitsPerPixel(m_options) / 2));
        primitive.insert(QStringLiteral("material"), 0);
        return QJsonObject{{QStringLiteral("name"), QStringLiteral("Square")},
                           {QStringLiteral("primitives"), QJsonArray{primitive}}};
    }

    // What frame i of clip c shows: its cell, its picture moved so that its pivot is on the node.
    GltfPictures::Shown shown(int c, int i) const
    {
        const int cell = m_atlas.cellOf(c, i);
        return {cell, clip(c).frames.frame(i).data->centreFromPivot(QSizeF(m_atlas.pictureSize(std::max(0, cell))))};
    }

    // The frame the first exported clip starts on: what shows before any animation.
    GltfPictures::Shown firstShown() const
    {
        for (int c : m_clips) {
            if (!clip(c).frames.isEmpty())
                return shown(c, 0);
        }
        return {};
    }

    FrameData firstFrameData() const
    {
        for (int c : m_clips) {
            if (!clip(c).frames.isEmpty())
                return clip(c).frames.frame(0).data.get();
        }
        return {};
    }

    static QJsonObject plainMaterial()
    {
        const QJsonObject pbr{{QStringLiteral("metallicFactor"), 0}, {QStringLiteral("roughnessFactor"), 1}};
        return QJsonObject{{QStringLiteral("name"), QStringLiteral("Frames")},
                           {QStringLiteral("pbrMetallicRoughness"), pbr},
                           {QStringLiteral("alphaMode"), QStringLiteral("OPAQUE")},
                           {QStringLiteral("doubleSided"), true}};
    }

    int addSampler(QJsonArray &samplers, const std::vector<BakedKey> &keys, const std::vector<float> &values,
                   int components, const char *type, const QString &interpolation)
    {
        const int input = m_buffer.addFloats(ChannelPlayer::fileSeconds(keys), 1, "SCALAR", true);
        const int output = m_buffer.addFloats(values, components, type, false);
        samplers.append(QJsonObject{{QStringLiteral("input"), input},
                                    {QStringLiteral("output"), output},
                                    {QStringLiteral("interpolation"), interpolation}});
        return int(samplers.size()) - 1;
    }

    void addChannel(QJsonArray &channels, QJsonArray &samplers, const BakedChannel &channel, const QString &path,
                    int components, const char *type)
    {
        const bool cubic = channel.interpolation == BakedChannel::Interpolation::CubicSpline;
        std::vector<float> values;
        auto append = [&](const std::array<double, 4> &v, double scale) {
            for (int c = 0; c < components; ++c)
                values.push_back(float(v[size_t(c)] * scale));
        };
        for (const BakedKey &key : channel.keys) {
            // CUBICSPLINE: in-tangent, value, out-tangent, the tangents per second.
            if (cubic)
                append(key.inTangent, 1000.0);
            const std::array<float, 4> v = ChannelPlayer::fileValue(key.value, components);
            values.insert(values.end(), v.begin(), v.begin() + components);
            if (cubic)
                append(key.outTangent, 1000.0);
        }
        const int sampler = addSampler(samplers, channel.keys, values, components, type,
                                       GltfExporter::interpolationName(channel.interpolation));
        channels.append(QJsonObject{{QStringLiteral("sampler"), sampler},
                                    {QStringLiteral("target"),
                                     QJsonObject{{QStringLiteral("node"), 0}, {QStringLiteral("path"), path}}}});
    }

    // The frames' steps (0..n-1, and coming back n-2..0 when unrolled), each shown from its start:
    // the pictures, and the boxes and points.
    void addFrames(QJsonArray &channels, QJsonArray &samplers, int c, bool unrolled, bool textured)
    {
        const FrameTrack &frames = clip(c).frames;
        std::vector<BakedKey> times;
        std::vector<int> order;
        for (int i = 0; i < frames.count(); ++i) {
            times.push_back(BakedKey{frames.start(i), {}, {}, {}, KeyPlacement::AtTime});
            order.push_back(i);
        }
        if (unrolled) {
            // Coming back, frame i shows once clip time falls below its end, at 2L - end(i).
            for (int i = frames.count() - 2; i >= 0; --i) {
                times.push_back(BakedKey{2.0 * frames.length() - frames.end(i), {}, {}, {}, KeyPlacement::AtTime});
                order.push_back(i);
            }
        }
        const std::vector<float> seconds = ChannelPlayer::fileSeconds(times);
        std::vector<GltfPictures::Shown> pictures;
        QList<SharedFrameData> steps;
        for (int i : order) {
            pictures.push_back(shown(c, i));
            steps.append(frames.frame(i).data);
        }
        if (textured)
            m_pictures.addFrames(channels, samplers, m_buffer, seconds, pictures);
        m_frameData.addChannels(channels, samplers, m_buffer, seconds, steps);
    }

    QJsonObject extras(const Clip &clip, bool unrolled) const
    {
        QJsonArray durations, events;
        for (const Frame &f : clip.frames.frames())
            durations.append(f.duration);
        // The events that occur; one at the clip's length says it occurs at the end.
        for (const ExportedEvent &e : exportedEvents(clip)) {
            QJsonObject event{{QStringLiteral("timeMs"), e.time}, {QStringLiteral("name"), e.name}};
            if (e.atEnd)
                event.insert(QStringLiteral("atEnd"), true);
            events.append(event);
        }
        QJsonObject out{{QStringLiteral("loop"), loopModeName(clip.loop)},
                        {QStringLiteral("clipLengthMs"), clip.length()},
                        {QStringLiteral("pingPongUnrolled"), unrolled},
                        {QStringLiteral("toleranceDegrees"), m_options.toleranceDegrees},
                        {QStringLiteral("frameDurationsMs"), durations},
                        {QStringLiteral("events"), events}};
        // glTF has no audio: the sound's file (relative to the glTF file) and the clip time its
        // start plays at, for the engine to play beside the animation.
        if (clip.audio)
            out.insert(QStringLiteral("sound"),
                       QJsonObject{{QStringLiteral("file"), soundExportPath(clip.audio->file, m_soundPrefix)},
                                   {QStringLiteral("offsetMs"), clip.audio->offset}});
        return out;
    }

    QJsonObject animation(int c, const BakedMotion &motion, bool textured)
    {
        const bool unrolled = motion.duration > clip(c).length();
        QJsonArray channels, samplers;
        addChannel(channels, samplers, motion.translation, QStringLiteral("translation"), 3, "VEC3");
        addChannel(channels, samplers, motion.rotation, QStringLiteral("rotation"), 4, "VEC4");
        addChannel(channels, samplers, motion.scale, QStringLiteral("scale"), 3, "VEC3");
        if (!clip(c).frames.isEmpty())
            addFrames(channels, samplers, c, unrolled, textured);
        return QJsonObject{{QStringLiteral("name"), clip(c).name},
                           {QStringLiteral("channels"), channels},
                           {QStringLiteral("samplers"), samplers},
                           {QStringLiteral("extras"), extras(clip(c), unrolled)}};
    }

    const Project &m_project;
    const std::vector<int> &m_clips;
    const SpriteAtlas &m_atlas;
    const ExportOptions &m_options;
    const QString m_soundPrefix;
    GltfBuffer m_buffer;
    GltfPictures m_pictures;
    GltfFrameData m_frameData;
};

void appendUint32(QByteArray &out, quint32 value)
{
    char bytes[4];
    qToLittleEndian(value, bytes);
    out.append(bytes, 4);
}

} // namespace

QByteArray GltfExporter::toGltf(const Project &project, const std::vector<int> &clips, const SpriteAtlas &atlas,
                                 const ExportOptions &options, const QString &soundPrefix)
{
    DocumentBuilder builder(project, clips, atlas, options, soundPrefix);
    QJsonObject doc = builder.build();
    doc.insert(QStringLiteral("buffers"),
               QJsonArray{QJsonObject{
                   {QStringLiteral("byteLength"), qint64(builder.bytes().size())},
                   {QStringLiteral("uri"), QString::fromLatin1("data:application/octet-stream;base64,"
                                                               + builder.bytes().toBase64())}}});
    return QJsonDocument(doc).toJson(QJsonDocument::Indented);
}

QByteArray GltfExporter::toGlb(const Project &project, const std::vector<int> &clips, const SpriteAtlas &atlas,
                                const ExportOptions &options, const QString &soundPrefix)
{
    DocumentBuilder builder(project, clips, atlas, options, soundPrefix);
    QJsonObject doc = builder.build();
    QByteArray bin = builder.bytes();
    doc.insert(QStringLiteral("buffers"), QJsonArray{QJsonObject{{QStringLiteral("byteLength"), qint64(bin.size())}}});
    QByteArray json = QJsonDocument(doc).toJson(QJsonDocument::Compact);
    while (json.size() % 4 != 0)
        json.append(' ');
    while (bin.size() % 4 != 0)
        bin.append('\0');
    QByteArray out("glTF", 4);
    appendUint32(out, 2);
    appendUint32(out, quint32(12 + 8 + json.size() + 8 + bin.size()));
    appendUint32(out, quint32(json.size()));
    out.append("JSON", 4);
    out.append(json);
    appendUint32(out, quint32(bin.size()));
    out.append("BIN\0", 4);
    out.append(bin);
    return out;
}

} // namespace inbetween
