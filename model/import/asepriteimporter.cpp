#include "import/asepriteimporter.h"

#include "import/asepriteslicereader.h"
#include "import/asepritetags.h"
#include "import/importablefile.h"
#include "import/jsonvaluetext.h"
#include "json/jsontext.h"

#include <QJsonArray>
#include <QJsonObject>
#include "file/strictjson.h"
#include "import/jsonkeyorder.h"
#include "media/imagecheck.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <cmath>

namespace inbetween {

namespace {

QString sizeText(QSize s)
{
    return QStringLiteral("%1x%2").arg(s.width()).arg(s.height());
}

QString rectText(const QRect &r)
{
    return QStringLiteral("x %1, y %2, w %3, h %4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

// A whole number within [minimum, maximum].
bool wholeNumber(const QJsonValue &v, double minimum, double maximum, int *out)
{
    const double d = v.toDouble();
    if (!v.isDouble() || !std::isfinite(d) || d != std::floor(d) || d < minimum || d > maximum)
        return false;
    *out = int(d);
    return true;
}

// {"x", "y", "w", "h"} in whole pixels, w and h at least 1.
bool readRect(const QJsonValue &v, const QString &where, int maxSide, ImportResult *result, QRect *out)
{
    const QJsonObject o = v.toObject();
    int n[4] = {};
    const char *keys[4] = {"x", "y", "w", "h"};
    bool ok = v.isObject();
    for (int i = 0; ok && i < 4; ++i)
        ok = wholeNumber(o.value(QLatin1String(keys[i])), i < 2 ? -maxSide : 1, maxSide, &n[i]);
    if (!ok) {
        result->error(where, QStringLiteral("must be {\"x\", \"y\", \"w\", \"h\"} in whole pixels, w and h at least 1")
                                 + got(v));
        return false;
    }
    *out = QRect(n[0], n[1], n[2], n[3]);
    return true;
}

// One entry of "frames": its rect and duration; rotated is refused, trimmed is a warning unless
// the frame is `placed` by its pivot (AsepriteSliceReader::placesFrame).
bool readFrame(const QJsonValue &v, const QString &where, const QSize &sheet, const QString &image, bool placed,
               const ProjectLimits &limits, ImportResult *result, Frame *out)
{
    if (!v.isObject()) {
        result->error(where, QStringLiteral("must be an object") + got(v));
        return false;
    }
    const QJsonObject o = v.toObject();
    bool ok = true;
    QRect rect;
    if (!o.contains(QLatin1String("frame"))) {
        result->error(where + QStringLiteral(".frame"), QStringLiteral("missing: every frame needs its rect in the sheet"));
        ok = false;
    } else if (readRect(o.value(QLatin1String("frame")), where + QStringLiteral(".frame"), limits.maxImageSide, result,
                        &rect)) {
        if (sheet.isValid() && !QRect(QPoint(), sheet).contains(rect)) {
            result->error(where + QStringLiteral(".frame"),
                          QStringLiteral("outside the sheet (%1): %2").arg(sizeText(sheet), rectText(rect)));
            ok = false;
        }
    } else {
        ok = false;
    }
    if (o.value(QLatin1String("rotated")).toBool()) {
        result->error(where + QStringLiteral(".rotated"),
                      QStringLiteral("a rotated frame is refused: its pixels lie turned by 90 degrees in the sheet and a "
                                     "region cannot turn them back (export the sheet without rotation)"));
        ok = false;
    }
    if (o.value(QLatin1String("trimmed")).toBool() && !placed) {
        const QJsonObject s = o.value(QLatin1String("spriteSourceSize")).toObject();
        const QJsonObject source = o.value(QLatin1String("sourceSize")).toObject();
        result->warning(where + QStringLiteral(".trimmed"),
                        QStringLiteral("a trimmed frame keeps its rect; its trim offset (x %1, y %2 in a %3x%4 frame) is "
                                       "not carried, so it shows shifted against untrimmed frames")
                            .arg(s.value(QLatin1String("x")).toInt())
                            .arg(s.value(QLatin1String("y")).toInt())
                            .arg(source.value(QLatin1String("w")).toInt())
                            .arg(source.value(QLatin1String("h")).toInt()));
    }
    double duration = 100.0;
    const QJsonValue d = o.value(QLatin1String("duration"));
    if (d.isUndefined()) {
        result->warning(where + QStringLiteral(".duration"), QStringLiteral("missing: the frame holds 100 ms"));
    } else if (!d.isDouble() || !(d.toDouble() > 0.0) || d.toDouble() > limits.maxDuration) {
        result->error(where + QStringLiteral(".duration"),
                      QStringLiteral("must be a number of ms greater than 0 and at most %1").arg(limitText(limits.maxDuration))
                          + got(d));
        ok = false;
    } else {
        duration = d.toDouble();
    }
    *out = Frame{duration, image, rect};
    return ok;
}

} // namespace

bool AsepriteImporter::looksLikeSheetJson(const QByteArray &json)
{
    return importablefile::looksLikeAsepriteSheet(json);
}

ImportResult AsepriteImporter::read(const QByteArray &json, const QString &path, const ImportOptions &options)
{
    ImportResult result;
    result.diagnostics = strictjson::problems(json, options.limits);
    if (!result.diagnostics.isEmpty())
        return result;
    const QJsonObject root = QJsonDocument::fromJson(json).object();
    if (root.value(QLatin1String("format")).toString() == QLatin1String("inbetween")) {
        result.error({}, QStringLiteral("already an Inbetween project: open it, there is nothing to import"));
        return result;
    }
    const QJsonValue framesValue = root.value(QLatin1String("frames"));
    const QJsonValue metaValue = root.value(QLatin1String("meta"));
    if (!framesValue.isObject() && !framesValue.isArray())
        result.error(QStringLiteral("frames"), QStringLiteral("must be an object (hash form) or an array (array form) of "
                                                              "the sheet's frames")
                                                   + got(framesValue));
    if (!metaValue.isObject())
        result.error(QStringLiteral("meta"), QStringLiteral("must be an object naming the sheet's image") + got(metaValue));
    if (result.hasErrors())
        return result;

    // The sheet: meta.image, relative to the JSON's folder.
    const QJsonObject meta = metaValue.toObject();
    const QJsonValue imageValue = meta.value(QLatin1String("image"));
    QSize sheet;
    QString image;
    if (!imageValue.isString() || imageValue.toString().isEmpty()) {
        result.error(QStringLiteral("meta.image"), QStringLiteral("must name the sheet's image file") + got(imageValue));
    } else {
        const QString file = QDir(QFileInfo(path).absolutePath()).absoluteFilePath(imageValue.toString());
        QImage pixels;
        if (const QString problem = readCheckedImage(file, options.limits, &pixels); !problem.isEmpty()) {
            result.error(QStringLiteral("meta.image"), QStringLiteral("%1: %2").arg(imageValue.toString(), problem));
        } else {
            sheet = pixels.size();
            image = options.projectPath(path, file);
            const QJsonObject size = meta.value(QLatin1String("size")).toObject();
            const QSize said(size.value(QLatin1String("w")).toInt(), size.value(QLatin1String("h")).toInt());
            if (!size.isEmpty() && said != sheet)
                result.warning(QStringLiteral("meta.size"), QStringLiteral("%1, but %2 is %3: the image's own size counts")
                                                                .arg(sizeText(said), imageValue.toString(), sizeText(sheet)));
        }
    }

    // The frames, in the file's order (the hash form's keys as written).
    QList<Frame> frames;
    QList<QJsonObject> frameObjects; // the file's, for their frame data
    const QJsonValue slices = meta.value(QLatin1String("slices"));
    auto take = [&](const QJsonValue &v, const QString &where) {
        Frame f;
        const bool placed = AsepriteSliceReader::placesFrame(v.toObject(), slices);
        if (readFrame(v, where, sheet, image, placed, options.limits, &result, &f))
            frames.append(f);
        else
            frames.append(Frame{}); // keeps the indexes of the tags; the import fails anyway
        frameObjects.append(v.toObject());
    };
    if (framesValue.isArray()) {
        const QJsonArray a = framesValue.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            take(a[i], QStringLiteral("frames[%1]").arg(i));
    } else {
        const QJsonObject o = framesValue.toObject();
        for (const QString &key : objectKeysInOrder(json, QStringLiteral("frames")))
            take(o.value(key), QStringLiteral("frames[%1]").arg(QString::fromUtf8(jsonString(key))));
    }
    if (frames.isEmpty())
        result.error(QStringLiteral("frames"), QStringLiteral("no frames: nothing to import"));
    if (frames.size() > options.limits.maxFrames)
        result.error(QStringLiteral("frames"), QStringLiteral("%1 frames, more than the limit of %2")
                                                   .arg(frames.size())
                                                   .arg(options.limits.maxFrames));
    if (result.hasErrors())
        return result;

    Project project;
    project.name = options.nameFor(path);
    AsepriteSliceReader::apply(slices, frameObjects, &frames, &project, options.limits, &result);
    project.clips = AsepriteTags::clips(meta.value(QLatin1String("frameTags")), frames, project.name, options.limits,
                                        &result);
    if (result.hasErrors())
        return result;
    result.project = std::move(project);
    return result;
}

ImportResult AsepriteImporter::importFile(const QString &path, const ImportOptions &options)
{
    ImportResult result;
    QFile file(path);
    if (QFileInfo(path).size() > options.limits.maxFileBytes) {
        result.error({}, QStringLiteral("the file is %1 bytes, larger than the limit of %2 bytes")
                             .arg(QFileInfo(path).size())
                             .arg(options.limits.maxFileBytes));
        return result;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        result.error({}, QStringLiteral("cannot be read: %1").arg(file.errorString()));
        return result;
    }
    return read(file.readAll(), path, options);
}

} // namespace inbetween
