#include "document/editrefusal.h"

#include "document/document.h"

#include <QCoreApplication>

namespace inbetween {

QString countProblem(qint64 count, qint64 adding, qint64 most, const char *holder, const char *items)
{
    if (count + adding <= most)
        return {};
    return QCoreApplication::translate("EditRefusal", "%1 at most %2 %3").arg(QLatin1String(holder)).arg(most).arg(QLatin1String(items));
}

bool refused(Document *doc, const QString &problem)
{
    if (problem.isEmpty())
        return false;
    emit doc->editRefused(QCoreApplication::translate("EditRefusal", "Not done: %1").arg(problem));
    return true;
}

} // namespace inbetween
