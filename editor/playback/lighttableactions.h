#pragma once

#include "preview/lighttablesettings.h"

#include <QList>
#include <QObject>

class QAction;
class QActionGroup;
class QMenu;
class QToolButton;
class QWidget;

namespace inbetween {

class Document;
class PreviewWidget;

// The light table's controls (DESIGN.md, "The editor"): Playback > Onion Skin and the Playback >
// Light Table menu (frames before and after, tint, while playing, pin a reference frame,
// background, whole-number zoom, filtering, flip, render statistics), and a small popover on
// the preview's bar with the onion skin's settings. The settings go to the preview (the floating
// one follows it) and are remembered per project in the user's settings, never in the project.
class LightTableActions : public QObject
{
    Q_OBJECT

public:
    LightTableActions(Document *document, PreviewWidget *preview, QWidget *window);

    // For the Playback menu: "onionSkin" and the "lightTable" submenu.
    QList<QAction *> actions() const { return {m_onion, m_menuAction}; }
    QMenu *menu() const { return m_menu; }
    // Show Pivot, Show Hit Boxes, Show Hurt Boxes, Show Other Boxes, Show Points (in the menu).
    QList<QAction *> frameDataActions() const { return m_frameData; }
    // The "Onion" button of the preview's bar with its popover.
    QToolButton *createPopoverButton(QWidget *parent);
    const LightTableSettings &settings() const { return m_settings; }

    // Changes the settings as the controls do: the preview shows them, the controls follow, the
    // project's entry in the user's settings keeps them.
    void apply(const LightTableSettings &settings);

private:
    void createMenu();
    void createFrameDataToggles();
    void load();
    void syncControls();
    void pinCurrentFrame(bool pin);
    void chooseColour();
    void chooseImage();
    template <typename Change>
    void change(Change edit);

    Document *m_document;
    PreviewWidget *m_preview;
    QWidget *m_window;
    LightTableSettings m_settings;
    QAction *m_onion = nullptr;
    QAction *m_menuAction = nullptr;
    QMenu *m_menu = nullptr;
    QActionGroup *m_before = nullptr;
    QActionGroup *m_after = nullptr;
    QAction *m_tinted = nullptr;
    QAction *m_whilePlaying = nullptr;
    QAction *m_pin = nullptr;
    QActionGroup *m_background = nullptr;
    QActionGroup *m_zoom = nullptr;
    QAction *m_smooth = nullptr;
    QAction *m_flip = nullptr;
    QList<QAction *> m_frameData; // Show Pivot, Show Hit Boxes, ... (frameDataToggles)
    bool m_syncing = false;
};

} // namespace inbetween
