// A clip's sound in the project file (DESIGN.md, `clips[i].audio`): SoundFileHeader tells the
// four kinds of sound from their bytes (files written here sample by sample, and by sox), and
// the reader refuses a missing file, a file that is not a sound, one over the size limit and a
// bad offset, each named by its path (`clips[0].audio.file: ...`), as it does for images.

#include "common/soundfiles.h"
#include "common/testutil.h"
#include "file/projectreader.h"
#include "media/soundfileheader.h"

#include <QBuffer>
#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace inbetween;
using Format = SoundFileHeader::Format;

Q_DECLARE_METATYPE(SoundFileHeader::Format)

namespace {

QStringList messagesOf(const ProjectReader::Result &r, bool errors)
{
    QStringList out;
    for (const Diagnostic &d : r.diagnostics) {
        if (d.isError() == errors)
            out << d.where + QStringLiteral(": ") + d.message;
    }
    return out;
}

QByteArray projectWithSound(const QByteArray &audio)
{
    return R"({"format": "inbetween", "version": 2, "clips": [{"name": "walk", "frames": [{"duration": 500}], "audio": )"
           + audio + "}]}";
}

// The first Ogg page of a stream whose first packet is `packet` (CRC left 0: the header check
// reads the identification header, as a demuxer would after its CRC check).
QByteArray oggPage(const QByteArray &packet)
{
    QByteArray page = "OggS";
    page += '\0';             // version
    page += '\x02';           // first page of the stream
    page += QByteArray(8, 0); // granule
    page += QByteArray(4, 1); // serial
    page += QByteArray(4, 0); // sequence
    page += QByteArray(4, 0); // CRC
    page += char(1);          // one segment
    page += char(packet.size());
    return page + packet;
}

} // namespace

class TestSoundFile : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void headerOfWrittenBytes_data();
    void headerOfWrittenBytes();
    void headerOfSoxFiles_data();
    void headerOfSoxFiles();
    void readerRefuses_data();
    void readerRefuses();
    void readerAcceptsEachFormat_data();
    void readerAcceptsEachFormat();
    void offsetRules_data();
    void offsetRules();
    void sizeLimit();
    void outsideTheFolderWarns();
    void everyClipNamed();

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }
};

void TestSoundFile::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(soundfiles::writeWav16(path(QStringLiteral("tone.wav")), soundfiles::sine(440, 0.5, 250, 48000), 48000));
    QVERIFY(soundfiles::writeFile(path(QStringLiteral("notes.txt")), "footstep at 250 ms\n"));
}

