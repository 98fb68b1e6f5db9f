#include "projectwriter.h"

#include "jsonoutput.h"
#include "jsontext.h"
#include "playrangeclip.h"

#include <QSaveFile>
#include <algorithm>
#include <array>

namespace inbetween {

namespace {

// The writing of one project, in the order the reader expects (DESIGN.md, "The project file").
// Every piece goes straight into a JsonOutput: no QByteArray per number or string, and the
// pieces that repeat (a frame's image, an easing's name) are escaped once.
class Writing
{
public:
    explicit Writing(JsonOutput &out) : m_out(out)
    {
        for (size_t t = 0; t < m_easingNames.size(); ++t)
            m_easingNames[t] = jsonString(Easing(Easing::Type(t)).name());
    }

    void project(const Project &project)
    {
        m_out.text("{\n  \"format\": \"inbetween\",\n  \"version\": 2,\n  \"name\": ");
        m_out.string(project.name);
        m_out.text(",\n  \"fps\": ");
        m_out.number(project.fps);
        m_out.text(",\n  \"clips\": [\n");
        for (size_t i = 0; i < project.clips.size(); ++i) {
            clip(project.clips[i]);
            if (i + 1 < project.clips.size())
                m_out.text(",\n");
            else
                m_out.text("\n");
        }
        m_out.text("  ]\n}\n");
    }

private:
    void clip(const Clip &clip)
    {
        m_out.text("    {\n      \"name\": ");
        m_out.string(clip.name);
        m_out.text(",\n      \"loop\": ");
        m_out.string(loopModeName(clip.loop));
        m_out.text(",\n");
        // The play range as the reader will take it: an edit that shortened the clip since it was
        // set cuts it to the length (or leaves none), so the file saved always reads back.
        const std::optional<PlayRange> playRange = PlayRangeClip::effectiveRange(clip);
        const bool hasExtras = clip.audio || playRange;
        const QList<Frame> &frames = clip.frames.frames();
        list("      \"frames\": [", frames, false, [this](const Frame &f) { frame(f); });
        list("      \"keyframes\": [", clip.motion.keys(), false, [this](const Keyframe &k) { keyframe(k); });
        list("      \"events\": [", clip.events, !hasExtras, [this](const ClipEvent &e) {
            m_out.text("{ \"time\": ");
            m_out.number(e.time);
            m_out.text(", \"name\": ");
            m_out.string(e.name);
            m_out.text(" }");
        });
        if (clip.audio) {
            m_out.text("      \"audio\": { \"file\": ");
            m_out.string(clip.audio->file);
            m_out.text(", \"offset\": ");
            m_out.number(clip.audio->offset);
            if (playRange)
                m_out.text(" },\n");
            else
                m_out.text(" }\n");
        }
        if (playRange) {
            m_out.text("      \"playRange\": [");
            m_out.number(playRange->from);
            m_out.text(", ");
            m_out.number(playRange->to);
            m_out.text("]\n");
        }
        m_out.text("    }");
    }

    // `head` (`"key": [`), then one item a line, then `]`; an empty list stays on one line.
    template<size_t N, typename T, typename WriteItem>
    void list(const char (&head)[N], const QList<T> &items, bool last, WriteItem item)
    {
        m_out.text(head);
        if (!items.isEmpty()) {
            m_out.text("\n");
            for (qsizetype i = 0, n = items.size(); i < n; ++i) {
                m_out.text("        ");
                item(items[i]);
                if (i + 1 < n)
                    m_out.text(",\n");
                else
                    m_out.text("\n");
            }
            m_out.text("      ");
        }
        if (last)
            m_out.text("]\n");
        else
            m_out.text("],\n");
    }

    void frame(const Frame &f)
    {
        m_out.text("{ \"duration\": ");
        m_out.number(f.duration);
        if (!f.image.isEmpty()) {
            m_out.text(", \"image\": ");
            image(f.image);
        }
        if (f.region) {
            m_out.text(", \"region\": [");
            m_out.integer(f.region->x());
            m_out.text(", ");
            m_out.integer(f.region->y());
            m_out.text(", ");
            m_out.integer(f.region->width());
            m_out.text(", ");
            m_out.integer(f.region->height());
            m_out.text("]");
        }
        m_out.text(" }");
    }

    // Runs of frames name the same picture (a sheet's cells, a held drawing): the last one's
    // text is kept and copied while the name stays the same.
    void image(const QString &path)
    {
        if (path != m_lastImage) {
            m_lastImage = path;
            m_lastImageText = jsonString(path);
        }
        m_out.bytes(m_lastImageText);
    }

    void vec3(const Vec3 &v)
    {
        m_out.text("[");
        m_out.number(v.x);
        m_out.text(", ");
        m_out.number(v.y);
        m_out.text(", ");
        m_out.number(v.z);
        m_out.text("]");
    }

    void keyframe(const Keyframe &k)
    {
        m_out.text("{ \"time\": ");
        m_out.number(k.time);
        m_out.text(", \"translation\": ");
        vec3(k.translation);
        m_out.text(", \"rotation\": ");
        vec3(k.rotation);
        m_out.text(", \"scale\": ");
        vec3(k.scale);
        m_out.text(", \"easing\": ");
        if (k.easing.type() == Easing::Type::Bezier) {
            const auto &p = k.easing.bezierPoints();
            m_out.text("{ \"bezier\": [");
            for (size_t i = 0; i < p.size(); ++i) {
                m_out.number(p[i]);
                if (i + 1 < p.size())
                    m_out.text(", ");
            }
            m_out.text("] }");
        } else {
            m_out.bytes(m_easingNames[size_t(k.easing.type())]);
        }
        m_out.text(" }");
    }

    JsonOutput &m_out;
    std::array<QByteArray, size_t(Easing::Type::Bezier) + 1> m_easingNames;
    QString m_lastImage;
    QByteArray m_lastImageText;
};

// About 60 bytes a frame and 160 a key: one block for most projects.
qsizetype estimatedSize(const Project &project)
{
    qsizetype estimate = 256;
    for (const Clip &c : project.clips)
        estimate += 256 + 96 * c.frames.count() + 176 * c.motion.count() + 64 * c.events.size();
    return estimate;
}

// A file is written through a block of this size, reused: it stays in the cache, where the whole
// text of a big project would be fresh memory (18.6 MB for 100,000 frames and keys).
constexpr qsizetype kFileBlockBytes = 256 * 1024;

} // namespace

QByteArray ProjectWriter::toJson(const Project &project)
{
    JsonOutput out(estimatedSize(project));
    Writing(out).project(project);
    return out.take();
}

bool ProjectWriter::save(const Project &project, const QString &path, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = file.errorString();
        return false;
    }
    JsonOutput out(std::min(kFileBlockBytes, estimatedSize(project)),
                   [&file](const char *data, qsizetype size) { return file.write(data, size) == size; });
    Writing(out).project(project);
    if (!out.finish()) {
        *error = file.errorString();
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace inbetween
