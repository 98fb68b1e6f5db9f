#pragma once

#include "document.h"

#include <QUndoCommand>

namespace inbetween {

// The clip-wide settings: its name, its loop mode and the editor's fps grid.
struct ClipSettings
{
    QString name;
    LoopMode loop = LoopMode::Loop;
    double fps = 60.0;

    static ClipSettings of(const Project &p) { return {p.name, p.loop, p.fps}; }
    friend bool operator==(const ClipSettings &a, const ClipSettings &b)
    {
        return a.name == b.name && a.loop == b.loop && a.fps == b.fps;
    }
};

// Sets the clip settings; consecutive mergeable edits (typing a name, spinning the fps) merge.
class ClipSettingsCommand : public QUndoCommand
{
public:
    ClipSettingsCommand(Document *doc, const ClipSettings &settings, const QString &text, bool mergeable = false);

    int id() const override;
    void redo() override { apply(m_new); }
    void undo() override { apply(m_old); }
    bool mergeWith(const QUndoCommand *other) override;

private:
    void apply(const ClipSettings &s);

    Document *m_doc;
    ClipSettings m_old;
    ClipSettings m_new;
    bool m_mergeable;
};

} // namespace inbetween
