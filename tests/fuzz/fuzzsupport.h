#pragma once

#include "project.h"

#include <QByteArray>
#include <QStringList>
#include <cstddef>
#include <cstdint>
#include <optional>

// What every fuzz target shares: the bytes read as a project file, and a loud failure that
// libFuzzer (and the replay driver) report as a finding.
namespace inbetween::fuzz {

// ProjectReader::read on the bytes (no project folder, so no image is looked at). Checks the
// reader's own contract on the way: a refused file names at least one error, a loaded one none.
std::optional<Project> readProject(const uint8_t *data, size_t size);

// The bytes an export of `project` writes (format: an ExportFormat id; every file, the atlas
// first), with frame images from the seed folders; empty when the project cannot be exported
// (exportProblem) or its images do not load. Also checks that the same project exports to the
// same bytes twice.
QByteArray exportBytes(const Project &project, const char *format);

// The seed folders that hold frame images (tests/data, resources/examples, tests/export/data),
// found from the fuzz program's build tree (tests/common/testpaths.h).
QStringList imageFolders();

// Prints `what` and `detail` to stderr and aborts.
[[noreturn]] void fail(const char *what, const QByteArray &detail = {});

} // namespace inbetween::fuzz
