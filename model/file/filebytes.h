#pragma once

#include <QByteArray>
#include <QString>

class QFile;

namespace inbetween {

// The bytes of a file read whole into memory of its own, for a reader that passes over them
// once. That memory comes straight from mmap, in huge pages where the system gives them, its
// pages asked for in one call before the bytes are copied in by pread(2) (a few calls instead
// of thousands of page faults; see Prefaulter); the file itself is never mapped, so a file cut
// short while it is read cannot crash us. A file of 4 MiB or
// more is read in two halves at once where there are two cores.
class FileBytes
{
public:
    FileBytes() = default;
    ~FileBytes();
    FileBytes(const FileBytes &) = delete;
    FileBytes &operator=(const FileBytes &) = delete;

    // Reads at most `maxBytes` bytes of the open file; false (with errorString()) on a read error.
    bool read(QFile &file, qint64 maxBytes);
    // The bytes read: valid while this object lives.
    QByteArray bytes() const { return QByteArray::fromRawData(m_data, m_size); }
    QString errorString() const { return m_error; }

private:
    bool readWhole(QFile &file, qint64 size);

    char *m_data = nullptr;
    qsizetype m_size = 0;
    void *m_mapping = nullptr; // where m_data's mapping begins (m_data may be further on)
    size_t m_mapped = 0;       // bytes mapped (0: m_data is from new[])
    QString m_error;
};

} // namespace inbetween
