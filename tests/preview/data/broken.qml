// A scene that fails to load: the preview must show the error, not a blank panel.
import QtQuick
Item {
    NoSuchType { }
}
