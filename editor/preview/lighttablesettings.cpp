#include "preview/lighttablesettings.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QSettings>
#include <algorithm>

namespace inbetween {

const QColor LightTableSettings::defaultBackground(0x1d, 0x20, 0x26);

namespace {
// One group per project, named by a hash of its path (a path holds slashes QSettings would nest).
QString groupOf(const QString &projectPath)
{
    const QString path = projectPath.isEmpty() ? QString() : QFileInfo(projectPath).absoluteFilePath();
    return QStringLiteral("lightTable/")
           + QString::fromLatin1(QCryptographicHash::hash(path.toUtf8(), QCryptographicHash::Sha1).toHex().left(16));
}

QString backgroundName(LightTableSettings::Background b)
{
    switch (b) {
    case LightTableSettings::Background::Auto: return QStringLiteral("auto");
    case LightTableSettings::Background::Checkerboard: return QStringLiteral("checkerboard");
    case LightTableSettings::Background::Colour: return QStringLiteral("colour");
    case LightTableSettings::Background::Image: return QStringLiteral("image");
    }
    return QStringLiteral("auto");
}

LightTableSettings::Background backgroundFrom(const QString &name)
{
    for (auto b : {LightTableSettings::Background::Checkerboard, LightTableSettings::Background::Colour,
                   LightTableSettings::Background::Image}) {
        if (name == backgroundName(b))
            return b;
    }
    return LightTableSettings::Background::Auto;
}
} // namespace

LightTableSettings LightTableSettings::load(const QString &projectPath)
{
    LightTableSettings s;
    QSettings settings;
    settings.beginGroup(groupOf(projectPath));
    s.onion = settings.value(QStringLiteral("onion"), s.onion).toBool();
    s.before = std::clamp(settings.value(QStringLiteral("before"), s.before).toInt(), 0, 5);
    s.after = std::clamp(settings.value(QStringLiteral("after"), s.after).toInt(), 0, 5);
    s.tinted = settings.value(QStringLiteral("tinted"), s.tinted).toBool();
    s.beforeTint = QColor(settings.value(QStringLiteral("beforeTint"), s.beforeTint.name()).toString());
    s.afterTint = QColor(settings.value(QStringLiteral("afterTint"), s.afterTint.name()).toString());
    s.onionWhilePlaying = settings.value(QStringLiteral("onionWhilePlaying"), s.onionWhilePlaying).toBool();
    s.pinnedClip = settings.value(QStringLiteral("pinnedClip")).toString();
    s.pinnedFrame = settings.value(QStringLiteral("pinnedFrame"), -1).toInt();
    s.background = backgroundFrom(settings.value(QStringLiteral("background")).toString());
    s.backgroundColour = QColor(settings.value(QStringLiteral("backgroundColour"), s.backgroundColour.name()).toString());
    s.backgroundImage = settings.value(QStringLiteral("backgroundImage")).toString();
    s.pixelScale = std::clamp(settings.value(QStringLiteral("pixelScale"), 0).toInt(), 0, maximumPixelScale);
    s.smooth = settings.value(QStringLiteral("smooth"), s.smooth).toBool();
    s.flipped = settings.value(QStringLiteral("flipped"), s.flipped).toBool();
    s.showPivot = settings.value(QStringLiteral("showPivot"), s.showPivot).toBool();
    s.showHitBoxes = settings.value(QStringLiteral("showHitBoxes"), s.showHitBoxes).toBool();
    s.showHurtBoxes = settings.value(QStringLiteral("showHurtBoxes"), s.showHurtBoxes).toBool();
    s.showOtherBoxes = settings.value(QStringLiteral("showOtherBoxes"), s.showOtherBoxes).toBool();
    s.showPoints = settings.value(QStringLiteral("showPoints"), s.showPoints).toBool();
    if (!s.beforeTint.isValid())
        s.beforeTint = LightTableSettings().beforeTint;
    if (!s.afterTint.isValid())
        s.afterTint = LightTableSettings().afterTint;
    if (!s.backgroundColour.isValid())
        s.backgroundColour = defaultBackground;
    return s;
}

bool LightTableSettings::isStored(const QString &projectPath)
{
    QSettings settings;
    settings.beginGroup(groupOf(projectPath));
    return settings.contains(QStringLiteral("onion"));
}

void LightTableSettings::save(const QString &projectPath) const
{
    QSettings settings;
    settings.beginGroup(groupOf(projectPath));
    settings.setValue(QStringLiteral("onion"), onion);
    settings.setValue(QStringLiteral("before"), before);
    settings.setValue(QStringLiteral("after"), after);
    settings.setValue(QStringLiteral("tinted"), tinted);
    settings.setValue(QStringLiteral("beforeTint"), beforeTint.name());
    settings.setValue(QStringLiteral("afterTint"), afterTint.name());
    settings.setValue(QStringLiteral("onionWhilePlaying"), onionWhilePlaying);
    settings.setValue(QStringLiteral("pinnedClip"), pinnedClip);
    settings.setValue(QStringLiteral("pinnedFrame"), pinnedFrame);
    settings.setValue(QStringLiteral("background"), backgroundName(background));
    settings.setValue(QStringLiteral("backgroundColour"), backgroundColour.name());
    settings.setValue(QStringLiteral("backgroundImage"), backgroundImage);
    settings.setValue(QStringLiteral("pixelScale"), pixelScale);
    settings.setValue(QStringLiteral("smooth"), smooth);
    settings.setValue(QStringLiteral("flipped"), flipped);
    settings.setValue(QStringLiteral("showPivot"), showPivot);
    settings.setValue(QStringLiteral("showHitBoxes"), showHitBoxes);
    settings.setValue(QStringLiteral("showHurtBoxes"), showHurtBoxes);
    settings.setValue(QStringLiteral("showOtherBoxes"), showOtherBoxes);
    settings.setValue(QStringLiteral("showPoints"), showPoints);
}

bool operator==(const LightTableSettings &a, const LightTableSettings &b)
{
    return a.onion == b.onion && a.before == b.before && a.after == b.after && a.tinted == b.tinted
           && a.beforeTint == b.beforeTint && a.afterTint == b.afterTint && a.onionWhilePlaying == b.onionWhilePlaying
           && a.pinnedClip == b.pinnedClip && a.pinnedFrame == b.pinnedFrame && a.background == b.background
           && a.backgroundColour == b.backgroundColour && a.backgroundImage == b.backgroundImage
           && a.pixelScale == b.pixelScale && a.smooth == b.smooth && a.flipped == b.flipped
           && a.showPivot == b.showPivot && a.showHitBoxes == b.showHitBoxes && a.showHurtBoxes == b.showHurtBoxes
           && a.showOtherBoxes == b.showOtherBoxes && a.showPoints == b.showPoints;
}

} // namespace inbetween
