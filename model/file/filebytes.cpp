#include "file/filebytes.h"

#include <QFile>
#include <algorithm>

namespace inbetween {

bool FileBytes::read(QFile &file, qint64 maxBytes)
{
    const qint64 size = std::clamp<qint64>(file.size(), 0, maxBytes);
    m_data = QByteArray(qsizetype(size), Qt::Uninitialized);
    qint64 done = 0;
    while (done < size) {
        const qint64 n = file.read(m_data.data() + done, size - done);
        if (n < 0)
            return (m_error = file.errorString(), m_data.clear(), false);
        if (n == 0) // cut short meanwhile: only the bytes up to the cut
            break;
        done += n;
    }
    m_data.truncate(qsizetype(done));
    return true;
}

} // namespace inbetween
