#pragma once

// Real readers of the exports, run as programs: three.js (GLTFLoader and AnimationMixer, from
// npm, threeplay.mjs), Blender 3.4 (its glTF importer, blenderplay.py) and inbetween-cli's own
// `sample`, the reference they are held to.

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QTemporaryFile>
#include <cmath>

namespace exporttest {

struct ProgramRun
{
    int exitCode = -1;
    QByteArray out;
    QString err;
};

inline ProgramRun runProgram(const QString &program, const QStringList &args, int timeoutMs = 300000)
{
    QProcess process;
    process.start(program, args);
    ProgramRun run;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        run.err = QStringLiteral("%1 did not finish in %2 s").arg(program).arg(timeoutMs / 1000);
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

// A pose as a reader played it, or as `sample` gives it.
// Asks a reader in Node.js: writes `request` to `requestPath` and runs `node ARGS... requestPath`,
// which answers in JSON on stdout. Its answer; an empty text, or `who` and its stderr in *error.
inline QJsonObject askNodeReader(const QString &node, QStringList args, const QJsonObject &request,
                                 const QString &requestPath, const QString &who, QString *error)
{
    QFile file(requestPath);
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(request).toJson()) <= 0) {
        *error = QStringLiteral("cannot write ") + requestPath;
        return {};
    }
    file.close();
    const ProgramRun run = runProgram(node, args << requestPath);
    if (run.exitCode != 0) {
        *error = who + QStringLiteral(": ") + run.err;
        return {};
    }
    return QJsonDocument::fromJson(run.out).object();
}

struct PlayedPose
{
    double translation[3] = {0, 0, 0};
    double quaternion[4] = {0, 0, 0, 1};
    double scale[3] = {1, 1, 1};
};

inline PlayedPose poseOf(const QJsonObject &o)
{
    PlayedPose p;
    for (int c = 0; c < 3; ++c) {
        p.translation[c] = o[QLatin1String("translation")][c].toDouble();
        p.scale[c] = o[QLatin1String("scale")][c].toDouble();
    }
    for (int c = 0; c < 4; ++c)
        p.quaternion[c] = o[QLatin1String("quaternion")][c].toDouble();
    return p;
}

// The angle in degrees between the rotations of two quaternions (either sign), from the chord
// between the normalised quaternions (acos of a dot product near 1 loses half the digits).
inline double rotationDegrees(const double a[4], const double b[4])
{
    const double na = std::sqrt(a[0] * a[0] + a[1] * a[1] + a[2] * a[2] + a[3] * a[3]);
    const double nb = std::sqrt(b[0] * b[0] + b[1] * b[1] + b[2] * b[2] + b[3] * b[3]);
    const double sign = (a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3]) < 0 ? -1.0 : 1.0;
    double chord = 0;
    for (int c = 0; c < 4; ++c) {
        const double d = a[c] / na - sign * b[c] / nb;
        chord += d * d;
    }
    return 4.0 * std::asin(std::min(1.0, std::sqrt(chord) / 2.0)) * 180.0 / M_PI;
}

inline double largestDifference(const double a[3], const double b[3])
{
    return std::max({std::abs(a[0] - b[0]), std::abs(a[1] - b[1]), std::abs(a[2] - b[2])});
}

// `inbetween-cli sample FILE --clip NAME --at T...`: the poses at playback times (ms).
inline QList<PlayedPose> cliSamples(const QString &cli, const QString &project, const QString &clip,
                                    const QList<double> &timesMs, QString *why)
{
    QStringList args{QStringLiteral("sample"), project, QStringLiteral("--clip"), clip};
    for (double t : timesMs)
        args << QStringLiteral("--at") << QString::number(t, 'g', 17);
    const ProgramRun run = runProgram(cli, args);
    QList<PlayedPose> out;
    if (run.exitCode != 0) {
        *why = run.err;
        return out;
    }
    for (const QByteArray &line : run.out.split('\n')) {
        if (!line.isEmpty())
            out.append(poseOf(QJsonDocument::fromJson(line).object()));
    }
    if (out.size() != timesMs.size())
        *why = QStringLiteral("sample printed %1 lines for %2 times").arg(out.size()).arg(timesMs.size());
    return out;
}

