#pragma once

#include <QString>

namespace inbetween {

// A clip's name with a number after it, as a copy or a second import is named ("walk 3"):
// `base` cut short so that the name keeps to the file's ProjectLimits::maxNameLength, never in
// the middle of a character (a saved clip name past it would keep the file from opening).
QString numberedClipName(const QString &base, qlonglong n);

} // namespace inbetween
