#pragma once

#include "document/document.h"

#include <QUndoCommand>

namespace inbetween {

// The settings the clips share: the project's name, the editor's fps grid, and the box and point
// names the frames may use.
struct ProjectSettings
{
    QString name;
    double fps = 60.0;
    QList<BoxDeclaration> boxes = {};
    QList<PointDeclaration> points = {};

    static ProjectSettings of(const Project &p) { return {p.name, p.fps, p.boxes, p.points}; }
    friend bool operator==(const ProjectSettings &a, const ProjectSettings &b)
    {
        return a.name == b.name && a.fps == b.fps && a.boxes == b.boxes && a.points == b.points;
    }
};

// Sets the project settings; consecutive mergeable edits (typing a name, spinning the fps) merge.
class ProjectSettingsCommand : public QUndoCommand
{
public:
    ProjectSettingsCommand(Document *doc, const ProjectSettings &settings, const QString &text, bool mergeable = false);

    int id() const override;
    void redo() override { apply(m_new); }
    void undo() override { apply(m_old); }
    bool mergeWith(const QUndoCommand *other) override;

private:
    void apply(const ProjectSettings &s);

    Document *m_doc;
    ProjectSettings m_old;
    ProjectSettings m_new;
    bool m_mergeable;
};

} // namespace inbetween
