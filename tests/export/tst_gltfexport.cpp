// glTF and GLB exports: the Khronos glTF-Validator reports no error and no warning, an
// independent reader (tinygltf) played by the spec's LINEAR / STEP / CUBICSPLINE / slerp rules
// gives the poses Clip::sample gives at random times (within DESIGN.md's 0.05 degrees and 1e-4
// of the clip's extent; translations in world units, picture pixels over the default
// --pixels-per-unit 100), the flipbook's atlas offset steps at the frame starts, and two runs give
// the same bytes.

#include "export/exportfixtures.h"
#include "common/testpaths.h"
#include "common/testutil.h"
#include "export/motionbaker.h"
#include "export/spriteatlas.h"

#include <QDir>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QtTest>
#include <tiny_gltf.h>

#include <algorithm>
#include <cmath>
#include <cstring>

using namespace inbetween;
using namespace exporttest;

namespace {

// The images through QImage, so the reader needs no image library of its own; also checks that
// the embedded PNG decodes.
bool loadImage(tinygltf::Image *image, const int, std::string *err, std::string *, int, int,
               const unsigned char *bytes, int size, void *)
{
    QImage decoded;
    if (!decoded.loadFromData(bytes, size, "PNG")) {
        *err = "the embedded image is not a PNG that decodes";
        return false;
    }
    image->width = decoded.width();
    image->height = decoded.height();
    return true;
}

struct Track
{
    std::vector<float> times;  // seconds
    std::vector<float> values; // width per key (CUBICSPLINE: in-tangent, value, out-tangent)
    int width = 0;
    std::string interpolation;
};

std::vector<float> floatsOf(const tinygltf::Model &model, int index, int width)
{
    const tinygltf::Accessor &accessor = model.accessors[size_t(index)];
    if (accessor.componentType != TINYGLTF_COMPONENT_TYPE_FLOAT)
        return {};
    const tinygltf::BufferView &view = model.bufferViews[size_t(accessor.bufferView)];
    const tinygltf::Buffer &buffer = model.buffers[size_t(view.buffer)];
    const size_t stride = view.byteStride ? view.byteStride : size_t(width) * 4;
    std::vector<float> out;
    for (size_t i = 0; i < accessor.count; ++i) {
        for (int c = 0; c < width; ++c) {
            float f = 0;
            std::memcpy(&f, buffer.data.data() + view.byteOffset + accessor.byteOffset + i * stride + size_t(c) * 4, 4);
            out.push_back(f);
        }
    }
    return out;
}

Track trackOf(const tinygltf::Model &model, const tinygltf::AnimationSampler &sampler, int width)
{
    Track t;
    t.width = width;
    t.times = floatsOf(model, sampler.input, 1);
    t.values = floatsOf(model, sampler.output, width);
    t.interpolation = sampler.interpolation;
    return t;
}

// part 0: the in-tangent, 1: the value, 2: the out-tangent (CUBICSPLINE); else the value.
std::array<double, 4> keyValue(const Track &t, size_t k, int part = 1)
{
    const bool cubic = t.interpolation == "CUBICSPLINE";
    const size_t at = cubic ? (3 * k + size_t(part)) * size_t(t.width) : k * size_t(t.width);
    std::array<double, 4> v{0, 0, 0, 0};
    for (int c = 0; c < t.width; ++c)
        v[size_t(c)] = t.values[at + size_t(c)];
    return v;
}

// glTF 2.0, Appendix C: slerp along the shorter arc, s = sign(dot).
std::array<double, 4> slerp(const std::array<double, 4> &a, const std::array<double, 4> &b, double u)
{
    const double d = a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
    const double s = d < 0 ? -1.0 : 1.0;
    const double angle = std::acos(std::min(1.0, std::abs(d)));
    std::array<double, 4> out;
    if (angle < 1e-6) {
        for (size_t c = 0; c < 4; ++c)
            out[c] = a[c] + (s * b[c] - a[c]) * u;
        return out;
    }
    const double wa = std::sin(angle * (1 - u)) / std::sin(angle);
    const double wb = s * std::sin(angle * u) / std::sin(angle);
    for (size_t c = 0; c < 4; ++c)
        out[c] = wa * a[c] + wb * b[c];
    return out;
}

// The animation sampler's value at t seconds, as the spec plays it.
std::array<double, 4> play(const Track &t, float seconds)
{
    if (seconds <= t.times.front())
        return keyValue(t, 0);
    if (seconds >= t.times.back())
        return keyValue(t, t.times.size() - 1);
    const size_t k = size_t(std::upper_bound(t.times.begin(), t.times.end(), seconds) - t.times.begin()) - 1;
    if (t.interpolation == "STEP")
        return keyValue(t, k);
    const double dt = double(t.times[k + 1] - t.times[k]);
    const double u = double(seconds - t.times[k]) / dt;
    const std::array<double, 4> a = keyValue(t, k), b = keyValue(t, k + 1);
    if (t.interpolation == "CUBICSPLINE") { // glTF 2.0, Appendix C: Hermite with tangents x dt
        const std::array<double, 4> ta = keyValue(t, k, 2), tb = keyValue(t, k + 1, 0);
        const double u2 = u * u, u3 = u2 * u;
        std::array<double, 4> out{0, 0, 0, 0};
        for (size_t c = 0; c < size_t(t.width); ++c)
            out[c] = (2 * u3 - 3 * u2 + 1) * a[c] + (u3 - 2 * u2 + u) * dt * ta[c] + (-2 * u3 + 3 * u2) * b[c]
                     + (u3 - u2) * dt * tb[c];
        return out;
    }
    if (t.width == 4)
        return slerp(a, b, u);
    std::array<double, 4> out{0, 0, 0, 0};
    for (size_t c = 0; c < 3; ++c)
        out[c] = a[c] + (b[c] - a[c]) * u;
    return out;
}

double degreesBetween(const std::array<double, 4> &a, const Quaternion &q)
{
    const double n = std::sqrt(a[0] * a[0] + a[1] * a[1] + a[2] * a[2] + a[3] * a[3]);
    const double d = std::abs(a[0] * q.x + a[1] * q.y + a[2] * q.z + a[3] * q.w) / n;
    return 2 * std::acos(std::min(1.0, d)) * 180 / M_PI;
}

bool loadModel(const QString &path, tinygltf::Model *model, QString *why)
{
    tinygltf::TinyGLTF loader;
    loader.SetImageLoader(loadImage, nullptr);
    std::string err, warn;
    const QByteArray bytes = testutil::contentsOf(path);
    const bool ok = path.endsWith(QLatin1String(".glb"))
                        ? loader.LoadBinaryFromMemory(model, &err, &warn,
                                                      reinterpret_cast<const unsigned char *>(bytes.constData()),
                                                      unsigned(bytes.size()))
                        : loader.LoadASCIIFromString(model, &err, &warn, bytes.constData(), unsigned(bytes.size()), "");
    *why = QString::fromStdString(err + warn);
    return ok;
}

} // namespace

