// The overlay over the 3D view: clip time, frame, render rate, the frames that were on screen
// for zero renders since play began, a legend for the onion skin and the compare outline, and
// the names of events as they are crossed (one flash per occurrence).
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
    property int flashCount: 0

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
                text: "clip " + overlay.clipTime.toFixed(1) + " / " + overlay.clipLength.toFixed(0) + " ms"
                      + (overlay.playing ? "  playing x" + overlay.speed.toFixed(1) : "  paused")
            }
            Text {
                color: "#e8ecf1"
                font.pixelSize: 13
                font.family: "monospace"
                text: overlay.frameText
            }
            Text {
                color: "#e8ecf1"
                font.pixelSize: 13
                font.family: "monospace"
                text: "render rate " + overlay.renderRate.toFixed(1) + "/s"
            }
            Text {
                color: overlay.skippedFrames > 0 ? "#ffb070" : "#e8ecf1"
                font.pixelSize: 13
                font.family: "monospace"
                text: "frames shown for 0 renders: " + overlay.skippedFrames
            }
        }
    }

    Column {
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        anchors.margins: 8
        spacing: 2
        Text { color: "#7fa2de"; font.pixelSize: 12; text: "\u25a0 previous key" }
        Text { color: "#7fdea6"; font.pixelSize: 12; text: "\u25a0 next key" }
        Text {
            visible: overlay.compareVisible
            color: "#ffd23f"
            font.pixelSize: 12
            text: "\u25a1 matrix blend (component-wise, collapses)"
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
