// A clip's sound in the exports: Godot's Animation gets an audio track on the AudioStreamPlayer
// child with the stream as an ext_resource, keyed so that the sound starts at its offset (before
// the clip: keyed at 0, started that far into the stream); clips that play one file share its
// ext_resource; the path is relative to the exported file. glTF carries the file and offset in
// the animation's extras. The formats without a place for a sound say so in their notes.

#include "export/exportfixtures.h"
#include "export/tresreader.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace inbetween;
using namespace exporttest;

namespace {

QByteArray exportToBytes(const Fixture &f, const ExportOptions &options, const QString &outPath)
{
    std::vector<ExportFile> files;
    QString error;
    if (!exportFiles(f.project, f.folder, outPath, options, &files, &error)) {
        qWarning("%s", qPrintable(error));
        return {};
    }
    for (const ExportFile &file : files) {
        if (file.path == outPath)
            return file.bytes;
    }
    return {};
}

// The track whose type is "audio" in a section: its index, or -1.
int audioTrack(const TresSection &section)
{
    for (int i = 0; section.properties.contains(QStringLiteral("tracks/%1/type").arg(i)); ++i) {
        if (section.properties.value(QStringLiteral("tracks/%1/type").arg(i)) == QLatin1String("\"audio\""))
            return i;
    }
    return -1;
}

} // namespace

class TestSoundExport : public QObject
{
    Q_OBJECT

private slots:
    void godotAudioTrack_data();
    void godotAudioTrack();
    void godotLibrarySharesTheStream();
    void godotWithoutSound();
    void gltfExtras_data();
    void gltfExtras();
    void formatsWithoutSoundSaySo();
};

void TestSoundExport::godotAudioTrack_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<double>("offset");
    QTest::addColumn<QString>("node");
    QTest::addColumn<QString>("out"); // relative to the project's folder
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("player");
    QTest::addColumn<double>("keyTime");
    QTest::addColumn<double>("startOffset");
    QTest::newRow("wav after the start") << "sounds/step.wav" << 250.0 << "Square" << "walk.tres" << "AudioStreamWAV"
                                         << "sounds/step.wav" << "Square/AudioStreamPlayer" << 0.25 << 0.0;
    QTest::newRow("ogg before the start") << "step.ogg" << -120.0 << "Square" << "walk.tres"
                                          << "AudioStreamOggVorbis" << "step.ogg" << "Square/AudioStreamPlayer" << 0.0
                                          << 0.12;
    QTest::newRow("mp3 on the root node") << "voice.mp3" << 1000.0 / 3.0 << "." << "walk.tres" << "AudioStreamMP3"
                                          << "voice.mp3" << "AudioStreamPlayer" << 1.0 / 3.0 << 0.0;
    QTest::newRow("exported into a subfolder") << "sounds/step.wav" << 0.0 << "Rig/Card" << "godot/anim/walk.tres"
                                               << "AudioStreamWAV" << "../../sounds/step.wav"
                                               << "Rig/Card/AudioStreamPlayer" << 0.0 << 0.0;
    QTest::newRow("exported beside, sound above") << "../music/theme.flac" << 40.0 << "Square" << "walk.tres"
                                                  << "AudioStream" << "../music/theme.flac"
                                                  << "Square/AudioStreamPlayer" << 0.04 << 0.0;
}

