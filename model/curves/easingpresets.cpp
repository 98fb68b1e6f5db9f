#include "curves/easingpresets.h"

#include <QCoreApplication>

namespace inbetween::EasingPresets {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("EasingPresets", text);
}
} // namespace

QList<EasingPreset> all()
{
    using T = Easing::Type;
    return {
        {tr("Linear"), Easing(T::Linear)},
        {tr("Step (hold)"), Easing(T::Step)},
        {tr("Ease in (cubic)"), Easing(T::EaseIn)},
        {tr("Ease out (cubic)"), Easing(T::EaseOut)},
        {tr("Ease in and out (cubic)"), Easing(T::EaseInOut)},
        {tr("Slow in and slow out"), Easing::bezier(0.42, 0.0, 0.58, 1.0)},
        {tr("Gentle in and out (sine)"), Easing::bezier(0.37, 0.0, 0.63, 1.0)},
        {tr("Fast start (quint out)"), Easing::bezier(0.22, 1.0, 0.36, 1.0)},
        {tr("Slow start (quint in)"), Easing::bezier(0.64, 0.0, 0.78, 0.0)},
        {tr("Anticipate (back in)"), Easing::bezier(0.36, 0.0, 0.66, -0.56)},
        {tr("Overshoot (back out)"), Easing::bezier(0.34, 1.56, 0.64, 1.0)},
        {tr("Anticipate and overshoot"), Easing::bezier(0.68, -0.6, 0.32, 1.6)},
    };
}

int indexOf(const Easing &easing)
{
    const QList<EasingPreset> presets = all();
    for (qsizetype i = 0; i < presets.size(); ++i) {
        if (presets[i].easing == easing)
            return int(i);
    }
    return -1;
}

} // namespace inbetween::EasingPresets
