#include "playback/lighttableactions.h"

#include "document/document.h"
#include "preview/previewwidget.h"

#include <QAction>
#include <QActionGroup>
#include <QCheckBox>
#include <QColorDialog>
#include <QFileDialog>
#include <QFormLayout>
#include <QMenu>
#include <QSettings>
#include <QSpinBox>
#include <QToolButton>
#include <QWidgetAction>

namespace inbetween {

namespace {
using Background = LightTableSettings::Background;
const int kScales[] = {0, 1, 2, 3, 4, 6, 8, 12, 16};
const char *renderStatisticsKey = "preview/renderStatistics";
} // namespace

LightTableActions::LightTableActions(Document *document, PreviewWidget *preview, QWidget *window)
    : QObject(window), m_document(document), m_preview(preview), m_window(window)
{
    m_onion = new QAction(tr("&Onion Skin"), this);
    m_onion->setObjectName(QStringLiteral("onionSkin"));
    m_onion->setCheckable(true);
    m_onion->setShortcut(QKeySequence(Qt::ALT | Qt::Key_O));
    m_onion->setToolTip(tr("Show the frames before and after the current one, faded, behind it (%1)")
                            .arg(m_onion->shortcut().toString(QKeySequence::NativeText)));
    connect(m_onion, &QAction::toggled, this, [this](bool on) { change([on](LightTableSettings &s) { s.onion = on; }); });
    createMenu();

    // The render statistics are the user's choice for every project.
    QAction *statistics = preview->renderStatisticsAction();
    statistics->setChecked(QSettings().value(QLatin1String(renderStatisticsKey), false).toBool());
    connect(statistics, &QAction::toggled, this, [](bool on) { QSettings().setValue(QLatin1String(renderStatisticsKey), on); });

    // Saved under another name (Save As), the project keeps its view unless that name has one.
    connect(document, &Document::filePathChanged, this, [this](const QString &path) {
        if (LightTableSettings::isStored(path))
            load();
        else
            m_settings.save(path);
    });
    connect(document, &Document::projectReset, this, &LightTableActions::load);
    connect(document, &Document::currentClipChanged, this, &LightTableActions::syncControls);
    load();
}

template <typename Change>
void LightTableActions::change(Change edit)
{
    if (m_syncing)
        return;
    LightTableSettings s = m_settings;
    edit(s);
    apply(s);
}

void LightTableActions::apply(const LightTableSettings &settings)
{
    m_settings = settings;
    m_settings.save(m_document->filePath());
    m_preview->setLightTable(m_settings);
    syncControls();
}

void LightTableActions::load()
{
    m_settings = LightTableSettings::load(m_document->filePath());
    m_preview->setLightTable(m_settings);
    syncControls();
}

void LightTableActions::createMenu()
{
    m_menu = new QMenu(tr("&Light Table"), m_window);
    m_menu->setObjectName(QStringLiteral("lightTableMenu"));
    m_menuAction = m_menu->menuAction();
    m_menuAction->setObjectName(QStringLiteral("lightTable"));
    m_menu->addAction(m_onion);

    auto counts = [this](const QString &title, bool before) {
        QMenu *sub = m_menu->addMenu(title);
        auto *group = new QActionGroup(this);
        for (int n = 0; n <= 5; ++n) {
            QAction *a = sub->addAction(QString::number(n));
            a->setCheckable(true);
            a->setData(n);
            group->addAction(a);
            connect(a, &QAction::triggered, this, [this, n, before] {
                change([n, before](LightTableSettings &s) {
                    (before ? s.before : s.after) = n;
                    s.onion = true;
                });
            });
        }
        return group;
    };
    m_before = counts(tr("Frames &Before"), true);
    m_after = counts(tr("Frames &After"), false);
    m_tinted = m_menu->addAction(tr("&Tint Before Red, After Green"));
    m_tinted->setCheckable(true);
    m_tinted->setToolTip(tr("Off: the onion frames in their own colours"));
    connect(m_tinted, &QAction::toggled, this, [this](bool on) { change([on](LightTableSettings &s) { s.tinted = on; }); });
    m_whilePlaying = m_menu->addAction(tr("Onion Skin While &Playing"));
    m_whilePlaying->setCheckable(true);
    connect(m_whilePlaying, &QAction::toggled, this,
            [this](bool on) { change([on](LightTableSettings &s) { s.onionWhilePlaying = on; }); });
    m_pin = m_menu->addAction(tr("&Pin Current Frame as Reference"));
    m_pin->setObjectName(QStringLiteral("pinFrame"));
    m_pin->setCheckable(true);
    m_pin->setToolTip(tr("Show the current frame as a fixed reference (blue), wherever the playhead goes"));
    connect(m_pin, &QAction::triggered, this, &LightTableActions::pinCurrentFrame);

    m_menu->addSeparator();
    QMenu *background = m_menu->addMenu(tr("Back&ground"));
    m_background = new QActionGroup(this);
    const struct
    {
        Background kind;
        QString text;
    } backgrounds[] = {{Background::Auto, tr("&Automatic (Checkerboard for Transparency)")},
                       {Background::Checkerboard, tr("&Checkerboard")},
                       {Background::Colour, tr("C&olour...")},
                       {Background::Image, tr("&Image...")}};
    for (const auto &b : backgrounds) {
        QAction *a = background->addAction(b.text);
        a->setCheckable(true);
        a->setData(int(b.kind));
        m_background->addAction(a);
        const Background kind = b.kind;
        connect(a, &QAction::triggered, this, [this, kind] {
            if (kind == Background::Colour)
                chooseColour();
            else if (kind == Background::Image)
                chooseImage();
            else
                change([kind](LightTableSettings &s) { s.background = kind; });
        });
    }

    QMenu *zoom = m_menu->addMenu(tr("Pixel &Zoom"));
    m_zoom = new QActionGroup(this);
    for (int scale : kScales) {
        QAction *a = zoom->addAction(scale == 0 ? tr("&Fit") : QStringLiteral("%1x").arg(scale));
        a->setCheckable(true);
        a->setData(scale);
        a->setObjectName(QStringLiteral("pixelZoom%1").arg(scale));
        m_zoom->addAction(a);
        connect(a, &QAction::triggered, this, [this, scale] { change([scale](LightTableSettings &s) { s.pixelScale = scale; }); });
    }
    m_menu->addAction(m_preview->frameAction());
    m_smooth = m_menu->addAction(tr("&Smooth Filtering"));
    m_smooth->setCheckable(true);
    m_smooth->setToolTip(tr("Blend the picture's pixels (painted art); off: crisp pixels (pixel art)"));
    connect(m_smooth, &QAction::toggled, this, [this](bool on) { change([on](LightTableSettings &s) { s.smooth = on; }); });
    m_flip = m_menu->addAction(tr("&Flip Horizontally"));
    m_flip->setCheckable(true);
    connect(m_flip, &QAction::toggled, this, [this](bool on) { change([on](LightTableSettings &s) { s.flipped = on; }); });
    m_menu->addSeparator();
    createFrameDataToggles();
    m_menu->addSeparator();
    m_menu->addAction(m_preview->renderStatisticsAction());
}

// The frame data over the picture, per kind (DESIGN.md, "Frame data for games").
void LightTableActions::createFrameDataToggles()
{
    using Flag = bool LightTableSettings::*;
    const struct
    {
        const char *name;
        QString text;
        Flag flag;
    } toggles[] = {{"showPivot", tr("Show Pi&vot"), &LightTableSettings::showPivot},
                   {"showHitBoxes", tr("Show &Hit Boxes"), &LightTableSettings::showHitBoxes},
                   {"showHurtBoxes", tr("Show H&urt Boxes"), &LightTableSettings::showHurtBoxes},
                   {"showOtherBoxes", tr("Show Other Bo&xes"), &LightTableSettings::showOtherBoxes},
                   {"showPoints", tr("Show Poi&nts"), &LightTableSettings::showPoints}};
    for (const auto &t : toggles) {
        QAction *a = m_menu->addAction(t.text);
        a->setObjectName(QLatin1String(t.name));
        a->setCheckable(true);
        const Flag flag = t.flag;
        connect(a, &QAction::toggled, this, [this, flag](bool on) { change([flag, on](LightTableSettings &s) { s.*flag = on; }); });
        m_frameData.append(a);
    }
}

void LightTableActions::syncControls()
{
    m_syncing = true;
    const LightTableSettings &s = m_settings;
    m_onion->setChecked(s.onion);
    for (QAction *a : m_before->actions())
        a->setChecked(a->data().toInt() == s.before);
    for (QAction *a : m_after->actions())
        a->setChecked(a->data().toInt() == s.after);
    m_tinted->setChecked(s.tinted);
    m_whilePlaying->setChecked(s.onionWhilePlaying);
    const bool pinnedHere = s.pinnedFrame >= 0 && s.pinnedClip == m_document->clip().name;
    m_pin->setChecked(pinnedHere);
    m_pin->setText(pinnedHere ? tr("Un&pin Frame %1").arg(s.pinnedFrame) : tr("&Pin Current Frame as Reference"));
    for (QAction *a : m_background->actions())
        a->setChecked(a->data().toInt() == int(s.background));
    for (QAction *a : m_zoom->actions())
        a->setChecked(a->data().toInt() == s.pixelScale);
    m_smooth->setChecked(s.smooth);
    m_flip->setChecked(s.flipped);
    const bool shown[] = {s.showPivot, s.showHitBoxes, s.showHurtBoxes, s.showOtherBoxes, s.showPoints};
    for (qsizetype i = 0; i < m_frameData.size(); ++i)
        m_frameData[i]->setChecked(shown[i]);
    m_syncing = false;
}

void LightTableActions::pinCurrentFrame(bool pin)
{
    const Clip &clip = m_document->clip();
    const int frame = clip.frames.frameAt(m_preview->shownClipTime());
    change([&](LightTableSettings &s) {
        s.pinnedClip = pin && frame >= 0 ? clip.name : QString();
        s.pinnedFrame = pin ? frame : -1;
    });
}

void LightTableActions::chooseColour()
{
    const QColor colour = QColorDialog::getColor(m_settings.backgroundColour, m_window, tr("Preview Background"));
    if (colour.isValid())
        change([colour](LightTableSettings &s) {
            s.background = Background::Colour;
            s.backgroundColour = colour;
        });
    syncControls(); // a cancelled dialog leaves the choice as it was
}

void LightTableActions::chooseImage()
{
    const QString file = QFileDialog::getOpenFileName(m_window, tr("Preview Background Image"), m_document->folder(),
                                                      tr("Images (*.png *.jpg *.jpeg *.gif *.webp *.bmp)"));
    if (!file.isEmpty())
        change([file](LightTableSettings &s) {
            s.background = Background::Image;
            s.backgroundImage = file;
        });
    syncControls();
}

QToolButton *LightTableActions::createPopoverButton(QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setObjectName(QStringLiteral("onionButton"));
    button->setText(tr("Onion"));
    button->setToolTip(tr("Onion skin: frames before and after, tint, while playing"));
    button->setPopupMode(QToolButton::InstantPopup);
    auto *popover = new QMenu(button);
    auto *form = new QWidget(popover);
    auto *layout = new QFormLayout(form);
    auto *on = new QCheckBox(tr("Show"), form);
    auto *before = new QSpinBox(form);
    auto *after = new QSpinBox(form);
    before->setRange(0, 5);
    after->setRange(0, 5);
    auto *tinted = new QCheckBox(tr("Red before, green after"), form);
    auto *playing = new QCheckBox(tr("While playing"), form);
    layout->addRow(tr("Onion skin"), on);
    layout->addRow(tr("Frames before"), before);
    layout->addRow(tr("Frames after"), after);
    layout->addRow(tr("Tint"), tinted);
    layout->addRow(QString(), playing);
    auto *holder = new QWidgetAction(popover);
    holder->setDefaultWidget(form);
    popover->addAction(holder);
    popover->addSeparator();
    popover->addAction(m_pin);
    button->setMenu(popover);
    // The fields show the settings each time the popover opens.
    connect(popover, &QMenu::aboutToShow, form, [this, on, before, after, tinted, playing] {
        m_syncing = true;
        on->setChecked(m_settings.onion);
        before->setValue(m_settings.before);
        after->setValue(m_settings.after);
        tinted->setChecked(m_settings.tinted);
        playing->setChecked(m_settings.onionWhilePlaying);
        m_syncing = false;
    });
    connect(on, &QCheckBox::toggled, this, [this](bool v) { change([v](LightTableSettings &s) { s.onion = v; }); });
    connect(before, &QSpinBox::valueChanged, this, [this](int v) { change([v](LightTableSettings &s) { s.before = v; }); });
    connect(after, &QSpinBox::valueChanged, this, [this](int v) { change([v](LightTableSettings &s) { s.after = v; }); });
    connect(tinted, &QCheckBox::toggled, this, [this](bool v) { change([v](LightTableSettings &s) { s.tinted = v; }); });
    connect(playing, &QCheckBox::toggled, this, [this](bool v) { change([v](LightTableSettings &s) { s.onionWhilePlaying = v; }); });
    return button;
}

} // namespace inbetween
