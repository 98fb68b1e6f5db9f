#pragma once

#include <atomic>

namespace inbetween {

// The huge pages that a reader's lists may take before they have shown they are big (past
// 2 MiB, Prefaulter), shared by the reader's threads: the few big lists of a typical file get
// them from their first items on, and a file of many small lists spends no more memory than
// these on the guess that a list with room for many items will get them.
class HugePageAllowance
{
public:
    explicit HugePageAllowance(int pages) : m_left(pages) {}
    HugePageAllowance(const HugePageAllowance &) = delete;
    HugePageAllowance &operator=(const HugePageAllowance &) = delete;

    // One huge page, if any is left.
    bool take() { return m_left.fetch_sub(1, std::memory_order_relaxed) > 0; }

private:
    std::atomic<int> m_left;
};

} // namespace inbetween
