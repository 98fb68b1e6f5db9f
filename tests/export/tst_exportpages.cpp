// An atlas of several pages in every format that writes pictures (DESIGN.md, "The atlas"): the
// test hero (data/hero.json, nine pictures in transparent margins) exported with pages of at most
// 32 px, extrusion 2 and padding 1, so that its pictures spill onto several pages. Each format is
// read back its own way (Phaser's multi-atlas textures[], SpriteFrames' and Godot's AtlasTextures
// on their pages, glTF's picture node and material per page) and every frame of every clip must
// show its picture where the preview shows it, with its edge pixels repeated twice around it on
// its page. Spine's and Unity's pages are played by their readers (tst_spineplay's hero-pages,
// unityplay_hero_pages); here their files are counted. A picture larger than a page is refused,
// naming it.

#include "export/asepriteexporter.h"
#include "common/testutil.h"
#include "export/gltfreader.h"
#include "export/heroexport.h"
#include "export/sheetsequence.h"
#include "export/spriteatlas.h"
#include "export/tresreader.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QtTest>

using namespace inbetween;
using namespace exporttest;

namespace {

// What a format shows for one frame: the page, the kept pixels on it, and where they lie in the
// frame of the whole picture.
struct Shown
{
    QString page;
    QRect rect;
    QRect kept;
    QSize whole;
};

// Godot's Rect2(x, y, w, h).
QRect rect2(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("Rect2\\((-?\\d+), (-?\\d+), (-?\\d+), (-?\\d+)\\)"));
    const QRegularExpressionMatch m = re.match(text);
    return m.hasMatch() ? QRect(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt(), m.captured(4).toInt())
                        : QRect();
}

// Godot's AtlasTextures by id, each as the page it names and where it puts its region.
QMap<QString, Shown> atlasTextures(const QList<TresSection> &sections)
{
    QMap<QString, QString> pages; // ext_resource id -> path
    QMap<QString, Shown> out;
    for (const TresSection &s : sections) {
        if (s.header.startsWith(QLatin1String("[ext_resource")) && s.attribute(QStringLiteral("type")) == QLatin1String("Texture2D"))
            pages.insert(s.attribute(QStringLiteral("id")), s.attribute(QStringLiteral("path")));
        if (s.attribute(QStringLiteral("type")) != QLatin1String("AtlasTexture"))
            continue;
        const QString id = s.properties.value(QStringLiteral("atlas")).section(QLatin1Char('"'), 1, 1);
        const QRect region = rect2(s.properties.value(QStringLiteral("region")));
        const QRect margin = rect2(s.properties.value(QStringLiteral("margin"))); // none: no margin
        out.insert(s.attribute(QStringLiteral("id")),
                   Shown{pages.value(id), region, QRect(margin.topLeft(), region.size()), region.size() + margin.size()});
    }
    return out;
}

} // namespace

