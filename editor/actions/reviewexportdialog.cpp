#include "actions/reviewexportdialog.h"

#include "review/reviewexport.h"
#include "review/reviewrenderer.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>

namespace inbetween {

namespace {
// Above this many pixels to encode (pictures x width x height) the estimate encodes at scale 1
// and scales the size by the square of the scale instead of encoding the whole file.
constexpr double kExactEstimatePixels = 12e6;

QString byteText(qint64 bytes)
{
    if (bytes < 1024)
        return QObject::tr("%1 bytes").arg(bytes);
    if (bytes < 1024 * 1024)
        return QObject::tr("%1 KB").arg(double(bytes) / 1024.0, 0, 'f', 1);
    return QObject::tr("%1 MB").arg(double(bytes) / (1024.0 * 1024.0), 0, 'f', 1);
}
} // namespace

ReviewExportDialog::ReviewExportDialog(const Project &project, const QString &projectFolder, int currentClip,
                                       QWidget *parent, const QString &outputFolder)
    : QDialog(parent), m_project(project), m_projectFolder(projectFolder)
{
    setWindowTitle(tr("Export Review"));
    setObjectName(QStringLiteral("reviewExportDialog"));
    m_format = new QComboBox;
    m_format->setObjectName(QStringLiteral("reviewFormat"));
    for (const ReviewFormatInfo &f : reviewFormats())
        m_format->addItem(tr("%1 (.%2)").arg(f.displayName, f.suffix), f.id);
    m_clip = new QComboBox;
    m_clip->setObjectName(QStringLiteral("reviewClip"));
    m_clip->addItems(project.clipNames());
    m_clip->setCurrentIndex(std::clamp(currentClip, 0, int(project.clips.size()) - 1));
    m_scale = new QSpinBox;
    m_scale->setObjectName(QStringLiteral("reviewScale"));
    m_scale->setRange(1, 16);
    m_scale->setSuffix(tr(" x"));
    m_scale->setValue(4);
    m_transparent = new QCheckBox(tr("Transparent"));
    m_transparent->setObjectName(QStringLiteral("reviewTransparent"));
    m_transparent->setChecked(true);
    m_colour = new QLineEdit(QStringLiteral("#ffffff"));
    m_colour->setObjectName(QStringLiteral("reviewColour"));
    m_colour->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("#[0-9a-fA-F]{6}")), m_colour));
    m_colour->setEnabled(false);
    m_colour->setMaximumWidth(90);
    auto *background = new QHBoxLayout;
    background->addWidget(m_transparent);
    background->addWidget(m_colour);
    background->addStretch();
    m_path = new QLineEdit;
    m_path->setObjectName(QStringLiteral("reviewPath"));
    m_path->setMinimumWidth(320);
    auto *browseButton = new QPushButton(tr("Browse..."));
    auto *where = new QHBoxLayout;
    where->addWidget(m_path, 1);
    where->addWidget(browseButton);
    m_pixels = new QLabel;
    m_pixels->setObjectName(QStringLiteral("reviewPixels"));
    m_bytes = new QLabel;
    m_bytes->setObjectName(QStringLiteral("reviewBytes"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Format:"), m_format);
    form->addRow(tr("&Clip:"), m_clip);
    form->addRow(tr("&Scale:"), m_scale);
    form->addRow(tr("Background:"), background);
    form->addRow(tr("Size:"), m_pixels);
    form->addRow(tr("File size:"), m_bytes);
    form->addRow(tr("Save as:"), where);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_buttons);

    const QSettings settings;
    const QString folder = settings.value(QLatin1String(folderKey), outputFolder.isEmpty() ? projectFolder : outputFolder).toString();
    m_path->setText(QDir(folder.isEmpty() ? QDir::homePath() : folder).filePath(m_clip->currentText() + QStringLiteral(".gif")));

    m_estimateTimer = new QTimer(this);
    m_estimateTimer->setSingleShot(true);
    m_estimateTimer->setInterval(250);
    connect(m_estimateTimer, &QTimer::timeout, this, &ReviewExportDialog::updateEstimateNow);
    auto changed = [this] {
        m_bytes->setText(tr("working it out..."));
        m_estimateTimer->start();
    };
    connect(m_format, &QComboBox::currentIndexChanged, this, &ReviewExportDialog::formatChanged);
    connect(m_format, &QComboBox::currentIndexChanged, this, changed);
    connect(m_clip, &QComboBox::currentIndexChanged, this, [this, changed] {
        const QFileInfo path(m_path->text());
        m_path->setText(path.dir().filePath(m_clip->currentText() + QLatin1Char('.') + path.suffix()));
        changed();
    });
    connect(m_scale, &QSpinBox::valueChanged, this, changed);
    connect(m_transparent, &QCheckBox::toggled, this, [this, changed](bool on) {
        m_colour->setEnabled(!on);
        changed();
    });
    connect(m_colour, &QLineEdit::textChanged, this, changed);
    connect(browseButton, &QPushButton::clicked, this, &ReviewExportDialog::browse);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ReviewExportDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ReviewExportDialog::reject);
    changed();
}

