#pragma once

#include <QRect>
#include <QString>
#include <memory>

class QPainter;

namespace inbetween {

class SortedEvents;
class TimeAxis;
class WaveformPeaks;

// Paints the sound lane under the frames: the clip's sound as its waveform (one min/max line a
// pixel, from the peaks' level for the zoom, so any zoom of any length costs a few reads a
// pixel), placed at its offset; the part outside the clip [0, length) dimmed; the file's name at
// its start; the clip's events as lines across it, so a footstep lines up with its transient. A
// lane without a sound, one still decoding or one that failed says so in words.
class SoundLanePainter
{
public:
    struct Input
    {
        QRect row;
        int exposedLeft = 0;
        int exposedRight = 0;
        const TimeAxis *axis = nullptr;
        bool hasSound = false;
        QString fileName;
        double offset = 0.0;
        double clipLength = 0.0;
        std::shared_ptr<const WaveformPeaks> peaks; // null while decoding or after a failure
        QString problem;                             // why there are no peaks (decoding, an error)
        bool problemIsError = false;
        const SortedEvents *events = nullptr;
        bool dragging = false;
    };

    struct Stats
    {
        int columns = 0; // pixel columns drawn from the peaks
        int level = -1;  // the peaks' level they were read from
    };

    static Stats paint(QPainter &painter, const Input &in);
};

} // namespace inbetween