void TestSoundFile::headerOfWrittenBytes_data()
{
    using namespace soundfiles;
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<Format>("format");
    QTest::addColumn<int>("rate");
    QTest::addColumn<int>("channels");
    QTest::addColumn<double>("durationMs");
    QTest::addColumn<QString>("problem");

    const QByteArray second16 = QByteArray(48000 * 2, 0);
    QTest::newRow("PCM 16, 1 s") << wavBytes(1, 1, 48000, 16, second16) << Format::Wav << 48000 << 1 << 1000.0 << QString();
    QTest::newRow("PCM 24 stereo, 0.5 s") << wavBytes(1, 2, 44100, 24, QByteArray(44100 * 3, 0)) << Format::Wav << 44100
                                          << 2 << 500.0 << QString();
    QTest::newRow("float 32") << wavBytes(3, 1, 8000, 32, QByteArray(8000, 0)) << Format::Wav << 8000 << 1 << 250.0
                              << QString();
    QByteArray extensible = wavBytes(1, 1, 8000, 16, QByteArray(1600, 0));
    // WAVE_FORMAT_EXTENSIBLE: tag 0xFFFE, cbSize 22, valid bits, mask, then the PCM sub-format.
    {
        QByteArray fmt;
        putLe16(fmt, 0xFFFE);
        putLe16(fmt, 1);
        putLe32(fmt, 8000);
        putLe32(fmt, 16000);
        putLe16(fmt, 2);
        putLe16(fmt, 16);
        putLe16(fmt, 22);
        putLe16(fmt, 16);
        putLe32(fmt, 4);
        putLe16(fmt, 1);
        fmt += QByteArray(14, 0);
        QByteArray body = "WAVEfmt ";
        putLe32(body, quint32(fmt.size()));
        body += fmt + "data";
        putLe32(body, 1600);
        body += QByteArray(1600, 0);
        extensible = "RIFF";
        putLe32(extensible, quint32(body.size()));
        extensible += body;
    }
    QTest::newRow("extensible PCM") << extensible << Format::Wav << 8000 << 1 << 100.0 << QString();
    QTest::newRow("ADPCM WAV") << wavBytes(0x11, 1, 8000, 4, QByteArray(400, 0)) << Format::Unknown << 0 << 0 << -1.0
                               << QStringLiteral("a WAV file of codec 0x0011 with 4-bit samples; only PCM (8, 16, 24 or 32 "
                                                 "bits) and float (32 or 64 bits) WAV files play");
    QByteArray noData = wavBytes(1, 1, 8000, 16, QByteArray());
    noData.chop(8); // the data chunk's header
    QTest::newRow("WAV without data") << noData << Format::Unknown << 0 << 0 << -1.0
                                      << QStringLiteral("a WAV file without its data chunk");
    QTest::newRow("WAV header only") << QByteArray("RIFF\x04\0\0\0WAVE", 12) << Format::Unknown << 0 << 0 << -1.0
                                     << QStringLiteral("a WAV file without its fmt chunk");
    QByteArray vorbis("\x01vorbis", 7);
    putLe32(vorbis, 0);
    vorbis += char(2);
    putLe32(vorbis, 44100);
    vorbis += QByteArray(15, 0);
    QTest::newRow("Ogg Vorbis") << oggPage(vorbis) << Format::OggVorbis << 44100 << 2 << -1.0 << QString();
    QTest::newRow("Ogg Opus") << oggPage(QByteArray("OpusHead\x01\x02", 10) + QByteArray(9, 0)) << Format::Unknown << 0
                              << 0 << -1.0 << QStringLiteral("Ogg Opus; only Ogg Vorbis plays");
    QTest::newRow("Ogg Theora") << oggPage(QByteArray("\x80theora", 7) + QByteArray(30, 0)) << Format::Unknown << 0 << 0
                                << -1.0 << QStringLiteral("an Ogg file without a Vorbis stream");
    // Two MPEG-1 layer III frames at 128 kbit/s, 44.1 kHz: 417 bytes each (no padding).
    QByteArray frame("\xFF\xFB\x90\x00", 4);
    frame += QByteArray(417 - 4, 0);
    QTest::newRow("MP3 frames") << frame + frame << Format::Mp3 << 44100 << 2 << -1.0 << QString();
    QByteArray id3("ID3\x04\0\0\0\0\x01\x00", 10); // a 128-byte tag
    QTest::newRow("MP3 after ID3") << id3 + QByteArray(128, 'x') + frame + frame << Format::Mp3 << 44100 << 2 << -1.0
                                   << QString();
    QTest::newRow("stray sync bits") << QByteArray("\xFF\xFB\x90\x00", 4) + QByteArray(1000, 'a') << Format::Unknown << 0
                                     << 0 << -1.0
                                     << QStringLiteral("an ID3 tag without MPEG audio layer III frames after it");
    QTest::newRow("ID3 and nothing") << id3 + QByteArray(128, 'x') << Format::Unknown << 0 << 0 << -1.0
                                     << QStringLiteral("an ID3 tag without MPEG audio layer III frames after it");
    QByteArray flac("fLaC\x80\x00\x00\x22", 8);
    QByteArray info(34, 0);
    // 22050 Hz (20 bits), 2 channels (3 bits: 1), 16 bits (5 bits: 15), 11025 samples (36 bits).
    info[10] = char(22050 >> 12);
    info[11] = char((22050 >> 4) & 0xFF);
    info[12] = char(((22050 & 0xF) << 4) | (1 << 1) | (15 >> 4));
    info[13] = char((15 & 0xF) << 4);
    info[16] = char(11025 >> 8);
    info[17] = char(11025 & 0xFF);
    QTest::newRow("FLAC") << flac + info << Format::Flac << 22050 << 2 << 500.0 << QString();
    QTest::newRow("text") << QByteArray("footstep at 250 ms\n") << Format::Unknown << 0 << 0 << -1.0
                          << QStringLiteral("not a sound file Inbetween can read (WAV, Ogg Vorbis, MP3 or FLAC)");
    QTest::newRow("PNG") << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) << Format::Unknown << 0 << 0 << -1.0
                         << QStringLiteral("not a sound file Inbetween can read (WAV, Ogg Vorbis, MP3 or FLAC)");
    QTest::newRow("empty") << QByteArray() << Format::Unknown << 0 << 0 << -1.0
                           << QStringLiteral("not a sound file Inbetween can read (WAV, Ogg Vorbis, MP3 or FLAC)");
}

