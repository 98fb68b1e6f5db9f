#pragma once

#include <QByteArray>
#include <QString>

class QFile;

namespace inbetween {

// The bytes of a file read whole into memory, at most a given count, for a reader that passes
// over them once. Read with QFile (the file is never mapped, so a file cut short while it is
// read cannot crash us; it gives the bytes up to the cut).
class FileBytes
{
public:
    // Reads at most `maxBytes` bytes of the open file; false (with errorString()) on a read error.
    bool read(QFile &file, qint64 maxBytes);
    // The bytes read.
    QByteArray bytes() const { return m_data; }
    QString errorString() const { return m_error; }

private:
    QByteArray m_data;
    QString m_error;
};

} // namespace inbetween
