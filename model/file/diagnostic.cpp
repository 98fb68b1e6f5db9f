#include "diagnostic.h"

namespace inbetween {

QString Diagnostic::text(const QString &fileName) const
{
    QString s = fileName;
    if (!where.isEmpty())
        s += QStringLiteral(": ") + where;
    if (severity == Severity::Warning)
        s += QStringLiteral(": warning");
    return s + QStringLiteral(": ") + message;
}

} // namespace inbetween
