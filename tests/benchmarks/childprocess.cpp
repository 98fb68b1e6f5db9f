#include "benchmarks/childprocess.h"

#include <algorithm>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <vector>

namespace bench {

namespace {

// The spawner: a copy of this program forked before it grew (see startSpawner), which starts
// and measures the children. A child's peak RSS counts the process it was forked from, until
// its exec: forked from a benchmark holding a big project, every child would seem that big.
int g_toSpawner = -1;
int g_fromSpawner = -1;

double nowMs()
{
    timespec t{};
    clock_gettime(CLOCK_MONOTONIC, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

double ms(const timeval &t)
{
    return double(t.tv_sec) * 1e3 + double(t.tv_usec) / 1e3;
}

bool readAll(int fd, void *data, size_t size)
{
    auto *p = static_cast<char *>(data);
    while (size > 0) {
        const ssize_t n = read(fd, p, size);
        if (n <= 0)
            return false;
        p += n;
        size -= size_t(n);
    }
    return true;
}

bool writeAll(int fd, const void *data, size_t size)
{
    const auto *p = static_cast<const char *>(data);
    while (size > 0) {
        const ssize_t n = write(fd, p, size);
        if (n <= 0)
            return false;
        p += n;
        size -= size_t(n);
    }
    return true;
}

// Runs argv (NUL-separated) here, in this process's own child.
ChildRun spawn(const std::vector<QByteArray> &args)
{
    ChildRun run;
    std::vector<char *> argv;
    for (const QByteArray &a : args)
        argv.push_back(const_cast<char *>(a.constData()));
    argv.push_back(nullptr);
    int out[2];
    if (pipe(out) != 0)
        return run;
    const double start = nowMs();
    const pid_t pid = fork();
    if (pid < 0) {
        close(out[0]);
        close(out[1]);
        return run;
    }
    if (pid == 0) { // the child: stdout into the pipe, stderr away
        dup2(out[1], STDOUT_FILENO);
        const int null = open("/dev/null", O_WRONLY);
        if (null >= 0)
            dup2(null, STDERR_FILENO);
        close(out[0]);
        close(out[1]);
        execv(argv[0], argv.data());
        _exit(127);
    }
    close(out[1]);
    char buffer[4096];
    ssize_t n;
    while ((n = read(out[0], buffer, sizeof buffer)) > 0)
        run.output.append(buffer, n);
    close(out[0]);
    int status = 0;
    rusage usage{};
    if (wait4(pid, &status, 0, &usage) != pid)
        return run;
    run.wallMs = nowMs() - start;
    run.cpuMs = ms(usage.ru_utime) + ms(usage.ru_stime);
    run.peakRssMiB = double(usage.ru_maxrss) / 1024.0; // the kernel gives KiB
    run.ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    return run;
}

struct Reply
{
    int ok;
    double wallMs, cpuMs, peakRssMiB;
    qint64 outputSize;
};

[[noreturn]] void serve(int in, int out)
{
    qint64 count = 0;
    while (readAll(in, &count, sizeof count)) {
        std::vector<QByteArray> args;
        for (qint64 i = 0; i < count; ++i) {
            qint64 size = 0;
            QByteArray a;
            if (!readAll(in, &size, sizeof size))
                _exit(1);
            a.resize(size);
            if (!readAll(in, a.data(), size_t(size)))
                _exit(1);
            args.push_back(a);
        }
        const ChildRun r = spawn(args);
        const Reply reply{r.ok ? 1 : 0, r.wallMs, r.cpuMs, r.peakRssMiB, r.output.size()};
        if (!writeAll(out, &reply, sizeof reply) || !writeAll(out, r.output.constData(), size_t(r.output.size())))
            _exit(1);
    }
    _exit(0);
}

} // namespace

void startSpawner()
{
    int request[2], reply[2];
    if (pipe(request) != 0 || pipe(reply) != 0)
        return;
    const pid_t pid = fork();
    if (pid == 0) {
        close(request[1]);
        close(reply[0]);
        serve(request[0], reply[1]);
    }
    close(request[0]);
    close(reply[1]);
    if (pid < 0) {
        close(request[1]);
        close(reply[0]);
        return;
    }
    g_toSpawner = request[1];
    g_fromSpawner = reply[0];
}

ChildRun runChild(const QString &program, const QStringList &arguments)
{
    std::vector<QByteArray> args{program.toLocal8Bit()};
    for (const QString &a : arguments)
        args.push_back(a.toLocal8Bit());
    if (g_toSpawner < 0)
        return spawn(args);
    ChildRun run;
    const qint64 count = qint64(args.size());
    bool sent = writeAll(g_toSpawner, &count, sizeof count);
    for (const QByteArray &a : args) {
        const qint64 size = a.size();
        sent = sent && writeAll(g_toSpawner, &size, sizeof size) && writeAll(g_toSpawner, a.constData(), size_t(size));
    }
    Reply reply{};
    if (!sent || !readAll(g_fromSpawner, &reply, sizeof reply))
        return run;
    run.output.resize(reply.outputSize);
    if (!readAll(g_fromSpawner, run.output.data(), size_t(reply.outputSize)))
        return run;
    run.ok = reply.ok != 0;
    run.wallMs = reply.wallMs;
    run.cpuMs = reply.cpuMs;
    run.peakRssMiB = reply.peakRssMiB;
    return run;
}

double median(QList<double> values)
{
    if (values.isEmpty())
        return -1;
    std::sort(values.begin(), values.end());
    const qsizetype mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

} // namespace bench
