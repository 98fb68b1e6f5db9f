#pragma once

#include <QGroupBox>

class QRadioButton;

namespace inbetween {

// Where an import goes: a new project (written to a file the user names, then opened), or the
// open project, as new clips (one undo step).
enum class ImportTarget { NewProject, AddClips };

// The choice of ImportTarget in the import dialogs.
class ImportTargetBox : public QGroupBox
{
    Q_OBJECT

public:
    // `openProject` names the open project in the second choice.
    explicit ImportTargetBox(const QString &openProject, QWidget *parent = nullptr);

    ImportTarget target() const;
    void setTarget(ImportTarget target);

signals:
    void targetChanged(inbetween::ImportTarget target);

private:
    QRadioButton *m_newProject;
    QRadioButton *m_addClips;
};

} // namespace inbetween