ReviewOptions ReviewExportDialog::options() const
{
    ReviewOptions o;
    o.format = findReviewFormat(m_format->currentData().toString())->format;
    o.clip = m_clip->currentText();
    o.scale = m_scale->value();
    if (!m_transparent->isChecked() && m_colour->hasAcceptableInput())
        o.background = QColor(m_colour->text());
    return o;
}

QString ReviewExportDialog::outputPath() const
{
    return m_path->text();
}

void ReviewExportDialog::setOutputPath(const QString &path)
{
    m_path->setText(path);
}

QString ReviewExportDialog::pixelSizeText() const
{
    return m_pixels->text();
}

QString ReviewExportDialog::fileSizeText() const
{
    return m_bytes->text();
}

void ReviewExportDialog::formatChanged()
{
    const ReviewFormatInfo *format = findReviewFormat(m_format->currentData().toString());
    const QFileInfo path(m_path->text());
    m_path->setText(path.dir().filePath(path.completeBaseName() + QLatin1Char('.') + format->suffix));
    m_transparent->setEnabled(format->transparency);
    if (!format->transparency)
        m_transparent->setChecked(false);
}

void ReviewExportDialog::updateEstimateNow()
{
    m_estimateTimer->stop();
    ReviewOptions o = options();
    ReviewExport::Plan plan;
    ReviewRenderer renderer; // each image decoded once, for the plan and the estimate's encoding
    QString error;
    if (!ReviewExport::plan(m_project, m_projectFolder, o, &plan, &renderer, &error)) {
        m_pixels->setText(error);
        m_bytes->clear();
        m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
        return;
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(true);
    m_pixels->setText(tr("%1 x %2 pixels, %3 pictures")
                          .arg(plan.pixelSize.width())
                          .arg(plan.pixelSize.height())
                          .arg(plan.timed.size()));
    // The real encoder on the real pictures, into a temporary file: exact for a clip of a usual
    // size; past that at scale 1, the size scaled by the area.
    const double pixels = double(plan.pixelSize.width()) * plan.pixelSize.height() * plan.timed.size();
    const bool exact = pixels <= kExactEstimatePixels;
    const int scale = o.scale;
    if (!exact)
        o.scale = 1;
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("estimate.") + reviewFormatInfo(o.format).suffix);
    if (!ReviewExport::write(m_project, m_projectFolder, file, o, plan, renderer, &error)) {
        m_bytes->setText(error);
        return;
    }
    const qint64 bytes = QFileInfo(file).size() * (exact ? 1 : qint64(scale) * scale);
    m_bytes->setText(exact ? byteText(bytes) : tr("about %1").arg(byteText(bytes)));
}

void ReviewExportDialog::browse()
{
    const ReviewFormatInfo &format = reviewFormatInfo(options().format);
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Review"), m_path->text(), format.filter());
    if (!path.isEmpty())
        m_path->setText(path);
}

bool ReviewExportDialog::exportNow(QString *error)
{
    QString why;
    const bool ok = ReviewExport::write(m_project, m_projectFolder, m_path->text(), options(), &why);
    if (ok)
        QSettings().setValue(QLatin1String(folderKey), QFileInfo(m_path->text()).absolutePath());
    else if (error)
        *error = why;
    else
        QMessageBox::warning(this, tr("Export Review"), tr("Cannot export %1:\n%2").arg(m_path->text(), why));
    return ok;
}

void ReviewExportDialog::accept()
{
    if (exportNow())
        QDialog::accept();
}

} // namespace inbetween
