#pragma once

#include <QByteArray>
#include <QString>
#include <QtGlobal>

// The pieces of Unity's text serialisation ("Unity YAML") the unity export writes: numbers as
// Unity writes float32 fields, strings, GUIDs and local file IDs derived from names, file-safe
// names, the document header and the .meta of a native asset.
namespace inbetween::unityyaml {

// "%YAML 1.1" and the !u! tag every Unity text asset starts with.
QByteArray header();
// "--- !u!CLASS &FILEID": the start of one object.
QByteArray document(int classId, qint64 fileId);

// A float field as Unity writes it: the float32 value in the fewest digits that read back the
// same ("0.33333334", "2", "-1.5e-7"), "Infinity" / "-Infinity" for a constant tangent.
QByteArray number(double value);
// A string field: plain when YAML reads it back as the same string, else double-quoted with
// escapes ("\u03B3" for non-ASCII, as Unity writes it). The empty string is written as nothing
// after the colon, as Unity does.
QByteArray string(const QString &text);

// A GUID (32 lowercase hex digits) that depends only on the project's name and the asset's file
// name, so that a re-export keeps every reference Unity made to the asset.
QByteArray guid(const QString &projectName, const QString &assetName);
// A non-zero local file ID (a sprite's internalID, a state's fileID) from a seed string,
// never one of Unity's fixed main-object IDs (they are below 2^31).
qint64 localId(const QString &seed);

// The CRC-32 (IEEE 802.3, zlib's) of a string's UTF-8: how an AnimationClip's generic bindings
// name a curve's path and a float curve's attribute.
quint32 crc32(const QString &text);

// A name that is safe as a file name on every desktop system and in Unity's Assets folder:
// letters, digits, '-', '_', '.', ' ' kept; everything else '_'; never empty, never starting with a
// dot, never ending with a dot or space.
QString fileSafe(const QString &name);

// The .meta of a native asset (.anim: main object 7400000, .controller: 9100000).
QByteArray nativeMeta(const QByteArray &guid, qint64 mainObjectFileId);

} // namespace inbetween::unityyaml
