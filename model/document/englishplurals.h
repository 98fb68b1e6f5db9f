#pragma once

#include <QTranslator>

namespace inbetween {

// English singulars for the program's "%n things" texts, which Qt leaves plural without a
// translation file ("Remove 1 frames"): for n == 1 the word right after "%n " loses its
// trailing "s" ("Remove %n frame"). Texts with a real translation are not touched (install this
// first, so that translators installed later are asked first).
class EnglishPlurals : public QTranslator
{
    Q_OBJECT
public:
    using QTranslator::QTranslator;
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *sourceText, const char *disambiguation = nullptr,
                      int n = -1) const override;

    // The text for `n`, with "%n" still in it (QCoreApplication puts the number in).
    static QString forCount(const QString &text, int n);
};

} // namespace inbetween
