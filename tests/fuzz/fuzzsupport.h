#pragma once

#include "project.h"

#include <QByteArray>
#include <cstddef>
#include <cstdint>
#include <optional>

// What every fuzz target shares: the bytes read as a project file, and a loud failure that
// libFuzzer (and the replay driver) report as a finding.
namespace inbetween::fuzz {

// ProjectReader::read on the bytes (no project folder, so no image is looked at). Checks the
// reader's own contract on the way: a refused file names at least one error, a loaded one none.
std::optional<Project> readProject(const uint8_t *data, size_t size);

// Prints `what` and `detail` to stderr and aborts.
[[noreturn]] void fail(const char *what, const QByteArray &detail = {});

} // namespace inbetween::fuzz