// three.js plays `gltfPath`: for each animation named in `secondsByAnimation`, the node's pose
// at those times of its AnimationMixer, and the clip's duration (s). Empty with *why on failure.
struct ThreeAnimation
{
    double duration = 0.0;
    QList<PlayedPose> poses;
};

inline QMap<QString, ThreeAnimation> threePlay(const QString &node, const QString &script, const QString &modules,
                                               const QString &gltfPath,
                                               const QMap<QString, QList<double>> &secondsByAnimation, QString *why)
{
    QMap<QString, ThreeAnimation> out;
    if (!QFileInfo::exists(modules + QStringLiteral("/three"))) {
        *why = QStringLiteral("three is not installed: run the export_npm_ci test (npm ci) first");
        return out;
    }
    QJsonObject times;
    for (auto it = secondsByAnimation.begin(); it != secondsByAnimation.end(); ++it) {
        QJsonArray list;
        for (double s : *it)
            list.append(s);
        times.insert(it.key(), list);
    }
    QTemporaryFile timesFile(QDir::temp().filePath(QStringLiteral("inbetween-times-XXXXXX.json")));
    if (!timesFile.open()) {
        *why = timesFile.errorString();
        return out;
    }
    timesFile.write(QJsonDocument(times).toJson(QJsonDocument::Compact));
    timesFile.flush();
    const ProgramRun run = runProgram(node, {script, modules, gltfPath, timesFile.fileName()});
    if (run.exitCode != 0) {
        *why = QStringLiteral("three.js: ") + run.err;
        return out;
    }
    const QJsonObject animations = QJsonDocument::fromJson(run.out).object()[QLatin1String("animations")].toObject();
    for (auto it = animations.begin(); it != animations.end(); ++it) {
        ThreeAnimation a;
        a.duration = it->toObject()[QLatin1String("duration")].toDouble();
        for (const QJsonValue &pose : it->toObject()[QLatin1String("poses")].toArray())
            a.poses.append(poseOf(pose.toObject()));
        out.insert(it.key(), a);
    }
    return out;
}

// Blender 3.4 plays `gltfPath` (blenderplay.py): for each animation named, the object's pose at
// those times, in glTF's axes. Empty with *why on failure.
inline QMap<QString, QList<PlayedPose>> blenderPlay(const QString &blender, const QString &script, const QString &gltfPath,
                                                    const QMap<QString, QList<double>> &secondsByAnimation, QString *why)
{
    QMap<QString, QList<PlayedPose>> out;
    QJsonObject times;
    for (auto it = secondsByAnimation.begin(); it != secondsByAnimation.end(); ++it) {
        QJsonArray list;
        for (double s : *it)
            list.append(s);
        times.insert(it.key(), list);
    }
    QTemporaryFile timesFile(QDir::temp().filePath(QStringLiteral("inbetween-times-XXXXXX.json")));
    QTemporaryFile outFile(QDir::temp().filePath(QStringLiteral("inbetween-blender-XXXXXX.json")));
    if (!timesFile.open() || !outFile.open()) {
        *why = QStringLiteral("no temporary file");
        return out;
    }
    timesFile.write(QJsonDocument(times).toJson(QJsonDocument::Compact));
    timesFile.flush();
    const ProgramRun run = runProgram(blender, {QStringLiteral("-b"), QStringLiteral("--factory-startup"),
                                                QStringLiteral("--python-exit-code"), QStringLiteral("1"),
                                                QStringLiteral("--python"), script, QStringLiteral("--"), gltfPath,
                                                timesFile.fileName(), outFile.fileName()});
    const QJsonObject animations =
        QJsonDocument::fromJson(outFile.readAll()).object()[QLatin1String("animations")].toObject();
    if (run.exitCode != 0 || animations.isEmpty()) {
        *why = QStringLiteral("Blender: ") + QString::fromUtf8(run.out.right(2000)) + run.err.right(2000);
        return out;
    }
    for (auto it = animations.begin(); it != animations.end(); ++it) {
        QList<PlayedPose> poses;
        for (const QJsonValue &pose : it->toObject()[QLatin1String("poses")].toArray())
            poses.append(poseOf(pose.toObject()));
        out.insert(it.key(), poses);
    }
    return out;
}

} // namespace exporttest
