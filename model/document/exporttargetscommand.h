#pragma once

#include "exporttarget.h"

#include <QList>
#include <QUndoCommand>

namespace inbetween {

class Document;
class Project;

// What the project keeps about its exports (DESIGN.md, "Export targets"): the targets, in the
// order they run, and whether a save runs them.
struct ExportSettings
{
    QList<ExportTarget> targets;
    bool onSave = false;

    static ExportSettings of(const Project &p);
    friend bool operator==(const ExportSettings &a, const ExportSettings &b)
    {
        return a.targets == b.targets && a.onSave == b.onSave;
    }
};

// Sets the export settings as one undo step: redo and undo put back the whole list (an edit of
// one target, a removal, a new one, Export on Save, or a clip's rename carried into the targets
// that name it). Obsolete when it changes nothing.
class ExportTargetsCommand : public QUndoCommand
{
public:
    ExportTargetsCommand(Document *doc, const ExportSettings &settings, const QString &text);

    void redo() override { apply(m_new); }
    void undo() override { apply(m_old); }

private:
    void apply(const ExportSettings &s);

    Document *m_doc;
    ExportSettings m_old;
    ExportSettings m_new;
};

} // namespace inbetween
