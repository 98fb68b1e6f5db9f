#include "prefaulter.h"

#include <algorithm>
#include <cstdint>

#ifdef Q_OS_LINUX
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace inbetween {

void Prefaulter::prepare(const void *data, size_t used, size_t size, size_t capacity)
{
    if (data != m_data) { // a new block (the list grew): what it holds so far was written
        m_data = data;
        m_ready = used;
    }
    const size_t wanted = used + size;
#if defined(Q_OS_LINUX) && defined(MADV_POPULATE_WRITE)
    constexpr size_t kAhead = 2 * 1024 * 1024;
    static const uintptr_t page = uintptr_t(sysconf(_SC_PAGESIZE));
    const uintptr_t base = uintptr_t(data);
    const uintptr_t from = (base + m_ready + page - 1) & ~(page - 1);
    const uintptr_t to = std::min((base + capacity) & ~(page - 1), from + kAhead);
    if (to > from && madvise(reinterpret_cast<void *>(from), to - from, MADV_POPULATE_WRITE) == 0)
        m_ready = to - base;
#endif
    m_ready = std::max(m_ready, wanted);
}

} // namespace inbetween
