// The 3D preview of a project: the square at the sampled pose, the path over the clip, a grid
// with the origin marked, the onion skin of the neighbouring keys, the matrix-blend outline and
// the overlay. Every property below is set by PreviewWidget (editor/preview/previewwidget.cpp);
// the scene computes nothing about timing itself.
//
// Units: one scene unit is one pixel of the pictures and one unit of translation (DESIGN.md "One
// scale everywhere"); a frame is a quad of its picture's size, a plain square 64 units (Square.qml).
// The camera is orthographic and looks down -z at the xy plane.
import QtQuick
import QtQuick3D
import Inbetween.Native

Item {
    id: root

    // The pose now shown, and the flipbook frame (-1: none; frameTexture null while it has no picture;
    // frameRegion the part of the image the frame shows, in texture coordinates, y down).
    property vector3d squarePosition: Qt.vector3d(0, 0, 0)
    property vector3d squareRotation: Qt.vector3d(0, 0, 0)
    property vector3d squareScale: Qt.vector3d(1, 1, 1)
    property int frameIndex: -1
    property TextureData frameTexture: null
    // Why the frame's picture is not its file as it is now ("walk-2.png is missing"), or "".
    property string imageProblem: ""
    // A mouth shape the mouth chart has no picture for: the plain square says it.
    property string frameLabel: ""
    property rect frameRegion: Qt.rect(0, 0, 1, 1)
    // The frame's picture in pixels (scene units).
    property vector2d frameSize: Qt.vector2d(64, 64)
    // The picture's centre from the pose's origin, scene units before the pose: the frame's pivot
    // sits on the origin (FramePlacement::quadOffset; (0, 0) for a pivot at the centre).
    property vector2d frameOffset: Qt.vector2d(0, 0)

    // Onion skin: the keys before and after the clip time.
    property bool previousKeyVisible: false
    property vector3d previousKeyPosition
    property vector3d previousKeyRotation
    property vector3d previousKeyScale: Qt.vector3d(1, 1, 1)
    property bool nextKeyVisible: false
    property vector3d nextKeyPosition
    property vector3d nextKeyRotation
    property vector3d nextKeyScale: Qt.vector3d(1, 1, 1)

    // Framing: the scene point at the centre and pixels per unit.
    property vector3d cameraCenter: Qt.vector3d(0, 0, 0)
    property real magnification: 1

    // The light table (editor/preview/lighttablesettings.h): the view mirrored left to right,
    // linear filtering (else nearest neighbour), the onion skin's pictures back to front (entries
    // as OnionSquare.qml reads them; at most onionCapacity), and the background: 0 the window's
    // colour (with the grid), 1 a checkerboard fixed to the screen, 2 an image centred on the
    // origin at `backgroundImageUnits` (scene units).
    property bool flipped: false
    property bool smooth: false
    property var onionFrames: []
    // The current frame's opacity: below 1 while onion frames are behind an opaque picture, as
    // paper on a light table lets the drawings under it through.
    property real paperOpacity: 1
    readonly property int onionCapacity: 11
    property int backgroundKind: 0
    property url backgroundImage
    property vector2d backgroundImageUnits: Qt.vector2d(0, 0)

    // Toggles and the overlay's figures.
    property bool overlayVisible: true
    property bool compareVisible: false
    property real clipTime: 0
    property real clipLength: 0
    property string frameText: ""
    property real renderRate: 0
    property int skippedFrames: 0
    property bool playing: false
    property real speed: 1
    property bool statisticsVisible: false
    property bool hasKeys: false

    // Shows an event's name for a moment; called once per occurrence.
    function flash(name) {
        overlay.flash(name)
    }

    // Files dropped on the preview, for the editor to open or import as from a drop anywhere
    // else (the view is a window of its own: the editor window's drop handling never sees them).
    signal filesDropped(var urls)

    View3D {
        id: view
        anchors.fill: parent
        // Straight into the widget's render target, under the overlay: no texture of its own
        // to draw again (a whole 800x600 pass less a frame on a software renderer).
        renderMode: View3D.Underlay
        environment: SceneEnvironment {
            backgroundMode: SceneEnvironment.Color
            clearColor: "#1d2026"
            antialiasingMode: SceneEnvironment.NoAA
        }

        OrthographicCamera {
            // Flipped, the content is mirrored about x = 0 (see `content`): so is the centre.
            position: Qt.vector3d(root.flipped ? -root.cameraCenter.x : root.cameraCenter.x, root.cameraCenter.y, 1000)
            horizontalMagnification: root.magnification
            verticalMagnification: root.magnification
            clipNear: 1
            clipFar: 4000
        }

        // The checkerboard: a quad filling the view behind everything, 8-pixel checks on screen
        // (it stays put while the view zooms, as in a paint program).
        Model {
            visible: root.backgroundKind === 1
            source: "#Rectangle"
            position: Qt.vector3d(root.flipped ? -root.cameraCenter.x : root.cameraCenter.x, root.cameraCenter.y, -50)
            scale: Qt.vector3d(view.width / root.magnification / 100 + 0.01, view.height / root.magnification / 100 + 0.01, 1)
            materials: DefaultMaterial {
                lighting: DefaultMaterial.NoLighting
                cullMode: Material.NoCulling
                diffuseMap: Texture {
                    sourceItem: Item {
                        width: 16
                        height: 16
                        Rectangle { width: 16; height: 16; color: "#c8c8c8" }
                        Rectangle { width: 8; height: 8; color: "#8f8f8f" }
                        Rectangle { x: 8; y: 8; width: 8; height: 8; color: "#8f8f8f" }
                    }
                    scaleU: view.width / 16
                    scaleV: view.height / 16
                    minFilter: Texture.Nearest
                    magFilter: Texture.Nearest
                    generateMipmaps: false
                }
            }
        }

        // Everything in the scene, mirrored left to right when the view is flipped.
        Node {
            id: content
            scale: Qt.vector3d(root.flipped ? -1 : 1, 1, 1)

            // An image behind the art, one of its pixels a picture pixel.
            Model {
                visible: root.backgroundKind === 2
                source: "#Rectangle"
                position: Qt.vector3d(0, 0, -40)
                scale: Qt.vector3d(root.backgroundImageUnits.x / 100, root.backgroundImageUnits.y / 100, 1)
                materials: PrincipledMaterial {
                    lighting: PrincipledMaterial.NoLighting
                    cullMode: Material.NoCulling
                    alphaMode: PrincipledMaterial.Blend
                    baseColorMap: Texture {
                        source: root.backgroundImage
                        generateMipmaps: false
                        minFilter: root.smooth ? Texture.Linear : Texture.Nearest
                        magFilter: root.smooth ? Texture.Linear : Texture.Nearest
                    }
                }
            }

            // The grid, the axes, the origin's cross and the trail write no depth (NeverDepthDraw):
            // the View3D draws underneath the 2D items in the same pass, whose depth test would
            // then hide the frame data's layer where they are (FrameDataItem, at the end). They
            // are behind the frame, so nothing of the 3D needs their depth.
            // Ground grid (every 16 x 2^k units, SceneWriter::gridStep), and the axes through the origin (on the plain colour).
            Model {
                visible: root.backgroundKind === 0
                geometry: LineGeometry { objectName: "grid" }
                materials: DefaultMaterial { lighting: DefaultMaterial.NoLighting; diffuseColor: "#2f353e"; depthDrawMode: Material.NeverDepthDraw }
            }
            Model {
                visible: root.backgroundKind === 0
                geometry: LineGeometry { objectName: "axes" }
                materials: DefaultMaterial { lighting: DefaultMaterial.NoLighting; diffuseColor: "#5a6473"; depthDrawMode: Material.NeverDepthDraw }
            }
            Model {
                // The origin: a small cross that stands out from the axes (with them).
                visible: root.backgroundKind === 0
                source: "#Cube"
                position: Qt.vector3d(0, 0, -1.4)
                scale: Qt.vector3d(0.07, 0.07, 0.01)
                eulerRotation: Qt.vector3d(0, 0, 45)
                materials: DefaultMaterial { lighting: DefaultMaterial.NoLighting; diffuseColor: "#8c99ab"; depthDrawMode: Material.NeverDepthDraw }
            }

            // A faint trail of the path over the clip.
            Model {
                geometry: LineGeometry { objectName: "trail" }
                opacity: 0.55
                materials: DefaultMaterial { lighting: DefaultMaterial.NoLighting; diffuseColor: "#7fa7d9"; depthDrawMode: Material.NeverDepthDraw }
            }

            Square {
                visible: root.overlayVisible && root.previousKeyVisible
                position: Qt.vector3d(root.previousKeyPosition.x, root.previousKeyPosition.y, root.previousKeyPosition.z - 0.6)
                eulerRotation: root.previousKeyRotation
                scale: root.previousKeyScale
                size: root.frameSize
                color: "#4f7fd0"
                alpha: 0.28
                textured: false
            }
            Square {
                visible: root.overlayVisible && root.nextKeyVisible
                position: Qt.vector3d(root.nextKeyPosition.x, root.nextKeyPosition.y, root.nextKeyPosition.z - 0.5)
                eulerRotation: root.nextKeyRotation
                scale: root.nextKeyScale
                size: root.frameSize
                color: "#4fd08a"
                alpha: 0.28
                textured: false
            }

            // The onion skin, behind the current frame.
            Repeater3D {
                model: root.onionCapacity
                delegate: OnionSquare {
                    required property int index
                    info: index < root.onionFrames.length ? root.onionFrames[index] : undefined
                    smooth: root.smooth
                }
            }

            Square {
                objectName: "square"
                smooth: root.smooth
                alpha: root.paperOpacity
                position: root.squarePosition
                eulerRotation: root.squareRotation
                scale: root.squareScale
                frameIndex: root.frameIndex
                label: root.frameLabel
                texture: root.frameTexture
                problem: root.imageProblem !== ""
                region: root.frameRegion
                size: root.frameSize
                offset: root.frameOffset
            }

            // What a component-wise matrix blend of the two keys would show (seeds/002's way).
            Model {
                visible: root.compareVisible
                geometry: LineGeometry { objectName: "compareOutline" }
                materials: DefaultMaterial { lighting: DefaultMaterial.NoLighting; diffuseColor: "#ffd23f" }
            }
        } // content
    }

    Overlay {
        id: overlay
        objectName: "overlay"
        anchors.fill: parent
        visible: root.overlayVisible
        clipTime: root.clipTime
        clipLength: root.clipLength
        frameText: root.frameText
        renderRate: root.renderRate
        skippedFrames: root.skippedFrames
        playing: root.playing
        speed: root.speed
        compareVisible: root.compareVisible
        statisticsVisible: root.statisticsVisible
        hasKeys: root.hasKeys
    }

    // The problem with the frame's file, shown whether or not the overlay is.
    Rectangle {
        objectName: "imageProblem"
        visible: root.imageProblem !== ""
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: 6 }
        height: problemText.implicitHeight + 8
        radius: 3
        color: "#c62828"
        Text {
            id: problemText
            anchors { fill: parent; margins: 4 }
            text: root.imageProblem
            color: "white"
            font.pixelSize: 13
            elide: Text.ElideMiddle
        }
    }

    DropArea {
        anchors.fill: parent
        keys: ["text/uri-list"]
        onDropped: (drop) => {
            if (!drop.hasUrls)
                return
            drop.accept(Qt.CopyAction)
            root.filesDropped(drop.urls)
        }
    }

    // The frame data (pivot, boxes, points) over the picture: a 2D layer the editor paints in view
    // pixels, mapped through the camera and the pose (editor/preview/framedataitem.h). The
    // View3D leaves the depth of what it drew opaque in the buffer the 2D items are tested
    // against: see the grid's materials.
    FrameDataItem {
        objectName: "frameData"
        anchors.fill: parent
    }
}
