// One picture of the onion skin: a neighbouring (or pinned) frame at the pose the motion has at
// that frame's start, behind the current frame, faded and tinted. `info` is one entry of
// PreviewScene's onionFrames, written by the editor (editor/preview/onionlayers.cpp):
// { texture, region, size, offset, position, rotation, scale, tint, tinted, opacity, colour }; undefined hides
// it. A frame without a picture shows as a plain square of `colour`.
import QtQuick
import QtQuick3D

Node {
    id: node

    property var info: undefined
    property bool smooth: false
    readonly property bool shown: info !== undefined && info !== null
    readonly property bool textured: shown && info.texture !== null && info.texture !== undefined
    // How much of the tint a tinted picture takes (the rest is its own colours).
    readonly property real tintStrength: 0.65

    visible: shown
    position: shown ? info.position : Qt.vector3d(0, 0, 0)
    eulerRotation: shown ? info.rotation : Qt.vector3d(0, 0, 0)
    scale: shown ? info.scale : Qt.vector3d(1, 1, 1)

    Model {
        source: "#Rectangle"
        // Its picture's pixels in scene units, its pivot on the node's origin, as Square.qml.
        position: node.shown && node.info.offset !== undefined ? Qt.vector3d(node.info.offset.x, node.info.offset.y, 0)
                                                                : Qt.vector3d(0, 0, 0)
        scale: node.shown ? Qt.vector3d(node.info.size.x / 100, node.info.size.y / 100, 1) : Qt.vector3d(0.64, 0.64, 1)
        opacity: node.textured ? 1 : (node.shown ? node.info.opacity : 0)
        materials: [node.textured ? pictureMaterial : plainMaterial]
    }

    // A shader of its own: the picture mixed with the tint, its alpha kept (a DefaultMaterial's
    // diffuse colour only multiplies, which turns a green pixel black under a red tint).
    CustomMaterial {
        id: pictureMaterial
        shadingMode: CustomMaterial.Unshaded
        cullMode: Material.NoCulling
        sourceBlend: CustomMaterial.SrcAlpha
        destinationBlend: CustomMaterial.OneMinusSrcAlpha
        vertexShader: "onion.vert"
        fragmentShader: "onion.frag"
        property TextureInput picture: TextureInput {
            texture: Texture {
                textureData: node.textured ? node.info.texture : null
                generateMipmaps: false
                minFilter: node.smooth ? Texture.Linear : Texture.Nearest
                magFilter: node.smooth ? Texture.Linear : Texture.Nearest
            }
        }
        property vector4d region: node.shown ? Qt.vector4d(node.info.region.x, node.info.region.y, node.info.region.width,
                                                           node.info.region.height)
                                             : Qt.vector4d(0, 0, 1, 1)
        property vector3d tint: node.shown ? Qt.vector3d(node.info.tint.r, node.info.tint.g, node.info.tint.b)
                                           : Qt.vector3d(1, 1, 1)
        property real strength: node.shown && node.info.tinted ? node.tintStrength : 0
        property real alpha: node.shown ? node.info.opacity : 0
    }
    DefaultMaterial {
        id: plainMaterial
        lighting: DefaultMaterial.NoLighting
        cullMode: Material.NoCulling
        diffuseColor: node.shown ? node.info.colour : "white"
    }
}