void TestSoundExport::godotAudioTrack()
{
    QFETCH(QString, file);
    QFETCH(double, offset);
    QFETCH(QString, node);
    QFETCH(QString, out);
    QFETCH(QString, type);
    QFETCH(QString, path);
    QFETCH(QString, player);
    QFETCH(double, keyTime);
    QFETCH(double, startOffset);
    Fixture f;
    QVERIFY(loadFixture(QStringLiteral("flipbook"), &f));
    f.project.clips[0].audio = ClipAudio{file, offset};
    ExportOptions options;
    options.format = QStringLiteral("godot");
    options.nodePath = node;
    options.clip = f.project.clips[0].name;
    const QByteArray bytes = exportToBytes(f, options, QDir(f.folder).filePath(out));
    QVERIFY(!bytes.isEmpty());
    const QList<TresSection> sections = readTres(bytes);
    // The stream, the atlas page and the flipbook's three AtlasTextures, and the resource.
    QCOMPARE(sections.value(0).header, QStringLiteral("[gd_resource type=\"Animation\" load_steps=6 format=3]"));
    const TresSection ext = tresSection(sections, QStringLiteral("[ext_resource"));
    QCOMPARE(ext.attribute(QStringLiteral("type")), type);
    QCOMPARE(ext.attribute(QStringLiteral("path")), path);
    const QString id = ext.attribute(QStringLiteral("id"));
    QVERIFY(!id.isEmpty());

    const TresSection resource = tresSection(sections, QStringLiteral("[resource]"));
    const int track = audioTrack(resource);
    QVERIFY2(track >= 0, bytes.constData());
    const QString prefix = QStringLiteral("tracks/%1/").arg(track);
    QCOMPARE(resource.properties.value(prefix + QStringLiteral("path")), QStringLiteral("NodePath(\"%1\")").arg(player));
    const QString keys = resource.properties.value(prefix + QStringLiteral("keys"));
    const std::vector<double> times = tresPackedFloats(keys);
    QCOMPARE(times.size(), size_t(1));
    QCOMPARE(float(times[0]), float(keyTime));
    const QRegularExpression start(QStringLiteral("\"start_offset\": ([-0-9.e]+)"));
    QVERIFY2(start.match(keys).hasMatch(), qPrintable(keys));
    QCOMPARE(float(start.match(keys).captured(1).toDouble()), float(startOffset));
    QVERIFY(keys.contains(QStringLiteral("\"end_offset\": 0.0")));
    QVERIFY2(keys.contains(QStringLiteral("\"stream\": ExtResource(\"%1\")").arg(id)), qPrintable(keys));
    // The audio track is the last one, after the motion, frame and event tracks.
    QVERIFY(!resource.properties.contains(QStringLiteral("tracks/%1/type").arg(track + 1)));
    QVERIFY(track >= 3);
}

void TestSoundExport::godotLibrarySharesTheStream()
{
    Fixture f;
    QVERIFY(loadFixture(QStringLiteral("flipbook"), &f));
    Clip walk = f.project.clips[0];
    walk.name = QStringLiteral("walk");
    walk.audio = ClipAudio{QStringLiteral("step.wav"), 100.0};
    Clip run = walk;
    run.name = QStringLiteral("run");
    run.audio->offset = -50.0;
    Clip talk = walk;
    talk.name = QStringLiteral("talk");
    talk.audio = ClipAudio{QStringLiteral("line.ogg"), 0.0};
    Clip idle = walk;
    idle.name = QStringLiteral("idle");
    idle.audio.reset();
    f.project.clips = {walk, run, talk, idle};
    ExportOptions options;
    options.format = QStringLiteral("godot");
    const QByteArray bytes = exportToBytes(f, options, QDir(f.folder).filePath(QStringLiteral("lib.tres")));
    const QList<TresSection> sections = readTres(bytes);
    // Two streams, the atlas page and its three AtlasTextures, and four animations.
    QCOMPARE(sections.value(0).header,
             QStringLiteral("[gd_resource type=\"AnimationLibrary\" load_steps=11 format=3]"));
    QStringList ids; // the streams' (the atlas page is a Texture2D)
    for (const TresSection &s : sections) {
        if (s.header.startsWith(QLatin1String("[ext_resource")) && s.attribute(QStringLiteral("type")) != QLatin1String("Texture2D"))
            ids << s.attribute(QStringLiteral("id"));
    }
    QCOMPARE(ids.size(), 2);
    QStringList streams;
    int withTrack = 0;
    for (const TresSection &s : sections) {
        if (!s.header.startsWith(QLatin1String("[sub_resource")))
            continue;
        const int track = audioTrack(s);
        if (track < 0)
            continue;
        ++withTrack;
        const QString keys = s.properties.value(QStringLiteral("tracks/%1/keys").arg(track));
        const QRegularExpression stream(QStringLiteral("ExtResource\\(\"([^\"]+)\"\\)"));
        streams << stream.match(keys).captured(1);
    }
    QCOMPARE(withTrack, 3); // idle has no sound, no track
    QCOMPARE(streams, (QStringList{ids[0], ids[0], ids[1]}));
}