class TestGltfExport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString exportFixture(const QString &name, const QString &format, const QString &suffix = QString())
    {
        Fixture fixture;
        if (!loadFixture(name, &fixture))
            return {};
        const QString out = m_dir.filePath(name + suffix + QLatin1Char('.') + format);
        QString error;
        if (exportBytes(fixture, format, out, &error).isEmpty()) {
            qWarning("%s", qPrintable(error));
            return {};
        }
        return out;
    }

    // Rows fixture x format, for the fixtures `only` names (all when empty).
    static void rows(const QStringList &only = {}, const QStringList &formats = {QStringLiteral("gltf"), QStringLiteral("glb")})
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("format");
        for (const QString &name : fixtureNames()) {
            if (!only.isEmpty() && !only.contains(name))
                continue;
            for (const QString &format : formats)
                QTest::addRow("%s.%s", qPrintable(name), qPrintable(format)) << name << format;
        }
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void validatorReportsNoErrorsNoWarnings_data() { rows(); }
    void validatorReportsNoErrorsNoWarnings()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, format);
        const QString modules = testpaths::nodeModules();
        QVERIFY2(QFileInfo::exists(modules + QStringLiteral("/gltf-validator")),
                 "gltf-validator is not installed: run the export_npm_ci test (npm ci) first");
        const QString path = exportFixture(fixture, format);
        QVERIFY(!path.isEmpty());
        QProcess node;
        node.start(QStringLiteral(NODE_EXECUTABLE), {testpaths::source("tests/export/validate.js"), modules, path});
        QVERIFY(node.waitForFinished(120000));
        const QString report = QString::fromUtf8(node.readAllStandardOutput() + node.readAllStandardError()).trimmed();
        qInfo("%s", qPrintable(report));
        QCOMPARE(node.exitCode(), 0);
        QVERIFY2(report.contains(QLatin1String("errors=0 warnings=0")), qPrintable(report));
    }

    void readerPlaysTheSamePoses_data() { rows(); }
    void readerPlaysTheSamePoses()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, format);
        Fixture f;
        QVERIFY(loadFixture(fixture, &f));
        const QString path = exportFixture(fixture, format);
        QVERIFY(!path.isEmpty());
        tinygltf::Model model;
        QString why;
        QVERIFY2(loadModel(path, &model, &why), qPrintable(why));
        QCOMPARE(model.animations.size(), size_t(1));
        const tinygltf::Animation &animation = model.animations.front();
        Track translation, rotation, scale;
        for (const tinygltf::AnimationChannel &channel : animation.channels) {
            const tinygltf::AnimationSampler &sampler = animation.samplers[size_t(channel.sampler)];
            if (channel.target_node != 0)
                continue; // a picture node's placement (flipbookStepsAtFrameStarts)
            if (channel.target_path == "translation")
                translation = trackOf(model, sampler, 3);
            else if (channel.target_path == "rotation")
                rotation = trackOf(model, sampler, 4);
            else if (channel.target_path == "scale")
                scale = trackOf(model, sampler, 3);
        }
        QVERIFY(!translation.times.empty() && !rotation.times.empty() && !scale.times.empty());

        // The timeline the file plays: the clip, out and back for ping-pong, at random times
        // (engines keep time in floats).
        const Clip &clip = f.project.clips[0];
        const double L = clip.length();
        const double span = clip.loop == LoopMode::PingPong ? 2 * L : L;
        const double extent = MotionBaker::translationExtent(clip), scaleExtent = MotionBaker::scaleExtent(clip);
        QRandomGenerator random(7);
        for (int i = 0; i < 200; ++i) {
            const double t = random.generateDouble() * span;
            const Sample expected = clip.sample(t);
            const float seconds = float(t / 1000.0);
            std::array<double, 4> position = play(translation, seconds);
            for (double &v : position)
                v *= kDefaultPixelsPerUnit; // world units back to picture pixels
            const double dt = exporttest::distance3(position, expected.pose.translation);
            const double dq = degreesBetween(play(rotation, seconds), expected.pose.quaternion().normalized());
            const double ds = exporttest::distance3(play(scale, seconds), expected.pose.scale);
            if (dt > 1e-4 * extent || dq > 0.05 || ds > 1e-4 * scaleExtent)
                QFAIL(qPrintable(QStringLiteral("t = %1 ms: translation off by %2, rotation by %3 deg, scale by %4")
                                     .arg(t)
                                     .arg(dt)
                                     .arg(dq)
                                     .arg(ds)));
        }
    }

    // The 0 -> 720 spin: the rotation keys, read back, turn 720 degrees in all, and no two
    // neighbours are 180 degrees or more apart, so slerp cannot take a short cut.
    void spinTurnsTwice_data() { rows({QStringLiteral("spin720")}); }
    void spinTurnsTwice()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, format);
        tinygltf::Model model;
        QString why;
        QVERIFY2(loadModel(exportFixture(fixture, format), &model, &why), qPrintable(why));
        const tinygltf::Animation &animation = model.animations.front();
        double total = 0;
        for (const tinygltf::AnimationChannel &channel : animation.channels) {
            if (channel.target_path != "rotation")
                continue;
            const Track t = trackOf(model, animation.samplers[size_t(channel.sampler)], 4);
            for (size_t k = 1; k < t.times.size(); ++k) {
                const auto a = keyValue(t, k - 1), b = keyValue(t, k);
                const double d = a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
                QVERIFY2(d > 0, "neighbouring rotation keys are 180 degrees or more apart");
                total += 2 * std::acos(std::min(1.0, d)) * 180.0 / M_PI;
            }
        }
        QVERIFY2(std::abs(total - 720.0) < 0.01, qPrintable(QString::number(total)));
    }

    // The picture node under the motion's node and its material's KHR_texture_transform, stepped
    // (offset and scale through KHR_animation_pointer), show the atlas cell of the frame
    // Project::sample shows: the texture transform cuts out the cell's kept pixels and the node
    // puts its quad where they lie in the whole picture. (tinygltf drops channels without a
    // node, but keeps their samplers, in the order written: offset, then scale.)
    void flipbookStepsAtFrameStarts_data() { rows({QStringLiteral("flipbook"), QStringLiteral("pingpong")}); }
    void flipbookStepsAtFrameStarts()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, format);
        Fixture f;
        QVERIFY(loadFixture(fixture, &f));
        QVERIFY(!f.project.clips[0].frames.isEmpty());
        const QString path = exportFixture(fixture, format);
        tinygltf::Model model;
        QString why;
        QVERIFY2(loadModel(path, &model, &why), qPrintable(why));
        SpriteAtlas atlas(f.project, {0});
        QVERIFY2(atlas.draw(f.folder, AtlasOptions(), &why), qPrintable(why));
        QCOMPARE(model.materials.size(), size_t(atlas.pageCount()));
        QCOMPARE(model.nodes.size(), size_t(1 + atlas.pageCount()));
        QCOMPARE(model.nodes[0].children, std::vector<int>{1});
        const tinygltf::TextureInfo &texture = model.materials[0].pbrMetallicRoughness.baseColorTexture;
        QCOMPARE(texture.index, 0);
        QVERIFY(texture.extensions.count("KHR_texture_transform"));
        const QByteArray json = format == QLatin1String("gltf") ? testutil::contentsOf(path) : QByteArray();
        if (!json.isEmpty()) {
            QVERIFY(json.contains("/materials/0/pbrMetallicRoughness/baseColorTexture/extensions/KHR_texture_transform/offset"));
            QVERIFY(json.contains("/materials/0/pbrMetallicRoughness/baseColorTexture/extensions/KHR_texture_transform/scale"));
        }
        const tinygltf::Animation &animation = model.animations.front();
        std::vector<Track> uv; // the offset, then the scale
        Track placed[2];       // the picture node's translation and scale
        for (const tinygltf::AnimationSampler &s : animation.samplers) {
            if (model.accessors[size_t(s.output)].type == TINYGLTF_TYPE_VEC2) {
                QCOMPARE(QString::fromStdString(s.interpolation), QStringLiteral("STEP"));
                uv.push_back(trackOf(model, s, 2));
            }
        }
        for (const tinygltf::AnimationChannel &channel : animation.channels) {
            if (channel.target_node == 1)
                placed[channel.target_path == "scale" ? 1 : 0] = trackOf(model, animation.samplers[size_t(channel.sampler)], 3);
        }
        QCOMPARE(uv.size(), size_t(2));
        const Project &p = f.project;
        const QSize page = atlas.page(0).size();
        const double span = p.clips[0].loop == LoopMode::PingPong ? 2 * p.clips[0].length() : p.clips[0].length();
        for (int i = 0; i < 50; ++i) {
            const double t = span * (i + 0.5) / 50; // away from the frame starts themselves
            const int cell = atlas.cellOf(0, p.clips[0].sample(t).frame);
            const auto offset = play(uv[0], float(t / 1000.0)), scale = play(uv[1], float(t / 1000.0));
            const QRect shown(qRound(offset[0] * page.width()), qRound(offset[1] * page.height()),
                              qRound(scale[0] * page.width()), qRound(scale[1] * page.height()));
            QCOMPARE(shown, atlas.pageRect(cell));
            // The quad: the kept pixels' size, its centre where they lie in the whole picture.
            const QRect kept = atlas.trimmedRect(cell);
            const QSize whole = atlas.pictureSize(cell);
            const double unit = 1.0 / kDefaultPixelsPerUnit;
            const auto at = play(placed[0], float(t / 1000.0)), size = play(placed[1], float(t / 1000.0));
            QVERIFY(std::abs(size[0] - kept.width() * unit) < 1e-6 && std::abs(size[1] - kept.height() * unit) < 1e-6);
            QVERIFY(std::abs(at[0] - (kept.x() + kept.width() / 2.0 - whole.width() / 2.0) * unit) < 1e-6);
            QVERIFY(std::abs(at[1] + (kept.y() + kept.height() / 2.0 - whole.height() / 2.0) * unit) < 1e-6);
        }
    }

    void extrasCarryLoopFramesAndEvents_data() { rows({}, {QStringLiteral("gltf")}); }
    void extrasCarryLoopFramesAndEvents()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, format);
        Fixture f;
        QVERIFY(loadFixture(fixture, &f));
        const QJsonObject doc = QJsonDocument::fromJson(testutil::contentsOf(exportFixture(fixture, format))).object();
        const QJsonObject extras = doc[QLatin1String("animations")][0][QLatin1String("extras")].toObject();
        QCOMPARE(extras[QLatin1String("loop")].toString(), loopModeName(f.project.clips[0].loop));
        QCOMPARE(extras[QLatin1String("clipLengthMs")].toDouble(), f.project.clips[0].length());
        const QJsonArray durations = extras[QLatin1String("frameDurationsMs")].toArray();
        QCOMPARE(durations.size(), f.project.clips[0].frames.count());
        for (int i = 0; i < durations.size(); ++i)
            QCOMPARE(durations[i].toDouble(), f.project.clips[0].frames.frame(i).duration);
        const QJsonArray events = extras[QLatin1String("events")].toArray();
        QCOMPARE(events.size(), f.project.clips[0].events.size());
        for (int i = 0; i < events.size(); ++i) {
            QCOMPARE(events[i][QLatin1String("name")].toString(), f.project.clips[0].events[i].name);
            QCOMPARE(events[i][QLatin1String("timeMs")].toDouble(), f.project.clips[0].events[i].time);
        }
    }

    void twoRunsGiveTheSameBytes_data() { rows(); }
    void twoRunsGiveTheSameBytes()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, format);
        const QByteArray first = testutil::contentsOf(exportFixture(fixture, format, QStringLiteral("-1")));
        const QByteArray second = testutil::contentsOf(exportFixture(fixture, format, QStringLiteral("-2")));
        QVERIFY(!first.isEmpty());
        QCOMPARE(first, second);
    }
};

QTEST_GUILESS_MAIN(TestGltfExport)
#include "tst_gltfexport.moc"