void TestSoundFile::headerOfWrittenBytes()
{
    QFETCH(QByteArray, bytes);
    QFETCH(Format, format);
    QFETCH(int, rate);
    QFETCH(int, channels);
    QFETCH(double, durationMs);
    QFETCH(QString, problem);
    QBuffer buffer(&bytes);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    const SoundFileHeader h = SoundFileHeader::read(&buffer);
    QCOMPARE(h.problem, problem);
    QCOMPARE(h.format, format);
    QCOMPARE(h.sampleRate, rate);
    QCOMPARE(h.channels, channels);
    COMPARE_EXACT(h.durationMs, durationMs);
}

void TestSoundFile::headerOfSoxFiles_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<Format>("format");
    QTest::newRow("wav") << QStringLiteral("sox.wav") << Format::Wav;
    QTest::newRow("ogg") << QStringLiteral("sox.ogg") << Format::OggVorbis;
    QTest::newRow("mp3") << QStringLiteral("sox.mp3") << Format::Mp3;
    QTest::newRow("flac") << QStringLiteral("sox.flac") << Format::Flac;
}

void TestSoundFile::headerOfSoxFiles()
{
    QFETCH(QString, name);
    QFETCH(Format, format);
    if (!soundfiles::haveSox())
        QSKIP("sox is not installed (resources/debian-packages.txt lists it)");
    QString error;
    QVERIFY2(soundfiles::soxTone(path(name), 0.5, 440, 44100, &error), qPrintable(error));
    const SoundFileHeader h = SoundFileHeader::read(path(name));
    QVERIFY2(h.problem.isEmpty(), qPrintable(h.problem));
    QCOMPARE(h.format, format);
    QCOMPARE(h.sampleRate, 44100);
    QCOMPARE(h.channels, 1);
    if (format == Format::Wav || format == Format::Flac)
        COMPARE_EXACT(h.durationMs, 500.0);
}

void TestSoundFile::readerRefuses_data()
{
    QTest::addColumn<QByteArray>("audio");
    QTest::addColumn<QString>("error");
    QTest::newRow("missing file") << QByteArray(R"({"file": "sounds/steps.wav", "offset": 0})")
                                  << QStringLiteral("clips[0].audio.file: sounds/steps.wav: file not found");
    QTest::newRow("not a sound") << QByteArray(R"({"file": "notes.txt"})")
                                 << QStringLiteral("clips[0].audio.file: notes.txt: not a sound file Inbetween can read "
                                                   "(WAV, Ogg Vorbis, MP3 or FLAC)");
    QTest::newRow("a folder") << QByteArray(R"({"file": "."})") << QStringLiteral("clips[0].audio.file: .: not a file");
}

void TestSoundFile::readerRefuses()
{
    QFETCH(QByteArray, audio);
    QFETCH(QString, error);
    ProjectReader::Options options;
    options.projectFolder = m_dir.path();
    const auto r = ProjectReader::read(projectWithSound(audio), options);
    QVERIFY(!r.ok());
    QCOMPARE(messagesOf(r, true), QStringList{error});
    // Without a folder the sound is not looked at (the checks of the JSON alone).
    QVERIFY(ProjectReader::read(projectWithSound(audio)).ok());
}

void TestSoundFile::readerAcceptsEachFormat_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("wav") << QStringLiteral("each.wav");
    QTest::newRow("ogg") << QStringLiteral("each.ogg");
    QTest::newRow("mp3") << QStringLiteral("each.mp3");
    QTest::newRow("flac") << QStringLiteral("each.flac");
}

