// The overlay over the 3D view: clip time, frame and speed; with the render statistics asked
// for, the render rate and the frames that were on screen for zero renders since play began; a
// legend for the keys' squares (when the clip has keys) and the compare outline; and the names
// of events as they are crossed (one flash per occurrence).
import QtQuick

Item {
    id: overlay

    property real clipTime: 0
    property real clipLength: 0
    property string frameText: ""
    property real renderRate: 0
    property int skippedFrames: 0
    property bool playing: false
    property real speed: 1
    property bool compareVisible: false
    property bool statisticsVisible: false
    property bool hasKeys: false
    property int flashCount: 0

    // The speed as chosen: "x0.25", "x1", "x1.5" (two decimals at most, no trailing zeros).
    function speedText(speed) {
        return "x" + Number(speed.toFixed(2)).toString()
    }

    function flash(name) {
        flashCount += 1
        flashComponent.createObject(flashColumn, { text: name })
    }

    Rectangle {
        x: 8
        y: 8
        width: info.width + 16
        height: info.height + 12
        radius: 4
        color: "#b0101216"
        Column {
            id: info
            x: 8
            y: 6
            spacing: 2
            Text {
                objectName: "clipTimeText"
                color: "#e8ecf1"
                font.pixelSize: 13
                font.family: "monospace"
                text: "clip " + overlay.clipTime.toFixed(1) + " / " + (+overlay.clipLength.toFixed(1)) + " ms"
                      + (overlay.playing ? "  playing " + overlay.speedText(overlay.speed) : "  paused")
            }
            Text {
                color: "#e8ecf1"
                font.pixelSize: 13
                font.family: "monospace"
                text: overlay.frameText
            }
            Text {
                objectName: "renderRateText"
                visible: overlay.statisticsVisible
                color: "#e8ecf1"
                font.pixelSize: 13
                font.family: "monospace"
                text: "render rate " + overlay.renderRate.toFixed(1) + "/s"
            }
            Text {
                objectName: "skippedFramesText"
                visible: overlay.statisticsVisible
                color: overlay.skippedFrames > 0 ? "#ffb070" : "#e8ecf1"
                font.pixelSize: 13
                font.family: "monospace"
                text: "frames shown for 0 renders: " + overlay.skippedFrames
            }
        }
    }

    // On a plate as the figures are: readable on the checkerboard, a light background or a picture.
    Rectangle {
        objectName: "legendPlate"
        visible: overlay.hasKeys || overlay.compareVisible
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        anchors.margins: 8
        width: legend.width + 16
        height: legend.height + 10
        radius: 4
        color: "#b0101216"
        Column {
            id: legend
            x: 8
            y: 5
            spacing: 2
            Text { objectName: "keyLegend"; visible: overlay.hasKeys; color: "#7fa2de"; font.pixelSize: 12; text: "\u25a0 previous key" }
            Text { visible: overlay.hasKeys; color: "#7fdea6"; font.pixelSize: 12; text: "\u25a0 next key" }
            Text {
                visible: overlay.compareVisible
                color: "#ffd23f"
                font.pixelSize: 12
                text: "\u25a1 matrix blend (component-wise, collapses)"
            }
        }
    }

    Column {
        id: flashColumn
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 10
        spacing: 4
    }

    Component {
        id: flashComponent
        Text {
            id: flashText
            color: "#ffe680"
            font.pixelSize: 20
            font.bold: true
            style: Text.Outline
            styleColor: "#000000"
            NumberAnimation on opacity {
                from: 1
                to: 0
                duration: 900
                easing.type: Easing.InQuad
                onFinished: flashText.destroy()
            }
        }
    }
}
