#pragma once

#include "importtargetbox.h"
#include "project.h"

#include <QDialog>
#include <QStringList>

class QTreeWidget;

namespace inbetween {

// File > Import > Aseprite JSON or Animated GIF / WebP: what the source will become (its clips
// with their frames, loop modes and lengths) and the importer's warnings, before it goes in, and
// where it goes.
class ImportSummaryDialog : public QDialog
{
    Q_OBJECT

public:
    // `kindText`: "an Aseprite sprite-sheet JSON"; `warnings`: the importer's messages.
    ImportSummaryDialog(const Project &project, const QString &sourceName, const QString &kindText,
                        const QStringList &warnings, const QString &openProject, QWidget *parent = nullptr);

    ImportTarget target() const;
    void setTarget(ImportTarget target);
    QTreeWidget *clipList() const { return m_clips; }

private:
    QTreeWidget *m_clips;
    ImportTargetBox *m_target;
};

} // namespace inbetween
