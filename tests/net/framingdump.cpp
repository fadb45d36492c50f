// RequestFramer's reading of connections, as JSON lines, for tests/net/differential/compare.mjs
// to hold against llhttp's.
//
//   framingdump --corpus   the cases of framingcorpus.h: {"name": ..., "input": base64}
//   framingdump FILE       for each line of FILE (a connection's bytes, base64): each distinct
//                          reading of them fed whole, a byte at a time, and split in two at
//                          every point, through the incremental feed() the guard uses:
//                          {"case": n, "readings": [{"events": [[event, offset], ...],
//                           "refusal": 0|400|413|431, "refusedAt": n, "whole": bool,
//                           "bytes": bool, "splits": [n, ...]}, ...]}
// Events are RequestFramer::Event (0 started, 1 head complete, 2 request complete) with the
// bytes fed when each became known. Limits: framingcorpus.h's FramingTestLimits.

#include "framingcorpus.h"

#include <QFile>

#include <cstdio>
#include <map>
#include <string>
#include <vector>

using paydesk::net::RequestFramer;

namespace {

struct Reading
{
    std::string key; // events, refusal and where: what tells two readings apart
    bool whole = false;
    bool bytes = false;
    std::vector<qsizetype> splits;
};

// Feeds `input` in the pieces that end at `cuts` (the last piece ends at its end).
std::string read(const QByteArray &input, const std::vector<qsizetype> &cuts)
{
    std::string events;
    RequestFramer f(paydesk::testing::FramingTestLimits);
    f.setListener([&](RequestFramer::Event e, qint64 offset) {
        if (!events.empty())
            events += ',';
        events += '[' + std::to_string(int(e)) + ',' + std::to_string(offset) + ']';
    });
    qsizetype from = 0;
    for (const qsizetype cut : cuts) {
        if (!f.feed(QByteArrayView(input).sliced(from, cut - from)))
            break;
        from = cut;
    }
    if (f.phase() != RequestFramer::Phase::Refused)
        f.feed(QByteArrayView(input).sliced(from));
    return "\"events\":[" + events + "],\"refusal\":" + std::to_string(f.refusal()) +
           ",\"refusedAt\":" + std::to_string(f.refusedAt());
}

void dumpCase(qsizetype number, const QByteArray &input)
{
    std::map<std::string, Reading> readings;
    const auto add = [&](std::string key) -> Reading & {
        Reading &r = readings[key];
        r.key = std::move(key);
        return r;
    };
    add(read(input, {})).whole = true;
    std::vector<qsizetype> everyByte;
    for (qsizetype at = 1; at < input.size(); ++at)
        everyByte.push_back(at);
    add(read(input, everyByte)).bytes = true;
    for (qsizetype at = 1; at < input.size(); ++at)
        add(read(input, {at})).splits.push_back(at);

    std::string line = "{\"case\":" + std::to_string(number) + ",\"readings\":[";
    bool first = true;
    for (const auto &[key, r] : readings) {
        line += first ? "{" : ",{";
        first = false;
        line += r.key + ",\"whole\":" + (r.whole ? "true" : "false") +
                ",\"bytes\":" + (r.bytes ? "true" : "false") + ",\"splits\":[";
        for (size_t i = 0; i < r.splits.size(); ++i)
            line += (i ? "," : "") + std::to_string(r.splits[i]);
        line += "]}";
    }
    line += "]}\n";
    std::fputs(line.c_str(), stdout);
}

} // namespace

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::fputs("usage: framingdump --corpus | framingdump FILE\n", stderr);
        return 2;
    }
    const QByteArray arg(argv[1]);
    if (arg == "--corpus") {
        for (const auto &c : paydesk::testing::framingCorpus()) {
            // Names are plain ASCII without quotes or backslashes.
            std::printf("{\"name\":\"%s\",\"input\":\"%s\"}\n", c.name,
                        c.input.toBase64().constData());
        }
        return 0;
    }
    QFile file(QString::fromLocal8Bit(arg));
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "framingdump: cannot read %s\n", argv[1]);
        return 2;
    }
    qsizetype number = 0;
    while (!file.atEnd()) {
        // (An empty line is a connection that sent nothing.)
        dumpCase(number++, QByteArray::fromBase64(file.readLine().trimmed()));
    }
    return 0;
}
