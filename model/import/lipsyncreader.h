#pragma once

#include "import/lipsynctrack.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace inbetween {

// The one way in to the lip-sync readers (issue 43, DESIGN.md "Timing to voice and beat"): tells
// the format from the file's content, or from its suffix when the content says nothing (a file
// too broken to tell), and reads it whole. Writes nothing; a refused file gives no track.
class LipSyncReader
{
public:
    enum class Format { Unknown, RhubarbJson, RhubarbTsv, RhubarbXml, MohoDat, Papagayo };

    // Content first: a JSON object with "mouthCues", an XML document whose root is
    // <rhubarbResult>, a first line "MohoSwitch1" or "lipsync version 1", a first line that is
    // a time, a tab and a shape; then the suffix: .json, .xml, .dat, .pgo, .tsv or .txt.
    static Format detect(const QByteArray &bytes, const QString &fileName);
    static QString formatName(Format format); // "Rhubarb JSON", "Moho switch .dat", ...

    // `fileName` serves detection only. Unknown formats are refused, naming those read.
    static LipSyncResult read(const QByteArray &bytes, const QString &fileName, const LipSyncOptions &options = {});
    // The file at `path`; refused when it cannot be read or is larger than options.maxFileBytes.
    static LipSyncResult readFile(const QString &path, const LipSyncOptions &options = {});
    // The voices of the file at `path` to choose from (LipSyncOptions::voice is a place in this
    // list): a Papagayo .pgo's names in its order; none for the other formats, which hold one, or
    // a file refused.
    static QStringList voicesInFile(const QString &path, const LipSyncOptions &options = {});
};

} // namespace inbetween
