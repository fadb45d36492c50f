// llhttp, the HTTP/1.1 parser of Node.js, as undici ships it compiled to WebAssembly: a second,
// independent reading of a connection's bytes, in the terms RequestFramer's listener reports
// (tests/net/framingdump.cpp). Strict: no lenient flag is set.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const wasm = require('undici/lib/llhttp/llhttp-wasm.js');
const constants = require('undici/lib/llhttp/constants.js');

export const Event = { RequestStarted: 0, HeadComplete: 1, RequestComplete: 2 };

let current = null; // the parse under way: its events, and how many bytes it has fed

const instance = new WebAssembly.Instance(new WebAssembly.Module(wasm), {
    env: {
        wasm_on_message_begin: () => current.event(Event.RequestStarted),
        wasm_on_url: () => 0,
        wasm_on_status: () => 0,
        wasm_on_header_field: () => 0,
        wasm_on_header_value: () => 0,
        // 0: read the body the head declares (1 would skip it, as for a response to HEAD).
        wasm_on_headers_complete: () => current.event(Event.HeadComplete),
        wasm_on_body: () => 0,
        wasm_on_message_complete: () => current.event(Event.RequestComplete),
    },
});
const llhttp = instance.exports;
llhttp._initialize();

const errorNames = Object.fromEntries(Object.entries(constants.ERROR).map(([k, v]) => [v, k]));

// Feeds `bytes` (a Uint8Array) to a new request parser one byte at a time, so that each event
// has the offset of the byte that brought it (the callbacks of the head and of the end carry
// none). Returns { events: [[event, offset], ...], error: null | { at, code } } where `at` is
// the index of the byte llhttp refused. An upgrade (Connection: upgrade with an Upgrade field,
// or CONNECT) ends what llhttp reads as HTTP: it is reported as an error "PAUSED_UPGRADE" at
// the next byte.
export function parse(bytes) {
    const parser = llhttp.llhttp_alloc(constants.TYPE.REQUEST);
    const buffer = llhttp.malloc(1);
    const events = [];
    let fed = 0;
    current = {
        event(kind) {
            events.push([kind, fed]);
            return 0;
        },
    };
    let error = null;
    try {
        for (let i = 0; i < bytes.length; ++i) {
            new Uint8Array(llhttp.memory.buffer, buffer, 1)[0] = bytes[i];
            fed = i + 1;
            const status = llhttp.llhttp_execute(parser, buffer, 1);
            if (status === constants.ERROR.PAUSED_UPGRADE) {
                // The upgrading request is whole; what follows it is not HTTP to llhttp.
                if (i + 1 < bytes.length)
                    error = { at: i + 1, code: 'PAUSED_UPGRADE' };
                break;
            }
            if (status !== constants.ERROR.OK) {
                error = { at: i, code: errorNames[status] ?? String(status) };
                break;
            }
        }
    } finally {
        current = null;
        llhttp.free(buffer);
        llhttp.llhttp_free(parser);
    }
    return { events, error };
}