void TestSoundExport::godotWithoutSound()
{
    Fixture f;
    QVERIFY(loadFixture(QStringLiteral("flipbook"), &f));
    ExportOptions options;
    options.format = QStringLiteral("godot");
    options.clip = f.project.clips[0].name;
    const QByteArray bytes = exportToBytes(f, options, QDir(f.folder).filePath(QStringLiteral("walk.tres")));
    // Its resources are the atlas page and the flipbook's AtlasTextures only.
    QVERIFY(bytes.startsWith("[gd_resource type=\"Animation\" load_steps=5 format=3]\n"));
    QCOMPARE(bytes.count("[ext_resource type=\"Texture2D\""), 1);
    QCOMPARE(bytes.count("[ext_resource"), 1);
    QVERIFY(!bytes.contains("\"audio\""));
}

void TestSoundExport::gltfExtras_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("out");
    QTest::addColumn<QString>("file");
    QTest::newRow("gltf beside") << "gltf" << "walk.gltf" << "sounds/step.wav";
    QTest::newRow("glb in a subfolder") << "glb" << "out/walk.glb" << "../sounds/step.wav";
}

void TestSoundExport::gltfExtras()
{
    QFETCH(QString, format);
    QFETCH(QString, out);
    QFETCH(QString, file);
    Fixture f;
    QVERIFY(loadFixture(QStringLiteral("flipbook"), &f));
    f.project.clips[0].audio = ClipAudio{QStringLiteral("sounds/step.wav"), -37.5};
    ExportOptions options;
    options.format = format;
    QByteArray bytes = exportToBytes(f, options, QDir(f.folder).filePath(out));
    QVERIFY(!bytes.isEmpty());
    if (format == QLatin1String("glb")) {
        const quint32 jsonLength = qFromLittleEndian<quint32>(bytes.constData() + 12);
        bytes = bytes.mid(20, qsizetype(jsonLength));
    }
    const QJsonObject doc = QJsonDocument::fromJson(bytes).object();
    const QJsonObject extras = doc.value(QStringLiteral("animations")).toArray().at(0).toObject()
                                   .value(QStringLiteral("extras")).toObject();
    const QJsonObject sound = extras.value(QStringLiteral("sound")).toObject();
    QCOMPARE(sound.value(QStringLiteral("file")).toString(), file);
    QCOMPARE(sound.value(QStringLiteral("offsetMs")).toDouble(), -37.5);
}

void TestSoundExport::formatsWithoutSoundSaySo()
{
    Fixture f;
    QVERIFY(loadFixture(QStringLiteral("flipbook"), &f));
    f.project.clips[0].audio = ClipAudio{QStringLiteral("step.wav"), 0.0};
    // Where each format keeps a sound: glTF's extras, Godot's audio track, Spine's audio event.
    const QStringList holding{QStringLiteral("gltf"), QStringLiteral("glb"), QStringLiteral("godot"), QStringLiteral("spine")};
    for (const ExportFormat &format : exportFormats()) {
        ExportOptions options;
        options.format = format.id;
        const QStringList notes = exportNotes(f.project, options);
        QCOMPARE(format.holdsSound, holding.contains(format.id));
        if (format.holdsSound)
            QVERIFY2(notes.isEmpty(), qPrintable(format.id + QLatin1Char(' ') + notes.join(QLatin1Char('\n'))));
        else
            QVERIFY2(notes.join(QLatin1Char('\n')).contains(QLatin1String("has a sound")), qPrintable(format.id));
    }
}

QTEST_MAIN(TestSoundExport)
#include "tst_soundexport.moc"
