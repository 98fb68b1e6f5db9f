// The writer writes the bytes the writer before it wrote (tests/fuzz/legacy/legacyprojectwriter:
// QByteArray appends, numbers by QByteArray::number with Qt's shortest 'g'), for numbers of every
// length and exponent, strings of every kind of character, and whole projects in memory and
// through a file, whose text passes through the file block many times.

#include "legacyprojectwriter.h"
#include "projectreader.h"
#include "projectwriter.h"
#include "jsontext.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <cstring>
#include <limits>

using namespace inbetween;

namespace {

QByteArray contentsOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Compares one number both ways and says which when they differ.
bool sameNumber(double v, QByteArray *message)
{
    const QByteArray now = jsonNumber(v);
    const QByteArray before = legacy::jsonNumber(v);
    if (now == before)
        return true;
    *message = "value " + QByteArray::number(v, 'g', 17) + ": writes " + now + ", wrote " + before;
    return false;
}

#define COMPARE_NUMBER(v)                                                                                              \
    do {                                                                                                               \
        QByteArray message;                                                                                            \
        QVERIFY2(sameNumber(v, &message), message.constData());                                                        \
    } while (false)

// A project of `frames` frames naming a few pictures (sheet regions, runs of one image), keys
// with every easing, events and a sound: numbers as an animator's, and awkward ones.
Project variedProject(QRandomGenerator &rng, int frames, int keys)
{
    Project p;
    p.name = QStringLiteral("Varied \u00e9 \"%1\"").arg(rng.generate());
    p.fps = rng.bounded(2) ? 24 : 1000.0 / 41.7;
    p.clips.clear();
    for (int c = 0; c < 3; ++c) {
        Clip clip(QStringLiteral("clip %1\t\u6b65").arg(c));
        clip.loop = LoopMode(c % 3);
        QList<Frame> list;
        for (int i = 0; i < frames; ++i) {
            const int kind = rng.bounded(4);
            const double duration = kind == 0   ? 1000.0 / 24
                                    : kind == 1 ? 20 + rng.bounded(16000) / 100.0
                                    : kind == 2 ? std::nextafter(rng.bounded(100) + 0.5, 1e9)
                                                : 1 + rng.bounded(1000.0);
            Frame f{duration, QString(), std::nullopt};
            if (i % 7 != 0)
                f.image = QStringLiteral("sheets/walk %1.png").arg(i / 16);
            if (i % 3 == 1 && !f.image.isEmpty())
                f.region = QRect(rng.bounded(4096), rng.bounded(4096), 1 + rng.bounded(256), 1 + rng.bounded(256));
            list.append(f);
        }
        clip.frames.setFrames(list);
        QList<Keyframe> keyList;
        double t = 0;
        for (int i = 0; i < keys; ++i) {
            Keyframe k;
            k.time = t;
            t += rng.bounded(2) ? 1000.0 / 60 : rng.bounded(10000) / 100.0 + 0.01;
            k.translation = {rng.bounded(100000) / 100.0 - 500, rng.bounded(1e7) * 1e-9, -rng.bounded(1.0) * 1e6};
            k.rotation = {rng.bounded(3600) / 10.0, 1.0 / 3, rng.bounded(2) ? 1e-5 * i : 123456.125};
            k.scale = {1 + rng.bounded(100) / 100.0, 1, 1e-20 * rng.bounded(1000)};
            const int e = i % 6;
            k.easing = e == 5 ? Easing::bezier(rng.bounded(1.0), rng.bounded(3.0) - 1, 0.25, 1) : Easing(Easing::Type(e));
            keyList.append(k);
        }
        clip.motion.setKeys(keyList);
        for (int i = 0; i < 5; ++i)
            clip.events.append({clip.length() * i / 5, QStringLiteral("step \"%1\"\n").arg(i)});
        if (c != 1)
            clip.audio = ClipAudio{QStringLiteral("sounds/st\u00e9p %1.ogg").arg(c), rng.bounded(2000.0) - 1000.0 / 3};
        if (c == 2)
            clip.playRange = PlayRange{clip.length() / 7, clip.length() / 2};
        p.clips.push_back(clip);
    }
    return p;
}

} // namespace

class TestWriterEquivalence : public QObject
{
    Q_OBJECT

private slots:
    void numbersOfEveryLengthAndExponent();
    void randomDoubles();
    void shortDecimalsAndTheirNeighbours();
    void strings();
    void projects_data();
    void projects();
    void filesOfTheRepository();
};

// Every count of significant digits (1 to 17) at every power of ten a double has, both signs:
// where Qt's 'g' changes between the fixed and the exponent form, and the exponent's width.
void TestWriterEquivalence::numbersOfEveryLengthAndExponent()
{
    QRandomGenerator rng(27);
    for (int length = 1; length <= 17; ++length) {
        for (int exponent = -325; exponent <= 309; ++exponent) {
            QByteArray text;
            for (int i = 0; i < length; ++i)
                text += char('0' + (i == 0 || i + 1 == length ? 1 + rng.bounded(9) : rng.bounded(10)));
            text.insert(1, '.');
            text += 'e' + QByteArray::number(exponent);
            const double v = std::strtod(text.constData(), nullptr);
            if (!std::isfinite(v))
                continue;
            COMPARE_NUMBER(v);
            COMPARE_NUMBER(-v);
        }
    }
    const double special[] = {0.0, -0.0, std::numeric_limits<double>::min(), std::numeric_limits<double>::max(),
                              std::numeric_limits<double>::denorm_min(), std::numeric_limits<double>::epsilon(),
                              9007199254740992.0, 9007199254740993.0, 1e15, 1e15 - 1, 1e15 + 1, 999999999999999.9,
                              1e16, 123456789012345.6, 0.1, 0.2, 0.30000000000000004, 1e21, 1e22, 1e23, 5e-324};
    for (double v : special) {
        for (double near : {v, std::nextafter(v, 0.0), std::nextafter(v, HUGE_VAL)}) {
            COMPARE_NUMBER(near);
            COMPARE_NUMBER(-near);
        }
    }
    // No JSON form, but shown by the texts that use jsonNumber (a table, a message).
    COMPARE_NUMBER(std::numeric_limits<double>::quiet_NaN());
    COMPARE_NUMBER(-std::numeric_limits<double>::quiet_NaN());
}

