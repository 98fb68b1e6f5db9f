#include "export/exportregistry.h"

#include "export/asepriteexporter.h"
#include "export/csvexporter.h"
#include "export/gltfexporter.h"
#include "export/godotexporter.h"
#include "export/spineexporter.h"
#include "export/spriteframesexporter.h"
#include "export/unityexporter.h"

namespace inbetween {

ExportRegistry::ExportRegistry()
{
    add(std::make_unique<GltfExporter>(GltfExporter::Container::Embedded));
    add(std::make_unique<GltfExporter>(GltfExporter::Container::Binary));
    add(std::make_unique<AsepriteExporter>());
    add(std::make_unique<GodotExporter>());
    add(std::make_unique<SpriteFramesExporter>());
    add(std::make_unique<SpineExporter>());
    add(std::make_unique<CsvExporter>());
    add(std::make_unique<UnityExporter>());
}

const ExportRegistry &ExportRegistry::instance()
{
    static const ExportRegistry registry;
    return registry;
}

void ExportRegistry::add(std::unique_ptr<const Exporter> exporter)
{
    Q_ASSERT(!find(exporter->format().id)); // ids are unique
    m_formats.append(exporter->format());
    m_exporters.push_back(std::move(exporter));
}

const Exporter *ExportRegistry::find(const QString &id) const
{
    for (const auto &exporter : m_exporters) {
        if (exporter->format().id == id)
            return exporter.get();
    }
    return nullptr;
}

} // namespace inbetween