class TestExportPages : public HeroExportTest
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        loadHero();
        m_options.maxSize = 32;
        m_options.extrude = 2;
        m_options.padding = 1;
        SpriteAtlas atlas(m_hero.project, {0, 1, 2});
        QString error;
        QVERIFY2(atlas.draw(m_hero.folder, m_options, &error), qPrintable(error));
        m_pages = atlas.pageCount();
        QVERIFY2(m_pages >= 3, qPrintable(QString::number(m_pages)));
    }

    void severalPagesInEveryFormat_data()
    {
        QTest::addColumn<QString>("format");
        QStringList ids;
        for (const ExportFormat &f : exportFormats()) {
            if (f.options.testFlag(ExportOption::Atlas)) {
                QTest::newRow(qPrintable(f.id)) << f.id;
                ids << f.id;
            }
        }
        // Every format that writes pictures is read back below; a new one must be added.
        QCOMPARE(ids, (QStringList{QStringLiteral("gltf"), QStringLiteral("glb"), QStringLiteral("aseprite"),
                                   QStringLiteral("godot"), QStringLiteral("spriteframes"), QStringLiteral("spine"),
                                   QStringLiteral("unity")}));
    }
    void severalPagesInEveryFormat()
    {
        QFETCH(QString, format);
        const QDir folder(m_dir.filePath(format));
        QVERIFY(folder.mkpath(QStringLiteral(".")));
        ExportOptions options;
        options.format = format;
        options.atlas = m_options;
        const QString out = format == QLatin1String("unity") ? folder.filePath(QStringLiteral("Hero"))
                                                             : folder.filePath(QStringLiteral("hero.") + findExportFormat(format)->suffix);
        QString error;
        QVERIFY2(exportProject(m_hero.project, m_hero.folder, out, options, &error), qPrintable(error));
        QMap<QString, QImage> pages;
        QMultiMap<QString, Shown> shown; // "clip/frame" -> what the file shows for it
        if (format == QLatin1String("gltf") || format == QLatin1String("glb")) {
            QVERIFY(readGltf(out, &pages, &shown));
        } else {
            const QDir written(format == QLatin1String("unity") ? out : folder.path());
            for (const QString &name : written.entryList({QStringLiteral("*.png")}))
                pages.insert(name, QImage(written.filePath(name)).convertToFormat(QImage::Format_ARGB32));
            if (format == QLatin1String("aseprite"))
                QVERIFY(readAseprite(out, &shown));
            else if (format == QLatin1String("spriteframes") || format == QLatin1String("godot"))
                QVERIFY(readGodot(out, format == QLatin1String("godot"), &shown));
            else if (format == QLatin1String("spine"))
                QCOMPARE(testutil::contentsOf(folder.filePath(QStringLiteral("hero.atlas"))).count("\n  size: "), m_pages);
            else
                QCOMPARE(written.entryList({QStringLiteral("*.png.meta")}).size(), m_pages);
        }
        QCOMPARE(pages.size(), m_pages);
        for (auto it = shown.begin(); it != shown.end(); ++it) {
            const int c = m_hero.project.clipIndex(it.key().section(QLatin1Char('/'), 0, 0));
            const Frame &frame = m_hero.project.clips[size_t(c)].frames.frame(it.key().section(QLatin1Char('/'), 1).toInt());
            QVERIFY2(pages.contains(it->page), qPrintable(it->page));
            const QImage &page = pages[it->page];
            const QString problem = placedProblem(page, it->rect, it->kept, it->whole, pictureOf(m_hero.folder, frame));
            QVERIFY2(problem.isEmpty(), qPrintable(it.key() + QStringLiteral(": ") + problem));
            // The edge pixels repeated `extrude` times around the kept pixels, on the page.
            const QRect r = it->rect;
            for (int y = r.top() - 2; y <= r.bottom() + 2; ++y) {
                for (int x = r.left() - 2; x <= r.right() + 2; ++x) {
                    const QPoint edge(std::clamp(x, r.left(), r.right()), std::clamp(y, r.top(), r.bottom()));
                    if (page.pixel(x, y) != page.pixel(edge))
                        QFAIL(qPrintable(QStringLiteral("%1: page pixel %2,%3 is not the edge's").arg(it.key()).arg(x).arg(y)));
                }
            }
        }
        if (format != QLatin1String("spine") && format != QLatin1String("unity"))
            QCOMPARE(QSet<QString>(shown.keyBegin(), shown.keyEnd()).size(), 11); // every frame of the three clips
    }

    // An export of fewer pages into the folder of one of more: the pages it did not write are
    // named (the first export's pictures that the second did not write), never removed.
    void fewerPagesNameTheLeftovers_data() { severalPagesInEveryFormat_data(); }
    void fewerPagesNameTheLeftovers()
    {
        QFETCH(QString, format);
        const QDir folder(m_dir.filePath(QStringLiteral("again-") + format));
        QVERIFY(folder.mkpath(QStringLiteral(".")));
        ExportOptions options;
        options.format = format;
        options.atlas = m_options;
        const QString out = folder.filePath(format == QLatin1String("unity") ? QStringLiteral("Hero")
                                                                             : QStringLiteral("hero.") + findExportFormat(format)->suffix);
        QString error;
        QStringList many, one;
        QVERIFY2(exportProject(m_hero.project, m_hero.folder, out, options, &error, nullptr, &many), qPrintable(error));
        QVERIFY(SpriteAtlas::leftoverPages(many).isEmpty());
        options.atlas = AtlasOptions();
        QVERIFY2(exportProject(m_hero.project, m_hero.folder, out, options, &error, nullptr, &one), qPrintable(error));
        QStringList expected;
        for (const QString &path : many) {
            if (path.endsWith(QLatin1String(".png")) && !one.contains(path))
                expected.append(path);
        }
        // glTF and GLB hold their pages inside the file: none is left behind.
        const bool inside = format == QLatin1String("gltf") || format == QLatin1String("glb");
        QCOMPARE(expected.size(), inside ? 0 : m_pages - 1);
        QCOMPARE(SpriteAtlas::leftoverPages(one), expected);
        for (const QString &path : expected)
            QVERIFY2(QFileInfo::exists(path), qPrintable(path));
    }

    // A picture larger than a page is refused with its frame, file and region named.
    void refusesAPictureLargerThanAPage()
    {
        ExportOptions options;
        options.format = QStringLiteral("aseprite");
        options.atlas.maxSize = 10; // the hero's first picture keeps 12 x 12 pixels
        QString error;
        QVERIFY(!exportProject(m_hero.project, m_hero.folder, m_dir.filePath(QStringLiteral("small.json")), options, &error));
        QCOMPARE(error, QStringLiteral("clips[0].frames[0] ('hero-sheet.png' [0, 0, 12, 12]) (12x12 pixels, 1 more each side "
                                       "extruded) does not fit on a 10x10 atlas page; raise --max-size"));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("small.json"))));
    }

