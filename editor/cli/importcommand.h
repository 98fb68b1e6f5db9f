#pragma once

#include <QStringList>

namespace inbetween {

// `inbetween-cli import SOURCE -o OUT.json [--grid WxH | --columns C --rows R] [--margin PX]
// [--spacing PX] [--duration MS] [--keep-empty] [--name NAME] [--fps N] [--chart PROJECT.json]`
// (DESIGN.md, "The command line"; a lip-sync file: "Timing to voice and beat"):
// `args` are the words after "import". Returns the exit status: 0 written, 1 a bad source,
// 2 wrong usage.
int runImport(const QStringList &args);

} // namespace inbetween
