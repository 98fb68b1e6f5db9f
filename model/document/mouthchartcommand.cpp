#include "document/mouthchartcommand.h"

#include "media/imagecheck.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace inbetween {

namespace {

QString stepText(const QString &shape, const std::optional<MouthPicture> &picture)
{
    if (!picture)
        return QCoreApplication::translate("MouthChartCommand", "Clear the mouth %1").arg(shape);
    const QString file = QFileInfo(picture->image).fileName();
    if (!picture->region)
        return QCoreApplication::translate("MouthChartCommand", "Mouth %1: %2").arg(shape, file);
    return QCoreApplication::translate("MouthChartCommand", "Mouth %1: %2 %3").arg(shape, file, regionText(*picture->region));
}

} // namespace

MouthChartCommand::MouthChartCommand(Document *doc, const QString &shape, const std::optional<MouthPicture> &picture,
                                     QUndoCommand *parent)
    : QUndoCommand(stepText(shape, picture), parent), m_doc(doc), m_old(doc->project().mouths), m_new(m_old)
{
    if (picture)
        m_new.insert(shape, *picture);
    else
        m_new.remove(shape);
    setObsolete(m_new == m_old);
}

MouthChartCommand::MouthChartCommand(Document *doc, const QMap<QString, MouthPicture> &chart, const QString &text,
                                     QUndoCommand *parent)
    : QUndoCommand(text, parent), m_doc(doc), m_old(doc->project().mouths), m_new(chart)
{
    setObsolete(m_new == m_old);
}

} // namespace inbetween
