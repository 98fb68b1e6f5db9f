#include "filebytes.h"

#include "prefaulter.h"

#include <QFile>
#include <algorithm>

#include <cerrno>
#include <system_error>
#include <thread>

#include <sys/mman.h>
#include <unistd.h>

namespace inbetween {

FileBytes::~FileBytes()
{
    if (m_mapped)
        munmap(m_mapping, m_mapped);
    else
        delete[] m_data;
}

namespace {

// Reads bytes [from, to) of the file into `data`, after asking for their pages in one call: the
// count read (short at the file's end), or -1 with errno set.
qint64 readPart(int fd, char *data, qint64 from, qint64 to)
{
#if defined(Q_OS_LINUX) && defined(MADV_POPULATE_WRITE)
    // Only advice: without MADV_POPULATE_WRITE (Linux 5.14) it still works, a fault a page.
    const uintptr_t page = uintptr_t(sysconf(_SC_PAGESIZE));
    const uintptr_t begin = (uintptr_t(data + from) + page - 1) & ~(page - 1);
    const uintptr_t end = uintptr_t(data + to) & ~(page - 1);
    if (end > begin)
        madvise(reinterpret_cast<void *>(begin), end - begin, MADV_POPULATE_WRITE);
#endif
    qint64 done = from;
    while (done < to) {
        const ssize_t n = pread(fd, data + done, size_t(to - done), off_t(done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return -1;
        if (n == 0)
            break;
        done += n;
    }
    return done - from;
}

} // namespace

bool FileBytes::readWhole(QFile &file, qint64 size)
{
    qint64 done = 0;
    while (done < size) {
        const qint64 n = file.read(m_data + done, size - done);
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

bool FileBytes::read(QFile &file, qint64 maxBytes)
{
    const size_t capacity = size_t(std::clamp<qint64>(file.size(), 0, maxBytes));
    // A big file's bytes lie in whole huge pages (Prefaulter): mapped with a huge page to spare,
    // they begin on a huge page boundary wherever the mapping begins.
    constexpr size_t kHugePage = Prefaulter::kHugePageBytes;
    const bool huge = capacity >= 2 * kHugePage;
    const size_t length = huge ? ((capacity + kHugePage - 1) & ~(kHugePage - 1)) + kHugePage : capacity;
    void *memory = capacity > 0 ? mmap(nullptr, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
                                : MAP_FAILED;
    if (memory == MAP_FAILED) {
        m_data = new char[std::max<size_t>(capacity, 1)];
    } else {
        m_mapping = memory;
        m_mapped = length;
        m_data = static_cast<char *>(memory);
        if (huge) {
            m_data = reinterpret_cast<char *>((uintptr_t(m_data) + kHugePage - 1) & ~uintptr_t(kHugePage - 1));
            Prefaulter::adviseHugePages(memory, length, 0);
        }
    }
    // A big file is read in two halves at once, on two cores: most of the time is the
    // kernel's, clearing the fresh pages and copying into them (tens of megabytes).
    const int fd = file.handle();
    const qint64 size = qint64(capacity);
    if (fd < 0) // not a file of the system's (a Qt resource)
        return readWhole(file, size);
    constexpr qint64 kTwoThreadsFrom = 4 << 20;
    qint64 half = size >= kTwoThreadsFrom && std::thread::hardware_concurrency() >= 2
                            ? (size / 2) & ~qint64(kHugePage - 1)
                            : size;
    qint64 second = 0;
    int secondError = 0;
    std::thread other;
    if (half < size) {
        try {
            other = std::thread([&] {
                second = readPart(fd, m_data, half, size);
                secondError = errno;
            });
        } catch (const std::system_error &) { // no thread to be had: this one reads it all
            half = size;
        }
    }
    const qint64 first = readPart(fd, m_data, 0, half);
    const int firstError = errno;
    if (other.joinable())
        other.join();
    if (first < 0 || second < 0) {
        m_error = qt_error_string(first < 0 ? firstError : secondError);
        return false;
    }
    // A file cut short meanwhile: only the bytes up to the first gap.
    m_size = qsizetype(first < half ? first : half + second);
    return true;
}

} // namespace inbetween
