// The main() a fuzz target gets in a build without libFuzzer: runs every seed file once, then a
// bounded number of deterministic mutations of them (flips, inserts of JSON tokens, cuts,
// repeats, splices), so ctest exercises the entry point on more than well-formed input.
//   fuzz_NAME [--runs N] [--seed S] FILE_OR_FOLDER...
#include <QByteArray>
#include <QDirIterator>
#include <QFileInfo>
#include <QStringList>
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

namespace {

// xorshift64*: the same mutations on every machine and every run.
struct Random
{
    uint64_t state;
    uint64_t next()
    {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        return state * 0x2545F4914F6CDD1DULL;
    }
    qsizetype below(qsizetype n) { return n <= 0 ? 0 : qsizetype(next() % uint64_t(n)); }
};

const char *const kTokens[] = {"{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "\\ud800", "0", "-1", "1e400",
                               "1e-400", "1e9", "null", "true", "\"frames\"", "\"keyframes\"", "\"events\"",
                               "\"duration\"", "\"time\"", "\"matrix\"", "\"easing\"", "\"bezier\"",
                               "\"image\"", "\xEF\xBB\xBF", "\xC0\xAF", "\xED\xA0\x80", "\xFF", "\t", "\0"};

QByteArray mutate(QByteArray input, const QList<QByteArray> &seeds, Random &random)
{
    const int steps = 1 + int(random.below(4));
    for (int step = 0; step < steps; ++step) {
        const qsizetype n = input.size();
        const qsizetype at = random.below(n + 1);
        switch (random.below(6)) {
        case 0: // flip a bit
            if (n > 0)
                input[random.below(n)] = char(input[random.below(n)] ^ char(1 << random.below(8)));
            break;
        case 1: { // insert a token
            const char *token = kTokens[random.below(std::size(kTokens))];
            input.insert(at, token, std::max<qsizetype>(1, qsizetype(std::strlen(token))));
            break;
        }
        case 2: // cut a span
            input.remove(at, random.below(n - at + 1) / 2 + 1);
            break;
        case 3: // repeat a span
            input.insert(at, input.mid(at, random.below(64) + 1));
            break;
        case 4: // truncate
            input.truncate(at);
            break;
        case 5: { // splice in part of another seed
            const QByteArray &other = seeds[random.below(seeds.size())];
            const qsizetype from = random.below(other.size());
            input.insert(at, other.mid(from, random.below(256) + 1));
            break;
        }
        }
    }
    return input;
}

void run(const QByteArray &input)
{
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(input.constData()), size_t(input.size()));
}

} // namespace

int main(int argc, char *argv[])
{
    long runs = 1000;
    uint64_t seed = 1;
    QStringList files;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--runs") == 0 && i + 1 < argc) {
            runs = std::strtol(argv[++i], nullptr, 10);
        } else if (std::strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
            seed = std::strtoull(argv[++i], nullptr, 10);
        } else {
            const QString path = QString::fromLocal8Bit(argv[i]);
            if (QFileInfo(path).isDir()) {
                QDirIterator it(path, QDir::Files, QDirIterator::Subdirectories);
                while (it.hasNext())
                    files << it.next();
            } else {
                files << path;
            }
        }
    }
    files.sort(); // the same order, so the same mutations, everywhere
    QList<QByteArray> seeds;
    for (const QString &path : files) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly) && file.size() <= 1024 * 1024)
            seeds << file.readAll();
    }
    if (seeds.isEmpty()) {
        std::fprintf(stderr, "no seed files found\n");
        return 1;
    }
    for (const QByteArray &s : seeds)
        run(s);
    Random random{seed * 0x9E3779B97F4A7C15ULL + 1};
    for (long i = 0; i < runs; ++i)
        run(mutate(seeds[random.below(seeds.size())], seeds, random));
    std::printf("%lld seed files and %ld mutations run, no finding\n", qlonglong(seeds.size()), runs);
    return 0;
}
