// Connections' bytes for the differential test, made from a fixed seed: one to three requests
// with framing right and wrong in the ways that matter (request lines, line ends, field names
// and values, Content-Length and Transfer-Encoding alone, together and malformed, folded
// lines, chunk sizes, extensions, CRLFs and trailers, Connection and upgrades, blank lines
// between requests, a request cut short), some of them then mutated a byte or three at random.

// A small, well-known PRNG (mulberry32): the same seed gives the same cases everywhere.
function prng(seed) {
    let a = seed >>> 0;
    return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}

export function generate(count, seed) {
    const random = prng(seed);
    const int = (n) => Math.floor(random() * n);
    const chance = (p) => random() < p;
    const pick = (list) => list[int(list.length)];
    // How odd the case being made is: a third are plain throughout, so that both parsers have
    // requests to agree on; the rest go wrong here and there, or everywhere.
    let oddness = 1;
    // Mostly the first (the plain form), else any of the rest.
    const mostly = (plain, others, p = 0.85) => (chance(1 - (1 - p) * oddness) ? plain : pick(others));

    const eol = () => mostly('\r\n', ['\n', '\r', '\r\r\n', '\n\r', ''], 0.93);
    const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'];
    const oddMethods = ['CONNECT', 'TRACE', 'FOO', 'get', 'G ET', 'PRI', 'SEARCH', 'POST\t', ''];
    const targets = ['/', '/hooks', '/api/v1/transactions', '/api/v1/transactions?limit=1&a[b]=c',
        '/a%20b', "/x/!$&'()*+,;=:@-._~", '/a?b=c/d'];
    const oddTargets = ['*', 'http://x/y', '/a b', '/a#b', '/a"b', '/a<b>', '/a{b}', '/a|b', '/a\\b',
        '/a^b', '/a`b', '/a\x7fb', '/a\x80b', '/a\tb', '', 'x', '//', '/?\r'];
    const versions = ['HTTP/1.1', 'HTTP/1.1', 'HTTP/1.1', 'HTTP/1.0'];
    const oddVersions = ['HTTP/2.0', 'HTTP/1.2', 'HTTP/0.9', 'http/1.1', 'HTTPS/1.1', 'HTTP/1.1 ',
        'HTTP/11', 'HTTP/1.1x', 'HTTP/1.', ''];
    const tokens = ['Host', 'Content-Type', 'X-Request-Id', 'Idempotency-Key', 'Accept', 'X'];
    const oddNames = ['X Y', 'X\tY', '', 'X@Y', 'X(Y)', '"X"', 'X\x00Y', 'Ä', 'Content-Length ',
        ' Content-Length', 'X/Y', 'X{Y}'];
    const values = ['x', '127.0.0.1:8080', 'application/json', '', ' a  b ', '\tx\t', 'caf\xc3\xa9',
        'a,b;c=d', '"quoted"'];
    const oddValues = ['a\rb', 'a\x01b', 'a\x7fb', 'a\x00b', 'a\x1bb', 'a\x0bb', 'a\x0cb'];
    const lengths = (n) => [String(n), `0${n}`, ` ${n}`, `${n} `, `\t${n}`];
    const oddLengths = (n) => [`+${n}`, `-${n}`, `${n}x`, `0x${n.toString(16)}`, `${n},${n}`,
        `${n}, ${n}`, '', `${n} ${n}`, '18446744073709551616', '99999999999999999999', `${n}.0`,
        `${n + 1}`, `${Math.max(0, n - 1)}`];
    const encodings = ['chunked', 'Chunked', 'CHUNKED', ' chunked ', '\tchunked'];
    const oddEncodings = ['chunked\t', 'gzip, chunked', 'chunked, gzip', 'identity', 'xchunked', 'chunkedx',
        'chunked,', ', chunked', 'chunk', 'gzip', '', 'chunked;q=1', '"chunked"'];
    const connections = ['keep-alive', 'Keep-Alive', 'close', 'Close', 'upgrade', 'Upgrade',
        'keep-alive, upgrade', 'close, upgrade', 'closex', 'xclose', 'TE', 'keep-alive, close'];
    const hex = (n) => mostly(n.toString(16), [n.toString(16).toUpperCase(), `00${n.toString(16)}`,
        `${n.toString(16)} `, ` ${n.toString(16)}`, `${n.toString(16)};a=b`, `${n.toString(16)};a`,
        `${n.toString(16)} ;a=b`, `${n.toString(16)};a="b c"`, `0x${n.toString(16)}`,
        `${n.toString(16)}\t`, `-${n}`, '', `${(n + 1).toString(16)}`, `+${n}`], 0.8);
    // A body of n bytes, now and then with line ends and what looks like framing in it.
    const text = (n) => {
        let s = '';
        while (s.length < n)
            s += chance(0.1) ? pick(['\r', '\n', '\r\n', '0\r\n\r\n', ' ', 'GET / HTTP/1.1\r\n\r\n'])
                : 'abcdefghij'[s.length % 10];
        return s.slice(0, n);
    };

    function request() {
        const sp = () => mostly(' ', ['  ', '\t', ''], 0.95);
        let method = mostly(pick(methods), oddMethods, 0.9);
        let head = method + sp() + mostly(pick(targets), oddTargets, 0.9) + sp() +
            mostly(pick(versions), oddVersions, 0.92) + eol();
        const fields = [];
        const field = (name, value) => fields.push(`${name}:${mostly(' ', ['', '  ', '\t'], 0.8)}${value}`);
        for (let i = int(3); i > 0; --i)
            field(mostly(pick(tokens), oddNames, 0.9), mostly(pick(values), oddValues, 0.9));
        // The body and what declares it.
        const kind = pick(['none', 'none', 'length', 'length', 'chunked', 'chunked', oddness ? 'both' : 'none']);
        let body = '';
        if (kind === 'length' || kind === 'both') {
            const n = mostly(int(12), [int(1100), 0], 0.9);
            field(mostly('Content-Length', ['content-length', 'CONTENT-LENGTH', 'Content-Length ']),
                mostly(pick(lengths(n)), oddLengths(n), 0.85));
            if (chance(0.08 * oddness))
                field('Content-Length', mostly(String(n), [String(n + 1)], 0.5));
            if (kind === 'length')
                body = text(mostly(n, [n + 1, Math.max(0, n - 1), n + 5], 0.85));
        }
        if (kind === 'chunked' || kind === 'both') {
            field(mostly('Transfer-Encoding', ['transfer-encoding', 'TRANSFER-ENCODING']),
                mostly(pick(encodings), oddEncodings, 0.85));
            if (chance(0.05 * oddness))
                field('Transfer-Encoding', pick(encodings));
            for (let chunks = int(4); chunks > 0; --chunks) {
                const n = mostly(1 + int(12), [1 + int(600), 16], 0.9);
                body += hex(n) + eol() + text(mostly(n, [n + 1, n - 1], 0.9)) +
                    mostly('\r\n', ['\n', '\r', '', 'xx', '\r\r\n'], 0.92);
            }
            body += mostly('0', ['00', '0;a=b', '0 ', ' 0', '000000000000000000'], 0.9) + eol();
            if (chance(0.08 * oddness))
                body += `X-Trailer: 1${eol()}`;
            body += mostly('\r\n', ['\n', '\r', '', 'x\r\n', '\r\n\r\n'], 0.9);
        }
        if (chance(0.15))
            field(mostly('Connection', ['Proxy-Connection', 'connection']),
                mostly('keep-alive', connections, 0.3));
        if (chance(0.05))
            field('Upgrade', pick(['websocket', 'h2c', '']));
        if (chance(0.04))
            field('Expect', '100-continue');
        // A folded line, now and then.
        if (fields.length && chance(0.05 * oddness)) {
            const at = int(fields.length);
            fields[at] += eol() + pick([' ', '\t', '  ']) + pick(['more', '3', 'chunked', '']);
        }
        for (let i = fields.length - 1; i > 0; --i) { // in any order
            const j = int(i + 1);
            [fields[i], fields[j]] = [fields[j], fields[i]];
        }
        for (const f of fields)
            head += f + eol();
        return head + eol() + body;
    }

    function mutate(s) {
        const bytes = ['\r', '\n', ' ', '\t', ':', ';', '0', '1', 'a', 'F', 'x', '\x00', '\x7f',
            '\x80', '\v', ',', '"', '/', '\r\n', '\r\n\r\n'];
        for (let n = 1 + int(3); n > 0 && s.length; --n) {
            const at = int(s.length + 1);
            const op = int(3);
            if (op === 0)
                s = s.slice(0, at) + pick(bytes) + s.slice(at);
            else if (op === 1)
                s = s.slice(0, at) + s.slice(at + 1);
            else
                s = s.slice(0, at) + pick(bytes) + s.slice(at + 1);
        }
        return s;
    }

    const cases = [];
    for (let i = 0; i < count; ++i) {
        oddness = pick([0, 0.2, 1]);
        let s = mostly('', ['\r\n', '\n', '\r\n\r\n', ' ', '\t', '\r'], 0.9);
        for (let requests = 1 + int(3); requests > 0; --requests) {
            s += request();
            if (chance(0.15))
                s += mostly('\r\n', ['\n', '\r\n\r\n', ' ', '\r', '\t\r\n'], 0.5);
        }
        if (chance(0.1))
            s = s.slice(0, int(s.length + 1)); // cut short
        if (oddness && chance(0.3))
            s = mutate(s);
        cases.push(Buffer.from(s, 'latin1'));
    }
    return cases;
}
