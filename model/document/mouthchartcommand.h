#pragma once

#include "document/document.h"

#include <QUndoCommand>

namespace inbetween {

// One edit of the project's mouth chart (DESIGN.md, "Timing to voice and beat"): a shape given a
// picture (an image, or a cell of a sheet), or its picture taken away (`picture` none), as one
// undo step. The chart holds for every clip, so no clip is made current.
class MouthChartCommand : public QUndoCommand
{
public:
    MouthChartCommand(Document *doc, const QString &shape, const std::optional<MouthPicture> &picture,
                      QUndoCommand *parent = nullptr);
    // The whole chart at once (a relink of its files, or the pictures a lip-sync import found).
    MouthChartCommand(Document *doc, const QMap<QString, MouthPicture> &chart, const QString &text,
                      QUndoCommand *parent = nullptr);

    void redo() override { m_doc->setMouths(m_new); }
    void undo() override { m_doc->setMouths(m_old); }

private:
    Document *m_doc;
    QMap<QString, MouthPicture> m_old;
    QMap<QString, MouthPicture> m_new;
};

} // namespace inbetween
