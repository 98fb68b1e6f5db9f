#include "document/englishplurals.h"

namespace inbetween {

QString EnglishPlurals::translate(const char *, const char *sourceText, const char *, int n) const
{
    if (n != 1 || !sourceText)
        return QString(); // null: "not translated here", Qt uses the source text
    const QString text = QString::fromUtf8(sourceText);
    const QString singular = forCount(text, n);
    return singular == text ? QString() : singular;
}

QString EnglishPlurals::forCount(const QString &text, int n)
{
    if (n != 1)
        return text;
    const qsizetype at = text.indexOf(QLatin1String("%n "));
    if (at < 0)
        return text;
    qsizetype end = at + 3;
    while (end < text.size() && text.at(end).isLetter())
        ++end;
    // "frames" -> "frame"; a word without a plural "s" ("more") stays.
    if (end - (at + 3) > 1 && text.at(end - 1) == QLatin1Char('s'))
        return text.left(end - 1) + text.mid(end);
    return text;
}

} // namespace inbetween
