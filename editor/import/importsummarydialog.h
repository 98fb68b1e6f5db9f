#pragma once

#include "import/importtargetbox.h"
#include "project.h"

#include <QDialog>
#include <QImage>
#include <QList>
#include <QStringList>

class QLabel;
class QListWidget;
class QTreeWidget;
class QVBoxLayout;

namespace inbetween {

// File > Import > Aseprite JSON or Animated GIF / WebP: what the source will become (its clips
// with their frames, loop modes and lengths) and the importer's warnings, before it goes in, and
// where it goes. An animated image's frames, which the import writes as PNG files, are shown too,
// with the folder they go into for the target chosen: nothing is written before Import is
// clicked (and, for a new project, before the user has said where it is saved).
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
    // The names the clips get in the open project (a name it has already gets a number): the
    // list shows them while the clips go there.
    void setNamesInOpenProject(const QStringList &names);

    // The frames the import writes as PNG files: a strip of them, and the folder they go into:
    // `intoOpenProject` (absolute) when the clips go into the open project, NAME-frames/ beside
    // the new project otherwise.
    void showNewFrames(const QList<QImage> &frames, const QString &intoOpenProject);

private:
    void updateDestination();
    void updateNames();

    QTreeWidget *m_clips;
    ImportTargetBox *m_target;
    QVBoxLayout *m_layout;
    QListWidget *m_frames = nullptr;
    QLabel *m_destination = nullptr;
    QString m_intoOpenProject;
    QStringList m_names;            // as the source names the clips
    QStringList m_namesInOpenProject;
};

} // namespace inbetween