void TestWriterEquivalence::randomDoubles()
{
    QRandomGenerator rng(2027);
    for (int i = 0; i < 100000; ++i) {
        const quint64 bits = rng.generate64();
        double v;
        std::memcpy(&v, &bits, sizeof v);
        COMPARE_NUMBER(v); // NaNs among them
    }
}

// What a project mostly holds, n / 10^k for k decimals, and the doubles just beside each: the
// writer's quick path takes the first and must leave the others to the exact one.
void TestWriterEquivalence::shortDecimalsAndTheirNeighbours()
{
    QRandomGenerator rng(15);
    for (int i = 0; i < 60000; ++i) {
        const int k = rng.bounded(13);
        const int digits = 1 + rng.bounded(17);
        const double n = std::floor(rng.generateDouble() * std::pow(10.0, digits));
        const double v = n / std::pow(10.0, k);
        COMPARE_NUMBER(v);
        COMPARE_NUMBER(std::nextafter(v, 0.0));
        COMPARE_NUMBER(std::nextafter(v, HUGE_VAL));
        COMPARE_NUMBER(1000.0 / (1 + rng.bounded(240)) * rng.bounded(100000));
    }
}

void TestWriterEquivalence::strings()
{
    QRandomGenerator rng(6);
    // Each kind of UTF-16 unit: ASCII (controls, quote, backslash), Latin-1, the BMP, surrogate
    // pairs, and lone surrogates (which both write as UTF-8 does them).
    const auto unit = [&rng]() -> QString {
        switch (rng.bounded(6)) {
        case 0: return QString(QChar(char16_t(rng.bounded(0x20))));
        case 1: return QString(QChar(char16_t(0x20 + rng.bounded(0x60))));
        case 2: return QString(QChar(char16_t(0x80 + rng.bounded(0x780))));
        case 3: return QString(QChar(char16_t(0x800 + rng.bounded(0xd000))));
        case 4: return QString::fromUcs4(U"\U0001F3B5");
        default: return QString(QChar(char16_t(0xd800 + rng.bounded(0x800))));
        }
    };
    for (int i = 0; i < 20000; ++i) {
        QString s;
        for (int j = 0, n = rng.bounded(24); j < n; ++j)
            s += rng.bounded(3) ? QString(QLatin1Char(char('a' + rng.bounded(26)))) : unit();
        QCOMPARE(jsonString(s), legacy::jsonString(s));
    }
    QCOMPARE(jsonString(QString()), legacy::jsonString(QString()));
}

void TestWriterEquivalence::projects_data()
{
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("frames");
    QTest::addColumn<int>("keys");
    QTest::newRow("empty clips") << 1 << 0 << 0;
    QTest::newRow("small") << 2 << 5 << 3;
    QTest::newRow("frames only") << 3 << 400 << 0;
    QTest::newRow("keys only") << 4 << 0 << 300;
    // About 2 MB: eight times through the 256 KiB block of a file.
    QTest::newRow("past the file block") << 5 << 6000 << 3000;
}

void TestWriterEquivalence::projects()
{
    QFETCH(int, seed);
    QFETCH(int, frames);
    QFETCH(int, keys);
    QRandomGenerator rng{quint32(seed)};
    const Project p = variedProject(rng, frames, keys);
    const QByteArray before = legacy::ProjectWriter::toJson(p);
    QCOMPARE(ProjectWriter::toJson(p), before);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("varied.json"));
    QString error;
    QVERIFY2(ProjectWriter::save(p, path, &error), qPrintable(error));
    QCOMPARE(contentsOf(path), before);
    const auto back = ProjectReader::read(before);
    QVERIFY2(back.ok(), qPrintable(back.messages(path).join(QLatin1Char('\n'))));
}

// Every project file the repository holds that reads, written both ways.
void TestWriterEquivalence::filesOfTheRepository()
{
    int written = 0;
    for (const QString &root : {QFINDTESTDATA("../data"), QFINDTESTDATA("../../resources/examples")}) {
        QVERIFY(!root.isEmpty());
        QDirIterator it(root, {QStringLiteral("*.json")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            const auto r = ProjectReader::read(contentsOf(path));
            if (!r.ok())
                continue;
            QVERIFY2(ProjectWriter::toJson(*r.project) == legacy::ProjectWriter::toJson(*r.project), qPrintable(path));
            ++written;
        }
    }
    qInfo("%d files written both ways", written);
    QVERIFY(written >= 10);
}

QTEST_GUILESS_MAIN(TestWriterEquivalence)
#include "tst_writerequivalence.moc"
