// simdjson's own walk of a project file, what the reader is measured against: its On-Demand API
// walks the file and fills plain structs with the frames and keyframes, with none of the
// reader's checks (no duplicate keys, limits, paths or rules), beside ProjectReader::read doing
// all of them and building the Project. CPU time of each, interleaved, median of the rounds:
//   bench_simdjsonwalk FILE [ROUNDS]
// or one walk as a whole process (bench_projectfile times it beside `inbetween-cli validate`):
//   bench_simdjsonwalk --walk FILE
#include "file/projectreader.h"

#include <QFile>
#include <algorithm>
#include <cstdio>
#include <simdjson.h>
#include <string_view>
#include <time.h>
#include <vector>

using namespace simdjson;

namespace {

struct PlainFrame
{
    double duration = 0;
};
struct PlainKey
{
    double time = 0;
    double parts[9] = {};
    std::string_view easing;
    double bezier[4] = {};
};

double cpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

void numbers(ondemand::value v, double *out, size_t count)
{
    size_t i = 0;
    for (auto item : v.get_array()) {
        const double d = item.get_double();
        if (i < count)
            out[i++] = d;
    }
}

bool walk(padded_string &json, std::vector<PlainFrame> &frames, std::vector<PlainKey> &keys)
{
    ondemand::parser parser;
    ondemand::document doc;
    if (parser.iterate(json).get(doc))
        return false;
    for (auto field : doc.get_object()) {
        if (field.unescaped_key().value() != "clips")
            continue;
        for (auto clip : field.value().get_array()) {
            for (auto member : clip.get_object()) {
                const std::string_view name = member.unescaped_key();
                if (name == "frames") {
                    for (auto frame : member.value().get_array()) {
                        PlainFrame f;
                        for (auto part : frame.get_object()) {
                            if (part.unescaped_key().value() == "duration")
                                f.duration = part.value().get_double();
                        }
                        frames.push_back(f);
                    }
                } else if (name == "keyframes") {
                    for (auto key : member.value().get_array()) {
                        PlainKey k;
                        for (auto part : key.get_object()) {
                            const std::string_view p = part.unescaped_key();
                            if (p == "time")
                                k.time = part.value().get_double();
                            else if (p == "translation" || p == "rotation" || p == "scale")
                                numbers(part.value(), k.parts + (p == "translation" ? 0 : p == "rotation" ? 3 : 6), 3);
                            else if (p == "easing") {
                                ondemand::value e = part.value();
                                if (e.type() == ondemand::json_type::string)
                                    k.easing = e.get_string();
                                else
                                    for (auto b : e.get_object())
                                        numbers(b.value(), k.bezier, 4);
                            }
                        }
                        keys.push_back(k);
                    }
                }
            }
        }
    }
    return true;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc == 3 && std::string_view(argv[1]) == "--walk") {
        padded_string json;
        std::vector<PlainFrame> frames;
        std::vector<PlainKey> keys;
        return !padded_string::load(argv[2]).get(json) && walk(json, frames, keys) ? 0 : 1;
    }
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_simdjsonwalk FILE [ROUNDS]\n");
        return 2;
    }
    QFile file(QString::fromLocal8Bit(argv[1]));
    if (!file.open(QIODevice::ReadOnly))
        return 1;
    const QByteArray bytes = file.readAll();
    padded_string json(bytes.constData(), size_t(bytes.size()));
    const int rounds = argc > 2 ? std::atoi(argv[2]) : 9;
    std::vector<double> walks, reads;
    for (int round = 0; round < rounds; ++round) {
        std::vector<PlainFrame> frames;
        std::vector<PlainKey> keys;
        double t = cpuMs();
        if (!walk(json, frames, keys))
            return 1;
        walks.push_back(cpuMs() - t);
        t = cpuMs();
        if (!inbetween::ProjectReader::read(bytes).ok())
            return 1;
        reads.push_back(cpuMs() - t);
    }
    std::printf("%.1f MB, median of %d rounds, CPU ms: simdjson On-Demand (%s kernel) walk (no checks) %.1f, "
                "ProjectReader::read (every check, the Project) %.1f\n",
                double(bytes.size()) / 1e6, rounds, SIMDJSON_STRINGIFY(SIMDJSON_BUILTIN_IMPLEMENTATION), median(walks),
                median(reads));
    return 0;
}
