// The animated square: 20 units on a side at scale 1 (the built-in #Rectangle is 100 units, so
// the mesh is scaled by 0.2), centred on the node's position. Textured with the frame's image
// (only its region of a sheet: the texture's scale and position pick the cell, so the sheet is
// loaded once for all its cells), or a plain colour with the frame number when the frame has
// none; plain without frames.
import QtQuick
import QtQuick3D

Node {
    id: node

    property color color: "#e07b39"
    property int frameIndex: -1
    // The frame's picture (a TextureData filled by the editor from the decoded file), or null.
    property TextureData texture: null
    // The frame's file is missing or broken: a red frame around the (last good) picture.
    property bool problem: false
    // The part of `texture` shown, in texture coordinates: x, y from the top left, width, height.
    property rect region: Qt.rect(0, 0, 1, 1)
    readonly property bool cut: region.x !== 0 || region.y !== 0 || region.width !== 1 || region.height !== 1
    property real alpha: 1
    property bool textured: true

    readonly property color frameColor: frameIndex < 0 ? color
                                                      : Qt.hsla((0.07 + frameIndex * 0.137) % 1.0, 0.62, 0.52, 1.0)

    Model {
        source: "#Rectangle"
        scale: Qt.vector3d(0.2, 0.2, 0.2)
        opacity: node.alpha
        materials: [!node.textured || node.frameIndex < 0 ? plainMaterial
                    : (node.texture !== null ? imageMaterial : numberMaterial)]
    }
    Model {
        visible: node.problem
        source: "#Rectangle"
        position: Qt.vector3d(0, 0, -0.3)
        scale: Qt.vector3d(0.24, 0.24, 0.24)
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
    DefaultMaterial {
        id: imageMaterial
        lighting: DefaultMaterial.NoLighting
        cullMode: Material.NoCulling
        diffuseMap: Texture {
            textureData: node.texture
            // The decoded rows run from the top; flipped, v runs up as with an image file.
            flipV: true
            generateMipmaps: false
            scaleU: node.region.width
            scaleV: node.region.height
            positionU: node.region.x
            // Texture v runs up from the image's bottom edge; the region's y runs down from its top.
            positionV: 1 - node.region.y - node.region.height
            // A cell of a sheet is sampled pixel by pixel: a blend with the texel beside it would
            // bleed the neighbouring cell into its edge.
            minFilter: node.cut ? Texture.Nearest : Texture.Linear
            magFilter: node.cut ? Texture.Nearest : Texture.Linear
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
                    text: node.frameIndex
                    color: "white"
                    font.pixelSize: 72
                    font.bold: true
                }
            }
        }
    }
}
