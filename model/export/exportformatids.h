#pragma once

#include "export/exporttypes.h"

#include <QString>
#include <QStringList>
#include <optional>

namespace inbetween {

// The registered formats' ids and the options each reads (ExportRegistry's formats, in its
// order), without their exporters: what the project file's reader checks a kept export target
// against, so that reading a project (inbetween-cli validate, linked to Qt Core only) does not
// load the exporters, which draw pictures with Qt Gui. tst_exporttargetsfile keeps it equal to
// the registry's exportFormats().
namespace ExportFormatIds {

QStringList ids();
// The options format `id` reads; none for an id not registered.
std::optional<ExportOptionSet> optionsOf(const QString &id);

} // namespace ExportFormatIds

} // namespace inbetween
