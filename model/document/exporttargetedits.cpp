#include "document/exporttargetedits.h"

#include "document/document.h"
#include "document/exporttargetscommand.h"
#include "export/exporttargets.h"
#include "projectlimits.h"

#include <QCoreApplication>

namespace inbetween::ExportTargetEdits {

using ExportTargets::nameOf;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ExportTargetEdits", text);
}

bool push(Document *doc, const ExportSettings &settings, const QString &text)
{
    auto *command = new ExportTargetsCommand(doc, settings, text);
    if (command->isObsolete()) {
        delete command;
        return false;
    }
    doc->undoStack()->push(command);
    return true;
}

bool validIndex(const Document *doc, int index)
{
    return index >= 0 && index < doc->project().exports.size();
}

} // namespace

int indexOf(const Project &project, const QString &folder, const ExportTarget &target)
{
    const QString path = ExportTargets::absolutePath(folder, target);
    for (qsizetype i = 0; i < project.exports.size(); ++i) {
        const ExportTarget &t = project.exports[i];
        if (t.format == target.format && ExportTargets::absolutePath(folder, t) == path)
            return int(i);
    }
    return -1;
}

bool add(Document *doc, const ExportTarget &target)
{
    const Project &p = doc->project();
    if (target.path.trimmed().isEmpty() || indexOf(p, doc->folder(), target) >= 0
        || p.exports.size() >= ProjectLimits().maxExportTargets)
        return false;
    ExportSettings s = ExportSettings::of(p);
    s.targets.append(target);
    return push(doc, s, tr("Keep export %1").arg(nameOf(target)));
}

bool set(Document *doc, int index, const ExportTarget &target)
{
    if (!validIndex(doc, index) || target.path.trimmed().isEmpty())
        return false;
    ExportSettings s = ExportSettings::of(doc->project());
    s.targets[index] = target;
    return push(doc, s, tr("Edit export %1").arg(nameOf(target)));
}

bool remove(Document *doc, int index)
{
    if (!validIndex(doc, index))
        return false;
    ExportSettings s = ExportSettings::of(doc->project());
    const ExportTarget gone = s.targets.takeAt(index);
    return push(doc, s, tr("Remove export %1").arg(nameOf(gone)));
}

bool setExportOnSave(Document *doc, bool on)
{
    ExportSettings s = ExportSettings::of(doc->project());
    s.onSave = on;
    return push(doc, s, on ? tr("Turn Export on Save on") : tr("Turn Export on Save off"));
}

QList<ExportTarget> withClipRenamed(QList<ExportTarget> targets, const QString &from, const QString &to)
{
    for (ExportTarget &t : targets) {
        if (!from.isEmpty() && t.clip == from)
            t.clip = to;
    }
    return targets;
}

} // namespace inbetween::ExportTargetEdits
