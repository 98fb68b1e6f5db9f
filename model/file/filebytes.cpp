#include "filebytes.h"

#include <QFile>
#include <algorithm>

#ifdef Q_OS_LINUX
#include <sys/mman.h>
#endif

namespace inbetween {

FileBytes::~FileBytes()
{
#ifdef Q_OS_LINUX
    if (m_mapped) {
        munmap(m_data, m_mapped);
        return;
    }
#endif
    delete[] m_data;
}

bool FileBytes::read(QFile &file, qint64 maxBytes)
{
    const size_t capacity = size_t(std::clamp<qint64>(file.size(), 0, maxBytes));
#ifdef Q_OS_LINUX
    void *memory = capacity > 0 ? mmap(nullptr, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
                                : MAP_FAILED;
    if (memory != MAP_FAILED) {
        // Only advice: without huge pages, or without MADV_POPULATE_WRITE (Linux 5.14), it still
        // works, one page fault a page.
        madvise(memory, capacity, MADV_HUGEPAGE);
#ifdef MADV_POPULATE_WRITE
        madvise(memory, capacity, MADV_POPULATE_WRITE);
#endif
        m_data = static_cast<char *>(memory);
        m_mapped = capacity;
    }
#endif
    if (!m_data)
        m_data = new char[std::max<size_t>(capacity, 1)];
    qint64 done = 0;
    while (done < qint64(capacity)) {
        const qint64 n = file.read(m_data + done, qint64(capacity) - done);
        if (n < 0) {
            m_error = file.errorString();
            return false;
        }
        if (n == 0)
            break;
        done += n;
    }
    m_size = qsizetype(done);
    return true;
}

} // namespace inbetween
