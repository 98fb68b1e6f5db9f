#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace inbetween {

// What the lip-sync readers share about the words of their files: times as written, frames, and
// the names of mouth shapes.
namespace lipsync {

// Seconds as Rhubarb writes them ("0.05", "12", "-0.5": digits with at most one '.', an optional
// leading '-') -> ms: the double nearest to the decimal times 1000, so 0.05 gives 50 exactly,
// never 49.99999. False, *ms untouched, for any other text (an exponent, a '+', spaces).
bool secondsTextToMs(QStringView text, double *ms);
// A seconds value a JSON reader made a double of -> ms the same way, through the shortest text
// that reads back as that double, which is what the file wrote (0.07 -> "0.07" -> 70).
double secondsToMs(double seconds);
// The frame `frame` of a file counting from `firstFrame` at `fps` -> ms:
// (frame - firstFrame) * 1000 / fps, rounded once (exact when it divides).
double frameToMs(qint64 frame, qint64 firstFrame, double fps);
// A whole number written in digits only ("12"; at most 9 of them), or with a leading '-'.
bool wholeNumberText(QStringView text, qint64 *out);

// The longest time a file may give in seconds (the project's times stop at 1,000,000,000 ms), and
// the rule's words: "a number of seconds from 0 to 1000000".
constexpr double kMaxSeconds = 1e6;
QString secondsRule();

// Rhubarb's shapes: A-H and X.
bool isRhubarbShape(const QString &shape);
QString rhubarbShapeList();     // "A, B, C, D, E, F, G, H, X"

// A text file's lines, line 1 first: UTF-8 (a byte-order mark at the start dropped), split at
// '\n', each without its '\r' (files written on Windows). A last empty line (after the final
// newline) is not a line.
QStringList textLines(const QByteArray &bytes);

// A piece of a file's text in a message: quoted, cut at 40 characters ("\"0.27 C\"").
QString quoted(QStringView text);
// A frame-counting file (a .dat, a .pgo) that puts two shapes on one frame keeps the later, as
// Moho shows one a frame: "frame 7 has two shapes, C (line 3) then B: B is kept, ...".
QString laterOnTheFrame(const QString &frameText, const char *what, const QString &first, const QString &firstWhere,
                        const QString &later);

} // namespace lipsync

} // namespace inbetween
