#pragma once

#include "import/importoptions.h"
#include "import/importresult.h"

#include <QString>

namespace inbetween {

// What `inbetween-cli import SOURCE` (and the editor's File > Import and drops) was given, told
// from the file's content, never from its name.
enum class ImportKind {
    Unknown,      // none of the below (why: see detectImportKind)
    AsepriteJson, // JSON text: Aseprite's sprite-sheet JSON
    Animation,    // a GIF or WebP with more than one image
    Sheet,        // any other image Qt reads: a still image to cut into a grid
    LipSync,      // Rhubarb Lip Sync's JSON, TSV or XML, a Moho switch .dat, a Papagayo .pgo
};

// The kind of the file at `path`; for Unknown, *why says what the file is instead. A lip-sync
// file is told by its content (LipSyncReader::detect), or, when it is not an image, by its suffix
// (.dat, .pgo, .tsv, .xml), so that a broken one reaches the reader, which says where it breaks.
ImportKind detectImportKind(const QString &path, QString *why = nullptr);
// "an Aseprite sprite-sheet JSON", "an animated GIF or WebP", "a still image", "a lip-sync file".
QString importKindText(ImportKind kind);

// Imports the file as `kind` (a Sheet needs options.grid).
ImportResult importFile(const QString &path, ImportKind kind, const ImportOptions &options);

} // namespace inbetween
