// The differential framing test: RequestFramer (through tests/net/framingdump) against llhttp
// (llhttp.mjs), on the framing cases of tests/net (framingcorpus.h) and on cases generated from
// a fixed seed (generate.mjs). The framer reads each case whole, a byte at a time, and split in
// two at every point; llhttp reads it a byte at a time (it reads alike however the bytes come).
//
// For each of the framer's readings: up to the byte where the first of the two stopped (the
// framer refused it, llhttp found it in error, or after an upgrade llhttp reads no more HTTP),
// both must see the same request boundaries: where each request starts, where its head ends,
// where it ends. And where llhttp stopped first, the framer must not find a head or a request
// end past that byte: what one of them cannot read, the guard closes the connection on. (The
// framer refusing what llhttp reads is allowed: that is the guard being strict; it is counted.)
//
// Usage: node compare.mjs --framer PATH [--count N] [--seed N]
// Exits 0 when they agree on every reading, 1 when not (the first disagreements are shown).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { generate } from './generate.mjs';
import { Event, parse } from './llhttp.mjs';

const { values: args } = parseArgs({
    options: {
        framer: { type: 'string' },
        count: { type: 'string', default: '4000' },
        seed: { type: 'string', default: '26' },
    },
});
if (!args.framer) {
    console.error('usage: node compare.mjs --framer PATH [--count N] [--seed N]');
    process.exit(2);
}
const started = Date.now();

function run(...argv) {
    const r = spawnSync(args.framer, argv, { maxBuffer: 1 << 30, encoding: 'utf8' });
    if (r.status !== 0)
        throw new Error(`${args.framer} ${argv.join(' ')}: ${r.error ?? r.stderr}`);
    return r.stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line));
}

const corpus = run('--corpus').map((c) => ({ name: c.name, input: Buffer.from(c.input, 'base64') }));
const seed = Number(args.seed);
const generated = generate(Number(args.count), seed).map((input, i) => ({
    name: `generated #${i} (seed ${seed})`,
    input,
}));
const cases = [...corpus, ...generated];

const dir = mkdtempSync(join(tmpdir(), 'paydesk-framing-'));
let dumps;
try {
    const file = join(dir, 'cases');
    writeFileSync(file, cases.map((c) => c.input.toString('base64')).join('\n') + '\n');
    dumps = run(file);
} finally {
    rmSync(dir, { recursive: true, force: true });
}
if (dumps.length !== cases.length)
    throw new Error(`framingdump read ${dumps.length} cases of ${cases.length}`);

const same = (a, b) => a.length === b.length && a.every(([k, o], i) => k === b[i][0] && o === b[i][1]);
const eventName = ['started', 'head', 'end'];
const show = (events) => events.map(([k, o]) => `${eventName[k]}@${o}`).join(' ') || '(none)';
const escaped = (bytes) =>
    JSON.stringify(bytes.toString('latin1')).replace(/[\x7f-\xff]/g,
        (c) => `\\x${c.charCodeAt(0).toString(16)}`);

// Why a reading of the framer disagrees with llhttp's, or null.
function disagreement(reading, ll) {
    const framerStop = reading.refusal ? reading.refusedAt - 1 : Infinity; // the byte refused
    const llhttpStop = ll.error ? ll.error.at : Infinity;
    const stop = Math.min(framerStop, llhttpStop);
    const framer = reading.events.filter(([, offset]) => offset <= stop);
    const other = ll.events.filter(([, offset]) => offset <= stop);
    if (!same(framer, other))
        return 'they see different request boundaries';
    if (llhttpStop < framerStop &&
        reading.events.some(([kind, offset]) => offset > llhttpStop && kind !== Event.RequestStarted))
        return `the framer reads on past byte ${llhttpStop}, where llhttp stopped`;
    return null;
}

const tally = { readings: 0, bothRead: 0, bothStop: 0, framerStricter: 0, framerPending: 0 };
const failures = [];
for (let i = 0; i < cases.length; ++i) {
    const { name, input } = cases[i];
    const ll = parse(input);
    for (const reading of dumps[i].readings) {
        const n = reading.splits.length + (reading.whole ? 1 : 0) + (reading.bytes ? 1 : 0);
        tally.readings += n;
        const why = disagreement(reading, ll);
        if (why) {
            failures.push({ name, input, reading, ll, why });
            continue;
        }
        if (reading.refusal && ll.error)
            tally.bothStop += n;
        else if (reading.refusal)
            tally.framerStricter += n;
        else if (ll.error)
            tally.framerPending += n; // the framer waits for the rest of a head or body
        else
            tally.bothRead += n;
    }
}

for (const f of failures.slice(0, 10)) {
    const fed = [f.reading.whole && 'whole', f.reading.bytes && 'a byte at a time',
        f.reading.splits.length && `split at ${f.reading.splits.slice(0, 8).join(', ')}` +
            (f.reading.splits.length > 8 ? ', ...' : '')].filter(Boolean).join('; ');
    console.log(`DISAGREE ${f.name}: ${f.why}\n  input   ${escaped(f.input)}\n  fed     ${fed}\n` +
        `  framer  ${show(f.reading.events)}` +
        (f.reading.refusal ? `, refused ${f.reading.refusal} at byte ${f.reading.refusedAt - 1}` : '') +
        `\n  llhttp  ${show(f.ll.events)}` +
        (f.ll.error ? `, stopped at byte ${f.ll.error.at} (${f.ll.error.code})` : ''));
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`framing differential: ${cases.length} cases (${corpus.length} from tests/net, ` +
    `${generated.length} generated, seed ${seed}), ${tally.readings} readings by the framer in ` +
    `${seconds} s: both read ${tally.bothRead}, both stop ${tally.bothStop}, framer refuses ` +
    `what llhttp reads ${tally.framerStricter}, framer still waiting where llhttp stopped ` +
    `${tally.framerPending}, disagreements ${failures.length}`);
const failedCases = new Set(failures.map((f) => f.name)).size;
console.log(`${cases.length - failedCases} passed, ${failedCases} failed`);
process.exit(failures.length ? 1 : 0);
