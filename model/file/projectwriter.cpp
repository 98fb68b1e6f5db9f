#include "projectwriter.h"

#include "jsonoutput.h"
#include "jsontext.h"
#include "playrangeclip.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <algorithm>
#include <array>
#include <cstring>

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

    // A frame and a key are each written after one check for room, enough for the most they take
    // (a frame's image apart): the literals, and numbers of at most kMaxJsonNumberBytes.
    static constexpr qsizetype kFrameBytesAtMost = 32 + kMaxJsonNumberBytes + 24 + 4 * 11;
    static constexpr qsizetype kKeyframeBytesAtMost = 160 + 14 * kMaxJsonNumberBytes;

    void frame(const Frame &f)
    {
        char *p = m_out.room(kFrameBytesAtMost);
        p = JsonOutput::put(p, "{ \"duration\": ");
        p = writeJsonNumber(p, f.duration);
        if (!f.image.isEmpty()) {
            p = JsonOutput::put(p, ", \"image\": ");
            m_out.advance(p);
            image(f.image);
            p = m_out.room(kFrameBytesAtMost);
        }
        if (f.region) {
            p = JsonOutput::put(p, ", \"region\": [");
            p = writeJsonInteger(p, f.region->x());
            p = JsonOutput::put(p, ", ");
            p = writeJsonInteger(p, f.region->y());
            p = JsonOutput::put(p, ", ");
            p = writeJsonInteger(p, f.region->width());
            p = JsonOutput::put(p, ", ");
            p = writeJsonInteger(p, f.region->height());
            p = JsonOutput::put(p, "]");
        }
        m_out.advance(JsonOutput::put(p, " }"));
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

    static char *vec3(char *p, const Vec3 &v)
    {
        p = JsonOutput::put(p, "[");
        p = writeJsonNumber(p, v.x);
        p = JsonOutput::put(p, ", ");
        p = writeJsonNumber(p, v.y);
        p = JsonOutput::put(p, ", ");
        p = writeJsonNumber(p, v.z);
        return JsonOutput::put(p, "]");
    }

    void keyframe(const Keyframe &k)
    {
        char *p = m_out.room(kKeyframeBytesAtMost);
        p = JsonOutput::put(p, "{ \"time\": ");
        p = writeJsonNumber(p, k.time);
        p = JsonOutput::put(p, ", \"translation\": ");
        p = vec3(p, k.translation);
        p = JsonOutput::put(p, ", \"rotation\": ");
        p = vec3(p, k.rotation);
        p = JsonOutput::put(p, ", \"scale\": ");
        p = vec3(p, k.scale);
        p = JsonOutput::put(p, ", \"easing\": ");
        if (k.easing.type() == Easing::Type::Bezier) {
            const auto &b = k.easing.bezierPoints();
            p = JsonOutput::put(p, "{ \"bezier\": [");
            for (size_t i = 0; i < b.size(); ++i) {
                p = writeJsonNumber(p, b[i]);
                if (i + 1 < b.size())
                    p = JsonOutput::put(p, ", ");
            }
            p = JsonOutput::put(p, "] }");
        } else {
            const QByteArray &name = m_easingNames[size_t(k.easing.type())]; // "easeInOut" at most
            std::memcpy(p, name.constData(), size_t(name.size()));
            p += name.size();
        }
        m_out.advance(JsonOutput::put(p, " }"));
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
    // Save As into a nested new folder typed in the dialog: the folders are made.
    const QString folder = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(folder)) {
        *error = QStringLiteral("cannot make the folder %1").arg(QDir::toNativeSeparators(folder));
        return false;
    }
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
