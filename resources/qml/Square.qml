// The animated frame: a quad of `size` units, its picture's pixels (one unit is one picture
// pixel: DESIGN.md "One scale everywhere"; the built-in #Rectangle is 100 units, so the mesh is
// scaled by size / 100), centred on the node's position. Textured with the frame's image
// (only its region of a sheet: the texture's scale and position pick the cell, so the sheet is
// loaded once for all its cells), or a plain colour with the frame number when the frame has
// none (or with `label`, a mouth shape the mouth chart has no picture for); plain without frames.
import QtQuick
import QtQuick3D

Node {
    id: node

    property color color: "#e07b39"
    // Width and height in scene units (picture pixels); a plain square is 64 x 64.
    property vector2d size: Qt.vector2d(64, 64)
    // The quad's centre from the node's origin (units, y up): the frame's pivot on the origin.
    property vector2d offset: Qt.vector2d(0, 0)
    property int frameIndex: -1
    // Shown on the plain square instead of the frame number when not empty.
    property string label: ""
    // The frame's picture (a TextureData filled by the editor from the decoded file), or null.
    property TextureData texture: null
    // The frame's file is missing or broken: a red frame around the (last good) picture.
    property bool problem: false
    // The part of `texture` shown, in texture coordinates: x, y from the top left, width, height.
    property rect region: Qt.rect(0, 0, 1, 1)
    // Linear filtering (painted art); otherwise nearest neighbour (pixel art).
    property bool smooth: false
    property real alpha: 1
    property bool textured: true

    readonly property color frameColor: frameIndex < 0 ? color
                                                      : Qt.hsla((0.07 + frameIndex * 0.137) % 1.0, 0.62, 0.52, 1.0)

    Model {
        source: "#Rectangle"
        position: Qt.vector3d(node.offset.x, node.offset.y, 0)
        scale: Qt.vector3d(node.size.x / 100, node.size.y / 100, 1)
        opacity: node.alpha
        materials: [!node.textured || node.frameIndex < 0 ? plainMaterial
                    : (node.texture !== null ? imageMaterial : numberMaterial)]
    }
    Model {
        visible: node.problem
        source: "#Rectangle"
        position: Qt.vector3d(node.offset.x, node.offset.y, -0.3)
        scale: Qt.vector3d(node.size.x / 100 + 0.08, node.size.y / 100 + 0.08, 1)
        materials: DefaultMaterial {
            lighting: DefaultMaterial.NoLighting
            cullMode: Material.NoCulling
            diffuseColor: "#ff3030"
        }
    }

    DefaultMaterial {
        id: plainMaterial
        lighting: DefaultMaterial.NoLighting
        cullMode: Material.NoCulling
        diffuseColor: node.color
    }
    // Principled with blending: the picture's alpha shows what is behind it (a DefaultMaterial
    // drew its transparent pixels opaque black in Qt 6.4, issue 27).
    PrincipledMaterial {
        id: imageMaterial
        lighting: PrincipledMaterial.NoLighting
        cullMode: Material.NoCulling
        alphaMode: PrincipledMaterial.Blend
        baseColorMap: Texture {
            textureData: node.texture
            // The decoded rows run from the top; flipped, v runs up as with an image file.
            flipV: true
            generateMipmaps: false
            scaleU: node.region.width
            scaleV: node.region.height
            positionU: node.region.x
            // Texture v runs up from the image's bottom edge; the region's y runs down from its top.
            positionV: 1 - node.region.y - node.region.height
            // Nearest neighbour unless smooth is asked for: pixel art stays crisp at any zoom,
            // and a cell of a sheet takes nothing of the cell beside it.
            minFilter: node.smooth ? Texture.Linear : Texture.Nearest
            magFilter: node.smooth ? Texture.Linear : Texture.Nearest
        }
    }
    DefaultMaterial {
        id: numberMaterial
        lighting: DefaultMaterial.NoLighting
        cullMode: Material.NoCulling
        diffuseMap: Texture {
            sourceItem: Rectangle {
                width: 128
                height: 128
                color: node.frameColor
                border.color: Qt.darker(node.frameColor, 1.4)
                border.width: 6
                Text {
                    anchors.centerIn: parent
                    text: node.label !== "" ? node.label : node.frameIndex
                    color: "white"
                    font.pixelSize: node.label.length > 2 ? 40 : 72
                    font.bold: true
                }
            }
        }
    }
}
