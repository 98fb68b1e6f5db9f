#pragma once

#include "export/exporter.h"

#include <QList>
#include <QString>
#include <memory>
#include <vector>

namespace inbetween {

// Every engine export format, once, in menu order: the CLI's --format list and help, File >
// Export's menu, the export's checks and "left out" notes, the fidelity report and the tests
// all read this list (exportFormats() and findExportFormat() in projectexport.h are its
// shorthands). Adding a format: one Exporter subclass and one line in the constructor.
//
// The formats are listed in the constructor, not registered by static objects in their own
// files: inbetween_model is a static library, whose linker drops an object file nothing names,
// and the order of static initialisation across files is unspecified; the menu's order must not
// depend on the link.
class ExportRegistry
{
public:
    static const ExportRegistry &instance();

    const std::vector<std::unique_ptr<const Exporter>> &exporters() const { return m_exporters; }
    const QList<ExportFormat> &formats() const { return m_formats; }
    // The exporter of a format id, or null.
    const Exporter *find(const QString &id) const;

private:
    ExportRegistry();
    void add(std::unique_ptr<const Exporter> exporter);

    std::vector<std::unique_ptr<const Exporter>> m_exporters;
    QList<ExportFormat> m_formats;
};

} // namespace inbetween