private:
    // Phaser's multi-atlas form: each texture's frames, "0".."N-1", the tags' frames in order.
    bool readAseprite(const QString &path, QMultiMap<QString, Shown> *shown)
    {
        const QJsonObject doc = QJsonDocument::fromJson(testutil::contentsOf(path)).object();
        QMap<int, Shown> frames;
        for (const QJsonValue &texture : doc[QLatin1String("textures")].toArray()) {
            for (const QJsonValue &f : texture[QLatin1String("frames")].toArray()) {
                const QJsonObject whole = f[QLatin1String("sourceSize")].toObject();
                frames.insert(f[QLatin1String("filename")].toString().toInt(),
                              Shown{texture[QLatin1String("image")].toString(), jsonRect(f[QLatin1String("frame")].toObject()),
                                    jsonRect(f[QLatin1String("spriteSourceSize")].toObject()),
                                    QSize(whole[QLatin1String("w")].toInt(), whole[QLatin1String("h")].toInt())});
            }
        }
        ExportOptions options;
        for (const QJsonValue &tag : doc[QLatin1String("meta")][QLatin1String("frameTags")].toArray()) {
            const QString name = tag[QLatin1String("name")].toString();
            const QList<SheetStep> steps = AsepriteExporter::steps(clip(name), options);
            for (int k = 0; k < steps.size(); ++k) {
                const int index = tag[QLatin1String("from")].toInt() + k;
                if (!frames.contains(index))
                    return false;
                shown->insert(QStringLiteral("%1/%2").arg(name).arg(steps[k].frame), frames[index]);
            }
        }
        return !frames.isEmpty();
    }

    // SpriteFrames: each animation's frames, as SheetSequence steps them; the Godot library: each
    // Animation's texture track, a key a frame.
    bool readGodot(const QString &path, bool library, QMultiMap<QString, Shown> *shown)
    {
        const QList<TresSection> sections = readTres(testutil::contentsOf(path));
        const QMap<QString, Shown> textures = atlasTextures(sections);
        static const QRegularExpression id(QStringLiteral("SubResource\\(\"([^\"]+)\"\\)"));
        for (const TresSection &s : sections) {
            QStringList ids;
            QString name;
            if (library && s.attribute(QStringLiteral("type")) == QLatin1String("Animation")) {
                name = s.properties.value(QStringLiteral("resource_name")).remove(QLatin1Char('"'));
                for (auto m = id.globalMatch(s.properties.value(QStringLiteral("tracks/3/keys"))); m.hasNext();)
                    ids << m.next().captured(1);
            } else if (!library && s.header == QLatin1String("[resource]")) {
                const QStringList animations = s.properties.value(QStringLiteral("animations")).split(QStringLiteral("\"name\": &\""));
                for (qsizetype a = 0; a + 1 < animations.size(); ++a) {
                    const QString clipName = animations[a + 1].section(QLatin1Char('"'), 0, 0);
                    const QList<SheetStep> steps = SheetSequence::of(clip(clipName));
                    qsizetype k = 0;
                    for (auto m = id.globalMatch(animations[a]); m.hasNext(); ++k)
                        shown->insert(QStringLiteral("%1/%2").arg(clipName).arg(steps.value(k).frame), textures.value(m.next().captured(1)));
                }
                continue;
            }
            if (ids.isEmpty())
                continue; // not an Animation
            // A key a step of the clip as it plays (a ping-pong's way back too).
            const QList<SheetStep> steps = SheetSequence::of(clip(name));
            if (ids.size() != steps.size())
                return false;
            for (qsizetype k = 0; k < ids.size(); ++k)
                shown->insert(QStringLiteral("%1/%2").arg(name).arg(steps.value(k).frame), textures.value(ids[k]));
        }
        return !shown->isEmpty();
    }

    // glTF: the page node scaled above 0 at a key shows it; its material's texture transform the
    // rect on the page, its translation and scale the kept pixels in the picture.
    bool readGltf(const QString &path, QMap<QString, QImage> *pages, QMultiMap<QString, Shown> *shown)
    {
        GltfFile file;
        QString why;
        if (!file.load(path, &why))
            return false;
        const QJsonArray images = file.array("images");
        for (int p = 0; p < images.size(); ++p)
            pages->insert(QString::number(p), QImage::fromData(file.view(images[p][QLatin1String("bufferView")].toInt()), "PNG")
                                                  .convertToFormat(QImage::Format_ARGB32));
        for (const QJsonValue &animation : file.array("animations")) {
            const QString name = animation[QLatin1String("name")].toString();
            const Clip &c = clip(name);
            QMap<QString, std::vector<float>> tracks; // "node 1 scale", "material 0 offset"...
            for (const QJsonValue &channel : animation[QLatin1String("channels")].toArray()) {
                const QJsonObject target = channel[QLatin1String("target")].toObject();
                const QString pointer = target[QLatin1String("extensions")][QLatin1String("KHR_animation_pointer")][QLatin1String("pointer")].toString();
                const QString key = pointer.isEmpty() ? QStringLiteral("node %1 %2").arg(target[QLatin1String("node")].toInt()).arg(target[QLatin1String("path")].toString())
                                                      : QStringLiteral("material %1 %2").arg(pointer.section(QLatin1Char('/'), 2, 2), pointer.section(QLatin1Char('/'), -1));
                const int sampler = channel[QLatin1String("sampler")].toInt();
                tracks.insert(key, file.floats(animation[QLatin1String("samplers")][sampler][QLatin1String("output")].toInt()));
            }
            std::vector<int> order; // the frame of each key: out, and back for ping-pong
            for (int i = 0; i < c.frames.count(); ++i)
                order.push_back(i);
            if (c.loop == LoopMode::PingPong)
                for (int i = c.frames.count() - 2; i >= 0; --i)
                    order.push_back(i);
            for (size_t k = 0; k < order.size(); ++k) {
                const QImage picture = pictureOf(m_hero.folder, c.frames.frame(order[k]));
                for (int p = 0; p < images.size(); ++p) {
                    const std::vector<float> size = tracks.value(QStringLiteral("node %1 scale").arg(p + 1));
                    const std::vector<float> at = tracks.value(QStringLiteral("node %1 translation").arg(p + 1));
                    const std::vector<float> offset = tracks.value(QStringLiteral("material %1 offset").arg(p));
                    const std::vector<float> scale = tracks.value(QStringLiteral("material %1 scale").arg(p));
                    if (size.size() < 3 * (k + 1) || size[3 * k] == 0.0f)
                        continue;
                    const QImage &page = (*pages)[QString::number(p)];
                    const QSize kept(qRound(size[3 * k] * kDefaultPixelsPerUnit), qRound(size[3 * k + 1] * kDefaultPixelsPerUnit));
                    shown->insert(QStringLiteral("%1/%2").arg(name).arg(order[k]),
                                  Shown{QString::number(p),
                                        QRect(qRound(offset[2 * k] * page.width()), qRound(offset[2 * k + 1] * page.height()),
                                              qRound(scale[2 * k] * page.width()), qRound(scale[2 * k + 1] * page.height())),
                                        QRect(qRound(at[3 * k] * kDefaultPixelsPerUnit + picture.width() / 2.0 - kept.width() / 2.0),
                                              qRound(-at[3 * k + 1] * kDefaultPixelsPerUnit + picture.height() / 2.0 - kept.height() / 2.0),
                                              kept.width(), kept.height()),
                                        picture.size()});
                }
            }
        }
        return !shown->isEmpty();
    }

    AtlasOptions m_options;
    int m_pages = 0;
};

QTEST_MAIN(TestExportPages)
#include "tst_exportpages.moc"
