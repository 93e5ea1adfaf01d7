export const id = 22;
export const ids = [22];
export const modules = {

/***/ 3796:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hD: () => (/* reexport */ ApiError),
  Hr: () => (/* reexport */ api_interface/* ENDPOINTS */.Hr),
  fL: () => (/* reexport */ LanguageBatches),
  gB: () => (/* reexport */ MAX_ANSWER_BYTES),
  cr: () => (/* reexport */ api_interface/* RATE_LIMITS */.cr),
  NY: () => (/* reexport */ api_interface/* REVISIONS */.NY),
  IB: () => (/* reexport */ api_interface/* actsElsewhere */.IB),
  be: () => (/* reexport */ assertSecureUrl),
  UU: () => (/* reexport */ createClient),
  ht: () => (/* reexport */ detached),
  QP: () => (/* reexport */ readInLanguageBatches),
  rD: () => (/* reexport */ withLanguagesAhead)
});

// UNUSED EXPORTS: ERROR_CODES, EXPORT_EMPTY, EXPORT_FILTERS, EXPORT_SORT, EXPORT_TYPES_1092, INDENTATIONS, KEY_RECORD_FIELDS, PLACEHOLDER_FORMATS, PLURAL_FORMATS, RECORDED_EXPORT_FILTERS, redact, systemClock, wireNameOf

// EXTERNAL MODULE: ./lib/src/common/message-of.js
var message_of = __webpack_require__(6819);
;// CONCATENATED MODULE: ./lib/src/api/backoff.js
const DEFAULT_BACKOFF = {
    transientBaseMs: 1_000,
    transientCapMs: 30_000,
    rateLimitBaseMs: 2_000,
    rateLimitCapMs: 60_000,
};
/**
 * Exponential wait for retry number `attempt` (0-based), capped, with jitter in [½, 1] of the
 * step so that several clients that failed together do not retry together.
 */
function backoffMs(attempt, baseMs, capMs, random) {
    const step = Math.min(capMs, baseMs * 2 ** attempt);
    return step * (0.5 + random() / 2);
}

// EXTERNAL MODULE: ./lib/src/common/records.js
var records = __webpack_require__(2164);
;// CONCATENATED MODULE: ./lib/src/api/envelope.js

/**
 * Reads the envelope whatever the HTTP status says: public clients saw error envelopes with
 * HTTP 200, so the status line alone proves nothing either way.
 */
function decodeEnvelope(text) {
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        return { ok: 'not-json' };
    }
    if (!(0,records/* isRecord */.u)(parsed) || !(0,records/* isRecord */.u)(parsed['response']))
        return { ok: 'not-json' };
    const r = parsed['response'];
    const envelope = {
        status: String(r['status'] ?? ''),
        code: String(r['code'] ?? ''),
        message: String(r['message'] ?? ''),
    };
    if (envelope.status === 'success')
        return { ok: true, body: parsed };
    return { ok: false, envelope };
}
/**
 * At most 200 characters of a body, on one line, for an error message. Redact the body before
 * cutting it: a secret cut in two would no longer match.
 */
function excerpt(text) {
    const oneLine = text.replace(/\s+/g, ' ').trim();
    if (oneLine === '')
        return '(an empty body)';
    return JSON.stringify(oneLine.length > 200 ? `${oneLine.slice(0, 200)}…` : oneLine);
}

// EXTERNAL MODULE: ./lib/src/api/interface.js
var api_interface = __webpack_require__(9850);
;// CONCATENATED MODULE: ./lib/src/api/errors.js

/** What a user can do about each service code. */
const ADVICE = {
    '401': 'set the api-token input',
    '4011': 'check that api-token is a current token of the service (a regenerated token invalidates the old one)',
    '403': 'check that the token is read-write and that project-id names a project it can access',
    '404': 'check api-url and revision: the service did not recognise this call',
    '4012': 'the request reached the service without its form data (a proxy may drop POST bodies); check HTTPS_PROXY and api-url',
    '4042': 'check that list values in export-params are JSON arrays',
    '4043': 'check the language code and language-map',
    '4044': 'add the language to the project, or set add-missing-languages',
    '4045': 'check the language code and language-map: the language was empty',
    '4046': 'check that the file is valid in its format, and of a format the service imports',
    '4047': 'choose an export format the revision supports',
    '4048': 'the rate limit held through every retry; raise max-retries or run less often',
    '4049': 'a required parameter was missing; please report this',
    '4050': 'the language was added meanwhile (by another run or a person); run again',
};
/**
 * For a call that got no HTTP answer, retries spent: what to do depends on how it ended, and
 * raising http-timeout is advised only where the time-out was what ended it.
 */
const NO_ANSWER = {
    // Connection refused, reset, a name that does not resolve, a connect time-out: not slowness.
    unreachable: 'check api-url and that the service is reachable from the runner',
    silent: 'it looks hung; check its status, and raise http-timeout only if it is just slow to answer',
    partial: 'raise http-timeout if the service is just slow to send answers this large',
};
/** The one error type of the client; its message is a single line safe to show to a user. */
class ApiError extends Error {
    kind;
    endpoint;
    revision;
    code;
    detail;
    timedOut;
    constructor(details) {
        super(formatMessage(details));
        this.name = 'ApiError';
        this.kind = details.kind;
        this.endpoint = details.endpoint;
        this.revision = details.revision;
        this.code = details.code;
        this.detail = details.detail;
        this.timedOut = details.timedOut;
    }
    /**
     * True for faults worth retrying: 4048, answers that are not the interface's JSON, failures
     * below HTTP, and HTTP 5xx or 429. Any other HTTP error (a 404 page, a proxy's 407) will not
     * change on retry.
     */
    get transient() {
        if (this.code === '4048' || this.kind === 'protocol')
            return true;
        if (this.kind !== 'transport')
            return false;
        const status = Number(this.code ?? 0);
        return status === 0 || status >= 500 || status === 429;
    }
}
function formatMessage(d) {
    const where = `${d.endpoint} (revision ${d.revision})`;
    switch (d.kind) {
        case 'service': {
            const meaning = api_interface/* ERROR_CODES */.OQ[d.code] ?? 'unknown error code';
            const advice = d.code ? ADVICE[d.code] : undefined;
            const detail = d.detail;
            // The service's message often begins with the code's meaning: its words alone then say it.
            const told = detail.toLowerCase().startsWith(meaning.toLowerCase())
                ? `: ${detail}`
                : ` (${meaning})${detail ? `: ${detail}` : ''}`;
            return `${where} failed with ${d.code}${told}${advice ? `. What to do: ${advice}` : ''}`;
        }
        case 'request':
            return `${where} not sent: ${d.detail}`;
        case 'transport':
            return `${where} got no usable answer: ${d.detail}${transportAdvice(d)}`;
        case 'protocol':
            return `${where}: the service answered with something that is not the interface's JSON: ${d.detail}`;
        case 'limit':
            return `${where} stopped: ${d.detail}`;
    }
}
/**
 * What to do about a call that got no HTTP answer; nothing for an HTTP error (its status says
 * it) or for a download that failed otherwise than by a time-out (its address says it).
 */
function transportAdvice(d) {
    if (d.code !== undefined)
        return '';
    if (d.timedOut !== undefined)
        return `. What to do: ${NO_ANSWER[d.timedOut]}`;
    return d.endpoint === 'download' ? '' : `. What to do: ${NO_ANSWER.unreachable}`;
}

;// CONCATENATED MODULE: ./lib/src/api/heartbeat.js
/**
 * The longest any wait goes unreported, before the time scale: a request pending, a bundle
 * arriving, a rate-limit window or a backoff. Below the 30 s a wait may be silent at most (BENCHMARKS.md, "Targets") with room for the
 * work between the last line and the start of the wait; a wait this short or shorter is told
 * only by the line that announced it.
 */
const HEARTBEAT_MS = 20_000;
/**
 * Calls `beat` with the time elapsed every `intervalMs` until the returned function is called.
 * The caller stops it in a `finally`, so a failed wait leaves no timer behind.
 */
function heartbeat(clock, intervalMs, beat) {
    const started = clock.now();
    return clock.every(intervalMs, () => beat(clock.now() - started));
}
/**
 * Sleeps `ms`, with a heartbeat while it lasts. A sleep no longer than the interval has none: the
 * line that announced it is enough, and a beat at its very end would say nothing.
 */
async function sleepWithHeartbeat(clock, ms, intervalMs, beat) {
    if (ms <= intervalMs)
        return clock.sleep(ms);
    const stop = heartbeat(clock, intervalMs, beat);
    try {
        await clock.sleep(ms);
    }
    finally {
        stop();
    }
}

;// CONCATENATED MODULE: ./lib/src/api/dry-run.js
/** The body a write answers in a dry run: what its decoder needs, with nothing done. */
const DRY_RUN_BODIES = {
    'project/import': { result: { inserted: 0, updated: 0, skipped: 0 } },
    'project/add': { project: { id: '(dry-run)' } },
    'string/set': { result: { inserted: '0', updated: '0' } },
};

;// CONCATENATED MODULE: ./lib/src/api/limits.js
/**
 * How much of the service's answers and files the client takes. The service and the network are
 * not trusted: an answer that never ends, or a bundle sent a byte a second, would otherwise hold
 * the job until GitHub ends it six hours later, or fill the runner's disk.
 */
/** Bytes of one JSON answer: `string/list` of 10,000 keys in 20 languages is about 60 MB. */
const MAX_ANSWER_BYTES = 256 * 1024 * 1024;
/**
 * Bytes of one bundle download: the extraction budget's total (src/pull/bundle/extract.ts), since a zip
 * holding more compressed bytes than that could never be unzipped within it.
 */
const MAX_DOWNLOAD_BYTES = 1024 ** 3;
/**
 * A download may take this many times `http-timeout` in all, redirects included. Each chunk must
 * still arrive within `http-timeout`; the total stops a server that trickles (120 s gives
 * 20 minutes, enough for 1 GiB at under 1 MB/s).
 */
const DOWNLOAD_DEADLINE_FACTOR = 10;
/** A limit of the client was passed: the answer is dropped and the call is not retried. */
class LimitExceeded extends Error {
    constructor(message) {
        super(message);
        this.name = 'LimitExceeded';
    }
}

// EXTERNAL MODULE: ./lib/src/api/params.js
var api_params = __webpack_require__(6591);
// EXTERNAL MODULE: ./lib/src/common/redact.js
var redact = __webpack_require__(4981);
;// CONCATENATED MODULE: ./lib/src/api/redact.js

/**
 * Removes secrets from text that may be shown to a person. GET requests carry the token in the
 * query string, so every `api_token=` value is masked too, whatever its value.
 */
function redact_redact(text, secrets = []) {
    return (0,redact/* maskSecrets */.Q)(text, secrets).replace(/(api_token(?:=|%3D|"\s*:\s*"))[^&\s"';]*/gi, '$1***');
}

;// CONCATENATED MODULE: ./lib/src/api/seconds.js
/** Milliseconds as messages show them: "120 s", "1.2 s", "0.25 s". */
function formatSeconds(ms) {
    const s = ms / 1000;
    return `${s >= 10 ? Math.round(s) : Number(s.toFixed(2))} s`;
}

// EXTERNAL MODULE: ./lib/src/common/plural.js
var plural = __webpack_require__(4558);
;// CONCATENATED MODULE: ./lib/src/api/timeouts.js
/**
 * Time-outs of an answer, and how many a call may spend.
 *
 * A request that times out is not transient the way a reset is: a service that accepts
 * connections and never answers will not answer the next request either, and every try costs a
 * whole http-timeout. So a call (or a download) stops at its second time-out, whatever
 * max-retries allows for other faults: with the defaults (120 s, 5 retries) a hung service ends
 * the run after 2 × 120 s and one backoff, about 4 minutes, where six tries took 12. One retry is
 * kept because a single lost request (a connection dropped by a proxy, a restart) is common and
 * the second try usually passes.
 */


/** Attempts of one call that may end in a time-out; the next time-out ends the call. */
const MAX_TIMED_OUT_ATTEMPTS = 2;
/** A request ended by its time-out, with what had arrived of the answer. */
class TimedOut extends Error {
    kind;
    /**
     * @param who who was waited for, as messages name it ("the service")
     * @param bytes bytes of the answer's body that came, or undefined when not even its status
     *   line came
     */
    constructor(who, timeoutMs, bytes) {
        const within = formatSeconds(timeoutMs);
        super(bytes === undefined
            ? `${who} accepted the connection but sent no answer within ${within}`
            : `${who} began to answer but did not finish within ${within} (${(0,plural/* count */.U)(bytes, 'byte')} arrived)`);
        this.name = 'TimedOut';
        this.kind = bytes === undefined ? 'silent' : 'partial';
    }
}
/**
 * Whether undici failed a request because the answer (or the rest of it) took too long: the
 * headers or body time-out, or the request's own time-out signal. Connecting is not answering:
 * a connect time-out (undici's, 10 s) is not one. Only an http-timeout below those 10 s can end a
 * request that was never connected, and then it is told as one that got no answer.
 */
function isAnswerTimeout(cause) {
    if (!(cause instanceof Error))
        return false;
    const code = cause.code;
    return (cause.name === 'TimeoutError' ||
        code === 'UND_ERR_HEADERS_TIMEOUT' ||
        code === 'UND_ERR_BODY_TIMEOUT' ||
        (cause.name === 'AbortError' && cause.cause instanceof Error && isAnswerTimeout(cause.cause)));
}
/** "(2 attempts)", or "(2 of 4 attempts)" when other faults took the rest. */
function attemptsNote(timedOut, attempts) {
    return timedOut === attempts
        ? `(${(0,plural/* count */.U)(attempts, 'attempt')})`
        : `(${timedOut} of ${(0,plural/* count */.U)(attempts, 'attempt')})`;
}

// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
;// CONCATENATED MODULE: ./lib/src/api/transport.js



/** The consumer refused the body (a shape the interface does not have): it was not read on. */
class BodyRejected extends Error {
}
/**
 * Sends one request as the interface's wire rules say: GET in the query string, POST form-encoded,
 * import as multipart; `api_token` always first. Throws only for faults below HTTP (connection,
 * time-out: TimedOut, saying whether any of the answer came); any HTTP answer is returned for the
 * caller to judge.
 */
async function send(req, dispatcher, consumer) {
    const fields = [['api_token', req.token], ...req.params.fields];
    let url = req.url;
    let body;
    const headers = { accept: 'application/json' };
    if (req.encoding === 'query') {
        url += `?${formEncode(fields)}`;
    }
    else if (req.encoding === 'form') {
        body = formEncode(fields);
        headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    else {
        const form = new undici.FormData();
        for (const [k, v] of fields)
            form.append(k, v);
        const file = req.params.file;
        if (file)
            form.append(file.field, new Blob([file.part.content]), file.part.name);
        body = form;
    }
    // Bytes of the body so far; undefined until the status line and headers came.
    let arrived;
    try {
        const response = await (0,undici.request)(url, {
            method: req.method,
            headers,
            body,
            dispatcher,
            headersTimeout: req.timeoutMs,
            bodyTimeout: req.timeoutMs,
            signal: AbortSignal.timeout(req.timeoutMs),
        });
        arrived = 0;
        const max = req.maxBodyBytes ?? MAX_ANSWER_BYTES;
        const text = await readAtMost(response.body, max, consumer, (n) => (arrived = n));
        return { status: response.statusCode, body: text };
    }
    catch (cause) {
        if (isAnswerTimeout(cause))
            throw new TimedOut('the service', req.timeoutMs, arrived);
        throw cause;
    }
}
/**
 * The body as text, or LimitExceeded once it passes `max` bytes (the rest is not read). The
 * chunks are let go before the text is made: a large answer (string/list of a whole project) is
 * held twice at most, never three times.
 */
async function readAtMost(body, max, consumer, progress) {
    const chunks = [];
    let total = 0;
    for await (const chunk of body) {
        total += chunk.length;
        progress(total);
        if (total > max) {
            body.destroy();
            throw new LimitExceeded(`the answer is over ${max} bytes, the most the action reads`);
        }
        if (consumer === undefined) {
            chunks.push(chunk);
            continue;
        }
        try {
            consumer.push(chunk);
        }
        catch (error) {
            body.destroy();
            throw new BodyRejected(error instanceof Error ? error.message : String(error));
        }
    }
    if (consumer !== undefined)
        return consumer.end();
    const whole = Buffer.concat(chunks, total);
    chunks.length = 0;
    return whole.toString('utf8');
}
function formEncode(fields) {
    const search = new URLSearchParams();
    for (const [k, v] of fields)
        search.append(k, v);
    return search.toString();
}

;// CONCATENATED MODULE: ./lib/src/api/caller.js












/**
 * Makes one call of the interface: validates it against the revision, paces it, sends it, reads
 * the envelope, and retries 4048 answers and transient faults up to `maxRetries` times, but a
 * time-out only once (timeouts.ts). Returns the body of a success envelope; throws ApiError
 * otherwise. Every wait longer than the heartbeat is told again each heartbeat.
 */
async function callEndpoint(options, endpoint, params, 
/** A consumer of the body for each attempt (see BodyConsumer); the last one made succeeded. */
consumer) {
    const { revision, limiter } = options;
    const sent = options.dryRun ? withoutActionsElsewhere(endpoint, params, options.dryRun) : params;
    let encoded;
    try {
        encoded = (0,api_params/* encodeParams */.h)(endpoint, revision, sent);
    }
    catch (error) {
        throw new ApiError({ kind: 'request', endpoint, revision, detail: (0,message_of/* messageOf */.b)(error) });
    }
    if (options.dryRun && api_interface/* ENDPOINTS */.Hr[endpoint].writes) {
        options.dryRun.wouldWrite(endpoint, params);
        return DRY_RUN_BODIES[endpoint] ?? {};
    }
    return limiter.inTurn(endpoint, () => attempts(options, endpoint, encoded, consumer));
}
/** A call's attempts: paced, retried after 4048 and transient faults (see callEndpoint). */
async function attempts(options, endpoint, encoded, consumer) {
    const { limiter } = options;
    // Whether the latest failed attempt was a 4048: only a success right after one shows the spacing
    // the service wants. Time lost to transient faults (a time-out lasts http-timeout) must not be
    // learned as spacing, or every later call would wait that long.
    let refused = false;
    let timedOut = 0;
    for (let attempt = 0;; attempt++) {
        await awaitSpacing(options, endpoint, attempt);
        const outcome = await attemptOnce(options, endpoint, encoded, consumer?.(), attempt);
        if (!(outcome instanceof ApiError)) {
            limiter.accepted(endpoint, refused);
            return outcome;
        }
        const error = outcome;
        if (error.timedOut !== undefined)
            timedOut += 1;
        // A hung service is not transient the way a reset is: its time-outs get one retry in all.
        const hung = error.timedOut !== undefined && timedOut >= MAX_TIMED_OUT_ATTEMPTS;
        if (hung || !error.transient || attempt >= options.maxRetries) {
            throw error.timedOut === undefined ? error : withAttempts(error, timedOut, attempt + 1);
        }
        const isRefusal = error.code === '4048';
        refused = isRefusal;
        const wait = isRefusal
            ? limiter.refusalWaitMs(endpoint, attempt)
            : limiter.transientWaitMs(attempt);
        const reason = isRefusal ? 'refused' : 'transient';
        options.onEvent({
            type: 'wait',
            endpoint,
            reason,
            ms: wait,
            retry: attempt + 1,
            detail: isRefusal ? 'the service answered 4048 (too many requests)' : error.detail,
        });
        await waitTold(options, endpoint, reason, wait);
    }
}
/**
 * Waits until a call to `endpoint` keeps the spacing the limiter keeps (the stated one, or the
 * learned one), telling the wait. Before attempt `attempt` of a call, or before a caller chooses
 * what its next call carries (client.untilPaced).
 */
async function awaitSpacing(options, endpoint, attempt = 0) {
    const { limiter } = options;
    const pacing = limiter.waitNeededMs(endpoint);
    if (pacing <= 0)
        return;
    options.onEvent({
        type: 'wait',
        endpoint,
        reason: 'rate-limit',
        ms: pacing,
        retry: attempt,
        detail: `keeping ${formatSeconds(limiter.spacingMs(endpoint))} between calls`,
    });
    await waitTold(options, endpoint, 'rate-limit', pacing);
}
/** Sleeps a wait that was announced, telling it again each heartbeat while it lasts. */
function waitTold(options, endpoint, awaiting, ms) {
    return sleepWithHeartbeat(options.clock, ms, options.heartbeatMs, (elapsedMs) => options.onEvent({
        type: 'still-waiting',
        endpoint,
        awaiting,
        elapsedMs,
        limitMs: ms,
        retry: 0,
    }));
}
/** The last time-out of a call, saying how many of its attempts timed out. */
function withAttempts(error, timedOut, attempts) {
    return new ApiError({
        kind: error.kind,
        endpoint: error.endpoint,
        revision: error.revision,
        detail: `${error.detail} ${attemptsNote(timedOut, attempts)}`,
        ...(error.timedOut ? { timedOut: error.timedOut } : {}),
    });
}
/**
 * One request and its answer: the body of a success envelope, or the error it stands for (the
 * caller decides whether to retry). An answer past the client's limits throws: it is not retried.
 */
async function attemptOnce(options, endpoint, encoded, consumer, retry) {
    const { revision } = options;
    const spec = api_interface/* ENDPOINTS */.Hr[endpoint];
    const hide = (text) => redact_redact(text, [options.token]);
    let raw;
    const stopHeartbeat = heartbeat(options.clock, options.heartbeatMs, (elapsedMs) => options.onEvent({
        type: 'still-waiting',
        endpoint,
        awaiting: 'answer',
        elapsedMs,
        limitMs: options.timeoutMs,
        retry,
    }));
    try {
        raw = await send({
            method: spec.method,
            url: `${options.baseUrl}${spec.path}`,
            encoding: spec.encoding,
            token: options.token,
            params: encoded,
            timeoutMs: options.timeoutMs,
            ...(options.maxAnswerBytes !== undefined ? { maxBodyBytes: options.maxAnswerBytes } : {}),
        }, options.dispatcher, consumer).finally(() => {
            stopHeartbeat();
            options.limiter.settled(endpoint);
        });
    }
    catch (cause) {
        return sendFailure(cause, endpoint, revision, hide);
    }
    const decoded = decodeEnvelope(raw.body);
    if (decoded.ok === true)
        return decoded.body;
    if (decoded.ok === false) {
        // The code is the service's text as much as the message is.
        const { code, message } = decoded.envelope;
        return new ApiError({
            kind: 'service',
            endpoint,
            revision,
            code: hide(code),
            detail: hide(message),
        });
    }
    if (raw.status >= 400) {
        return new ApiError({
            kind: 'transport',
            endpoint,
            revision,
            code: String(raw.status),
            detail: `HTTP ${raw.status} without the interface's envelope: ${excerpt(hide(raw.body))}`,
        });
    }
    return new ApiError({ kind: 'protocol', endpoint, revision, detail: excerpt(hide(raw.body)) });
}
/** The error a request that got no answer ends with: thrown when no retry can mend it. */
function sendFailure(cause, endpoint, revision, hide) {
    if (cause instanceof TimedOut) {
        return new ApiError({
            kind: 'transport',
            endpoint,
            revision,
            detail: cause.message,
            timedOut: cause.kind,
        });
    }
    if (cause instanceof LimitExceeded) {
        throw new ApiError({ kind: 'limit', endpoint, revision, detail: cause.message });
    }
    if (cause instanceof BodyRejected) {
        return new ApiError({ kind: 'protocol', endpoint, revision, detail: hide(cause.message) });
    }
    const detail = hide(describeNetworkError(cause));
    return new ApiError({ kind: 'transport', endpoint, revision, detail });
}
/** The parameters less those that make the service act elsewhere, which the dry run is shown. */
function withoutActionsElsewhere(endpoint, params, dryRun) {
    const specs = api_interface/* ENDPOINTS */.Hr[endpoint].params;
    const acting = Object.entries(params).filter(([name, value]) => value !== undefined && specs[name]?.actsElsewhere === true);
    if (acting.length === 0)
        return params;
    dryRun.leftOut(endpoint, Object.fromEntries(acting));
    const left = new Set(acting.map(([name]) => name));
    return Object.fromEntries(Object.entries(params).filter(([name]) => !left.has(name)));
}
/**
 * A one-line cause for a failure below HTTP other than a time-out of the answer (TimedOut says
 * those). A connect time-out keeps undici's words: it names the address and its own time-out,
 * which is not http-timeout.
 */
function describeNetworkError(cause) {
    if (cause instanceof Error) {
        const code = cause.code;
        const inner = cause.cause instanceof Error ? `: ${cause.cause.message}` : '';
        return `${typeof code === 'string' ? `${code} ` : ''}${cause.message}${inner}`.replace(/\s+/g, ' ');
    }
    return String(cause);
}

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
;// CONCATENATED MODULE: ./lib/src/api/clock.js

const systemClock = {
    now: () => performance.now(),
    sleep: (ms) => (ms > 0 ? (0,promises_.setTimeout)(ms) : Promise.resolve()),
    every: (ms, tick) => {
        const timer = setInterval(tick, ms);
        // A heartbeat never keeps the process alive: the wait it reports on does.
        timer.unref();
        return () => clearInterval(timer);
    },
};

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var external_node_fs_promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: external "node:dns"
var external_node_dns_ = __webpack_require__(610);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
;// CONCATENATED MODULE: ./lib/src/api/address-policy.js


/**
 * Where addresses that come from the service may point. `bundle.full_file` and every redirect
 * on the way to a bundle are the service's word: unchecked, they could make the runner fetch
 * from its own machine or network (a Docker socket on 127.0.0.1:2375, a cloud metadata service
 * on 169.254.169.254) or carry credentials. They may reach loopback, link-local and private
 * addresses only when `api-url` itself is on one (the emulator, a self-hosted service).
 */
/**
 * Whether an IP address (v4 or v6, as text) is loopback, link-local, private, unspecified or
 * otherwise not a public destination. An IPv6 address that carries an IPv4 address (IPv4-mapped
 * and -compatible, NAT64's `64:ff9b::/96`, 6to4's `2002::/16`, Teredo's client) is judged as the
 * IPv4 address it carries: a gateway on the runner's network delivers it there.
 */
function isPrivateAddress(address) {
    const ip = address
        .replace(/^\[|\]$/g, '')
        .replace(/%.*$/, '')
        .toLowerCase();
    if ((0,external_node_net_.isIP)(ip) === 4)
        return privateV4(ip.split('.').map(Number));
    if ((0,external_node_net_.isIP)(ip) !== 6)
        return false;
    const groups = ipv6Groups(ip);
    if (groups === undefined)
        return true;
    const embedded = embeddedV4(groups);
    if (embedded !== undefined)
        return privateV4(embedded);
    const [first = 0, second = 0] = groups;
    return (
    // fc00::/7 unique local, fe80::/10 link-local, fec0::/10 site-local, ff00::/8 multicast.
    (first & 0xfe00) === 0xfc00 ||
        (first & 0xffc0) === 0xfe80 ||
        (first & 0xffc0) === 0xfec0 ||
        (first & 0xff00) === 0xff00 ||
        // 64:ff9b:1::/48, NAT64 for local use (RFC 8215).
        (first === 0x64 && second === 0xff9b && groups[2] === 1));
}
/** The eight 16-bit groups of an IPv6 address that `isIP` accepted (a dotted IPv4 tail too). */
function ipv6Groups(ip) {
    let text = ip;
    let tail;
    const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
    if (dotted) {
        const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(1).map(Number);
        tail = [(a << 8) | b, (c << 8) | d];
        text = `${text.slice(0, dotted.index)}0:0`;
    }
    const halves = text.split('::');
    if (halves.length > 2)
        return undefined;
    const part = (half) => (half ? half.split(':') : []);
    const left = part(halves[0]);
    const right = part(halves[1]);
    const missing = 8 - left.length - right.length;
    if (halves.length === 1 ? missing !== 0 : missing < 1)
        return undefined;
    const groups = [...left, ...Array(halves.length === 1 ? 0 : missing).fill('0'), ...right];
    const numbers = groups.map((group) => parseInt(group, 16));
    if (tail)
        numbers.splice(6, 2, ...tail);
    return numbers;
}
/** The IPv4 address an IPv6 address carries, as four bytes, or undefined when it carries none. */
function embeddedV4(groups) {
    const bytes = (high = 0, low = 0) => [high >> 8, high & 255, low >> 8, low & 255];
    const [g0, g1, g2, g3, g4, g5, g6, g7] = groups;
    const zeroUpTo = (n) => groups.slice(0, n).every((g) => g === 0);
    // ::a.b.c.d (IPv4-compatible, :: and ::1 included), ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d.
    if (zeroUpTo(6))
        return bytes(g6, g7);
    if (zeroUpTo(5) && g5 === 0xffff)
        return bytes(g6, g7);
    if (zeroUpTo(4) && g4 === 0xffff && g5 === 0)
        return bytes(g6, g7);
    // 64:ff9b::a.b.c.d, NAT64's well-known prefix.
    if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
        return bytes(g6, g7);
    }
    // 2002:AABB:CCDD::/48, 6to4: the IPv4 address follows the prefix.
    if (g0 === 0x2002)
        return bytes(g1, g2);
    // 2001:0::/32, Teredo: the client's IPv4 address, inverted, in the last 32 bits.
    if (g0 === 0x2001 && g1 === 0)
        return bytes((g6 ?? 0) ^ 0xffff, (g7 ?? 0) ^ 0xffff);
    return undefined;
}
/**
 * Whether an IPv4 address is not a public destination: "this" network, private, loopback,
 * shared (CGNAT), link-local, IETF protocol assignments, benchmarking, multicast, reserved and
 * broadcast.
 */
function privateV4([a = 0, b = 0, c = 0]) {
    return (a === 0 ||
        a === 10 ||
        a === 127 ||
        (a === 169 && b === 254) ||
        (a === 172 && b >= 16 && b <= 31) ||
        (a === 192 && b === 168) ||
        (a === 100 && b >= 64 && b <= 127) ||
        (a === 192 && b === 0 && c === 0) ||
        (a === 198 && (b === 18 || b === 19)) ||
        a >= 224);
}
/** Whether a host name is private by its name alone: an IP literal of that kind, or localhost. */
function isPrivateHost(hostname) {
    const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if (host === 'localhost' || host.endsWith('.localhost'))
        return true;
    return (0,external_node_net_.isIP)(host) !== 0 && isPrivateAddress(host);
}
/** Whether `api-url`'s host is on a private network: by its name, else by what it resolves to. */
function privateServiceCheck(apiUrl) {
    let answer;
    return () => (answer ??= (async () => {
        const host = new URL(apiUrl).hostname;
        if (isPrivateHost(host))
            return true;
        const addresses = await new Promise((resolve) => (0,external_node_dns_.lookup)(host, { all: true }, (error, found) => resolve(error ? [] : found)));
        return addresses.some((a) => isPrivateAddress(a.address));
    })());
}
/**
 * Why the service's address may not be fetched, or undefined when it may: it carries user info,
 * or names a private host while `api-url` is not private. Names that resolve to such an address
 * are caught when connecting (`guardedLookup`).
 */
function serviceAddressProblem(url, servicePrivate) {
    if (url.username !== '' || url.password !== '')
        return 'it carries a user name or password';
    if (!servicePrivate && isPrivateHost(url.hostname)) {
        return `${url.hostname} is a loopback, link-local or private address, and api-url is not`;
    }
    return undefined;
}
/**
 * A DNS lookup for direct connections that refuses a private address unless `api-url` is
 * private too, so a public name cannot be pointed at the runner's network.
 */
function guardedLookup(servicePrivate) {
    return (hostname, options, callback) => {
        (0,external_node_dns_.lookup)(hostname, { ...options, all: true }, (error, found) => {
            if (error)
                return callback(error, '', 0);
            const addresses = found;
            const blocked = addresses.some((a) => isPrivateAddress(a.address));
            const done = (allowed) => {
                if (blocked && !allowed) {
                    const refused = Object.assign(new Error(`${hostname} resolves to a private address, and api-url is not private`), { code: 'EPRIVATEADDRESS' });
                    return callback(refused, '', 0);
                }
                if (options.all)
                    return callback(null, addresses);
                const [first] = addresses;
                return callback(null, first?.address ?? '', first?.family ?? 4);
            };
            if (!blocked)
                return done(true);
            void servicePrivate().then(done, () => done(false));
        });
    };
}

// EXTERNAL MODULE: ./lib/src/http/loopback.js
var loopback = __webpack_require__(4930);
;// CONCATENATED MODULE: ./lib/src/api/secure-url.js

/**
 * Refuses addresses the token must not travel to: anything but https, except plain http to a
 * loopback host (the emulator, a local proxy), where nothing leaves the machine.
 */
function assertSecureUrl(value, what) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
        throw new Error(`${what} '${shortened(value)}' is not a URL; expected https://host[/path]`);
    }
    if (url.protocol === 'https:')
        return url;
    if (url.protocol === 'http:' && (0,loopback/* isLoopback */.U)(url.hostname))
        return url;
    if (url.protocol === 'http:') {
        throw new Error(`${what} '${url.origin}' uses plain http to a host that is not loopback; the token would travel in clear text: use https`);
    }
    throw new Error(`${what} '${shortened(url.origin)}' must be an https:// URL`);
}
/** At most 100 characters of a value that is no URL: an input may be a whole file. */
function shortened(value) {
    return value.length > 100 ? `${value.slice(0, 100)}…` : value;
}

;// CONCATENATED MODULE: ./lib/src/api/bundle-address.js





/**
 * Where a bundle is, and whether the action may fetch it there: the address the export answer
 * gives, kept below download-url or checked as the service's word, and shown without secrets.
 */
/**
 * The bundle's address: `{download_url}` + `bundle.file` as the interface says, or 1.0.9.3's
 * `full_file` when no download URL is configured. The file part must be a relative path, so a
 * service answer cannot point the download at another host.
 */
function bundleUrl(bundle, options) {
    const fail = (detail) => {
        throw new ApiError({
            kind: 'request',
            endpoint: 'download',
            revision: options.revision,
            detail,
        });
    };
    let url;
    if (options.downloadUrl) {
        url = belowDownloadUrl(bundle.file, options.downloadUrl, fail, options.token);
    }
    else if (options.revision === '1.0.9.3' && bundle.fullFile) {
        url = bundle.fullFile;
    }
    else {
        return fail(options.revision === '1.0.9.2'
            ? 'download-url is required on revision 1.0.9.2 (its export answer has no full_file)'
            : 'the export answer has no full_file; set download-url');
    }
    try {
        // The parsed form: the service's text may hold line breaks, which the parser drops and a
        // log line must not carry (a line starting with `::` is a workflow command).
        return assertSecureUrl(url, 'the bundle URL').href;
    }
    catch (error) {
        return fail(redact_redact((0,message_of/* messageOf */.b)(error), [options.token]));
    }
}
/**
 * `{download_url}` + `file`, which must stay below download-url's path however it is written:
 * no scheme or host, no `..` or `.` segment, not even percent-encoded (`%2e%2e`), no encoded
 * slash or backslash (a server may decode them), and, once resolved, the same origin and a path
 * that starts with download-url's.
 */
function belowDownloadUrl(file, downloadUrl, fail, token) {
    const refuse = () => fail(`the bundle path '${redact_redact(file, [token])}' is not a relative path below download-url`);
    const relative = file.replace(/^\/+/, '');
    if (/^[a-z][a-z0-9+.-]*:/i.test(relative) || /[\\]|%2f|%5c/i.test(relative))
        refuse();
    const path = relative.split(/[?#]/, 1)[0] ?? '';
    for (const segment of path.split('/')) {
        let decoded;
        try {
            decoded = decodeURIComponent(segment);
        }
        catch {
            return refuse();
        }
        if (decoded === '.' || decoded === '..')
            refuse();
    }
    const base = new URL(downloadUrl.endsWith('/') ? downloadUrl : `${downloadUrl}/`);
    const url = new URL(relative, base);
    if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname))
        refuse();
    return url.href;
}
/**
 * A URL as messages show it: without user info (download-url may hold a password) and with the
 * token redacted (a bundle URL may carry `?api_token=` as much as a GET does).
 */
function shownUrl(url, token) {
    let plain = url;
    if (URL.canParse(url)) {
        const parsed = new URL(url);
        parsed.username = '';
        parsed.password = '';
        plain = parsed.href;
    }
    return redact_redact(plain, [token]);
}
/** Refuses an address from the service that carries credentials or points at a private host. */
async function checkServiceAddress(url, options, what) {
    const problem = serviceAddressProblem(new URL(url), await options.servicePrivate());
    if (problem === undefined)
        return;
    throw new ApiError({
        kind: 'transport',
        endpoint: 'download',
        revision: options.revision,
        detail: `${what} is refused: ${problem}`,
    });
}

;// CONCATENATED MODULE: ./lib/src/api/download-errors.js

/** The errors a download ends with, each naming the download and the revision. */
function limitError(options, detail) {
    return new ApiError({ kind: 'limit', endpoint: 'download', revision: options.revision, detail });
}
function timedOutError(options, detail, timedOut) {
    return new ApiError({
        kind: 'transport',
        endpoint: 'download',
        revision: options.revision,
        detail,
        timedOut,
    });
}
function transportError(options, detail, code) {
    return new ApiError({
        kind: 'transport',
        endpoint: 'download',
        revision: options.revision,
        detail,
        ...(code ? { code } : {}),
    });
}

;// CONCATENATED MODULE: ./lib/src/api/download-redirects.js






/** Redirects followed before a download gives up (a CDN takes one or two). */
const MAX_REDIRECTS = 5;
/**
 * GETs `url`, following redirects by hand so that every address is checked as the first one
 * was: a redirect to plain http off the machine is refused, not followed (undici's own redirect
 * handling would follow it).
 */
async function follow(url, options, deadline) {
    let at = url;
    for (let hop = 0;; hop++) {
        // Time-outs between chunks, not for the whole body: a large bundle may take longer than
        // http-timeout to arrive, and is fine as long as it keeps arriving (within the deadline).
        const response = await (0,undici.request)(at, {
            method: 'GET',
            dispatcher: options.dispatcher,
            headersTimeout: options.timeoutMs,
            bodyTimeout: options.timeoutMs,
            signal: deadline,
        });
        const location = response.headers['location'];
        const redirected = [301, 302, 303, 307, 308].includes(response.statusCode);
        if (!redirected || typeof location !== 'string')
            return response;
        await response.body.dump();
        const shown = () => shownUrl(at, options.token);
        if (hop >= MAX_REDIRECTS) {
            throw transportError(options, `more than ${MAX_REDIRECTS} redirects from ${shown()}`);
        }
        let next;
        try {
            // Relative to where it came from; a value no parser takes is refused as it stands.
            const target = URL.canParse(location, at) ? new URL(location, at).href : location;
            next = assertSecureUrl(target, 'the bundle URL redirected to').href;
            await checkServiceAddress(next, options, 'the bundle URL redirected to');
        }
        catch (error) {
            const reason = (0,message_of/* messageOf */.b)(error);
            throw transportError(options, `${redact_redact(reason, [options.token])} (from ${shown()})`);
        }
        at = next;
    }
}

;// CONCATENATED MODULE: ./lib/src/api/download.js













/** Zip files start with a local file header, or with the end record when they hold nothing. */
const ZIP_MAGIC = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];
/**
 * Streams the bundle to `path` (never held in memory whole), retrying transient faults (a
 * time-out once, as calls do: timeouts.ts), and checks that what arrived is a zip. Tells how much
 * has come each heartbeat. On failure no file is left at `path`.
 */
async function downloadBundle(bundle, path, options) {
    const url = bundleUrl(bundle, options);
    // download-url is the workflow's; full_file is the service's word, checked like a redirect.
    if (!options.downloadUrl)
        await checkServiceAddress(url, options, 'the bundle URL');
    const run = {
        url,
        shown: shownUrl(url, options.token),
        path,
        options,
        maxBytes: options.maxBytes ?? MAX_DOWNLOAD_BYTES,
        deadlineMs: options.timeoutMs * DOWNLOAD_DEADLINE_FACTOR,
        timedOut: 0,
    };
    for (let attempt = 0;; attempt++) {
        const outcome = await download_attemptOnce(run, attempt);
        if (!(outcome instanceof ApiError))
            return outcome;
        if (attempt >= options.maxRetries)
            throw outcome;
        await waitBeforeRetry(options, attempt, outcome);
    }
}
/**
 * One attempt: the bundle, or the error a retry may mend (a 5xx, a cut-off answer, a network
 * fault, a first time-out); any other error is thrown.
 */
async function download_attemptOnce(run, attempt) {
    const { options, shown, path, deadlineMs } = run;
    const deadline = AbortSignal.timeout(deadlineMs);
    // Bytes of the bundle so far; undefined until an answer (past any redirect) came.
    let arrived;
    const stopHeartbeat = heartbeat(options.clock, options.heartbeatMs, (elapsedMs) => options.onEvent({
        type: 'still-waiting',
        endpoint: 'download',
        awaiting: 'download',
        elapsedMs,
        limitMs: arrived === undefined ? options.timeoutMs : deadlineMs,
        retry: attempt,
        ...(arrived === undefined ? {} : { bytes: arrived }),
    }));
    try {
        const response = await follow(run.url, options, deadline);
        arrived = 0;
        if (response.statusCode < 200 || response.statusCode >= 300) {
            await response.body.dump();
            const error = transportError(options, `HTTP ${response.statusCode} from ${shown}`, String(response.statusCode));
            // Only server-side failures may pass; a 4xx answer will not change on retry.
            if (response.statusCode < 500)
                throw error;
            return error;
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > run.maxBytes) {
            response.body.destroy();
            throw new LimitExceeded(`the bundle is ${declared} bytes, over the ${run.maxBytes} allowed`);
        }
        const counted = atMost(run.maxBytes, (n) => (arrived = n));
        await (0,external_node_stream_promises_.pipeline)(response.body, counted, (0,external_node_fs_.createWriteStream)(path), { signal: deadline });
        const bytes = await checkZip(path);
        if (bytes !== undefined)
            return { url: shown, path, bytes };
        await (0,external_node_fs_promises_.rm)(path, { force: true });
        // A proxy's error page or a cut-off answer: as passing as a 5xx, so it is retried.
        return transportError(options, `the download from ${shown} is not a zip file`);
    }
    catch (cause) {
        await (0,external_node_fs_promises_.rm)(path, { force: true });
        return failedAttempt(run, attempt, cause, deadline, arrived);
    }
    finally {
        stopHeartbeat();
    }
}
/** The error an attempt's fault makes: thrown when no retry can mend it, else returned. */
function failedAttempt(run, attempt, cause, deadline, arrived) {
    const { options, shown } = run;
    if (cause instanceof ApiError)
        throw cause;
    if (cause instanceof LimitExceeded)
        throw limitError(options, `${cause.message} (${shown})`);
    if (deadline.aborted) {
        throw limitError(options, `the download took over ${run.deadlineMs / 1000} s, ${DOWNLOAD_DEADLINE_FACTOR} × http-timeout (${shown})`);
    }
    if (!isAnswerTimeout(cause)) {
        const reason = redact_redact(describeNetworkError(cause), [options.token]);
        return transportError(options, `${reason} (${shown})`);
    }
    run.timedOut += 1;
    const late = new TimedOut("the bundle's server", options.timeoutMs, arrived);
    const spent = run.timedOut >= MAX_TIMED_OUT_ATTEMPTS || attempt >= options.maxRetries;
    const note = spent ? ` ${attemptsNote(run.timedOut, attempt + 1)}` : '';
    const error = timedOutError(options, `${late.message} (${shown})${note}`, late.kind);
    if (spent)
        throw error;
    return error;
}
/** The transient wait before the next attempt, said as an event and kept alive by the heartbeat. */
async function waitBeforeRetry(options, attempt, error) {
    const wait = options.limiter.transientWaitMs(attempt);
    options.onEvent({
        type: 'wait',
        endpoint: 'download',
        reason: 'transient',
        ms: wait,
        retry: attempt + 1,
        detail: error.detail,
    });
    await sleepWithHeartbeat(options.clock, wait, options.heartbeatMs, (elapsedMs) => options.onEvent({
        type: 'still-waiting',
        endpoint: 'download',
        awaiting: 'transient',
        elapsedMs,
        limitMs: wait,
        retry: 0,
    }));
}
/**
 * Passes bytes through until `max`, then fails with LimitExceeded (the file is removed); tells
 * `progress` the bytes so far.
 */
function atMost(max, progress) {
    let total = 0;
    return new external_node_stream_.Transform({
        transform(chunk, _encoding, done) {
            total += chunk.length;
            progress(total);
            if (total > max)
                done(new LimitExceeded(`the bundle is over ${max} bytes, the most allowed`));
            else
                done(null, chunk);
        },
    });
}
/** The file's size when it starts like a zip, else undefined. */
async function checkZip(path) {
    const handle = await (0,external_node_fs_promises_.open)(path, 'r');
    try {
        const head = Buffer.alloc(4);
        const { bytesRead } = await handle.read(head, 0, 4, 0);
        const { size } = await handle.stat();
        return bytesRead === 4 && ZIP_MAGIC.some((m) => m.equals(head)) ? size : undefined;
    }
    finally {
        await handle.close();
    }
}

;// CONCATENATED MODULE: ./lib/src/api/methods.js

/** Method names that are not the path's last part as it stands. */
const METHOD_NAMES = {
    'language/listall': 'listAll',
};
/** Builds the methods of every endpoint of the table from one way to call an endpoint. */
function endpointMethods(call) {
    const groups = {};
    for (const endpoint of Object.keys(api_interface/* ENDPOINTS */.Hr)) {
        const [group = '', last = ''] = endpoint.split('/');
        const name = METHOD_NAMES[endpoint] ?? last;
        (groups[group] ??= {})[name] = (params) => call(endpoint, params ?? {});
    }
    return groups;
}

;// CONCATENATED MODULE: ./lib/src/api/results.js

class ShapeError extends Error {
}
function projectList(body) {
    return arrayField(body, 'projects').map((p, i) => {
        const o = object(p, `projects[${i}]`);
        return {
            id: results_text(o, 'id'),
            name: results_text(o, 'name'),
            desc: optionalText(o, 'desc') ?? '',
            created: optionalText(o, 'created') ?? '',
            owner: flag(o, 'owner'),
        };
    });
}
function addedProject(body) {
    return { id: results_text(object(body['project'], 'project'), 'id') };
}
function projectLanguages(body) {
    return arrayField(body, 'languages').map((l, i) => {
        const o = object(l, `languages[${i}]`);
        return {
            iso: results_text(o, 'iso'),
            name: optionalText(o, 'name') ?? '',
            words: count(o, 'words'),
            rtl: flag(o, 'rtl'),
            isDefault: flag(o, 'is_default'),
        };
    });
}
function systemLanguages(body) {
    return arrayField(body, 'languages').map((l, i) => {
        const o = object(l, `languages[${i}]`);
        return { iso: results_text(o, 'iso'), name: optionalText(o, 'name') ?? '', rtl: flag(o, 'rtl') };
    });
}
function stringList(body) {
    const strings = body['strings'];
    // An empty project may come back as [] where an object is expected (PHP's empty array).
    if (Array.isArray(strings) && strings.length === 0)
        return {};
    const byLanguage = object(strings, 'strings');
    const out = {};
    for (const [lang, items] of Object.entries(byLanguage)) {
        if (!Array.isArray(items))
            throw new ShapeError(`strings.${lang} is not an array`);
        out[lang] = items.map((item, i) => stringItem(object(item, `strings.${lang}[${i}]`)));
    }
    return out;
}
/** One item of string/list, checked (exported for the scanner, which reads them one by one). */
function stringItem(o) {
    // One object per item, built once: string/list brings 200,000 of them in a large project. Each
    // field is read by its name here, not by a helper given the name: a read whose name varies
    // is looked up in a table every time, and this was a tenth of reading a large answer.
    const item = {
        key: textValue(o['key'], 'key'),
        translation: optionalTextValue(o['translation'], 'translation') ?? '',
        pluralKey: pluralMark(o['plural_key']),
        platformMask: countValue(o['platform_mask'], 'platform_mask'),
        isHidden: flagValue(o['is_hidden'], 'is_hidden'),
        createdAt: optionalTextValue(o['created_at'], 'created_at') ?? '',
        modifiedAt: optionalTextValue(o['modified_at'], 'modified_at') ?? '',
        fuzzy: flagValue(o['fuzzy'], 'fuzzy'),
        // No context: null in the interface's shape, "" in the real service's answers.
        context: optionalTextValue(o['context'], 'context') || null,
        isArchived: flagValue(o['is_archived'], 'is_archived'),
    };
    const tags = o['tags'];
    const references = o['references'];
    if (Array.isArray(tags))
        item.tags = tags.map(String);
    if ('references' in o)
        item.references = Array.isArray(references) ? references : null;
    return item;
}
/** The key, text and plural key of one item of string/list, checked as stringItem checks them. */
function stringText(o) {
    return {
        key: textValue(o['key'], 'key'),
        translation: optionalTextValue(o['translation'], 'translation') ?? '',
        pluralKey: pluralMark(o['plural_key']),
    };
}
/**
 * An item's `plural_key` as the client hands it on: null for a key that is not plural. The
 * interface shows the field as null or a string, null in every shape it gives; the real service,
 * as public clients recorded its answers, sends `"0"` on an ordinary key and `"1"` on a plural
 * one. So a key is plural only when its mark says so: `"1"`, `1`, `true`, or a plural name (as
 * 1.0.9.2 names a plural key's); `"0"`, `0`, `false`, `""` and null say it is not. Taken as
 * "not null", every key of a real project was plural, and nothing went by key.
 */
function pluralMark(value) {
    if (value === undefined || value === null || value === false || value === 0)
        return null;
    if (value === true || value === 1)
        return '1';
    const mark = textValue(value, 'plural_key');
    return mark === '' || mark === '0' ? null : mark;
}
function importResult(body) {
    const r = object(body['result'], 'result');
    return {
        skipped: count(r, 'skipped'),
        inserted: count(r, 'inserted'),
        updated: count(r, 'updated'),
    };
}
function setResult(body) {
    const r = object(body['result'], 'result');
    return { inserted: count(r, 'inserted'), updated: count(r, 'updated') };
}
function exportBundle(body) {
    const b = object(body['bundle'], 'bundle');
    const fullFile = optionalText(b, 'full_file');
    return fullFile ? { file: results_text(b, 'file'), fullFile } : { file: results_text(b, 'file') };
}
function object(value, name) {
    if (!(0,records/* isRecord */.u)(value))
        throw new ShapeError(`${name} is not an object`);
    return value;
}
function arrayField(body, name) {
    const value = body[name];
    if (!Array.isArray(value))
        throw new ShapeError(`${name} is not an array`);
    return value;
}
function results_text(o, name) {
    return textValue(o[name], name);
}
function textValue(value, name) {
    if (typeof value === 'string')
        return value;
    if (typeof value === 'number')
        return String(value);
    throw new ShapeError(`${name} is not a string`);
}
function optionalText(o, name) {
    return optionalTextValue(o[name], name);
}
function optionalTextValue(value, name) {
    return value === undefined || value === null ? undefined : textValue(value, name);
}
function flag(o, name) {
    return flagValue(o[name], name);
}
function flagValue(value, name) {
    if (value === undefined || value === null)
        return false;
    if (value === '1' || value === 1 || value === true)
        return true;
    if (value === '0' || value === 0 || value === false)
        return false;
    throw new ShapeError(`${name} is not 0 or 1`);
}
function count(o, name) {
    return countValue(o[name], name);
}
function countValue(value, name) {
    if (value === undefined || value === null || value === '')
        return 0;
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(n))
        throw new ShapeError(`${name} is not a number`);
    return n;
}
const nothing = () => undefined;
/**
 * The decoder of each endpoint's success body, one per row of the interface table: a new
 * endpoint does not type-check until it has one. Calls that answer only the envelope decode to
 * nothing.
 */
const DECODERS = {
    'project/list': projectList,
    'project/add': addedProject,
    'project/remove': nothing,
    'project/empty': nothing,
    'project/snapshot': nothing,
    'project/screenshot': nothing,
    'project/import': importResult,
    'project/export': exportBundle,
    'language/listall': systemLanguages,
    'language/list': projectLanguages,
    'language/add': nothing,
    'language/remove': nothing,
    'language/set': nothing,
    'string/list': stringList,
    'string/set': setResult,
    'string/remove': nothing,
};

// EXTERNAL MODULE: ./lib/src/common/json-syntax.js
var json_syntax = __webpack_require__(7800);
;// CONCATENATED MODULE: ./lib/src/api/json-bytes.js

/** What the string/list scanner (string-list-scanner.ts) looks for in the bytes of an answer. */
/** Where one item ends and the next starts, in a compact answer (see ItemBatches.leap). */
const SEAM = Buffer.from('},{');
/** Where a list of items ends, as between one language's items and the next's. */
const LIST_END = Buffer.from('}]');
function isSpaceOrComma(byte) {
    return byte === json_syntax/* COMMA */.KE || byte === json_syntax/* SPACE */.t6 || byte === json_syntax/* TAB */.wn || byte === json_syntax.LF || byte === json_syntax.CR;
}
/** Items parsed at once: a few hundred kilobytes of JSON. */
const BATCH = 500;
/** Bytes of a body that is no JSON object kept for its error message. */
const RAW_KEPT = 64 * 1024;
/**
 * Where the string whose characters start at `from` ends (its closing quote), looking at the
 * bytes before `end` one by one; `end` or more when they end in it (`end + 1`: in an escape).
 */
function stringEnd(bytes, from, end) {
    let at = from;
    while (at < end) {
        const byte = bytes[at];
        if (byte === json_syntax/* QUOTE */.jA)
            return at;
        at += byte === json_syntax/* BACKSLASH */.r_ ? 2 : 1;
    }
    return at;
}

;// CONCATENATED MODULE: ./lib/src/api/raw-prefix.js

/** The first RAW_KEPT bytes of a body, for the message when it turns out to be no JSON. */
class RawPrefix {
    #chunks = [];
    #bytes = 0;
    keep(chunk) {
        if (this.#bytes >= RAW_KEPT)
            return;
        this.#chunks.push(chunk.subarray(0, RAW_KEPT - this.#bytes));
        this.#bytes += Math.min(chunk.length, RAW_KEPT - this.#bytes);
    }
    text() {
        return Buffer.concat(this.#chunks).toString('utf8');
    }
}

;// CONCATENATED MODULE: ./lib/src/api/byte-window.js

/** The least a store is made: twice what a socket hands over at a time, about. */
const STORE = 128 * 1024;
/**
 * The bytes of an answer still needed, as they arrive: from the earliest offset a reader asked
 * to keep to the end of the last chunk. Offsets are absolute (from the start of the body), so
 * that positions taken before a chunk arrived stay valid after the window moves on.
 */
class ByteWindow {
    /** Bytes from `base` on. */
    bytes = Buffer.alloc(0);
    base = 0;
    /**
     * Where the bytes kept and a new chunk are put together, used again with every chunk: a new
     * buffer per chunk (Buffer.concat) cost as much as decoding the answer (bench/by-key-cpu.ts).
     * `bytes` may be a part of it, so it is written only by `append`, which replaces `bytes`.
     */
    #store = Buffer.alloc(0);
    append(chunk) {
        const kept = this.bytes;
        if (kept.length === 0) {
            this.bytes = chunk;
            return;
        }
        const length = kept.length + chunk.length;
        if (length > this.#store.length || this.#store.length > 4 * Math.max(length, STORE)) {
            // Grown for the longest item so far; let go of once far larger than needed.
            const store = Buffer.allocUnsafeSlow(Math.max(length, STORE));
            kept.copy(store, 0);
            this.#store = store;
        }
        else {
            // Buffer.copy moves overlapping bytes as memmove does: `kept` may lie in the store.
            kept.copy(this.#store, 0);
        }
        chunk.copy(this.#store, kept.length);
        this.bytes = this.#store.subarray(0, length);
    }
    text(start, end) {
        return this.bytes.toString('utf8', start - this.base, end - this.base);
    }
    /**
     * The items from `start` to `end` as the text of one JSON array. The bytes on either side (a
     * `[`, `,`, `]` or white space, all read already) are made the brackets for the time of one
     * decoding and put back: adding them to the decoded text instead makes a second copy of it,
     * which cost a fifth of the whole read.
     */
    bracketed(start, end) {
        const bytes = this.bytes;
        const before = start - this.base - 1;
        const after = end - this.base;
        if (before < 0 || after >= bytes.length)
            return `[${this.text(start, end)}]`;
        const opening = bytes[before];
        const closing = bytes[after];
        bytes[before] = json_syntax/* OPEN_ARRAY */.rK;
        bytes[after] = json_syntax/* CLOSE_ARRAY */.$z;
        try {
            return bytes.toString('utf8', before, after + 1);
        }
        finally {
            bytes[before] = opening;
            bytes[after] = closing;
        }
    }
    /** Lets go of the bytes before `keep` (absolute). */
    keepFrom(keep) {
        if (keep > this.base) {
            this.bytes = this.bytes.subarray(keep - this.base);
            this.base = keep;
        }
    }
}

;// CONCATENATED MODULE: ./lib/src/api/string-list-items.js


/** Each item parsed whole, as an object. */
function parsedItems(onItem) {
    return {
        read(language, items) {
            const parsed = JSON.parse(items).map((item) => itemObject(language, item));
            return () => {
                for (const item of parsed)
                    onItem(language, item);
            };
        },
    };
}
/** Each item parsed whole and checked, handed to `fold`. */
function stringItems(fold) {
    return parsedItems((language, raw) => fold.add(language, stringItem(raw)));
}
function itemObject(language, item) {
    if (!(0,records/* isRecord */.u)(item))
        throw notAnObject(language);
    return item;
}
/** What an item of `language` that is not an object makes of the answer. */
function notAnObject(language) {
    return new ShapeError(`strings.${language} holds an item that is not an object`);
}

;// CONCATENATED MODULE: ./lib/src/api/item-batches.js


/**
 * The items of one language's list between the scanner's finding them and a reader's reading
 * them: they are read a batch at a time (one JSON.parse of hundreds of items costs far less than
 * one per item), from where the batch's first item starts to where its last ends.
 */
class ItemBatches {
    #window;
    #reader;
    /** Where the batch's first item starts (absolute), or -1 when none is held. */
    start = -1;
    /** Where the item being read starts (absolute). */
    #itemStart = -1;
    /** Items held, and where the last one ends (absolute). */
    #count = 0;
    #end = -1;
    constructor(window, reader) {
        this.#window = window;
        this.#reader = reader;
    }
    itemOpened(at) {
        this.#itemStart = at;
        if (this.start === -1)
            this.start = at;
    }
    /** An item ended at `at` (its `}` excluded); a full batch is read. */
    itemClosed(at, language) {
        this.#end = at;
        this.#count += 1;
        if (this.#count >= BATCH)
            this.read(language, false);
    }
    /**
     * Reads the items held; `insideItem`: the scanner is inside an item that is not held yet,
     * whose bytes must be kept from its start (the chunk ended in it).
     */
    read(language, insideItem) {
        if (this.#count === 0)
            return;
        const items = this.#window.bracketed(this.start, this.#end);
        this.start = insideItem ? this.#itemStart : -1;
        this.#count = 0;
        this.#reader.read(language, items)();
    }
    /**
     * Between items, at `from` in the window: reads at once every item from there (or from the
     * batch's first) up to the last `},{` of the window, without looking at their bytes, and
     * gives back where that `}` is; -1 when it cannot (nothing to leap to, or the items are no
     * JSON array), and the scanner reads the bytes one by one. Sound because the read starts where
     * an item starts: a JSON reader then reads the bytes exactly as the document does, so it
     * succeeds only when that `}` closes an item of this list (a `},{` inside a string, inside an
     * item or past the list's end leaves a string or a bracket open, or a `]` unmatched).
     */
    leap(from, language) {
        const bytes = this.#window.bytes;
        const seam = bytes.lastIndexOf(SEAM);
        if (this.#leapTo(from, seam, language))
            return seam;
        // Where one language's items end in the window and the next's follow, the read fails: once
        // more, to the last seam before that end (a `}]` inside a text only makes the leap shorter).
        // Looked for only then: searching every chunk for it cost more than the failed reads.
        const listEnd = bytes.indexOf(LIST_END, from);
        if (listEnd === -1 || listEnd > seam)
            return -1;
        const before = bytes.lastIndexOf(SEAM, listEnd);
        return this.#leapTo(from, before, language) ? before : -1;
    }
    /** Reads every item from `from` (or the batch's first) to the `}` at `seam`, if they are items. */
    #leapTo(from, seam, language) {
        if (seam < from)
            return false;
        const { bytes, base } = this.#window;
        let start = this.start;
        if (start === -1) {
            let first = from;
            while (first < seam && isSpaceOrComma(bytes[first]))
                first += 1;
            if (bytes[first] !== json_syntax/* OPEN_OBJECT */.bV)
                return false;
            start = base + first;
        }
        let handOn;
        try {
            handOn = this.#reader.read(language, this.#window.bracketed(start, base + seam + 1));
        }
        catch (error) {
            if (error instanceof SyntaxError)
                return false;
            throw error;
        }
        this.start = -1;
        this.#count = 0;
        handOn();
        return true;
    }
}

;// CONCATENATED MODULE: ./lib/src/api/string-list-scanner.js







/**
 * Reads a `string/list` answer as its bytes arrive, so that a project of 10,000 keys in 20
 * languages (60 MB of JSON) is never held whole, neither as text nor as a parsed tree: each item
 * of `strings.<language>[]` is handed to a reader (string-list-items.ts), and the rest of the body
 * (the `response` envelope) is kept and given back as JSON text, `strings` left empty, for the
 * caller to read as it reads any answer.
 *
 * It tracks only what JSON needs to find those items: strings (a quote or a backslash is never
 * part of a multi-byte UTF-8 character, so bytes will do) and nesting. A body that is no JSON
 * object (an HTML error page) is kept as it came, up to RAW_KEPT bytes, for the error message.
 */
class StringListScanner {
    /** From the earliest start still needed to the end of the last chunk. */
    #window = new ByteWindow();
    #batches;
    /** Where scanning resumes, as an absolute offset. */
    #at = 0;
    #inString = false;
    #escaped = false;
    /** Open containers, outermost first: `{` or `[`. */
    #stack = [];
    /** Where the name or member's value being read starts (absolute), or -1. */
    #start = -1;
    /** The member of the top object, or the language, whose value is being read. */
    #key;
    #language;
    #expectingKey = false;
    #rest = {};
    /** Whether this chunk's items were tried in one read (see ItemBatches.leap). */
    #leapTried = false;
    #notJson = false;
    #opened = false;
    #raw = new RawPrefix();
    constructor(reader) {
        this.#batches = new ItemBatches(this.#window, reader);
    }
    push(chunk) {
        this.#raw.keep(chunk);
        if (this.#notJson)
            return;
        this.#window.append(chunk);
        this.#leapTried = false;
        this.#scan();
        // The items this chunk completed are read now, so that only a part of one item is carried
        // into the next chunk: carrying a batch meant copying it again with every chunk it spans.
        this.#readBatch();
        this.#trim();
    }
    /** Bytes held now: those of the item or member being read, never the whole body. */
    get bufferedBytes() {
        return this.#window.bytes.length;
    }
    /** The body without its items: JSON text of the other members and `"strings": {}`. */
    end() {
        if (this.#notJson || this.#stack.length > 0 || this.#rest['strings'] === undefined) {
            return this.#raw.text();
        }
        return JSON.stringify(this.#rest);
    }
    #scan() {
        const { bytes, base } = this.#window;
        for (let i = this.#at - base; i < bytes.length; i++) {
            if (this.#inString) {
                const end = this.#closingQuote(bytes, i);
                if (end === -1)
                    break;
                this.#inString = false;
                this.#stringEnded(base + end + 1);
                i = end;
                continue;
            }
            if (this.#stack.length >= 3 && this.#inStrings()) {
                i = this.#scanItems(bytes, i) - 1;
                continue;
            }
            const byte = bytes[i];
            if (byte === json_syntax/* SPACE */.t6 || byte === json_syntax/* TAB */.wn || byte === json_syntax.LF || byte === json_syntax.CR)
                continue;
            this.#token(byte, base + i);
            if (this.#notJson)
                return;
        }
        this.#at = base + bytes.length;
    }
    /** A language's items to their `]` or the chunk's end (given back): see ItemBatches.leap. */
    #scanItems(bytes, from) {
        let i = from;
        if (!this.#leapTried) {
            i = this.#itemBytes(bytes, i, true);
            if (i === bytes.length || this.#stack.length !== 3)
                return i;
            this.#leapTried = true;
            const seam = this.#batches.leap(i, this.#language ?? '');
            if (seam !== -1)
                i = seam + 1; // after the `}` of the last item read
        }
        return this.#itemBytes(bytes, i, false);
    }
    /**
     * A language's items byte by byte from `from` on, to the `]` closing them, the chunk's end or
     * (`toLeap`) the first byte between items; gives back where it stopped. Each byte is looked at
     * once and only for what delimits an item: quotes (a string skipped whole), brackets and braces
     * (`indexOf` per string would cross into C++ some 20 times per item). No leap in here: V8
     * compiles a loop this hot early, and with the leap's reading inlined, twice, it was a quarter
     * of V8's compiling in a push's first comparison (bench/by-key-cpu.ts, the cold row).
     */
    #itemBytes(bytes, from, toLeap) {
        const stack = this.#stack;
        const end = bytes.length;
        let depth = stack.length;
        let i = from;
        for (; i < end; i++) {
            const byte = bytes[i];
            if (depth === 3) {
                if (toLeap)
                    break;
                if (byte === json_syntax/* OPEN_OBJECT */.bV) {
                    this.#batches.itemOpened(this.#window.base + i);
                    depth = 4;
                }
                else if (byte === json_syntax/* CLOSE_ARRAY */.$z) {
                    this.#setDepth(2);
                    this.#readBatch();
                    return i + 1;
                }
                else if (byte !== json_syntax/* COMMA */.KE && byte !== json_syntax/* SPACE */.t6 && byte !== json_syntax/* TAB */.wn && byte !== json_syntax.LF && byte !== json_syntax.CR) {
                    throw notAnObject(this.#language ?? '');
                }
            }
            else if (byte === json_syntax/* QUOTE */.jA) {
                const j = stringEnd(bytes, i + 1, end);
                if (j >= end) {
                    // The chunk ends inside this string: #scan resumes it with the next chunk.
                    this.#inString = true;
                    this.#escaped = j > end;
                    this.#setDepth(depth);
                    return end;
                }
                i = j;
            }
            else if (byte === json_syntax/* OPEN_OBJECT */.bV || byte === json_syntax/* OPEN_ARRAY */.rK) {
                depth += 1;
            }
            else if (byte === json_syntax/* CLOSE_OBJECT */.tX || byte === json_syntax/* CLOSE_ARRAY */.$z) {
                depth -= 1;
                if (depth === 3)
                    this.#batches.itemClosed(this.#window.base + i + 1, this.#language ?? '');
            }
        }
        this.#setDepth(depth);
        return i;
    }
    /** Nesting inside items is only counted; the stack keeps up with the count. */
    #setDepth(depth) {
        const stack = this.#stack;
        while (stack.length > depth)
            stack.pop();
        while (stack.length < depth)
            stack.push(json_syntax/* OPEN_OBJECT */.bV);
    }
    /** The quote that ends the string being read (stringEnd), or -1; keeps whether a chunk ends in an escape. */
    #closingQuote(bytes, from) {
        const at = stringEnd(bytes, this.#escaped ? from + 1 : from, bytes.length);
        this.#escaped = at > bytes.length;
        return at >= bytes.length ? -1 : at;
    }
    /** One byte outside strings and white space, at absolute offset `at`. */
    #token(byte, at) {
        const depth = this.#stack.length;
        if (depth === 0) {
            // One object, and nothing after it.
            if (byte !== json_syntax/* OPEN_OBJECT */.bV || this.#opened) {
                this.#notJson = true;
                return;
            }
            this.#opened = true;
            this.#stack.push(byte);
            this.#expectingKey = true;
            return;
        }
        if (depth === 3 &&
            this.#inStrings() &&
            byte !== json_syntax/* OPEN_OBJECT */.bV &&
            byte !== json_syntax/* COMMA */.KE &&
            byte !== json_syntax/* CLOSE_ARRAY */.$z) {
            throw notAnObject(this.#language ?? '');
        }
        if (byte === json_syntax/* QUOTE */.jA) {
            this.#inString = true;
            if ((depth === 1 || (depth === 2 && this.#inStrings())) && this.#expectingKey)
                this.#start = at;
            else if (depth === 1 && this.#start === -1)
                this.#start = at;
            return;
        }
        if (byte === json_syntax/* OPEN_OBJECT */.bV || byte === json_syntax/* OPEN_ARRAY */.rK)
            return this.#open(byte, at);
        if (byte === json_syntax/* CLOSE_OBJECT */.tX || byte === json_syntax/* CLOSE_ARRAY */.$z)
            return this.#close(at);
        if (byte === json_syntax/* COLON */.oH) {
            if (depth === 1 || (depth === 2 && this.#inStrings()))
                this.#expectingKey = false;
            return;
        }
        if (byte === json_syntax/* COMMA */.KE) {
            if (depth === 1)
                this.#memberEnded(at);
            if (depth === 1 || (depth === 2 && this.#inStrings()))
                this.#expectingKey = true;
            return;
        }
        // A number, true, false or null: as a member's value, its start.
        if (depth === 1 && this.#start === -1)
            this.#start = at;
    }
    #open(byte, at) {
        const depth = this.#stack.length;
        this.#stack.push(byte);
        if (depth === 1) {
            if (this.#key === 'strings') {
                if (byte === json_syntax/* OPEN_ARRAY */.rK)
                    this.#start = at; // PHP's empty array for an empty project
                else
                    this.#expectingKey = true;
            }
            else if (this.#start === -1) {
                this.#start = at;
            }
        }
        else if (depth === 2 && this.#inStrings() && byte !== json_syntax/* OPEN_ARRAY */.rK) {
            throw new ShapeError(`strings.${this.#language ?? ''} is not an array`);
        }
        else if (depth === 3 && this.#inStrings()) {
            this.#batches.itemOpened(at);
        }
    }
    #close(at) {
        const depth = this.#stack.length;
        this.#stack.pop();
        if (depth === 4 && this.#inStrings()) {
            this.#batches.itemClosed(at + 1, this.#language ?? '');
        }
        else if (depth === 3 && this.#inStrings()) {
            this.#readBatch();
        }
        else if (depth === 2 && this.#key === 'strings') {
            if (this.#start !== -1) {
                this.#rest['strings'] = JSON.parse(this.#window.text(this.#start, at + 1));
                this.#start = -1;
            }
            else {
                this.#rest['strings'] = {};
            }
        }
        else if (depth === 1) {
            this.#memberEnded(at);
        }
    }
    /** Reads the items held (a chunk ended in the next one: its bytes are kept). */
    #readBatch() {
        this.#batches.read(this.#language ?? '', this.#stack.length >= 4);
    }
    #stringEnded(end) {
        const depth = this.#stack.length;
        if (this.#start === -1 || !this.#expectingKey)
            return;
        const name = JSON.parse(this.#window.text(this.#start, end));
        this.#start = -1;
        if (depth === 1)
            this.#key = name;
        else
            this.#language = name;
    }
    /** A member of the top object ends at `at`: its value, unless `strings`, is kept whole. */
    #memberEnded(at) {
        if (this.#key !== undefined && this.#key !== 'strings' && this.#start !== -1) {
            this.#rest[this.#key] = JSON.parse(this.#window.text(this.#start, at));
        }
        this.#start = -1;
        this.#key = undefined;
    }
    #inStrings() {
        return this.#key === 'strings';
    }
    /** Lets go of the bytes before the earliest start still needed. */
    #trim() {
        // The byte before the items held is kept too: ByteWindow.bracketed borrows it.
        const starts = [this.#start, this.#batches.start].filter((start) => start !== -1);
        this.#window.keepFrom(starts.length === 0 ? this.#at : Math.min(...starts) - 1);
    }
}

;// CONCATENATED MODULE: ./lib/src/api/string-texts.js


/**
 * A copy of `text` that holds on to nothing else. A part of a longer string is, in V8, a view
 * of it; a string joined to another is copied whole when a part of it is taken, so this is a
 * copy of its own.
 */
function detached(text) {
    return ` ${text}`.slice(1);
}
/** A JSON string's characters, escapes included (no quote, backslash or control character bare). */
const CHARS = String.raw `[^"\\\u0000-\u001f]*(?:\\.[^"\\\u0000-\u001f]*)*`;
const TEXT = `"(${CHARS})"`;
/** A value other than a text as services send them: null, a flag, a number. */
const LITERAL = String.raw `null|true|false|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?`;
/** Any value of a field as services send them: a text, a literal, a list of texts. */
const VALUE = String.raw `"${CHARS}"|${LITERAL}|\[(?:"${CHARS}"(?:,"${CHARS}")*)?\]`;
/** Another field than the three read: its name is none of them, so it never stands for one. */
const OTHER = String.raw `,"(?!(?:key|translation|plural_key)")[^"\\\u0000-\u001f]*":(?:${VALUE})`;
/**
 * One item whole, from its `{` to its `}`, as both shapes of item come (no white space): `key`
 * first, `translation` before `plural_key`, any other fields between and after. The interface's
 * shape has the three first; the real service sent 19 fields with `key_id` and `trans_id` before
 * `translation` and four more before `plural_key`. It matches only what JSON.parse reads as an
 * object with the same three values; groups: key, translation, plural_key as a text or a literal.
 */
const ITEM = new RegExp(String.raw `\{"key":${TEXT}(?:${OTHER})*,"translation":(?:${TEXT}|null)(?:${OTHER})*,"plural_key":(?:${TEXT}|(${LITERAL}))(?:${OTHER})*\}`, 'y');
/**
 * One field of an item (no white space): its name (group 1), then its value: a text (group 2,
 * its characters), a literal (group 3), or a list of texts. For an item in another order than
 * ITEM's, read field by field. A name with an escape, an object inside, or white space is left
 * to JSON.parse.
 */
const FIELD = new RegExp(String.raw `"([^"\\\u0000-\u001f]*)":(?:${TEXT}|(${LITERAL})|\[(?:"${CHARS}"(?:,"${CHARS}")*)?\])`, 'y');
/**
 * Reads of each item only what a comparison of texts needs, without an object per item: a
 * project's answer is 200,000 items, and parsing each whole cost more than all the rest of the
 * push's key-level comparison. A batch is matched item by item with one expression (compiled
 * to machine code, it passes over a text faster than JSON.parse builds objects of it), an item in
 * an order it does not take field by field; a batch with an item neither reads is parsed whole
 * instead. Either way the items are handed on only
 * once the whole batch has been read, so a batch that is no JSON array hands nothing on.
 */
function itemTexts(fold) {
    return {
        read(language, items) {
            const read = matchAll(items) ?? parseAll(language, items);
            return () => {
                for (let i = 0; i < read.keys.length; i++) {
                    fold.addText(language, read.keys[i], read.texts[i], read.plurals[i] ?? null);
                }
            };
        },
    };
}
/** A batch the expression does not match, read by JSON.parse and checked as stringItem checks. */
function parseAll(language, items) {
    const read = { keys: [], texts: [], plurals: [] };
    for (const item of JSON.parse(items)) {
        const { key, translation, pluralKey } = stringText(itemObject(language, item));
        read.keys.push(key);
        read.texts.push(translation);
        read.plurals.push(pluralKey);
    }
    return read;
}
/**
 * Every item of `items` (an array's JSON text) matched; undefined at the first it cannot (read
 * by JSON.parse then); a SyntaxError where the items matched are not followed as in an array.
 */
function matchAll(items) {
    const read = { keys: [], texts: [], plurals: [] };
    const last = items.length - 1;
    let at = skipSpace(items, 1);
    if (at === last)
        return items.charCodeAt(at) === CLOSE ? read : undefined;
    for (;;) {
        at = matchItem(items, at, read);
        if (at === -1)
            return undefined;
        at = skipSpace(items, at);
        const next = items.charCodeAt(at);
        if (next === CLOSE && at === last)
            return read;
        // What follows an item is the array's end or a comma, or the text is no JSON array (as where
        // a leap's items run into the next language's): JSON.parse would only say so more slowly.
        if (next !== COMMA)
            throw new SyntaxError(`no JSON array of items: ${items[at] ?? 'end'}`);
        at = skipSpace(items, at + 1);
    }
}
/**
 * The item at `at` matched into `read`; the place after its `}`, or -1 where it is not matched
 * whole (JSON.parse then reads the batch, and says what is wrong with it). A field named twice
 * counts as JSON.parse counts it: the last value.
 */
function matchItem(items, from, read) {
    ITEM.lastIndex = from;
    const whole = ITEM.exec(items);
    if (whole !== null) {
        const plural = whole[3] ?? literalMark(whole[4]);
        if (plural !== undefined) {
            read.keys.push(unescaped(whole[1]));
            read.texts.push(whole[2] === undefined ? '' : unescaped(whole[2]));
            read.plurals.push(plural === null ? null : pluralMark(unescaped(plural)));
            return ITEM.lastIndex;
        }
    }
    return matchFields(items, from, read);
}
/** matchItem for an item in another order, field by field. */
function matchFields(items, from, read) {
    if (items.charCodeAt(from) !== OPEN)
        return -1;
    let key;
    let text = '';
    let plural = null;
    let at = from + 1;
    for (;;) {
        FIELD.lastIndex = at;
        const match = FIELD.exec(items);
        if (match === null)
            return -1;
        const name = match[1];
        const chars = match[2];
        if (name === 'key') {
            if (chars === undefined)
                return -1;
            key = chars;
        }
        else if (name === 'translation') {
            if (chars !== undefined)
                text = chars;
            else if (match[3] === 'null')
                text = '';
            else
                return -1;
        }
        else if (name === 'plural_key') {
            const mark = chars === undefined ? literalMark(match[3]) : chars;
            if (mark === undefined)
                return -1;
            plural = mark;
        }
        at = FIELD.lastIndex;
        const next = items.charCodeAt(at);
        if (next === BRACE)
            break;
        if (next !== COMMA)
            return -1;
        at += 1;
    }
    if (key === undefined)
        return -1;
    read.keys.push(unescaped(key));
    read.texts.push(unescaped(text));
    read.plurals.push(plural === null ? null : pluralMark(unescaped(plural)));
    return at + 1;
}
/** A `plural_key` given as a literal, as pluralMark reads it; undefined for a list or a number it refuses. */
function literalMark(literal) {
    if (literal === 'null' || literal === 'false' || literal === '0')
        return null;
    if (literal === 'true' || literal === '1')
        return '1';
    return undefined;
}
const OPEN = 0x7b;
const BRACE = 0x7d;
const CLOSE = 0x5d;
const COMMA = 0x2c;
function skipSpace(text, from) {
    let at = from;
    for (;;) {
        const c = text.charCodeAt(at);
        if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09)
            return at;
        at += 1;
    }
}
/** A matched string's characters: its escapes read as JSON reads them (a bad one throws). */
function unescaped(chars) {
    return chars.includes('\\') ? JSON.parse(`"${chars}"`) : chars;
}

;// CONCATENATED MODULE: ./lib/src/api/rate-limiter.js


/**
 * Once the bounds are this close (relative to `high`), `high` is kept: closer is not worth
 * another refused call.
 */
const PRECISION = 0.05;
/**
 * Paces calls of one token. On 1.0.9.2 the stated spacings are kept from the moment the previous
 * call was answered: the service may time a call anywhere between its arrival (after an upload of
 * any length) and its answer, and only the answer is a point the client can prove lies after it.
 * That costs each call's own duration and never provokes a 4048. On any revision a 4048 answer is
 * met with a growing wait. On 1.0.9.3, whose limits are not stated, the endpoint's spacing is
 * learned: the spacing that finally succeeded bounds it from above, the refused ones from below,
 * and later calls probe halfway between until the bounds are within 5 %. A refused probe is
 * retried at the spacing known to pass, so probing costs a refused request, not time; the
 * growing waits that found the first bound would otherwise be kept for every later call (up to
 * twice the real spacing).
 *
 * Every wait is multiplied by `timeScale` (tests run 30 s spacings as 0.3 s).
 */
class RateLimiter {
    revision;
    clock;
    timeScale;
    policy;
    random;
    /** When each endpoint's last call was answered (or failed). */
    lastSettled = new Map();
    lastAccepted = new Map();
    bounds = new Map();
    constructor(options) {
        this.revision = options.revision;
        this.clock = options.clock;
        this.timeScale = options.timeScale;
        this.policy = options.policy;
        this.random = options.random;
    }
    /**
     * The spacing the limiter keeps for an endpoint, in scaled milliseconds (0 for none): the stated
     * one, or on 1.0.9.3 the learned one, or the probe halfway between the learned bounds.
     */
    spacingMs(endpoint) {
        const stated = this.stated(endpoint);
        if (stated !== undefined)
            return stated;
        const bounds = this.bounds.get(endpoint);
        if (bounds?.high === undefined)
            return 0;
        const { low, high } = bounds;
        return high - low > high * PRECISION ? (low + high) / 2 : high;
    }
    /**
     * How long a call sent now would have to wait, in milliseconds. Stated spacings count from the
     * previous call's answer, whatever it was; learned ones from the previous accepted call's, which
     * is what they were measured from.
     */
    waitNeededMs(endpoint) {
        const last = this.stated(endpoint) !== undefined
            ? this.lastSettled.get(endpoint)
            : this.lastAccepted.get(endpoint);
        if (last === undefined)
            return 0;
        return Math.max(0, last + this.spacingMs(endpoint) - this.clock.now());
    }
    /** The last call of each endpoint with a stated spacing, in flight or done (see `inTurn`). */
    turns = new Map();
    /**
     * Runs a call of `endpoint` once the calls of it before it have settled, where the revision
     * states a spacing: that spacing counts from the previous call's answer, so two calls sent at
     * once (a pull's quality pass and its by-key read of string/list on 1.0.9.2) would both find no
     * wait needed, and the second would be refused with 4048. Calls of other endpoints, and of
     * endpoints whose spacing is only learned, go at once.
     */
    async inTurn(endpoint, call) {
        if (this.stated(endpoint) === undefined)
            return call();
        const before = this.turns.get(endpoint) ?? Promise.resolve();
        const mine = before.then(call, call);
        this.turns.set(endpoint, mine.catch(() => undefined));
        return mine;
    }
    /** Marks a call as answered (or failed) now. */
    settled(endpoint) {
        this.lastSettled.set(endpoint, this.clock.now());
    }
    /**
     * Records an accepted call. `afterRefusals` is true when it succeeded right after a 4048 answer:
     * on 1.0.9.3 the time since the previous accepted call then bounds the endpoint's spacing from
     * above, as does any shorter spacing that passes later (a probe). Other spacings teach nothing:
     * time lost to a transient fault is not the service's spacing.
     */
    accepted(endpoint, afterRefusals) {
        const now = this.lastSettled.get(endpoint) ?? this.clock.now();
        const previous = this.lastAccepted.get(endpoint);
        if (previous !== undefined && this.stated(endpoint) === undefined) {
            const spacing = now - previous;
            let bounds = this.bounds.get(endpoint);
            if (bounds === undefined && afterRefusals) {
                bounds = { low: 0, high: undefined };
                this.bounds.set(endpoint, bounds);
            }
            if (bounds && (bounds.high === undefined ? afterRefusals : spacing < bounds.high)) {
                bounds.high = spacing;
                bounds.low = Math.min(bounds.low, spacing);
            }
        }
        this.lastAccepted.set(endpoint, now);
    }
    /**
     * Notes a 4048 answer to the call that just settled, and returns the wait before retry
     * `attempt` (0-based). On 1.0.9.3 a refused spacing bounds the endpoint's from below; when a
     * spacing is known to pass, the retry waits until exactly that much has passed since the
     * previous accepted call, else the wait grows with each attempt. A refusal at or above the
     * known spacing means the service asks for more now: it is learned again.
     */
    refusalWaitMs(endpoint, attempt) {
        const growing = backoffMs(attempt, this.policy.rateLimitBaseMs, this.policy.rateLimitCapMs, this.random) *
            this.timeScale;
        const stated = this.stated(endpoint);
        if (stated !== undefined)
            return Math.max(stated, growing);
        const since = this.lastAccepted.get(endpoint);
        if (since === undefined)
            return growing;
        const refused = (this.lastSettled.get(endpoint) ?? this.clock.now()) - since;
        const bounds = this.bounds.get(endpoint) ?? { low: 0, high: undefined };
        this.bounds.set(endpoint, bounds);
        bounds.low = Math.max(bounds.low, refused);
        if (bounds.high !== undefined && refused >= bounds.high)
            bounds.high = undefined;
        if (bounds.high === undefined)
            return growing;
        return Math.max(0, since + bounds.high - this.clock.now());
    }
    /** The wait before retry `attempt` (0-based) after a transient fault. */
    transientWaitMs(attempt) {
        return (backoffMs(attempt, this.policy.transientBaseMs, this.policy.transientCapMs, this.random) *
            this.timeScale);
    }
    /** The revision's stated spacing for an endpoint, scaled; undefined when it states none. */
    stated(endpoint) {
        const stated = api_interface/* RATE_LIMITS */.cr[this.revision][endpoint];
        return stated === undefined ? undefined : stated * this.timeScale;
    }
}

// EXTERNAL MODULE: ./lib/src/http/dispatcher.js
var dispatcher = __webpack_require__(7786);
;// CONCATENATED MODULE: ./lib/src/api/client.js


















function createClient(options) {
    return clientOver(connection(options));
}
/** The client's methods over one connection to the service. */
function clientOver(reach) {
    const { caller, download } = reach;
    /** One call, its body decoded (a body of the wrong shape is the service's fault). */
    const call = async (endpoint, params) => {
        const body = await callEndpoint(caller, endpoint, params);
        try {
            return DECODERS[endpoint](body);
        }
        catch (error) {
            throw new ApiError({
                kind: 'protocol',
                endpoint,
                revision: caller.revision,
                detail: (0,message_of/* messageOf */.b)(error),
            });
        }
    };
    /**
     * string/list read as it arrives, a new fold for each attempt, given to `readerOf`; a fold that
     * asks (StringTextFold.answered) is told the bytes of the answer that succeeded.
     */
    const readList = async (params, makeFold, readerOf) => {
        let fold;
        let bytes = 0;
        await callEndpoint(caller, 'string/list', params, () => {
            const attempt = makeFold();
            fold = attempt;
            bytes = 0;
            const scanner = new StringListScanner(readerOf(attempt));
            return {
                push: (chunk) => {
                    bytes += chunk.length;
                    scanner.push(chunk);
                },
                end: () => scanner.end(),
            };
        });
        if (fold === undefined)
            throw new Error('string/list was not read');
        fold.answered?.(bytes);
        return fold;
    };
    return {
        ...endpointMethods(call),
        readStrings: (params, makeFold) => readList(params, makeFold, stringItems),
        readStringTexts: (params, makeFold) => readList(params, makeFold, itemTexts),
        untilPaced: (endpoint) => awaitSpacing(caller, endpoint),
        revision: caller.revision,
        maxAnswerBytes: caller.maxAnswerBytes ?? MAX_ANSWER_BYTES,
        downloadBundle: (bundle, path) => downloadBundle(bundle, path, download),
        holdingWrites: (dryRun) => clientOver({ caller: { ...caller, dryRun }, download }),
    };
}
/** How calls and downloads reach the service: addresses checked, pacing, retries, limits. */
function connection(options) {
    const base = assertSecureUrl(options.baseUrl, 'api-url').toString().replace(/\/+$/, '');
    if (options.downloadUrl)
        assertSecureUrl(options.downloadUrl, 'download-url');
    if (!options.token)
        throw new Error('the API token is empty');
    const timeScale = options.timeScale ?? 1;
    if (!(timeScale > 0))
        throw new Error('the time scale must be a number greater than 0');
    const clock = options.clock ?? systemClock;
    const limiter = new RateLimiter({
        revision: options.revision,
        clock,
        timeScale,
        policy: options.backoff ?? DEFAULT_BACKOFF,
        random: options.random ?? Math.random,
    });
    const servicePrivate = privateServiceCheck(base);
    const caller = {
        baseUrl: base,
        revision: options.revision,
        token: options.token,
        timeoutMs: options.timeoutMs ?? 120_000,
        maxRetries: options.maxRetries ?? 5,
        heartbeatMs: HEARTBEAT_MS * timeScale,
        // Direct connections resolve names through the guard: a public name that points into the
        // runner's network is refused unless api-url itself is there.
        dispatcher: options.dispatcher ?? (0,dispatcher/* createDispatcher */.S)(options.proxy, {}, guardedLookup(servicePrivate)),
        clock,
        limiter,
        onEvent: options.onEvent ?? (() => undefined),
        ...(options.maxAnswerBytes !== undefined ? { maxAnswerBytes: options.maxAnswerBytes } : {}),
        ...(options.dryRun ? { dryRun: options.dryRun } : {}),
    };
    const download = {
        revision: options.revision,
        downloadUrl: options.downloadUrl,
        token: options.token,
        timeoutMs: caller.timeoutMs,
        maxRetries: caller.maxRetries,
        heartbeatMs: caller.heartbeatMs,
        dispatcher: caller.dispatcher,
        clock,
        limiter,
        onEvent: caller.onEvent,
        servicePrivate,
        ...(options.maxDownloadBytes !== undefined ? { maxBytes: options.maxDownloadBytes } : {}),
    };
    return { caller, download };
}

;// CONCATENATED MODULE: ./lib/src/api/language-batches.js

/**
 * string/list of many languages in batches (its `langs` parameter), each sized so that its answer
 * stays well under the most the client reads (MAX_ANSWER_BYTES): one call for 10,000 keys in 100
 * languages answers about 400 MiB in the real service's item shape, and is refused whole. A
 * batch's answer is expected to be its languages × texts per language × bytes per text; both
 * factors are learned from the answers read, the largest seen kept, since a language of longer
 * texts (or more bytes per character) may come next. The budget of a batch is a quarter of the
 * limit, so a batch of languages twice or three times the size of those read still fits.
 */
/** A batch's expected answer is held to this share of the read limit. */
const BUDGET_SHARE = 1 / 4;
/**
 * Bytes of an item guessed before any answer: the real service's are about 450 bytes with a
 * short text (19 fields), the interface's about 280; this leaves room for long texts.
 */
const FIRST_BYTES_PER_TEXT = 1024;
/**
 * The first batch is sized to half the budget: its texts per language come from the repository's
 * files, and the project may hold more keys than the files pushed (an answer over the limit all
 * the same is read again in smaller batches: `overLimit`).
 */
const FIRST_SHARE = 1 / 2;
/** The languages of a read in batches, in their order, each read once. */
class LanguageBatches {
    #queue;
    #budget;
    #limit;
    #bytesPerText = FIRST_BYTES_PER_TEXT;
    #textsPerLanguage;
    /** Whether an answer (or a refusal of one) taught the estimate yet: the budget is whole then. */
    #learned = false;
    /** Whether an answer was read: its figures replace the guesses. */
    #measured = false;
    /**
     * `maxAnswerBytes`: the client's read limit. `textsPerLanguage`: the texts a language is
     * guessed to have before any answer (the files' keys of one language).
     */
    constructor(languages, maxAnswerBytes, textsPerLanguage) {
        if (!(maxAnswerBytes > 0))
            throw new Error(`no read limit to size batches by: ${maxAnswerBytes}`);
        this.#queue = [...languages];
        this.#limit = maxAnswerBytes;
        this.#budget = maxAnswerBytes * BUDGET_SHARE;
        this.#textsPerLanguage = Math.max(1, textsPerLanguage);
    }
    /** The bytes a batch's answer is expected to stay under. */
    get budget() {
        return this.#budget;
    }
    get estimate() {
        return { bytesPerText: this.#bytesPerText, textsPerLanguage: this.#textsPerLanguage };
    }
    /** Languages not handed out yet. */
    get left() {
        return this.#queue.length;
    }
    /** The bytes `languages` languages are expected to answer. */
    expectedBytes(languages) {
        return languages * this.#textsPerLanguage * this.#bytesPerText;
    }
    /** How many languages the next batch takes: as many as the budget holds, one at least. */
    size() {
        const budget = this.#learned ? this.#budget : this.#budget * FIRST_SHARE;
        const fit = Math.floor(budget / this.expectedBytes(1));
        return Math.min(this.#queue.length, Math.max(1, fit));
    }
    /** The next batch's languages; undefined once every language was handed out. */
    next() {
        if (this.#queue.length === 0)
            return undefined;
        return this.#queue.splice(0, this.size());
    }
    /**
     * Learns from the answer to `languages`: `bytes` long, `texts` items. The first answer's
     * figures replace the guesses; later ones raise them, never lower them.
     */
    answered(languages, bytes, texts) {
        if (languages.length === 0)
            return;
        const perLanguage = texts / languages.length;
        // An answer of no item tells the bytes of its envelope alone: no item's size.
        if (texts > 0) {
            const perText = bytes / texts;
            this.#bytesPerText = this.#measured ? Math.max(this.#bytesPerText, perText) : perText;
        }
        this.#textsPerLanguage = this.#measured
            ? Math.max(this.#textsPerLanguage, perLanguage)
            : perLanguage;
        this.#measured = true;
        this.#learned = true;
    }
    /**
     * The answer to `languages` went over the read limit: they go back to the front of the queue,
     * and a language is taken to answer the limit's share of them at least, so that the next batch
     * is a quarter as large.
     */
    overLimit(languages) {
        this.#learned = true;
        this.#queue.unshift(...languages);
        const perLanguage = this.#limit / languages.length;
        this.#textsPerLanguage = Math.max(this.#textsPerLanguage, perLanguage / this.#bytesPerText);
    }
}
/**
 * Reads `languages` a batch at a time, each expected under a quarter of the read limit (see
 * LanguageBatches): `read` once per batch, given the answer of the batch before; a batch whose
 * answer passed the limit all the same is read again in smaller ones. The answers, in order.
 */
async function readInLanguageBatches(languages, limits, read) {
    const batches = new LanguageBatches(languages, limits.maxAnswerBytes, limits.textsPerLanguage);
    const answers = [];
    for (let batch = batches.next(); batch !== undefined; batch = batches.next()) {
        let answer;
        try {
            answer = await read(batch, answers.at(-1));
        }
        catch (error) {
            if (!(error instanceof ApiError && error.kind === 'limit') || batch.length < 2)
                throw error;
            batches.overLimit(batch);
            continue;
        }
        answers.push(answer);
        batches.answered(batch, answer.bytes, answer.items);
    }
    return answers;
}

;// CONCATENATED MODULE: ./lib/src/api/languages-ahead.js
/**
 * The client, its first `language/list` of project `id` answered by `ahead`: the project's
 * languages asked before this client could be made (main.ts asks while git answers, so the run's
 * first request to the service waits for no git command). Later reads ask the service again: an
 * import may add a language during the run.
 */
function withLanguagesAhead(client, id, ahead) {
    let taken = false;
    const list = (params) => {
        if (taken || params.id !== id)
            return client.language.list(params);
        taken = true;
        return ahead;
    };
    return { ...client, language: { ...client.language, list } };
}

;// CONCATENATED MODULE: ./lib/src/api/index.js
/** The legacy HTTP interface client. Knows nothing of GitHub. */












/***/ }),

/***/ 9850:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hr: () => (/* binding */ ENDPOINTS),
/* harmony export */   IB: () => (/* binding */ actsElsewhere),
/* harmony export */   NY: () => (/* binding */ REVISIONS),
/* harmony export */   OQ: () => (/* binding */ ERROR_CODES),
/* harmony export */   Ou: () => (/* binding */ EXPORT_TYPES_1092),
/* harmony export */   cr: () => (/* binding */ RATE_LIMITS),
/* harmony export */   ob: () => (/* binding */ KEY_RECORD_FIELDS)
/* harmony export */ });
/* unused harmony exports EXPORT_FILTERS, RECORDED_EXPORT_FILTERS, EXPORT_EMPTY, EXPORT_SORT, PLURAL_FORMATS, PLACEHOLDER_FORMATS, INDENTATIONS, wireNameOf */
/**
 * The legacy HTTP interface as data: every endpoint of both revisions, its parameters, the rate
 * limits and the export types. Everything else in src/api/ (validation, encoding, pacing) is
 * generic over this table, so a reader can check one revision against the interface text here.
 *
 * `api_token` is carried by every request and is added by the transport, so it is not listed.
 * Required marks follow 1.0.9.2 for both revisions: the interface shows no marks for 1.0.9.3, and
 * sending a parameter the service may not need is safe where omitting one it needs is not.
 */
const REVISIONS = ['1.0.9.3', '1.0.9.2'];
const BOTH = REVISIONS;
const ONLY_1093 = ['1.0.9.3'];
const ONLY_1092 = ['1.0.9.2'];
const id = { type: 'string', required: true };
const EXPORT_FILTERS = ['translated', 'nonfuzzy', 'nonhidden'];
/** Export filters the real service took beyond the interface's list (public v1 clients sent them). */
const RECORDED_EXPORT_FILTERS = ['reviewed', 'proofread'];
const EXPORT_EMPTY = ['empty', 'base', 'skip'];
const EXPORT_SORT = ['first_added', 'last_added', 'last_updated', 'a_z', 'z_a'];
const PLURAL_FORMATS = [
    'json_string',
    'icu',
    'array',
    'generic',
    'symfony',
    'i18n',
];
const PLACEHOLDER_FORMATS = ['printf', 'ios', 'icu', 'net', 'symfony'];
const INDENTATIONS = [
    '1sp',
    '2sp',
    '3sp',
    '4sp',
    '5sp',
    '6sp',
    '7sp',
    '8sp',
    'tab',
];
/** 1.0.9.2 accepts only these export types; other values give 4047. */
const EXPORT_TYPES_1092 = [
    'po',
    'xls',
    'strings',
    'xliff',
    'xml',
    'json',
    'php',
    'yml',
    'properties',
    'ini',
];
const ENDPOINTS = {
    'project/list': {
        method: 'GET',
        path: '/api/project/list',
        encoding: 'query',
        revisions: BOTH,
        writes: false,
        params: {},
    },
    'project/add': {
        method: 'POST',
        path: '/api/project/add',
        encoding: 'form',
        revisions: BOTH,
        writes: true,
        params: {
            name: { type: 'string', required: true },
            description: { type: 'string' },
            base_lang: { type: 'string' },
        },
    },
    'project/remove': {
        method: 'POST',
        path: '/api/project/remove',
        encoding: 'form',
        revisions: BOTH,
        writes: true,
        params: { id },
    },
    'project/empty': {
        method: 'POST',
        path: '/api/project/empty',
        encoding: 'form',
        revisions: BOTH,
        writes: true,
        params: { id },
    },
    'project/snapshot': {
        method: 'POST',
        path: '/api/project/snapshot',
        encoding: 'form',
        revisions: BOTH,
        writes: true,
        params: { id, title: { type: 'string', revisions: ONLY_1093 } },
    },
    'project/screenshot': {
        method: 'POST',
        path: '/api/project/screenshot',
        encoding: 'form',
        revisions: ONLY_1093,
        writes: true,
        params: {
            id: { type: 'string' },
            screenshot: { type: 'string' },
            autotag: { type: 'flag' },
            key_ids: { type: 'jsonArray' },
        },
    },
    'project/import': {
        method: 'POST',
        path: '/api/project/import',
        encoding: 'multipart',
        revisions: BOTH,
        writes: true,
        params: {
            id,
            file: { type: 'file', required: true },
            lang_iso: { type: 'string', required: true },
            replace: { type: 'flag' },
            fill_empty: { type: 'flag' },
            distinguish: { type: 'flag' },
            use_trans_mem: { type: 'flag' },
            hidden: { type: 'flag' },
            tags: { type: 'jsonArray' },
            convert_placeholders: { type: 'flag', revisions: ONLY_1093 },
            icu_plurals: { type: 'flag', revisions: ONLY_1093 },
            filename: { type: 'string', revisions: ONLY_1093 },
            replace_breaks: { type: 'flag', revisions: ONLY_1093 },
            cleanup_mode: { type: 'flag', revisions: ONLY_1093 },
        },
    },
    'project/export': {
        method: 'POST',
        path: '/api/project/export',
        encoding: 'form',
        revisions: BOTH,
        // Export only prepares a bundle; the emulator's contract lets read-only tokens call it.
        writes: false,
        params: {
            id,
            type: { type: 'string', required: true },
            langs: { type: 'jsonArray' },
            use_original: { type: 'flag' },
            filter: {
                type: 'jsonArray',
                values: EXPORT_FILTERS,
                recordedValues: RECORDED_EXPORT_FILTERS,
            },
            filter_filenames: { type: 'jsonArray', revisions: ONLY_1093 },
            custom_translation_status_titles: { type: 'jsonArray', revisions: ONLY_1093 },
            bundle_structure: { type: 'string' },
            directory_prefix: { type: 'string', revisions: ONLY_1093 },
            webhook_url: { type: 'string', actsElsewhere: true },
            export_all: { type: 'flag' },
            export_empty: { type: 'string', values: EXPORT_EMPTY },
            include_comments: { type: 'flag' },
            include_pids: { type: 'jsonArray' },
            include_tags: { type: 'jsonArray', wireName: { '1.0.9.2': 'tags' } },
            exclude_tags: { type: 'jsonArray', revisions: ONLY_1093 },
            export_sort: { type: 'string', values: EXPORT_SORT },
            replace_breaks: { type: 'flag', revisions: ONLY_1093 },
            yaml_include_root: { type: 'flag' },
            json_unescaped_slashes: { type: 'flag', revisions: ONLY_1093 },
            java_properties_encoding: {
                type: 'string',
                revisions: ONLY_1093,
                values: ['utf-8', 'latin-1'],
            },
            java_properties_separator: { type: 'string', revisions: ONLY_1093, values: ['=', ':'] },
            no_language_folders: { type: 'flag', revisions: ONLY_1093 },
            triggers: { type: 'jsonArray', revisions: ONLY_1093, actsElsewhere: true },
            repos: { type: 'jsonArray', revisions: ONLY_1093, actsElsewhere: true },
            plural_format: { type: 'string', revisions: ONLY_1093, values: PLURAL_FORMATS },
            icu_numeric: { type: 'flag', revisions: ONLY_1093 },
            placeholder_format: { type: 'string', revisions: ONLY_1093, values: PLACEHOLDER_FORMATS },
            escape_percent: { type: 'flag', revisions: ONLY_1093 },
            indentation: { type: 'string', revisions: ONLY_1093, values: INDENTATIONS },
            ota_plugin_bundle: { type: 'flag', revisions: ONLY_1092 },
            // What they do is not shown: like those that act elsewhere, left out of a dry run and
            // hidden from the log and the pull request.
            unlisted: { type: 'unlisted', actsElsewhere: true },
        },
    },
    'language/listall': {
        method: 'GET',
        path: '/api/language/listall',
        encoding: 'query',
        revisions: BOTH,
        writes: false,
        params: {},
    },
    'language/list': {
        method: 'GET',
        path: '/api/language/list',
        encoding: 'query',
        revisions: BOTH,
        writes: false,
        params: { id },
    },
    'language/add': {
        method: 'POST',
        path: '/api/language/add',
        encoding: 'form',
        revisions: BOTH,
        writes: true,
        params: { id, iso: { type: 'jsonArray', required: true } },
    },
    'language/remove': {
        method: 'POST',
        path: '/api/language/remove',
        encoding: 'form',
        revisions: BOTH,
        writes: true,
        params: { id, iso: { type: 'jsonArray', required: true } },
    },
    'language/set': {
        method: 'POST',
        path: '/api/language/set',
        encoding: 'form',
        revisions: ONLY_1093,
        writes: true,
        params: {
            id: { type: 'string' },
            original_iso: { type: 'string' },
            custom_iso: { type: 'string' },
            custom_name: { type: 'string' },
        },
    },
    'string/list': {
        method: 'POST',
        path: '/api/string/list',
        encoding: 'form',
        revisions: BOTH,
        writes: false,
        params: {
            id,
            langs: { type: 'jsonArray' },
            platform_mask: { type: 'integer' },
            keys: { type: 'jsonArray' },
            tags: { type: 'jsonArray', revisions: ONLY_1093 },
            plural_format: {
                type: 'string',
                revisions: ONLY_1093,
                values: ['json_string', 'icu', 'symfony'],
            },
            icu_numeric: { type: 'flag', revisions: ONLY_1093 },
            placeholder_format: { type: 'string', revisions: ONLY_1093, values: PLACEHOLDER_FORMATS },
        },
    },
    'string/set': {
        method: 'POST',
        path: '/api/string/set',
        encoding: 'form',
        revisions: BOTH,
        writes: true,
        params: { id, data: { type: 'jsonRecords', required: true } },
    },
    'string/remove': {
        method: 'POST',
        path: '/api/string/remove',
        encoding: 'form',
        revisions: BOTH,
        writes: true,
        params: { id, keys: { type: 'jsonArray', required: true } },
    },
};
/**
 * Minimum spacing between two calls of an endpoint with one token, in milliseconds. 1.0.9.3 states
 * none; its limits are learned from 4048 answers at run time.
 */
const RATE_LIMITS = {
    '1.0.9.3': {},
    '1.0.9.2': {
        'project/import': 30_000,
        'string/set': 30_000,
        'string/list': 5_000,
    },
};
/** The service's error codes and their meanings, as §7 of the interface gives them. */
const ERROR_CODES = {
    '401': 'request missing API token',
    '4011': 'invalid API token',
    '4012': 'no data sent using POST method',
    '403': 'no permission to access this resource',
    '404': 'invalid API call',
    '4040': 'custom error message',
    '4042': 'data should be JSON',
    '4043': 'wrong language code',
    '4044': 'project does not contain the specified language',
    '4045': 'no language specified',
    '4046': 'invalid file',
    '4047': 'invalid export type',
    '4048': 'too many upload requests in a short period',
    '4049': 'missing request parameter',
    '4050': 'language already in the project',
};
/** Key-record fields of string/set's `data`, per revision (§2 "Key record"). */
const KEY_RECORD_FIELDS = {
    '1.0.9.3': [
        'key',
        'platform_mask',
        'context',
        'description',
        'filename_ios',
        'filename_android',
        'filename_web',
        'filename_other',
        'hidden',
        'tags',
        'plural',
        'translations',
    ],
    '1.0.9.2': [
        'key',
        'platform_mask',
        'context',
        'filename',
        'hidden',
        'references',
        'plural',
        'translations',
    ],
};
/** The name a parameter is sent under in a revision. */
function wireNameOf(param, name, revision) {
    return param.wireName?.[revision] ?? name;
}
/**
 * Whether a parameter of an endpoint makes the service act elsewhere (a webhook, an integration):
 * its value is the user's business with a third party (a chat hook's secret address), so it is
 * shown to nobody.
 */
function actsElsewhere(endpoint, name) {
    const params = ENDPOINTS[endpoint].params;
    return params[name]?.actsElsewhere === true;
}


/***/ }),

/***/ 6591:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ encodeParams)
/* harmony export */ });
/* harmony import */ var _common_records_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2164);
/* harmony import */ var _interface_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9850);


/**
 * Checks a call against the revision's rules and writes its parameters in wire form. Throws a
 * plain Error with a one-line reason; the caller wraps it with the endpoint and revision.
 */
function encodeParams(endpoint, revision, params) {
    const spec = _interface_js__WEBPACK_IMPORTED_MODULE_0__/* .ENDPOINTS */ .Hr[endpoint];
    if (!spec.revisions.includes(revision)) {
        throw new Error(`the endpoint does not exist in revision ${revision}`);
    }
    const fields = [];
    let file;
    for (const [name, value] of Object.entries(params)) {
        if (value === undefined)
            continue;
        const param = spec.params[name];
        if (!param)
            throw new Error(`unknown parameter '${name}'`);
        if (param.revisions && !param.revisions.includes(revision)) {
            throw new Error(`parameter '${name}' does not exist in revision ${revision}`);
        }
        const wire = param.wireName?.[revision] ?? name;
        if (param.type === 'file') {
            file = { field: wire, part: checkFile(name, value) };
        }
        else if (param.type === 'unlisted') {
            fields.push(...unlistedFields(spec, value));
        }
        else {
            fields.push([wire, encodeValue(name, param, value, revision)]);
        }
    }
    for (const [name, param] of Object.entries(spec.params)) {
        if (!param.required)
            continue;
        const given = params[name];
        if (given === undefined || given === '')
            throw new Error(`required parameter '${name}' is missing`);
    }
    if (endpoint === 'project/export' && revision === '1.0.9.2') {
        const type = String(params['type']);
        if (!_interface_js__WEBPACK_IMPORTED_MODULE_0__/* .EXPORT_TYPES_1092 */ .Ou.includes(type)) {
            throw new Error(`export type '${type}' is not one of revision 1.0.9.2's types (${_interface_js__WEBPACK_IMPORTED_MODULE_0__/* .EXPORT_TYPES_1092 */ .Ou.join(', ')})`);
        }
    }
    return file ? { fields, file } : { fields };
}
function encodeValue(name, param, value, revision) {
    switch (param.type) {
        case 'string':
            if (typeof value !== 'string')
                throw new Error(`parameter '${name}' must be a string`);
            checkAllowed(name, param, [value]);
            return value;
        case 'integer':
            if (typeof value !== 'number' || !Number.isInteger(value)) {
                throw new Error(`parameter '${name}' must be a whole number`);
            }
            return String(value);
        case 'flag':
            if (value === true || value === 1)
                return '1';
            if (value === false || value === 0)
                return '0';
            throw new Error(`parameter '${name}' must be true/false or 0/1`);
        case 'jsonArray':
            if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
                throw new Error(`parameter '${name}' must be an array of strings`);
            }
            checkAllowed(name, param, value);
            return JSON.stringify(value);
        case 'jsonRecords':
            if (!Array.isArray(value) || !value.every(_common_records_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)) {
                throw new Error(`parameter '${name}' must be an array of objects`);
            }
            checkKeyRecords(value, revision);
            return JSON.stringify(value);
        case 'file':
            throw new Error(`parameter '${name}' is a file`);
        case 'unlisted':
            throw new Error(`parameter '${name}' is not one parameter`);
    }
}
/**
 * Parameters the interface does not list, as given: texts, under names that are none of the
 * endpoint's (on any revision's wire) and not the token, so none stands for a listed one unchecked.
 */
function unlistedFields(spec, value) {
    if (!(0,_common_records_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(value))
        throw new Error(`unlisted parameters must be a mapping of names to texts`);
    const listed = new Set();
    for (const [name, param] of Object.entries(spec.params)) {
        listed.add(name);
        for (const wire of Object.values(param.wireName ?? {}))
            listed.add(wire);
    }
    return Object.entries(value).map(([name, text]) => {
        if (name === 'api_token')
            throw new Error(`parameter 'api_token' is the token, never given so`);
        if (listed.has(name))
            throw new Error(`parameter '${name}' is listed: give it as itself`);
        if (typeof text !== 'string')
            throw new Error(`parameter '${name}' must be a text`);
        return [name, text];
    });
}
function checkAllowed(name, param, values) {
    if (!param.values)
        return;
    const bad = values.find((v) => !param.values?.includes(v) && !param.recordedValues?.includes(v));
    if (bad !== undefined) {
        throw new Error(`parameter '${name}' does not allow '${bad}' (allowed: ${param.values.join(', ')})`);
    }
}
function checkFile(name, value) {
    if ((0,_common_records_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(value) &&
        typeof value['name'] === 'string' &&
        value['name'] !== '' &&
        value['content'] instanceof Uint8Array) {
        return { name: value['name'], content: value['content'] };
    }
    throw new Error(`parameter '${name}' must be a file with a name and content`);
}
/** string/set's key records may only use the fields their revision has (§2 "Key record"). */
function checkKeyRecords(records, revision) {
    const allowed = _interface_js__WEBPACK_IMPORTED_MODULE_0__/* .KEY_RECORD_FIELDS */ .ob[revision];
    for (const record of records) {
        if (typeof record['key'] !== 'string' || record['key'] === '') {
            throw new Error(`every key record needs a 'key'`);
        }
        const bad = Object.keys(record).find((field) => !allowed.includes(field));
        if (bad) {
            throw new Error(`key record field '${bad}' does not exist in revision ${revision}`);
        }
    }
}


/***/ }),

/***/ 7758:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ isBranchName)
/* harmony export */ });
/** What git allows in a branch name's characters: no control character, space, `~^:?*[` or `\`. */
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const BRANCH_NAME = /^[^\u0000-\u0020\u007f~^:?*[\\]+$/;
/**
 * Whether `value` is a name git could give a branch (no control character, space, `~^:?*[\`, no
 * `..`, at most 255 characters): a branch named by an event's payload or a recorded state, which
 * the repository's writers control, is taken only so.
 */
function isBranchName(value) {
    return (typeof value === 'string' &&
        value.length <= 255 &&
        BRANCH_NAME.test(value) &&
        !value.includes('..'));
}


/***/ }),

/***/ 3944:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ childEnvironment)
/* harmony export */ });
/* harmony import */ var _file_commands_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2181);

/**
 * The environment a process the action starts (git, post-pull-command) gets: the step's own, less
 * what would hand it a secret. The step's `env:`, PATH, HOME and GITHUB_* stay.
 *
 * - `INPUT_*`: every input is one, `api-token` and `github-token` among them; no child needs them.
 * - `ACTIONS_RUNTIME_TOKEN` reaches the runner's cache and artifact services, and the
 *   `ACTIONS_ID_TOKEN_REQUEST_TOKEN` / `_URL` pair mints OIDC tokens for cloud logins.
 * - `GIT_CONFIG_COUNT`, `GIT_CONFIG_KEY_n`, `GIT_CONFIG_VALUE_n` and `GIT_CONFIG_PARAMETERS` (the
 *   `-c` form) are git settings, and such settings carry credentials (an `http.extraheader`): git
 *   gets the step's entries back, with the action's after them (`gitEnvironment`), and nothing
 *   else does. `GIT_CONFIG_PARAMETERS` is read after the others and would outrank the action's
 *   own settings, so git does not get it either.
 *
 * - `GITHUB_OUTPUT`, `GITHUB_ENV`, `GITHUB_PATH`, `GITHUB_STATE` and `GITHUB_STEP_SUMMARY` name the
 *   files the runner reads the step's outputs, later steps' variables and PATH, and the summary
 *   from: a script that came with a bundle could forge the action's outputs or set `NODE_OPTIONS`
 *   for every later step. Only the action writes them.
 *
 * A formatter needs none of these, and a script that came with a bundle must not read them before
 * anyone has reviewed the pull request.
 */
function childEnvironment(env) {
    const kept = {};
    for (const [name, value] of Object.entries(env)) {
        if (value === undefined || SECRET_VARIABLE.test(name) || FILE_COMMAND.has(name.toUpperCase()))
            continue;
        kept[name] = value;
    }
    return kept;
}
// Case-insensitive: Windows' environment is, so `Input_Api-Token` names the same variable there.
const SECRET_VARIABLE = /^(INPUT_|ACTIONS_RUNTIME_TOKEN$|ACTIONS_ID_TOKEN_REQUEST_|GIT_CONFIG_(COUNT$|KEY_|VALUE_|PARAMETERS$))/i;
const FILE_COMMAND = new Set(_file_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .FILE_COMMAND_VARIABLES */ .X);


/***/ }),

/***/ 2181:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ FILE_COMMAND_VARIABLES)
/* harmony export */ });
/**
 * The variables naming the files the runner reads a step's commands from once it ends: its
 * outputs, later steps' variables and PATH, its state and its summary. Only the action writes
 * them: children never get them (child-environment.ts), and post-pull-command cannot write their
 * folder (post-pull-command/protected-folders.ts).
 */
const FILE_COMMAND_VARIABLES = [
    'GITHUB_ENV',
    'GITHUB_PATH',
    'GITHUB_OUTPUT',
    'GITHUB_STATE',
    'GITHUB_STEP_SUMMARY',
];


/***/ }),

/***/ 9102:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ InertLines),
/* harmony export */   t: () => (/* binding */ inert)
/* harmony export */ });
/**
 * Log text the runner will not take for a workflow command. Warnings and errors are escaped by
 * @actions/core; plain lines are not, and some carry the service's text (language codes, or what
 * post-pull-command prints from a bundle): a line break followed by `::set-output` there, or
 * `##[set-output …]` anywhere, would be obeyed. A zero-width space keeps the text readable and
 * the command apart.
 */
function inert(message) {
    return (message
        // `::command` at a line's start (after \n, \r or \u2028, which the runner may split at too),
        // after any white space the runner trims (U+0085 included). The white space stays within
        // the line: one run of line breaks read from each of them was quadratic (50,000: 1.3 s).
        .replace(/^((?:[^\S\n\r\u2028\u2029]|\u0085)*):(?=:)/gm, '$1:\u200b')
        // The older `##[command]` form, which the runner finds anywhere in a line.
        .replace(/##\[/g, '#\u200b#['));
}
/** How much of a line without an end is held back before it is passed on in part. */
const HELD_LINE_LIMIT = 64 * 1024;
/**
 * `inert` for a stream of text that arrives in pieces (a child's output): a piece may end inside
 * `::` or `##[`, so the unfinished last line is held back until its end arrives. A line longer
 * than 64 KiB is passed on in part (all but its last two characters, which may begin a command);
 * the rest of it is then treated as a line's start, which protects more, never less.
 */
class InertLines {
    held = '';
    emit;
    constructor(emit) {
        this.emit = emit;
    }
    /** Takes the next piece of text. */
    write(text) {
        this.held += text;
        const lineEnd = Math.max(this.held.lastIndexOf('\n'), this.held.lastIndexOf('\r'));
        const cut = lineEnd >= 0 ? lineEnd + 1 : this.held.length > HELD_LINE_LIMIT ? -2 : 0;
        if (cut === 0)
            return;
        const ready = this.held.slice(0, cut);
        this.held = this.held.slice(ready.length);
        this.emit(inert(ready));
    }
    /** Passes on what is held back: the stream ended. */
    end() {
        if (this.held !== '')
            this.emit(inert(this.held));
        this.held = '';
    }
}


/***/ }),

/***/ 7800:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $z: () => (/* binding */ CLOSE_ARRAY),
/* harmony export */   CR: () => (/* binding */ CR),
/* harmony export */   KE: () => (/* binding */ COMMA),
/* harmony export */   LF: () => (/* binding */ LF),
/* harmony export */   bV: () => (/* binding */ OPEN_OBJECT),
/* harmony export */   jA: () => (/* binding */ QUOTE),
/* harmony export */   oH: () => (/* binding */ COLON),
/* harmony export */   rK: () => (/* binding */ OPEN_ARRAY),
/* harmony export */   r_: () => (/* binding */ BACKSLASH),
/* harmony export */   t6: () => (/* binding */ SPACE),
/* harmony export */   tX: () => (/* binding */ CLOSE_OBJECT),
/* harmony export */   wn: () => (/* binding */ TAB)
/* harmony export */ });
/** The bytes of JSON's syntax, as the readers that scan JSON bytes look for them. */
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COLON = 0x3a;
const COMMA = 0x2c;


/***/ }),

/***/ 4485:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ parseLanguageMap)
/* harmony export */ });
/* harmony import */ var _parsers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7882);

function parseLanguageMap(pairs) {
    const toService = new Map();
    const toLocal = new Map();
    for (const pair of pairs) {
        const match = /^([^=\s]+)\s*=\s*([^=\s]+)$/.exec(pair);
        if (!match)
            throw new Error(`${(0,_parsers_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(pair)} is not a local=service pair`);
        const [, local = '', service = ''] = match;
        if (toService.has(local))
            throw new Error(`${(0,_parsers_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(local)} is mapped twice`);
        if (toLocal.has(service))
            throw new Error(`${(0,_parsers_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(service)} is the target of two pairs`);
        toService.set(local, service);
        toLocal.set(service, local);
    }
    return {
        pairs: [...toService.entries()],
        toService: (local) => toService.get(local) ?? local,
        toLocal: (service) => toLocal.get(service) ?? service,
    };
}


/***/ }),

/***/ 2019:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ fitMarkdown)
/* harmony export */ });
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4558);

/** `markdown` as it is when it fits, else with table rows left out, else cut between blocks. */
function fitMarkdown(markdown, limit) {
    if (limit.size(markdown) <= limit.most)
        return { text: markdown, rowsLeftOut: 0, cut: false };
    const lines = classify(markdown.split('\n'));
    const kept = lines.map(() => true);
    const dropped = new Map();
    // Characters (or bytes) each table's droppable rows still take, newline included.
    const weight = new Map();
    const rowsOf = new Map();
    lines.forEach((line, index) => {
        if (line.table === undefined)
            return;
        weight.set(line.table, (weight.get(line.table) ?? 0) + limit.size(line.text) + 1);
        const rows = rowsOf.get(line.table) ?? [];
        rows.push(index);
        rowsOf.set(line.table, rows);
    });
    let total = limit.size(markdown);
    const noteOf = (left) => `| … | ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U)(left, 'more row')} left out to stay within ${limit.name} |`;
    while (total > limit.most) {
        const heaviest = [...weight].filter(([, w]) => w > 0).sort((a, b) => b[1] - a[1])[0];
        if (heaviest === undefined)
            break;
        const [table] = heaviest;
        const rows = rowsOf.get(table) ?? [];
        const last = rows.pop();
        if (last === undefined)
            break;
        const row = lines[last]?.text ?? '';
        kept[last] = false;
        const before = dropped.get(table) ?? 0;
        dropped.set(table, before + 1);
        const rowSize = limit.size(row) + 1;
        weight.set(table, (weight.get(table) ?? 0) - rowSize);
        // The table's note replaces its last dropped row's place: count the note's change in size.
        const noteChange = limit.size(noteOf(before + 1)) + 1 - (before === 0 ? 0 : limit.size(noteOf(before)) + 1);
        total += noteChange - rowSize;
    }
    const out = [];
    lines.forEach((line, index) => {
        if (kept[index])
            out.push(line.text);
        const table = line.table;
        if (table === undefined || !isLastRow(lines, index, table))
            return;
        const left = dropped.get(table) ?? 0;
        if (left > 0)
            out.push(noteOf(left));
    });
    const rowsLeftOut = [...dropped.values()].reduce((sum, n) => sum + n, 0);
    const text = out.join('\n');
    if (limit.size(text) <= limit.most)
        return { text, rowsLeftOut, cut: false };
    return { text: cutBetweenBlocks(text, limit), rowsLeftOut, cut: true };
}
/** True when no later line is a droppable row of `table`. */
function isLastRow(lines, index, table) {
    return lines[index + 1]?.table !== table;
}
/**
 * The lines with their tables and fences found. A table is a header row, a delimiter row
 * (`| --- |`) and the `|` lines that follow; its rows are droppable unless they are a note
 * already (`| … |`). Lines inside a fenced code block are never rows.
 */
function classify(texts) {
    const lines = [];
    let fence;
    let table;
    let tables = 0;
    texts.forEach((text, index) => {
        if (fence !== undefined) {
            if (closesFence(text, fence))
                fence = undefined;
            lines.push({ text, table: undefined, safeEnd: fence === undefined });
            return;
        }
        const opening = /^ {0,3}(`{3,}|~{3,})/.exec(text)?.[1];
        if (opening !== undefined) {
            fence = opening;
            table = undefined;
            lines.push({ text, table: undefined, safeEnd: false });
            return;
        }
        const next = texts[index + 1] ?? '';
        if (table === undefined && isRow(text) && isDelimiter(next)) {
            table = tables++;
            lines.push({ text, table: undefined, safeEnd: false });
            return;
        }
        if (table !== undefined && (isRow(text) || isDelimiter(text))) {
            const droppable = !isDelimiter(text) && !/^\|\s*…\s*\|/.test(text);
            const ends = !isRow(next);
            lines.push({ text, table: droppable ? table : undefined, safeEnd: ends });
            if (ends)
                table = undefined;
            return;
        }
        table = undefined;
        lines.push({ text, table: undefined, safeEnd: true });
    });
    return lines;
}
function isRow(text) {
    return text.trimStart().startsWith('|');
}
function isDelimiter(text) {
    // No two runs of white space meet without a pipe between them: a line of spaces and a letter
    // was otherwise tried in every split of its spaces (50,000: 1.1 s).
    return /^\s*(?:\|\s*)?:?-+:?\s*(?:\|\s*:?-+:?\s*)*(?:\|\s*)?$/.test(text) && text.includes('-');
}
function closesFence(text, fence) {
    const match = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(text)?.[1];
    return match !== undefined && match[0] === fence[0] && match.length >= fence.length;
}
/**
 * The text cut after the last line that leaves no code block or table open and keeps the text
 * and a note within the limit. The note follows a blank line, so it starts a paragraph of its
 * own whatever the last kept line left open.
 */
function cutBetweenBlocks(text, limit) {
    const note = `\n\n… (cut: the text was longer than ${limit.name})`;
    const room = limit.most - limit.size(note);
    const lines = classify(text.split('\n'));
    let used = 0;
    let end = 0;
    for (const [index, line] of lines.entries()) {
        used += limit.size(line.text) + (index > 0 ? 1 : 0);
        if (used > room)
            break;
        if (line.safeEnd)
            end = index + 1;
    }
    return (lines
        .slice(0, end)
        .map((line) => line.text)
        .join('\n') + note);
}


/***/ }),

/***/ 869:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   wh: () => (/* binding */ plainText),
/* harmony export */   yY: () => (/* binding */ shortCodeSpan)
/* harmony export */ });
/* unused harmony export cutMiddle */
/* harmony import */ var _visible_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2368);

/**
 * Text from files and from the service, placed in Markdown (the job summary, the pull request
 * body) so that it reads as itself: a file name holding a backtick or a pipe must not end its
 * code span or its table cell, nor turn into a link. Every function here also writes each
 * invisible or direction-changing character as its code point (`⟨U+202E⟩`, visible.ts): this is
 * where every section's text passes, so a section added later shows them too.
 */
/**
 * `text` as inline code, whatever backticks it holds. In a table cell (`inTable`), its pipes are
 * escaped: GitHub reads `\|` there as a pipe, but shows the backslash anywhere else.
 */
function codeSpan(text, inTable = false) {
    if (isAsWritten(text))
        return `\`${text}\``;
    const shown = oneLine((0,_visible_js__WEBPACK_IMPORTED_MODULE_0__/* .visible */ .RK)(text));
    const flat = inTable ? shown.replace(/\|/g, '\\|') : shown;
    const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longest + 1);
    // A span that starts or ends with a backtick needs a space between it and the fence.
    const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${flat}${pad}${fence}`;
}
/**
 * `text` as plain words inside a line (a list item, a table cell): the characters that start
 * inline Markdown (code, emphasis, links, HTML, strike-through) or end a cell are escaped, and
 * nothing in it can notify anyone, link an issue or a commit, or become a link. Every `&` is
 * written `&amp;`: GitHub decodes any HTML entity (`&commat;`, `&num;`, `&colon;`, `&amp` without
 * its semicolon, numeric ones) before it looks for mentions and links, and in raw HTML too (a
 * `<summary>`), so an entity must never reach it; `&amp;` shows as `&`, and the text reads as
 * written. (Code spans need none of this: GitHub decodes no entity in them.)
 */
function plainText(text) {
    return defuseReferences(oneLine((0,_visible_js__WEBPACK_IMPORTED_MODULE_0__/* .visible */ .RK)(text))
        .replace(/&/g, '&amp;')
        .replace(/[\\`*_[\]<>|~]/g, '\\$&'));
}
/** An empty HTML comment: it renders as nothing, and splits the text it stands in. */
const SPLIT = '<!-- -->';
/**
 * GitHub turns `@name` into a mention, `#123`, `GH-123` and `owner/repo#123` into issue links, a
 * 7 to 40 digit hexadecimal word into a commit link (when the repository has such a commit), and
 * `https://…`, `ftp://…` and `www.…` into links, after Markdown is parsed, so neither a backslash
 * nor an HTML entity stops it (both reach that step as the plain character). An empty HTML comment
 * splits the text where the reference would form: it renders as nothing, and the reference never
 * forms. Email addresses and `owner/repo@sha` hold an `@`, which is split too. Code spans need
 * none of this: GitHub leaves them be. Custom autolink prefixes a repository sets cannot be known
 * here.
 */
function defuseReferences(text) {
    return text
        .replace(/([@#])(?=[\p{L}\p{N}_-])/gu, `$1${SPLIT}`)
        .replace(/\b(gh)(?=-\d)/gi, `$1${SPLIT}`)
        .replace(/(?<=\p{L})(?=:\/\/)/gu, SPLIT)
        .replace(/\b(www)(?=\.)/gi, `$1${SPLIT}`)
        .replace(/(?<![\p{L}\p{N}_])[0-9a-f]{7,40}(?![\p{L}\p{N}_])/giu, (hex) => 
    // Every piece shorter than the 7 digits GitHub needs.
    (hex.match(/.{1,6}/g) ?? []).join(SPLIT));
}
/**
 * `text` as a fenced code block: the fence is longer than any run of backticks in it, so the text
 * (values from the service included) cannot close the block and continue as Markdown. In a JSON
 * block the hidden characters are JSON escapes (`\u202e`), so the block still reads as the very
 * texts (a snapshot of them is restored from it); in any other, `⟨U+202E⟩`.
 */
function codeBlock(raw, language = '') {
    const text = language === 'json' ? (0,_visible_js__WEBPACK_IMPORTED_MODULE_0__/* .visibleInJson */ .Id)(raw) : (0,_visible_js__WEBPACK_IMPORTED_MODULE_0__/* .visible */ .RK)(raw);
    const longest = Math.max(0, ...(text.match(/`{3,}/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}${language}\n${text}\n${fence}`;
}
function oneLine(text) {
    return text.replace(/[\r\n]+/g, ' ');
}
/**
 * Whether a code span shows `text` as it is: nothing hidden, no line break or tab, no pipe or
 * backtick. Most texts are: one scan then spares the copies each step would make (a job
 * summary writes thousands of cells).
 */
function isAsWritten(text) {
    return !_visible_js__WEBPACK_IMPORTED_MODULE_0__/* .MAY_CHANGE */ .LK.test(text) && !text.includes('|') && !text.includes('`');
}
/** Code points of a text shown in a table cell, at most: its start and its end, where space matters. */
const SHOWN = 60;
/**
 * A text from a file or the service (a key, a translation) as a code span in a table cell, or in
 * a list when `inTable` is false: a long one cut in the middle, space at its ends, its line
 * breaks and its hidden characters made visible.
 */
function shortCodeSpan(text, inTable = true) {
    // An empty code span shows its backticks: an empty text says so instead.
    if (text === '')
        return '*(empty)*';
    const cut = cutMiddle(text, SHOWN / 2, SHOWN / 2 - 5, SHOWN);
    if (isAsWritten(cut) && !cut.startsWith(' ') && !cut.endsWith(' '))
        return `\`${cut}\``;
    // Cut before its hidden characters become markers, so that no marker is cut in two.
    const shown = (0,_visible_js__WEBPACK_IMPORTED_MODULE_0__/* .visible */ .RK)(cut)
        .replace(/\r\n|\r|\n/g, '↵')
        .replace(/\t/g, '⇥')
        .replace(/^ +| +$/g, (spaces) => '·'.repeat(spaces.length));
    return codeSpan(shown, inTable);
}
/**
 * `text` with its middle made `…` when it has more than `most` code points, keeping `head` of
 * them at its start and `tail` at its end. Counted by walking the ends, not by splitting the
 * text into characters: the job summary's table cuts thousands of texts, most of them long.
 */
function cutMiddle(text, head, tail, most) {
    // A code point takes one or two units: short texts are within `most`, long ones past it.
    if (text.length <= most)
        return text;
    if (text.length <= 2 * most && codePoints(text) <= most)
        return text;
    let start = 0;
    for (let n = 0; n < head; n++)
        start += unitsAt(text, start);
    let end = text.length;
    for (let n = 0; n < tail; n++)
        end -= isPairEnd(text, end) ? 2 : 1;
    return `${text.slice(0, start)}…${text.slice(end)}`;
}
function codePoints(text) {
    let count = 0;
    for (let i = 0; i < text.length; i += unitsAt(text, i))
        count++;
    return count;
}
/** The UTF-16 units of the character at `i`: two for a surrogate pair, else one. */
function unitsAt(text, i) {
    return (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
}
/** Whether the units just before `end` are a surrogate pair: one character of two units. */
function isPairEnd(text, end) {
    const low = text.charCodeAt(end - 1);
    const high = text.charCodeAt(end - 2);
    return low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
}


/***/ }),

/***/ 6819:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ messageOf)
/* harmony export */ });
/** The message of anything thrown: an Error's own, else the value as text. */
function messageOf(error) {
    return error instanceof Error ? error.message : String(error);
}


/***/ }),

/***/ 7882:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E1: () => (/* binding */ parseList),
/* harmony export */   HU: () => (/* binding */ parseChoice),
/* harmony export */   ef: () => (/* binding */ parseNumberIn),
/* harmony export */   hD: () => (/* binding */ quote),
/* harmony export */   wB: () => (/* binding */ controlCharacterProblem),
/* harmony export */   yG: () => (/* binding */ parseBoolean),
/* harmony export */   zq: () => (/* binding */ parseCount)
/* harmony export */ });
/**
 * Parsers for the shapes action inputs come in. Each throws a one-line reason that the caller
 * prefixes with the input's name.
 */
/** The most characters of a value an error message shows: a value may be a whole file. */
const SHOWN_AT_MOST = 100;
/**
 * A value as an error message shows it: quoted, on one line (control characters as escapes), and
 * cut after 100 characters with the full length said, so a 200 KB input makes a short line.
 */
function quote(value) {
    const cut = value.length > SHOWN_AT_MOST;
    const shown = JSON.stringify(cut ? value.slice(0, SHOWN_AT_MOST) : value).slice(1, -1);
    return cut ? `'${shown}…' (${value.length} characters)` : `'${shown}'`;
}
/** YAML 1.2 core-schema booleans, as `core.getBooleanInput` accepts them. */
const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];
function parseBoolean(value) {
    if (TRUE.includes(value))
        return true;
    if (FALSE.includes(value))
        return false;
    throw new Error(`expected true or false, got ${quote(value)}`);
}
/** A list given one item per line, or separated by commas; blanks are dropped. */
function parseList(value) {
    return value
        .split(/[\n,]/)
        .map((item) => item.trim())
        .filter((item) => item !== '');
}
/** A decimal number from `min` to `max`; `unit` names what it counts, for the message. */
function parseNumberIn(value, min, max, unit) {
    const n = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value.trim()) || !(n >= min && n <= max)) {
        throw new Error(`expected ${unit} from ${min} to ${max}, got ${quote(value)}`);
    }
    return n;
}
/** A whole number from 0 to `max`. */
function parseCount(value, max) {
    const n = Number(value);
    if (!/^\d+$/.test(value.trim()) || n > max) {
        throw new Error(`expected a whole number from 0 to ${max}, got ${quote(value)}`);
    }
    return n;
}
function parseChoice(value, choices) {
    if (choices.includes(value))
        return value;
    throw new Error(`expected one of ${choices.join(', ')}, got ${quote(value)}`);
}
// eslint-disable-next-line no-control-regex -- control characters are what is looked for
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above, less line breaks and tabs
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/**
 * Why a value holds a character no input of its kind may, if it does: a one-line input takes no
 * control character at all (a line break in a branch name or project id would start a new line
 * of a log, a header or a git command), a text of several lines takes line breaks and tabs.
 */
function controlCharacterProblem(value, multiLine) {
    const found = (multiLine ? CONTROL_BUT_LINES : ANY_CONTROL).exec(value);
    if (!found)
        return undefined;
    const code = `U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    const where = `control character ${code} at position ${found.index + 1}`;
    return multiLine ? where : `${where}; this input is a single line`;
}


/***/ }),

/***/ 4558:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ plural),
/* harmony export */   U: () => (/* binding */ count)
/* harmony export */ });
/*
 * Counts in messages, in correct English: "1 file", "2 files". Every message that prints a
 * count with a noun goes through here, so none says "1 files" again.
 */
/** The word that agrees with `n`: `singular` for 1, else `plural` (by default `singular` + s). */
function plural(n, singular, pluralForm = `${singular}s`) {
    return n === 1 ? singular : pluralForm;
}
/** `n` and the noun that agrees with it: `count(1, 'file')` is `1 file`, `count(2, 'entry', 'entries')` `2 entries`. */
function count(n, noun, pluralForm) {
    return `${n} ${plural(n, noun, pluralForm)}`;
}


/***/ }),

/***/ 2164:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ isRecord)
/* harmony export */ });
/** Whether a parsed JSON value is an object of named fields (not null, not an array). */
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ }),

/***/ 4981:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ maskSecrets)
/* harmony export */ });
/** Replaces each secret in `text` with `***`. */
function maskSecrets(text, secrets) {
    let out = text;
    for (const secret of secrets) {
        if (secret.length > 0)
            out = out.split(secret).join('***');
    }
    return out;
}


/***/ }),

/***/ 2368:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Id: () => (/* binding */ visibleInJson),
/* harmony export */   LK: () => (/* binding */ MAY_CHANGE),
/* harmony export */   RK: () => (/* binding */ visible),
/* harmony export */   mo: () => (/* binding */ visibleInLine)
/* harmony export */ });
/**
 * Text from the service or the repository with every character a reader cannot see written as
 * its code point, `⟨U+202E⟩` (issue 37): a right-to-left override in a translation or a key would
 * otherwise reorder what the reviewer reads in the pull request, the job summary and the log, and
 * a zero-width character would hide that two texts differ. Nothing is dropped: the visible part
 * stays as it is, and the marker says what else was there.
 *
 * The characters shown, as classes rather than a hand list, so that a character a later Unicode
 * adds is covered where Node.js knows it:
 * - Default_Ignorable_Code_Point: what a renderer draws as nothing. The zero-width characters
 *   (U+200B–200F), the direction controls (U+202A–202E, U+2066–2069, U+061C), U+2060–2064, the
 *   soft hyphen, U+034F, U+180E, the Hangul fillers (blank "names"), the tag characters
 *   (U+E0000–E0FFF, which can carry hidden ASCII; the flags of England, Scotland and Wales are
 *   written with them, and show as 🏴 and their tags) and the variation selectors.
 * - Format characters (Cf): the above, and the interlinear annotation marks U+FFF9–FFFB, which
 *   hide text too. A few Cf are drawn (the Arabic number signs U+0600–0605): rare in texts of an
 *   interface, and shown as a code point they still read.
 * - Controls (C0 but tab, line feed and carriage return; DEL; C1), which a terminal or the log
 *   viewer may act on (ESC starts a colour). Line breaks and tabs each caller already shows its
 *   own way (`↵`, a space, a log line); `visibleInLine` shows them too, for a name inside a line.
 * - Line and paragraph separators (U+2028, U+2029): some viewers break the line there, others
 *   show nothing. Lone surrogates and noncharacters: no character at all, and UTF-8 output would
 *   turn a lone surrogate into U+FFFD, which hides what it was.
 *
 * Kept where they are part of a picture, since there they hide and reorder nothing:
 * - the zero-width joiner (U+200D) between two pictographs, which makes one emoji of them
 *   (👨‍👩‍👧, 🏳️‍🌈); anywhere else it is shown, inside a Persian or Hindi word too (ZWNJ U+200C
 *   and ZWJ are how those are spelled, but a reviewer must still see that they are there);
 * - the emoji and text presentation selectors (U+FE0F, U+FE0E) right after an emoji (❤️, 1️⃣):
 *   every other variation selector is shown (a CJK ideographic variant too: rare in an
 *   interface's texts), a second in a row included, since a run of them after a character
 *   selects nothing and is a known way to smuggle hidden bytes.
 * Ordinary spaces (U+00A0, U+202F before French punctuation) are spaces and stay.
 *
 * The untrusted text goes through here before `inert` (common/inert.ts) makes a log line: the
 * zero-width space inert puts into `::` on purpose must stay one, not become a marker.
 */
/** What is left as it is: the joiner inside an emoji, a presentation selector after one. */
const KEPT = String.raw `\u200D(?<=\p{Extended_Pictographic}[\p{Emoji_Modifier}\uFE0F]?\u200D)(?=\p{Extended_Pictographic})|[\uFE0E\uFE0F](?<=\p{Emoji}[\uFE0E\uFE0F])`;
/** The characters shown (see above), as the inside of a character class. */
const HIDDEN = String.raw `\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Noncharacter_Code_Point}\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F`;
/** Whether a text holds any character `visible` or `visibleInLine` could change. */
const MAY_CHANGE = new RegExp(`[${HIDDEN}\\t\\n\\r]`, 'u');
// The kept sequences come first: at a position where one matches, the character is not shown.
const IN_TEXT = new RegExp(`${KEPT}|([${HIDDEN}])`, 'gu');
const IN_LINE = new RegExp(`${KEPT}|([${HIDDEN}\\t\\n\\r])`, 'gu');
/** `text` with what `pattern` captures written by `show`, and what it matches otherwise kept. */
function replaceHidden(text, pattern, show) {
    return text.replace(pattern, (all, hidden) => hidden === undefined ? all : show(hidden));
}
function marker(character) {
    const hex = (character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
    return `⟨U+${hex}⟩`;
}
/** JSON's escape of each UTF-16 unit (two for a character past U+FFFF). */
function jsonEscape(character) {
    return [...Array(character.length).keys()]
        .map((i) => `\\u${character.charCodeAt(i).toString(16).padStart(4, '0')}`)
        .join('');
}
/** `text` with each invisible or direction-changing character written as `⟨U+XXXX⟩`. */
function visible(text) {
    return replaceHidden(text, IN_TEXT, marker);
}
/** `visible`, with tabs and line breaks shown too: a name or key inside one line of the log. */
function visibleInLine(text) {
    return replaceHidden(text, IN_LINE, marker);
}
/**
 * JSON text (`JSON.stringify`'s) with the same characters written as JSON escapes (`\u202e`):
 * they can stand only inside its strings, so the JSON still reads as exactly the same values
 * (a snapshot of texts to restore from), and a reader sees each of them.
 */
function visibleInJson(json) {
    return replaceHidden(json, IN_TEXT, jsonEscape);
}


/***/ }),

/***/ 7673:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N6: () => (/* binding */ listCodes),
/* harmony export */   Xs: () => (/* binding */ LOCALE_EXAMPLES),
/* harmony export */   Zn: () => (/* binding */ codeTaken)
/* harmony export */ });
/* unused harmony exports localeShaped, namedCodes */
/**
 * Which language codes the action takes for a language at all. A code reaches a path through
 * `%LANG_ISO%`, and the service's list of languages is not the user's word: whoever may rename a
 * language there could call one `package`, and under `%LANG_ISO%.json` its file is the
 * repository's `package.json`. The same holds the other way: `package.json` or `tsconfig.json`
 * match `%LANG_ISO%.json` and would be uploaded as languages. So a code is taken only when it is
 * shaped like a locale code, or when the user named it in an input.
 */
/**
 * A locale code as the interface and gettext write them: a language of 2 or 3 letters (`de`,
 * `fil`), then subtags joined by `_` or `-` (script `Hans`, region `BR` or `419`, variant
 * `valencia` or `1996`), then a gettext modifier (`sr@latin`). Case does not count.
 */
const LOCALE_SHAPE = /^[a-z]{2,3}(?:[-_](?:[a-z]{4}|[a-z]{2}|\d{3}|[a-z\d]{5,8}|\d[a-z\d]{3}))*(?:@[a-z]{2,8})?$/i;
/** Examples of the shape, for a message that says what is taken. */
const LOCALE_EXAMPLES = 'de, pt_BR, pt-BR, zh_Hans_CN, sr@latin';
/** Whether `code` is shaped like a locale code (see LOCALE_SHAPE). */
function localeShaped(code) {
    return LOCALE_SHAPE.test(code);
}
/**
 * The codes (on the service's side) the user named: in `pull-languages` and `push-languages`
 * lists (through language-map), on either side of a `language-map` pair, and `base-language`.
 */
function namedCodes(settings) {
    const { languageMap } = settings;
    const listed = (choice) => (choice.kind === 'list' ? choice.codes : []);
    return [
        ...[...listed(settings.pull.languages), ...listed(settings.push.languages)].map((code) => languageMap.toService(code)),
        ...languageMap.pairs.flat(),
        ...(settings.baseLanguage === undefined ? [] : [languageMap.toService(settings.baseLanguage)]),
    ];
}
/**
 * Whether a language (service code) is taken: shaped like a locale code, or named by the user.
 * Case does not count.
 */
function codeTaken(settings) {
    const named = new Set(namedCodes(settings).map((code) => code.toLowerCase()));
    return (language) => localeShaped(language) || named.has(language.toLowerCase());
}
/** Codes (quoted) for a log line: at most `shown` of them, then how many more. */
function listCodes(codes, shown = 10) {
    const quoted = codes.slice(0, shown).map((code) => `'${code}'`);
    return codes.length > shown
        ? `${quoted.join(', ')} and ${codes.length - shown} more`
        : quoted.join(', ');
}


/***/ }),

/***/ 3329:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xu: () => (/* binding */ baseLanguageOf),
/* harmony export */   be: () => (/* binding */ describeChoice),
/* harmony export */   pi: () => (/* binding */ unshapedReason),
/* harmony export */   rF: () => (/* binding */ pullSkipReason),
/* harmony export */   tS: () => (/* binding */ languageChosen),
/* harmony export */   zf: () => (/* binding */ sameLanguage)
/* harmony export */ });
/* harmony import */ var _language_codes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7673);

/**
 * The base language on the service: the `base-language` input (local or service code), else the
 * project language marked as default.
 */
function baseLanguageOf(projectLanguages, configured, languageMap) {
    if (configured !== undefined)
        return languageMap.toService(configured);
    const base = projectLanguages.find((l) => l.isDefault);
    if (!base) {
        throw new Error('The project has no default language; set the base-language input');
    }
    return base.iso;
}
/**
 * Whether a language (service code) is chosen. `base` means the base language only,
 * `translations` every language but the base; listed codes are local and go through the map.
 * Case does not count: `EN.json` is the base language's file on macOS and Windows.
 */
function languageChosen(choice, language, base, languageMap) {
    switch (choice.kind) {
        case 'all':
            return true;
        case 'base':
            return sameLanguage(language, base);
        case 'translations':
            return !sameLanguage(language, base);
        case 'list':
            return choice.codes.some((code) => sameLanguage(languageMap.toService(code), language));
    }
}
function sameLanguage(a, b) {
    return a.toLowerCase() === b.toLowerCase();
}
/**
 * Why a bundle entry of `language` (the service code its path carries) is not written, or
 * undefined when it is. The bundle is the service's word, not the user's: a name such as
 * `package.json` matches `%LANG_ISO%.json` as language `package`, so only a language the project
 * has counts, and only one whose code is shaped like a locale code (or that the user named): a
 * project language renamed `package` is not one; and with `en-US=en` mapped, an entry
 * `en-US.json` would be written on the base language's own file.
 */
function pullSkipReason(language, scope) {
    const { projectLanguages, base, choice, languageMap } = scope;
    if (!projectLanguages.some((iso) => sameLanguage(iso, language))) {
        return 'not a language of the project';
    }
    if (!scope.taken(language))
        return unshapedReason('pull');
    const local = languageMap.toLocal(language);
    const owner = languageMap.toService(local);
    if (!sameLanguage(owner, language)) {
        return `its path is the file of '${owner}' (language-map: ${local}=${owner})`;
    }
    if (languageChosen(choice, language, base, languageMap))
        return undefined;
    return sameLanguage(language, base) ? 'the base language' : 'not asked for by pull-languages';
}
/** The languages a choice takes, in words, for a log line. */
function describeChoice(choice, base) {
    switch (choice.kind) {
        case 'base':
            return `the base language (${base})`;
        case 'translations':
            return `languages other than the base (${base})`;
        case 'all':
            return 'every language';
        case 'list':
            return choice.codes.join(', ');
    }
}
/**
 * Why a code the user did not name is not taken for a language, for a file left out of `phase`.
 */
function unshapedReason(phase) {
    return `not shaped like a language code (such as ${_language_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .LOCALE_EXAMPLES */ .Xs}); name it in ${phase}-languages or language-map to ${phase} it`;
}


/***/ }),

/***/ 3952:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ AncestryOf)
/* harmony export */ });
/* harmony import */ var _remote_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6055);

/**
 * How deep a shallow checkout's history is fetched, step by step, to settle an ancestry: a key's
 * proving commit is the sync before its removal, rarely more than a few hundred commits back.
 */
const DEPTHS = [100, 1000];
/**
 * Settles whether commits are ancestors of others in HEAD's history, fetching what a shallow
 * checkout lacks: the commits by their id, then HEAD's history deeper, a step at a time and
 * only as far as a question needs. A commit origin does not have, or one on another branch, is
 * no ancestor; one beyond the deepest step in a checkout still shallow is `unknown`.
 */
class AncestryOf {
    #git;
    #head;
    #deepened = 0;
    /** How deep HEAD's history was fetched by this run; 0 when it was not. */
    #depth = 0;
    constructor(git, head) {
        this.#git = git;
        this.#head = head;
    }
    async isAncestor(ancestor, descendant) {
        if (!(await (0,_remote_js__WEBPACK_IMPORTED_MODULE_0__/* .fetchCommit */ .iH)(this.#git, ancestor)) || !(await (0,_remote_js__WEBPACK_IMPORTED_MODULE_0__/* .fetchCommit */ .iH)(this.#git, descendant))) {
            return 'no';
        }
        for (;;) {
            if (await this.#mergeBaseSays(ancestor, descendant))
                return 'yes';
            if (await this.#historyComplete())
                return 'no';
            if (!(await this.#deepen()))
                return 'unknown';
        }
    }
    async #mergeBaseSays(ancestor, descendant) {
        const asked = await this.#git.run(['merge-base', '--is-ancestor', ancestor, descendant], {
            allowFailure: true,
        });
        return asked.exitCode === 0;
    }
    /**
     * Whether HEAD's whole history is here: a full clone, or a deepened one with fewer commits
     * than the depth asked for. (A commit fetched by id leaves the checkout shallow however deep
     * HEAD's history is, so `--is-shallow-repository` alone cannot say.)
     */
    async #historyComplete() {
        const shallow = await this.#git.run(['rev-parse', '--is-shallow-repository']);
        if (shallow.stdout.trim() !== 'true')
            return true;
        if (this.#depth === 0)
            return false;
        const counted = await this.#git.run(['rev-list', '--count', this.#head], {
            allowFailure: true,
        });
        return counted.exitCode === 0 && Number(counted.stdout.trim()) < this.#depth;
    }
    /** HEAD's history one step deeper (HEAD is fetched by its id); false when no step is left. */
    async #deepen() {
        const depth = DEPTHS[this.#deepened];
        if (depth === undefined)
            return false;
        this.#deepened += 1;
        this.#depth = depth;
        await this.#git.run(['fetch', '--no-tags', `--depth=${depth}`, 'origin', this.#head], {
            allowFailure: true,
            withCredentials: true,
        });
        return true;
    }
}


/***/ }),

/***/ 3096:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tQ: () => (/* binding */ baseTip),
  Rw: () => (/* binding */ commitOn),
  eR: () => (/* binding */ currentBranch),
  ac: () => (/* binding */ deleteWithLease),
  Zl: () => (/* binding */ lineCounts),
  zX: () => (/* binding */ previewObjects),
  VO: () => (/* binding */ pushWithLease),
  W_: () => (/* binding */ remoteTip),
  g7: () => (/* binding */ treeOf)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/src/git/git.js + 5 modules
var git_git = __webpack_require__(8279);
;// CONCATENATED MODULE: ./lib/src/git/ignored.js
/**
 * Which of `paths` git ignores and the index `env` names does not track. check-ignore reads each
 * path as a pathspec and refuses literal ones, so a path it would read as pathspec magic (a
 * leading `:`) is not asked, and none is told of when the check fails.
 */
async function ignoredNewFiles(git, env, workTree, paths) {
    const plain = paths.filter((path) => !path.startsWith(':'));
    const magic = paths.filter((path) => path.startsWith(':'));
    const checked = await git.run([...workTree, 'check-ignore', '-z', '--stdin'], {
        env: { ...env, GIT_LITERAL_PATHSPECS: '0' },
        input: plain.join('\0'),
        allowFailure: true,
    });
    // Exit code 1: none is ignored.
    if (checked.exitCode > 1)
        return { ignored: [], unchecked: new Set(paths) };
    const ignored = checked.stdout.split('\0').filter((path) => path !== '');
    return { ignored, unchecked: new Set(magic) };
}
/** The sentence for pulled files a .gitignore keeps out of the commit. */
function ignoredProblem(ignored) {
    const [noun, pronoun] = ignored.length === 1 ? ['file', 'it'] : ['files', 'them'];
    return (`The pulled ${noun} ${ignored.join(', ')} cannot be committed: a .gitignore of the ` +
        `repository ignores ${pronoun}; take ${pronoun} out of .gitignore or out of files`);
}

// EXTERNAL MODULE: ./lib/src/git/early-blobs.js
var early_blobs = __webpack_require__(4091);
;// CONCATENATED MODULE: ./lib/src/git/known-blobs.js


/**
 * Puts into the index `env` names the blobs made while the pull went on (early-blobs.ts), for
 * those of `paths` where `git add` would make the same: the file in the working tree is the one
 * that was added (renamed, not written since) and git gives it the same attributes now. New
 * files git ignores were refused before (ignored.ts); those it could not check (`unchecked`) are
 * left to `git add`, as is every other path. Returns the paths left for `git add`.
 */
async function placeKnownBlobs(git, env, paths, blobs) {
    const { known, unchecked } = blobs;
    const candidates = paths.filter((path) => {
        if (unchecked.has(path))
            return false;
        const blob = known.get(path);
        const stamp = blob && (0,early_blobs/* stampOf */.Zs)((0,external_node_path_.join)(git.workspace, path));
        return stamp !== undefined && blob !== undefined && (0,early_blobs/* sameStamp */.kQ)(stamp, blob.stamp);
    });
    if (candidates.length === 0)
        return paths;
    const attributes = await (0,early_blobs/* attributesOf */.Td)(git, candidates, { env });
    const placed = new Set(candidates.filter((path) => (attributes.get(path) ?? '') === known.get(path)?.attributes));
    if (placed.size > 0) {
        const lines = [...placed].map((path) => {
            const blob = known.get(path);
            return `${blob?.mode ?? ''} ${blob?.oid ?? ''}\t${path}`;
        });
        await git.run(['update-index', '-z', '--index-info'], { env, input: `${lines.join('\0')}\0` });
    }
    return paths.filter((path) => !placed.has(path));
}

// EXTERNAL MODULE: ./lib/src/git/packing.js
var packing = __webpack_require__(6414);
// EXTERNAL MODULE: ./lib/src/git/remote.js
var remote = __webpack_require__(6055);
// EXTERNAL MODULE: ./lib/src/git/objects.js
var objects = __webpack_require__(8145);
;// CONCATENATED MODULE: ./lib/src/git/verified-tree.js


/**
 * git names every object by a hash of its content, and checks a commit's root tree against its
 * name when it reads it, but not the trees under it: a packed object of another content under an
 * old name (a pack anyone who can write `.git/objects` may add, or an alternate store) is believed
 * there. A commit made on such a tree would carry whatever it lists, a workflow in `.github/`
 * among them, into the pushed branch. So once post-pull-command ran (which can write the store),
 * the commit a translation commit is built on, and every tree under it, is read once and checked
 * against its name before it is used; blobs need no check, since only their names go into the
 * new tree and origin already has them.
 */
const verified = new WeakMap();
/** Throws unless `commit` and every tree under it hash to their names. */
async function verifyCommitTree(git, commit) {
    const done = verified.get(git) ?? new Set();
    verified.set(git, done);
    if (done.has(commit))
        return;
    const format = (await git.run(['rev-parse', '--show-object-format'])).stdout.trim() || 'sha1';
    const hashBytes = format === 'sha256' ? 32 : 20;
    const [root] = await readChecked(git, [commit], 'commit', format);
    const tree = /^tree ([0-9a-f]+)$/m.exec(root?.toString('latin1') ?? '')?.[1];
    if (tree === undefined)
        throw tampered(`commit ${commit} names no tree`);
    const seen = new Set([tree]);
    // Level by level: one `cat-file --batch` for all the trees of a depth.
    for (let level = [tree]; level.length > 0;) {
        const next = [];
        for (const content of await readChecked(git, level, 'tree', format)) {
            for (const sub of subtrees(content, hashBytes)) {
                if (seen.has(sub))
                    continue;
                seen.add(sub);
                next.push(sub);
            }
        }
        level = next;
    }
    done.add(commit);
}
/** The contents of objects of one type, each checked to hash to its id. */
async function readChecked(git, ids, type, format) {
    return (await (0,objects/* readObjects */.$I)(git, ids)).map(({ id, type: found, content }) => {
        if (found !== type)
            throw tampered(`${type} ${id} is missing`);
        const hash = (0,external_node_crypto_.createHash)(format)
            .update(`${type} ${content.length}\0`)
            .update(content)
            .digest('hex');
        if (hash !== id)
            throw tampered(`${type} ${id} holds another content (${hash})`);
        return content;
    });
}
/** The ids of the trees a tree lists: entries are `<mode> <name>\0<id as bytes>`. */
function subtrees(tree, hashBytes) {
    const found = [];
    let at = 0;
    while (at < tree.length) {
        const space = tree.indexOf(0x20, at);
        const nul = tree.indexOf(0, space);
        if (space === -1 || nul === -1)
            throw tampered('a tree is not in git’s format');
        const mode = tree.toString('latin1', at, space);
        const id = tree.toString('hex', nul + 1, nul + 1 + hashBytes);
        if (mode === '40000')
            found.push(id);
        at = nul + 1 + hashBytes;
    }
    return found;
}
function tampered(what) {
    return new Error(`The checkout's git objects do not match their names (${what}): something rewrote .git/objects, so nothing is committed from it`);
}

;// CONCATENATED MODULE: ./lib/src/git/branch.js









/** An object store in `folder` (made here), reading through to the checkout's. */
async function previewObjects(git, folder) {
    const gitDir = (await git.run(['rev-parse', '--absolute-git-dir'])).stdout.trim();
    const objects = (0,external_node_path_.join)(folder, 'objects');
    await (0,promises_.mkdir)(objects, { recursive: true });
    return {
        folder,
        env: {
            GIT_OBJECT_DIRECTORY: objects,
            GIT_ALTERNATE_OBJECT_DIRECTORIES: (0,external_node_path_.join)(gitDir, 'objects'),
        },
    };
}
/**
 * Makes a commit of `paths` as they are in the working tree, on top of `parent`, without touching
 * the checkout's index or branch: a throwaway index is filled from `parent`, the paths are added
 * to it, and the commit is written from its tree.
 */
async function commitOn(git, parent, options) {
    const gitDir = (await git.run(['rev-parse', '--absolute-git-dir'])).stdout.trim();
    const index = (0,external_node_path_.join)(options.objects?.folder ?? gitDir, `l10n-sync-index-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`);
    const workTree = options.workTree === undefined ? [] : [`--work-tree=${options.workTree}`];
    const env = {
        ...options.objects?.env,
        GIT_INDEX_FILE: index,
        GIT_AUTHOR_NAME: options.author.name,
        GIT_AUTHOR_EMAIL: options.author.email,
        GIT_COMMITTER_NAME: options.author.name,
        GIT_COMMITTER_EMAIL: options.author.email,
    };
    try {
        if (git.sealed)
            await verifyCommitTree(git, parent);
        await git.run(['read-tree', parent], { env });
        // Asked before adding: git's own refusal is a hint in the runner's language.
        const ignore = await ignoredNewFiles(git, env, workTree, options.paths);
        if (ignore.ignored.length > 0)
            throw new Error(ignoredProblem(ignore.ignored));
        const { known } = options;
        const toAdd = known && known.size > 0 && workTree.length === 0
            ? await placeKnownBlobs(git, env, options.paths, { known, unchecked: ignore.unchecked })
            : options.paths;
        // Paths on stdin: a bundle's thousands of them would not fit a command line (32 KiB on
        // Windows).
        if (toAdd.length > 0) {
            await git.run([...workTree, 'add', '--pathspec-from-file=-', '--pathspec-file-nul'], {
                env,
                input: toAdd.join('\0'),
                config: packing/* ADD_PACKING */.w,
            });
        }
        const tree = (await git.run(['write-tree'], { env })).stdout.trim();
        const commit = (await git.run(['commit-tree', tree, '-p', parent, '-F', '-'], { env, input: options.message })).stdout.trim();
        return { commit, tree };
    }
    finally {
        await (0,promises_.rm)(index, { force: true });
    }
}
async function treeOf(git, revision) {
    return (await git.run(['rev-parse', `${revision}^{tree}`])).stdout.trim();
}
/**
 * The commit a branch built from `base` starts at: the tip of `base` on origin, which is HEAD in
 * the usual run (a checkout of the base branch) and is fetched when it is not (the run
 * checked out a pull request's merge commit, or the base moved since the checkout). Undefined
 * when origin has no such branch.
 */
async function baseTip(git, base) {
    const commit = await (0,remote/* remoteBranchCommit */.om)(git, base);
    if (!commit)
        return undefined;
    const head = (await git.run(['rev-parse', 'HEAD'])).stdout.trim();
    if (commit !== head)
        await (0,remote/* fetchBranch */.D_)(git, base);
    return commit;
}
/** Where `branch` points on origin (fetched), or undefined when it does not exist. */
async function remoteTip(git, branch) {
    const commit = await (0,remote/* remoteBranchCommit */.om)(git, branch);
    if (!commit)
        return undefined;
    await (0,remote/* fetchBranch */.D_)(git, branch);
    return { commit, tree: await treeOf(git, commit) };
}
/**
 * Pushes `commit` to `branch` only if origin's branch is still at `expected` (absent when
 * undefined): a run that lost a race learns it instead of overwriting the winner's commit.
 */
async function pushWithLease(git, options) {
    const ref = `refs/heads/${options.branch}`;
    const pushed = await git.run([
        'push',
        '--no-verify',
        `--force-with-lease=${ref}:${options.expected ?? ''}`,
        'origin',
        `${options.commit}:${ref}`,
    ], { allowFailure: true, withCredentials: true, config: packing/* PUSH_PACKING */.h });
    if (pushed.exitCode === 0)
        return 'pushed';
    if (/stale info|rejected|fetch first|non-fast-forward|already exists/i.test(pushed.stderr))
        return 'stale';
    throw new Error(`Could not push branch ${options.branch}: ${(0,git_git/* failureReason */.H)(pushed)}`);
}
/**
 * Lines added and removed per file from one commit to another (or to the working tree), for the
 * files `paths` names: git diffs only those (a pull request shows a few hundred files' counts;
 * diffing every file of a pull of thousands took git ~0.85 s for 150 MB). The paths go on the
 * command line in parts (GIT_LITERAL_PATHSPECS reads each as a path), each well below the 32 KiB
 * a Windows command line holds.
 */
async function lineCounts(git, from, to, paths, objects) {
    const counts = new Map();
    const range = to === undefined ? [from] : [from, to];
    const wanted = new Set(paths);
    for (const part of commandLineParts(paths)) {
        const numstat = await git.run(['diff', '--numstat', '-z', '--no-renames', ...range, '--', ...part], {
            ...(objects ? { env: objects.env } : {}),
        });
        for (const record of numstat.stdout.split('\0')) {
            const match = /^(\d+|-)\t(\d+|-)\t(.+)$/.exec(record);
            if (!match)
                continue;
            const [, added = '0', removed = '0', path = ''] = match;
            if (wanted.has(path))
                counts.set(path, { added: Number(added) || 0, removed: Number(removed) || 0 });
        }
    }
    return counts;
}
/** Characters of paths on one command line at most. */
const COMMAND_LINE_PATHS = 8 * 1024;
/** The paths in parts whose lengths add up to at most COMMAND_LINE_PATHS (one long path alone). */
function commandLineParts(paths) {
    const parts = [];
    let length = Infinity;
    for (const path of paths) {
        if (length + path.length + 1 > COMMAND_LINE_PATHS) {
            parts.push([]);
            length = 0;
        }
        parts[parts.length - 1]?.push(path);
        length += path.length + 1;
    }
    return parts;
}
/** The branch the checkout is on; a detached checkout (a tag, a merge commit) has none. */
async function currentBranch(git) {
    const head = await git.run(['symbolic-ref', '--quiet', '--short', 'HEAD'], {
        allowFailure: true,
    });
    const branch = head.stdout.trim();
    if (head.exitCode !== 0 || branch === '') {
        throw new Error('Cannot tell which branch the checkout is on (detached HEAD); set the base-branch input');
    }
    return branch;
}
/**
 * Deletes `branch` on origin only if it is still at `expected` (the lease of a push), and forgets
 * its remote-tracking ref, which would keep `l10n-sync/main` and `l10n-sync/main/de` from both
 * being fetched (a push forgets it by itself only when it deleted the branch, not when another run
 * did first). `stale` when another run moved the branch first; `gone` when it was deleted.
 */
async function deleteWithLease(git, branch, expected) {
    const ref = `refs/heads/${branch}`;
    const pushed = await git.run(['push', '--no-verify', `--force-with-lease=${ref}:${expected}`, 'origin', `:${ref}`], { allowFailure: true, withCredentials: true });
    await git.run(['update-ref', '-d', `refs/remotes/origin/${branch}`], { allowFailure: true });
    if (pushed.exitCode === 0)
        return 'deleted';
    if (/remote ref does not exist|unable to delete/i.test(pushed.stderr))
        return 'gone';
    if (/stale info|rejected/i.test(pushed.stderr))
        return 'stale';
    throw new Error(`Could not delete branch ${branch} on origin: ${(0,git_git/* failureReason */.H)(pushed)}`);
}


/***/ }),

/***/ 4091:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Td: () => (/* binding */ attributesOf),
/* harmony export */   Zs: () => (/* binding */ stampOf),
/* harmony export */   kQ: () => (/* binding */ sameStamp),
/* harmony export */   startBlobHasher: () => (/* binding */ startBlobHasher)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var _common_message_of_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6819);
/* harmony import */ var _packing_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6414);






/** The stamp of the regular file at `path`, or undefined when there is none. */
function stampOf(path) {
    const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(path, { bigint: true, throwIfNoEntry: false });
    if (!stats?.isFile())
        return undefined;
    const executable = (stats.mode & 64n) !== 0n;
    return { ino: stats.ino, size: stats.size, mtimeNs: stats.mtimeNs, executable };
}
function sameStamp(a, b) {
    return (a.ino === b.ino && a.size === b.size && a.mtimeNs === b.mtimeNs && a.executable === b.executable);
}
/**
 * Files per `git add` at least, but the last: each makes a pack of its own (bulk check-in), so
 * a bundle of 2,000 files makes a dozen or so, while the first starts a fraction of the way in.
 */
const FEWEST_PER_ADD = 128;
/**
 * Adds staged files to a throwaway index built from HEAD, in batches, while the rest of the
 * bundle is staged: the hashing and compressing that `git add` does (the largest part of a
 * branch pull's commit: 1.3 s for 2,000 files of 75 KB) runs on the second core instead of after
 * the extraction. Attributes come from HEAD's tree, since the staged working tree has none;
 * `commitOn` uses a blob only where the file and its attributes are as here (known-blobs.ts).
 * Any failure only means no blob is known: the commit adds the files itself.
 */
function startBlobHasher(git) {
    const waiting = [];
    // One index per add running at once: git locks an index while it adds.
    const lanes = Array.from({ length: LANES }, () => ({
        index: undefined,
        running: undefined,
        added: new Map(),
    }));
    let problem;
    /** Set while the files move: no add may start. */
    let held = false;
    let moved = false;
    let finishing = false;
    let finished;
    const pump = () => {
        if (held || problem !== undefined)
            return;
        const idle = lanes.filter((lane) => lane.running === undefined);
        // While files are staged, a batch waits for a few; once they moved, the rest is shared out.
        const sharing = finishing || moved;
        const size = sharing ? Math.ceil(waiting.length / idle.length) : FEWEST_PER_ADD;
        for (const lane of idle) {
            if (waiting.length === 0 || (!sharing && waiting.length < size))
                return;
            lane.running = addBatch(git, lane, takeBatch(waiting, size))
                .catch((error) => {
                problem ??= (0,_common_message_of_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .b)(error);
            })
                .finally(() => {
                lane.running = undefined;
                pump();
            });
        }
    };
    const drained = async () => {
        for (;;) {
            const running = lanes.flatMap((lane) => (lane.running ? [lane.running] : []));
            if (running.length === 0)
                return;
            await Promise.all(running);
        }
    };
    const used = () => lanes.filter((lane) => lane.index !== undefined);
    return {
        staged(root, path) {
            if (finishing)
                return;
            waiting.push({ root, path });
            pump();
        },
        async moving() {
            held = true;
            await drained();
        },
        moved() {
            for (const file of waiting)
                file.root = git.workspace;
            held = false;
            moved = true;
            pump();
        },
        finish() {
            finishing = true;
            pump();
            finished ??= drained()
                .then(() => (problem === undefined ? blobsIn(git, used()) : new Map()))
                .catch((error) => {
                problem ??= (0,_common_message_of_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .b)(error);
                return new Map();
            })
                .finally(() => removeIndexes(used()));
            return finished;
        },
        get problem() {
            return problem;
        },
    };
}
/** Adds running at once: the extraction's thread and the writes take the rest of the cores. */
const LANES = 2;
/** Up to `size` files from the front of `waiting`, all under the first one's root. */
function takeBatch(waiting, size) {
    const root = waiting[0]?.root ?? '';
    const count = waiting.findIndex((file, i) => file.root !== root || i >= size);
    const batch = waiting.splice(0, count === -1 ? waiting.length : count);
    return { root, paths: batch.map((file) => file.path) };
}
/** Adds the files of `batch` to the lane's index, each stamped first. */
async function addBatch(git, lane, batch) {
    const { root, paths } = batch;
    const file = await (lane.index ??= indexFromHead(git));
    for (const path of paths) {
        const stamp = stampOf((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(root, path));
        if (stamp)
            lane.added.set(path, stamp);
    }
    // Forced: a file a .gitignore names is added too (the staging folder has no .gitignore, the
    // checkout may), and whether git ignores it is the commit's to decide (ignored.ts).
    const args = ['add', '--force', '--pathspec-from-file=-', '--pathspec-file-nul'];
    await git.run([`--work-tree=${root}`, ...args], {
        env: { GIT_INDEX_FILE: file },
        input: paths.join('\0'),
        config: _packing_js__WEBPACK_IMPORTED_MODULE_5__/* .ADD_PACKING */ .w,
        background: true,
    });
}
async function removeIndexes(lanes) {
    for (const { index } of lanes) {
        await index?.then((file) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(file, { force: true })).catch(() => undefined);
    }
}
/** A new index file in the git directory, holding HEAD's tree. */
async function indexFromHead(git) {
    const gitDir = (await git.run(['rev-parse', '--absolute-git-dir'])).stdout.trim();
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(gitDir, `l10n-sync-index-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}`);
    await git.run(['read-tree', 'HEAD'], { env: { GIT_INDEX_FILE: file } });
    return file;
}
/**
 * The blobs of the paths each lane added, with the attributes each was added under (each index
 * also holds HEAD's blob of every path another lane added).
 */
async function blobsIn(git, lanes) {
    const blobs = new Map();
    for (const lane of lanes) {
        const env = { GIT_INDEX_FILE: await lane.index };
        const [listed, attributes] = await Promise.all([
            git.run(['ls-files', '--stage', '-z'], { env }),
            attributesOf(git, [...lane.added.keys()], { env, cached: true }),
        ]);
        for (const record of listed.stdout.split('\0')) {
            const match = /^(\d{6}) ([0-9a-f]+) 0\t(.+)$/s.exec(record);
            const stamp = match && lane.added.get(match[3] ?? '');
            if (!match || !stamp)
                continue;
            const [, mode = '', oid = '', path = ''] = match;
            blobs.set(path, { mode, oid, stamp, attributes: attributes.get(path) ?? '' });
        }
    }
    return blobs;
}
/**
 * Every attribute git gives each path, as one string per path (absent: none), from the
 * working tree and then the index (`cached`: the index alone).
 */
async function attributesOf(git, paths, options) {
    const checked = await git.run(['check-attr', ...(options.cached ? ['--cached'] : []), '-z', '-a', '--stdin'], { env: options.env, input: paths.join('\0') });
    const fields = checked.stdout.split('\0');
    const found = new Map();
    for (let i = 0; i + 2 < fields.length; i += 3) {
        const [path = '', name = '', value = ''] = fields.slice(i, i + 3);
        found.set(path, `${found.get(path) ?? ''}${name}=${value};`);
    }
    return found;
}


/***/ }),

/***/ 8279:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  l: () => (/* binding */ createGit),
  H: () => (/* binding */ failureReason)
});

// EXTERNAL MODULE: ./node_modules/@actions/exec/lib/exec.js + 3 modules
var exec = __webpack_require__(1260);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/src/common/child-environment.js
var child_environment = __webpack_require__(3944);
;// CONCATENATED MODULE: ./lib/src/git/environment.js


/**
 * Settings on every command, so that nothing the checkout holds runs inside the action's git
 * commands: its hooks (a `pre-commit` of `.git/hooks`, or a `core.hooksPath` such as husky's set
 * by `npm ci`) would run with the action's environment and credentials, and so would an
 * fsmonitor command. The hooks path is one that cannot exist, on any platform and in no shared
 * folder another user could fill: a folder inside the Node.js program file. (`/dev/null`, the
 * usual choice, is no device for a native Windows git.)
 */
const NO_CHECKOUT_CODE = [
    ['core.hooksPath', (0,external_node_path_.join)(process.execPath, 'no-hooks')],
    ['core.fsmonitor', 'false'],
];
/**
 * The environment of one git command: the step's without secrets (`childEnvironment`), the
 * step's own git settings given back, and `settings` after them, where a setting with one value
 * takes the last. Settings travel as GIT_CONFIG_COUNT, GIT_CONFIG_KEY_n and GIT_CONFIG_VALUE_n
 * (git 2.31 and later), never as `-c` on the command line, which `ps` shows every user of the
 * machine.
 */
function gitEnvironment(parent, settings) {
    const env = (0,child_environment/* childEnvironment */.Q)(parent);
    const inherited = Number.parseInt(parent['GIT_CONFIG_COUNT'] ?? '0', 10) || 0;
    for (let i = 0; i < inherited; i++) {
        for (const name of [`GIT_CONFIG_KEY_${i}`, `GIT_CONFIG_VALUE_${i}`]) {
            const value = parent[name];
            if (value !== undefined)
                env[name] = value;
        }
    }
    for (const [i, [name, value]] of settings.entries()) {
        env[`GIT_CONFIG_KEY_${inherited + i}`] = name;
        env[`GIT_CONFIG_VALUE_${inherited + i}`] = value;
    }
    env['GIT_CONFIG_COUNT'] = String(inherited + settings.length);
    return env;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./lib/src/git/program.js


/**
 * The git program the action runs, as an absolute path found on the step's PATH when the action
 * starts. Every later command runs that very file: a program named `git` that post-pull-command
 * puts in a folder earlier on the PATH (on GitHub's images `~/.local/bin` comes before
 * `/usr/bin`) is never started. Where none is found, `git` is left to the system to find, which
 * then fails with its own message.
 */
function gitProgram(env, platform = process.platform) {
    const names = platform === 'win32'
        ? (env['PATHEXT'] ?? '.COM;.EXE;.BAT;.CMD')
            .split(';')
            .filter((ext) => /^\.(exe|cmd|bat|com)$/i.test(ext))
            .map((ext) => `git${ext.toLowerCase()}`)
        : ['git'];
    const path = env['PATH'] ?? env['Path'] ?? '';
    for (const folder of path.split(external_node_path_.delimiter)) {
        // A relative folder (`.`, an empty entry) would be the checkout's: never looked in.
        if (folder === '' || !(0,external_node_path_.isAbsolute)(folder))
            continue;
        for (const name of names) {
            const file = (0,external_node_path_.join)(folder, name);
            if (isExecutableFile(file, platform))
                return file;
        }
    }
    return 'git';
}
function isExecutableFile(file, platform) {
    try {
        if (!(0,external_node_fs_.statSync)(file).isFile())
            return false;
        if (platform !== 'win32')
            (0,external_node_fs_.accessSync)(file, external_node_fs_.constants.X_OK);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * The folders of the step's PATH that the action's user cannot write, as they are now: the only
 * ones, besides git's own, that git may find a program in (git-lfs, a credential helper) once
 * untrusted code has run. A folder the user can write (`~/.local/bin`), or one made later, could
 * hold a program of the untrusted code's. As root every folder is writable, so none is kept.
 */
function unwritableFolders(env) {
    const path = env['PATH'] ?? env['Path'] ?? '';
    return path.split(external_node_path_.delimiter).filter((folder) => {
        if (folder === '' || !(0,external_node_path_.isAbsolute)(folder))
            return false;
        if (!isFolder(folder))
            return false;
        try {
            (0,external_node_fs_.accessSync)(folder, external_node_fs_.constants.W_OK);
            return false;
        }
        catch {
            return true;
        }
    });
}
function isFolder(path) {
    try {
        return (0,external_node_fs_.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./lib/src/git/config-file.js
/**
 * Reads `git config --list -z --show-scope`: `scope\0key\nvalue\0` for each setting, or
 * `scope\0key\0` for a bare name. Included files are already read into it, in their place.
 */
function parseConfigList(output) {
    const fields = output.split('\0');
    const entries = [];
    for (let i = 0; i + 1 < fields.length; i += 2) {
        const scope = fields[i] ?? '';
        const setting = fields[i + 1] ?? '';
        const newline = setting.indexOf('\n');
        entries.push(newline === -1
            ? { scope, key: setting, value: undefined }
            : { scope, key: setting.slice(0, newline), value: setting.slice(newline + 1) });
    }
    return entries;
}
/**
 * `entries` as the text of a config file that git reads back as the same settings in the same
 * order (a list such as `credential.helper` keeps its order; for a single value, the last wins).
 * Every value is quoted, so that no `#`, `;`, space or backslash in it changes its meaning.
 */
function configFileText(entries) {
    const lines = [];
    let header = '';
    for (const { key, value } of entries) {
        const first = key.indexOf('.');
        const last = key.lastIndexOf('.');
        if (first <= 0 || last === key.length - 1)
            continue;
        const section = key.slice(0, first);
        const name = key.slice(last + 1);
        const next = first === last ? `[${section}]` : `[${section} "${config_file_escape(key.slice(first + 1, last))}"]`;
        if (next !== header)
            lines.push((header = next));
        lines.push(value === undefined ? `\t${name}` : `\t${name} = "${escapeValue(value)}"`);
    }
    return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}
function config_file_escape(text) {
    return text.replace(/[\\"]/g, '\\$&');
}
function escapeValue(text) {
    return config_file_escape(text).replace(/\n/g, '\\n').replace(/\t/g, '\\t').replaceAll('\b', '\\b');
}

;// CONCATENATED MODULE: ./lib/src/git/sealed.js



/**
 * Names that make git read another file (read in already, and that file could be rewritten by
 * the command) or describe the checkout's own layout, which the sealed directory does not have.
 */
const NOT_CARRIED = /^(include\.|includeif\.|extensions\.worktreeconfig$|core\.worktree$)/i;
async function snapshotGit(git, workspace, safeFolders) {
    const path = async (name) => {
        const found = (await git(['rev-parse', '--git-path', name])).trim();
        return (0,external_node_path_.isAbsolute)(found) ? found : (0,external_node_path_.join)(workspace, found);
    };
    const [config, symbolic, refs, objects, shallowFile, indexFile, execPath] = await Promise.all([
        git(['config', '--list', '-z', '--show-scope']),
        git(['symbolic-ref', '--quiet', 'HEAD'], true),
        git(['for-each-ref', '--format=%(objectname) %(refname)']),
        path('objects'),
        path('shallow'),
        path('index'),
        git(['--exec-path']),
    ]);
    const entries = parseConfigList(config).filter((e) => !NOT_CARRIED.test(e.key));
    const head = symbolic.trim()
        ? `ref: ${symbolic.trim()}`
        : (await git(['rev-parse', '--verify', 'HEAD'])).trim();
    return {
        objects,
        local: entries.filter((e) => e.scope === 'local' || e.scope === 'worktree'),
        global: entries.filter((e) => e.scope === 'system' || e.scope === 'global'),
        head,
        refs: refs
            .split('\n')
            .filter((line) => line.trim() !== '' && !line.includes(' refs/replace/'))
            .join('\n'),
        shallow: await (0,promises_.readFile)(shallowFile).catch(() => undefined),
        index: await (0,promises_.readFile)(indexFile).catch(() => undefined),
        execPath: execPath.trim(),
        safeFolders,
    };
}
/**
 * Writes the sealed git directory in a new folder under `parent` and gives the environment every
 * later git command runs with. `program` is git's absolute path, found before the command ran.
 */
async function sealedEnvironment(snapshot, parent, workspace, program) {
    const folder = await (0,promises_.mkdtemp)((0,external_node_path_.join)(parent, 'git-'));
    const gitDir = (0,external_node_path_.join)(folder, 'git');
    await (0,promises_.mkdir)((0,external_node_path_.join)(gitDir, 'refs'), { recursive: true });
    await (0,promises_.mkdir)((0,external_node_path_.join)(gitDir, 'objects'));
    await (0,promises_.writeFile)((0,external_node_path_.join)(gitDir, 'HEAD'), `${snapshot.head}\n`);
    await (0,promises_.writeFile)((0,external_node_path_.join)(gitDir, 'config'), configFileText(snapshot.local));
    await (0,promises_.writeFile)((0,external_node_path_.join)(gitDir, 'packed-refs'), snapshot.refs === '' ? '' : `${snapshot.refs}\n`);
    if (snapshot.shallow)
        await (0,promises_.writeFile)((0,external_node_path_.join)(gitDir, 'shallow'), snapshot.shallow);
    if (snapshot.index)
        await (0,promises_.writeFile)((0,external_node_path_.join)(gitDir, 'index'), snapshot.index);
    const global = (0,external_node_path_.join)(folder, 'global-config');
    await (0,promises_.writeFile)(global, configFileText(snapshot.global));
    const env = {
        GIT_DIR: gitDir,
        GIT_WORK_TREE: workspace,
        GIT_OBJECT_DIRECTORY: snapshot.objects,
        GIT_INDEX_FILE: (0,external_node_path_.join)(gitDir, 'index'),
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: global,
        GIT_NO_REPLACE_OBJECTS: '1',
        GIT_ATTR_NOSYSTEM: '1',
    };
    // git finds the programs it starts (remote and credential helpers, git-lfs) in its exec path
    // first, then on the PATH: only its own folders and ones the command could not write are left
    // there. Windows' git finds its DLLs through the PATH, and Windows gives the command no
    // isolation to keep, so it keeps the PATH.
    if (process.platform !== 'win32' && (0,external_node_path_.isAbsolute)(program)) {
        const folders = [snapshot.execPath, (0,external_node_path_.dirname)(program), ...snapshot.safeFolders];
        env['PATH'] = [...new Set(folders.filter(Boolean))].join(external_node_path_.delimiter);
    }
    // The user's attributes file is one more file the command could write; this one never exists.
    return { env, settings: [['core.attributesFile', (0,external_node_path_.join)(folder, 'no-attributes')]] };
}

;// CONCATENATED MODULE: ./lib/src/git/version.js
/**
 * The oldest git that reads settings from GIT_CONFIG_COUNT. An older one ignores them without a
 * word: it would run the checkout's hooks and push without github-token, so it is refused.
 */
const MINIMUM = [2, 31];
/**
 * Why the git that printed `versionLine` (`git --version`) cannot run the action, or undefined
 * when it can. Builds add words after the number: `2.45.1.windows.1`, `2.39.3 (Apple Git-145)`.
 */
function gitVersionProblem(versionLine) {
    const match = /^git version (\d+)\.(\d+)/.exec(versionLine.trim());
    const needed = `l10n-sync needs git ${MINIMUM.join('.')} or later, which takes settings (credentials, no hooks) from the environment`;
    if (!match) {
        return `Cannot tell git's version from '${versionLine.trim().slice(0, 100)}': ${needed}`;
    }
    const [major, minor] = [Number(match[1]), Number(match[2])];
    if (major > MINIMUM[0] || (major === MINIMUM[0] && minor >= MINIMUM[1]))
        return undefined;
    return `git ${major}.${minor} is too old: ${needed}; install a newer git on the runner`;
}

;// CONCATENATED MODULE: ./lib/src/git/git.js








/**
 * Runs git through @actions/exec in the workspace, silently (commands and output would otherwise
 * be echoed), never prompting for credentials. `credentials` are git settings (an HTTP header
 * for the server) that go to the commands that ask for them, through the environment. The first
 * command waits for a check that git is recent enough to read them there.
 */
function createGit(workspace, credentials = []) {
    let versionChecked;
    // Found once, now: a `git` put on the PATH later is never the one run.
    const program = gitProgram(process.env);
    /** Set once untrusted code ran: undefined before; an Error when the seal could not be made. */
    let sealed;
    const environment = (settings, extra = {}) => {
        if (sealed instanceof Error)
            throw sealed;
        return {
            ...gitEnvironment(process.env, [
                ...NO_CHECKOUT_CODE,
                ...(sealed?.settings ?? []),
                ...settings,
            ]),
            GIT_TERMINAL_PROMPT: '0',
            GCM_INTERACTIVE: 'never',
            // Paths come from bundles too: a file named `*.json` is that file, never a glob that
            // would sweep other changed files into a commit.
            GIT_LITERAL_PATHSPECS: '1',
            ...sealed?.env,
            ...extra,
        };
    };
    const exec = (args, settings, options) => {
        const run = { cwd: workspace, env: environment(settings, options.env), input: options.input };
        return options.background ? runBehind(program, args, run) : runWithExec(program, args, run);
    };
    const checkVersion = () => {
        versionChecked ??= exec(['--version'], [], {}).then((version) => {
            const problem = gitVersionProblem(version.stdout);
            if (problem !== undefined)
                throw new Error(problem);
        });
        return versionChecked;
    };
    const git = {
        workspace,
        get sealed() {
            return sealed !== undefined;
        },
        async bytes(args, input) {
            await checkVersion();
            return runForBytes(program, args, { cwd: workspace, env: environment([]), input });
        },
        async run(args, options = {}) {
            await checkVersion();
            const settings = [...(options.withCredentials ? credentials : []), ...(options.config ?? [])];
            const result = await exec(args, settings, options);
            if (result.exitCode !== 0 && !options.allowFailure) {
                throw new Error(`git ${args[0] ?? ''} failed: ${failureReason(result)}`);
            }
            return result;
        },
        async sealAround(parent, untrusted) {
            const output = async (args, allowFailure = false) => (await git.run(args, { allowFailure })).stdout;
            const snapshot = await snapshotGit(output, workspace, unwritableFolders(process.env));
            try {
                // The folders of the git that runs after: the untrusted code must not write them.
                return await untrusted([(0,external_node_path_.dirname)(program), snapshot.execPath].filter(external_node_path_.isAbsolute));
            }
            finally {
                sealed = await sealedEnvironment(snapshot, parent, workspace, program).catch((error) => new Error(`git is not run after post-pull-command: its own git directory could not be made (${error instanceof Error ? error.message : String(error)})`));
            }
        },
    };
    return git;
}
/** Runs git and gives its standard output as bytes: @actions/exec would decode them as UTF-8. */
function runForBytes(program, args, options) {
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.execFile)(program, [...args], { cwd: options.cwd, env: options.env, encoding: 'buffer', maxBuffer: 2 ** 31 - 1 }, (error, stdout, stderr) => {
            if (error) {
                const reason = stderr.toString().trim().split('\n').at(-1) || error.message;
                reject(new Error(`git ${args[0] ?? ''} failed: ${reason}`));
            }
            else {
                resolve(stdout);
            }
        });
        feed(child, options.input, reject);
    });
}
/**
 * Writes `input` to the child and closes its input. A command that reads no input (cat-file
 * blob) may exit before its input is closed: the pipe then breaks, which says nothing the exit
 * status does not, and must not crash the run.
 */
function feed(child, input, reject) {
    child.stdin?.on('error', (error) => {
        if (error.code !== 'EPIPE')
            reject(error);
    });
    child.stdin?.end(input ?? '');
}
/** Runs git through @actions/exec, silently, with its exit code instead of a failure. */
function runWithExec(program, args, options) {
    const { cwd, env, input } = options;
    return (0,exec/* getExecOutput */.H)(program, [...args], {
        cwd,
        env,
        silent: true,
        ignoreReturnCode: true,
        ...(input !== undefined ? { input: Buffer.from(input) } : {}),
    });
}
/** How much lower than the run's a background command's priority is (0 normal, 19 lowest). */
const BEHIND = 10;
/** Runs git at a lower priority (`background`), with its output as @actions/exec gives it. */
function runBehind(program, args, options) {
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.execFile)(program, [...args], { cwd: options.cwd, env: options.env, maxBuffer: 2 ** 31 - 1 }, (error, stdout, stderr) => {
            const code = error?.code;
            if (error && typeof code !== 'number')
                reject(error);
            else
                resolve({ exitCode: typeof code === 'number' ? code : 0, stdout, stderr });
        });
        try {
            if (child.pid !== undefined)
                (0,external_node_os_.setPriority)(child.pid, Math.min(19, (0,external_node_os_.getPriority)() + BEHIND));
        }
        catch {
            // A system that refuses only leaves the command at the run's priority.
        }
        feed(child, options.input, reject);
    });
}
/** Why a git command failed, in one line: the last line of its error output. */
function failureReason(result) {
    return result.stderr.trim().split('\n').filter(Boolean).at(-1) ?? `exit code ${result.exitCode}`;
}


/***/ }),

/***/ 8145:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $I: () => (/* binding */ readObjects),
/* harmony export */   BG: () => (/* binding */ LINK_MODE),
/* harmony export */   XF: () => (/* binding */ filesOfTree),
/* harmony export */   b4: () => (/* binding */ readBlobs),
/* harmony export */   bF: () => (/* binding */ changedEntries),
/* harmony export */   fY: () => (/* binding */ parentsOf)
/* harmony export */ });
/**
 * The files `to` adds or changes against `from`, with their mode and blob (deleted files and
 * links are not among what a pull commits).
 */
async function changedEntries(git, from, to) {
    const diff = await git.run([
        'diff-tree',
        '-r',
        '-z',
        '--no-renames',
        '--diff-filter=AM',
        from,
        to,
    ]);
    // `:oldmode newmode oldblob newblob status\0path\0`, one pair of fields per file.
    const fields = diff.stdout.split('\0');
    const entries = [];
    for (let i = 0; i + 1 < fields.length; i += 2) {
        const [, mode = '', , blob = ''] = (fields[i] ?? '').slice(1).split(' ');
        const path = fields[i + 1] ?? '';
        if (path !== '')
            entries.push({ path, mode, blob });
    }
    return entries;
}
/** Objects by id, in the order asked, read in one `git cat-file --batch`. */
async function readObjects(git, ids) {
    if (ids.length === 0)
        return [];
    const output = await git.bytes(['cat-file', '--batch'], `${ids.join('\n')}\n`);
    // `<id> <type> <size>\n<content>\n` for each id asked, in order; `<id> missing\n` for none.
    const objects = [];
    let at = 0;
    for (const id of ids) {
        const headerEnd = output.indexOf(0x0a, at);
        const [found = '', type = '', size] = output.subarray(at, headerEnd).toString().split(' ');
        if (found !== id || size === undefined) {
            objects.push({ id, type: 'missing', content: Buffer.alloc(0) });
            at = headerEnd + 1;
            continue;
        }
        const start = headerEnd + 1;
        objects.push({ id, type, content: output.subarray(start, start + Number(size)) });
        at = start + Number(size) + 1;
    }
    return objects;
}
/** The contents of blobs, by id, read in one `git cat-file --batch`. */
async function readBlobs(git, ids) {
    const contents = new Map();
    for (const object of await readObjects(git, ids)) {
        if (object.type !== 'blob')
            throw new Error(`git cat-file did not find blob ${object.id}`);
        contents.set(object.id, object.content);
    }
    return contents;
}
/** The mode of a symbolic link in a tree; regular files are `100644` and `100755`. */
const LINK_MODE = '120000';
const LISTED_MODES = ['100644', '100755', LINK_MODE];
/**
 * The regular files (`100644`, `100755`) and symbolic links (`120000`) of a commit's tree, with
 * their blobs and sizes; submodules are left out.
 */
async function filesOfTree(git, revision) {
    const listed = await git.run(['ls-tree', '-r', '-z', '--long', '--full-tree', revision]);
    const files = [];
    // `<mode> blob <id> <size, padded>\t<path>` for each file.
    for (const line of listed.stdout.split('\0')) {
        const tab = line.indexOf('\t');
        if (tab === -1)
            continue;
        const [mode = '', type = '', blob = '', size = ''] = line.slice(0, tab).split(/ +/);
        if (type !== 'blob' || !LISTED_MODES.includes(mode))
            continue;
        files.push({ path: line.slice(tab + 1), mode, blob, size: Number(size) });
    }
    return files;
}
/**
 * A commit's parents as its object names them: in a shallow checkout the graft hides them from
 * `rev-parse commit^`, but the object still lists them.
 */
async function parentsOf(git, commit) {
    const object = await git.run(['cat-file', 'commit', commit]);
    const parents = [];
    for (const line of object.stdout.split('\n')) {
        if (line === '')
            break;
        const parent = /^parent ([0-9a-f]{40,64})$/.exec(line)?.[1];
        if (parent !== undefined)
            parents.push(parent);
    }
    return parents;
}


/***/ }),

/***/ 6414:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ PUSH_PACKING),
/* harmony export */   w: () => (/* binding */ ADD_PACKING)
/* harmony export */ });
/**
 * How the translation files are stored by `git add`: streamed into one pack (git does this for
 * files over core.bigFileThreshold, and only for files no attribute or core.autocrlf converts;
 * those are still added as usual), quickly compressed. Loose objects cost a file each: adding
 * 2,000 files of 84 KB took 3.3 s loose against 1.25 s packed, and the push, which copies packed
 * data instead of compressing each loose object again, 1.17 s against 0.71 s.
 */
const ADD_PACKING = [
    ['core.bigFileThreshold', '1'],
    ['core.compression', '1'],
];
/**
 * How a translation commit is packed for the push: no search for deltas, quick compression.
 * Translation files change a few texts each, scattered, so deltas save little (a commit of 2,000
 * files of 75 KB, one text in ten changed: 17 MB packed with them, 23 MB without), while the
 * search cost the push 5.9 s of CPU against 1.0 s (bench/everyday-pull.ts).
 */
const PUSH_PACKING = [
    ['pack.window', '0'],
    ['pack.compression', '1'],
];


/***/ }),

/***/ 6055:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D3: () => (/* binding */ commitOf),
/* harmony export */   D_: () => (/* binding */ fetchBranch),
/* harmony export */   Ho: () => (/* binding */ originBranches),
/* harmony export */   Ki: () => (/* binding */ remoteDefaultBranch),
/* harmony export */   eO: () => (/* binding */ fetchDepth),
/* harmony export */   iH: () => (/* binding */ fetchCommit),
/* harmony export */   om: () => (/* binding */ remoteBranchCommit),
/* harmony export */   tv: () => (/* binding */ remoteBranchFamily)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8279);

/**
 * The commit `ref` names in `git ls-remote` output. ls-remote matches its pattern against the
 * end of each name, so `refs/heads/main` also lists `refs/heads/evil/refs/heads/main`: only the
 * line naming exactly `ref` counts.
 */
function commitOf(lsRemoteOutput, ref) {
    for (const line of lsRemoteOutput.split('\n')) {
        const [commit, name] = line.trim().split(/\s+/);
        if (name === ref && commit)
            return commit;
    }
    return undefined;
}
/**
 * `--depth=1` for a fetch into a shallow checkout (actions/checkout's default), where one commit
 * is all that is needed; nothing for a full clone, which a depth-limited fetch would turn
 * shallow, cutting the history later steps may read.
 */
async function fetchDepth(git) {
    const shallow = await git.run(['rev-parse', '--is-shallow-repository']);
    return shallow.stdout.trim() === 'true' ? ['--depth=1'] : [];
}
/** Where the branch points on origin, or undefined when origin has no such branch. */
async function remoteBranchCommit(git, branch) {
    const ref = `refs/heads/${branch}`;
    const listed = await git.run(['ls-remote', '--refs', 'origin', ref], { withCredentials: true });
    return commitOf(listed.stdout, ref);
}
/** Origin's default branch (where its HEAD points), or why it could not be read. */
async function remoteDefaultBranch(git) {
    const listed = await git.run(['ls-remote', '--symref', 'origin', 'HEAD'], {
        allowFailure: true,
        withCredentials: true,
    });
    if (listed.exitCode !== 0)
        return { problem: (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .failureReason */ .H)(listed) };
    const branch = /^ref: refs\/heads\/(\S+)\s+HEAD$/m.exec(listed.stdout)?.[1];
    return branch === undefined ? { problem: 'no symbolic HEAD listed' } : { branch };
}
/** Fetches origin's branch into `refs/remotes/origin/<branch>`. */
async function fetchBranch(git, branch) {
    const ref = `refs/heads/${branch}`;
    const depth = await fetchDepth(git);
    await git.run(['fetch', '--no-tags', ...depth, 'origin', `+${ref}:refs/remotes/origin/${branch}`], { withCredentials: true });
}
/**
 * Fetches one commit from origin by its id (depth 1 in a shallow checkout); whether the checkout
 * has it afterwards. Origin may refuse an id no ref reaches.
 */
async function fetchCommit(git, commit) {
    const present = async () => (await git.run(['cat-file', '-e', `${commit}^{commit}`], { allowFailure: true })).exitCode ===
        0;
    if (await present())
        return true;
    const depth = await fetchDepth(git);
    await git.run(['fetch', '--no-tags', ...depth, 'origin', commit], {
        allowFailure: true,
        withCredentials: true,
    });
    return present();
}
/**
 * `<branch>` and the `<branch>/<language>` branches on origin. Only names one level below
 * `<branch>/` whose last part could be a language code count: ls-remote's pattern also matches
 * deeper names and names that merely end the same way, and those are not this action's.
 */
async function remoteBranchFamily(git, branch) {
    const own = `refs/heads/${branch}`;
    const listed = await git.run(['ls-remote', '--refs', 'origin', own, `${own}/*`], {
        withCredentials: true,
    });
    const languages = new Map();
    for (const line of listed.stdout.split('\n')) {
        const [commit, name] = line.trim().split(/\s+/);
        if (!commit || !name?.startsWith(`${own}/`))
            continue;
        const language = name.slice(own.length + 1);
        if (/^[A-Za-z0-9][A-Za-z0-9_.@-]*$/.test(language))
            languages.set(language, commit);
    }
    return { own: commitOf(listed.stdout, own), languages };
}
/** Origin's branches, by name; undefined where origin cannot be asked. */
async function originBranches(git) {
    const listed = await git.run(['ls-remote', '--heads', 'origin'], {
        allowFailure: true,
        withCredentials: true,
    });
    if (listed.exitCode !== 0)
        return undefined;
    const names = new Set();
    for (const line of listed.stdout.split('\n')) {
        const name = /\trefs\/heads\/(.+)$/.exec(line)?.[1];
        if (name !== undefined)
            names.add(name);
    }
    return names;
}


/***/ }),

/***/ 5974:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pp: () => (/* binding */ filesAtHead),
  UM: () => (/* binding */ filesChangedSince),
  Qo: () => (/* binding */ headCommit),
  JH: () => (/* binding */ readSyncRef),
  gB: () => (/* binding */ syncRefName),
  XK: () => (/* binding */ syncStateRefName),
  $9: () => (/* binding */ tryMoveSyncRef)
});

// EXTERNAL MODULE: ./lib/src/git/git.js + 5 modules
var git_git = __webpack_require__(8279);
// EXTERNAL MODULE: ./lib/src/git/remote.js
var remote = __webpack_require__(6055);
// EXTERNAL MODULE: ./lib/src/git/ancestry.js
var ancestry = __webpack_require__(3952);
;// CONCATENATED MODULE: ./lib/src/git/sync-ref-place.js

/** Settles the place of `commit`, fetching what a shallow checkout lacks of the history. */
async function placeOfSyncRef(git, commit) {
    const head = (await git.run(['rev-parse', '--verify', 'HEAD^{commit}'])).stdout.trim();
    if (head === commit)
        return 'in-history';
    if ((await new ancestry/* AncestryOf */.B(git, head).isAncestor(commit, head)) === 'yes')
        return 'in-history';
    if ((await new ancestry/* AncestryOf */.B(git, commit).isAncestor(head, commit)) === 'yes')
        return 'ahead';
    return 'apart';
}

;// CONCATENATED MODULE: ./lib/src/git/sync-ref.js



/**
 * The last successfully pushed commit is kept on origin as a ref of its own, so change detection
 * needs no history (a depth-1 checkout suffices) and survives any number of runs.
 */
function syncRefName(projectId, branch) {
    return `refs/l10n-sync/${projectId}/${branch}`;
}
/**
 * What the last successful push recorded besides its commit (the `files` patterns and the
 * language map it worked with), kept as the message of a commit of an empty tree on a ref of its
 * own: the sync ref itself must keep naming the pushed commit, and `refs/l10n-sync/<p>/<b>` cannot
 * also be a folder of refs.
 */
function syncStateRefName(projectId, branch) {
    return `refs/l10n-sync-state/${projectId}/${branch}`;
}
/**
 * Each checkout's reads of its sync ref, until the run moves it: a read is a listing and a fetch
 * from origin, and placing the ref against HEAD may fetch history, so the run's first read (the
 * check for an older commit) serves the push's and the pull's too.
 */
const reads = new WeakMap();
/**
 * Fetches the sync ref (depth 1: only its tree is needed) and, when `stateRef` is given, the
 * state recorded beside it, in one listing and one fetch; says where the ref points. It is the
 * last sync (`found`) only when HEAD's history holds it (`placeOfSyncRef`). Read once per
 * checkout until `tryMoveSyncRef` moves it.
 */
function readSyncRef(git, ref, stateRef) {
    let known = reads.get(git);
    if (known === undefined)
        reads.set(git, (known = new Map()));
    const key = `${ref}\0${stateRef ?? ''}`;
    let read = known.get(key);
    if (read === undefined)
        known.set(key, (read = readFromOrigin(git, ref, stateRef)));
    return read;
}
async function readFromOrigin(git, ref, stateRef) {
    for (const name of [ref, stateRef ?? ref]) {
        const valid = await git.run(['check-ref-format', name], { allowFailure: true });
        if (valid.exitCode !== 0)
            return { kind: 'unreadable', reason: `'${name}' is not a valid ref name` };
    }
    const names = stateRef === undefined ? [ref] : [ref, stateRef];
    const listed = await git.run(['ls-remote', '--refs', 'origin', ...names], {
        allowFailure: true,
        withCredentials: true,
    });
    if (listed.exitCode !== 0)
        return { kind: 'unreadable', reason: (0,git_git/* failureReason */.H)(listed) };
    if ((0,remote/* commitOf */.D3)(listed.stdout, ref) === undefined)
        return { kind: 'absent' };
    const withState = stateRef !== undefined && (0,remote/* commitOf */.D3)(listed.stdout, stateRef) !== undefined;
    const refspecs = [ref, ...(withState ? [stateRef] : [])].map((name) => `+${name}:${name}`);
    const depth = await (0,remote/* fetchDepth */.eO)(git);
    const fetched = await git.run(['fetch', '--no-tags', ...depth, 'origin', ...refspecs], {
        allowFailure: true,
        withCredentials: true,
    });
    if (fetched.exitCode !== 0)
        return { kind: 'unreadable', reason: (0,git_git/* failureReason */.H)(fetched) };
    const commit = (await git.run(['rev-parse', '--verify', `${ref}^{commit}`])).stdout.trim();
    const place = await placeOfSyncRef(git, commit);
    if (place !== 'in-history')
        return { kind: place, commit };
    const state = withState
        ? (await git.run(['show', '-s', '--format=%B', `${stateRef}^{commit}`], { allowFailure: true }))
            .stdout
        : undefined;
    return { kind: 'found', commit, state };
}
/** Files of HEAD that differ from `since` (added or modified; deleted files have nothing to send). */
async function filesChangedSince(git, since) {
    const diff = await git.run([
        'diff',
        '--name-only',
        '-z',
        '--no-renames',
        '--diff-filter=d',
        since,
        'HEAD',
    ]);
    return splitZ(diff.stdout);
}
/** Every file of HEAD's tree. */
async function filesAtHead(git) {
    const tree = await git.run(['ls-tree', '-r', '-z', '--name-only', 'HEAD']);
    return splitZ(tree.stdout);
}
async function headCommit(git) {
    return (await git.run(['rev-parse', 'HEAD'])).stdout.trim();
}
/**
 * Points the sync ref at `commit` on origin, and the state ref at a commit holding `state`, in
 * one atomic push: a ref that moved without its state would mark files synced under patterns
 * that were not. Forced: the refs are pointers, not history, and a depth-1 checkout cannot prove
 * a fast-forward. Returns the reason when they could not be pushed.
 */
async function tryMoveSyncRef(git, ref, commit, state) {
    const refspecs = [`${commit}:${ref}`];
    if (state !== undefined)
        refspecs.push(`${await stateCommit(git, state)}:${state.ref}`);
    const pushed = await git.run(['push', '--force', '--no-verify', ...(state ? ['--atomic'] : []), 'origin', ...refspecs], { allowFailure: true, withCredentials: true });
    // Whether or not it moved, what was read of it may no longer be so.
    reads.delete(git);
    return pushed.exitCode === 0 ? undefined : (0,git_git/* failureReason */.H)(pushed);
}
/** A commit of the empty tree whose message is the state: nothing to check out, one object. */
async function stateCommit(git, state) {
    const env = {
        GIT_AUTHOR_NAME: state.author.name,
        GIT_AUTHOR_EMAIL: state.author.email,
        GIT_COMMITTER_NAME: state.author.name,
        GIT_COMMITTER_EMAIL: state.author.email,
    };
    const tree = (await git.run(['mktree'], { input: '' })).stdout.trim();
    return (await git.run(['commit-tree', tree, '-F', '-'], { env, input: state.text })).stdout.trim();
}
function splitZ(text) {
    return text.split('\0').filter((p) => p !== '');
}


/***/ }),

/***/ 1022:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ STEP_SUMMARY_LIMIT),
/* harmony export */   L: () => (/* binding */ PULL_REQUEST_BODY_LIMIT)
/* harmony export */ });
/**
 * GitHub's limits for what a run writes, in one place: the report's sections are given the room
 * these leave (report-model.ts), and the last guards before GitHub (`fitBody`, `fitSummary`)
 * hold to the same numbers.
 */
/** A pull request body: GitHub refuses a longer one with 422. It counts characters. */
const PULL_REQUEST_BODY_LIMIT = {
    most: 65_536,
    size: (text) => text.length,
    name: "GitHub's limit of 65,536 characters",
};
/** What one step writes to the job summary: past it, GitHub shows none of it. It counts bytes. */
const STEP_SUMMARY_LIMIT = {
    most: 1024 * 1024,
    size: (text) => Buffer.byteLength(text, 'utf8'),
    name: "GitHub's limit of 1 MiB for a step's summary",
};


/***/ }),

/***/ 7786:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ createDispatcher)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6752);
/* harmony import */ var _loopback_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4930);


/**
 * A dispatcher that goes through the proxy when one is set, else connects directly. Requests to
 * a loopback host never go through a proxy on another host: plain http is allowed only to
 * loopback because nothing leaves the machine, and through such a proxy the token would travel
 * in clear text after all (and the proxy would take "loopback" to mean itself).
 */
function createDispatcher(proxy = {}, timeouts = {}, lookup) {
    const httpsProxy = proxy.httpsProxy || proxy.httpProxy;
    const httpProxy = proxy.httpProxy || proxy.httpsProxy;
    // Only a direct connection resolves the server's name here; through a proxy, the proxy does.
    if (!httpsProxy || !httpProxy) {
        return new undici__WEBPACK_IMPORTED_MODULE_0__.Agent({ ...timeouts, ...(lookup ? { connect: { lookup } } : {}) });
    }
    const proxied = new undici__WEBPACK_IMPORTED_MODULE_0__.EnvHttpProxyAgent({
        ...timeouts,
        httpsProxy,
        httpProxy,
        noProxy: proxy.noProxy ?? '',
    });
    const onThisMachine = [httpsProxy, httpProxy].every((url) => (0,_loopback_js__WEBPACK_IMPORTED_MODULE_1__/* .isLoopback */ .U)(hostOf(url)));
    return onThisMachine ? proxied : new LoopbackDirect(proxied, timeouts);
}
function hostOf(url) {
    try {
        return new URL(url).hostname;
    }
    catch {
        return '';
    }
}
/** Sends requests to loopback hosts directly, and the others to `proxied`. */
class LoopbackDirect extends undici__WEBPACK_IMPORTED_MODULE_0__.Dispatcher {
    #direct;
    #proxied;
    constructor(proxied, timeouts) {
        super();
        this.#direct = new undici__WEBPACK_IMPORTED_MODULE_0__.Agent(timeouts);
        this.#proxied = proxied;
    }
    dispatch(options, handler) {
        const host = options.origin === undefined ? '' : new URL(String(options.origin)).hostname;
        return ((0,_loopback_js__WEBPACK_IMPORTED_MODULE_1__/* .isLoopback */ .U)(host) ? this.#direct : this.#proxied).dispatch(options, handler);
    }
    close(callback) {
        const closed = Promise.all([this.#direct.close(), this.#proxied.close()]).then(() => { });
        if (!callback)
            return closed;
        void closed.then(callback);
    }
    destroy(first, second) {
        const error = typeof first === 'function' ? null : (first ?? null);
        const callback = typeof first === 'function' ? first : second;
        const destroyed = Promise.all([this.#direct.destroy(error), this.#proxied.destroy(error)]).then(() => { });
        if (!callback)
            return destroyed;
        void destroyed.then(callback);
    }
}


/***/ }),

/***/ 4930:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ isLoopback)
/* harmony export */ });
/** Whether a host name is this machine: `localhost`, `::1` or an address in 127.0.0.0/8. */
function isLoopback(hostname) {
    const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
    return host === 'localhost' || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}


/***/ }),

/***/ 8529:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AS: () => (/* binding */ skippedWithoutToken),
/* harmony export */   K9: () => (/* binding */ runEvent),
/* harmony export */   bJ: () => (/* binding */ planFor),
/* harmony export */   lI: () => (/* binding */ branchOfRun),
/* harmony export */   ny: () => (/* binding */ defaultBranchOfPayload)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var _common_branch_name_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7758);


/**
 * What a run does for the event that started it. The action writes to the service and to the
 * repository, so only events that stand for the repository's own history may write: a pull
 * request's strings are not reviewed yet, and its branch is not the place for translations.
 */
/**
 * Events whose checkout is a proposal, from GitHub's documentation of the events that trigger
 * workflows: every pull request event but `pull_request_target` runs on the pull request's merge
 * ref (`refs/pull/<n>/merge`), reviews and review comments included; `pull_request_target` runs
 * on the base, but its workflows exist to check out the pull request's head; `merge_group` runs
 * on a merge queue's trial merge.
 */
const PROPOSAL_EVENTS = new Set([
    'pull_request',
    'pull_request_review',
    'pull_request_review_comment',
    'pull_request_target',
    'merge_group',
]);
/** Refs that are proposals whatever the event: a pull request's, or a merge queue's branch. */
const PROPOSAL_REF = /^refs\/(pull\/|heads\/gh-readonly-queue\/)/;
function runEvent(env) {
    return { name: env['GITHUB_EVENT_NAME'], ref: env['GITHUB_REF'] };
}
/** The proposal this run checks out, named for the log (the event, or the ref), if any. */
function proposalOf(event) {
    if (PROPOSAL_EVENTS.has(event.name ?? ''))
        return event.name;
    if (PROPOSAL_REF.test(event.ref ?? ''))
        return `${event.name ?? 'unnamed event'} (${event.ref})`;
    return undefined;
}
/**
 * Why the run is skipped before its inputs are even read, if it is: a pull request from a fork
 * gets no secrets, so an empty api-token is expected there, and only there.
 */
function skippedWithoutToken(run, token) {
    const event = proposalOf(run);
    if (event === undefined || token.trim() !== '')
        return undefined;
    return `Skipped: this ${event} run has no api-token, as when a pull request comes from a fork (GitHub gives such runs no secrets). Nothing was read or written.`;
}
/** The plan for this event, once the inputs are read. */
function planFor(run, dryRun) {
    const event = proposalOf(run);
    if (event === undefined)
        return { kind: 'run' };
    if (dryRun) {
        return {
            kind: 'preview',
            notice: `This ${event} run writes nothing: below is what merging it would upload and pull (dry run).`,
        };
    }
    return {
        kind: 'skip',
        notice: `Skipped: a ${event} run writes nothing (no upload, branch or pull request), so unreviewed strings never reach the service. Set dry-run: true on this event to preview what a merge would upload.`,
    };
}
/**
 * The branch the run is on, as the runner names it: a pull request's base (the merge ref's name,
 * `7/merge`, is no branch), none for a tag (a release), else the ref's own name. The runner sets
 * GITHUB_BASE_REF for `pull_request` and `pull_request_target` only; for a review's events the
 * base is read from the event's payload (GITHUB_EVENT_PATH).
 */
function branchOfRun(env) {
    const event = env['GITHUB_EVENT_NAME'] ?? '';
    if (event.startsWith('pull_request') || (env['GITHUB_REF'] ?? '').startsWith('refs/pull/')) {
        return env['GITHUB_BASE_REF'] || baseOfPayload(env['GITHUB_EVENT_PATH']);
    }
    if (env['GITHUB_REF_TYPE'] === 'tag')
        return undefined;
    return env['GITHUB_REF_NAME'] || undefined;
}
/**
 * The repository's default branch as the event's payload names it (`repository.default_branch`,
 * which GitHub puts in the payload of the events that come from a repository), when it is there
 * and a name git could give a branch.
 */
function defaultBranchOfPayload(env) {
    const payload = payloadOf(env['GITHUB_EVENT_PATH']);
    const named = payload?.repository
        ?.default_branch;
    return branchName(named);
}
/**
 * `pull_request.base.ref` of the event's payload, when it is there and a name git could give a
 * branch (no control character, space or `..`); undefined otherwise.
 */
function baseOfPayload(path) {
    const payload = payloadOf(path);
    return branchName(payload?.pull_request?.base
        ?.ref);
}
/** The event's payload (GITHUB_EVENT_PATH) as JSON; undefined where there is none to read. */
function payloadOf(path) {
    if (path === undefined || path === '')
        return undefined;
    try {
        return JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
    }
    catch {
        return undefined;
    }
}
/** `value` if it is a name git could give a branch; undefined otherwise. */
function branchName(value) {
    return (0,_common_branch_name_js__WEBPACK_IMPORTED_MODULE_1__/* .isBranchName */ .Q)(value) ? value : undefined;
}


/***/ }),

/***/ 7951:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dz: () => (/* binding */ InputError),
  M5: () => (/* binding */ loadSettings)
});

// UNUSED EXPORTS: SHELLS, compilePatterns, readSettings

// EXTERNAL MODULE: ./lib/src/api/index.js + 31 modules
var api = __webpack_require__(3796);
// EXTERNAL MODULE: ./lib/src/layout/files-input.js
var files_input = __webpack_require__(4603);
// EXTERNAL MODULE: ./lib/src/layout/group-pattern.js
var group_pattern = __webpack_require__(2021);
// EXTERNAL MODULE: ./lib/src/layout/spelled-pattern.js
var spelled_pattern = __webpack_require__(29);
// EXTERNAL MODULE: ./lib/src/common/language-map.js
var language_map = __webpack_require__(4485);
// EXTERNAL MODULE: ./lib/src/inputs/patterns.js
var inputs_patterns = __webpack_require__(9327);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./lib/src/common/parsers.js
var parsers = __webpack_require__(7882);
;// CONCATENATED MODULE: ./lib/src/inputs/context.js




/** Where and how the run happens, from the runner's environment (and github-api-url). */
function readContext(r, env) {
    return {
        workspace: env['GITHUB_WORKSPACE'] || process.cwd(),
        repository: env['GITHUB_REPOSITORY'] || undefined,
        githubApiUrl: r.read('github-api-url', (v) => secureUrl(v).replace(/\/+$/, ''), env['GITHUB_API_URL'] || 'https://api.github.com'),
        githubServerUrl: env['GITHUB_SERVER_URL'] || 'https://github.com',
        timeScale: readTimeScale(r, env['L10N_SYNC_TIME_SCALE']),
        maxAnswerBytes: readMaxAnswerBytes(r, env['L10N_SYNC_MAX_ANSWER_BYTES']),
        tempDir: env['RUNNER_TEMP'] || (0,external_node_os_.tmpdir)(),
        proxy: {
            ...optional('httpsProxy', env['HTTPS_PROXY'] ?? env['https_proxy']),
            ...optional('noProxy', env['NO_PROXY'] ?? env['no_proxy']),
        },
    };
}
/** A URL input that carries a token: https, or plain http to loopback only. */
function secureUrl(value) {
    return (0,api/* assertSecureUrl */.be)(value, 'URL').toString();
}
function readTimeScale(r, value) {
    if (value === undefined || value.trim() === '')
        return 1;
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0) {
        r.problems.push(`Invalid L10N_SYNC_TIME_SCALE: expected a number greater than 0, got ${(0,parsers/* quote */.hD)(value)}`);
        return 1;
    }
    return n;
}
/**
 * The most bytes of one answer the client reads, made small by tests so that a small project's
 * string/list goes in several batches; undefined (the client's own limit) unless set. Never
 * above the client's limit: that one keeps an answer from filling the runner's memory.
 */
function readMaxAnswerBytes(r, value) {
    if (value === undefined || value.trim() === '')
        return undefined;
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < 1024 || n > api/* MAX_ANSWER_BYTES */.gB) {
        r.problems.push(`Invalid L10N_SYNC_MAX_ANSWER_BYTES: expected a whole number of bytes from 1024 to ${api/* MAX_ANSWER_BYTES */.gB}, got ${(0,parsers/* quote */.hD)(value)}`);
        return undefined;
    }
    return n;
}
function optional(key, value) {
    return value ? { [key]: value } : {};
}

// EXTERNAL MODULE: ./lib/src/inputs/events.js
var events = __webpack_require__(8529);
;// CONCATENATED MODULE: ./lib/src/inputs/language-values.js

/**
 * What may stand before `=`: a language code as a repository names its files (`de`, `pt-BR`,
 * `zh_Hant`, `es-419`): two or three letters, then subtags. A label such as `size=large` stays a
 * label; `de=x` always means German.
 */
const LANGUAGE_CODE = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/;
/**
 * Reads such a list. `namesOnly`: the values are logins or team slugs, which never hold `=`, so
 * an `=` after anything but a language code is a mistake worth naming; a label may hold one.
 */
function parseLanguageValues(value, namesOnly) {
    const plain = [];
    const byLanguage = new Map();
    for (const entry of (0,parsers/* parseList */.E1)(value)) {
        const equals = entry.indexOf('=');
        const language = equals < 0 ? '' : entry.slice(0, equals).trim();
        if (equals < 0 || (!LANGUAGE_CODE.test(language) && !namesOnly)) {
            plain.push(entry);
            continue;
        }
        const target = entry.slice(equals + 1).trim();
        if (!LANGUAGE_CODE.test(language) || target === '' || target.includes('=')) {
            throw new Error(`${(0,parsers/* quote */.hD)(entry)} is neither a name nor language=name (a language code such as de or pt-BR, then one name)`);
        }
        const key = language.toLowerCase();
        byLanguage.set(key, [...(byLanguage.get(key) ?? []), target]);
    }
    return { plain, byLanguage };
}

;// CONCATENATED MODULE: ./lib/src/inputs/git.js



/** The inputs of the translation commit, its branch and its pull request. */
function readProposalSettings(r, env) {
    const people = {
        labels: languageValues(r, 'pr-labels', false),
        reviewers: languageValues(r, 'pr-reviewers', true),
        teamReviewers: languageValues(r, 'pr-team-reviewers', true),
        assignees: languageValues(r, 'pr-assignees', true),
    };
    return {
        githubToken: r.value('github-token'),
        branch: r.text('branch'),
        // A run on a tag has no branch to propose into: the checkout's branch (none, when detached) decides.
        baseBranch: r.text('base-branch') ?? (0,events/* branchOfRun */.lI)(env),
        defaultBranch: (0,events/* defaultBranchOfPayload */.ny)(env),
        runBranch: (0,events/* branchOfRun */.lI)(env),
        commitMessage: r.text('commit-message') ?? 'Update translations',
        prTitle: r.text('pr-title') ?? 'Update translations',
        prBody: r.text('pr-body'),
        labels: people.labels.plain,
        reviewers: people.reviewers.plain,
        teamReviewers: people.teamReviewers.plain,
        assignees: people.assignees.plain,
        byLanguage: {
            labels: people.labels.byLanguage,
            reviewers: people.reviewers.byLanguage,
            teamReviewers: people.teamReviewers.byLanguage,
            assignees: people.assignees.byLanguage,
        },
        perLanguage: r.bool('pr-per-language', false),
        draft: r.bool('pr-draft', false),
        autoMerge: r.read('pr-auto-merge', (v) => (0,parsers/* parseChoice */.HU)(v, ['merge', 'squash', 'rebase']), undefined),
        userName: r.text('git-user-name') ?? 'github-actions[bot]',
        userEmail: r.text('git-user-email') ?? '41898282+github-actions[bot]@users.noreply.github.com',
        signCommits: r.bool('sign-commits', false),
    };
}
function languageValues(r, name, namesOnly) {
    return r.read(name, (v) => parseLanguageValues(v, namesOnly), {
        plain: [],
        byLanguage: new Map(),
    });
}
/**
 * pr-per-language proposes each language on a branch of its own; with pull-target: workspace
 * nothing is proposed, and the input would silently do nothing.
 */
function checkPerLanguage(r, settings) {
    if (settings.mode === 'push' || settings.mode === 'check')
        return;
    if (settings.git.perLanguage && settings.pull.target === 'workspace') {
        r.problem('pr-per-language', 'pull-target: workspace leaves the files in the checkout, with no branch to split; use pull-target: pull-request or branch');
    }
}

;// CONCATENATED MODULE: ./lib/src/inputs/github.js
/**
 * Checks, with the other inputs, what the run's use of GitHub's API needs, so that a run missing
 * it fails before its first request instead of after the export and download: a pull request and
 * a signed commit need github-token and GITHUB_REPOSITORY. A dry run writes nothing, so it needs
 * no token; given one, it looks up the open pull request, and that needs the repository.
 */
function checkGitHubUse(r, use) {
    if (use.mode === 'push' || use.mode === 'check')
        return;
    const token = use.git.githubToken !== '' || r.refused('github-token');
    const pullRequest = use.pull.target === 'pull-request';
    const signed = use.git.signCommits && use.pull.target !== 'workspace' && !use.dryRun;
    const needToken = [
        ...(pullRequest && !use.dryRun ? ['pull requests'] : []),
        ...(signed ? ['sign-commits'] : []),
    ];
    if (needToken.length > 0 && !token) {
        r.problems.push(`Input required for ${needToken.join(' and ')} and not supplied: github-token`);
    }
    const needRepository = [
        ...(pullRequest && (token || !use.dryRun)
            ? ['open a pull request (or set pull-target: branch)']
            : []),
        ...(signed ? ['make a signed commit (or set sign-commits: false)'] : []),
    ];
    if (needRepository.length > 0 && use.context.repository === undefined) {
        r.problems.push(`GITHUB_REPOSITORY is not set: cannot ${needRepository.join(', nor ')}`);
    }
}

// EXTERNAL MODULE: ./lib/src/translations/file-formats.js
var file_formats = __webpack_require__(1032);
// EXTERNAL MODULE: ./lib/src/api/params.js
var params = __webpack_require__(6591);
// EXTERNAL MODULE: ./lib/src/common/message-of.js
var message_of = __webpack_require__(6819);
;// CONCATENATED MODULE: ./lib/src/inputs/export-options.js




/** First-class export inputs and the parameter each sets. */
const EXPORT_INPUTS = {
    filter: 'filter',
    'include-tags': 'include_tags',
    'exclude-tags': 'exclude_tags',
    'export-empty': 'export_empty',
    'export-sort': 'export_sort',
    'plural-format': 'plural_format',
    'placeholder-format': 'placeholder_format',
    indentation: 'indentation',
    'include-comments': 'include_comments',
};
/** Export parameters the action derives from other inputs; export-params may not set them. */
const DERIVED_EXPORT_PARAMS = {
    id: 'project-id',
    type: 'format',
    langs: 'pull-languages',
    use_original: 'use-original',
    bundle_structure: 'files',
    directory_prefix: 'directory-prefix',
};
/**
 * The first-class export inputs merged with export-params, each checked against the revision's
 * table by the same code that checks a request before it is sent.
 */
function readExportOptions(r, revision, parseMapping) {
    const options = {};
    const check = (inputName, param, value) => {
        try {
            (0,params/* encodeParams */.h)('project/export', revision, { id: 'x', type: 'json', [param]: value });
            options[param] = value;
            warnRecordedValues(r, inputName, param, value);
        }
        catch (error) {
            r.problem(inputName, (0,message_of/* messageOf */.b)(error));
        }
    };
    for (const [name, param] of Object.entries(EXPORT_INPUTS)) {
        const value = r.value(name);
        if (value === '')
            continue;
        try {
            check(name, param, exportValue(param, value));
        }
        catch (error) {
            r.problem(name, (0,message_of/* messageOf */.b)(error));
        }
    }
    const extra = r.value('export-params');
    if (extra === '')
        return options;
    if (!parseMapping)
        throw new Error('export-params is set but no parser was given for it');
    let mapping;
    try {
        mapping = parseMapping(extra);
    }
    catch (error) {
        r.problem('export-params', `not JSON or YAML (${(0,message_of/* messageOf */.b)(error).split('\n')[0]})`);
        return options;
    }
    if (typeof mapping !== 'object' || mapping === null || Array.isArray(mapping)) {
        r.problem('export-params', 'expected a mapping of parameter names to values');
        return options;
    }
    const unlisted = {};
    for (const [given, raw] of Object.entries(mapping)) {
        // 1.0.9.2 calls include_tags `tags`; either spelling means the same parameter.
        const param = given === 'tags' ? 'include_tags' : given;
        if (!isListed(param)) {
            unlisted[given] = unlistedText(raw);
            r.warn('export-params', `${(0,parsers/* quote */.hD)(given)} is not a parameter the interface lists; sent as given (the service may ignore or refuse it)`);
            continue;
        }
        const derivedFrom = DERIVED_EXPORT_PARAMS[param];
        if (derivedFrom) {
            r.problem('export-params', `${(0,parsers/* quote */.hD)(given)} is set by the ${derivedFrom} input; use that instead`);
            continue;
        }
        try {
            check('export-params', param, exportValue(param, raw));
        }
        catch (error) {
            r.problem('export-params', (0,message_of/* messageOf */.b)(error));
        }
    }
    if (Object.keys(unlisted).length > 0)
        check('export-params', 'unlisted', unlisted);
    return options;
}
const EXPORT_PARAMS = api/* ENDPOINTS */.Hr['project/export'].params;
/** Whether the interface lists the export parameter (on either revision). */
function isListed(param) {
    return param !== 'unlisted' && EXPORT_PARAMS[param] !== undefined;
}
/** A value of an unlisted parameter as the wire takes it: a text, a flag as 0/1, a list as JSON. */
function unlistedText(raw) {
    if (typeof raw === 'string')
        return raw;
    if (typeof raw === 'boolean')
        return raw ? '1' : '0';
    if (typeof raw === 'number')
        return String(raw);
    return JSON.stringify(raw ?? '');
}
/** A warning for each value outside the interface's list that the real service took. */
function warnRecordedValues(r, inputName, param, value) {
    const spec = EXPORT_PARAMS[param];
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
        if (spec?.recordedValues?.includes(String(item))) {
            r.warn(inputName, `${(0,parsers/* quote */.hD)(String(item))} is not among the interface's values of ${param} (${spec.values?.join(', ')}); sent as given, as the real service took it`);
        }
    }
}
/** Converts an input's text or a mapping's value to the client's type for the parameter. */
function exportValue(param, raw) {
    const spec = api/* ENDPOINTS */.Hr['project/export'].params[param];
    if (!spec)
        return raw;
    switch (spec.type) {
        case 'flag':
            if (raw === 1 || raw === '1' || raw === true)
                return true;
            if (raw === 0 || raw === '0' || raw === false)
                return false;
            if (typeof raw === 'string')
                return (0,parsers/* parseBoolean */.yG)(raw);
            throw new Error(`'${param}' expects true/false or 0/1`);
        case 'jsonArray':
            if (Array.isArray(raw))
                return raw.map(String);
            if (typeof raw === 'string')
                return (0,parsers/* parseList */.E1)(raw);
            throw new Error(`'${param}' expects a list`);
        default:
            return typeof raw === 'number' ? String(raw) : raw;
    }
}

;// CONCATENATED MODULE: ./lib/src/inputs/languages.js

/** `push-languages` or `pull-languages`: a keyword, `all`, or a list of language codes. */
function languageChoice(value, keyword) {
    if (value === keyword || value === 'all')
        return { kind: value };
    const codes = (0,parsers/* parseList */.E1)(value);
    const bad = codes.find((c) => !/^[A-Za-z0-9][A-Za-z0-9_@-]*$/.test(c));
    if (bad !== undefined) {
        throw new Error(`expected ${keyword}, all, or a list of language codes; ${(0,parsers/* quote */.hD)(bad)} is not a code`);
    }
    return { kind: 'list', codes };
}

;// CONCATENATED MODULE: ./lib/src/inputs/settings.js
/** The settings of one run: every input and the runner's environment, read and checked once. */
/** The shells `post-pull-shell` names; empty means the platform's, as a `run:` step has it. */
const SHELLS = ['bash', 'sh', 'pwsh', 'powershell', 'cmd'];
const QA_MODES = ['report', 'fail', 'off'];

;// CONCATENATED MODULE: ./lib/src/inputs/pull.js






/** The pull's inputs. */
function readPullSettings(r, context, parseMapping) {
    const { revision, patterns, pulls } = context;
    const useOriginal = r.bool('use-original', false);
    const directoryPrefix = r.onlyWhereAvailable('directory-prefix', revision, 'project/export', 'directory_prefix')
        ? r.text('directory-prefix')
        : undefined;
    if (directoryPrefix !== undefined && !useOriginal) {
        r.problem('directory-prefix', 'it applies only with use-original: true');
    }
    const formats = pulls ? pullFormats(r, patterns, revision, useOriginal) : [];
    // On 1.0.9.3 such files are exported by source (pull/export-by-source.ts); 1.0.9.2's one
    // export of every key is split among them (pull/export-split-1092.ts).
    // Patterns of a format the revision does not export come down by key (pull/by-key-bundle.ts).
    const exported = patterns.filter((_, index) => exportedOn(formats[index], revision));
    if (pulls && !useOriginal && revision === '1.0.9.2') {
        const types = formats.filter((type) => exportedOn(type, revision));
        for (const problem of problemsOn1092(exported, types))
            r.problem('files', problem);
    }
    if (pulls &&
        exported.length > 0 &&
        revision === '1.0.9.2' &&
        context.downloadUrl === undefined &&
        !r.refused('download-url')) {
        r.problems.push('Input required for pulls on revision 1.0.9.2 and not supplied: download-url');
    }
    const exportOptions = readExportOptions(r, revision, parseMapping);
    // The real service's export answer has no full_file when it is given a webhook_url (as public
    // clients recorded it): the bundle can then be found only below download-url.
    if (pulls &&
        revision === '1.0.9.3' &&
        exportOptions['webhook_url'] !== undefined &&
        context.downloadUrl === undefined &&
        !r.refused('download-url')) {
        r.problems.push('Input required for pulls with a webhook_url in export-params and not supplied: download-url (the export answer then has no full_file)');
    }
    return {
        languages: r.read('pull-languages', (v) => languageChoice(v, 'translations'), {
            kind: 'translations',
        }),
        format: formats[0] ?? '',
        formats,
        useOriginal,
        directoryPrefix,
        exportOptions,
        postPullCommand: r.text('post-pull-command'),
        postPullShell: r.read('post-pull-shell', (v) => (0,parsers/* parseChoice */.HU)(v, SHELLS), undefined),
        minCompletion: r.read('min-completion', (v) => (0,parsers/* parseNumberIn */.ef)(v, 0, 100, 'a percentage'), 0),
        qa: r.choice('qa', QA_MODES, 'report'),
        target: r.choice('pull-target', ['pull-request', 'branch', 'workspace'], 'pull-request'),
    };
}
/**
 * Why 1.0.9.2's export cannot serve `files`: it has one bundle_structure and no filter_filenames,
 * so a layout of several source files (several patterns, wildcards) is one export of every key,
 * each key placed by the base files that hold it (pull/export-split-1092.ts). That needs one
 * export type, read key by key.
 */
function problemsOn1092(patterns, formats) {
    if (patterns.length < 2 && patterns.every(inputs_patterns/* namesOneSource */.Ar))
        return [];
    const distinct = [...new Set(formats)];
    if (distinct.length > 1) {
        return [
            `the patterns need ${distinct.join(' and ')}, which a pull on 1.0.9.2 cannot export apart: its one export of a format holds every key of the project; use one format, or revision 1.0.9.3`,
        ];
    }
    const known = file_formats/* FILE_FORMATS */.GM.find((f) => f.exportType === distinct[0]);
    if (known !== undefined && known.model === undefined) {
        return [
            `a pull of several files per language on 1.0.9.2 places each key of its one export by the base files, and ${known.exportType} files are not read key by key; name one file per language, or use revision 1.0.9.3`,
        ];
    }
    return [];
}
/** Whether the revision exports files of an export type (an unknown one is said elsewhere). */
function exportedOn(type, revision) {
    const row = file_formats/* FILE_FORMATS */.GM.find((f) => f.exportType === type);
    return row === undefined || row.model === undefined || row.revisions.includes(revision);
}
/** How an error names the formats the action reads: key by key, then by their lines. */
function knownFormats() {
    const keyed = file_formats/* FILE_FORMATS */.GM.filter((f) => f.model !== undefined);
    const lined = file_formats/* FILE_FORMATS */.GM.filter((f) => f.model === undefined);
    const names = (formats) => formats.map((f) => f.exportType).join(', ');
    return `${names(keyed)} key by key, ${names(lined)} by their lines`;
}
/**
 * A format the action has no reader for is an input problem, in every mode, before the first
 * request: the `format` input or a group's, and (a push, whose pull would say it otherwise) a
 * pattern's extension. Such a file would go up to fail at its import (4046), or be pulled with
 * nothing to compare it by.
 */
function checkKnownFormats(r, patterns, pushOnly) {
    const exportTypes = new Set(file_formats/* FILE_FORMATS */.GM.map((f) => f.exportType));
    const given = r.value('format');
    if (given !== '' && !exportTypes.has(given)) {
        r.problem('format', `${(0,parsers/* quote */.hD)(given)} is no format the action reads (it reads ${knownFormats()})`);
    }
    for (const pattern of patterns) {
        const own = groupFormat(pattern);
        if (own !== undefined && !exportTypes.has(own)) {
            r.problem('files', `a group's format ${(0,parsers/* quote */.hD)(own)} is no format the action reads (it reads ${knownFormats()})`);
            continue;
        }
        const extension = extensionOf(namedPath(pattern));
        if (!pushOnly || own !== undefined || given !== '' || extension === '')
            continue;
        if ((0,file_formats/* fileFormatOf */.P9)(namedPath(pattern)) === undefined) {
            r.problem('files', `${(0,parsers/* quote */.hD)(pattern.source)} names .${extension} files, a format the action does not read (it reads ${knownFormats()})`);
        }
    }
}
/** A file group's own `format`, if it names one. */
function groupFormat(pattern) {
    return pattern.group?.format;
}
/**
 * The path whose extension tells a pattern's format: a group's translation, or its source where
 * the translation ends in a file placeholder (`%ORIGINAL_FILE_NAME%`).
 */
function namedPath(pattern) {
    if (pattern.group === undefined || extensionOf(pattern.source) !== '')
        return pattern.source;
    return pattern.group.source ?? pattern.source;
}
function extensionOf(path) {
    return /\.([^./%]+)$/.exec(path)?.[1]?.toLowerCase() ?? '';
}
/**
 * The export type of each pattern: its group's `format`, else the `format` input, else its
 * extension's. Several types are one export each, by source: 1.0.9.3 only, without use-original.
 */
function pullFormats(r, patterns, revision, useOriginal) {
    const given = r.value('format');
    const formats = patterns.map((p) => groupFormat(p) ?? (given || (0,file_formats/* fileFormatOf */.P9)(namedPath(p))?.exportType));
    const underived = patterns.filter((_, index) => formats[index] === undefined);
    if (underived.length > 0) {
        r.problem('format', `it cannot be derived from the files patterns (${describeExtensions(underived)}); set format, or use one of .${file_formats/* FILE_FORMATS */.GM.flatMap((f) => f.extensions).join(', .')}`);
        return [];
    }
    const known = formats;
    const distinct = [...new Set(known)];
    // On 1.0.9.2 several formats are a files problem already (readPullSettings).
    if (distinct.length > 1 && useOriginal) {
        r.problem('format', `the files patterns need ${distinct.join(' and ')}, one export each, which use-original cannot make (it exports once); set format, or leave use-original off`);
    }
    // A format the action does not read is said once, by checkKnownFormats; one it reads key by
    // key and the revision does not export comes down by key (pull/by-key-bundle.ts).
    const exported = file_formats/* FILE_FORMATS */.GM.filter((f) => f.revisions.includes(revision));
    for (const format of distinct) {
        const row = file_formats/* FILE_FORMATS */.GM.find((f) => f.exportType === format);
        if (row === undefined || row.model !== undefined || row.revisions.includes(revision))
            continue;
        r.problem('format', `${(0,parsers/* quote */.hD)(format)} is not an export type of revision ${revision} (${exported.map((f) => f.exportType).join(', ')})`);
    }
    return known;
}
/** The extensions of the patterns, for an error saying why no format follows from them. */
function describeExtensions(patterns) {
    const extensions = [
        ...new Set(patterns.map((p) => /\.([^./]+)$/.exec(p.source)?.[1] ?? '(none)')),
    ];
    return extensions.length > 1
        ? `they end in ${extensions.join(', ')}`
        : `no format is known for ${extensions[0] ?? '(none)'}`;
}

// EXTERNAL MODULE: ./lib/src/inputs/require-completion.js
var require_completion = __webpack_require__(712);
;// CONCATENATED MODULE: ./lib/src/inputs/reader.js



/**
 * Inputs that may span lines: lists (one item a line), scripts and texts. Every other input is
 * one line, and a control character in it is refused.
 */
const MULTI_LINE_INPUTS = new Set([
    'files',
    'language-map',
    'push-languages',
    'pull-languages',
    'tags',
    'screenshots',
    'filter',
    'include-tags',
    'exclude-tags',
    'export-params',
    'require-completion',
    'post-pull-command',
    'commit-message',
    'pr-body',
    'pr-labels',
    'pr-reviewers',
    'pr-team-reviewers',
    'pr-assignees',
]);
/**
 * Reads inputs and collects every problem, so a run reports all bad inputs at once, one line
 * each. A value with a control character is refused once and then reads as empty, so nothing
 * quotes it and it is not also reported as missing.
 */
class InputReader {
    problems = [];
    /** What is let through but worth a line in the log: a parameter outside the interface. */
    warnings = [];
    #source;
    #values = new Map();
    #refused = new Set();
    constructor(source) {
        this.#source = source;
    }
    /** The input's value, trimmed; empty when not given or refused. */
    value(name) {
        const known = this.#values.get(name);
        if (known !== undefined)
            return known;
        let value = this.#source(name).trim();
        const problem = (0,parsers/* controlCharacterProblem */.wB)(value, MULTI_LINE_INPUTS.has(name));
        if (problem !== undefined) {
            this.problem(name, problem);
            this.#refused.add(name);
            value = '';
        }
        this.#values.set(name, value);
        return value;
    }
    /** Records a problem with an input, as the line the user sees. */
    problem(name, message) {
        this.problems.push(`Invalid ${name}: ${message}`);
        this.#refused.add(name);
    }
    /** Records a warning about an input, as the line the user sees. */
    warn(name, message) {
        this.warnings.push(`${name}: ${message}`);
    }
    /** Whether the input was given and refused: it is then not also missing. */
    refused(name) {
        return this.#refused.has(name);
    }
    /** Reports the input as missing when it is empty (and was not refused already). */
    require(name) {
        if (this.value(name) === '' && !this.#refused.has(name)) {
            this.problems.push(`Input required and not supplied: ${name}`);
        }
    }
    required(name) {
        this.require(name);
        return this.value(name);
    }
    /** The value, or undefined when empty. */
    text(name) {
        return this.value(name) || undefined;
    }
    /** The value parsed; `fallback` when empty, or when it does not parse (the problem is kept). */
    read(name, parse, fallback) {
        const value = this.value(name);
        if (value === '')
            return fallback;
        try {
            return parse(value);
        }
        catch (error) {
            this.problem(name, (0,message_of/* messageOf */.b)(error));
            return fallback;
        }
    }
    bool(name, fallback) {
        return this.read(name, parsers/* parseBoolean */.yG, fallback);
    }
    list(name) {
        return this.read(name, parsers/* parseList */.E1, []);
    }
    choice(name, choices, fallback) {
        return this.read(name, (v) => (0,parsers/* parseChoice */.HU)(v, choices), fallback);
    }
    /**
     * Whether what the input sets (an endpoint's parameter, or the endpoint itself) exists on the
     * revision, as the interface table says. Set on a revision that lacks it, the input is a
     * problem: the user asked for something that would not be done.
     */
    onlyWhereAvailable(name, revision, endpoint, param) {
        if (availableOn(revision, endpoint, param))
            return true;
        if (this.value(name) !== '') {
            this.problem(name, `revision ${revision} does not have this option; remove it`);
        }
        return false;
    }
}
/** Whether an endpoint, or one of its parameters, exists on the revision (the interface table). */
function availableOn(revision, endpoint, param) {
    const spec = api/* ENDPOINTS */.Hr[endpoint];
    const revisions = param === undefined
        ? spec.revisions
        : spec.params[param]?.revisions;
    return !revisions || revisions.includes(revision);
}

;// CONCATENATED MODULE: ./lib/src/inputs/push.js


/**
 * The import options as inputs, with the action's defaults; each sets the service parameter of
 * its name in snake case, and the interface table says which revisions have it.
 */
const IMPORT_OPTIONS = {
    replace: true,
    'fill-empty': false,
    distinguish: true,
    'use-trans-mem': false,
    hidden: false,
    'convert-placeholders': true,
    'icu-plurals': false,
    'replace-breaks': false,
    'cleanup-mode': false,
};
/** The push's inputs. */
function readPushSettings(r, revision) {
    const importOptions = {};
    for (const [name, fallback] of Object.entries(IMPORT_OPTIONS)) {
        const param = name.replace(/-/g, '_');
        if (r.onlyWhereAvailable(name, revision, 'project/import', param)) {
            importOptions[param] = r.bool(name, fallback);
        }
    }
    const importFilename = r.choice('import-filename', ['path', 'none'], 'path');
    const screenshots = r.onlyWhereAvailable('screenshots', revision, 'project/screenshot')
        ? r.list('screenshots')
        : [];
    return {
        languages: r.read('push-languages', (v) => languageChoice(v, 'base'), { kind: 'base' }),
        scope: r.choice('push-scope', ['changed', 'all'], 'changed'),
        importOptions,
        tags: r.list('tags'),
        // `path` is the default, so it is silently not sent where the revision has no `filename`.
        sendFilename: importFilename === 'path' && availableOn(revision, 'project/import', 'filename'),
        snapshotBeforePush: r.bool('snapshot-before-push', false),
        addMissingLanguages: r.bool('add-missing-languages', false),
        screenshots,
        screenshotAutotag: r.bool('screenshot-autotag', true),
    };
}

// EXTERNAL MODULE: ./lib/src/inputs/prune.js
var prune = __webpack_require__(2698);
;// CONCATENATED MODULE: ./lib/src/inputs/index.js
















/** Every bad input at once, one line each. */
class InputError extends Error {
    problems;
    constructor(problems) {
        super(problems.join('\n'));
        this.name = 'InputError';
        this.problems = problems;
    }
}
/** Seconds one HTTP request may take: up to an hour (a bundle may be large, a proxy slow). */
const HTTP_TIMEOUT_RANGE = [0.1, 3600];
/** Retries of one call: past 20, a run would wait for hours on a service that is down. */
const MAX_RETRIES_LIMIT = 20;
/**
 * Reads every input and the runner's environment into one Settings, or throws an InputError
 * listing each bad input with what was expected. Nothing is sent anywhere before this passes.
 */
async function loadSettings(input, env) {
    // The YAML parser is a tenth of the bundle's code and most runs leave export-params empty:
    // loading it only when needed keeps it out of every other run's start-up.
    const parse = input('export-params').trim() === '' ? undefined : (await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 8815, 19))).parse;
    return readSettings(input, env, parse);
}
/** `require-completion`: in a mode that reads the translations (the push alone does not). */
function readRequiredCompletion(r, mode, languageMap) {
    const required = r.read('require-completion', (v) => (0,require_completion/* parseRequiredCompletion */.H)(v, languageMap), undefined);
    if (required !== undefined && mode === 'push') {
        r.problem('require-completion', 'mode: push reads no translation progress; use mode: sync, pull or check');
    }
    return required;
}
/** `branch-keys`: `tag` needs 1.0.9.3, whose string/set and string/list take tags. */
function readBranchKeys(r, revision) {
    const keys = r.choice('branch-keys', ['hold', 'tag'], 'hold');
    if (keys === 'tag' && revision === '1.0.9.2') {
        r.problem('branch-keys', 'tag needs revision 1.0.9.3 (its string/set and string/list take tags); use hold on 1.0.9.2');
    }
    return keys;
}
/** As loadSettings, with the parser for export-params given (needed only when it is set). */
function readSettings(input, env, parseMapping) {
    const r = new InputReader(input);
    const token = r.required('api-token');
    const projectId = r.required('project-id');
    const revision = r.choice('revision', api/* REVISIONS */.NY, '1.0.9.3');
    const apiUrl = r.read('api-url', (v) => secureUrl(v).replace(/\/+$/, ''), '');
    r.require('api-url');
    const downloadUrl = r.read('download-url', secureUrl, undefined);
    const mode = r.choice('mode', ['push', 'pull', 'sync', 'check'], 'sync');
    // Read before files: a file group spells languages through it.
    const languageMap = r.read('language-map', (v) => (0,language_map/* parseLanguageMap */.S)((0,parsers/* parseList */.E1)(v)), (0,language_map/* parseLanguageMap */.S)([]));
    const patterns = r.read('files', (v) => compilePatterns(v, languageMap), []);
    r.require('files');
    checkKnownFormats(r, patterns, mode === 'push');
    const push = readPushSettings(r, revision);
    const pull = readPullSettings(r, { revision, patterns, pulls: mode === 'pull' || mode === 'sync', downloadUrl }, parseMapping);
    const settings = {
        token,
        projectId,
        apiUrl,
        revision,
        downloadUrl,
        mode,
        patterns,
        languageMap,
        baseLanguage: r.text('base-language'),
        dryRun: r.bool('dry-run', false),
        // Whole milliseconds: timers take no fractions (1.1 s is 1100.0000000000002 ms in floating point).
        httpTimeoutMs: Math.round(r.read('http-timeout', (v) => (0,parsers/* parseNumberIn */.ef)(v, ...HTTP_TIMEOUT_RANGE, 'seconds'), 120) * 1000),
        maxRetries: r.read('max-retries', (v) => (0,parsers/* parseCount */.zq)(v, MAX_RETRIES_LIMIT), 5),
        push,
        pull,
        git: readProposalSettings(r, env),
        prune: (0,prune/* readPruneSettings */.yb)(r),
        context: readContext(r, env),
        inputWarnings: r.warnings,
        branchKeys: readBranchKeys(r, revision),
        failOn: r.choice('fail-on', ['none', 'missing-keys', 'missing-translations'], 'none'),
        requireCompletion: readRequiredCompletion(r, mode, languageMap),
    };
    checkGitHubUse(r, settings);
    checkPerLanguage(r, settings);
    // Removed keys are found by the push, against the sync ref it moves.
    if (settings.mode === 'pull' && settings.prune.stage !== 'report') {
        r.problem('prune', 'keys removed from the repository are retired and removed by the push; use mode: push or sync');
    }
    if (r.problems.length > 0)
        throw new InputError(r.problems);
    return settings;
}
/**
 * `files`: patterns (one a line, or comma-separated) or a YAML list of patterns and file groups
 * (layout/files-input.ts), `!glob` items leaving files out of every one.
 */
function compilePatterns(value, languageMap) {
    if ((0,parsers/* parseList */.E1)(value).length === 0)
        throw new Error('expected at least one pattern');
    const input = (0,files_input/* parseFilesInput */.D)(value);
    const patterns = input.groups.map((spec) => spec.source === undefined
        ? (0,spelled_pattern/* compileOneLine */.E)(spec.translation, languageMap)
        : (0,group_pattern/* groupPattern */.I)(spec, languageMap));
    return (0,inputs_patterns/* withExcludes */.CB)(patterns, input.excludes);
}


/***/ }),

/***/ 9327:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ar: () => (/* reexport safe */ _layout_file_pattern_js__WEBPACK_IMPORTED_MODULE_0__.Ar),
/* harmony export */   CB: () => (/* reexport safe */ _layout_file_pattern_js__WEBPACK_IMPORTED_MODULE_0__.CB),
/* harmony export */   x3: () => (/* reexport safe */ _layout_file_pattern_js__WEBPACK_IMPORTED_MODULE_0__.x3)
/* harmony export */ });
/* harmony import */ var _layout_file_pattern_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8880);
/* harmony import */ var _layout_lang_iso_pattern_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(306);
/**
 * The `files` patterns as the inputs read them. What a pattern is and how it reads paths live in
 * the layout (src/layout/): this module names them for the inputs and their callers.
 */




/***/ }),

/***/ 2698:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cv: () => (/* binding */ capFor),
/* harmony export */   yA: () => (/* binding */ capText),
/* harmony export */   yb: () => (/* binding */ readPruneSettings)
/* harmony export */ });
/* unused harmony exports parseDuration, parseRemovalCap */
/* harmony import */ var _common_parsers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7882);

const DAY_MS = 24 * 60 * 60 * 1000;
const UNIT_MS = {
    w: 7 * DAY_MS,
    d: DAY_MS,
    h: 60 * 60 * 1000,
    m: 60 * 1000,
};
/** Beyond ten years a duration is a typo, not a plan. */
const LONGEST_MS = 3650 * DAY_MS;
/** The prune inputs, with their defaults: report only, 14 days, at most 10 % of the keys. */
function readPruneSettings(r) {
    return {
        stage: r.choice('prune', ['report', 'retire', 'remove'], 'report'),
        afterMs: r.read('prune-after', parseDuration, 14 * DAY_MS),
        cap: r.read('prune-max', parseRemovalCap, { kind: 'share', percent: 10 }),
        tag: r.read('prune-tag', parseTag, 'l10n-sync-retired'),
    };
}
/** `14d`, `2w`, `36h`, `90m`, or `0`: a whole number and its unit. */
function parseDuration(value) {
    const match = /^(\d+)\s*([wdhm])?$/.exec(value.trim());
    const amount = Number(match?.[1]);
    const unit = match?.[2];
    if (match === null || (unit === undefined && amount !== 0)) {
        throw new Error(`expected a duration such as 14d, 2w, 36h or 0, got ${(0,_common_parsers_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(value)}`);
    }
    const ms = amount * (unit === undefined ? 0 : (UNIT_MS[unit] ?? 0));
    if (ms > LONGEST_MS)
        throw new Error(`expected at most 3650d, got ${(0,_common_parsers_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(value)}`);
    return ms;
}
/** `10%` (of the project's keys, 0.1 to 100) or a number of keys such as `250`. */
function parseRemovalCap(value) {
    const text = value.trim();
    const share = /^(\d+(?:\.\d+)?)\s*%$/.exec(text);
    if (share) {
        const percent = Number(share[1]);
        if (percent > 0 && percent <= 100)
            return { kind: 'share', percent };
    }
    else if (/^\d+$/.test(text) && Number(text) > 0 && Number.isSafeInteger(Number(text))) {
        return { kind: 'keys', count: Number(text) };
    }
    throw new Error(`expected a share of the keys such as 10% or a number of keys, got ${(0,_common_parsers_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(value)}`);
}
/** A tag as the service shows it: one line of printable text, at most 100 characters. */
function parseTag(value) {
    const tag = value.trim();
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    if (tag === '' || tag.length > 100 || /[\u0000-\u001f\u007f]/.test(tag)) {
        throw new Error(`expected one line of at most 100 characters, got ${(0,_common_parsers_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(value)}`);
    }
    return tag;
}
/** The cap as a number of keys, for a project of `projectKeys` keys (never below one key). */
function capFor(cap, projectKeys) {
    if (cap.kind === 'keys')
        return cap.count;
    return Math.max(1, Math.floor((projectKeys * cap.percent) / 100));
}
/** The cap as a person reads it. */
function capText(cap) {
    return cap.kind === 'keys' ? `${cap.count} keys` : `${cap.percent}% of the project's keys`;
}


/***/ }),

/***/ 712:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ parseRequiredCompletion),
/* harmony export */   V: () => (/* binding */ requiredOf)
/* harmony export */ });
/* harmony import */ var _common_parsers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7882);

/** Parses the input's text; throws a one-line reason for the first entry that does not parse. */
function parseRequiredCompletion(text, languageMap) {
    const byLanguage = new Map();
    let otherwise;
    for (const entry of (0,_common_parsers_js__WEBPACK_IMPORTED_MODULE_0__/* .parseList */ .E1)(text)) {
        const match = /^([^=\s]+)\s*=\s*(\d{1,3}(?:\.\d+)?)\s*%?$/.exec(entry);
        const figure = match === null ? Number.NaN : Number(match[2]);
        if (match === null || !(figure >= 0 && figure <= 100)) {
            throw new Error(`${(0,_common_parsers_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(entry)} is not language=percent (0 to 100), as in 'de=100, fr=90, *=80'`);
        }
        const language = match[1];
        if (language === '*') {
            if (otherwise !== undefined)
                throw new Error(`'*' is given twice`);
            otherwise = figure;
            continue;
        }
        const code = languageMap.toService(language);
        if (byLanguage.has(code))
            throw new Error(`${(0,_common_parsers_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(language)} is given twice`);
        byLanguage.set(code, figure);
    }
    return { byLanguage, otherwise };
}
/** The figure `language` must reach, if any. */
function requiredOf(required, language) {
    return required.byLanguage.get(language) ?? required.otherwise;
}


/***/ }),

/***/ 2671:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ holdsEveryLanguage),
/* harmony export */   e: () => (/* binding */ cataloguePattern)
/* harmony export */ });
/* harmony import */ var _translations_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1904);
/* harmony import */ var _file_pattern_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8880);
/* harmony import */ var _pattern_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(356);



/**
 * A file of a format that holds every language (an Xcode String Catalog,
 * `App/Localizable.xcstrings`), named as it is, with no language placeholder: each file it
 * matches is a source (`BASE_LANGUAGE`), and every language's file of it is the file itself, read
 * through the view of that language (file-formats.ts `everyLanguage`).
 */
function holdsEveryLanguage(text) {
    return (0,_translations_index_js__WEBPACK_IMPORTED_MODULE_0__/* .fileFormatOf */ .P9)(text.trim())?.everyLanguage !== undefined;
}
function cataloguePattern(text) {
    const pattern = (0,_pattern_js__WEBPACK_IMPORTED_MODULE_1__/* .compilePattern */ .Eb)(text);
    const matches = (path) => pattern.spellingsIn(path) !== undefined;
    return {
        source: text,
        kind: 'catalogue',
        hasWildcards: pattern.hasWildcards,
        languageOf: (path) => (matches(path) ? _file_pattern_js__WEBPACK_IMPORTED_MODULE_2__/* .BASE_LANGUAGE */ .fY : undefined),
        spellingIn: () => undefined,
        sourceOf: (path) => (matches(path) ? path : undefined),
        pathFor() {
            if (pattern.hasWildcards)
                throw new Error(`'${text}' has wildcards: it names no single file`);
            return text.trim().replace(/^\.\//, '');
        },
        withLanguage: (path) => path,
    };
}


/***/ }),

/***/ 8880:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ar: () => (/* binding */ namesOneSource),
/* harmony export */   CB: () => (/* binding */ withExcludes),
/* harmony export */   fY: () => (/* binding */ BASE_LANGUAGE),
/* harmony export */   x3: () => (/* binding */ LANG_PLACEHOLDER)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4006);

/**
 * What `languageOf` gives for a group's source: the base language, whatever the project calls
 * it (the caller knows: files/translation-files.ts). A source needs no code in its path
 * (Android's `values/`).
 */
const BASE_LANGUAGE = '%BASE%';
/** The placeholder of today's one-line form: the service's code, after language-map. */
const LANG_PLACEHOLDER = '%LANG_ISO%';
/** The patterns with the paths `excludes` (globs, the `!glob` items of files) matching none. */
function withExcludes(patterns, excludes) {
    if (excludes.length === 0)
        return [...patterns];
    const excluded = picomatch__WEBPACK_IMPORTED_MODULE_0__([...excludes], { dot: true });
    return patterns.map((pattern) => ({
        ...pattern,
        languageOf: (path) => (excluded(path) ? undefined : pattern.languageOf(path)),
        excluded,
    }));
}
/** Whether a pattern's source is one file: no wildcards in it (or in a group's `source`). */
function namesOneSource(pattern) {
    if (pattern.kind !== 'group')
        return !pattern.hasWildcards;
    return !picomatch__WEBPACK_IMPORTED_MODULE_0__.scan(pattern.group?.source ?? '*').isGlob;
}


/***/ }),

/***/ 4603:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ parseFilesInput),
/* harmony export */   G: () => (/* binding */ patternItem)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _common_parsers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7882);


const GROUP_KEYS = ['source', 'translation', 'ignore', 'language-map', 'template', 'format'];
/**
 * Reads `files`: one pattern a line (or separated by commas, as before), or, when its first
 * non-blank line starts with `- `, a YAML list of patterns and groups. A `!glob` item leaves
 * files out (quoted in YAML, where `!` starts a tag). Throws one line naming what is wrong.
 */
function parseFilesInput(value) {
    const firstLine = value.split('\n').find((line) => line.trim() !== '') ?? '';
    const items = firstLine.trimStart().startsWith('- ')
        ? yamlItems(value)
        : (0,_common_parsers_js__WEBPACK_IMPORTED_MODULE_1__/* .parseList */ .E1)(value);
    const groups = [];
    const excludes = [];
    for (const [index, item] of items.entries()) {
        if (typeof item === 'string') {
            if (item.startsWith('!'))
                excludes.push(item.slice(1).trim());
            else
                groups.push(patternItem(item));
        }
        else {
            groups.push(groupItem(item, index + 1));
        }
    }
    if (groups.length === 0)
        throw new Error('expected at least one pattern or file group');
    return { groups, excludes };
}
function yamlItems(value) {
    let parsed;
    try {
        parsed = (0,yaml__WEBPACK_IMPORTED_MODULE_0__.parse)(value);
    }
    catch (error) {
        const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
        throw new Error(`is not a YAML list: ${reason}`, { cause: error });
    }
    if (!Array.isArray(parsed))
        throw new Error('is not a YAML list');
    return parsed;
}
/** A one-line pattern as a group: its source is the pattern filled with the base language. */
function patternItem(text) {
    return {
        source: undefined,
        translation: text.trim(),
        ignore: [],
        languageMap: [],
        template: false,
        format: undefined,
    };
}
function groupItem(item, position) {
    const where = `item ${position}`;
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
        throw new Error(`${where} is neither a pattern nor a group with source and translation`);
    }
    const group = item;
    const unknown = Object.keys(group).filter((key) => !GROUP_KEYS.includes(key));
    if (unknown.length > 0) {
        throw new Error(`${where} has ${unknown.map((k) => `'${k}'`).join(', ')}; a group takes ${GROUP_KEYS.join(', ')}`);
    }
    const text = (key) => {
        const value = group[key];
        if (value === undefined || value === null)
            return undefined;
        if (typeof value !== 'string' || value.trim() === '') {
            throw new Error(`${where}: ${key} must be a path`);
        }
        return value.trim();
    };
    const list = (key) => {
        const value = group[key];
        if (value === undefined || value === null)
            return [];
        if (typeof value === 'string')
            return (0,_common_parsers_js__WEBPACK_IMPORTED_MODULE_1__/* .parseList */ .E1)(value);
        if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
            return value.map((v) => v.trim()).filter((v) => v !== '');
        }
        throw new Error(`${where}: ${key} must be a list of text`);
    };
    const source = text('source');
    const translation = text('translation');
    if (source === undefined || translation === undefined) {
        throw new Error(`${where} needs both source and translation`);
    }
    const template = group['template'];
    if (template !== undefined && typeof template !== 'boolean') {
        throw new Error(`${where}: template must be true or false`);
    }
    return {
        source,
        translation,
        ignore: list('ignore'),
        languageMap: list('language-map'),
        template: template ?? source.endsWith('.pot'),
        format: text('format'),
    };
}


/***/ }),

/***/ 2021:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ groupPattern),
/* harmony export */   f: () => (/* reexport safe */ _file_pattern_js__WEBPACK_IMPORTED_MODULE_3__.fY)
/* harmony export */ });
/* harmony import */ var _file_pattern_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8880);
/* harmony import */ var _language_spellings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4605);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(731);
/* harmony import */ var _pattern_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(356);
/* harmony import */ var _source_folders_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1516);






/**
 * A group (`source` the base language's files, `translation` a file per source and language) as
 * a pattern: a path is a source (`BASE_LANGUAGE`), or a translation file whose placeholders all
 * spell one language and whose file placeholders name a source the group has. `languageMap` is
 * the input's; the group's own pairs come first.
 */
function groupPattern(spec, languageMap) {
    const sourceText = spec.source ?? '';
    const layout = (0,_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .compileLayout */ .a)({ groups: [spec], excludes: [] }, languageMap.pairs.map(([local, service]) => `${local}=${service}`));
    const [group] = layout.groups;
    const translation = (0,_pattern_js__WEBPACK_IMPORTED_MODULE_2__/* .compilePattern */ .Eb)(spec.translation, { translation: true });
    const shape = (0,_source_folders_js__WEBPACK_IMPORTED_MODULE_4__/* .shapeOf */ .F5)(sourceText);
    const sourceHasWildcards = (0,_pattern_js__WEBPACK_IMPORTED_MODULE_2__/* .compilePattern */ .Eb)(sourceText).hasWildcards;
    /** The source a translation path names through its file placeholders and `**`. */
    const namedSource = (path) => {
        if (!sourceHasWildcards)
            return sourceText;
        const parts = translation.filesIn(path);
        return parts === undefined ? undefined : (0,_source_folders_js__WEBPACK_IMPORTED_MODULE_4__/* .sourceNamed */ .Lt)(shape, parts);
    };
    /** The language and source of a translation file of the group. */
    const translated = (path) => {
        const spelled = translation.spellingsIn(path);
        if (spelled === undefined)
            return undefined;
        const code = (0,_language_spellings_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpelled */ .Pw)(group.languageMap, translation.languageSlots, spelled);
        const source = namedSource(path);
        if (code === undefined || source === undefined)
            return undefined;
        // A source the group has, and this very path its file in that language.
        const isFile = group.isSource(source, '') && group.translationPath(source, code) === path;
        return isFile ? { code, source } : undefined;
    };
    const sourceOf = (path) => (group.isSource(path, '') ? path : translated(path)?.source);
    return {
        source: spec.translation,
        kind: 'group',
        group: spec,
        hasWildcards: true,
        languageOf: (path) => (group.isSource(path, '') ? _file_pattern_js__WEBPACK_IMPORTED_MODULE_3__/* .BASE_LANGUAGE */ .fY : translated(path)?.code),
        spellingIn: (path) => translated(path) === undefined ? undefined : translation.spellingsIn(path)?.[0],
        sourceOf,
        pathFor(language) {
            if (sourceHasWildcards) {
                throw new Error(`'${sourceText}' has wildcards: it names no single file`);
            }
            return group.translationPath(sourceText, languageMap.toService(language));
        },
        withLanguage: (path, language) => group.translationPath(sourceOf(path) ?? path, languageMap.toService(language)),
    };
}


/***/ }),

/***/ 306:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ langIsoPattern)
/* harmony export */ });
/* harmony import */ var _common_parsers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7882);
/* harmony import */ var _file_pattern_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8880);
/* harmony import */ var _pattern_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(356);



/**
 * Today's one-line form, `app/%LANG_ISO%/**\/*.json`: `%LANG_ISO%` once, standing for the code
 * as the repository writes it (the service's, or its language-map spelling). Throws a one-line
 * reason when the pattern is not usable: the placeholder must appear once (several, or other
 * language placeholders, are a spelled pattern's: spelled-pattern.ts), and the path must stay
 * inside the repository.
 */
function langIsoPattern(source) {
    const count = source.split(_file_pattern_js__WEBPACK_IMPORTED_MODULE_1__/* .LANG_PLACEHOLDER */ .x3).length - 1;
    if (count !== 1) {
        throw new Error(count === 0
            ? `${(0,_common_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(source)} has no language placeholder such as %LANG_ISO%`
            : `${(0,_common_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(source)} has %LANG_ISO% ${count} times`);
    }
    const pattern = (0,_pattern_js__WEBPACK_IMPORTED_MODULE_0__/* .compilePattern */ .Eb)(source);
    // Android's `b+es+419` is a code of %ANDROID_CODE%'s; in this form a code has no `+`.
    const languageOf = (path) => {
        const code = pattern.spellingsIn(path)?.[0];
        return code === undefined || code.includes('+') ? undefined : code;
    };
    const withLanguage = (path, language) => {
        if (languageOf(path) === undefined)
            throw new Error(`'${path}' does not match '${source}'`);
        return pattern.respell(path, () => language);
    };
    return {
        source,
        kind: 'lang-iso',
        hasWildcards: pattern.hasWildcards,
        languageOf,
        spellingIn: languageOf,
        sourceOf: (path, baseLocal) => languageOf(path) === undefined ? undefined : withLanguage(path, baseLocal),
        pathFor(language) {
            if (pattern.hasWildcards)
                throw new Error(`'${source}' has wildcards: it names no single file`);
            return source.trim().replace(/^\.\//, '').replace(_file_pattern_js__WEBPACK_IMPORTED_MODULE_1__/* .LANG_PLACEHOLDER */ .x3, language);
        },
        withLanguage,
    };
}


/***/ }),

/***/ 4605:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $d: () => (/* binding */ spellWith),
/* harmony export */   Pw: () => (/* binding */ codeSpelled),
/* harmony export */   eH: () => (/* binding */ LANGUAGE_PLACEHOLDERS)
/* harmony export */ });
/* unused harmony exports spell, unspell */
/**
 * How a language is spelled in a path, by each placeholder a `files` pattern may use, from the
 * service's code (`pt_BR`, `zh_Hans`, `es_419`, `sr@latin`):
 *
 * | placeholder                | `pt_BR`       | `zh_Hans`       | `es_419`       | `de`       |
 * | -------------------------- | ------------- | --------------- | -------------- | ---------- |
 * | `%LANG_ISO%`               | `pt_BR`       | `zh_Hans`       | `es_419`       | `de`       |
 * | `%LOCALE%`                 | `pt-BR`       | `zh-Hans`       | `es-419`       | `de`       |
 * | `%LOCALE_WITH_UNDERSCORE%` | `pt_BR`       | `zh_Hans`       | `es_419`       | `de`       |
 * | `%TWO_LETTERS_CODE%`       | `pt`          | `zh`            | `es`           | `de`       |
 * | `%ANDROID_CODE%`           | `pt-rBR`      | `b+zh+Hans`     | `b+es+419`     | `de`       |
 * | `%OSX_LOCALE%`             | `pt-BR`       | `zh-Hans`       | `es-419`       | `de`       |
 * | `%OSX_CODE%`               | `pt-BR.lproj` | `zh-Hans.lproj` | `es-419.lproj` | `de.lproj` |
 *
 * Android's legacy qualifier (`values-pt-rBR`) can say only a language and a two-letter region;
 * anything else takes its BCP 47 form (`values-b+zh+Hans`). Apple names Chinese by script, so
 * `zh_CN` and `zh_TW` are `zh-Hans` and `zh-Hant` there.
 */
const LANGUAGE_PLACEHOLDERS = [
    '%LANG_ISO%',
    '%LOCALE%',
    '%LOCALE_WITH_UNDERSCORE%',
    '%TWO_LETTERS_CODE%',
    '%ANDROID_CODE%',
    '%OSX_CODE%',
    '%OSX_LOCALE%',
];
function partsOf(code) {
    const [main = '', variant] = code.split('@', 2);
    const [language = '', ...rest] = main.split(/[-_]/);
    const script = rest.find((part) => /^[A-Za-z]{4}$/.test(part));
    const region = rest.find((part) => /^([A-Za-z]{2}|\d{3})$/.test(part));
    return {
        language: language.toLowerCase(),
        script: script && script[0]?.toUpperCase() + script.slice(1).toLowerCase(),
        region: region?.toUpperCase(),
        variant,
    };
}
/** Apple's script-named Chinese. */
const APPLE_LOCALES = {
    'zh-CN': 'zh-Hans',
    'zh-SG': 'zh-Hans',
    'zh-TW': 'zh-Hant',
};
/** Apple's script-named Chinese back to the region codes services use for it. */
const APPLE_CODES = { 'zh-Hans': 'zh_CN', 'zh-Hant': 'zh_TW' };
/** `code` (the service's) as `placeholder` spells it. */
function spell(placeholder, code) {
    if (placeholder === '%LANG_ISO%')
        return code;
    const { language, script, region, variant } = partsOf(code);
    const joined = (separator) => [language, script, region].filter(Boolean).join(separator) + (variant ? `@${variant}` : '');
    switch (placeholder) {
        case '%LOCALE%':
            return joined('-');
        case '%LOCALE_WITH_UNDERSCORE%':
            return joined('_');
        case '%TWO_LETTERS_CODE%':
            return language;
        case '%ANDROID_CODE%':
            if (script === undefined && variant === undefined && !/^\d/.test(region ?? '')) {
                return region === undefined ? language : `${language}-r${region}`;
            }
            return ['b', language, script, region].filter(Boolean).join('+');
        case '%OSX_LOCALE%': {
            const locale = joined('-');
            return APPLE_LOCALES[locale] ?? locale;
        }
        case '%OSX_CODE%':
            return `${spell('%OSX_LOCALE%', code)}.lproj`;
    }
}
/**
 * The service's code a placeholder's spelling stands for, the inverse of `spell` for the
 * service's usual underscore codes (`pt-rBR`, `b+zh+Hans`, `pt-BR.lproj` give `pt_BR`,
 * `zh_Hans`, `pt_BR`; Apple's `zh-Hans.lproj` is `zh_CN`, as `spell` writes it). A project whose
 * codes are spelled otherwise names them in language-map.
 */
function unspell(placeholder, spelling) {
    switch (placeholder) {
        case '%LANG_ISO%':
        case '%LOCALE_WITH_UNDERSCORE%':
        case '%TWO_LETTERS_CODE%':
            return spelling;
        case '%LOCALE%':
            return spelling.replaceAll('-', '_');
        case '%OSX_LOCALE%':
            return APPLE_CODES[spelling] ?? spelling.replaceAll('-', '_');
        case '%OSX_CODE%':
            return unspell('%OSX_LOCALE%', spelling.replace(/\.lproj$/, ''));
        case '%ANDROID_CODE%':
            if (spelling.startsWith('b+'))
                return spelling.slice(2).split('+').join('_');
            return spelling.replace(/-r([A-Z]{2})$/, '_$1');
    }
}
/**
 * `code` as `slot` spells it, unless a language-map pair names its spelling (for every slot; a
 * pair names an Apple folder with or without its `.lproj`: `zh-Hant-TW=zh_TW`).
 */
function spellWith(map, slot, code) {
    const local = map.toLocal(code);
    if (local === code)
        return spell(slot, code);
    return slot === '%OSX_CODE%' && !local.endsWith(LPROJ) ? `${local}${LPROJ}` : local;
}
const LPROJ = '.lproj';
/**
 * The one service code that the spellings at `slots` stand for (a language-map pair first, else
 * `unspell`); undefined when they stand for different languages.
 */
function codeSpelled(map, slots, spellings) {
    const codes = new Set(slots.map((slot, at) => {
        const spelling = spellings[at] ?? '';
        const mapped = map.toService(spelling);
        if (mapped !== spelling)
            return mapped;
        if (slot === '%OSX_CODE%' && spelling.endsWith(LPROJ)) {
            const folder = spelling.slice(0, -LPROJ.length);
            const named = map.toService(folder);
            if (named !== folder)
                return named;
        }
        return unspell(slot, spelling);
    }));
    const [code] = codes;
    return codes.size === 1 ? code : undefined;
}


/***/ }),

/***/ 731:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ compileLayout)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4006);
/* harmony import */ var _common_language_map_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4485);
/* harmony import */ var _language_spellings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4605);
/* harmony import */ var _pattern_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(356);
/* harmony import */ var _source_folders_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1516);
/* harmony import */ var _catalogue_pattern_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2671);






/** Compiles what `files` says against the `language-map` input's pairs. */
function compileLayout(input, languageMap) {
    const excludes = input.excludes.map((glob) => picomatch__WEBPACK_IMPORTED_MODULE_3__(glob, { dot: true }));
    const groups = input.groups.map((spec) => compileGroup(spec, languageMap, excludes));
    return {
        groups,
        clashes(languages) {
            const problems = [];
            for (const group of groups) {
                for (const slot of new Set(slotsOf(group))) {
                    const seen = new Map();
                    for (const language of languages) {
                        const spelled = (0,_language_spellings_js__WEBPACK_IMPORTED_MODULE_0__/* .spellWith */ .$d)(group.languageMap, slot, language);
                        const other = seen.get(spelled);
                        if (other !== undefined) {
                            problems.push(`${slot} in '${group.spec.translation}' spells both '${other}' and '${language}' as '${spelled}'; add a language-map pair for one of them`);
                        }
                        seen.set(spelled, language);
                    }
                }
            }
            return problems;
        },
    };
}
const groupSlots = new WeakMap();
function slotsOf(group) {
    return groupSlots.get(group) ?? [];
}
function compileGroup(spec, inputPairs, excludes) {
    const ownLocals = new Set(spec.languageMap.map((pair) => pair.split('=')[0]?.trim()));
    const ownServices = new Set(spec.languageMap.map((pair) => pair.split('=')[1]?.trim()));
    const languageMap = (0,_common_language_map_js__WEBPACK_IMPORTED_MODULE_4__/* .parseLanguageMap */ .S)([
        ...spec.languageMap,
        ...inputPairs.filter((pair) => {
            const [local, service] = pair.split('=').map((part) => part.trim());
            return !ownLocals.has(local) && !ownServices.has(service);
        }),
    ]);
    const ignored = [...spec.ignore.map((glob) => picomatch__WEBPACK_IMPORTED_MODULE_3__(glob, { dot: true })), ...excludes];
    const isIgnored = (path) => ignored.some((test) => test(path));
    const translation = (0,_pattern_js__WEBPACK_IMPORTED_MODULE_1__/* .compilePattern */ .Eb)(spec.translation, { translation: spec.source !== undefined });
    const spellAll = (language) => (slot) => (0,_language_spellings_js__WEBPACK_IMPORTED_MODULE_0__/* .spellWith */ .$d)(languageMap, slot, language);
    const group = spec.source === undefined
        ? patternGroup(spec, translation, languageMap, isIgnored, spellAll)
        : sourceGroup(spec, spec.source, translation, languageMap, isIgnored, spellAll);
    groupSlots.set(group, translation.languageSlots);
    return group;
}
/** A one-line pattern: its source is the pattern with the base language at every placeholder. */
function patternGroup(spec, pattern, languageMap, isIgnored, spellAll) {
    if (pattern.languageSlots.length === 0) {
        if (!(0,_catalogue_pattern_js__WEBPACK_IMPORTED_MODULE_2__/* .holdsEveryLanguage */ .c)(spec.translation)) {
            throw new Error(`'${spec.translation}' has no language placeholder such as %LANG_ISO%`);
        }
        // A file of every language (a String Catalog) is every language's file of itself.
        return {
            spec,
            languageMap,
            isSource: (path) => pattern.spellingsIn(path) !== undefined && !isIgnored(path),
            translationPath: (source) => source,
        };
    }
    return {
        spec,
        languageMap,
        isSource(path, base) {
            const spelled = pattern.spellingsIn(path);
            if (spelled === undefined || isIgnored(path))
                return false;
            const want = spellAll(base);
            return pattern.languageSlots.every((slot, index) => spelled[index] === want(slot));
        },
        translationPath: (source, language) => pattern.respell(source, spellAll(language)),
    };
}
/** A group: its sources are `source`'s files, and `translation` names one file per language. */
function sourceGroup(spec, sourceText, translation, languageMap, isIgnored, spellAll) {
    const source = (0,_pattern_js__WEBPACK_IMPORTED_MODULE_1__/* .compilePattern */ .Eb)(sourceText);
    if (source.languageSlots.length > 0) {
        throw new Error(`source '${sourceText}' names the base language's files: no language placeholder`);
    }
    if (translation.hasWildcards) {
        throw new Error(`translation '${spec.translation}' names one file per source and language: no wildcards but a ** folder (use ** or %ORIGINAL_PATH%, and %ORIGINAL_FILE_NAME%)`);
    }
    const problem = (0,_source_folders_js__WEBPACK_IMPORTED_MODULE_5__/* .translationProblem */ .bq)(spec.translation, (0,_source_folders_js__WEBPACK_IMPORTED_MODULE_5__/* .shapeOf */ .F5)(sourceText));
    if (problem !== undefined)
        throw new Error(problem);
    if (translation.languageSlots.length === 0) {
        throw new Error(`translation '${spec.translation}' has no language placeholder such as %LOCALE%`);
    }
    return {
        spec,
        languageMap,
        isSource: (path) => source.spellingsIn(path) !== undefined && !isIgnored(path),
        translationPath: (path, language) => (0,_pattern_js__WEBPACK_IMPORTED_MODULE_1__/* .fill */ .GS)(spec.translation, sourceText, path, spellAll(language)),
    };
}


/***/ }),

/***/ 356:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eb: () => (/* binding */ compilePattern),
/* harmony export */   GS: () => (/* binding */ fill)
/* harmony export */ });
/* unused harmony export FILE_PLACEHOLDERS */
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4006);
/* harmony import */ var _common_parsers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7882);
/* harmony import */ var _language_spellings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4605);
/* harmony import */ var _source_folders_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1516);




/** The placeholders a translation pattern fills from its matched source file. */
const FILE_PLACEHOLDERS = [
    '%ORIGINAL_FILE_NAME%',
    '%FILE_NAME%',
    '%FILE_EXTENSION%',
    '%ORIGINAL_PATH%',
];
const ANY_PLACEHOLDER = new RegExp([_source_folders_js__WEBPACK_IMPORTED_MODULE_1__/* .TRANSLATION_GLOBSTAR */ .Hm.source, ..._language_spellings_js__WEBPACK_IMPORTED_MODULE_0__/* .LANGUAGE_PLACEHOLDERS */ .eH, ...FILE_PLACEHOLDERS].join('|'), 'g');
/** `%ORIGINAL_PATH%` and the slash after it: no folder at all is written without either. */
const FOLDERS = '%ORIGINAL_PATH%/';
/** A translation's `**` folder (source-folders.ts), which likewise may stand for none. */
const GLOBSTAR = '**/';
const FOLDER_OR_PLACEHOLDER = new RegExp([FOLDERS, _source_folders_js__WEBPACK_IMPORTED_MODULE_1__/* .TRANSLATION_GLOBSTAR */ .Hm.source, ..._language_spellings_js__WEBPACK_IMPORTED_MODULE_0__/* .LANGUAGE_PLACEHOLDERS */ .eH, ...FILE_PLACEHOLDERS].join('|'), 'g');
/** What each file placeholder matches in a translation path, captured under `name`. */
const FILE_CAPTURES = {
    [FOLDERS]: (name) => `(?:(?<${name}>.+?)/)?`,
    [GLOBSTAR]: (name) => `(?:(?<${name}>.+?)/)?`,
    '%ORIGINAL_PATH%': (name) => `(?<${name}>.*?)`,
    '%ORIGINAL_FILE_NAME%': (name) => `(?<${name}>[^/]+?)`,
    '%FILE_NAME%': (name) => `(?<${name}>[^/]+?)`,
    '%FILE_EXTENSION%': (name) => `(?<${name}>[^/.]+)`,
};
/** What a language placeholder may capture: a code-shaped word (`.lproj` for `%OSX_CODE%`). */
const CODE = '[A-Za-z0-9][A-Za-z0-9_@+-]*';
/**
 * Checks and compiles a pattern: a relative path with forward slashes that stays inside the
 * repository, with globs (picomatch: `*`, `**`, `?`, `{a,b}`, `[…]`) and any number of language
 * placeholders. File placeholders are a group translation pattern's alone (`translation`: see
 * `fill`); there they match any text.
 */
function compilePattern(text, options = {}) {
    const pattern = checkedPath(text);
    const slots = [];
    const files = [];
    // `%ORIGINAL_PATH%/` may stand for no folder at all: its slash goes with it.
    const marked = pattern.replace(FOLDER_OR_PLACEHOLDER, (placeholder) => {
        if (_language_spellings_js__WEBPACK_IMPORTED_MODULE_0__/* .LANGUAGE_PLACEHOLDERS */ .eH.includes(placeholder)) {
            slots.push(placeholder);
            return marker('S', slots.length - 1);
        }
        // Elsewhere than in a group's translation, `**` is a glob like any other.
        if (placeholder === GLOBSTAR && !options.translation)
            return placeholder;
        if (!options.translation) {
            throw new Error(`${(0,_common_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)} has ${placeholder.replace(/\/$/, '')}, which only a translation pattern may have`);
        }
        files.push(placeholder);
        return marker('F', files.length - 1);
    });
    const hasWildcards = picomatch__WEBPACK_IMPORTED_MODULE_3__.scan(marked).isGlob;
    const compiled = picomatch__WEBPACK_IMPORTED_MODULE_3__.makeRe(marked, { dot: false });
    let source = compiled.source;
    for (const [index, slot] of slots.entries()) {
        const code = slot === '%OSX_CODE%' ? `${CODE}\\.lproj` : CODE;
        source = source.replace(marker('S', index), `(?<s${index}>${code})`);
    }
    for (const [index, placeholder] of files.entries()) {
        source = source.replace(marker('F', index), FILE_CAPTURES[placeholder](`f${index}`));
    }
    const regex = new RegExp(source, compiled.flags);
    // The `d` flag records where each slot stands, so that it can be replaced in place; only
    // `respell` needs it, and it makes every match ~5× slower (a pull matches each file several
    // times: thousands of calls for a large bundle).
    const indexed = new RegExp(source, `${compiled.flags}d`);
    return {
        text,
        languageSlots: slots,
        hasWildcards,
        spellingsIn(path) {
            const found = regex.exec(path);
            return found ? slots.map((_, index) => found.groups?.[`s${index}`] ?? '') : undefined;
        },
        filesIn(path) {
            const match = regex.exec(path);
            if (!match)
                return undefined;
            const found = match.groups ?? {};
            const values = {};
            for (const [index, placeholder] of files.entries()) {
                values[placeholder] ??= found[`f${index}`] ?? '';
            }
            return {
                originalPath: values[FOLDERS] ?? values['%ORIGINAL_PATH%'],
                globstar: values[GLOBSTAR],
                fileName: values['%ORIGINAL_FILE_NAME%'],
                baseName: values['%FILE_NAME%'],
                extension: values['%FILE_EXTENSION%'],
            };
        },
        respell(path, spell) {
            const match = indexed.exec(path);
            if (!match)
                throw new Error(`'${path}' does not match ${(0,_common_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)}`);
            const spans = match.indices?.groups ?? {};
            let result = '';
            let at = 0;
            for (const [index, slot] of slots.entries()) {
                const [start = at, end = at] = spans[`s${index}`] ?? [];
                result += path.slice(at, start) + spell(slot);
                at = end;
            }
            return result + path.slice(at);
        },
    };
}
/**
 * A translation pattern filled for one source file and language: each language placeholder as
 * `spell` gives it, and the file placeholders from `sourcePath`. `%ORIGINAL_PATH%` is the
 * source's folder from the repository root, and a `**` folder the folders the source pattern's
 * `**` matched (`config/locales/en/**` and `config/locales/en/models/user.yml` give `models`);
 * an empty one leaves no empty folder.
 */
function fill(translation, sourcePattern, sourcePath, spell) {
    const name = sourcePath.slice(sourcePath.lastIndexOf('/') + 1);
    const dot = name.lastIndexOf('.');
    const folder = sourcePath.includes('/') ? sourcePath.slice(0, sourcePath.lastIndexOf('/')) : '';
    const matched = (0,_source_folders_js__WEBPACK_IMPORTED_MODULE_1__/* .globstarFolders */ .UF)((0,_source_folders_js__WEBPACK_IMPORTED_MODULE_1__/* .shapeOf */ .F5)(sourcePattern), sourcePath);
    const values = {
        '%ORIGINAL_FILE_NAME%': name,
        '%FILE_NAME%': dot > 0 ? name.slice(0, dot) : name,
        '%FILE_EXTENSION%': dot > 0 ? name.slice(dot + 1) : '',
        '%ORIGINAL_PATH%': folder,
        [GLOBSTAR]: matched === '' ? '' : `${matched}/`,
    };
    const filled = checkedPath(translation).replace(ANY_PLACEHOLDER, (placeholder) => placeholder in values
        ? values[placeholder]
        : spell(placeholder));
    // Checked again: a language's spelling comes from the service's code.
    return checkedPath(filled.replace(/\/{2,}/g, '/').replace(/^\//, ''));
}
/** `text` without a leading `./`, or a one-line reason why it is no path inside the repository. */
function checkedPath(text) {
    const pattern = text.trim().replace(/^\.\//, '');
    if (pattern.startsWith('/') || /^[A-Za-z]:/.test(pattern) || pattern.includes('\\')) {
        throw new Error(`${(0,_common_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)} must be a relative path with forward slashes`);
    }
    if (pattern.split('/').some((segment) => segment === '..' || segment === '.' || segment === '')) {
        throw new Error(`${(0,_common_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)} must stay inside the repository (no '..', '.' or empty folders)`);
    }
    return pattern;
}
function marker(kind, index) {
    return `L10NSYNC${kind}${index}X`;
}


/***/ }),

/***/ 1516:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F5: () => (/* binding */ shapeOf),
/* harmony export */   Hm: () => (/* binding */ TRANSLATION_GLOBSTAR),
/* harmony export */   Lt: () => (/* binding */ sourceNamed),
/* harmony export */   UF: () => (/* binding */ globstarFolders),
/* harmony export */   bq: () => (/* binding */ translationProblem)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4006);
/* harmony import */ var _common_parsers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7882);


function shapeOf(source) {
    const text = source.trim().replace(/^\.\//, '');
    const segments = text.split('/');
    const globstars = segments.filter((segment) => segment === '**').length;
    return { text, segments, globstars, globstar: globstars === 1 ? segments.indexOf('**') : -1 };
}
/** The folders `path` (a match of the source) has where the source's one `**` stands. */
function globstarFolders(shape, path) {
    if (shape.globstar === -1)
        return '';
    const parts = path.split('/');
    const after = shape.segments.length - shape.globstar - 1;
    return parts.slice(shape.globstar, parts.length - after).join('/');
}
/** A translation's `**` as a folder of its own: `**` then `/`, at the start or after a `/`. */
const TRANSLATION_GLOBSTAR = /(?<=^|\/)\*\*\//g;
/**
 * The source a translation path names through its parts; undefined when they do not name one
 * (see `undetermined`, which refuses such a layout up front).
 */
function sourceNamed(shape, parts) {
    const last = shape.segments[shape.segments.length - 1] ?? '';
    const name = parts.fileName ??
        (parts.baseName === undefined
            ? isLiteral(last)
                ? last
                : undefined
            : parts.baseName + (parts.extension ? `.${parts.extension}` : literalExtension(last)));
    if (name === undefined)
        return undefined;
    const folders = shape.segments.slice(0, -1);
    let folder;
    if (parts.originalPath !== undefined)
        folder = parts.originalPath;
    else if (parts.globstar !== undefined && shape.globstar !== -1) {
        folder = [
            ...folders.slice(0, shape.globstar),
            parts.globstar,
            ...folders.slice(shape.globstar + 1),
        ]
            .filter(Boolean)
            .join('/');
    }
    else
        folder = folders.join('/');
    return folder === '' ? name : `${folder}/${name}`;
}
/**
 * Why `translation` cannot be a group's translation of `source`, in one line; undefined when it
 * can. It may not use `**` unless the source has exactly one; it must name each source's own
 * folder and file (else two sources would share one translation file); and a `%ORIGINAL_PATH%`
 * after folders that repeat the source's fixed part is the meaning this product gave it before
 * (the folders below that part), which now writes `config/locales/de/config/locales/en/…`.
 */
function translationProblem(translation, shape) {
    const t = (0,_common_parsers_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(translation);
    const s = (0,_common_parsers_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(shape.text);
    const hasGlobstar = new RegExp(TRANSLATION_GLOBSTAR.source).test(translation);
    if (hasGlobstar && shape.globstars !== 1) {
        return `translation ${t} has **, the folders the source's ** matched, but source ${s} has ${shape.globstars === 0 ? 'no' : 'more than one'} **`;
    }
    const repeated = repeatsFixedPart(translation, shape);
    if (repeated !== undefined) {
        return `translation ${t} repeats the source's folders: %ORIGINAL_PATH% is the source file's whole folder from the repository root (as in crowdin.yml); for the folders below '${repeated}' write ${(0,_common_parsers_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(suggestion(translation, shape))}`;
    }
    const folders = shape.segments.slice(0, -1);
    const last = shape.segments[shape.segments.length - 1] ?? '';
    const namesFolder = translation.includes('%ORIGINAL_PATH%') ||
        (hasGlobstar && folders.every((f, i) => i === shape.globstar || isLiteral(f))) ||
        folders.every(isLiteral);
    const namesFile = isLiteral(last) || /%ORIGINAL_FILE_NAME%|%FILE_NAME%/.test(translation);
    if (!namesFolder || !namesFile) {
        const missing = namesFolder ? '%ORIGINAL_FILE_NAME%' : '%ORIGINAL_PATH% or **';
        return `translation ${t} would give several files of source ${s} one translation file: name each one's ${namesFolder ? 'file' : 'folder'} with ${missing}`;
    }
    return undefined;
}
/** The source's fixed part, when the translation's folders before `%ORIGINAL_PATH%` repeat it. */
function repeatsFixedPart(translation, shape) {
    const at = translation.indexOf('%ORIGINAL_PATH%');
    if (at <= 0)
        return undefined;
    const fixed = picomatch__WEBPACK_IMPORTED_MODULE_1__.scan(shape.text).base;
    const first = fixed.split('/')[0];
    if (fixed === '' || first === undefined)
        return undefined;
    return translation.slice(0, at).split('/')[0] === first ? fixed : undefined;
}
/** The translation as it is meant now: `**` for a source with one, else without the folders. */
function suggestion(translation, shape) {
    return shape.globstars === 1
        ? translation.replace('%ORIGINAL_PATH%', '**')
        : translation.replace(/%ORIGINAL_PATH%\/?/, '');
}
function isLiteral(segment) {
    return !picomatch__WEBPACK_IMPORTED_MODULE_1__.scan(segment).isGlob;
}
/** The extension a file name pattern fixes (`.json` of `*.json`), or ''. */
function literalExtension(name) {
    const dot = name.lastIndexOf('.');
    return dot >= 0 && isLiteral(name.slice(dot)) ? name.slice(dot) : '';
}


/***/ }),

/***/ 29:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ compileOneLine)
/* harmony export */ });
/* unused harmony export spelledPattern */
/* harmony import */ var _catalogue_pattern_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2671);
/* harmony import */ var _lang_iso_pattern_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(306);
/* harmony import */ var _language_spellings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4605);
/* harmony import */ var _pattern_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(356);




/**
 * A one-line pattern with other language placeholders than one `%LANG_ISO%`
 * (`config/locales/devise.%LOCALE%.yml`, `App/%OSX_CODE%/Localizable.strings`, a code written
 * twice), as the push, pull and prune read files by it. Its source is the pattern with the base
 * language at every placeholder; a language-map pair names a language's spelling at all of them.
 */
function spelledPattern(text, languageMap) {
    const pattern = (0,_pattern_js__WEBPACK_IMPORTED_MODULE_3__/* .compilePattern */ .Eb)(text);
    if (pattern.languageSlots.length === 0) {
        throw new Error(`'${text}' has no language placeholder such as %LANG_ISO%`);
    }
    const spelling = (code) => (slot) => (0,_language_spellings_js__WEBPACK_IMPORTED_MODULE_2__/* .spellWith */ .$d)(languageMap, slot, code);
    const withLanguage = (path, language) => pattern.respell(path, spelling(languageMap.toService(language)));
    /** The service code `path` is the file of: every placeholder spells it, in its own way. */
    const codeOf = (path) => {
        const spelled = pattern.spellingsIn(path);
        if (spelled === undefined)
            return undefined;
        const code = (0,_language_spellings_js__WEBPACK_IMPORTED_MODULE_2__/* .codeSpelled */ .Pw)(languageMap, pattern.languageSlots, spelled);
        return code !== undefined && pattern.respell(path, spelling(code)) === path ? code : undefined;
    };
    return {
        source: text,
        kind: 'spelled',
        hasWildcards: pattern.hasWildcards,
        languageOf(path) {
            const code = codeOf(path);
            return code === undefined ? undefined : languageMap.toLocal(code);
        },
        spellingIn: (path) => (codeOf(path) === undefined ? undefined : pattern.spellingsIn(path)?.[0]),
        sourceOf: (path, baseLocal) => codeOf(path) === undefined ? undefined : withLanguage(path, baseLocal),
        pathFor(language) {
            if (pattern.hasWildcards)
                throw new Error(`'${text}' has wildcards: it names no single file`);
            return text
                .trim()
                .replace(/^\.\//, '')
                .replace(/%[A-Z_]+%/g, (slot) => spelling(languageMap.toService(language))(slot));
        },
        withLanguage,
    };
}
const LANGUAGE_PLACEHOLDER = new RegExp(_language_spellings_js__WEBPACK_IMPORTED_MODULE_2__/* .LANGUAGE_PLACEHOLDERS */ .eH.join('|'), 'g');
/**
 * A one-line pattern of `files`: with one `%LANG_ISO%` (or none, which that form's own check
 * refuses), today's form; with any other language placeholder, or a code written twice, a
 * spelled pattern.
 */
function compileOneLine(text, languageMap) {
    const placeholders = text.match(LANGUAGE_PLACEHOLDER) ?? [];
    if (placeholders.length === 0 && (0,_catalogue_pattern_js__WEBPACK_IMPORTED_MODULE_0__/* .holdsEveryLanguage */ .c)(text))
        return (0,_catalogue_pattern_js__WEBPACK_IMPORTED_MODULE_0__/* .cataloguePattern */ .e)(text);
    return placeholders.length > 1 || placeholders.some((p) => p !== '%LANG_ISO%')
        ? spelledPattern(text, languageMap)
        : (0,_lang_iso_pattern_js__WEBPACK_IMPORTED_MODULE_1__/* .langIsoPattern */ .s)(text);
}


/***/ }),

/***/ 5022:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./lib/src/common/message-of.js
var message_of = __webpack_require__(6819);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 10 modules
var core = __webpack_require__(7264);
// EXTERNAL MODULE: ./lib/src/api/index.js + 31 modules
var api = __webpack_require__(3796);
// EXTERNAL MODULE: ./lib/src/inputs/events.js
var events = __webpack_require__(8529);
;// CONCATENATED MODULE: ./lib/src/inputs/http-timeout.js
/**
 * The time-out of one answer of the service, from http-timeout and L10N_SYNC_TIME_SCALE.
 *
 * A time scale below 1 (local runs against the emulator and the tests run at 0.01) shortens every
 * wait of the run, and http-timeout too: a test of a hung service then ends in moments. But only
 * down to a floor, because what the emulator takes to answer does not shrink with the scale: for
 * 5,000 keys in 30 languages it computes a string/list answer of 61 MB before it sends a byte,
 * and the whole answer took up to 13 s at a load of 10 on a 2-core machine (20 s at a load of
 * 15), where 120 s × 0.01 gave it 1.2 s (test/e2e/large-first-sync.test.ts). The floor is 60 s,
 * three times the slowest of those, or the input itself when it is smaller: an http-timeout a
 * test or a user sets below it (0.5 s, for a flaky service) is taken as given.
 */
/** The least a time scale shortens http-timeout to: this, or http-timeout if smaller. */
const SCALED_HTTP_TIMEOUT_FLOOR_MS = 60_000;
/**
 * http-timeout (ms) as the client gets it: as given at a time scale of 1 or more; below 1,
 * multiplied by the scale, but not below `min(httpTimeoutMs, SCALED_HTTP_TIMEOUT_FLOOR_MS)`.
 */
function scaledHttpTimeoutMs(httpTimeoutMs, timeScale) {
    if (timeScale >= 1)
        return httpTimeoutMs;
    const floor = Math.min(httpTimeoutMs, SCALED_HTTP_TIMEOUT_FLOOR_MS);
    return Math.round(Math.max(httpTimeoutMs * timeScale, floor));
}

;// CONCATENATED MODULE: ./lib/src/git/auth.js
/**
 * `github-token` as an HTTP header for the server (never in a URL, where git would print it, and
 * never written to the repository's config). An empty value first clears any header
 * actions/checkout persisted for that server: a push made with the workflow's GITHUB_TOKEN starts
 * no workflow, so the pull request would run no CI, while one made with a personal access token
 * or an App token does. Without a token, the persisted credentials are used as they are.
 */
function githubCredentials(token, serverUrl) {
    if (token === '')
        return { config: [] };
    const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
    const key = `http.${serverUrl.replace(/\/+$/, '')}/.extraheader`;
    return {
        config: [
            [key, ''],
            [key, `AUTHORIZATION: basic ${basic}`],
        ],
        secret: basic,
    };
}

// EXTERNAL MODULE: ./lib/src/git/branch.js + 3 modules
var git_branch = __webpack_require__(3096);
// EXTERNAL MODULE: ./lib/src/git/git.js + 5 modules
var git_git = __webpack_require__(8279);
// EXTERNAL MODULE: ./lib/src/inputs/index.js + 10 modules
var inputs = __webpack_require__(7951);
// EXTERNAL MODULE: ./lib/src/report/outputs.js
var report_outputs = __webpack_require__(2011);
// EXTERNAL MODULE: ./lib/src/report/summary.js
var report_summary = __webpack_require__(6965);
// EXTERNAL MODULE: ./lib/src/common/plural.js
var plural = __webpack_require__(4558);
// EXTERNAL MODULE: ./lib/src/pull/export-request.js
var export_request = __webpack_require__(9296);
;// CONCATENATED MODULE: ./lib/src/run/dry-run-log.js


/**
 * The dry run's lines: each call that would write, with its parameters, and the export
 * parameters that would make the service act elsewhere (left out of the export that is made).
 */
function dryRunLog(log) {
    return {
        wouldWrite: (endpoint, params) => log.info(`[dry-run] would call ${endpoint} with ${describeParams(params)}`),
        leftOut: (endpoint, params) => {
            const exporting = endpoint === 'project/export';
            const verb = exporting ? 'export' : `call ${endpoint}`;
            // Every parameter here acts elsewhere: named, its value (a chat hook's address) hidden.
            const named = Object.fromEntries(Object.keys(params).map((name) => [name, export_request/* HIDDEN */.RG]));
            log.info(`[dry-run] would ${verb} with ${describeParams(named)}; left out of this ${exporting ? 'export' : 'call'}`);
        },
    };
}
/** Parameters as one line of JSON; files as their name and size, long texts shortened. */
function describeParams(params) {
    return JSON.stringify(params, (_key, value) => {
        if (isFile(value))
            return `${value.name} (${(0,plural/* count */.U)(value.content.byteLength, 'byte')})`;
        if (typeof value === 'string' && value.length > 120)
            return `${value.slice(0, 40)}… (${value.length} characters)`;
        return value;
    });
}
function isFile(value) {
    return (typeof value === 'object' &&
        value !== null &&
        'content' in value &&
        value.content instanceof Uint8Array);
}

// EXTERNAL MODULE: ./lib/src/git/sync-ref.js + 1 modules
var sync_ref = __webpack_require__(5974);
;// CONCATENATED MODULE: ./lib/src/report/event-lines.js
/**
 * The log line for something slow the client does: a wait it starts, and the same wait told again
 * each heartbeat while it lasts (a pending answer, a bundle arriving, a rate-limit window, a
 * backoff), so that the log never falls silent for longer than the heartbeat.
 */
function eventLine(event) {
    const what = event.endpoint === 'project/import' ? 'import' : event.endpoint;
    if (event.type === 'still-waiting')
        return stillWaiting(event, what);
    const s = seconds(event.ms);
    switch (event.reason) {
        case 'rate-limit':
            return `waiting ${s} for the ${what} rate limit (${event.detail})`;
        case 'refused':
            return `the service refused ${what} with 4048 (too many requests): waiting ${s} before retry ${event.retry}`;
        case 'transient':
            // A line, not an annotation: most retries succeed, and a failure is reported on its own.
            return `${what} failed (${event.detail}): retry ${event.retry} in ${s}`;
    }
}
function stillWaiting(event, what) {
    const progress = `${seconds(event.elapsedMs)} of ${seconds(event.limitMs)}`;
    const attempt = event.retry > 0 ? ` (retry ${event.retry})` : '';
    switch (event.awaiting) {
        case 'answer':
            return `still waiting for the answer to ${what}${attempt}: ${progress}`;
        case 'download':
            return event.bytes === undefined
                ? `still waiting for the bundle's server to answer${attempt}: ${progress}`
                : `still downloading the bundle${attempt}: ${size(event.bytes)} in ${seconds(event.elapsedMs)} (stops at ${seconds(event.limitMs)})`;
        case 'rate-limit':
            return `still waiting for the ${what} rate limit: ${progress}`;
        case 'refused':
        case 'transient':
            return `still waiting to retry ${what}: ${progress}`;
    }
}
/** Whole seconds from 10 s on, tenths below ("0.3 s" at a test's time scale). */
function seconds(ms) {
    return `${(ms / 1000).toFixed(ms >= 10_000 ? 0 : 1)} s`;
}
function size(bytes) {
    if (bytes < 1024)
        return `${bytes} byte${bytes === 1 ? '' : 's'}`;
    if (bytes < 1024 ** 2)
        return `${(bytes / 1024).toFixed(1)} KiB`;
    return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
}

;// CONCATENATED MODULE: ./lib/src/run/older-commit.js

/**
 * The one line that ends a run of a commit older than the last sync (HEAD is in the sync ref's
 * history): re-running an old workflow run, or a late `workflow_dispatch` of an old commit. Its
 * texts are ones the service moved past, so a push would take back what the repository took from
 * the service since, and the ref would move back; a pull would propose onto an old base. Such a
 * run writes nothing. Undefined for every other run.
 */
async function olderThanLastSync(git, ref, stateRef) {
    // With the state, as the push and the pull read it: this read serves them (readSyncRef).
    const state = await (0,sync_ref/* readSyncRef */.JH)(git, ref, stateRef);
    if (state.kind !== 'ahead')
        return undefined;
    const head = await (0,sync_ref/* headCommit */.Qo)(git);
    return `This run's commit ${head.slice(0, 12)} is older than the last sync (${ref} at ${state.commit.slice(0, 12)}), so it writes nothing: it would take back what the service has had since`;
}

// EXTERNAL MODULE: ./lib/src/common/parsers.js
var parsers = __webpack_require__(7882);
// EXTERNAL MODULE: ./lib/src/inputs/require-completion.js
var require_completion = __webpack_require__(712);
;// CONCATENATED MODULE: ./lib/src/run/completion-gate.js



/**
 * `require-completion` (docs/branches-and-checks.md, "Checks and gates"): a language below its figure fails the run
 * once the pull is done (its pull request still opened or updated), naming each language, its
 * figure and what it must reach.
 */
/** Before the first write: every language it names is one the project has (else an input problem). */
async function checkRequiredLanguages(settings, client) {
    const required = settings.requireCompletion;
    if (required === undefined || required.byLanguage.size === 0)
        return;
    const languages = await client.language.list({ id: settings.projectId });
    const have = new Set(languages.map((l) => l.iso.toLowerCase()));
    const missing = [...required.byLanguage.keys()].filter((code) => !have.has(code.toLowerCase()));
    if (missing.length > 0) {
        throw new inputs/* InputError */.dz([
            `Invalid require-completion: the project has no language ${missing.map(parsers/* quote */.hD).join(', ')}`,
        ]);
    }
}
/**
 * The languages of `completion` (the output: the repository's codes to percentages) below their
 * figure, in one line; undefined when every one reaches it.
 */
function completionShortfall(settings, completion) {
    const required = settings.requireCompletion;
    if (required === undefined)
        return undefined;
    const figures = JSON.parse(completion);
    const below = Object.entries(figures).flatMap(([local, percent]) => {
        const need = (0,require_completion/* requiredOf */.V)(required, settings.languageMap.toService(local));
        return need !== undefined && percent < need ? [`${local} ${percent}% (requires ${need}%)`] : [];
    });
    return below.length === 0 ? undefined : `Below require-completion: ${below.join(', ')}`;
}

// EXTERNAL MODULE: ./lib/src/git/remote.js
var remote = __webpack_require__(6055);
;// CONCATENATED MODULE: ./lib/src/run/base-branch.js


/**
 * The branch a pull proposes into must be on origin, and that is known before anything is
 * written: a typo in `base-branch` (`mian`) would otherwise run a whole push, and move its sync
 * ref, before the pull found out. Only where the pull pushes a branch or opens a pull request.
 */
async function checkBaseBranch(settings, git, base) {
    const pulls = settings.mode === 'pull' || settings.mode === 'sync';
    if (!pulls || settings.pull.target === 'workspace')
        return;
    if ((await (0,remote/* remoteBranchCommit */.om)(git, base)) !== undefined)
        return;
    throw new inputs/* InputError */.dz([
        `Invalid base-branch: '${base}' is not a branch on origin; set base-branch to the branch the translations should go into`,
    ]);
}

// EXTERNAL MODULE: ./lib/src/prune/branch-tags.js
var branch_tags = __webpack_require__(4207);
;// CONCATENATED MODULE: ./lib/src/run/branch-run.js


/**
 * A run on a branch other than the repository's default one (docs/branches-and-checks.md, "Branches"). The service
 * has one text per key and no branches: what a feature branch sent would reach every other branch's
 * pull, merged or not. With `branch-keys: hold` such a run is a preview: a dry run, which writes
 * nothing to the service, moves no ref, pushes no branch and opens no pull request, and says what
 * its push would send once the branch is merged. With `branch-keys: tag` it sends only the keys it
 * adds, tagged as the branch's (branch-push.ts), holds every other change, and pulls only its own
 * keys' translations, into the branch.
 */
/**
 * The repository's default branch as far as this run can tell: the event payload's (settings),
 * else origin's HEAD. Undefined where neither says (branchRunOf then falls back further).
 */
async function defaultBranchOf(settings, git) {
    if (settings.git.defaultBranch !== undefined)
        return settings.git.defaultBranch;
    const found = await (0,remote/* remoteDefaultBranch */.Ki)(git);
    return 'branch' in found ? found.branch : undefined;
}
/**
 * The run's branch and the default one, when they differ; undefined on the default branch. The
 * default branch is `known` (defaultBranchOf), else base-branch, else the run's own: a run without
 * a payload (a local run, a test) that names its pull request's base in base-branch is no branch
 * run when it runs on origin's default branch.
 */
function branchRunOf(settings, branch, known) {
    const runBranch = settings.git.runBranch ?? branch;
    const defaultBranch = known ?? settings.git.baseBranch ?? runBranch;
    return runBranch === defaultBranch ? undefined : { runBranch, defaultBranch };
}
/** The plan of a run as on the default branch: its settings as given, its own sync ref. */
function plainPlan(settings, branch) {
    return { settings, syncBranch: branch, held: false, branchTag: undefined, notice: undefined };
}
/** The plan of a run on `branch` (the base branch), the default branch being `known` or after. */
function branchPlan(given, branch, known) {
    const run = branchRunOf(given, branch, known);
    if (run === undefined)
        return plainPlan(given, branch);
    const on = `This run is on ${run.runBranch}, not ${run.defaultBranch} (the default branch)`;
    if (given.branchKeys === 'hold') {
        return {
            settings: { ...given, dryRun: true },
            // What it would send once merged is measured against the default branch's last sync.
            syncBranch: run.defaultBranch,
            held: true,
            branchTag: undefined,
            notice: `${on}: with branch-keys: hold it writes nothing to the service, moves no ref, pushes no branch and opens no pull request. Below is what its push would send once merged (a dry run).`,
        };
    }
    const tag = (0,branch_tags/* branchTag */.TY)(run.runBranch);
    const { pull } = given;
    return {
        // Its pull proposes into the branch only the translations of its own keys.
        settings: {
            ...given,
            pull: { ...pull, exportOptions: { ...pull.exportOptions, include_tags: [tag] } },
        },
        syncBranch: branch,
        held: false,
        branchTag: tag,
        forkedFrom: run.defaultBranch,
        notice: `${on}: with branch-keys: tag it sends only the keys it adds, tagged ${tag}, and holds every other change until it is merged.`,
    };
}

// EXTERNAL MODULE: ./lib/src/common/inert.js
var inert = __webpack_require__(9102);
// EXTERNAL MODULE: ./lib/src/common/visible.js
var visible = __webpack_require__(2368);
;// CONCATENATED MODULE: ./lib/src/main.js






















/** One run of the action: read the inputs, push and/or pull, then report. */
async function run() {
    // Masked before anything else can print them: the tokens, and any password in a URL input.
    for (const name of ['api-token', 'github-token']) {
        const secret = core/* getInput */.V4(name);
        if (secret)
            core/* setSecret */.Pq(secret);
    }
    for (const name of ['api-url', 'download-url', 'github-api-url']) {
        for (const secret of urlSecrets(core/* getInput */.V4(name)))
            core/* setSecret */.Pq(secret);
    }
    const outputs = (0,report_outputs/* defaultOutputs */.Yt)();
    const summary = [];
    try {
        const event = (0,events/* runEvent */.K9)(process.env);
        const noToken = (0,events/* skippedWithoutToken */.AS)(event, core/* getInput */.V4('api-token'));
        if (noToken !== undefined)
            return skip(noToken, summary);
        const settings = await (0,inputs/* loadSettings */.M5)((name) => core/* getInput */.V4(name), process.env);
        for (const warning of settings.inputWarnings)
            core/* warning */.$e((0,visible/* visible */.RK)(warning));
        // A webhook_url is often a chat hook's secret address: masked before anything is printed.
        for (const secret of (0,export_request/* exportSecrets */.qW)(settings.pull.exportOptions))
            core/* setSecret */.Pq(secret);
        // A check writes nothing: it runs on any event, a pull request's first of all.
        const plan = settings.mode === 'check' ? { kind: 'run' } : (0,events/* planFor */.bJ)(event, settings.dryRun);
        if (plan.kind === 'skip')
            return skip(plan.notice, summary);
        summary.push(heading(settings));
        if (plan.kind === 'preview') {
            core/* notice */.lm(plan.notice);
            summary.push(`${plan.notice}\n`);
        }
        await runMode(settings, outputs, summary);
    }
    catch (error) {
        const problems = error instanceof inputs/* InputError */.dz ? error.problems : [(0,message_of/* messageOf */.b)(error)];
        summary.push((0,report_summary/* failureSummary */.jg)(problems));
        if (problems.length > 1) {
            for (const problem of problems)
                core/* error */.z3((0,visible/* visible */.RK)(problem));
            core/* setFailed */.C1(`${(0,plural/* count */.U)(problems.length, 'input')} are invalid (listed above)`);
        }
        else {
            core/* setFailed */.C1((0,visible/* visible */.RK)(problems[0] ?? 'failed'));
        }
    }
    finally {
        for (const [name, value] of Object.entries(outputs))
            core/* setOutput */.uH(name, value);
        if (process.env['GITHUB_STEP_SUMMARY'] && summary.length > 0) {
            const fitted = (0,report_summary/* fitSummary */.mW)(summary.join('\n'));
            if (fitted.rowsLeftOut > 0 || fitted.cut) {
                core/* warning */.$e(`The job summary was over GitHub's 1 MiB: ${fitted.rowsLeftOut > 0 ? `${(0,plural/* count */.U)(fitted.rowsLeftOut, 'table row')} left out` : 'cut after its last whole block'}`);
            }
            await core/* summary */.z.addRaw(fitted.text).write();
        }
    }
}
/** The password (and the user info it is part of) of a URL, to be masked. */
function urlSecrets(value) {
    if (!URL.canParse(value.trim()))
        return [];
    const url = new URL(value.trim());
    if (url.password === '')
        return [];
    return [url.password, decodeURIComponent(url.password)];
}
/** Ends a run that has nothing to do on this event: one notice, and the summary says the same. */
function skip(notice, summary) {
    core/* notice */.lm(notice);
    summary.push(`## l10n-sync: skipped\n\n${notice}\n`);
}
/** Runs the configured mode: the push, the pull, or both in that order. */
async function runMode(given, outputs, summary) {
    const log = actionsLog();
    const credentials = githubCredentials(given.git.githubToken, given.context.githubServerUrl);
    if (credentials.secret)
        core/* setSecret */.Pq(credentials.secret);
    const git = (0,git_git/* createGit */.l)(given.context.workspace, credentials.config);
    const { onEvent, waitedMs } = serviceEvents();
    const pushing = given.mode === 'push' || given.mode === 'sync';
    // A check (a release gate on a tag, too) needs no branch: without one it compares no sync ref.
    const branchRead = given.git.baseBranch ??
        (given.mode === 'check' ? (0,git_branch/* currentBranch */.eR)(git).catch(() => 'HEAD') : (0,git_branch/* currentBranch */.eR)(git));
    const ahead = serviceAhead(given, log, onEvent, Promise.resolve(branchRead));
    // Each mode's code (and the GitHub client, below) is loaded only when the run needs it: loading
    // it all up front delayed a push's first request by a third (benchmarked in bench/cold-start.ts).
    // The git commands run meanwhile, in their own processes.
    const [branch, pushCode, defaultBranch] = await Promise.all([
        branchRead,
        pushing ? Promise.all(/* import() */[__webpack_require__.e(620), __webpack_require__.e(213)]).then(__webpack_require__.bind(__webpack_require__, 2213)) : undefined,
        // A check writes nothing wherever it runs: which branch is the default does not matter.
        given.mode === 'check' ? undefined : defaultBranchOf(given, git),
    ]);
    // A branch run holds what it would send, or sends only the keys it adds (branch-run.ts); a
    // check, which writes nothing, runs as it is on any branch.
    const plan = given.mode === 'check' ? plainPlan(given, branch) : branchPlan(given, branch, defaultBranch);
    const { settings, syncBranch } = plan;
    if (plan.notice !== undefined) {
        core/* notice */.lm(plan.notice);
        summary.push(`${plan.notice}\n`);
    }
    const client = runClient(settings, ahead, log, onEvent);
    const phase = {
        settings,
        client,
        git,
        log,
        branch: syncBranch,
        outputs,
        summary,
        pullRequestNotes: [],
        held: plan.held,
        branchTag: plan.branchTag,
        forkedFrom: plan.forkedFrom,
    };
    // Before the first write: the languages require-completion names are the project's, and the
    // branch the pull proposes into is on origin.
    await checkRequiredLanguages(settings, client);
    if (!plan.held)
        await checkBaseBranch(settings, git, branch);
    if (settings.mode === 'check') {
        const { checkPhase } = await Promise.all(/* import() */[__webpack_require__.e(913), __webpack_require__.e(921)]).then(__webpack_require__.bind(__webpack_require__, 4405));
        await checkPhase(phase);
        return failBelowRequired(settings, outputs);
    }
    const ref = (0,sync_ref/* syncRefName */.gB)(settings.projectId, syncBranch);
    const stateRef = (0,sync_ref/* syncStateRefName */.XK)(settings.projectId, syncBranch);
    const older = await olderThanLastSync(git, ref, stateRef);
    if (older !== undefined) {
        core/* notice */.lm(older);
        summary.push(`${older}\n`);
        return;
    }
    // What a pull knows of the syncs before it: from this run's push when it pushed (the last sync
    // as it was before the push moved the ref), else from the sync ref and its state.
    let history = {
        lastSync: async () => {
            const state = await (0,sync_ref/* readSyncRef */.JH)(git, ref, stateRef);
            return state.kind === 'found' ? state.commit : undefined;
        },
        removedKeys: () => removedKeysRecorded(git, ref, stateRef),
    };
    if (pushCode)
        history = await pushCode.pushPhase(phase, waitedMs);
    // A held branch run's pull would propose the service's texts into the branch: none is made.
    if (!plan.held && (settings.mode === 'pull' || settings.mode === 'sync')) {
        const { pullPhase } = await __webpack_require__.e(/* import() */ 654).then(__webpack_require__.bind(__webpack_require__, 5654));
        await pullPhase(phase, history);
        failBelowRequired(settings, outputs);
    }
}
/** Fails the run when a language is below require-completion (completion-gate.ts). */
function failBelowRequired(settings, outputs) {
    const shortfall = completionShortfall(settings, outputs.completion);
    if (shortfall !== undefined)
        throw new Error(shortfall);
}
/** Each event of the service's calls told in the log, and the time waited for pacing counted. */
function serviceEvents() {
    let waited = 0;
    return {
        onEvent: (event) => {
            core/* info */.pq((0,inert/* inert */.t)((0,visible/* visible */.RK)(eventLine(event))));
            if (event.type === 'wait' && event.reason !== 'transient')
                waited += event.ms;
        },
        waitedMs: () => waited,
    };
}
/**
 * The service's client, made as the run starts, and the project's languages (every mode's first
 * request) asked through it once `after` settles (the checkout's branch, a local read: a run that
 * fails there makes no request), while the run's other git reads go on (origin's branches, the
 * sync ref): the first request waited for them (6–7× `node -e 0` after start in a dry-run push,
 * bench/cold-start.ts). Made as the inputs are given, writes and all: the run holds them back
 * (`holdingWrites`) once it knows it must. A run that then stops (an older commit run again) has
 * read the languages and written nothing. Undefined when no client can be made: the run's own
 * attempt then says why.
 */
function serviceAhead(given, log, onEvent, after) {
    let client;
    try {
        client = serviceClient(given, log, onEvent);
    }
    catch {
        return undefined;
    }
    const languages = after.then(() => client.language.list({ id: given.projectId }));
    // A run that ends before asking (an older commit) leaves the answer, or its failure, unread.
    languages.catch(() => undefined);
    return { client, languages };
}
/**
 * The run's client: the one that asked ahead, its connection and pacing going on (holding its
 * writes back in a held branch run or a dry run), else one made now, whose failure says why.
 */
function runClient(settings, ahead, log, onEvent) {
    if (ahead === undefined)
        return serviceClient(settings, log, onEvent);
    const client = settings.dryRun ? ahead.client.holdingWrites(dryRunLog(log)) : ahead.client;
    return (0,api/* withLanguagesAhead */.rD)(client, settings.projectId, ahead.languages);
}
/** The service's client as the settings ask for it, telling `onEvent` of each wait and retry. */
function serviceClient(settings, log, onEvent) {
    return (0,api/* createClient */.UU)({
        baseUrl: settings.apiUrl,
        revision: settings.revision,
        token: settings.token,
        downloadUrl: settings.downloadUrl,
        timeoutMs: scaledHttpTimeoutMs(settings.httpTimeoutMs, settings.context.timeScale),
        maxRetries: settings.maxRetries,
        timeScale: settings.context.timeScale,
        ...(settings.context.maxAnswerBytes === undefined
            ? {}
            : { maxAnswerBytes: settings.context.maxAnswerBytes }),
        proxy: settings.context.proxy,
        onEvent,
        ...(settings.dryRun ? { dryRun: dryRunLog(log) } : {}),
    });
}
/**
 * The keys the sync state follows as removed from the base language (as the push left it), each
 * as the JSON of its path; read only when a pull meets a key its base file lacks.
 */
async function removedKeysRecorded(git, ref, stateRef) {
    const [{ recordedRemovedKeys }, state] = await Promise.all([
        __webpack_require__.e(/* import() */ 881).then(__webpack_require__.bind(__webpack_require__, 3881)),
        (0,sync_ref/* readSyncRef */.JH)(git, ref, stateRef),
    ]);
    if (state.kind !== 'found')
        return new Set();
    return new Set(recordedRemovedKeys(state.state).map((key) => JSON.stringify(key.path)));
}
function heading(settings) {
    return `## l10n-sync: ${settings.mode} with project \`${settings.projectId}\` (revision ${settings.revision})\n`;
}
/**
 * The log every phase writes through: its lines hold the repository's and the service's text
 * (paths, keys, answers), so each invisible or direction-changing character is shown as its code
 * point (`visible`) before `inert` makes the line unable to issue a workflow command.
 */
function actionsLog() {
    return {
        info: (m) => core/* info */.pq((0,inert/* inert */.t)((0,visible/* visible */.RK)(m))),
        warning: (m, at) => core/* warning */.$e((0,visible/* visible */.RK)(m), at === undefined
            ? undefined
            : { file: at.file, ...(at.line ? { startLine: at.line } : {}) }),
        error: (m, file) => core/* error */.z3((0,visible/* visible */.RK)(m), file === undefined ? undefined : { file }),
        group: (title, fn) => core/* group */.Os((0,inert/* inert */.t)((0,visible/* visible */.RK)(title)), fn),
    };
}


/***/ }),

/***/ 3578:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   languageSlice: () => (/* binding */ languageSlice),
/* harmony export */   pulledLanguages: () => (/* binding */ pulledLanguages)
/* harmony export */ });
/* harmony import */ var _files_languages_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3329);

/**
 * One language's part of what a pull fetched (its files, strings, progress, findings and texts
 * changed on both sides), for the body and summary line of that language's pull request (pr-per-language).
 * `language` is the code as the repository has it.
 */
function languageSlice(fetched, language, toLocal) {
    const mine = (local) => (0,_files_languages_js__WEBPACK_IMPORTED_MODULE_0__/* .sameLanguage */ .zf)(local, language);
    return {
        ...fetched,
        changed: fetched.changed.filter((f) => mine(f.localLanguage)),
        progress: fetched.progress.filter((p) => mine(p.localLanguage)),
        belowMinimum: fetched.belowMinimum.filter((p) => mine(p.localLanguage)),
        review: fetched.review?.filter((f) => mine(toLocal(f.language))),
        overrides: fetched.overrides.filter((o) => mine(o.localLanguage)),
        strings: fetched.strings.filter((s) => mine(s.localLanguage)),
    };
}
/**
 * The languages this pull looked at, as the repository names them: the project's languages that
 * pull-languages chooses and min-completion did not leave out. Their pull requests may be closed
 * for holding nothing new; any other language's is left as it is.
 */
function pulledLanguages(fetched, settings) {
    const below = new Set(fetched.belowMinimum.map((p) => p.language.toLowerCase()));
    // `progress` has every language but the base, so no base code is needed to tell them apart.
    const base = '';
    return fetched.progress
        .filter((p) => !below.has(p.language.toLowerCase()))
        .filter((p) => (0,_files_languages_js__WEBPACK_IMPORTED_MODULE_0__/* .languageChosen */ .tS)(settings.pull.languages, p.language, base, settings.languageMap))
        .map((p) => p.localLanguage);
}


/***/ }),

/***/ 875:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ee: () => (/* binding */ findOpen),
/* harmony export */   VH: () => (/* binding */ preview),
/* harmony export */   mR: () => (/* binding */ pullRequestFields)
/* harmony export */ });
/* unused harmony export describeSpec */
/* harmony import */ var _git_branch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3096);
/* harmony import */ var _common_plural_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4558);


/** A dry run's proposal: what a real run would do with the branch and the pull request. */
/** The open pull request, when the run can look (a dry run may have no github-token). */
async function findOpen(deps) {
    return deps.pullRequests?.findOpen(deps.branch, deps.base);
}
/**
 * A dry run's decision, as a real run would reach it: the branch on origin compared with the
 * commit made, then the pull request created, updated or left as it is; the pull request's
 * title, labels, people and body are shown as they would be sent.
 */
async function preview(deps, made, spec, lines) {
    const { log, branch, base } = deps;
    const tip = await (0,_git_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .remoteTip */ .W_)(deps.git, branch);
    const changed = tip?.tree !== made.tree;
    const files = (0,_common_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U)(lines.size, 'file');
    const push = changed
        ? `would push a commit of ${files} to ${branch} (from ${base})`
        : `nothing would be pushed (${branch} on origin already has these translations)`;
    const open = await findOpen(deps);
    let action;
    let sentence;
    if (deps.settings.pull.target !== 'pull-request') {
        action = 'none';
        sentence = `${capitalized(push)}; pull-target is ${deps.settings.pull.target}: no pull request`;
    }
    else if (!deps.pullRequests) {
        action = changed ? 'update' : 'unchanged';
        sentence = `${capitalized(push)}, then open or update the pull request from ${branch} into ${base} (without github-token, the dry run did not look which)`;
    }
    else if (open) {
        action = changed ? 'update' : 'unchanged';
        sentence = `${capitalized(push)}; pull request #${open.number} would be ${changed ? 'updated' : 'left unchanged'}`;
    }
    else {
        action = 'create';
        sentence = `${capitalized(push)}, then open a pull request from ${branch} into ${base}`;
    }
    log.info(`[dry-run] ${sentence}`);
    // No group of its own: the runner does not nest groups, and this is inside one.
    if (action !== 'none')
        log.info(`[dry-run] the pull request it would send:\n${describeSpec(spec)}`);
    return {
        operation: 'none',
        branch,
        pushed: false,
        lines,
        ...(open ?? {}),
        preview: { action, sentence, ...(action === 'none' ? {} : { spec }) },
    };
}
/** The pull request as text: each field a line, then the body. */
function describeSpec(spec) {
    const lines = pullRequestFields(spec).map(({ label, values }) => `${label.toLowerCase()}: ${values.length ? values.join(', ') : '(none)'}`);
    return [...lines, 'body:', spec.body].join('\n');
}
/** A pull request's fields but its body, as the dry run's log and the job summary both list them. */
function pullRequestFields(spec) {
    return [
        { label: 'Title', values: [spec.title] },
        { label: 'Labels', values: spec.labels },
        {
            label: 'Reviewers',
            values: [...spec.reviewers, ...spec.teamReviewers.map((t) => `team ${t}`)],
        },
        { label: 'Assignees', values: spec.assignees },
        { label: 'Draft', values: [spec.draft ? 'yes' : 'no'] },
        { label: 'Auto-merge', values: [spec.autoMerge ?? 'off'] },
    ];
}
function capitalized(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}


/***/ }),

/***/ 4207:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BA: () => (/* binding */ baseItemsOf),
/* harmony export */   TY: () => (/* binding */ branchTag),
/* harmony export */   Xe: () => (/* binding */ isBranchTag),
/* harmony export */   pH: () => (/* binding */ BRANCH_TAG_PREFIX)
/* harmony export */ });
/**
 * The tags that mark a branch's keys on the service (docs/branches-and-checks.md, "Branches"): a branch run with
 * `branch-keys: tag` sends the keys its base files add tagged `l10n-sync-branch:<branch>`, so
 * translators can start before the merge; a default-branch run never writes such a key its base
 * files lack, and untags it once they have it.
 */
const BRANCH_TAG_PREFIX = 'l10n-sync-branch:';
/** The tag of `branch`'s keys. */
function branchTag(branch) {
    return `${BRANCH_TAG_PREFIX}${branch}`;
}
/** Whether a key's tag marks it as a branch's. */
function isBranchTag(tag) {
    return tag.startsWith(BRANCH_TAG_PREFIX);
}
const reads = new WeakMap();
/**
 * The base language's keys on the service with their tags, read once a run (the client is the
 * run's) by whichever part asks first: the untagging of merged keys, prune's keys of deleted
 * branches, the pull's branch keys. Read after the push's imports, so the keys they added are
 * there; the tags the untagging then removes are of keys the default branch has, which none of
 * those parts takes for a branch's. A failed read is not kept: the next asks again.
 */
function baseItemsOf(client, id, base) {
    let byBase = reads.get(client);
    if (byBase === undefined)
        reads.set(client, (byBase = new Map()));
    const key = `${id}\u0000${base}`;
    let read = byBase.get(key);
    if (read === undefined) {
        read = client.string.list({ id, langs: [base] }).then((strings) => strings[base] ?? []);
        byBase.set(key, read);
        read.catch(() => byBase.delete(key));
    }
    return read;
}


/***/ }),

/***/ 9296:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EW: () => (/* binding */ exportOptionsForReaders),
/* harmony export */   RG: () => (/* binding */ HIDDEN),
/* harmony export */   _c: () => (/* binding */ outsideAdvice),
/* harmony export */   gR: () => (/* binding */ exportOptionsForLog),
/* harmony export */   mC: () => (/* binding */ exportRequest),
/* harmony export */   ot: () => (/* binding */ placement),
/* harmony export */   qW: () => (/* binding */ exportSecrets),
/* harmony export */   rg: () => (/* binding */ optionsOfExports),
/* harmony export */   z4: () => (/* binding */ leavesKeysOut)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3796);
/* harmony import */ var _files_languages_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3329);


/**
 * The export call for a pull: `type` from the format, the layout from the `files` pattern (or
 * the original file names, or one export of a pull by source: export-by-source.ts), `langs` from
 * pull-languages, and the user's export options.
 */
function exportRequest(settings, projectLanguages, base, bySource) {
    const { pull, languageMap } = settings;
    const langs = pull.languages.kind === 'all'
        ? undefined
        : projectLanguages.filter((l) => (0,_files_languages_js__WEBPACK_IMPORTED_MODULE_1__/* .languageChosen */ .tS)(pull.languages, l, base, languageMap));
    const layout = bySource?.params ??
        (pull.useOriginal
            ? { use_original: true, directory_prefix: pull.directoryPrefix }
            : { bundle_structure: settings.patterns[0]?.source.trim().replace(/^\.\//, '') });
    const type = bySource?.format ?? pull.format;
    return { id: settings.projectId, type, langs, ...layout, ...pull.exportOptions };
}
/**
 * Where a bundle entry goes: the first pattern it matches, with the service's language code
 * turned back into the repository's (language-map).
 */
function placement(settings) {
    return (entry) => {
        for (const pattern of settings.patterns) {
            const language = pattern.languageOf(entry);
            if (language === undefined)
                continue;
            return {
                path: pattern.withLanguage(entry, settings.languageMap.toLocal(language)),
                language,
            };
        }
        return undefined;
    };
}
/**
 * What a refusal of a bundle entry outside the patterns advises besides adjusting them: on
 * 1.0.9.3 to narrow the export by file name; 1.0.9.2 has no such parameter, but without
 * use-original its export names its files after the patterns.
 */
function outsideAdvice(settings) {
    if (settings.revision !== '1.0.9.2') {
        return 'set filter_filenames in export-params so the service sends only matching files';
    }
    return settings.pull.useOriginal
        ? 'leave use-original off, so that the export names its files after the files patterns'
        : undefined;
}
/** What a log line shows for the value of an export parameter that acts elsewhere. */
const HIDDEN = '(hidden)';
/**
 * The export parameters as a log line may show them: those that make the service act elsewhere
 * (`webhook_url`, `triggers`, `repos`) and those the interface does not list named, their values
 * hidden.
 */
function exportOptionsForLog(options) {
    return Object.fromEntries(Object.entries(options).map(([name, value]) => [
        name,
        (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .actsElsewhere */ .IB)('project/export', name) ? hidden(value) : value,
    ]));
}
/** A value hidden from the log; the parameters the interface does not list keep their names. */
function hidden(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return HIDDEN;
    return Object.fromEntries(Object.keys(value).map((name) => [name, HIDDEN]));
}
/**
 * The export parameters as the pull request body and the summary show them: those that act
 * elsewhere left out (`hidden` names them, for a sentence saying so).
 */
function exportOptionsForReaders(options) {
    const entries = Object.entries(options);
    return {
        shown: Object.fromEntries(entries.filter(([name]) => !(0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .actsElsewhere */ .IB)('project/export', name))),
        hidden: entries.filter(([name]) => (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .actsElsewhere */ .IB)('project/export', name)).map(([n]) => n),
    };
}
/**
 * The values of the export options that must be masked in the log: the texts of parameters
 * that act elsewhere. A list's items (`triggers: ["github"]`, `repos`) are not: they name
 * integrations and repositories, and masking such common words would blank them out of every
 * other line of the log; log lines the action writes hide them anyway.
 */
function exportSecrets(options) {
    return Object.entries(options)
        .filter(([name, value]) => (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .actsElsewhere */ .IB)('project/export', name) && typeof value === 'string')
        .map(([, value]) => String(value))
        .filter((value) => value.trim() !== '');
}
/**
 * The export parameters as the pull request and the summary show them (id left out). Several
 * exports (one per format) show as one: their types and files listed, the rest as they share it.
 */
function optionsOfExports(exports) {
    const [first, ...more] = exports;
    const options = { ...first };
    delete options['id'];
    if (more.length === 0)
        return options;
    options['type'] = exports.map((e) => e.type);
    options['filter_filenames'] = exports.flatMap((e) => e.filter_filenames ?? []);
    if (exports.some((e) => e.yaml_include_root))
        options['yaml_include_root'] = true;
    return options;
}
/**
 * Whether an export may leave out keys the repository's files have for other reasons than their
 * removal from the service: a tag filter, `filter` (untranslated, fuzzy, hidden keys), `export_empty:
 * skip`, custom statuses, or a parameter the interface does not list (what it does is not shown).
 * Such a pull removes no key from a repository file (the pull's rules, `keepLeftOut`).
 */
function leavesKeysOut(params) {
    const nonEmpty = (value) => Array.isArray(value) && value.length > 0;
    return (nonEmpty(params['include_tags']) ||
        nonEmpty(params['exclude_tags']) ||
        nonEmpty(params['filter']) ||
        nonEmpty(params['custom_translation_status_titles']) ||
        params['export_empty'] === 'skip' ||
        params['unlisted'] !== undefined);
}


/***/ }),

/***/ 7725:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cz: () => (/* binding */ ProgressCounter),
/* harmony export */   fL: () => (/* binding */ percentText),
/* harmony export */   hr: () => (/* binding */ progressBar)
/* harmony export */ });
/* unused harmony export progressOf */
/* harmony import */ var _qa_plural_forms_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8397);
/* harmony import */ var _files_languages_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3329);


/**
 * Counts items as they come, one language after another or mixed, and gives each language's
 * progress against the base language's keys. Archived keys count nowhere (the service keeps them
 * out of exports); hidden keys count like any other (they are exported, and only hidden from
 * contributors). A project without keys is complete.
 */
class ProgressCounter {
    #counts = new Map();
    /** Each language's distinct keys would cost a set per language: the base's alone is kept. */
    #baseKeys = new Set();
    #base;
    /** The last item's language, and whether it is the base (items come language by language). */
    #lastLanguage;
    #lastIsBase = false;
    /** `languages`: those to show even without a single key (an empty project is complete). */
    constructor(base, languages = []) {
        this.#base = base;
        for (const language of languages)
            this.#counts.set(language, { keys: 0, translated: 0, fuzzy: 0 });
    }
    add(language, item) {
        if (item.isArchived)
            return;
        let count = this.#counts.get(language);
        if (count === undefined) {
            count = { keys: 0, translated: 0, fuzzy: 0 };
            this.#counts.set(language, count);
        }
        count.keys += 1;
        if ((0,_qa_plural_forms_js__WEBPACK_IMPORTED_MODULE_0__/* .isTranslated */ .Z)(item.translation)) {
            count.translated += 1;
            if (item.fuzzy)
                count.fuzzy += 1;
        }
        if (language !== this.#lastLanguage) {
            this.#lastLanguage = language;
            this.#lastIsBase = (0,_files_languages_js__WEBPACK_IMPORTED_MODULE_1__/* .sameLanguage */ .zf)(language, this.#base);
        }
        if (this.#lastIsBase)
            this.#baseKeys.add(item.key);
    }
    /**
     * Adds what `other` counted, a later batch of the same read (other languages): its counts and,
     * when it read the base language, its base keys.
     */
    absorb(other) {
        for (const [language, count] of other.#counts) {
            const mine = this.#counts.get(language);
            if (mine === undefined)
                this.#counts.set(language, { ...count });
            else {
                mine.keys += count.keys;
                mine.translated += count.translated;
                mine.fuzzy += count.fuzzy;
            }
        }
        for (const key of other.#baseKeys)
            this.#baseKeys.add(key);
    }
    progress() {
        const baseKeys = this.#baseKeys.size;
        return [...this.#counts]
            .map(([language, count]) => {
            const share = baseKeys === 0 ? 100 : Math.min(100, (count.translated / baseKeys) * 100);
            return { language, ...count, percent: Math.round(share * 10) / 10 };
        })
            .sort((a, b) => a.language.localeCompare(b.language));
    }
}
/** Each language's progress, from string/list's answer as a whole (see ProgressCounter). */
function progressOf(strings, base) {
    const counter = new ProgressCounter(base, Object.keys(strings));
    for (const [language, items] of Object.entries(strings)) {
        for (const item of items)
            counter.add(language, item);
    }
    return counter.progress();
}
/** A percentage as the outputs and tables show it: one decimal, always (`71.0`). */
function percentText(percent) {
    return percent.toFixed(1);
}
/** A bar of ten cells for a table: `█████████░`. */
function progressBar(percent) {
    // Whole cells only: 96.4 % must not look complete.
    const full = Math.floor(percent / 10);
    return '█'.repeat(full) + '░'.repeat(10 - full);
}


/***/ }),

/***/ 4163:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $T: () => (/* binding */ rowsPerLanguage),
/* harmony export */   C0: () => (/* binding */ stringChangesOf),
/* harmony export */   ML: () => (/* binding */ KIND_ORDER),
/* harmony export */   a4: () => (/* binding */ diffStrings),
/* harmony export */   bf: () => (/* binding */ MAX_LISTED_ROWS),
/* harmony export */   gw: () => (/* binding */ countsByLanguage),
/* harmony export */   lZ: () => (/* binding */ NO_COUNTS),
/* harmony export */   mQ: () => (/* binding */ countsOf),
/* harmony export */   n6: () => (/* binding */ compareText)
/* harmony export */ });
/* harmony import */ var _translations_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1904);

/**
 * Most rows a run keeps in memory: more than the job summary's 1 MiB can show (a row takes 50
 * bytes at least), far fewer than a pull of thousands of rewritten files would make.
 */
const MAX_LISTED_ROWS = 25_000;
/**
 * Rows each language keeps, at least, when each has a pull request of its own
 * (`pr-per-language`): its body lists its own strings, and a body of 65,536 characters shows
 * fewer than 1,000 rows. Shared from MAX_LISTED_ROWS while there are few languages.
 */
const LEAST_ROWS_PER_LANGUAGE = 1_000;
/** The rows one language keeps when each language has a pull request of its own. */
function rowsPerLanguage(languages) {
    return Math.max(LEAST_ROWS_PER_LANGUAGE, Math.floor(MAX_LISTED_ROWS / Math.max(1, languages)));
}
/** No change counted. */
const NO_COUNTS = {
    changed: 0,
    added: 0,
    removed: 0,
};
/** The changes' counts by kind. */
function countsOf(changes) {
    const counts = { ...NO_COUNTS };
    for (const change of changes)
        counts[change.kind]++;
    return counts;
}
/** The order reviewers read: what changed first, then what is new, then what is gone. */
const KIND_ORDER = ['changed', 'added', 'removed'];
/**
 * The keys whose text differs between `before` (HEAD) and `after` (the pulled file): a key's
 * order, comments, references and formatting are no change, only its text. Sorted by kind, then
 * key, so that a reviewer can scan it.
 */
function diffStrings(before, after) {
    return stringChangesOf((0,_translations_index_js__WEBPACK_IMPORTED_MODULE_0__/* .textChangesOf */ .YS)(before, after));
}
/** The texts a pull changed in a file, as a person reads them, sorted as `diffStrings` sorts. */
function stringChangesOf(changes) {
    return changes
        .map(({ kind, key, before, after }) => ({
        kind,
        key: (0,_translations_index_js__WEBPACK_IMPORTED_MODULE_0__/* .keyLabel */ .w8)(key),
        ...(before === undefined ? {} : { before: shown(before) }),
        ...(after === undefined ? {} : { after: shown(after) }),
    }))
        .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
/** A value as a person reads it (see keys.ts `textOf`). */
function shown(value) {
    return typeof value === 'string' ? value : JSON.stringify(value);
}
/** Changed, added and removed keys per language (as the repository writes it), in code order. */
function countsByLanguage(files) {
    const counts = new Map();
    const sorted = [...files].sort((a, b) => compareText(a.localLanguage, b.localLanguage));
    for (const file of sorted) {
        const tally = counts.get(file.localLanguage) ?? { ...NO_COUNTS };
        for (const kind of KIND_ORDER)
            tally[kind] += file.counts[kind];
        counts.set(file.localLanguage, tally);
    }
    return counts;
}
/** Code-point order: the same on every runner, whatever its locale. */
function compareText(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}


/***/ }),

/***/ 8397:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ isTranslated),
/* harmony export */   o: () => (/* binding */ pluralForms)
/* harmony export */ });
/**
 * A plural key's text in `string/list`: the interface shows `translation` only as a string, and a
 * service may give a plural key's forms there as JSON text (`{"one":"# file","other":"# files"}`,
 * the `json_string` plural format). Such a text is read as its forms; anything else is one text.
 */
const FORM_NAMES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);
/** The forms of a plural text, or undefined for a plain text. */
function pluralForms(text) {
    if (!text.startsWith('{"'))
        return undefined;
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        return undefined;
    const entries = Object.entries(parsed);
    const isForms = entries.length > 0 &&
        entries.every(
        // 1.0.9.2 also names forms `other1`, `other2`…
        ([name, value]) => (FORM_NAMES.has(name) || /^other\d+$/.test(name)) && typeof value === 'string');
    return isForms ? parsed : undefined;
}
/** Whether a translation has any text: a plural key's when any of its forms has. */
function isTranslated(text) {
    // Nearly every text starts with a printable ASCII character that is no space: it has text, and
    // is no plural key's forms unless that character is a brace.
    const first = text.charCodeAt(0);
    if (first > 0x20 && first < 0x7f && first !== 0x7b)
        return true;
    const forms = pluralForms(text);
    return forms === undefined
        ? text.trim() !== ''
        : Object.values(forms).some((form) => form.trim() !== '');
}


/***/ }),

/***/ 3635:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   annotationsByLanguage: () => (/* binding */ annotationsByLanguage),
/* harmony export */   h: () => (/* binding */ needsReviewSection)
/* harmony export */ });
/* harmony import */ var _common_plural_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4558);
/* harmony import */ var _common_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(869);
/* harmony import */ var _common_visible_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2368);



const CHECK_LABELS = {
    length: 'too long',
    placeholders: 'placeholders',
    icu: 'ICU',
    tags: 'tags',
    whitespace: 'space',
};
/**
 * The "Needs review" section of the pull request body and the job summary: one row per
 * translation, at most `maxRows`, with what differs and both texts shortened, their space made
 * visible, and nothing in them able to format, mention or link.
 */
function needsReviewSection(findings, toLocal, maxRows) {
    if (findings.length === 0)
        return '';
    const rows = findings.slice(0, maxRows).map((f) => {
        const key = f.context ? `${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .shortCodeSpan */ .yY)(f.key)} (${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .shortCodeSpan */ .yY)(f.context)})` : (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .shortCodeSpan */ .yY)(f.key);
        const what = f.differences.map((d) => (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(d.detail)).join('<br>');
        return `| ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(toLocal(f.language))} | ${key} | ${what} | ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .shortCodeSpan */ .yY)(f.base)} | ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .shortCodeSpan */ .yY)(f.translation)} |`;
    });
    const more = findings.length - maxRows;
    return [
        '**Needs review**: translations whose placeholders, ICU syntax, tags or surrounding space differ from the base text.',
        '',
        '| Language | Key | What differs | Base text | Translation |',
        '| --- | --- | --- | --- | --- |',
        ...rows,
        ...(more > 0 ? [`| … | and ${more} more | | | |`] : []),
    ].join('\n');
}
/**
 * One line per language for its warning annotation: how many translations, and which checks. The
 * language code is the service's (or language-map's), so its hidden characters are shown too.
 */
function annotationsByLanguage(findings, toLocal) {
    const byLanguage = new Map();
    // Appended in place: copying the list for each finding was quadratic in a language's findings.
    for (const f of findings) {
        const list = byLanguage.get(f.language);
        if (list === undefined)
            byLanguage.set(f.language, [f]);
        else
            list.push(f);
    }
    return [...byLanguage].map(([language, list]) => {
        const checks = new Map();
        for (const f of list) {
            for (const check of new Set(f.differences.map((d) => d.check))) {
                checks.set(check, (checks.get(check) ?? 0) + 1);
            }
        }
        const detail = [...checks].map(([check, n]) => `${CHECK_LABELS[check]} ${n}`).join(', ');
        return `${(0,_common_visible_js__WEBPACK_IMPORTED_MODULE_1__/* .visibleInLine */ .mo)(toLocal(language))}: ${(0,_common_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .count */ .U)(list.length, 'translation')} ${(0,_common_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .L)(list.length, 'needs', 'need')} review (${detail}); see "Needs review" in the job summary`;
    });
}


/***/ }),

/***/ 2011:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $7: () => (/* binding */ pushOutputs),
/* harmony export */   Wo: () => (/* binding */ perLanguageOutputs),
/* harmony export */   Yt: () => (/* binding */ defaultOutputs),
/* harmony export */   completionJson: () => (/* binding */ completionJson),
/* harmony export */   qM: () => (/* binding */ pullOutputs)
/* harmony export */ });
/* unused harmony export largestOperation */
/* harmony import */ var _pull_progress_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7725);

function defaultOutputs() {
    return {
        'pushed-files': '0',
        'keys-inserted': '0',
        'keys-updated': '0',
        'keys-skipped': '0',
        'pulled-files': '0',
        'changed-languages': '[]',
        'pull-request-number': '',
        'pull-request-url': '',
        'pull-request-operation': 'none',
        'pull-requests': '{}',
        branch: '',
        'pushed-commit': '',
        completion: '{}',
        'qa-issues': '',
        'keys-retired': '0',
        'keys-removed': '0',
        'removed-keys-file': '',
        held: '0',
        'missing-translations': '{}',
    };
}
/** The push's outputs: files and keys that went up, and the commit they came from. */
function pushOutputs(report, dryRun) {
    const done = report.imports.filter((i) => i.result !== undefined);
    const sum = (key) => String(done.reduce((total, i) => total + (i.result?.[key] ?? 0), 0));
    return {
        'pushed-files': String(dryRun ? 0 : done.length),
        'keys-inserted': sum('inserted'),
        'keys-updated': sum('updated'),
        'keys-skipped': sum('skipped'),
        // The sync ref's new position: empty when it stayed (a failed upload, no permission, dry run).
        'pushed-commit': report.refAtCommit ? report.commit : '',
        // A dry run retires and removes nothing, whatever it lists.
        'keys-retired': String(dryRun ? 0 : (report.prune?.retired ?? 0)),
        'keys-removed': String(dryRun ? 0 : (report.prune?.removed ?? 0)),
        'removed-keys-file': report.prune?.file ?? '',
    };
}
/** The pull's outputs: what changed, where it went, and the pull request. */
function pullOutputs(fetch, published) {
    const languages = changedLanguages(fetch);
    // Every language of the one pull request names it, so a later step reads the output the same
    // way with pr-per-language on or off.
    const entry = published.number === undefined ? undefined : pullRequestEntry(published);
    return {
        ...fetchOutputs(fetch),
        'pull-request-number': published.number === undefined ? '' : String(published.number),
        'pull-request-url': published.url ?? '',
        'pull-request-operation': published.operation,
        'pull-requests': JSON.stringify(Object.fromEntries(entry === undefined ? [] : languages.map((l) => [l, entry]))),
        branch: published.branch ?? '',
    };
}
/**
 * The outputs of a pr-per-language pull: `pull-requests` names each language's pull request (or
 * branch, with pull-target: branch); the single pull request's number and URL are empty, its
 * operation is the largest change of them all, and `branch` is the branches' common part.
 */
function perLanguageOutputs(fetch, proposed, branch) {
    const entries = proposed.languages
        .filter(({ result }) => result.number !== undefined || result.pushed)
        .map(({ language, result }) => [language, pullRequestEntry(result)]);
    return {
        ...fetchOutputs(fetch),
        'pull-request-number': '',
        'pull-request-url': '',
        'pull-request-operation': largestOperation(proposed.languages),
        'pull-requests': JSON.stringify(Object.fromEntries(entries)),
        branch,
    };
}
/** One language's entry of `pull-requests`. */
function pullRequestEntry(result) {
    return {
        ...(result.number === undefined ? {} : { number: result.number, url: result.url ?? '' }),
        operation: result.operation,
        branch: result.branch ?? '',
    };
}
/** The outputs of what the pull fetched, whatever it proposed. */
function fetchOutputs(fetch) {
    return {
        'pulled-files': String(fetch.changed.length),
        'changed-languages': JSON.stringify(changedLanguages(fetch)),
        completion: completionJson(fetch.progress),
        // Empty when nothing was checked (`qa: off`), which is not the same as nothing found.
        'qa-issues': fetch.review === undefined ? '' : String(fetch.review.length),
    };
}
function changedLanguages(fetch) {
    return [...new Set(fetch.changed.map((f) => f.localLanguage))].sort();
}
/**
 * `{"de": 96.4, "fr": 71.0}`: written by hand, since JSON.stringify would write 71.0 as 71 and the
 * output promises one decimal.
 */
/** The `completion` output: each language as the repository spells it, to its percentage. */
function completionJson(progress) {
    const fields = progress.map((p) => `${JSON.stringify(p.localLanguage)}: ${(0,_pull_progress_js__WEBPACK_IMPORTED_MODULE_0__/* .percentText */ .fL)(p.percent)}`);
    return `{${fields.join(', ')}}`;
}
/** Operations by how much they change, for the one operation of a pr-per-language run. */
const WEIGHT = {
    created: 4,
    updated: 3,
    closed: 2,
    unchanged: 1,
    none: 0,
};
/** The largest change of all the languages' pull requests (`none` when there are none). */
function largestOperation(languages) {
    return languages.reduce((top, { result }) => (WEIGHT[result.operation] > WEIGHT[top] ? result.operation : top), 'none');
}


/***/ }),

/***/ 107:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ pullSections)
});

// EXTERNAL MODULE: ./lib/src/common/markdown.js
var markdown = __webpack_require__(869);
// EXTERNAL MODULE: ./lib/src/common/plural.js
var plural = __webpack_require__(4558);
// EXTERNAL MODULE: ./lib/src/pull/export-request.js
var export_request = __webpack_require__(9296);
// EXTERNAL MODULE: ./lib/src/qa/report.js
var report = __webpack_require__(3635);
// EXTERNAL MODULE: ./lib/src/report/pull-tables.js
var pull_tables = __webpack_require__(8446);
;// CONCATENATED MODULE: ./lib/src/report/repository-texts.js


/** Keys named per file in the "kept" line, at most. */
const KEYS_NAMED = 10;
/**
 * What the pull did with the repository's own texts, for the pull request body and the job
 * summary: the texts the repository changed since the last sync that the service replaces (a
 * row each, both texts, at most `maxRows`), and the texts it kept because the service's were
 * empty. Empty when there is neither.
 */
function repositoryTextsSection(files, overrides, maxRows) {
    const parts = [];
    const rows = overrides.flatMap((file) => file.overrides.map((o) => `| ${(0,markdown/* plainText */.wh)(file.localLanguage)} | ${(0,markdown/* codeSpan */.SS)(file.path, true)} | ${(0,markdown/* shortCodeSpan */.yY)(o.key)} | ${(0,markdown/* shortCodeSpan */.yY)(o.repository)} | ${(0,markdown/* shortCodeSpan */.yY)(o.service)} |`));
    if (rows.length > 0) {
        const more = rows.length - maxRows;
        parts.push(`**Changed on both sides**: ${(0,plural/* count */.U)(rows.length, 'text')} the repository changed since the last sync ${rows.length === 1 ? 'has' : 'have'} another text on the service. This pull request proposes the service's (its translations are the reference); to keep the repository's, change it on the service.`, '', '| Language | File | Key | Repository | Service |', '| --- | --- | --- | --- | --- |', ...rows.slice(0, maxRows), ...(more > 0 ? [`| … | and ${(0,plural/* count */.U)(more, 'more row')} in the job summary | | | |`] : []), '');
    }
    const whole = files.filter((f) => f.fallback !== undefined);
    if (whole.length > 0) {
        parts.push(`**Taken whole from the service**: ${(0,plural/* count */.U)(whole.length, 'file')} could not be edited key by key, so ${whole.length === 1 ? 'it is' : 'they are'} the service's, with the repository's line endings; review ${whole.length === 1 ? 'its' : 'their'} whole diff:`, '', ...whole.map((f) => `- ${(0,markdown/* codeSpan */.SS)(f.path)}: ${(0,markdown/* plainText */.wh)(f.fallback ?? '')}`), '');
    }
    const kept = files.filter((f) => (f.notes ?? []).length > 0);
    if (kept.length > 0) {
        const total = kept.reduce((sum, f) => sum + (f.notes?.length ?? 0), 0);
        parts.push(`**Kept from the repository**: ${(0,plural/* count */.U)(total, 'text')} the service has empty ${total === 1 ? 'stays' : 'stay'} as the repository has ${total === 1 ? 'it' : 'them'}:`, '', ...kept.map((f) => {
            const keys = f.notes ?? [];
            const named = keys.slice(0, KEYS_NAMED).map((k) => (0,markdown/* shortCodeSpan */.yY)(k, false));
            const rest = keys.length > KEYS_NAMED ? `, and ${keys.length - KEYS_NAMED} more` : '';
            return `- ${(0,markdown/* codeSpan */.SS)(f.path)}: ${named.join(', ')}${rest}`;
        }), '');
    }
    return parts.join('\n').trim();
}

// EXTERNAL MODULE: ./lib/src/report/string-changes-table.js
var string_changes_table = __webpack_require__(457);
;// CONCATENATED MODULE: ./lib/src/report/pull-sections.js







/** Most skipped bundle entries the summary names; a hostile bundle may hold thousands. */
const SKIPPED_SHOWN = 20;
/** The pull's report, section by section, in the order both media show them. */
function pullSections(facts) {
    const { fetch } = facts;
    const listed = fetch.strings.some((file) => file.changes !== undefined);
    return [
        summaryOnly('heading', () => `### Pull${facts.dryRun ? ' (dry run: nothing was written)' : ''}`),
        {
            name: 'where the translations come from',
            only: 'pull-request',
            shrinks: 'fixed',
            render: () => `Translations from project \`${facts.projectId}\` (legacy interface ${facts.revision}), exported and unzipped by l10n-sync.`,
        },
        summaryOnly('outcome', () => (facts.proposed?.outcome ?? []).join('\n').trim()),
        summaryOnly('retired branches', () => (facts.proposed?.retired ?? []).map((sentence) => `${(0,markdown/* plainText */.wh)(sentence)}.`).join('\n\n')),
        {
            name: 'strings',
            shrinks: 'fills',
            render: (_medium, room) => (0,string_changes_table.stringChangesSection)(fetch.strings, room),
        },
        filesSection(facts, listed),
        summaryOnly('previews', () => (facts.proposed?.previews ?? []).join('\n\n')),
        summaryOnly('files already up to date', () => {
            const unchanged = fetch.unchanged ?? 0;
            return unchanged === 0
                ? ''
                : `${(0,plural/* count */.U)(unchanged, 'file')} in the bundle ${(0,plural/* plural */.L)(unchanged, 'was', 'were')} already up to date.`;
        }),
        {
            name: "the repository's own texts",
            shrinks: 'rows',
            render: (medium) => repositoryTextsSection(fetch.changed, fetch.overrides, medium.rows),
        },
        {
            name: 'progress',
            // One row per language: a project has far fewer than a table can hold.
            shrinks: 'fixed',
            render: () => (0,pull_tables/* progressTable */.wC)(fetch.progress, fetch.belowMinimum),
        },
        qualitySection(facts),
        {
            name: "the push's notes",
            only: 'pull-request',
            shrinks: 'fixed',
            render: () => (facts.notes ?? []).map((note) => note.trimEnd()).join('\n\n'),
        },
        summaryOnly('entries not written', () => skippedList(fetch.skipped ?? []), 'rows'),
        {
            name: 'export options',
            only: 'pull-request',
            shrinks: 'fixed',
            render: () => exportOptionsSection(fetch.exportOptions),
        },
        {
            name: 'what to do with it',
            only: 'pull-request',
            shrinks: 'fixed',
            render: () => 'This pull request is updated in place by later runs; merge it when the translations look right.',
        },
    ];
}
/** The changed files with their lines; in the body folded when the strings are listed. */
function filesSection(facts, listed) {
    return {
        name: 'files',
        shrinks: 'rows',
        // Reviewers read strings, not files: in the body, the files are a click away.
        render: (medium) => {
            const table = (0,pull_tables/* changesTable */.EI)(facts.fetch.changed, facts.lines);
            return medium.kind === 'pull-request' && listed ? (0,pull_tables/* folded */.TM)('Files', table) : table;
        },
    };
}
/** The quality checks' findings; in the summary, a line saying there are none. */
function qualitySection(facts) {
    const { review } = facts.fetch;
    return {
        name: 'quality checks',
        shrinks: 'rows',
        render: (medium) => {
            if (review === undefined)
                return '';
            // A clean run is news in the summary; the body keeps to what needs a reviewer.
            if (review.length === 0 && medium.kind === 'summary') {
                return 'Quality checks: no pulled translation differs from its base text in placeholders, ICU syntax, tags or surrounding space.';
            }
            return (0,report/* needsReviewSection */.h)(review, facts.toLocal, medium.rows);
        },
    };
}
/** A section of the job summary alone. */
function summaryOnly(name, render, shrinks = 'fixed') {
    return { name, only: 'summary', shrinks, render };
}
/** The bundle's entries the pull did not write, and why, the first SKIPPED_SHOWN of them. */
function skippedList(skipped) {
    if (skipped.length === 0)
        return '';
    const more = skipped.length - SKIPPED_SHOWN;
    return [
        'Not written from the bundle:',
        '',
        ...skipped.slice(0, SKIPPED_SHOWN).map((s) => `- ${(0,markdown/* codeSpan */.SS)(s.entry)}: ${(0,markdown/* plainText */.wh)(s.reason)}`),
        ...(more > 0 ? [`- and ${more} more`] : []),
    ].join('\n');
}
/** The export's parameters as sent (folded), and the names of those not shown. */
function exportOptionsSection(options) {
    const exported = (0,export_request/* exportOptionsForReaders */.EW)(options);
    const hidden = exported.hidden;
    return (0,pull_tables/* folded */.TM)('Export options', [
        (0,markdown/* codeBlock */.DV)(JSON.stringify(exported.shown, null, 2), 'json'),
        ...(hidden.length > 0
            ? [
                '',
                `Not shown: ${hidden.map((name) => (0,markdown/* codeSpan */.SS)(name)).join(', ')}, which ${hidden.length === 1 ? 'makes' : 'make'} the service act elsewhere.`,
            ]
            : []),
    ].join('\n'));
}


/***/ }),

/***/ 8446:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EI: () => (/* binding */ changesTable),
/* harmony export */   TM: () => (/* binding */ folded),
/* harmony export */   filesShown: () => (/* binding */ filesShown),
/* harmony export */   wC: () => (/* binding */ progressTable)
/* harmony export */ });
/* harmony import */ var _common_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(869);
/* harmony import */ var _common_plural_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4558);
/* harmony import */ var _pull_progress_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7725);



/** Most rows the table of files shows. */
const MAX_ROWS = 300;
/** The files the table of changes has a row for, in its order: the only ones whose lines count. */
function filesShown(files) {
    return [...files]
        .sort((a, b) => a.localLanguage.localeCompare(b.localLanguage) || a.path.localeCompare(b.path))
        .slice(0, MAX_ROWS);
}
/** The changed files per language with their added and removed lines, as a Markdown table. */
function changesTable(files, lines) {
    if (files.length === 0)
        return 'No translation file changed.';
    const rows = filesShown(files).map((f) => {
        const count = lines.get(f.path);
        return `| ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(f.localLanguage)} | ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(f.path, true)} | ${count ? `+${count.added}` : ''} | ${count ? `−${count.removed}` : ''} |`;
    });
    const languages = new Set(files.map((f) => f.localLanguage)).size;
    return [
        `${(0,_common_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .count */ .U)(files.length, 'file')} in ${(0,_common_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .count */ .U)(languages, 'language')}:`,
        '',
        '| Language | File | Added | Removed |',
        '| --- | --- | ---: | ---: |',
        ...rows,
        ...(files.length > MAX_ROWS
            ? [`| … | and ${(0,_common_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .count */ .U)(files.length - MAX_ROWS, 'more file')} | | |`]
            : []),
    ].join('\n');
}
/**
 * Each language's progress as a table with a text bar; languages left out for min-completion say
 * so. Empty when the project has no language but the base.
 */
function progressTable(progress, belowMinimum) {
    if (progress.length === 0)
        return '';
    const left = new Set(belowMinimum.map((p) => p.language));
    const rows = progress.map((p) => `| ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(p.localLanguage)} | ${(0,_pull_progress_js__WEBPACK_IMPORTED_MODULE_1__/* .progressBar */ .hr)(p.percent)} ${(0,_pull_progress_js__WEBPACK_IMPORTED_MODULE_1__/* .percentText */ .fL)(p.percent)}%${left.has(p.language) ? ' (below min-completion: not pulled)' : ''} | ${p.translated} | ${p.fuzzy} |`);
    return [
        "Translation progress (translated keys against the base language's):",
        '',
        '| Language | Progress | Translated | Fuzzy |',
        '| --- | --- | ---: | ---: |',
        ...rows,
    ].join('\n');
}
/** A section a reader opens when they need it. */
function folded(summary, content) {
    return ['<details><summary>' + summary + '</summary>', '', content, '', '</details>'].join('\n');
}


/***/ }),

/***/ 4943:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B1: () => (/* binding */ renderReport),
/* harmony export */   Bp: () => (/* binding */ JOB_SUMMARY),
/* harmony export */   Ky: () => (/* binding */ PULL_REQUEST)
/* harmony export */ });
/* harmony import */ var _github_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1022);

/** The pull request's body: read first, so kept short; the summary has what it leaves out. */
const PULL_REQUEST = {
    kind: 'pull-request',
    limit: _github_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .PULL_REQUEST_BODY_LIMIT */ .L,
    reserve: 512,
    rows: 50,
    elsewhere: 'in the job summary',
};
/** The job summary: everything the run found, as far as GitHub's limit goes. */
const JOB_SUMMARY = {
    kind: 'summary',
    limit: _github_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .STEP_SUMMARY_LIMIT */ .C,
    reserve: 128 * 1024,
    rows: 300,
    elsewhere: "left out: the job summary's limit",
};
/** The sections' Markdown in order, a blank line between; the filling one in what is left. */
function renderReport(sections, medium) {
    const here = sections.filter((section) => section.only === undefined || section.only === medium.kind);
    const unbounded = {
        limit: medium.limit.most,
        measure: medium.limit.size,
        elsewhere: medium.elsewhere,
    };
    const texts = here.map((section) => section.shrinks === 'fills' ? '' : section.render(medium, unbounded));
    const joined = () => texts.filter((text) => text !== '').join('\n\n');
    const filling = here.findIndex((section) => section.shrinks === 'fills');
    if (filling !== -1) {
        const room = {
            ...unbounded,
            // Two newlines set it apart from its neighbours.
            limit: medium.limit.most - medium.reserve - medium.limit.size(joined()) - 2,
        };
        texts[filling] = here[filling]?.render(medium, room) ?? '';
    }
    return joined();
}


/***/ }),

/***/ 457:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_TITLE: () => (/* binding */ DEFAULT_TITLE),
/* harmony export */   stringChangesSection: () => (/* binding */ stringChangesSection),
/* harmony export */   titleWithCounts: () => (/* binding */ titleWithCounts)
/* harmony export */ });
/* harmony import */ var _common_plural_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4558);
/* harmony import */ var _common_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(869);
/* harmony import */ var _common_visible_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2368);
/* harmony import */ var _translations_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1904);
/* harmony import */ var _pull_string_changes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4163);





/** Files named in the "not read key by key" list, at most. */
const UNREAD_NAMED = 20;
const UNREAD_REASONS = {
    format: 'a format the key-level model does not read',
    encoding: 'not UTF-8',
    syntax: 'does not parse as its format',
    new: 'a new file, every key in it new',
    limit: _translations_index_js__WEBPACK_IMPORTED_MODULE_2__/* .PAST_LIMIT_REASON */ .UG,
};
/**
 * The strings a pull changes, for the pull request body and the job summary: one table row per
 * key changed, added or removed (old and new text, shortened and safe as every cell is),
 * sorted by language, kind and key; rows that do not fit in `room` are left out whole, and a
 * last row says how many and where they are. Files the model cannot read are named, so that a
 * reviewer knows to read them in the file table. Empty when no file changed.
 */
function stringChangesSection(files, room) {
    if (files.length === 0)
        return '';
    const read = files.filter((file) => file.changes !== undefined);
    const unread = files.filter((file) => file.changes === undefined);
    const parts = [];
    const rows = tableRows(read);
    const total = read.reduce((sum, file) => sum + _pull_string_changes_js__WEBPACK_IMPORTED_MODULE_3__/* .KIND_ORDER */ .ML.reduce((n, kind) => n + file.counts[kind], 0), 0);
    if (read.length > 0 && total === 0) {
        parts.push('No string changed: the files differ from the base in formatting only.');
    }
    const unreadLines = unreadList(unread);
    if (total > 0) {
        const withFile = needsFileColumn(read);
        const head = [
            `**Strings** ${countsSentence(read)}:`,
            '',
            withFile
                ? '| Language | File | Change | Key | Old text | New text |'
                : '| Language | Change | Key | Old text | New text |',
            withFile ? '| --- | --- | --- | --- | --- | --- |' : '| --- | --- | --- | --- | --- |',
        ].join('\n');
        const tail = unreadLines.join('\n');
        // Room for the row that says how many were left out, with numbers of any length.
        const reserve = room.measure(`| … | and 999,999,999 more rows ${room.elsewhere} |`) + 16;
        let used = room.measure(head) + room.measure(tail) + reserve;
        const shown = [];
        for (const row of rows) {
            // Rendered one by one as they fit: a summary of 20,000 rows shows far fewer.
            const line = renderRow(row, withFile);
            const size = room.measure(line) + 1;
            if (used + size > room.limit)
                break;
            used += size;
            shown.push(line);
        }
        // Rows a run did not keep (pulled-strings.ts) count among those left out.
        const left = total - shown.length;
        const cells = withFile ? '| | | |' : '| | |';
        parts.push(head, ...shown, ...(left > 0 ? [`| … | ${(0,_common_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U)(left, 'more row')} ${room.elsewhere} ${cells}`] : []));
    }
    if (unreadLines.length > 0)
        parts.push('', ...unreadLines);
    return parts.join('\n').trim();
}
/** The rows in the order a reviewer reads: language, then kind, then key (then file). */
function tableRows(files) {
    const rows = files.flatMap((file) => (file.changes ?? []).map((change) => ({ file, change })));
    return rows.sort((a, b) => (0,_pull_string_changes_js__WEBPACK_IMPORTED_MODULE_3__/* .compareText */ .n6)(a.file.localLanguage, b.file.localLanguage) ||
        _pull_string_changes_js__WEBPACK_IMPORTED_MODULE_3__/* .KIND_ORDER */ .ML.indexOf(a.change.kind) - _pull_string_changes_js__WEBPACK_IMPORTED_MODULE_3__/* .KIND_ORDER */ .ML.indexOf(b.change.kind) ||
        (0,_pull_string_changes_js__WEBPACK_IMPORTED_MODULE_3__/* .compareText */ .n6)(a.change.key, b.change.key) ||
        (0,_pull_string_changes_js__WEBPACK_IMPORTED_MODULE_3__/* .compareText */ .n6)(a.file.path, b.file.path));
}
function renderRow({ file, change }, withFile) {
    const old = change.before === undefined ? '' : (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .shortCodeSpan */ .yY)(change.before);
    const now = change.after === undefined ? '' : (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .shortCodeSpan */ .yY)(change.after);
    const path = withFile ? ` ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(file.path, true)} |` : '';
    return `| ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(file.localLanguage)} |${path} ${change.kind} | ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(change.key, true)} | ${old} | ${now} |`;
}
/** A file column only where a language has several files (their keys could clash). */
function needsFileColumn(files) {
    const languages = new Set(files.map((file) => file.localLanguage));
    return languages.size < files.length;
}
/** "in de: 2 changed, 1 added; fr: 1 removed", the counts of the rows. */
function countsSentence(files) {
    const perLanguage = [...(0,_pull_string_changes_js__WEBPACK_IMPORTED_MODULE_3__/* .countsByLanguage */ .gw)(files)]
        .map(([language, tally]) => {
        const kinds = _pull_string_changes_js__WEBPACK_IMPORTED_MODULE_3__/* .KIND_ORDER */ .ML.filter((kind) => tally[kind] > 0).map((kind) => `${tally[kind]} ${kind}`);
        return kinds.length === 0 ? undefined : `${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(language)}: ${kinds.join(', ')}`;
    })
        .filter((text) => text !== undefined);
    return `in ${perLanguage.join('; ')}`;
}
function unreadList(files) {
    if (files.length === 0)
        return [];
    const named = files
        .slice(0, UNREAD_NAMED)
        .map((file) => `- ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(file.path)} (${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(file.localLanguage)}): ${UNREAD_REASONS[file.unread ?? 'syntax']}`);
    const more = files.length - UNREAD_NAMED;
    return [
        `Not read key by key (the file table lists ${files.length === 1 ? 'it' : 'them'}):`,
        '',
        ...named,
        ...(more > 0 ? [`- and ${(0,_common_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U)(more, 'more file')}`] : []),
    ];
}
/** The default title; a pull request with another keeps it as it is. */
const DEFAULT_TITLE = 'Update translations';
/** Most characters of a title with counts (GitHub allows 256; a list shows far fewer). */
const TITLE_LENGTH = 100;
/**
 * The default title with the counts of changed strings per language, e.g. "Update translations
 * (de: 12 changed, 3 added)": languages that do not fit are left out and counted, so the title
 * stays short. Any other title, or a pull with no string counted, keeps `title` as it is. A
 * title is plain text, not Markdown: the language codes' hidden characters are shown here.
 */
function titleWithCounts(title, files) {
    if (title !== DEFAULT_TITLE)
        return title;
    const perLanguage = [...(0,_pull_string_changes_js__WEBPACK_IMPORTED_MODULE_3__/* .countsByLanguage */ .gw)(files)]
        .map(([language, tally]) => {
        const kinds = _pull_string_changes_js__WEBPACK_IMPORTED_MODULE_3__/* .KIND_ORDER */ .ML.filter((kind) => tally[kind] > 0);
        return kinds.length === 0
            ? undefined
            : `${oneLine((0,_common_visible_js__WEBPACK_IMPORTED_MODULE_1__/* .visible */ .RK)(language))}: ${kinds.map((kind) => `${tally[kind]} ${kind}`).join(', ')}`;
    })
        .filter((text) => text !== undefined);
    if (perLanguage.length === 0)
        return title;
    for (let shown = perLanguage.length; shown >= 1; shown--) {
        const left = perLanguage.length - shown;
        const rest = left > 0 ? `; ${(0,_common_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U)(left, 'more language')}` : '';
        const candidate = `${title} (${perLanguage.slice(0, shown).join('; ')}${rest})`;
        if ([...candidate].length <= TITLE_LENGTH)
            return candidate;
    }
    const cut = [...`${title} (${perLanguage[0]}`].slice(0, TITLE_LENGTH - 2).join('');
    return `${cut}…)`;
}
function oneLine(text) {
    return text.replace(/[\r\n\t]+/g, ' ');
}


/***/ }),

/***/ 6965:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f6: () => (/* binding */ perLanguagePullSummary),
/* harmony export */   jg: () => (/* binding */ failureSummary),
/* harmony export */   mW: () => (/* binding */ fitSummary),
/* harmony export */   oi: () => (/* binding */ pullSummary)
/* harmony export */ });
/* harmony import */ var _common_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(869);
/* harmony import */ var _common_markdown_fit_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2019);
/* harmony import */ var _github_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1022);
/* harmony import */ var _propose_language_slice_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3578);
/* harmony import */ var _propose_preview_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(875);
/* harmony import */ var _pull_sections_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(107);
/* harmony import */ var _report_model_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4943);







/** The job summary of a pull whose translations went into one pull request (or branch). */
function pullSummary(fetch, published, settings, retired = []) {
    return pullSummaryOf(fetch, settings, {
        outcome: [outcomeLine(fetch, published, settings)],
        retired,
        lines: published.lines,
        previews: published.preview?.spec ? [previewDetails(published.preview.spec)] : [],
    });
}
/** The job summary of a pr-per-language pull: a line per language with its pull request. */
function perLanguagePullSummary(fetch, proposed, settings) {
    const toLocal = (language) => settings.languageMap.toLocal(language);
    const lines = new Map(proposed.languages.flatMap(({ result }) => [...result.lines]));
    return pullSummaryOf(fetch, settings, {
        outcome: proposed.languages.length === 0
            ? ['Nothing new to propose in any language.']
            : proposed.languages.map(({ language, result }) => {
                const line = outcomeLine((0,_propose_language_slice_js__WEBPACK_IMPORTED_MODULE_5__.languageSlice)(fetch, language, toLocal), result, settings);
                return `- ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(language)}: ${line || 'nothing to do.'}`;
            }),
        retired: proposed.retired,
        lines,
        previews: proposed.languages.flatMap(({ language, result }) => result.preview?.spec ? [previewDetails(result.preview.spec, language)] : []),
    });
}
function pullSummaryOf(fetch, settings, proposed) {
    const facts = {
        fetch,
        lines: proposed.lines,
        projectId: settings.projectId,
        revision: settings.revision,
        toLocal: (language) => settings.languageMap.toLocal(language),
        dryRun: settings.dryRun,
        proposed,
    };
    // A blank line after it sets the next phase's part of the summary apart.
    return `${(0,_report_model_js__WEBPACK_IMPORTED_MODULE_4__/* .renderReport */ .B1)((0,_pull_sections_js__WEBPACK_IMPORTED_MODULE_3__/* .pullSections */ .A)(facts), _report_model_js__WEBPACK_IMPORTED_MODULE_4__/* .JOB_SUMMARY */ .Bp)}\n`;
}
/** What became of one pull request, in one line (empty when there is nothing to say). */
function outcomeLine(fetch, published, settings) {
    const pr = published.number !== undefined ? `[#${published.number}](${published.url ?? ''})` : undefined;
    const outcome = {
        created: `Opened pull request ${pr ?? ''}.`,
        updated: `Updated pull request ${pr ?? ''}.`,
        unchanged: `Pull request ${pr ?? ''} already has these translations; nothing was pushed.`,
        closed: `Closed pull request ${pr ?? ''}: the base already has every translation this pull brings.`,
        none: noneOutcome(fetch, published, settings, pr),
    };
    const said = published.preview?.sentence ?? published.note;
    return said === undefined ? outcome[published.operation] : `${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(said)}.`;
}
/** The pull request a dry run would send, folded: its fields, then its body as GitHub shows it. */
function previewDetails(spec, language) {
    const values = (label, items) => items.length === 0
        ? 'none'
        : label === 'Title'
            ? (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(items.join(''))
            : items.map((item) => (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(item)).join(', ');
    return [
        `<details><summary>The pull request it would send${language === undefined ? '' : ` for ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(language)}`}</summary>`,
        '',
        ...(0,_propose_preview_js__WEBPACK_IMPORTED_MODULE_2__/* .pullRequestFields */ .mR)(spec).map(({ label, values: items }) => `- ${label}: ${values(label, items)}`),
        '',
        '---',
        '',
        (0,_common_markdown_fit_js__WEBPACK_IMPORTED_MODULE_6__/* .fitMarkdown */ .D)(spec.body, _github_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .PULL_REQUEST_BODY_LIMIT */ .L).text,
        '',
        '</details>',
    ].join('\n');
}
/** What a pull that opened, updated and closed nothing did, in one line (or none). */
function noneOutcome(fetch, published, settings, pr) {
    if (fetch.changed.length === 0)
        return settings.pull.target === 'workspace' ? '' : 'Nothing new to propose.';
    if (settings.pull.target === 'workspace')
        return 'The files were left changed in the workspace for later steps.';
    if (settings.dryRun) {
        if (settings.pull.target === 'branch')
            return `Would push branch \`${published.branch ?? ''}\`.`;
        return pr ? `Would update pull request ${pr}.` : 'Would open a pull request.';
    }
    return published.pushed ? `Pushed branch \`${published.branch ?? ''}\`.` : '';
}
/**
 * The job summary within GitHub's limit: past it, GitHub shows none of it. Whole table rows are
 * left out (each table says how many) rather than a line cut where it could leave code open.
 */
function fitSummary(markdown) {
    return (0,_common_markdown_fit_js__WEBPACK_IMPORTED_MODULE_6__/* .fitMarkdown */ .D)(markdown, _github_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .STEP_SUMMARY_LIMIT */ .C);
}
/** The end of a run that failed: each error line of the log, where a person looks first. */
function failureSummary(problems) {
    return ['### ❌ Failed', '', ...problems.map((problem) => `- ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(problem)}`), ''].join('\n');
}


/***/ }),

/***/ 1032:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GM: () => (/* binding */ FILE_FORMATS),
/* harmony export */   P9: () => (/* binding */ fileFormatOf),
/* harmony export */   iZ: () => (/* binding */ formatRow),
/* harmony export */   tT: () => (/* binding */ transferredByKey)
/* harmony export */ });
const BOTH = ['1.0.9.3', '1.0.9.2'];
const always = () => true;
/** JSON and `.strings` write an empty text only as `""`; YAML as `""` or `''`. */
const quotedEmpty = (bytes) => bytes.includes('""');
const FILE_FORMATS = [
    {
        exportType: 'json',
        extensions: ['json'],
        title: 'JSON',
        revisions: BOTH,
        model: { name: 'json', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(547), __webpack_require__.e(421)]).then(__webpack_require__.bind(__webpack_require__, 9421))).jsonModel },
        emptyLeftOut: { mayHold: quotedEmpty },
    },
    // Flutter's ARB: 1.0.9.3 takes any extension as a type; 1.0.9.2's closed list has no arb.
    {
        exportType: 'arb',
        extensions: ['arb'],
        title: 'ARB',
        revisions: ['1.0.9.3'],
        model: { name: 'arb', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(547), __webpack_require__.e(500)]).then(__webpack_require__.bind(__webpack_require__, 9500))).arbModel },
    },
    {
        exportType: 'yml',
        extensions: ['yml', 'yaml'],
        title: 'YAML',
        revisions: BOTH,
        model: { name: 'yaml', load: async () => (await __webpack_require__.e(/* import() */ 217).then(__webpack_require__.bind(__webpack_require__, 7217))).yamlModel },
        emptyLeftOut: { mayHold: (bytes) => quotedEmpty(bytes) || bytes.includes("''") },
        languageRoot: async () => ({
            exportParam: 'yaml_include_root',
            ...(await __webpack_require__.e(/* import() */ 288).then(__webpack_require__.bind(__webpack_require__, 9288))),
        }),
    },
    {
        exportType: 'po',
        extensions: ['po', 'pot'],
        title: 'gettext',
        revisions: BOTH,
        model: { name: 'po', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(231), __webpack_require__.e(99)]).then(__webpack_require__.bind(__webpack_require__, 2099))).poModel },
        addsEmptyTexts: true,
        noise: 'po-header',
        keysAreBaseTexts: true,
    },
    {
        exportType: 'strings',
        extensions: ['strings'],
        title: '.strings',
        revisions: BOTH,
        model: { name: 'strings', load: async () => (await __webpack_require__.e(/* import() */ 848).then(__webpack_require__.bind(__webpack_require__, 5848))).stringsModel },
        emptyLeftOut: { mayHold: quotedEmpty },
    },
    // Apple's plurals: 1.0.9.3 takes any extension as a type; 1.0.9.2's closed list has none. Apple
    // shows `zero` for 0 in every language, whatever CLDR gives it: no `languagePluralForms`.
    {
        exportType: 'stringsdict',
        extensions: ['stringsdict'],
        title: '.stringsdict',
        revisions: ['1.0.9.3'],
        platform: 'ios',
        model: {
            name: 'stringsdict',
            load: async () => (await Promise.all(/* import() */[__webpack_require__.e(865), __webpack_require__.e(29), __webpack_require__.e(606)]).then(__webpack_require__.bind(__webpack_require__, 7606))).stringsdictModel,
        },
        // An empty `<string>` shows as empty where a missing one falls back. Every empty spelling
        // (`<string></string>`, `<string/>`, an empty CDATA section or comment) ends `></string>`.
        emptyLeftOut: {
            mayHold: (bytes) => /><\/string\s*>|<string\s*\/>/.test(bytes.toString('latin1')),
        },
    },
    // The one XML format the service exports under `.xml`; another XML file does not read as one
    // and is compared by its lines.
    {
        exportType: 'xml',
        extensions: ['xml'],
        title: 'Android resources',
        revisions: BOTH,
        model: { name: 'android', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(865), __webpack_require__.e(29), __webpack_require__.e(535)]).then(__webpack_require__.bind(__webpack_require__, 1535))).androidModel },
        markup: true,
        // An empty element has several spellings: every new file is read.
        emptyLeftOut: { mayHold: always },
        languagePluralForms: true,
    },
    {
        exportType: 'xliff',
        extensions: ['xliff', 'xlf'],
        title: 'XLIFF 1.2',
        revisions: BOTH,
        model: { name: 'xliff', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(865), __webpack_require__.e(29), __webpack_require__.e(309)]).then(__webpack_require__.bind(__webpack_require__, 309))).xliffModel },
        markup: true,
    },
    {
        exportType: 'properties',
        extensions: ['properties'],
        title: '.properties',
        revisions: BOTH,
        model: {
            name: 'properties',
            load: async () => (await __webpack_require__.e(/* import() */ 50).then(__webpack_require__.bind(__webpack_require__, 9050))).propertiesModel,
        },
        // `key=` is an empty text: every new file is read.
        emptyLeftOut: { mayHold: always },
    },
    // .NET resources: 1.0.9.3 takes any extension as a type; 1.0.9.2's closed list has no resx.
    // A value is plain text (`&lt;b&gt;` is the characters `<b>`, never markup): no `markup`.
    {
        exportType: 'resx',
        extensions: ['resx'],
        title: '.NET resources',
        revisions: ['1.0.9.3'],
        model: { name: 'resx', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(865), __webpack_require__.e(29), __webpack_require__.e(561)]).then(__webpack_require__.bind(__webpack_require__, 5561))).resxModel },
        // .NET falls back on the base language for a missing entry but shows an empty one; an empty
        // value has several spellings, so every new file is read.
        emptyLeftOut: { mayHold: always },
    },
    // Qt Linguist: 1.0.9.3 takes any extension as a type (its `indentation` list names ts); 1.0.9.2's
    // closed list has none. Only a `files` pattern makes a `.ts` file a translation, and one whose
    // root is not `<TS>` (a TypeScript source) does not read: it is compared by its lines. A text
    // is characters (`&lt;b&gt;` is `<b>`, which a label may render, but no markup): no `markup`.
    {
        exportType: 'ts',
        extensions: ['ts'],
        title: 'Qt Linguist',
        revisions: ['1.0.9.3'],
        model: { name: 'qt-ts', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(865), __webpack_require__.e(29), __webpack_require__.e(264)]).then(__webpack_require__.bind(__webpack_require__, 8264))).qtTsModel },
        // lupdate lists every message, an untranslated one `type="unfinished"` and empty, and Qt
        // shows the source for it: a new file holds every message, as a new language's from lupdate.
        addsEmptyTexts: true,
        platform: 'web',
    },
    // Xcode's String Catalog: every language in one JSON file, which neither revision imports or
    // exports: its texts go by key both ways. Its model is a view of one language (`everyLanguage`).
    {
        exportType: 'xcstrings',
        extensions: ['xcstrings'],
        title: 'String Catalog',
        revisions: [],
        platform: 'ios',
        model: {
            name: 'xcstrings',
            // The source language's view: what a caller that names no language reads.
            load: async () => (await Promise.all(/* import() */[__webpack_require__.e(547), __webpack_require__.e(835)]).then(__webpack_require__.bind(__webpack_require__, 5835))).xcstringsSourceModel,
        },
        everyLanguage: {
            languagesOf: async (text) => (await Promise.all(/* import() */[__webpack_require__.e(547), __webpack_require__.e(835)]).then(__webpack_require__.bind(__webpack_require__, 5835))).xcstringsLanguages(text),
            viewOf: async (language) => (await Promise.all(/* import() */[__webpack_require__.e(547), __webpack_require__.e(835)]).then(__webpack_require__.bind(__webpack_require__, 5835))).xcstringsModelFor(language),
        },
    },
    { exportType: 'ini', extensions: ['ini'], title: 'INI', revisions: BOTH },
    { exportType: 'php', extensions: ['php'], title: 'PHP', revisions: BOTH },
];
const BY_EXTENSION = new Map(FILE_FORMATS.flatMap((format) => format.extensions.map((extension) => [extension, format])));
/** The format of a file by its extension (any case); undefined for one the action does not know. */
function fileFormatOf(path) {
    const extension = /\.([^./\\%]+)$/.exec(path)?.[1]?.toLowerCase();
    return extension === undefined ? undefined : BY_EXTENSION.get(extension);
}
/** The row of a key-level model. */
function formatRow(model) {
    const row = FILE_FORMATS.find((format) => format.model?.name === model);
    if (row === undefined)
        throw new Error(`no format row has the model ${model}`);
    return row;
}
/**
 * Whether a file's texts go to and come from the service by key alone on `revision`: a format
 * the action reads key by key whose export type the revision does not import or export (a
 * `.resx` on 1.0.9.2). Its keys are made and set by `string/set` (push/by-key-files.ts) and
 * pulled from `string/list` into the repository's files (pull/by-key-bundle.ts).
 */
function transferredByKey(path, revision) {
    const row = fileFormatOf(path);
    return row?.model !== undefined && !row.revisions.includes(revision);
}


/***/ }),

/***/ 1904:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GM: () => (/* reexport */ file_formats/* FILE_FORMATS */.GM),
  UG: () => (/* reexport */ read_limits/* PAST_LIMIT_REASON */.UG),
  DG: () => (/* reexport */ keys/* PLURAL_FORMS */.DG),
  F$: () => (/* reexport */ keys/* changedKeys */.F$),
  P9: () => (/* reexport */ file_formats/* fileFormatOf */.P9),
  cK: () => (/* reexport */ fileHolding),
  QU: () => (/* reexport */ keys/* formOf */.QU),
  be: () => (/* reexport */ formatOf),
  lJ: () => (/* reexport */ keptEntries),
  w8: () => (/* reexport */ keys/* keyLabel */.w8),
  TN: () => (/* reexport */ keys/* keyOf */.TN),
  Zd: () => (/* reexport */ plainCharacters),
  k_: () => (/* reexport */ readTranslationFile),
  E6: () => (/* reexport */ reconcilePulledFile),
  OD: () => (/* reexport */ keys/* segmentsOf */.OD),
  YS: () => (/* reexport */ keys/* textChangesOf */.YS),
  tT: () => (/* reexport */ file_formats/* transferredByKey */.tT),
  aT: () => (/* reexport */ uploadForm)
});

// UNUSED EXPORTS: readTranslations, textOf

// EXTERNAL MODULE: ./lib/src/translations/file-formats.js
var file_formats = __webpack_require__(1032);
// EXTERNAL MODULE: ./lib/src/translations/read-limits.js
var read_limits = __webpack_require__(2048);
// EXTERNAL MODULE: ./lib/src/translations/read-warnings.js
var read_warnings = __webpack_require__(6545);
;// CONCATENATED MODULE: ./lib/src/translations/text-file.js
/**
 * The text layer under the model: a translation file is UTF-8, perhaps with a byte-order mark,
 * with CRLF or LF line endings. The format modules see the text without the mark and, when every
 * line ends with CRLF, with LF endings, so that their edits need not know either; `encodeText`
 * puts both back.
 */
const UTF8_BOM = '\uFEFF';
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/** The file's text; undefined when the bytes are not UTF-8. */
function decodeText(bytes) {
    let raw;
    try {
        raw = decoder.decode(bytes);
    }
    catch {
        return undefined;
    }
    const bom = raw.startsWith(UTF8_BOM);
    const withoutBom = bom ? raw.slice(UTF8_BOM.length) : raw;
    const crlf = allLinesEndWithCrlf(withoutBom);
    return { text: crlf ? withoutBom.replaceAll('\r\n', '\n') : withoutBom, bom, crlf };
}
/** The bytes of an edited text, with the mark and the line endings `like` had. */
function encodeText(text, like) {
    const lines = like.crlf ? text.replace(/\r?\n/g, '\r\n') : text;
    return Buffer.from((like.bom ? UTF8_BOM : '') + lines, 'utf8');
}
/**
 * True when the text has line breaks and each is CRLF. A file mixing both is left as it is, so
 * that converting back cannot touch its LF lines.
 */
function allLinesEndWithCrlf(text) {
    let lf = 0;
    let crlf = 0;
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) {
        lf++;
        if (text[at - 1] === '\r')
            crlf++;
    }
    return lf > 0 && lf === crlf;
}

;// CONCATENATED MODULE: ./lib/src/translations/formats.js




/**
 * Each format's module is loaded on first use (its row's `load`, file-formats.ts): a pull of JSON
 * files never loads the YAML, gettext and XML parsers (together ~12 MiB of resident memory), nor
 * does a push.
 */
const loaded = new Map();
/** The format the model reads a file of this path as; undefined for a path it cannot read. */
function formatOf(path) {
    return (0,file_formats/* fileFormatOf */.P9)(path)?.model?.name;
}
/**
 * The module that reads and edits a format, loaded once, within the read limits: a text past
 * one (read-limits.ts) reads as one that does not parse, and is handled whole.
 */
async function modelOf(format, language) {
    return withinLimits(await unguardedModelOf(format, language));
}
function unguardedModelOf(format, language) {
    const views = (0,file_formats/* formatRow */.iZ)(format).everyLanguage;
    if (views !== undefined && language !== undefined)
        return views.viewOf(language);
    let model = loaded.get(format);
    if (model === undefined) {
        model = (0,file_formats/* formatRow */.iZ)(format).model?.load() ?? Promise.reject(new Error(`no model ${format}`));
        loaded.set(format, model);
    }
    return model;
}
/** The text's entries, undefined when it does not parse, or `limit` when it is past a limit. */
function readWithin(read, text) {
    if (text.length > read_limits/* MAX_READ_CHARACTERS */.$e)
        return 'limit';
    try {
        return read(text);
    }
    catch (error) {
        if ((0,read_limits/* isPastLimit */.Mf)(error))
            return 'limit';
        throw error;
    }
}
/** The model with every text past a limit taken as one it cannot read or edit. */
function withinLimits(model) {
    const entries = (read) => (text) => {
        const result = readWithin(read, text);
        return result === 'limit' ? undefined : result;
    };
    const orElse = (make, fallback) => {
        try {
            return make();
        }
        catch (error) {
            if ((0,read_limits/* isPastLimit */.Mf)(error))
                return fallback;
            throw error;
        }
    };
    // The paired reader keeps to the limits itself: past one it reads nothing (json-pair.ts).
    const { readKeys, followMarkup, alignBundle, textStates, paired } = model;
    return {
        read: entries(model.read),
        ...(followMarkup === undefined ? {} : { followMarkup }),
        ...(textStates === undefined ? {} : { textStates }),
        ...(paired === undefined ? {} : { paired }),
        ...(readKeys === undefined ? {} : { readKeys: entries(readKeys) }),
        ...(alignBundle === undefined
            ? {}
            : {
                alignBundle: (text, bundle, offered) => orElse(() => alignBundle(text, bundle, offered), offered),
            }),
        edit: (text, target, bundle, states) => orElse(() => model.edit(text, target, bundle, states), undefined),
        render: (bundle, target, states) => orElse(() => model.render(bundle, target, states), bundle),
    };
}
/**
 * The text's translations: key (see keys.ts) → text, in the file's order. Nested keys are paths,
 * plural forms nested keys (JSON, YAML, Android `plurals`), `msgstr[n]` (.po) or array indexes
 * (Android `string-array`); non-string JSON/YAML leaves are kept as values. Undefined when the
 * text does not parse.
 */
async function readTranslations(format, text, options = {}) {
    return (await modelOf(format, options.language)).read(text.startsWith('\uFEFF') ? text.slice(1) : text);
}
/**
 * A file's translations from its bytes: undefined bytes (no such file) hold none. `unread` says
 * why a file is not read key by key: a format the model does not read, bytes that are not
 * UTF-8, a text that does not parse as its format, or one past a read limit (read-limits.ts:
 * too deep or too large). `keys` reads every key the file declares,
 * those without a translation too (see FormatModel.readKeys).
 */
async function readTranslationFile(path, bytes, what = 'translations', options = {}) {
    const format = formatOf(path);
    if (format === undefined)
        return { unread: 'format' };
    if (bytes === undefined)
        return { entries: new Map() };
    const decoded = decodeText(bytes);
    if (decoded === undefined)
        return { unread: 'encoding' };
    const model = await unguardedModelOf(format, options.language);
    const read = what === 'keys' ? (model.readKeys ?? model.read) : model.read;
    const entries = readWithin(read, decoded.text);
    if (entries === 'limit')
        return { unread: 'limit' };
    if (entries === undefined)
        return { unread: 'syntax' };
    const warnings = (0,read_warnings/* warningsOf */.n)(entries).map((warning) => `${path}: ${warning}`);
    return warnings.length > 0 ? { entries, warnings } : { entries };
}

// EXTERNAL MODULE: ./lib/src/translations/keys.js
var keys = __webpack_require__(9039);
;// CONCATENATED MODULE: ./lib/src/translations/repository-texts.js
/**
 * The bundle's entries with the repository's text put back wherever the bundle's is empty and
 * the repository's is not: the service exports an untranslated key as "", which must not wipe a
 * translation the repository has. With `skipNewEmpty`, keys the repository's file lacks are not
 * added with an empty text. Keys `deleted` says the developer deleted are not added back. With
 * `followMarkup`, a changed text keeps the repository's markup (see FormatModel).
 */
function keepRepositoryTexts(before, offered, rules) {
    const { skipNewEmpty, deleted, followMarkup, pluralForm, keepLeftOut } = rules;
    const target = new Map();
    const keptTexts = [];
    for (const [key, value] of offered) {
        const ours = before.get(key);
        // A key the developer deleted stays on the service until it is pruned: not proposed back,
        // and a file that still has it keeps its text.
        if (deleted?.(key)) {
            if (ours !== undefined)
                target.set(key, ours);
            continue;
        }
        // An empty text for a key the file lacks adds nothing to review, and in JSON or YAML it
        // would replace the app's fallback to the base language with an empty text. (A .po file
        // keeps its untranslated entries: gettext shows the msgid for an empty msgstr.)
        if (value === '' && !before.has(key) && skipNewEmpty)
            continue;
        // A plural form the file's language does not have is never shown: not added.
        if (!before.has(key) && pluralForm?.(key) === false)
            continue;
        // A key the file leaves empty as YAML's null (Rails then falls back, as for a missing key)
        // is untranslated on the service too, which exports it as "": it stays as the file has it.
        if (value === '' && ours === null) {
            target.set(key, ours);
            continue;
        }
        if (value === '' && typeof ours === 'string' && ours !== '') {
            target.set(key, ours);
            keptTexts.push(key);
        }
        else if (followMarkup && typeof ours === 'string' && typeof value === 'string') {
            target.set(key, value === ours ? value : followMarkup(ours, value));
        }
        else {
            target.set(key, value);
        }
    }
    // A null the file has (YAML's `key:`, no text, as Rails reads it) for a key the service's
    // export lacks is no text either way: it stays, rather than be removed as a key the service
    // dropped.
    // So does every key the export left out, where it may leave keys out.
    for (const [key, ours] of before) {
        if (offered.has(key))
            continue;
        if (keepLeftOut || (ours === null && deleted?.(key) !== true))
            target.set(key, ours);
    }
    return { target, keptTexts };
}

;// CONCATENATED MODULE: ./lib/src/translations/fallback.js
/**
 * The rule for files the model cannot read (other formats, files that do not parse, other
 * encodings): equal when the bytes are equal up to line endings, a final newline and a UTF-8
 * byte-order mark; otherwise the bundle's bytes with the repository file's conventions for those.
 */
const fallback_UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const CR = 0x0d;
const LF = 0x0a;
/** Whether the two files hold the same bytes once line endings, final newline and mark are set aside. */
function sameUpToLineEndings(current, bundle) {
    return normalised(current).equals(normalised(bundle));
}
/**
 * The bundle's bytes with the repository file's line endings (CRLF when most of its lines end
 * so), final newline and UTF-8 mark. A file in UTF-16 is left as the bundle has it: its line
 * breaks are not single bytes.
 */
function withConventionsOf(current, bundle) {
    if (isUtf16(current) || isUtf16(bundle))
        return bundle;
    const conventions = conventionsOf(current);
    let lines = withLf(withoutBom(bundle));
    while (lines.length > 0 && lines[lines.length - 1] === LF)
        lines = lines.subarray(0, -1);
    const body = conventions.crlf ? lfToCrlf(lines) : lines;
    const end = conventions.finalNewline && lines.length > 0 ? newline(conventions.crlf) : [];
    return Buffer.concat([conventions.bom ? fallback_UTF8_BOM : Buffer.alloc(0), body, Buffer.from(end)]);
}
function conventionsOf(bytes) {
    let lf = 0;
    let crlf = 0;
    for (let at = bytes.indexOf(LF); at !== -1; at = bytes.indexOf(LF, at + 1)) {
        lf++;
        if (bytes[at - 1] === CR)
            crlf++;
    }
    return {
        bom: bytes.subarray(0, 3).equals(fallback_UTF8_BOM),
        crlf: crlf > 0 && crlf * 2 >= lf,
        finalNewline: bytes.length === 0 || bytes[bytes.length - 1] === LF,
    };
}
/** The bytes without mark, with LF endings and without final newlines. */
function normalised(bytes) {
    let lines = withLf(withoutBom(bytes));
    while (lines.length > 0 && lines[lines.length - 1] === LF)
        lines = lines.subarray(0, -1);
    return lines;
}
function withoutBom(bytes) {
    return bytes.subarray(0, 3).equals(fallback_UTF8_BOM) ? bytes.subarray(3) : bytes;
}
function isUtf16(bytes) {
    return (bytes.length >= 2 &&
        ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)));
}
/** latin1 maps each byte to one character, so only the CR LF pairs change whatever the charset. */
function withLf(bytes) {
    if (bytes.indexOf(CR) === -1)
        return bytes;
    return Buffer.from(bytes.toString('latin1').replaceAll('\r\n', '\n'), 'latin1');
}
function lfToCrlf(bytes) {
    return Buffer.from(bytes.toString('latin1').replaceAll('\n', '\r\n'), 'latin1');
}
function newline(crlf) {
    return crlf ? [CR, LF] : [LF];
}

;// CONCATENATED MODULE: ./lib/src/translations/reconcile-pair.js

/**
 * The everyday pull's decision for a file whose model reads both files side by side (`paired`,
 * types.ts), or undefined when the files are not of one shape and the general decision
 * (reconcile.ts) must read them. The general decision's rules (repository-texts.ts) decide the
 * differing texts: both files have every key, so only those for a key both have apply. The
 * written file is the repository's with only the changed literals replaced, and the decision
 * says each change, so nothing reads either file again.
 */
function pairedDecision(model, current, bundle, context) {
    const differing = model.paired?.differing(current, bundle);
    if (differing === undefined || model.paired === undefined)
        return undefined;
    // The general decision's rules, given the differing texts alone: every other text is equal.
    const { target, keptTexts } = keepRepositoryTexts(new Map(differing.map((leaf) => [leaf.key, leaf.ours])), new Map(differing.map((leaf) => [leaf.key, leaf.theirs])), { skipNewEmpty: true, deleted: context.deleted, followMarkup: model.followMarkup });
    const writes = [];
    const textChanges = [];
    for (const { key, ours, start, end } of differing) {
        const value = target.get(key) ?? null;
        if (value === ours)
            continue;
        writes.push({ start, end, value });
        textChanges.push({ kind: 'changed', key, before: ours, after: value });
    }
    if (writes.length === 0)
        return { kind: 'unchanged' };
    return {
        kind: 'write',
        content: model.paired.write(current, writes),
        style: 'kept',
        keptTexts,
        textChanges,
    };
}

;// CONCATENATED MODULE: ./lib/src/translations/plural-categories.js
/**
 * The plural categories a language has, as CLDR says (through the runtime's `Intl.PluralRules`):
 * Android looks a `<plurals>` item up by them, so an item of another category is never shown.
 */
/** The language of a repository's spelling: `pt-rBR` (Android), `b+es+419`, `zh_CN`, `de`. */
function bcp47Of(spelling) {
    if (spelling.startsWith('b+'))
        return spelling.slice(2).replaceAll('+', '-');
    return spelling.replace(/[-_]r([A-Z]{2})$/, '-$1').replaceAll('_', '-');
}
/** The categories of the language `spelling` names; undefined when the runtime does not know it. */
function pluralCategoriesOf(spelling) {
    try {
        const language = bcp47Of(spelling);
        if (Intl.PluralRules.supportedLocalesOf([language]).length === 0)
            return undefined;
        return new Set(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
    }
    catch {
        // Not a language tag at all (a folder's name the layout took for one).
        return undefined;
    }
}

;// CONCATENATED MODULE: ./lib/src/translations/reconcile.js









/**
 * The pull's decision for one file, `current` being the checkout's bytes (undefined: no file
 * yet) and `bundle` the service's. Files the model reads are compared key by key, so formatting
 * alone (indentation, final newline, line endings, key order, .po comments and header) is no
 * change; a changed file is the repository's with only the changed keys edited. A bundle's empty
 * text never replaces a repository's text for a key both have: the repository's is kept and the
 * key listed in `keptTexts`. What reading found for the user to hear of (a key written twice) is
 * in `warnings`, each naming the file. See PulledFileContext for what else decides. Other files are
 * compared up to line endings and final newline.
 */
async function reconcilePulledFile(path, current, bundle, context = {}) {
    const { deleted, predicted } = context;
    if (current === undefined)
        return newFile(path, bundle, context);
    if (current.equals(bundle))
        return { kind: 'unchanged' };
    const format = formatOf(path);
    // Whole, the service's file would drop what the export left out: the repository's stays.
    const whole = (why) => context.rules?.keepLeftOut ? leftAsIs(path, why) : byLines(current, bundle, why);
    if (format === undefined)
        return whole();
    const model = await modelOf(format, context.language);
    // A dry run's prediction and the service's states are the general decision's to weigh.
    if (predicted === undefined && !model.textStates) {
        const paired = pairedDecision(model, current, bundle, context);
        if (paired !== undefined)
            return paired;
    }
    const ours = decodeText(current);
    const theirs = decodeText(bundle);
    if (ours === undefined || theirs === undefined) {
        const which = ours === undefined ? "the repository's file" : "the service's file";
        return whole(`${which} is not UTF-8 text`);
    }
    const before = model.read(ours.text);
    const exported = model.read(theirs.text);
    if (before === undefined || exported === undefined) {
        const which = before === undefined ? "the repository's file" : "the service's file";
        return whole(`${which} does not read as ${(0,file_formats/* formatRow */.iZ)(format).title}`);
    }
    const offered = model.alignBundle?.(ours.text, theirs.text, exported) ?? exported;
    const warned = [...(0,read_warnings/* warningsOf */.n)(before), ...(0,read_warnings/* warningsOf */.n)(offered)].map((w) => `${path}: ${w}`);
    const noted = warned.length > 0 ? { warnings: warned } : {};
    const { target, keptTexts } = keepRepositoryTexts(before, predicted ? afterPush(before, offered, predicted) : offered, {
        skipNewEmpty: (0,file_formats/* formatRow */.iZ)(format).addsEmptyTexts !== true,
        deleted,
        followMarkup: model.followMarkup,
        pluralForm: pluralFormRule(format, context.language),
        keepLeftOut: context.rules?.keepLeftOut === true,
    });
    if ((0,keys/* sameEntries */.lq)(before, target))
        return { kind: 'unchanged', ...noted };
    const states = await statesFor(model, context);
    const edited = model.edit(ours.text, target, theirs.text, states);
    if (edited !== undefined && holds(model, edited, target)) {
        const content = encodeText(edited, ours);
        const textChanges = (0,keys/* textChangesOf */.YS)(before, target);
        return { kind: 'write', content, style: 'kept', keptTexts, textChanges, ...noted };
    }
    const rendered = model.render(theirs.text, target, states);
    // When the bundle cannot be made to hold the target either, it is written as it is: then no
    // repository text was kept, and the notes must not say so.
    const rendersTarget = holds(model, rendered, target);
    if (!rendersTarget && context.rules?.keepLeftOut) {
        return leftAsIs(path, 'its texts could not be edited in place exactly');
    }
    return {
        kind: 'write',
        content: withConventionsOf(current, rendersTarget ? encodeText(rendered, theirs) : bundle),
        style: 'line-endings',
        keptTexts: rendersTarget ? keptTexts : [],
        fallback: `its texts could not be edited in place exactly (${(0,keys/* changedKeys */.F$)(before, target).length} changed)`,
        ...noted,
    };
}
/** The service's states of the texts, for a model that writes them. */
async function statesFor(model, context) {
    return model.textStates ? await context.states?.() : undefined;
}
/**
 * Whether a new key's plural form is one the file's language has, in a format whose row says so
 * (an Android `<plurals>` item of a quantity CLDR does not give the language is never shown, so
 * none is added). Other formats, and a language the runtime does not know, take every form.
 */
function pluralFormRule(format, language) {
    const categories = format !== undefined && (0,file_formats/* formatRow */.iZ)(format).languagePluralForms && language !== undefined
        ? pluralCategoriesOf(language)
        : undefined;
    if (categories === undefined)
        return undefined;
    return (key) => {
        const segments = (0,keys/* segmentsOf */.OD)(key);
        const form = segments[1];
        return (segments.length !== 2 ||
            typeof form !== 'string' ||
            !keys/* PLURAL_FORMS */.DG.has(form) ||
            categories.has(form));
    };
}
/** The bundle's entries as the service would have them after the push `predicted` describes. */
function afterPush(before, offered, predicted) {
    const after = new Map(offered);
    if (predicted.sourceImported) {
        for (const [key, value] of before)
            if (!after.has(key))
                after.set(key, value);
    }
    for (const [key, text] of predicted.texts)
        after.set(key, text);
    return after;
}
/**
 * A file the repository does not have, as the bundle has it, but for empty texts in a format
 * whose row leaves them out (`emptyLeftOut`, file-formats.ts): they are left out, and a file of
 * nothing but empty texts (a language no one translated yet) is not made at all. In a format
 * that records the service's states of its texts, they are written when some text has one.
 */
async function newFile(path, bundle, context) {
    const { deleted } = context;
    const pluralForm = pluralFormRule(formatOf(path), context.language);
    const asBundled = {
        kind: 'write',
        content: bundle,
        style: 'as-bundled',
        keptTexts: [],
    };
    const format = formatOf(path);
    // Most new files have no empty text, no deleted key and no fuzzy text: those are written
    // without being parsed.
    const emptyOut = format !== undefined && (0,file_formats/* formatRow */.iZ)(format).emptyLeftOut?.mayHold(bundle) === true;
    const cut = emptyOut || deleted !== undefined || pluralForm !== undefined;
    if (format === undefined || (!cut && context.states === undefined))
        return asBundled;
    const model = await modelOf(format, context.language);
    const states = await statesFor(model, context);
    const fuzzy = states?.anyFuzzy === true ? states : undefined;
    if (!cut && fuzzy === undefined)
        return asBundled;
    const text = decodeText(bundle);
    if (text === undefined)
        return asBundled;
    const offered = model.read(text.text);
    if (offered === undefined)
        return asBundled;
    const target = new Map([...offered].filter(([key, value]) => !(emptyOut && value === '') && !deleted?.(key) && pluralForm?.(key) !== false));
    if (target.size === 0)
        return { kind: 'unchanged' };
    if (target.size === offered.size && !fuzzy)
        return asBundled;
    const rendered = model.render(text.text, target, fuzzy);
    if (!holds(model, rendered, target))
        return asBundled;
    return { ...asBundled, content: encodeText(rendered, text) };
}
/** A check on every write: the written text reads back as exactly the intended entries. */
function holds(model, text, target) {
    const written = model.read(text);
    return written !== undefined && (0,keys/* sameEntries */.lq)(written, target);
}
/** The rule for what the model cannot read; `fallback` says why a format it reads was not read. */
function byLines(current, bundle, fallback) {
    if (sameUpToLineEndings(current, bundle))
        return { kind: 'unchanged' };
    return {
        kind: 'write',
        content: withConventionsOf(current, bundle),
        style: 'line-endings',
        keptTexts: [],
        ...(fallback === undefined ? {} : { fallback }),
    };
}
/** The repository's file kept as it is, with a line saying why the service's was not taken. */
function leftAsIs(path, why = 'its format is not read key by key') {
    return {
        kind: 'unchanged',
        warnings: [
            `${path}: left as it is: ${why}, and the export may have left keys out (a tag filter, filter or export-empty: skip), which taking the service's file whole would remove`,
        ],
    };
}

;// CONCATENATED MODULE: ./lib/src/translations/upload-form.js


/**
 * A repository file's bytes as they go up: as they are, but for a file whose keys are under its
 * language (Rails' `pt-BR:`), which goes up without that root, as the service keeps its keys (the
 * format's `languageRoot`). Its library is loaded only for such a format.
 */
async function uploadForm(path, content) {
    const languageRoot = (0,file_formats/* fileFormatOf */.P9)(path)?.languageRoot;
    if (languageRoot === undefined)
        return content;
    const text = decodeText(content)?.text;
    if (text === undefined)
        return content;
    const { withoutLanguageRoot } = await languageRoot();
    const inner = withoutLanguageRoot(text);
    return inner === undefined ? content : Buffer.from(inner);
}

;// CONCATENATED MODULE: ./lib/src/translations/xml-characters.js
/**
 * The characters an XML format's text (xml-text.ts) shows once its tags are taken as plain
 * characters: what a service that stores characters holds for it. Apart from xml-text.ts so
 * that the push, which compares texts with the service's, loads no XML library.
 */
function plainCharacters(text) {
    // In the model's text every `<` starts a tag (a literal one is `&lt;`): tags stay as they are.
    // A `<` after the last `>` starts none, and `<[^>]*>` would read on to the end from each such
    // `<` (quadratic for `<<<<…`): past the last `>`, only references are looked for.
    const tagsEnd = text.lastIndexOf('>') + 1;
    const decoded = (name) => (name === 'lt' ? '<' : '&');
    const withTags = text
        .slice(0, tagsEnd)
        .replace(/(<[^>]*>)|&(lt|amp);/g, (_match, tag, name) => tag !== undefined ? tag : decoded(name));
    return (withTags + text.slice(tagsEnd).replace(/&(lt|amp);/g, (_match, name) => decoded(name)));
}

;// CONCATENATED MODULE: ./lib/src/translations/kept-entries.js


/**
 * A file of `path`'s format cut down to the entries `keep` chooses, in the file's own layout:
 * the format's edit towards those entries (which drops the rest), else its render. Two callers
 * need a part of a file as a file of its own: an import of only the texts a push fixes
 * (push/translations-by-key.ts), and a 1.0.9.2 export's one file per language split into the
 * repository's several files. Undefined when the bytes do not read in the format.
 */
async function keptEntries(path, bytes, keep, options = {}) {
    let kept = new Map();
    const choose = (entries) => {
        kept = new Map([...entries].filter(([key]) => keep(key)));
        return kept;
    };
    const content = await fileHolding(path, bytes, choose, options);
    return content === undefined ? undefined : { content, kept };
}
/**
 * A file of `path`'s format made to hold exactly `target` (or what it makes of the file's own
 * entries), in the layout of `bytes` (a base file, for a language's file a pull makes by key:
 * pull/by-key-bundle.ts): the format's edit, else its render. Undefined when the bytes do not
 * read in the format.
 */
async function fileHolding(path, bytes, target, options = {}) {
    const format = formatOf(path);
    const decoded = decodeText(bytes);
    if (format === undefined || decoded === undefined)
        return undefined;
    const model = await modelOf(format, options.language);
    const entries = model.read(decoded.text);
    if (entries === undefined)
        return undefined;
    const wanted = typeof target === 'function' ? target(entries) : target;
    const text = model.edit(decoded.text, wanted, decoded.text) ?? model.render(decoded.text, wanted);
    return encodeText(text, decoded);
}

;// CONCATENATED MODULE: ./lib/src/translations/index.js
/**
 * The key-level model of translation files: what a file holds key by key, and the pull's
 * decision for a file, written in the repository file's own style.
 */










/***/ }),

/***/ 9039:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DG: () => (/* binding */ PLURAL_FORMS),
/* harmony export */   F$: () => (/* binding */ changedKeys),
/* harmony export */   MJ: () => (/* binding */ PO_CONTEXT_SEPARATOR),
/* harmony export */   OD: () => (/* binding */ segmentsOf),
/* harmony export */   QU: () => (/* binding */ formOf),
/* harmony export */   TN: () => (/* binding */ keyOf),
/* harmony export */   YS: () => (/* binding */ textChangesOf),
/* harmony export */   lq: () => (/* binding */ sameEntries),
/* harmony export */   w8: () => (/* binding */ keyLabel)
/* harmony export */ });
/* unused harmony export textOf */
/** The key of a path of segments. */
function keyOf(segments) {
    return JSON.stringify(segments);
}
/** The path of segments a key was made from. */
function segmentsOf(key) {
    return JSON.parse(key);
}
/**
 * A key as a person reads it in a pull request: segments joined by dots, plural forms and array
 * indexes in brackets (`cart.items[1]`), a .po context before a `|` (`menu|open`).
 */
function keyLabel(key) {
    let label = '';
    for (const segment of segmentsOf(key)) {
        if (typeof segment === 'number')
            label += `[${segment}]`;
        else
            label += (label === '' ? '' : '.') + segment.replace(PO_CONTEXT_SEPARATOR, '|');
    }
    return label;
}
/** How gettext joins a context and its msgid into one key (the EOT character). */
const PO_CONTEXT_SEPARATOR = '\u0004';
/** A key's text as a person reads it; undefined when the entries do not have the key. */
function textOf(entries, key) {
    if (!entries.has(key))
        return undefined;
    const value = entries.get(key);
    return typeof value === 'string' ? value : JSON.stringify(value);
}
/** Keys of `after` whose text differs from `before`'s or that `before` does not have. */
function changedKeys(before, after) {
    const changed = [];
    for (const [key, value] of after) {
        if (!before.has(key) || before.get(key) !== value)
            changed.push(key);
    }
    return changed;
}
/** Every key whose text `after` changes, adds or removes against `before`, in their orders. */
function textChangesOf(before, after) {
    const changes = [];
    for (const [key, value] of after) {
        if (!before.has(key))
            changes.push({ kind: 'added', key, after: value });
        else if (before.get(key) !== value) {
            changes.push({ kind: 'changed', key, before: before.get(key) ?? null, after: value });
        }
    }
    for (const [key, value] of before) {
        if (!after.has(key))
            changes.push({ kind: 'removed', key, before: value });
    }
    return changes;
}
/** Whether both hold the same keys with the same texts, whatever their order. */
function sameEntries(a, b) {
    return a.size === b.size && changedKeys(a, b).length === 0;
}
/** Plural category names (CLDR), as files name a plural key's forms. */
const PLURAL_FORMS = new Set([
    'zero',
    'one',
    'two',
    'few',
    'many',
    'other',
]);
/**
 * The plural form or array index a path's last segment names, if it does: such a segment is a
 * form of the key before it (a language with `few` and `many` where English has `one` and `other`).
 */
function formOf(segments) {
    if (segments.length < 2)
        return undefined;
    const last = segments[segments.length - 1];
    if (typeof last === 'number')
        return String(last);
    return last !== undefined && PLURAL_FORMS.has(last) ? last : undefined;
}


/***/ }),

/***/ 2048:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ MAX_READ_CHARACTERS),
/* harmony export */   M1: () => (/* binding */ MAX_NESTING),
/* harmony export */   Mf: () => (/* binding */ isPastLimit),
/* harmony export */   N5: () => (/* binding */ jsonNesting),
/* harmony export */   UG: () => (/* binding */ PAST_LIMIT_REASON),
/* harmony export */   n6: () => (/* binding */ checkNesting),
/* harmony export */   qW: () => (/* binding */ xmlNesting)
/* harmony export */ });
/* unused harmony export PastReadLimit */
/**
 * How deep and how large a translation file the key-level model reads (issue 25, hole 7). The
 * readers, and the libraries under them (jsonc-parser, the walks over a YAML document or an XML
 * tree), recurse once per level of nesting: a valid JSON file 7,000 levels deep (42 KB) overflowed
 * the stack and stopped the run. A file past a limit is not read key by key; it is handled whole,
 * as a file that does not parse is, and the pull names it.
 */
/**
 * Levels of nesting read at most: objects and arrays (JSON, ARB, YAML), elements (Android,
 * XLIFF). Real translation files nest a handful of levels (a namespace, a screen, a key, a plural
 * form; inline markup in XML); 100 is far above any of them and far below the thousands that
 * overflow the stack.
 */
const MAX_NESTING = 100;
/**
 * Characters of a text read at most: above the largest translation files of real projects (a few
 * MB), below the 50 MiB a checkout file may hold, so that no reader's time or memory grows
 * without bound.
 */
const MAX_READ_CHARACTERS = 32 * 1024 * 1024;
/** Why a text is past a limit, as the pull request body and the log say it. */
const PAST_LIMIT_REASON = `nested deeper than ${MAX_NESTING} levels or larger than ${MAX_READ_CHARACTERS / 1024 / 1024} Mi characters, which the key-level model does not read`;
/** Thrown by a reader whose text is past a limit; formats.ts turns it into "not read". */
class PastReadLimit extends Error {
    constructor(what) {
        super(`past the read limit: ${what}`);
        this.name = 'PastReadLimit';
    }
}
/** Throws PastReadLimit when `depth` is past MAX_NESTING. */
function checkNesting(depth) {
    if (depth > MAX_NESTING)
        throw new PastReadLimit(`nested deeper than ${MAX_NESTING} levels`);
}
/**
 * Whether an error is a reader stopping at a limit, or a stack overflow a pre-check did not
 * foresee (a library's recursion): both mean the text is not read key by key.
 */
function isPastLimit(error) {
    return (error instanceof PastReadLimit ||
        (error instanceof RangeError && /call stack/i.test(error.message)));
}
/**
 * The deepest nesting of objects and arrays in a JSON text (comments allowed, as jsonc-parser
 * reads them), in one pass without recursion; stops counting once past MAX_NESTING.
 */
function jsonNesting(text) {
    let depth = 0;
    let deepest = 0;
    for (let at = 0; at < text.length; at++) {
        const char = text[at];
        if (char === '"') {
            // To the closing quote, past escaped characters.
            for (at++; at < text.length && text[at] !== '"'; at++)
                if (text[at] === '\\')
                    at++;
        }
        else if (char === '/' && text[at + 1] === '/') {
            const end = text.indexOf('\n', at);
            at = end === -1 ? text.length : end;
        }
        else if (char === '/' && text[at + 1] === '*') {
            const end = text.indexOf('*/', at + 2);
            at = end === -1 ? text.length : end + 1;
        }
        else if (char === '{' || char === '[') {
            depth++;
            if (depth > deepest)
                deepest = depth;
            if (deepest > MAX_NESTING)
                return deepest;
        }
        else if (char === '}' || char === ']') {
            depth--;
        }
    }
    return deepest;
}
/**
 * The deepest nesting of elements in an XML text, in one pass without recursion: comments, CDATA
 * sections, processing instructions and declarations hold no element; an empty-element tag opens
 * none. Stops counting once past MAX_NESTING.
 */
function xmlNesting(text) {
    let depth = 0;
    let deepest = 0;
    for (let at = text.indexOf('<'); at !== -1; at = text.indexOf('<', at + 1)) {
        const skip = SKIPPED.find(([start]) => text.startsWith(start, at));
        if (skip !== undefined) {
            const end = text.indexOf(skip[1], at + skip[0].length);
            if (end === -1)
                break;
            at = end;
            continue;
        }
        if (text[at + 1] === '/') {
            depth--;
            continue;
        }
        const end = tagEnd(text, at);
        if (end === -1)
            break;
        if (text[end - 1] !== '/') {
            depth++;
            if (depth > deepest)
                deepest = depth;
            if (deepest > MAX_NESTING)
                return deepest;
        }
        at = end;
    }
    return deepest;
}
/** What starts and ends a part of XML that holds no element. */
const SKIPPED = [
    ['<!--', '-->'],
    ['<![CDATA[', ']]>'],
    ['<?', '?>'],
    ['<!', '>'],
];
/** The offset of the `>` that ends the tag at `at`, past quoted attribute values; -1 if none. */
function tagEnd(text, at) {
    let quote;
    for (let i = at + 1; i < text.length; i++) {
        const char = text[i];
        if (quote !== undefined) {
            if (char === quote)
                quote = undefined;
        }
        else if (char === '"' || char === "'") {
            quote = char;
        }
        else if (char === '>') {
            return i;
        }
    }
    return -1;
}


/***/ }),

/***/ 6545:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ warningsOf),
/* harmony export */   o: () => (/* binding */ withWarnings)
/* harmony export */ });
/**
 * What a model noticed while reading a text that the caller should hear of, though the text
 * reads (a JSON key written twice, a .po plural left untranslated): carried beside the entries a
 * read returns, so that `read`'s signature, and every caller that ignores warnings, stay as they
 * are. Each warning names the key; the caller adds the file.
 */
const WARNINGS = new WeakMap();
/** `entries`, noted as carrying `warnings` (none: nothing noted). */
function withWarnings(entries, warnings) {
    if (warnings.length > 0)
        WARNINGS.set(entries, [...(WARNINGS.get(entries) ?? []), ...warnings]);
    return entries;
}
/** The warnings a read noted on its entries. */
function warningsOf(entries) {
    return entries === undefined ? [] : (WARNINGS.get(entries) ?? []);
}


/***/ })

};