void TestSoundFile::readerAcceptsEachFormat()
{
    QFETCH(QString, name);
    if (!soundfiles::haveSox())
        QSKIP("sox is not installed (resources/debian-packages.txt lists it)");
    QString error;
    QVERIFY2(soundfiles::soxTone(path(name), 0.3, 220, 22050, &error), qPrintable(error));
    const QString json = path(QStringLiteral("each.json"));
    QVERIFY(soundfiles::writeFile(json, projectWithSound(R"({"file": ")" + name.toUtf8() + R"(", "offset": -40})")));
    const auto r = ProjectReader::readFile(json);
    QVERIFY2(r.ok(), qPrintable(r.messages(json).join(QLatin1Char('\n'))));
    QCOMPARE(r.project->clips[0].audio->file, name);
    COMPARE_EXACT(r.project->clips[0].audio->offset, -40.0);
}

void TestSoundFile::offsetRules_data()
{
    QTest::addColumn<QByteArray>("audio");
    QTest::addColumn<QString>("error");
    QTest::newRow("text") << QByteArray(R"({"file": "tone.wav", "offset": "0"})")
                          << QStringLiteral("clips[0].audio.offset: must be a number (got \"0\")");
    QTest::newRow("null") << QByteArray(R"({"file": "tone.wav", "offset": null})")
                          << QStringLiteral("clips[0].audio.offset: must be a number (got null)");
    QTest::newRow("beyond the time limit") << QByteArray(R"({"file": "tone.wav", "offset": -2e9})")
                                           << QStringLiteral("clips[0].audio.offset: beyond the limit of -1000000000 to "
                                                             "1000000000 (got -2e+9)");
    QTest::newRow("too large for a double") << QByteArray(R"({"file": "tone.wav", "offset": 1e400})")
                                            << QStringLiteral("clips[0].audio.offset: a number out of range (got 1e400)");
    QTest::newRow("at the limit") << QByteArray(R"({"file": "tone.wav", "offset": -1e9})") << QString();
    QTest::newRow("fraction") << QByteArray(R"({"file": "tone.wav", "offset": 12.5})") << QString();
}

void TestSoundFile::offsetRules()
{
    QFETCH(QByteArray, audio);
    QFETCH(QString, error);
    ProjectReader::Options options;
    options.projectFolder = m_dir.path();
    const auto r = ProjectReader::read(projectWithSound(audio), options);
    QCOMPARE(messagesOf(r, true), error.isEmpty() ? QStringList() : QStringList{error});
}

void TestSoundFile::sizeLimit()
{
    ProjectReader::Options options;
    options.projectFolder = m_dir.path();
    const qint64 size = QFileInfo(path(QStringLiteral("tone.wav"))).size();
    options.limits.maxSoundFileBytes = size;
    QVERIFY(ProjectReader::read(projectWithSound(R"({"file": "tone.wav"})"), options).ok());
    options.limits.maxSoundFileBytes = size - 1;
    const auto r = ProjectReader::read(projectWithSound(R"({"file": "tone.wav"})"), options);
    QCOMPARE(messagesOf(r, true),
             QStringList{QStringLiteral("clips[0].audio.file: tone.wav: the file is %1 bytes, larger than the limit of %2 bytes")
                             .arg(size)
                             .arg(size - 1)});
}

void TestSoundFile::outsideTheFolderWarns()
{
    QDir(m_dir.path()).mkpath(QStringLiteral("project"));
    ProjectReader::Options options;
    options.projectFolder = path(QStringLiteral("project"));
    const auto r = ProjectReader::read(projectWithSound(R"({"file": "../tone.wav"})"), options);
    QVERIFY(r.ok());
    QCOMPARE(messagesOf(r, false), QStringList{QStringLiteral("clips[0].audio.file: outside the project folder (../tone.wav)")});
}

void TestSoundFile::everyClipNamed()
{
    ProjectReader::Options options;
    options.projectFolder = m_dir.path();
    const QByteArray json = R"({"format": "inbetween", "version": 2, "clips": [
        {"name": "a", "audio": {"file": "tone.wav"}},
        {"name": "b", "audio": {"file": "gone.ogg", "offset": 10}},
        {"name": "c"},
        {"name": "d", "audio": {"file": "gone.ogg"}}]})";
    const auto r = ProjectReader::read(json, options);
    QCOMPARE(messagesOf(r, true), testutil::strings({"clips[1].audio.file: gone.ogg: file not found",
                                                     "clips[3].audio.file: gone.ogg: file not found"}));
}

QTEST_APPLESS_MAIN(TestSoundFile)
#include "tst_soundfile.moc"
