#pragma once

#include "projectlimits.h"

#include <QMap>
#include <QString>
#include <QStringList>

namespace inbetween {

// Mouth pictures kept as one image file a shape, named after it: the way Papagayo's mouth sets
// ("AI.jpg", "MBP.jpg", "rest.jpg") and the pictures Rhubarb Lip Sync's integrations switch
// between ("A.png" ... "X.png") are laid out. A lip-sync import without a chart for a shape finds
// its picture so: in the lip-sync file's folder, then in a "mouths" folder beside it.
class MouthPictureFiles
{
public:
    // For each of `shapes`, the absolute path of the first image file whose base name is the
    // shape (exactly, else ignoring case) and which reads as an image within `limits`, looked
    // for in the folders of lookedIn(); shapes without one are left out. The files of a shape's
    // name passed over go to *unusable as "PATH: why".
    static QMap<QString, QString> find(const QStringList &shapes, const QString &lipSyncPath, const ProjectLimits &limits,
                                       QStringList *unusable = nullptr);
    // The folders find() looks in, in order.
    static QStringList lookedIn(const QString &lipSyncPath);
};

} // namespace inbetween
