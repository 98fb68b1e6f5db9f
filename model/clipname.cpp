#include "clipname.h"

#include "projectlimits.h"

#include <algorithm>

namespace inbetween {

QString numberedClipName(const QString &base, qlonglong n)
{
    const QString number = QStringLiteral(" %1").arg(n);
    qsizetype keep = std::min(base.size(), qsizetype(ProjectLimits().maxNameLength) - number.size());
    if (keep > 0 && keep < base.size() && base[keep - 1].isHighSurrogate())
        --keep;
    return base.left(keep) + number;
}

} // namespace inbetween
