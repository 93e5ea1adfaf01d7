export const id = 789;
export const ids = [789,597];
export const modules = {

/***/ 1940:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ PO_HEADER_NOISE)
/* harmony export */ });
/* unused harmony export onlyVolatilePoChanges */
/* harmony import */ var _translations_file_formats_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1032);

/** Header fields the service rewrites on every export, whether or not a translation changed. */
const VOLATILE_FIELD = /^(PO-Revision-Date|POT-Creation-Date|X-Generator):/;
/** A line holding only a quoted string: how the header entry's msgstr continues. */
const STRING_LINE = /^\s*"(.*)"\s*$/;
/**
 * True when two .po texts differ at most in the volatile header fields (`PO-Revision-Date`,
 * `POT-Creation-Date`, `X-Generator`), including one being added or removed, so that a pull does
 * not open a pull request for a timestamp. Every other byte must be equal, line endings too.
 */
function onlyVolatilePoChanges(before, after) {
    if (before === after)
        return true;
    const a = withoutVolatileFields(before);
    const b = withoutVolatileFields(after);
    return a.length === b.length && a.every((line, i) => line === b[i]);
}
/** The file's lines with the volatile fields taken out of its header entry. */
function withoutVolatileFields(text) {
    const lines = text.split('\n');
    const header = headerFieldLines(lines);
    if (header === undefined)
        return lines;
    const kept = [];
    let field = [];
    let content = '';
    for (const line of lines.slice(header.start, header.end)) {
        const part = STRING_LINE.exec(line)?.[1] ?? '';
        field.push(line);
        content += part;
        // A field may be wrapped over several strings; it ends with an escaped newline.
        if (part.endsWith('\\n')) {
            if (!VOLATILE_FIELD.test(content))
                kept.push(...field);
            field = [];
            content = '';
        }
    }
    kept.push(...field);
    return [...lines.slice(0, header.start), ...kept, ...lines.slice(header.end)];
}
/**
 * Where the header entry's field strings are: the lines after `msgid ""` and `msgstr ...` of the
 * file's first entry (comments may come before it). Undefined when the file has no header.
 */
function headerFieldLines(lines) {
    const first = lines.findIndex((line, i) => {
        const text = i === 0 ? line.replace(/^\uFEFF/, '') : line;
        return text.trim() !== '' && !text.startsWith('#');
    });
    if (first < 0)
        return undefined;
    const msgid = lines[first]?.replace(/^\uFEFF/, '') ?? '';
    if (!/^msgid\s+""\s*$/.test(msgid) || !/^msgstr\s+"/.test(lines[first + 1] ?? '')) {
        return undefined;
    }
    const start = first + 2;
    let end = start;
    while (end < lines.length && STRING_LINE.test(lines[end] ?? ''))
        end++;
    return { start, end };
}
/** The rule the pull gives the extractor: a .po file differing only in volatile fields is left. */
const PO_HEADER_NOISE = {
    appliesTo: (path) => (0,_translations_file_formats_js__WEBPACK_IMPORTED_MODULE_0__/* .fileFormatOf */ .P9)(path)?.noise === 'po-header',
    unchanged: onlyVolatilePoChanges,
};


/***/ }),

/***/ 5789:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fetchTranslations: () => (/* binding */ fetchTranslations)
});

// EXTERNAL MODULE: ./lib/src/pull/export-request.js
var export_request = __webpack_require__(9296);
// EXTERNAL MODULE: ./lib/src/files/spelling-clashes.js
var spelling_clashes = __webpack_require__(3230);
// EXTERNAL MODULE: ./lib/src/files/languages.js
var files_languages = __webpack_require__(3329);
// EXTERNAL MODULE: ./lib/src/files/language-codes.js
var language_codes = __webpack_require__(7673);
// EXTERNAL MODULE: ./lib/src/pull/quality-pass.js + 11 modules
var quality_pass = __webpack_require__(6155);
// EXTERNAL MODULE: ./lib/src/qa/plural-forms.js
var plural_forms = __webpack_require__(8397);
;// CONCATENATED MODULE: ./lib/src/pull/service-fuzzy.js

/**
 * string/list gives a key's name and context apart; a .po entry is its msgctxt and msgid. Joined
 * as gettext joins them (EOT), a service that keeps the msgctxt in the key's name matches too.
 */
const CONTEXT_END = '\u0004';
function identity(name, context) {
    return context ? context + CONTEXT_END + name : name;
}
/**
 * The texts the service marks fuzzy in the languages a pull writes, for the .po entries whose
 * texts it writes (translations/po-flags.ts). The quality pass reads string/list in every pull,
 * so this costs no call: it keeps the fuzzy items as they come (none of the rest), and a
 * rewrite that needs them waits for that read (`filledBy`).
 */
class FuzzyTexts {
    #wanted;
    /** Each language's fuzzy texts, by lowercase code: the languages the read had items of. */
    #byLanguage = new Map();
    #last;
    #lastTexts;
    #read = Promise.resolve();
    /** `wanted`: the languages the pull writes; the others' fuzzy texts are not kept. */
    constructor(wanted) {
        this.#wanted = wanted;
    }
    /**
     * Forgets what was added, for a new attempt of the read: of `languages` alone when given (a
     * read in language batches starts a batch over, the others' kept).
     */
    startOver(languages) {
        if (languages === undefined)
            this.#byLanguage.clear();
        else
            for (const language of languages)
                this.#byLanguage.delete(language.toLowerCase());
        this.#last = undefined;
        this.#lastTexts = undefined;
    }
    /** One item of string/list's answer; only a translated fuzzy text of a wanted language stays. */
    add(language, item) {
        // Items come language after language: what depends on the language is looked up once.
        if (language !== this.#last) {
            this.#last = language;
            const code = language.toLowerCase();
            this.#lastTexts = this.#byLanguage.get(code) ?? new Set();
            this.#byLanguage.set(code, this.#lastTexts);
        }
        if (!item.fuzzy || !(0,plural_forms/* isTranslated */.Z)(item.translation) || !this.#wanted(language))
            return;
        this.#lastTexts?.add(identity(item.key, item.context));
    }
    /** The read that fills these, which `statesOf` waits for. */
    filledBy(read) {
        this.#read = read;
    }
    /**
     * One language's states once the read is done; undefined when it brought no item of the
     * language (string/list answered none), so that nothing is taken for "not fuzzy".
     */
    async statesOf(language) {
        await this.#read;
        const texts = this.#byLanguage.get(language.toLowerCase());
        if (texts === undefined)
            return undefined;
        return {
            fuzzy: (name, context) => texts.has(identity(name, context)),
            anyFuzzy: texts.size > 0,
        };
    }
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/src/common/plural.js
var plural = __webpack_require__(4558);
// EXTERNAL MODULE: ./lib/src/git/sync-ref.js + 1 modules
var sync_ref = __webpack_require__(5974);
// EXTERNAL MODULE: ./lib/src/common/child-environment.js
var child_environment = __webpack_require__(3944);
// EXTERNAL MODULE: ./lib/src/files/checkout-file.js
var checkout_file = __webpack_require__(8523);
;// CONCATENATED MODULE: ./lib/src/post-pull-command/isolation.js

/**
 * Why post-pull-command is not run: the action could not keep it from the tokens, from the
 * action's own code or from the runner's file commands. One line, for the run's failure.
 */
function refusal(why) {
    return new Error(`post-pull-command was not run: ${why}, so it could read api-token and github-token, rewrite the action's code or set later steps' environment; run the formatter as a later step of the job instead (see the README)`);
}
/**
 * The action's process keeps the runner's variables (both tokens among them) in the environment it
 * started with, which `/proc/<pid>/environ` shows to any process of the same user for as long as
 * the action lives; emptying `process.env` does not change it. And it loads most of its code
 * after the command has run, from files the same user may write. So on Linux the command runs
 * where it cannot see the action's processes at all and cannot write `protect`
 * (`foldersToProtect`): a PID namespace of its own with its own `/proc`, and a mount namespace
 * where each of those folders is bound read-only onto itself. It has no means to undo either:
 * no capabilities (to unmount, or to remount writable), no new privileges through sudo or
 * set-user-ID programs, and a mount namespace of its own would only get those mounts locked. It
 * stays the same user in the same checkout, so a formatter reads and writes the files as before.
 *
 * The first way this machine allows is taken, each tried once by running a check, through the
 * same mounts, that it is the namespace's first process and can write none of the folders:
 * - as root (containers): `unshare` directly, all capabilities dropped before the command;
 * - as another user: a user namespace where the user is root, to make the mounts, then a second
 *   one inside it that maps the user back to itself (util-linux 2.38 or later; Ubuntu 24.04's
 *   AppArmor refuses it to programs without a profile, such as `unshare`);
 * - on GitHub's hosted runners, whose user may use sudo without a password: `sudo unshare`, then
 *   back to the same user before the command starts. Never on a self-hosted runner, where a
 *   refused sudo is reported to the machine's administrators.
 * Where none works (macOS, Windows, a kernel or policy that refuses), the command is not run
 * (`refusal`).
 */
async function chooseIsolation(runner, env, protect) {
    if (runner.platform !== 'linux') {
        throw refusal(`${PLATFORM_NAMES[runner.platform] ?? runner.platform} has no namespaces to isolate it in`);
    }
    const reasons = [];
    for (const way of waysFor(runner)) {
        if (typeof way === 'string') {
            reasons.push(way);
            continue;
        }
        const [file, ...args] = [...prefixOf(way, protect), 'sh', '-c', PROBE, 'sh', ...protect];
        const tried = await runner.check(file ?? '', args, { env });
        if (tried.code === 0)
            return isolatedBy(way, protect, runner.node);
        reasons.push(`${way.name}: ${firstLine(tried.stderr) || `exit code ${tried.code}`}`);
    }
    throw refusal(`this machine cannot isolate it (${reasons.join('; ')})`);
}
/** Run through the namespace's mounts: the first process there, and none of the folders writable. */
const PROBE = 'test "$$" = 1 || exit 1; for folder; do test -w "$folder" && exit 2; done; exit 0';
/**
 * Run as the namespace's root, with the folders' count, the folders, then the command: binds each
 * folder read-only onto itself, keeping the flags a user namespace may not drop (nosuid, nodev,
 * noexec) where the folder's mount has them, then becomes the command. A folder it cannot make
 * read-only fails the whole launch (exit 125): nothing runs unprotected.
 */
const MOUNT_READ_ONLY = [
    'n=$1; shift',
    'while [ "$n" -gt 0 ]; do',
    'mount --bind "$1" "$1" || exit 125',
    'mount -o remount,bind,ro "$1" 2>/dev/null || mount -o remount,bind,ro,nosuid,nodev "$1" 2>/dev/null || mount -o remount,bind,ro,nosuid,nodev,noexec "$1" || exit 125',
    'shift; n=$((n - 1))',
    'done',
    'exec "$@"',
].join('\n');
/** The command line before the command: the way in, the mounts, then the way back. */
function prefixOf(way, protect) {
    return [
        ...way.into,
        'sh',
        '-c',
        MOUNT_READ_ONLY,
        'sh',
        String(protect.length),
        ...protect,
        ...way.back,
    ];
}
const NAMESPACES = ['--pid', '--fork', '--mount-proc', '--kill-child'];
/** No capability survives into the command (root keeps them otherwise), and none can be gained. */
const NO_PRIVILEGES = ['--no-new-privs', '--inh-caps=-all', '--bounding-set=-all'];
/** The ways to try, in order, or why a way is not tried. */
function waysFor(runner) {
    const user = runner.user;
    if (user === undefined)
        return ['no user ids on this platform'];
    if (user.uid === 0) {
        return [
            {
                name: 'unshare',
                gives: 'a PID and mount namespace with its own /proc, all capabilities dropped',
                into: ['unshare', ...NAMESPACES, '--'],
                back: ['setpriv', ...NO_PRIVILEGES, '--'],
                throughLauncher: false,
            },
        ];
    }
    const ownUser = {
        name: 'unshare --user',
        gives: 'user, PID and mount namespaces with their own /proc, as the same user',
        into: ['unshare', '--user', '--map-root-user', ...NAMESPACES, '--'],
        back: [
            'unshare',
            '--user',
            `--map-user=${user.uid}`,
            `--map-group=${user.gid}`,
            '--',
            'setpriv',
            '--no-new-privs',
            '--',
        ],
        throughLauncher: false,
    };
    if (runner.env['RUNNER_ENVIRONMENT'] !== 'github-hosted') {
        return [ownUser, 'sudo: not tried on a runner that is not GitHub-hosted'];
    }
    const groups = user.groups.length > 0 ? `--groups=${user.groups.join(',')}` : '--clear-groups';
    return [
        ownUser,
        {
            name: 'sudo unshare',
            gives: `a PID and mount namespace with its own /proc, then back to uid ${user.uid} without privileges`,
            into: ['sudo', '--non-interactive', 'unshare', ...NAMESPACES, '--'],
            back: [
                'setpriv',
                `--reuid=${user.uid}`,
                `--regid=${user.gid}`,
                groups,
                ...NO_PRIVILEGES,
                '--',
            ],
            throughLauncher: true,
        },
    ];
}
/**
 * Reads `{file, args, env}` as JSON on standard input, runs it, and exits as it did (128 + the
 * signal's number when a signal ended it: as the namespace's first process, the launcher would
 * ignore that signal sent to itself). One line, as @actions/exec echoes it.
 */
const LAUNCHER = [
    "const { spawnSync } = require('node:child_process');",
    "const { constants } = require('node:os');",
    "const { file, args, env } = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));",
    "const done = spawnSync(file, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });",
    'if (done.error) { console.error(done.error.message); process.exit(127); }',
    'process.exit(done.signal ? 128 + constants.signals[done.signal] : done.status);',
].join(' ');
function isolatedBy(way, protect, node) {
    const prefix = prefixOf(way, protect);
    const [program, ...rest] = prefix;
    return {
        line: `post-pull-command runs isolated (${way.name}: ${way.gives}): it cannot see the action's processes, so it cannot read the tokens in their environment; the action's code, the runner's file commands and the programs later steps run are read-only to it (${(0,plural/* count */.U)(protect.length, 'folder')}: ${protect.join(', ')})`,
        launch(file, args, env) {
            if (!way.throughLauncher)
                return { file: program ?? file, args: [...rest, file, ...args], env };
            return {
                file: program ?? file,
                args: [...rest, node, '-e', LAUNCHER],
                env,
                input: JSON.stringify({ file, args, env }),
            };
        },
    };
}
const PLATFORM_NAMES = {
    darwin: 'macOS',
    win32: 'Windows',
};
function firstLine(text) {
    return text.trim().split(/\r?\n/)[0]?.trim() ?? '';
}

// EXTERNAL MODULE: ./lib/src/common/file-commands.js
var file_commands = __webpack_require__(2181);
;// CONCATENATED MODULE: ./lib/src/post-pull-command/protected-folders.js



/**
 * The folders post-pull-command must not write, because code or commands in them run after it
 * with more trust than it has:
 *
 * - the action's own code: ncc's bundle loads most chunks with `import()` when first needed, many
 *   after the command has run, in the process that holds both tokens. On a runner the whole
 *   `_actions` folder is taken, since every later step of the job that uses an action runs code
 *   from it;
 * - the runner's file commands (`GITHUB_ENV`, `GITHUB_PATH`, `GITHUB_OUTPUT`, `GITHUB_STATE`,
 *   `GITHUB_STEP_SUMMARY`): hiding the variables is not enough, since the folder is always
 *   `$RUNNER_TEMP/_runner_file_commands`, and a line there sets `BASH_ENV` or the PATH of every
 *   later step, or forges an output;
 * - the Node.js program that runs this action, which the runner runs every later JavaScript step
 *   with (`actions/checkout`'s post step, its token among its inputs), and the runner's tool
 *   cache, where `setup-*` actions put the programs later steps run;
 * - the git program the action runs after the command, and git's own programs (where the action
 *   runs as root, it owns them).
 *
 * The first two are required: where one cannot be made read-only without the checkout (which it
 * holds), the command is not run. The others are taken where they are apart from the checkout.
 */
async function foldersToProtect(options) {
    const workspace = await (0,promises_.realpath)(options.workspace);
    if (options.entry === undefined)
        return { problem: "the action's own folder is not known" };
    const required = [
        { what: "the action's code is", path: await codeFolder(options.entry) },
        ...(await fileCommandFolders(options.env)).map((path) => ({
            what: "the runner's file commands are",
            path,
        })),
    ];
    for (const { what, path } of required) {
        if (contains(path, workspace)) {
            return { problem: `${what} in ${path}, which holds the checkout` };
        }
    }
    const optional = [
        await nodeInstallation(options.node),
        await folder(options.env['RUNNER_TOOL_CACHE']),
        ...(await Promise.all(options.git.map(folder))),
    ];
    const apart = optional.filter((path) => path !== undefined && !contains(path, workspace));
    const folders = [...required.map((r) => r.path), ...apart];
    return { folders: outermost(folders) };
}
/** The runner's folder of file-command files, under RUNNER_TEMP. */
const RUNNER_FILE_COMMANDS = '_runner_file_commands';
async function fileCommandFolders(env) {
    const named = file_commands/* FILE_COMMAND_VARIABLES */.X.map((name) => env[name])
        .filter((file) => file !== undefined && file !== '')
        .map((file) => (0,external_node_path_.dirname)(file));
    const temp = env['RUNNER_TEMP'];
    const folders = await Promise.all([...named, ...(temp ? [(0,external_node_path_.join)(temp, RUNNER_FILE_COMMANDS)] : [])].map(folder));
    return folders.filter((path) => path !== undefined);
}
/** The entry script's folder, or the runner's `_actions` folder that holds it. */
async function codeFolder(entry) {
    const own = await (0,promises_.realpath)((0,external_node_path_.dirname)(entry));
    for (let at = own; at !== (0,external_node_path_.dirname)(at); at = (0,external_node_path_.dirname)(at)) {
        if ((0,external_node_path_.basename)(at) === '_actions')
            return at;
    }
    return own;
}
/** `…/node24` for `…/node24/bin/node`; the program's own folder otherwise. */
async function nodeInstallation(node) {
    const program = await (0,promises_.realpath)(node).catch(() => undefined);
    if (program === undefined)
        return undefined;
    const bin = (0,external_node_path_.dirname)(program);
    return folder((0,external_node_path_.basename)(bin) === 'bin' ? (0,external_node_path_.dirname)(bin) : bin);
}
/** The real path of a folder that exists, never the file system's root. */
async function folder(path) {
    if (path === undefined || path === '')
        return undefined;
    const real = await (0,promises_.realpath)(path).catch(() => undefined);
    if (real === undefined || (0,external_node_path_.parse)(real).root === real)
        return undefined;
    return (await (0,promises_.stat)(real)).isDirectory() ? real : undefined;
}
/** Whether `inner` is `outer` or inside it. */
function contains(outer, inner) {
    const path = (0,external_node_path_.relative)(outer, inner);
    return path === '' || (path !== '..' && !path.startsWith(`..${external_node_path_.sep}`) && !(0,external_node_path_.isAbsolute)(path));
}
/** The folders without any inside another of them, each once. */
function outermost(folders) {
    const unique = [...new Set(folders)];
    return unique.filter((f) => !unique.some((other) => other !== f && contains(other, f)));
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./lib/src/post-pull-command/shell-invocation.js


/**
 * The shell a `run:` step uses by default: bash where it is on the PATH, else sh; PowerShell
 * Core on Windows (whose `bash.exe` may be WSL's, which would not see the checkout's paths).
 */
function defaultShell(platform, env) {
    if (platform === 'win32')
        return 'pwsh';
    const path = (env['PATH'] ?? '').split(external_node_path_.delimiter).filter(Boolean);
    return path.some((folder) => (0,external_node_fs_.existsSync)((0,external_node_path_.join)(folder, 'bash'))) ? 'bash' : 'sh';
}
/** The program and arguments that run `command` in `shell`, failing on the first error. */
function invocation(shell, command) {
    switch (shell) {
        case 'bash':
            return ['bash', ['--noprofile', '--norc', '-e', '-o', 'pipefail', '-c', command]];
        case 'sh':
            return ['sh', ['-e', '-c', command]];
        case 'pwsh':
        case 'powershell':
            // As a `run:` step: stop on errors, and exit with the last program's code.
            return [
                shell,
                [
                    '-NoLogo',
                    '-NoProfile',
                    '-NonInteractive',
                    '-Command',
                    `$ErrorActionPreference = 'stop'\n${command}\nif ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }`,
                ],
            ];
        case 'cmd':
            return ['cmd', ['/D', '/E:ON', '/V:OFF', '/S', '/C', `"${command}"`]];
    }
}

;// CONCATENATED MODULE: ./lib/src/post-pull-command/post-pull-command.js







/**
 * Runs the user's command in the checkout (formatters); a failure stops the run before anything
 * is committed. The command runs as a `run:` step would, without the action's secrets, where it
 * cannot see the action's process nor write the action's code or the runner's file commands (see
 * `chooseIsolation`); where that cannot be had, it is not run and the run fails.
 */
async function runPostPullCommand(options) {
    const { runner } = options;
    const shell = options.shell ?? defaultShell(runner.platform, runner.env);
    const [file, args] = invocation(shell, options.command);
    const env = (0,child_environment/* childEnvironment */.Q)(runner.env);
    const folders = await foldersToProtect({
        env: runner.env,
        entry: runner.entry,
        node: runner.node,
        git: options.gitFolders,
        workspace: options.workspace,
    });
    if ('problem' in folders)
        throw refusal(folders.problem);
    const isolation = await chooseIsolation(runner, env, folders.folders);
    options.log.info(isolation.line);
    options.log.info(`Running post-pull-command with ${shell}: ${options.command}`);
    const launch = isolation.launch(file, args, env);
    const code = await runner.run(launch.file, launch.args, {
        cwd: options.workspace,
        env: launch.env,
        ...(launch.input === undefined ? {} : { input: launch.input }),
    });
    if (code !== 0) {
        throw new Error(`post-pull-command failed with exit code ${code}; nothing was committed`);
    }
}
/**
 * The files post-pull-command left among the changes must be regular files inside the checkout:
 * the action reads them afterwards (to list their strings in the pull request) and commits them,
 * and a link it left (`de.properties -> /proc/self/environ`) would be read as the action, tokens
 * and all. A deleted file is a change like any other.
 */
async function refuseLeftNonFiles(workspace, files) {
    for (const { path } of files) {
        if ((await (0,promises_.lstat)((0,external_node_path_.join)(workspace, path)).catch(() => undefined)) === undefined)
            continue;
        const problem = await (0,checkout_file/* uploadProblem */.Pm)(workspace, path, checkout_file/* MAX_TRANSLATION_BYTES */.Z_);
        if (problem !== undefined) {
            throw new Error(`post-pull-command left ${path} unfit to commit (${problem}); nothing was committed`);
        }
    }
}

// EXTERNAL MODULE: ./lib/src/git/objects.js
var objects = __webpack_require__(8145);
// EXTERNAL MODULE: ./lib/src/files/translation-files.js
var translation_files = __webpack_require__(6275);
;// CONCATENATED MODULE: ./lib/src/post-pull-command/shadow-checkout.js




/** Most bytes of blobs read from git at once: a batch is held whole in memory. */
const BATCH_BYTES = 32 * 1024 * 1024;
/**
 * A copy of HEAD's translation files (and an empty `.git/`) in `folder`, for a dry run to unzip
 * into and compare against, so that it can say what would change without changing anything.
 *
 * It is made from git's objects, never by reading the checkout: a committed `locales/de.json`
 * may be a symbolic link to a file outside the checkout (a secret, or a 3 GiB file), and copying
 * the checkout's file would follow it. A link of HEAD is made again as a link with the same
 * target, never opened, so that the dry run meets it where the real run does (the extractor
 * refuses to write through a link) and says the same; where links cannot be made (Windows
 * without the right), git checks them out as plain files and the real run writes them too.
 */
async function shadowCheckout(git, folder, scope) {
    await (0,promises_.mkdir)((0,external_node_path_.join)(folder, '.git'), { recursive: true });
    const files = await (0,objects/* filesOfTree */.XF)(git, 'HEAD');
    const translations = new Set((0,translation_files/* translationFiles */.hN)(files.map((f) => f.path), scope.patterns, scope.languageMap).map((f) => f.path));
    // Every link, not only those at a translation file's path: a linked folder on the way to
    // one stops the real run as well.
    const wanted = files.filter((f) => f.mode === objects/* LINK_MODE */.BG || translations.has(f.path));
    for (const batch of batches(wanted)) {
        const contents = await (0,objects/* readBlobs */.b4)(git, batch.map((f) => f.blob));
        for (const file of batch) {
            const content = contents.get(file.blob) ?? Buffer.alloc(0);
            const path = (0,external_node_path_.join)(folder, file.path);
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
            if (file.mode === objects/* LINK_MODE */.BG) {
                await (0,promises_.symlink)(content.toString(), path).catch(unlessNotPermitted);
            }
            else {
                await (0,promises_.writeFile)(path, content, { mode: file.mode === '100755' ? 0o755 : 0o644 });
            }
        }
    }
}
/** Windows refuses links to a user without the right (EPERM): git then made a plain file. */
function unlessNotPermitted(error) {
    if (error.code !== 'EPERM')
        throw error;
}
/** The files in order, in batches of at most BATCH_BYTES (a larger file alone). */
function batches(files) {
    const out = [];
    let current = [];
    let bytes = 0;
    for (const file of files) {
        if (current.length > 0 && bytes + file.size > BATCH_BYTES) {
            out.push(current);
            current = [];
            bytes = 0;
        }
        current.push(file);
        bytes += file.size;
    }
    if (current.length > 0)
        out.push(current);
    return out;
}

// EXTERNAL MODULE: ./lib/src/common/message-of.js
var message_of = __webpack_require__(6819);
;// CONCATENATED MODULE: ./lib/src/pull/bundle/zip/error.js
/** How many problems the message names; the rest are counted ("and 3 more"). */
const NAMED = 5;
/** Longest entry name shown; a hostile bundle may hold names of 64 KiB. */
const NAME_CHARS = 100;
/** A bundle refused whole; `problems` names each offending entry with its reason. */
class BundleError extends Error {
    /** One line per problem: `'../x.json': '..' in the path`, or a reason about the whole archive. */
    problems;
    constructor(problems) {
        const lines = problems.map((p) => p.entry === undefined ? p.reason : `${quoteName(p.entry)}: ${p.reason}`);
        const shown = lines.slice(0, NAMED).join('; ');
        const more = lines.length > NAMED ? `; and ${lines.length - NAMED} more` : '';
        const outside = problems.find((p) => p.outsidePatterns);
        const patterns = outside?.outsidePatterns;
        const named = patterns?.length ? ` (${patterns.join(', ')})` : '';
        const advice = outside?.outsideAdvice ? `, or ${outside.outsideAdvice}` : '';
        const hint = patterns ? `. Adjust the files pattern${named}${advice}` : '';
        super(`Refused the bundle, nothing was written: ${shown}${more}${hint}`);
        this.name = 'BundleError';
        this.problems = lines;
    }
}
/**
 * An entry name fit for a one-line message: quoted, control characters escaped (a NUL or a
 * newline in a name must not break the log line), and cut when very long.
 */
function quoteName(name) {
    const cut = name.length > NAME_CHARS ? `${name.slice(0, NAME_CHARS)}…` : name;
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is escaped
    const escaped = cut.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => {
        return `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
    });
    return `'${escaped}'`;
}

;// CONCATENATED MODULE: ./lib/src/pull/bundle/zip/directory.js


/** Zip files start with a local file header, or with the end record when they hold nothing. */
const ZIP_MAGIC = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];
const END_SIGNATURE = 0x06054b50;
const END_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_LOCATOR_BYTES = 20;
const ZIP64_END_SIGNATURE = 0x06064b50;
const ZIP64_END_BYTES = 56;
const CENTRAL_SIGNATURE = 0x02014b50;
const CENTRAL_BYTES = 46;
/** A 32-bit field holding this says its value is in the ZIP64 extra field. */
const ZIP64_MARK = 0xffffffff;
const ZIP64_EXTRA_ID = 0x0001;
/**
 * Reads the central directory of the zip open as `fd`; only the directory and the end records are
 * read, so the zip is never held in memory whole. Throws a BundleError when the file is not a
 * zip, is truncated or corrupt, holds more than `maxEntries` files (or ten times as many
 * folders), or repeats a name.
 *
 * The records are parsed here rather than by adm-zip: adm-zip builds an object of ~9 KB (a
 * closure for every field) per entry, which for a bundle of a few thousand files took the pull
 * 35 MiB past its memory target (bench/pull-throughput.ts); these records are 48 bytes and a name.
 */
/** Folder entries a bundle may hold per file of its budget: folders cost no inflating. */
const FOLDERS_PER_FILE = 10;
function readDirectory(fd, fileSize, maxEntries) {
    const head = readAt(fd, Math.min(fileSize, 24), 0);
    if (!ZIP_MAGIC.some((magic) => magic.equals(head.subarray(0, 4)))) {
        throw refuse({
            reason: `not a zip file (it starts with ${quoteName(head.toString('latin1'))})`,
        });
    }
    const where = locateDirectory(fd, fileSize);
    if (typeof where === 'string')
        throw corrupt(where);
    // Files are budgeted, folders apart (a bundle of 100 languages has 100 folders beside its
    // files, and one of nested folders may have more folders than files): up to FOLDERS_PER_FILE
    // times as many, so the directory is never read for more records than that.
    const maxFolders = maxEntries * FOLDERS_PER_FILE;
    if (where.count > maxEntries + maxFolders) {
        throw refuse({
            reason: `${where.count} entries, over the budget of ${maxEntries} files and ${maxFolders} folders`,
        });
    }
    const directory = readAt(fd, where.size, where.start);
    const entries = [];
    const names = new Set();
    let at = 0;
    for (let index = 0; index < where.count; index++) {
        const record = parseRecord(directory, at);
        if (typeof record === 'string')
            throw corrupt(`central record ${index + 1}: ${record}`);
        if (names.has(record.entry.name))
            throw refuse({ entry: record.entry.name, reason: 'duplicate name' });
        names.add(record.entry.name);
        entries.push(record.entry);
        at = record.next;
    }
    const folders = entries.filter((entry) => entry.isDirectory).length;
    const files = entries.length - folders;
    if (files > maxEntries) {
        throw refuse({ reason: `${files} files, over the budget of ${maxEntries}` });
    }
    if (folders > maxFolders) {
        throw refuse({ reason: `${folders} folder entries, over the budget of ${maxFolders}` });
    }
    return entries;
}
/** The central record at `at`, and where the next one starts; a string says what is wrong. */
function parseRecord(directory, at) {
    if (at + CENTRAL_BYTES > directory.length)
        return 'past the end of the directory';
    if (directory.readUInt32LE(at) !== CENTRAL_SIGNATURE)
        return 'bad signature';
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const nameAt = at + CENTRAL_BYTES;
    const next = nameAt + nameLength + extraLength + commentLength;
    if (next > directory.length)
        return 'past the end of the directory';
    // A copy: a view would keep the whole directory alive for as long as any entry is.
    const rawName = Buffer.from(directory.subarray(nameAt, nameAt + nameLength));
    const name = rawName.toString('utf8');
    const declared = {
        size: directory.readUInt32LE(at + 24),
        compressedSize: directory.readUInt32LE(at + 20),
        offset: directory.readUInt32LE(at + 42),
    };
    const extra = directory.subarray(nameAt + nameLength, nameAt + nameLength + extraLength);
    const wide = applyZip64(declared, extra);
    if (typeof wide === 'string')
        return wide;
    const entry = {
        name,
        rawName,
        isDirectory: name.endsWith('/') || name.endsWith('\\'),
        ...wide,
        crc: directory.readUInt32LE(at + 16),
        method: directory.readUInt16LE(at + 10),
        flags: directory.readUInt16LE(at + 8),
        attributes: directory.readUInt32LE(at + 38),
    };
    return { entry, next };
}
/**
 * Replaces each field that holds 0xFFFFFFFF with its 64-bit value from the ZIP64 extra field
 * (id 1), which stores only those fields, in this order: size, compressed size, offset.
 */
function applyZip64(declared, extra) {
    const wide = ['size', 'compressedSize', 'offset'].filter((field) => declared[field] === ZIP64_MARK);
    if (wide.length === 0)
        return declared;
    let at = 0;
    while (at + 4 <= extra.length) {
        const id = extra.readUInt16LE(at);
        const length = extra.readUInt16LE(at + 2);
        if (id === ZIP64_EXTRA_ID) {
            if (length < wide.length * 8 || at + 4 + length > extra.length) {
                return 'ZIP64 extra field too short';
            }
            const result = { ...declared };
            for (const [i, field] of wide.entries()) {
                const value = extra.readBigUInt64LE(at + 4 + i * 8);
                // No bundle reaches 2^53 bytes; a larger value is a forgery that would break arithmetic.
                if (value > BigInt(Number.MAX_SAFE_INTEGER))
                    return `ZIP64 ${field} out of range`;
                result[field] = Number(value);
            }
            return result;
        }
        at += 4 + length;
    }
    return 'ZIP64 sizes without their extra field';
}
/**
 * Finds the end record (the last signature within a comment's reach of the end) and, through it
 * or the ZIP64 end record it points to, where the directory lies. A string says what is wrong.
 */
function locateDirectory(fd, fileSize) {
    const reach = Math.min(fileSize, END_BYTES + MAX_COMMENT_BYTES);
    const window = readAt(fd, reach, fileSize - reach);
    let end = window.length - END_BYTES;
    while (end >= 0 && window.readUInt32LE(end) !== END_SIGNATURE)
        end--;
    if (end < 0)
        return 'no end of central directory';
    const endAt = fileSize - reach + end;
    const locator = endAt >= ZIP64_LOCATOR_BYTES ? readAt(fd, ZIP64_LOCATOR_BYTES, endAt - 20) : null;
    if (locator?.readUInt32LE(0) !== ZIP64_LOCATOR_SIGNATURE) {
        const count = window.readUInt16LE(end + 10);
        const size = window.readUInt32LE(end + 12);
        const start = window.readUInt32LE(end + 16);
        if (start + size > endAt)
            return 'the central directory lies past its end record';
        return { start, size, count };
    }
    const recordAt = Number(locator.readBigUInt64LE(8));
    if (recordAt + ZIP64_END_BYTES > endAt)
        return 'the ZIP64 end record lies past the end record';
    const record = readAt(fd, ZIP64_END_BYTES, recordAt);
    if (record.readUInt32LE(0) !== ZIP64_END_SIGNATURE)
        return 'no ZIP64 end of central directory';
    const count = Number(record.readBigUInt64LE(32));
    const size = Number(record.readBigUInt64LE(40));
    const start = Number(record.readBigUInt64LE(48));
    if (start + size > recordAt)
        return 'the central directory lies past its end record';
    return { start, size, count };
}
/**
 * `length` bytes of the file from `position`, in a buffer of their own (never Node's pool, so it
 * may be released). Synchronous on purpose: these reads are small and come from the page cache
 * (the bundle was just downloaded), where a trip through libuv's thread pool costs more than the
 * read itself.
 */
function readAt(fd, length, position) {
    const buffer = Buffer.allocUnsafeSlow(length);
    let done = 0;
    while (done < length) {
        const read = (0,external_node_fs_.readSync)(fd, buffer, done, length - done, position + done);
        if (read === 0)
            break;
        done += read;
    }
    return done === length ? buffer : buffer.subarray(0, done);
}
function refuse(problem) {
    return new BundleError([problem]);
}
function corrupt(what) {
    return refuse({ reason: `truncated or corrupt archive (${what})` });
}

;// CONCATENATED MODULE: ./lib/src/pull/bundle/zip/archive.js



const LOCAL_SIGNATURE = 0x04034b50;
const LOCAL_HEADER_BYTES = 30;
const STORED = 0;
const DEFLATED = 8;
/** General purpose flags: traditional encryption (bit 0), strong encryption (6), encrypted directory (13). */
const ENCRYPTION_FLAGS = 0x0001 | 0x0040 | 0x2000;
const FILE_TYPE_MASK = 0o170000;
const REGULAR_FILE = 0o100000;
const FOLDER = 0o040000;
const MSDOS_FOLDER = 0x10;
const OTHER_TYPES = {
    0o120000: 'symbolic link',
    0o020000: 'character device',
    0o060000: 'block device',
    0o010000: 'FIFO',
    0o140000: 'socket',
};
/**
 * Opens a bundle and reads its central directory and every entry's local header; entry data is
 * read later, one entry at a time. Throws a BundleError when the file is not a zip, is truncated
 * or corrupt, holds more than `maxEntries` entries, or repeats a name.
 */
async function openArchive(zipPath, maxEntries) {
    const file = await (0,promises_.open)(zipPath, 'r');
    try {
        const { size } = await file.stat();
        const entries = readDirectory(file.fd, size, maxEntries);
        const layout = layoutOf(entries, file.fd, size);
        return {
            entries: entries.map((entry) => describe(entry, layout.get(entry))),
            file,
            close: () => file.close(),
        };
    }
    catch (error) {
        await file.close();
        throw error;
    }
}
function describe(entry, layout) {
    return {
        name: entry.name,
        problem: headerProblem(entry) ?? (layout && 'problem' in layout ? layout.problem : undefined),
        size: entry.size,
        compressedSize: entry.compressedSize,
        crc: entry.crc,
        stored: entry.method === STORED,
        dataStart: layout && 'dataStart' in layout ? layout.dataStart : -1,
    };
}
/** What the central directory record alone says is wrong with an entry. */
function headerProblem(entry) {
    if (!isUtf8(entry.rawName))
        return 'name is not valid UTF-8';
    const type = typeProblem(entry.attributes, entry.isDirectory);
    if (type)
        return type;
    if (entry.flags & ENCRYPTION_FLAGS)
        return 'encrypted';
    if (entry.isDirectory)
        return entry.size > 0 ? 'folder entry with content' : undefined;
    if (entry.method !== STORED && entry.method !== DEFLATED) {
        return `compression method ${entry.method} (only stored and deflated are supported)`;
    }
    return undefined;
}
/**
 * The entry's type from the Unix mode zip tools keep in the high 16 bits of the external
 * attributes. Without a mode (archives made on MS-DOS or Windows), the name says what it is.
 */
function typeProblem(attributes, named) {
    const type = (attributes >>> 16) & FILE_TYPE_MASK;
    if (type === 0) {
        return !named && attributes & MSDOS_FOLDER
            ? "folder whose name lacks a trailing '/'"
            : undefined;
    }
    if (type === FOLDER)
        return named ? undefined : "folder whose name lacks a trailing '/'";
    if (type === REGULAR_FILE)
        return named ? "file whose name ends with '/'" : undefined;
    return OTHER_TYPES[type] ?? `unknown file type 0o${type.toString(8)}`;
}
/**
 * Checks where each entry's data lies: a local header with the same name must be there, the data
 * must end inside the file, and no two entries may share bytes (overlapping entries are how
 * the most compact zip bombs multiply one compressed block).
 */
function layoutOf(entries, fd, fileSize) {
    const layout = new Map();
    const spans = [];
    for (const entry of entries) {
        const start = entry.offset;
        const name = entry.rawName;
        const local = readAt(fd, LOCAL_HEADER_BYTES + name.length, start);
        if (local.length < LOCAL_HEADER_BYTES || local.readUInt32LE(0) !== LOCAL_SIGNATURE) {
            layout.set(entry, { problem: 'local header missing (truncated or corrupt archive)' });
            continue;
        }
        const nameLength = local.readUInt16LE(26);
        const extraLength = local.readUInt16LE(28);
        const dataStart = start + LOCAL_HEADER_BYTES + nameLength + extraLength;
        const end = dataStart + entry.compressedSize;
        if (end > fileSize) {
            layout.set(entry, { problem: 'data runs past the end of the file (truncated archive)' });
            continue;
        }
        if (nameLength !== name.length || !local.subarray(LOCAL_HEADER_BYTES).equals(name)) {
            layout.set(entry, { problem: 'local header names another file (corrupt or forged archive)' });
            continue;
        }
        layout.set(entry, { dataStart });
        spans.push({ entry, start, end });
    }
    spans.sort((a, b) => a.start - b.start);
    for (const [i, span] of spans.entries()) {
        const previous = spans[i - 1];
        if (previous && span.start < previous.end) {
            const problem = `data overlaps ${quoteName(previous.entry.name)} (zip bomb)`;
            layout.set(span.entry, { problem });
        }
    }
    return layout;
}
const UTF8 = new TextDecoder('utf-8', { fatal: true });
function isUtf8(bytes) {
    try {
        UTF8.decode(bytes);
        return true;
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./lib/src/pull/bundle/names.js
/**
 * Normalises a zip entry name (or a checkout path) to forward slashes without `./` or empty
 * segments. Refuses, rather than repairs, every form that could leave the folder it is joined to
 * on any runner's OS: absolute paths, drive letters and other colons (Windows streams), `..`
 * anywhere (even `a/../b`, which a checker and a writer could read differently), backslashes
 * (a separator on Windows) and control characters.
 */
function checkRelativePath(name) {
    const refuse = (reason) => ({ ok: false, reason });
    if (name === '')
        return refuse('empty name');
    if (name.includes('\0'))
        return refuse('NUL byte in the name');
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    if (/[\u0001-\u001f\u007f-\u009f]/.test(name))
        return refuse('control character in the name');
    if (name.includes('\\'))
        return refuse('backslash in the name');
    if (name.startsWith('/'))
        return refuse('absolute path');
    if (/^[A-Za-z]:/.test(name))
        return refuse('drive letter');
    if (name.includes(':'))
        return refuse('colon in the name (a drive or stream on Windows)');
    const raw = name.split('/');
    if (raw.includes('..'))
        return refuse("'..' in the path");
    const directory = name.endsWith('/');
    if (!directory && raw.at(-1) === '.')
        return refuse("'.' is not a file name");
    const path = raw.filter((segment) => segment !== '' && segment !== '.').join('/');
    if (path === '' && !directory)
        return refuse('empty name');
    // Caught here, before anything is written: a name the file system refuses would otherwise
    // fail half-way through moving the bundle into place.
    if (path.split('/').some((segment) => Buffer.byteLength(segment) > MAX_NAME_BYTES)) {
        return refuse(`a folder or file name over ${MAX_NAME_BYTES} bytes`);
    }
    if (Buffer.byteLength(path) > MAX_PATH_BYTES)
        return refuse(`path over ${MAX_PATH_BYTES} bytes`);
    return { ok: true, path, directory };
}
/** The longest name of one folder or file on Linux, macOS and Windows file systems. */
const MAX_NAME_BYTES = 255;
/**
 * The longest path a bundle may write, relative to the checkout: Linux refuses paths of 4096
 * bytes, and the checkout's own path comes in front.
 */
const MAX_PATH_BYTES = 3072;
/**
 * The key under which two paths land on the same file somewhere: case-insensitive file systems
 * (macOS, Windows), Unicode normalisation (macOS) and Windows dropping trailing dots and spaces
 * make `de.json`, `DE.json` and `de.json.` one file.
 */
function collisionKey(path) {
    return path
        .normalize('NFC')
        .toLowerCase()
        .split('/')
        .map((segment) => segment.replace(/[. ]+$/, ''))
        .join('/');
}
/** The folders a path lies in, outermost first: `a/b/c.json` → `a`, `a/b`. */
function parentsOf(path) {
    const segments = path.split('/');
    return segments.slice(1).map((_, i) => segments.slice(0, i + 1).join('/'));
}

;// CONCATENATED MODULE: ./lib/src/pull/bundle/checkout.js







/**
 * Checks a path `place` returned, in case a pattern or language code ever produces one that
 * leaves the checkout, or reaches into `.git` (where a hook would run code).
 */
function checkTarget(workspace, path) {
    const check = checkRelativePath(path);
    if (!check.ok)
        return { reason: `placed outside the checkout (${quoteName(path)}: ${check.reason})` };
    if (check.directory)
        return { reason: `placed on a folder path (${quoteName(path)})` };
    // Windows drops trailing dots and spaces, so `.git.` is `.git` there too, and its 8.3 short
    // name `GIT~1` may be another name of the same folder.
    const gitAlias = (segment) => {
        const name = segment.toLowerCase().replace(/[. ]+$/, '');
        return name === '.git' || /^git~\d+$/.test(name);
    };
    if (check.path.split('/').some(gitAlias)) {
        return { reason: `placed inside .git (${quoteName(path)})` };
    }
    const inside = (0,external_node_path_.relative)(workspace, (0,external_node_path_.resolve)(workspace, check.path));
    if (inside === '' || inside === '..' || inside.startsWith(`..${external_node_path_.sep}`) || (0,external_node_path_.isAbsolute)(inside)) {
        return { reason: `placed outside the checkout (${quoteName(path)})` };
    }
    return { path: check.path };
}
/**
 * Why the bundle may not write `path` in the checkout: a symbolic link on the way (the
 * repository may hold links that point anywhere), a file where a folder must go, or something
 * other than a regular file at the target. Otherwise the regular file there, if any.
 *
 * This and `moveIntoPlace` call the file system synchronously, as unzip does: each call takes
 * microseconds from the page cache, a trip through libuv's thread pool costs more than that,
 * and the run has nothing else to do meanwhile.
 */
function inspectTarget(workspace, path, cache) {
    const segments = path.split('/');
    for (const [i] of segments.entries()) {
        const partial = segments.slice(0, i + 1).join('/');
        const stats = cache?.has(partial)
            ? cache.get(partial)
            : lstatOrMissing((0,external_node_path_.join)(workspace, partial));
        cache?.set(partial, stats);
        if (stats === undefined)
            return { existing: undefined };
        if (stats.isSymbolicLink()) {
            return { problem: `${quoteName(partial)} in the checkout is a symbolic link` };
        }
        const last = i === segments.length - 1;
        if (!last && !stats.isDirectory()) {
            return { problem: `${quoteName(partial)} in the checkout is not a folder` };
        }
        if (last && !stats.isFile()) {
            return { problem: `${quoteName(partial)} in the checkout is not a regular file` };
        }
        if (last)
            return { existing: stats };
    }
    return { existing: undefined };
}
/**
 * Staged files per staging folder. On the project's ext4 machines, creating a bundle's 2,000
 * files in one folder took 2–3× as long as in folders of a few hundred or fewer (inflating and
 * staging 100 MB: ~1.5 s against 0.5–0.7 s, measured side by side); unzip, the benchmark's
 * reference, writes into the bundle's own folders of 20.
 */
const FILES_PER_STAGING_FOLDER = 128;
/**
 * Staging folders on the checkout's file system, so that moving a file in is an atomic rename:
 * inside `.git/`, which git never tracks. A checkout whose `.git` is a file (a worktree) stages
 * in the system's temp folder instead, and `moveIntoPlace` copies across.
 */
async function createStaging(workspace) {
    const parent = await stagingParent(workspace);
    const folders = [];
    return {
        pathFor(index) {
            const n = Math.floor(index / FILES_PER_STAGING_FOLDER);
            let folder = folders[n];
            while (folder === undefined) {
                folders.push((0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(parent, 'l10n-sync-bundle-')));
                folder = folders[n];
            }
            return (0,external_node_path_.join)(folder, String(index));
        },
        root: undefined,
        async remove() {
            await Promise.all(folders.map((folder) => (0,promises_.rm)(folder, { recursive: true, force: true })));
        },
    };
}
/**
 * `createStaging` with each file under its checkout path in one folder, as the bundle's own
 * folders hold them (so no folder gets more files than the checkout's), for git to read the
 * staged files as a working tree while the rest of the bundle is staged. The extraction refuses
 * a path written twice, so no two entries share a staged file.
 */
async function stagingByPath(workspace) {
    const root = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(await stagingParent(workspace), 'l10n-sync-bundle-'));
    const made = new Set();
    return {
        pathFor(_index, path) {
            const staged = (0,external_node_path_.join)(root, path);
            if (!made.has((0,external_node_path_.dirname)(staged))) {
                (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(staged), { recursive: true });
                made.add((0,external_node_path_.dirname)(staged));
            }
            return staged;
        },
        root,
        async remove() {
            await (0,promises_.rm)(root, { recursive: true, force: true });
        },
    };
}
async function stagingParent(workspace) {
    const git = (0,external_node_path_.join)(workspace, '.git');
    const gitIsFolder = (await (0,promises_.lstat)(git).catch(missing))?.isDirectory() ?? false;
    return gitIsFolder ? git : (0,external_node_os_.tmpdir)();
}
/**
 * Moves a staged file onto `path` in the checkout, creating its folders (once each, through
 * `folders`) and keeping the mode of the file it replaces, which `setAside` keeps under a second
 * name when given. The rename replaces the target atomically: a run killed here leaves either
 * the old file or the new one, never half of one.
 */
function moveIntoPlace(workspace, move, options = {}) {
    const { staged, path } = move;
    const { folders, setAside } = options;
    // Checked again right before writing, never from a cache: the checkout is not ours alone
    // while the run lasts.
    const checked = inspectTarget(workspace, path);
    if ('problem' in checked)
        throw new Error(checked.problem);
    const target = (0,external_node_path_.join)(workspace, path);
    if (checked.existing) {
        (0,external_node_fs_.chmodSync)(staged, checked.existing.mode & 0o7777);
        setAside?.keep(path);
    }
    else if (!folders?.has((0,external_node_path_.dirname)(target))) {
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(target), { recursive: true });
        folders?.add((0,external_node_path_.dirname)(target));
    }
    try {
        (0,external_node_fs_.renameSync)(staged, target);
    }
    catch (error) {
        if (error.code !== 'EXDEV')
            throw error;
        // Another file system: copy next to the target first, so the last step is still a rename.
        const sibling = `${target}.l10n-sync-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`;
        try {
            (0,external_node_fs_.copyFileSync)(staged, sibling);
            (0,external_node_fs_.renameSync)(sibling, target);
        }
        finally {
            (0,external_node_fs_.rmSync)(sibling, { force: true });
        }
    }
}
function lstatOrMissing(path) {
    try {
        // Most paths a pull checks are new: an exception for each (a stack trace made and thrown
        // away) cost more than the call itself.
        return (0,external_node_fs_.lstatSync)(path, { throwIfNoEntry: false });
    }
    catch (error) {
        return missing(error);
    }
}
/** A path that does not exist (or lies under a file) reads as undefined; other errors are thrown. */
function missing(error) {
    const code = error.code;
    if (code === 'ENOENT' || code === 'ENOTDIR')
        return undefined;
    throw error;
}

;// CONCATENATED MODULE: ./lib/src/pull/bundle/plan.js



/** Entries below this size are not held to the ratio: small files of repeated text compress far. */
const RATIO_FLOOR = 1024 * 1024;
/**
 * Checks every entry of the bundle before anything is inflated or written: names, types, the
 * budget, duplicates, the `files` patterns, and the checkout paths the files would take. Throws
 * one BundleError naming every problem; otherwise returns the file entries in archive order.
 */
function planExtraction(entries, options) {
    const problems = new Map();
    const refuse = (entry, reason, outside) => {
        if (!problems.has(entry))
            problems.set(entry, { entry: entry.name, reason, ...outside });
    };
    const named = [];
    for (const entry of entries) {
        const check = checkRelativePath(entry.name);
        if (entry.problem !== undefined)
            refuse(entry, entry.problem);
        else if (!check.ok)
            refuse(entry, check.reason);
        // The root folder (`./`, first in real bundles) names nothing to create.
        else if (check.path !== '')
            named.push({ entry, path: check.path, folder: check.directory });
    }
    for (const [entry, reason] of ratioProblems(entries, options.budget))
        refuse(entry, reason);
    for (const [entry, reason] of collisions(named, NAME_CLASH))
        refuse(entry, reason);
    const files = [];
    for (const item of named) {
        if (!item.folder && !problems.has(item.entry))
            files.push(...placeEntry(item, options, refuse));
    }
    const placed = files.map((f) => ({ entry: f.entry, path: f.path, folder: false }));
    for (const [entry, reason] of collisions(placed, PLACEMENT_CLASH))
        refuse(entry, reason);
    for (const [entry, reason] of trackedClashes(files, options.tracked))
        refuse(entry, reason);
    const existingSizes = new Map();
    const seen = new Map();
    for (const file of files) {
        if (!file.wanted || problems.has(file.entry))
            continue;
        const target = inspectTarget(options.workspace, file.path, seen);
        if ('problem' in target)
            refuse(file.entry, target.problem);
        else if (target.existing)
            existingSizes.set(file, target.existing.size);
    }
    const whole = totalProblem(entries, options.budget);
    const inOrder = entries.flatMap((entry) => problems.get(entry) ?? []);
    const all = whole ? [{ reason: whole }, ...inOrder] : inOrder;
    if (all.length > 0)
        throw new BundleError(all);
    return files.map((file) => ({ ...file, existingSize: existingSizes.get(file) }));
}
/** The placement as a list of parts: none when the entry matches no pattern. */
function partsOf(placement) {
    if (placement === undefined)
        return [];
    return 'path' in placement ? [placement] : placement;
}
/**
 * The files an entry makes, one per part of its placement; none when it matches no pattern or a
 * part's path is no place to write (the entry is then refused).
 */
function placeEntry(item, options, refuse) {
    const { entry, path } = item;
    const parts = partsOf(options.place(path));
    if (parts.length === 0) {
        const outside = {
            outsidePatterns: options.patterns ?? [],
            outsideAdvice: options.outsideAdvice,
        };
        refuse(entry, 'matches no files pattern', outside);
        return [];
    }
    const files = [];
    for (const part of parts) {
        const target = checkTarget(options.workspace, part.path);
        if ('reason' in target) {
            refuse(entry, target.reason);
            return [];
        }
        const skipped = part.skipped ?? options.skip(part.language);
        files.push({
            entry,
            entryPath: path,
            path: target.path,
            language: part.language,
            wanted: skipped === undefined,
            skipped,
            ...(part.pick === undefined ? {} : { pick: part.pick }),
        });
    }
    return files;
}
/** The declared sizes against the budget; inflating checks them again (see the caller). */
function totalProblem(entries, budget) {
    const total = entries.reduce((sum, entry) => sum + entry.size, 0);
    return total > budget.maxTotalBytes
        ? `the entries declare ${total} bytes in all, over the budget of ${budget.maxTotalBytes}`
        : undefined;
}
function ratioProblems(entries, budget) {
    return entries.flatMap((entry) => {
        const ratio = entry.size / Math.max(entry.compressedSize, 1);
        if (entry.size <= RATIO_FLOOR || ratio <= budget.maxRatio)
            return [];
        const detail = `${entry.size} bytes from ${entry.compressedSize}`;
        return [
            [entry, `expands ${Math.round(ratio)}× (${detail}), over the budget of ${budget.maxRatio}×`],
        ];
    });
}
/**
 * Files to be written whose path differs from a tracked file's only by case (or by what else
 * `collisionKey` folds): on Linux the pull would add a second file beside it, and the checkout
 * of that commit on macOS or Windows would have one overwrite the other.
 */
function trackedClashes(files, tracked) {
    const found = new Map();
    if (tracked.length === 0)
        return found;
    const byKey = new Map(tracked.map((path) => [collisionKey(path), path]));
    for (const file of files) {
        const other = file.wanted ? byKey.get(collisionKey(file.path)) : undefined;
        if (other !== undefined && other !== file.path) {
            found.set(file.entry, `placed on ${quoteName(file.path)}, which differs only by case from the tracked ${quoteName(other)} (one file on macOS and Windows)`);
        }
    }
    return found;
}
const NAME_CLASH = {
    same: (other, exact) => exact
        ? `duplicate of ${quoteName(other.entry.name)}`
        : `duplicate of ${quoteName(other.entry.name)} where case does not count (macOS, Windows)`,
    under: (file) => `inside ${quoteName(file.entry.name)}, which is a file`,
};
const PLACEMENT_CLASH = {
    same: (other) => `placed on ${quoteName(other.path)} like ${quoteName(other.entry.name)}`,
    under: (file) => `placed under ${quoteName(file.path)}, where ${quoteName(file.entry.name)} goes`,
};
/**
 * Paths that would land on one file (or folder) of the checkout on some runner, and files that
 * would have to be folders for another path. The first of each clash is kept, the rest named.
 */
function collisions(items, words) {
    const found = new Map();
    const byKey = new Map();
    for (const item of items) {
        const key = collisionKey(item.path);
        const other = byKey.get(key);
        if (other)
            found.set(item.entry, words.same(other, other.path === item.path));
        else
            byKey.set(key, item);
    }
    for (const item of items) {
        if (found.has(item.entry))
            continue;
        const file = parentsOf(item.path)
            .map((parent) => byKey.get(collisionKey(parent)))
            .find((other) => other !== undefined && !other.folder);
        if (file)
            found.set(item.entry, words.under(file));
    }
    return found;
}

;// CONCATENATED MODULE: ./lib/src/pull/bundle/zip/memory.js
/// <reference lib="es2024.arraybuffer" />
/**
 * Frees a buffer's memory now instead of at V8's next full collection, which waits until about
 * 64 MiB of such memory has piled up: a bundle's entries pass through by the hundred megabytes,
 * and that garbage alone would take the pull past its memory target. Detaching (`transfer(0)`)
 * drops the backing store at once. Node's pool (an ArrayBuffer of `Buffer.poolSize` bytes that
 * small buffers share) is never detached. The caller must hold the only reference still in use.
 */
function release(buffer) {
    const store = buffer.buffer;
    // An empty (or already detached) store frees nothing, and Node may share one empty buffer.
    const owned = store.byteLength > 0 && store.byteLength !== Buffer.poolSize;
    if (store instanceof ArrayBuffer && owned)
        store.transfer(0);
}
/**
 * The smallest allocation Node does not take from its pool (documented for `allocUnsafe`): an
 * output buffer at least this large owns its ArrayBuffer and can be released.
 */
function unpooledBytes() {
    return Buffer.poolSize >>> 1;
}

;// CONCATENATED MODULE: ./lib/src/pull/bundle/line-endings.js


/**
 * Line endings do not make a translation change. A Windows runner (`core.autocrlf=true`) or an
 * `eol=crlf` attribute checks files out with CRLF, while the service exports LF; git stores both
 * the same way, so a file that differs from the bundle only there is unchanged, whatever the
 * runner's settings.
 */
const CR = 0x0d;
const LF = 0x0a;
/** The bytes with every CR that ends a line (CR LF) taken out; the same buffer when it has none. */
function withLfEndings(bytes) {
    if (bytes.indexOf(CR) === -1)
        return bytes;
    const out = Buffer.allocUnsafe(bytes.length);
    let length = 0;
    for (let i = 0; i < bytes.length; i++) {
        const byte = bytes[i];
        if (byte === CR && bytes[i + 1] === LF)
            continue;
        out[length++] = byte;
    }
    return out.subarray(0, length);
}
const CHUNK = 64 * 1024;
/**
 * A digest of the file as `withLfEndings` would make it, read in chunks so a large file is never
 * held whole. A CR at a chunk's end waits for the next chunk to say whether it ends a line.
 */
function lfDigest(path) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    const fd = (0,external_node_fs_.openSync)(path, 'r');
    try {
        const chunk = Buffer.allocUnsafe(CHUNK + 1);
        let carried = 0;
        for (;;) {
            const read = (0,external_node_fs_.readSync)(fd, chunk, carried, CHUNK, null);
            const end = carried + read;
            if (read === 0) {
                if (carried)
                    hash.update(chunk.subarray(0, carried));
                return hash.digest('hex');
            }
            // Hold back a final CR: whether it is dropped depends on the next byte.
            carried = chunk[end - 1] === CR ? 1 : 0;
            hash.update(withLfEndings(chunk.subarray(0, end - carried)));
            if (carried)
                chunk[0] = CR;
        }
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}

;// CONCATENATED MODULE: ./lib/src/pull/bundle/compare.js




/*
 * Whether a bundle's file is what the checkout already has: equal bytes, or equal up to line
 * endings (line-endings.ts) and the caller's rule of differences that do not count.
 */
/**
 * Whether the checkout's file equals the entry, up to line endings (see line-endings.ts) and the
 * caller's rule. The plan saw the checkout: no file there means changed without reading anything.
 */
function sameAsCheckout(file, target, next, rule) {
    if (file.existingSize === undefined)
        return false;
    const current = readOrAbsent(target);
    if (current === undefined)
        return false;
    try {
        return sameContent(file.path, current, next, rule);
    }
    finally {
        release(current);
    }
}
/** `sameAsCheckout` for an entry already streamed to `staged`: compared chunk by chunk. */
function stagedSameAsCheckout(file, target, staged, bytes, rule) {
    if (file.existingSize === undefined)
        return false;
    // Large files the rule applies to are rare; the rule needs the whole text.
    if (rule?.appliesTo(file.path)) {
        const next = (0,external_node_fs_.readFileSync)(staged);
        try {
            return sameAsCheckout(file, target, next, rule);
        }
        finally {
            release(next);
        }
    }
    if (file.existingSize === bytes && sameBytes(target, staged))
        return true;
    // Another size may still be the same text with other line endings: compared as git stores it.
    return lfDigest(target) === lfDigest(staged);
}
const COMPARE_CHUNK = 64 * 1024;
/** Compares two files chunk by chunk, holding two chunks whatever their size. */
function sameBytes(current, staged) {
    let first;
    try {
        first = (0,external_node_fs_.openSync)(current, 'r');
    }
    catch (error) {
        missing(error);
        return false;
    }
    const second = (0,external_node_fs_.openSync)(staged, 'r');
    try {
        const a = Buffer.allocUnsafe(COMPARE_CHUNK);
        const b = Buffer.allocUnsafe(COMPARE_CHUNK);
        for (;;) {
            const x = (0,external_node_fs_.readSync)(first, a, 0, COMPARE_CHUNK, null);
            const y = (0,external_node_fs_.readSync)(second, b, 0, COMPARE_CHUNK, null);
            if (x !== y)
                return false;
            if (x === 0)
                return true;
            if (!a.subarray(0, x).equals(b.subarray(0, y)))
                return false;
        }
    }
    finally {
        (0,external_node_fs_.closeSync)(second);
        (0,external_node_fs_.closeSync)(first);
    }
}
/** Equal bytes up to line endings, or differences only in what the caller's rule discounts. */
function sameContent(path, current, next, rule) {
    if (current.equals(next))
        return true;
    const a = withLfEndings(current);
    const b = withLfEndings(next);
    if (a.equals(b))
        return true;
    // latin1 maps each byte to one character, so no difference is lost whatever the file's charset.
    return (rule?.appliesTo(path) === true && rule.unchanged(a.toString('latin1'), b.toString('latin1')));
}
/** The file's bytes; undefined when it is no longer in the checkout. */
function readOrAbsent(path) {
    try {
        return (0,external_node_fs_.readFileSync)(path);
    }
    catch (error) {
        return missing(error);
    }
}

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./lib/src/pull/bundle/zip/inflate.js








/** Entries up to this size (declared, and compressed) are inflated in memory; larger ones stream. */
const IN_MEMORY_BYTES = 1024 * 1024;
/** Whether `readEntry` (in memory) or `streamEntry` (to a file) should read the entry. */
function fitsInMemory(entry) {
    return entry.size <= IN_MEMORY_BYTES && entry.compressedSize <= IN_MEMORY_BYTES;
}
/**
 * Inflates an entry in memory and checks the result against the declared size and CRC. zlib
 * stops at the declared size, so a lying header cannot make an entry inflate past what the
 * budget allowed. The caller owns the data and should `release()` it when done.
 *
 * Synchronous, on the main thread, as unzip does: on the 2-core CI machine, handing each entry
 * to libuv's threads (a zlib stream object and two thread switches per entry, threads competing
 * with the main thread for the cores) took more CPU than it won back, and the pull was slower
 * in every one of 5 interleaved runs on a busy machine.
 */
function readEntry(archive, entry) {
    const compressed = readAt(archive.file.fd, entry.compressedSize, entry.dataStart);
    if (compressed.length < entry.compressedSize)
        return { problem: TRUNCATED };
    if (entry.stored)
        return checked(compressed, entry);
    let data;
    try {
        data = (0,external_node_zlib_.inflateRawSync)(compressed, {
            maxOutputLength: outputCap(entry.size),
            // One output chunk of the declared size: no chunks to concatenate, half the garbage.
            chunkSize: chunkSize(entry.size),
        });
    }
    catch (error) {
        return { problem: readProblem(error, entry.size) };
    }
    finally {
        release(compressed);
    }
    return checked(data, entry);
}
/** The data when it matches its header; else the problem, the data released. */
function checked(data, entry) {
    const problem = mismatch(data.length, (0,external_node_zlib_.crc32)(data), entry);
    if (problem === undefined)
        return { data };
    release(data);
    return problem;
}
/**
 * Inflates an entry chunk by chunk into `target` (created, never replaced), or only checks it
 * when `target` is undefined, computing the CRC as the chunks pass: memory stays at a few chunks
 * whatever the entry's size. Past the declared size the stream stops.
 */
async function streamEntry(archive, entry, target) {
    let bytes = 0;
    let crc = 0;
    const check = new external_node_stream_.Transform({
        transform(chunk, _encoding, done) {
            bytes += chunk.length;
            if (bytes > entry.size) {
                done(new Oversize());
                return;
            }
            crc = (0,external_node_zlib_.crc32)(chunk, crc);
            done(null, chunk);
        },
    });
    // `end` is inclusive, so an entry without data needs a source of its own.
    const source = entry.compressedSize === 0
        ? external_node_stream_.Readable.from([])
        : archive.file.createReadStream({
            start: entry.dataStart,
            end: entry.dataStart + entry.compressedSize - 1,
            autoClose: false,
        });
    const sink = target === undefined
        ? new external_node_stream_.Writable({ write: (_chunk, _encoding, done) => done() })
        : (0,external_node_fs_.createWriteStream)(target, { flags: 'wx' });
    try {
        if (entry.stored)
            await (0,external_node_stream_promises_.pipeline)(source, check, sink);
        else
            await (0,external_node_stream_promises_.pipeline)(source, (0,external_node_zlib_.createInflateRaw)(), check, sink);
    }
    catch (error) {
        return { problem: readProblem(error, entry.size) };
    }
    return mismatch(bytes, crc, entry) ?? { bytes };
}
const TRUNCATED = 'data runs past the end of the file (truncated archive)';
/** Thrown into a stream that carried more than the declared size, as zlib's own cap would. */
class Oversize extends Error {
    code = 'ERR_BUFFER_TOO_LARGE';
}
function mismatch(bytes, crc, entry) {
    if (bytes !== entry.size) {
        return { problem: `inflates to ${bytes} bytes, not the ${entry.size} its header declares` };
    }
    if (crc >>> 0 !== entry.crc)
        return { problem: 'bad CRC (corrupt archive)' };
    return undefined;
}
/**
 * zlib takes chunks of 64 bytes to 2 GiB; one more byte than declared lets a lie show, and a
 * chunk too large for Node's pool can be released as soon as the entry is written.
 */
function chunkSize(declaredSize) {
    return Math.min(Math.max(declaredSize + 1, unpooledBytes()), 2 ** 30);
}
/** zlib stops at the cap; it needs at least 1, so a 0-byte entry may inflate to 1 and be caught. */
function outputCap(declaredSize) {
    return Math.min(Math.max(declaredSize, 1), external_node_buffer_.constants.MAX_LENGTH);
}
/** zlib's failures while inflating, in words a user can act on. */
function readProblem(error, declaredSize) {
    const message = (0,message_of/* messageOf */.b)(error);
    const code = error?.code;
    if (code === 'ERR_BUFFER_TOO_LARGE') {
        return `inflates to more than the ${declaredSize} bytes its header declares`;
    }
    if (typeof code === 'string' && code.startsWith('Z_')) {
        return `corrupt compressed data (${message})`;
    }
    return `unreadable (${message})`;
}

;// CONCATENATED MODULE: ./lib/src/pull/bundle/write-behind.js



/**
 * Writes on their way at most, and bytes they hold: as many as libuv's four threads run and as
 * many waiting, few enough that the memory they hold stays a few files' worth.
 */
const MOST_WRITES = 8;
const MOST_BYTES = 16 * 1024 * 1024;
function writesBehind() {
    const pending = new Set();
    const mostWrites = (0,external_node_os_.availableParallelism)() > 1 ? MOST_WRITES : 1;
    let bytes = 0;
    let failure;
    const check = () => {
        if (failure !== undefined)
            throw failure.error;
    };
    return {
        async write(path, content, owned, written) {
            check();
            while (pending.size >= mostWrites || (pending.size > 0 && bytes >= MOST_BYTES)) {
                await Promise.race(pending);
                check();
            }
            bytes += content.length;
            const writing = (0,promises_.writeFile)(path, content, { flag: 'wx' })
                .then(written, (error) => {
                failure ??= { error };
            })
                .finally(() => {
                bytes -= content.length;
                pending.delete(writing);
                if (owned !== undefined)
                    release(owned);
            });
            pending.add(writing);
        },
        async settle() {
            await Promise.all(pending);
            check();
        },
    };
}

;// CONCATENATED MODULE: ./lib/src/pull/bundle/stage.js








/**
 * Inflates and verifies every file entry, one at a time in archive order, holding at most one
 * in memory (1 MiB; larger ones stream) besides the few being written: those of wanted languages
 * that differ from the checkout go to the staging folder (write-behind.ts); the others are only checked, so a corrupt entry refuses
 * the bundle whatever its language. An entry of several parts is inflated for each part it
 * writes (its bytes counted once), each part picked from it. Throws a BundleError naming every
 * bad entry; the caller then removes the staging folders.
 */
async function stage(archive, files, options) {
    const outcomes = [];
    let total = 0;
    // The declared sizes passed the budget and each entry is held to its own, so this holds
    // unless an entry grows past its header; then stop before the disk fills.
    const count = (bytes) => (total += bytes) <= options.maxTotalBytes;
    // Decided files are written on libuv's threads while the next entries inflate.
    const writes = writesBehind();
    // Entries inflated (and counted) already, and those refused: another part of either is done.
    const inflated = new Set();
    const refused = new Set();
    try {
        for (const [index, file] of files.entries()) {
            const again = inflated.has(file.entry);
            if (refused.has(file.entry) || (again && !file.wanted))
                continue;
            inflated.add(file.entry);
            const outcome = await stageOne({
                archive,
                file,
                target: (0,external_node_path_.join)(options.workspace, file.path),
                stagedPath: () => options.staging.pathFor(index, file.path),
                writes,
                count: (bytes) => count(again ? 0 : bytes),
                rule: options.rule,
                rewrite: options.rewrite,
                onStaged: options.onStaged,
            });
            if (outcome.kind === 'refused')
                refused.add(file.entry);
            outcomes.push(outcome);
            if (total > options.maxTotalBytes)
                break;
        }
        await writes.settle();
    }
    catch (error) {
        // The caller removes the staging folders: no write may still be on its way then.
        await writes.settle().catch(() => undefined);
        throw error;
    }
    const problems = outcomes.flatMap((o) => (o.kind === 'refused' ? [o.problem] : []));
    if (total > options.maxTotalBytes) {
        problems.push({
            reason: `the entries inflate to over the budget of ${options.maxTotalBytes} bytes`,
        });
    }
    if (problems.length > 0)
        throw new BundleError(problems);
    return {
        staged: outcomes.flatMap((o) => (o.kind === 'staged' ? [o.file] : [])),
        unchanged: outcomes.flatMap((o) => (o.kind === 'unchanged' ? [o.file] : [])),
    };
}
/**
 * One entry (or one part of it): small ones are inflated in memory and compared with the
 * checkout's file before anything is written; large ones stream to the staging file and are
 * compared there.
 */
async function stageOne(job) {
    const { archive, file } = job;
    if (!fitsInMemory(file.entry))
        return stageStreamed(job);
    const read = readEntry(archive, file.entry);
    if ('problem' in read)
        return stage_refusal(file, read.problem);
    // Handed to the write with the content it is, the entry's memory is freed once written.
    let handedOver = false;
    try {
        if (!job.count(read.data.length) || !file.wanted)
            return { kind: 'checked' };
        const next = await picked(file, read.data);
        if ('problem' in next)
            return stage_refusal(file, next.problem);
        const result = { path: file.path, language: file.language, bytes: next.data.length };
        const decision = await againstCheckout(file, job.target, next.data, job);
        if (decision.kind === 'unchanged')
            return { kind: 'unchanged', file: result };
        const staged = job.stagedPath();
        handedOver = decision.content.buffer === read.data.buffer;
        const owned = handedOver ? read.data : decision.owned ? decision.content : undefined;
        await job.writes.write(staged, decision.content, owned, () => job.onStaged?.(file.path));
        return { kind: 'staged', file: { ...result, staged, ...notesOf(decision) } };
    }
    finally {
        if (!handedOver)
            release(read.data);
    }
}
/** `stageOne` for an entry too large for memory: streamed to its staging file, then compared. */
async function stageStreamed(job) {
    const { archive, file, target, rule } = job;
    const staged = file.wanted ? job.stagedPath() : undefined;
    const streamed = await streamEntry(archive, file.entry, staged);
    if ('problem' in streamed)
        return stage_refusal(file, streamed.problem);
    if (!job.count(streamed.bytes) || staged === undefined)
        return { kind: 'checked' };
    const bytes = file.pick === undefined ? streamed : await pickStaged(file, staged, streamed.bytes);
    if ('problem' in bytes)
        return stage_refusal(file, bytes.problem);
    const result = { path: file.path, language: file.language, bytes: bytes.bytes };
    if (stagedSameAsCheckout(file, target, staged, bytes.bytes, rule)) {
        (0,external_node_fs_.rmSync)(staged);
        return { kind: 'unchanged', file: result };
    }
    if (job.rewrite?.appliesTo(file.path) && bytes.bytes <= MAX_REWRITE_BYTES) {
        const next = (0,external_node_fs_.readFileSync)(staged);
        const decision = await againstCheckout(file, target, next, job);
        if (decision.kind === 'unchanged') {
            (0,external_node_fs_.rmSync)(staged);
            return { kind: 'unchanged', file: result };
        }
        if (decision.content !== next)
            (0,external_node_fs_.writeFileSync)(staged, decision.content);
        job.onStaged?.(file.path);
        return { kind: 'staged', file: { ...result, staged, ...notesOf(decision) } };
    }
    job.onStaged?.(file.path);
    return { kind: 'staged', file: { ...result, staged } };
}
function stage_refusal(file, reason) {
    return { kind: 'refused', problem: { entry: file.entry.name, reason } };
}
/** The part of the entry's bytes that is the file's (all of them, unless it has a `pick`). */
async function picked(file, data) {
    if (file.pick === undefined)
        return { data };
    try {
        return { data: await file.pick(data) };
    }
    catch (error) {
        return { problem: `its part for ${quoteName(file.path)} failed: ${(0,message_of/* messageOf */.b)(error)}` };
    }
}
/** A streamed entry's staging file replaced by the file's part of it; the part's size. */
async function pickStaged(file, staged, bytes) {
    if (bytes > MAX_REWRITE_BYTES) {
        return {
            problem: `its part for ${quoteName(file.path)} failed: it is too large to read whole`,
        };
    }
    const whole = (0,external_node_fs_.readFileSync)(staged);
    try {
        const part = await picked(file, whole);
        if ('problem' in part)
            return part;
        (0,external_node_fs_.writeFileSync)(staged, part.data);
        return { bytes: part.data.length };
    }
    finally {
        release(whole);
    }
}
/** Files up to this size are read whole for the caller's rewrite; larger ones are written as sent. */
const MAX_REWRITE_BYTES = 64 * 1024 * 1024;
/**
 * The entry against the checkout's file: unchanged when equal up to line endings or the
 * caller's unchanged rule; else what the caller's rewrite makes of it, or the entry as it is.
 */
async function againstCheckout(file, target, next, job) {
    const rewrite = job.rewrite?.appliesTo(file.path) ? job.rewrite : undefined;
    const current = file.existingSize === undefined ? undefined : readOrAbsent(target);
    if (current === undefined) {
        return rewrite ? rewrite.rewrite(file.path, undefined, next) : { kind: 'write', content: next };
    }
    try {
        if (sameContent(file.path, current, next, job.rule))
            return { kind: 'unchanged' };
        return rewrite
            ? await rewrite.rewrite(file.path, current, next)
            : { kind: 'write', content: next };
    }
    finally {
        release(current);
    }
}
function notesOf(decision) {
    if (decision.kind !== 'write')
        return {};
    const { notes, fallback } = decision;
    return { ...(notes?.length ? { notes } : {}), ...(fallback === undefined ? {} : { fallback }) };
}

;// CONCATENATED MODULE: ./lib/src/pull/bundle/extract.js









/** 20,000 entries, 1 GiB uncompressed, and a ratio of 200 (translation JSON compresses ~5–20×). */
const DEFAULT_BUDGET = {
    maxEntries: 20_000,
    maxTotalBytes: 1024 ** 3,
    maxRatio: 200,
};
/**
 * Unzips a bundle into the checkout, or refuses it whole with a BundleError and changes nothing.
 * Every entry is checked first (names, types, duplicates, patterns, budget, the checkout paths),
 * then inflated and verified, one at a time, into staging folders, and only when all passed
 * are the changed files renamed into place. Files equal to the checkout's, or .po files
 * differing only in volatile header lines, are left untouched. Only the zip's directory is held
 * in memory; entries are read from the file as they are inflated.
 */
async function extractBundle(options) {
    return extractBundles([{ zipPath: options.zipPath, place: options.place }], options);
}
/**
 * `extractBundle` for the bundles of several exports (one per format): every entry of every
 * bundle is checked and staged before any file is renamed into place, so one bad bundle leaves
 * the checkout as it was. A path two bundles would write is refused.
 */
async function extractBundles(bundles, options) {
    const budget = options.budget ?? DEFAULT_BUDGET;
    const workspace = await (0,promises_.realpath)(options.workspace);
    const archives = [];
    const stagings = [];
    try {
        const plans = [];
        for (const bundle of bundles) {
            const archive = await openArchive(bundle.zipPath, budget.maxEntries);
            archives.push(archive);
            plans.push(planExtraction(archive.entries, {
                workspace,
                place: bundle.place,
                skip: options.skip,
                tracked: options.tracked ?? [],
                budget,
                patterns: options.patterns,
                outsideAdvice: options.outsideAdvice,
            }));
        }
        refuseWrittenTwice(plans);
        await prepareRewrite(options.rewrite, plans);
        const staged = [];
        const unchanged = [];
        // By path, one staging holds every bundle's files: no two write one path (above).
        const told = options.stagedFiles;
        const byPath = told ? await stagingByPath(workspace) : undefined;
        if (byPath)
            stagings.push(byPath);
        const root = byPath?.root;
        const onStaged = told && root ? (path) => told.staged(root, path) : undefined;
        for (const [index, files] of plans.entries()) {
            const staging = byPath ?? (await createStaging(workspace));
            if (!byPath)
                stagings.push(staging);
            const result = await stage(archives[index], files, {
                workspace,
                staging,
                maxTotalBytes: budget.maxTotalBytes,
                rule: options.unchangedRule,
                rewrite: options.rewrite,
                onStaged,
            });
            staged.push(...result.staged);
            unchanged.push(...result.unchanged);
        }
        await options.beforeWriting;
        await told?.moving();
        const changed = moveAll(workspace, staged, options.setAside);
        told?.moved();
        return { changed, unchanged, skipped: skippedOf(plans.flat()) };
    }
    finally {
        await Promise.all(stagings.map((staging) => staging.remove()));
        await Promise.all(archives.map((archive) => archive.close()));
    }
}
/** The rewrite rule's `prepare`, with the paths it will be asked about. */
async function prepareRewrite(rule, plans) {
    if (rule?.prepare === undefined)
        return;
    const paths = plans.flat().filter((file) => file.wanted && rule.appliesTo(file.path));
    await rule.prepare(paths.map((file) => file.path));
}
/** The entries skipped, an entry of several parts once for each reason. */
function skippedOf(files) {
    const seen = new Set();
    return files.flatMap((file) => {
        const key = JSON.stringify([file.entryPath, file.skipped]);
        if (file.skipped === undefined || seen.has(key))
            return [];
        seen.add(key);
        return [{ entry: file.entryPath, language: file.language, reason: file.skipped }];
    });
}
/** Two bundles that would write one checkout path: the second is refused, naming the first's entry. */
function refuseWrittenTwice(plans) {
    const writer = new Map();
    const problems = [];
    for (const file of plans.flat().filter((f) => f.wanted)) {
        const first = writer.get(file.path);
        if (first === undefined)
            writer.set(file.path, file.entry.name);
        else {
            problems.push({
                entry: file.entry.name,
                reason: `placed on ${quoteName(file.path)}, which another export's ${quoteName(first)} writes`,
            });
        }
    }
    if (problems.length > 0)
        throw new BundleError(problems);
}
/** Renames every staged file into place, in the archive's order. */
function moveAll(workspace, staged, setAside) {
    const moved = [];
    const folders = new Set();
    for (const { staged: from, ...file } of staged) {
        try {
            moveIntoPlace(workspace, { staged: from, path: file.path }, { folders, setAside });
        }
        catch (error) {
            const reason = (0,message_of/* messageOf */.b)(error);
            throw new Error(`Could not write ${file.path} into the checkout (${reason}); ` +
                `${moved.length} of ${(0,plural/* count */.U)(staged.length, 'changed file')} ${(0,plural/* plural */.L)(moved.length, 'was', 'were')} written before it`, { cause: error });
        }
        moved.push(file);
    }
    return moved;
}

// EXTERNAL MODULE: ./lib/src/pull/po-noise.js
var po_noise = __webpack_require__(1940);
// EXTERNAL MODULE: ./lib/src/translations/index.js + 10 modules
var translations = __webpack_require__(1904);
// EXTERNAL MODULE: ./lib/src/common/visible.js
var visible = __webpack_require__(2368);
;// CONCATENATED MODULE: ./lib/src/pull/pull-log.js



/**
 * What a pull says in the log about what it found, beside the summary. Each path, key and entry
 * name (the repository's or the service's) is `shown`: a right-to-left override or a zero-width
 * character in it is written as its code point, and a line break in it cannot start a line that
 * reads as the action's own.
 */
/**
 * Says, per file, which repository texts the pull kept (the service's was empty) and which it
 * replaces although the repository changed them since the last sync: neither happens in silence.
 */
function logKeptAndOverridden(changed, overrides, log) {
    for (const file of changed) {
        if (file.fallback !== undefined) {
            log.warning(`${(0,visible/* visibleInLine */.mo)(file.path)}: taken whole from the service's file, not edited key by key: ${(0,visible/* visibleInLine */.mo)(file.fallback)}`);
        }
        const kept = file.notes ?? [];
        if (kept.length === 0)
            continue;
        log.info(`${(0,visible/* visibleInLine */.mo)(file.path)}: kept the repository's text of ${(0,plural/* count */.U)(kept.length, 'key')} the service has empty (${kept.slice(0, 5).map(visible/* visibleInLine */.mo).join(', ')}${kept.length > 5 ? ', …' : ''})`);
    }
    for (const file of overrides) {
        log.warning(`${(0,visible/* visibleInLine */.mo)(file.path)}: the service has another text for ${(0,plural/* count */.U)(file.overrides.length, 'key')} the repository changed since the last sync (${file.overrides
            .slice(0, 5)
            .map((o) => (0,visible/* visibleInLine */.mo)(o.key))
            .join(', ')}${file.overrides.length > 5 ? ', …' : ''}); the pull request proposes the service's, and lists both`);
    }
}
/**
 * Says what the comparison with HEAD found, and how long it took (the benchmark reads it); a file
 * past a read limit is named in a line of its own, since it is handled whole (issue 25).
 */
function logCompared(strings, ms, log) {
    for (const file of strings.filter((f) => f.unread === 'limit')) {
        log.info(`${(0,visible/* visibleInLine */.mo)(file.path)}: not read key by key: ${translations/* PAST_LIMIT_REASON */.UG}; taken whole`);
    }
    const read = strings.filter((file) => file.changes !== undefined);
    // Every string counted, listed or not (the list keeps its first rows only).
    const rows = read.reduce((sum, { counts }) => sum + counts.changed + counts.added + counts.removed, 0);
    log.info(`Compared ${(0,plural/* count */.U)(read.length, 'file')} with HEAD key by key: ${(0,plural/* count */.U)(rows, 'string')} changed, added or removed (${Math.round(ms)} ms)` +
        (read.length < strings.length
            ? `; ${(0,plural/* count */.U)(strings.length - read.length, 'file')} not read key by key`
            : ''));
}
/** Most skipped entries the log names one by one. */
const SKIPPED_SHOWN = 20;
/** Names the entries the pull did not write and why, so a surprising bundle is visible. */
function logSkipped(skipped, log) {
    if (skipped.length === 0)
        return;
    const named = skipped
        .slice(0, SKIPPED_SHOWN)
        .map((s) => `  ${(0,visible/* visibleInLine */.mo)(s.entry)}: ${(0,visible/* visibleInLine */.mo)(s.reason)}`);
    const more = skipped.length > SKIPPED_SHOWN ? [`  and ${skipped.length - SKIPPED_SHOWN} more`] : [];
    log.info(`Not written from the bundle:\n${[...named, ...more].join('\n')}`);
}

// EXTERNAL MODULE: ./lib/src/git/status.js
var git_status = __webpack_require__(5779);
;// CONCATENATED MODULE: ./lib/src/pull/pulled-files.js






/** The files a pull changed, as git sees them in the checkout, with what the rewrite said of each. */
/** Whether pull-languages chooses the language (its code not yet checked, see codeTaken). */
function chosenByInput(settings, language, base) {
    return (0,files_languages/* languageChosen */.tS)(settings.pull.languages, language, base, settings.languageMap);
}
/**
 * The pull's changes as git sees them, against HEAD: the bundle's files that differ from the
 * commit, including one an earlier step (or run) of the job already wrote, and excluding one that
 * differs only in line endings. After post-pull-command, every changed file of a pulled language
 * counts (the command may have touched more); the base language, the languages not pulled and
 * paths whose code is no language (`package.json`) are not this pull's to propose, whatever a
 * formatter did to them.
 */
async function changedAsGitSees(deps, extracted, base, commandRan) {
    const { settings } = deps;
    const inBundle = new Set([...extracted.changed, ...extracted.unchanged].map((f) => f.path));
    const said = new Map(extracted.changed.map((f) => [f.path, f]));
    const taken = (0,language_codes/* codeTaken */.Zn)(settings);
    return (await translationChanges(deps, base))
        .filter((f) => commandRan
        ? chosenByInput(settings, f.language, base) && taken(f.language)
        : inBundle.has(f.path))
        .map((f) => {
        const { notes, fallback } = said.get(f.path) ?? {};
        return {
            ...f,
            ...(notes === undefined ? {} : { notes }),
            ...(fallback === undefined ? {} : { fallback }),
        };
    });
}
/** The translation files that differ from HEAD in the checkout. */
async function translationChanges(deps, base) {
    const { settings } = deps;
    const files = (0,translation_files/* translationFiles */.hN)(await (0,git_status/* changedPaths */.vl)(deps.git), settings.patterns, settings.languageMap, base);
    return files.map((f) => ({
        path: f.path,
        language: f.language,
        localLanguage: f.localLanguage,
        bytes: sizeOf((0,external_node_path_.join)(settings.context.workspace, f.path)),
    }));
}
/**
 * The file's size, 0 when it cannot be read. Synchronous: thousands of sizes come from the page
 * cache in microseconds each, where a trip through libuv's threads costs more than the answer.
 */
function sizeOf(path) {
    try {
        return (0,external_node_fs_.statSync)(path, { throwIfNoEntry: false })?.size ?? 0;
    }
    catch {
        return 0;
    }
}

// EXTERNAL MODULE: ./lib/src/git/files-at-commit.js
var files_at_commit = __webpack_require__(9054);
;// CONCATENATED MODULE: ./lib/src/pull/repository-edits.js

/**
 * The rule for a text both sides changed (docs/left-running.md, "The rules"): the
 * service holds the translators' work and the repository's edit went up with replace off, so
 * the service's text is proposed; but never in silence: the keys whose text the repository
 * changed from `before` (the last sync) to `head`, and whose pulled text is another non-empty
 * text, are listed with both texts (pulled-strings.ts reads the files).
 */
function overridden(before, head, pulled) {
    const overrides = [];
    for (const key of (0,translations/* changedKeys */.F$)(before, head)) {
        const repository = head.get(key);
        const service = pulled.get(key);
        if (typeof repository !== 'string' || typeof service !== 'string')
            continue;
        if (service === '' || service === repository)
            continue;
        overrides.push({ key: (0,translations/* keyLabel */.w8)(key), repository, service });
    }
    return overrides;
}
/**
 * `overridden` on a first sync (no last sync: every text of the repository counts as changed),
 * from the texts a pull wrote over HEAD's: each text it replaced with another non-empty one.
 */
function overriddenOnFirstSync(changes) {
    const overrides = [];
    for (const { kind, key, before, after } of changes) {
        if (kind !== 'changed' || typeof before !== 'string' || typeof after !== 'string')
            continue;
        if (after === '' || after === before)
            continue;
        overrides.push({ key: (0,translations/* keyLabel */.w8)(key), repository: before, service: after });
    }
    return overrides;
}

// EXTERNAL MODULE: ./lib/src/pull/string-changes.js
var string_changes = __webpack_require__(4163);
;// CONCATENATED MODULE: ./lib/src/pull/pulled-strings.js








/** Files larger than this are not compared key by key (a translation file is far smaller). */
const MAX_COMPARED_BYTES = 16 * 1024 * 1024;
/**
 * Bytes of new files (HEAD lacks them) read key by key in one pull, at most: ~1,500–2,500
 * strings, more than a pull request body shows. Each MiB of them read costs a pull ~25 MiB of
 * peak memory (their rows, and the summary's table of them): at 1 MiB the 2,000-file pull of
 * BENCHMARKS.md peaked at 157 MiB, over its 145 MiB target; at 128 KiB, 142 MiB.
 */
const MAX_NEW_FILE_BYTES = 128 * 1024;
/** What a file HEAD lacks holds there. */
const NOTHING = new Map();
/**
 * The pulled files key by key against HEAD: the string list of the pull request (a file HEAD
 * lacks lists every key as added, up to 128 KiB of such files in all), and the texts both sides
 * changed (docs/left-running.md, "The rules"). A file whose rewrite said what it changed
 * (`textChanges`) against HEAD's file is not read again (the everyday pull: thousands of files,
 * each read once); unless the repository changed it since the last sync, nor is its last-sync
 * version. The others are read as the pull wrote them, with HEAD's and the last sync's versions
 * (two git processes each, whatever the number of files), each file's entries let go before the
 * next is read.
 */
async function comparePulledStrings(git, comparison) {
    const { since, files, tracked, dirty, said } = comparison;
    const sinceSync = since === undefined
        ? undefined
        : new Set((await (0,objects/* changedEntries */.bF)(git, since, 'HEAD')).map((entry) => entry.path));
    // Whether the rewrite's word can stand for the file; asked before reading that word, which
    // is parsed from its bytes (once per file, in the loop below).
    const takesSaid = (file) => dirty !== undefined &&
        !dirty.has(file.path) &&
        tracked?.has(file.path) === true &&
        sinceSync?.has(file.path) !== true &&
        said?.has(file.path) === true;
    const read = files.filter((file) => !takesSaid(file)).map((file) => file.path);
    const atHead = tracked === undefined ? read : read.filter((path) => tracked.has(path));
    const [head, last] = await Promise.all([
        (0,files_at_commit/* filesAtCommit */.a)(git, 'HEAD', atHead, MAX_COMPARED_BYTES),
        since === undefined ? undefined : (0,files_at_commit/* filesAtCommit */.a)(git, since, read, MAX_COMPARED_BYTES),
    ]);
    const overrides = [];
    const strings = [];
    const groups = byLanguage(files);
    // With a pull request per language, each language starts with rows of its own.
    const ownBudget = comparison.perLanguage ? (0,string_changes/* rowsPerLanguage */.$T)(groups.length) : undefined;
    let budget = string_changes/* MAX_LISTED_ROWS */.bf;
    const newBytes = { left: MAX_NEW_FILE_BYTES };
    // Language by language, in the order of the list, so that the rows kept are its first ones.
    for (const group of groups) {
        budget = ownBudget ?? budget;
        const listed = [];
        for (const file of group) {
            const saidFile = takesSaid(file) ? said?.of(file.path) : undefined;
            const compared = saidFile === undefined
                ? await readStrings(file, { ...comparison, head, last, newBytes })
                : saidStrings(file, saidFile, since === undefined);
            if ('unread' in compared)
                strings.push(compared.unread);
            else {
                listed.push(compared.listed);
                if (compared.overrides.length > 0) {
                    overrides.push({
                        path: file.path,
                        localLanguage: file.localLanguage,
                        overrides: compared.overrides,
                    });
                }
            }
        }
        budget = keepFirstRows(listed, budget, strings);
    }
    return { overrides, strings };
}
/**
 * A file whose rewrite said every text it changed against HEAD's file. HEAD's texts are the last
 * sync's (the repository did not change the file since), so no text both sides changed, unless
 * there was no sync yet: then every text of the repository's counts as changed. Texts let go (no
 * row of the language can be listed) leave the counts.
 */
function saidStrings(file, said, firstSync) {
    const { path, localLanguage } = file;
    const changes = (0,string_changes/* stringChangesOf */.C0)(said.changes ?? []);
    const listed = { path, localLanguage, changes, counts: said.counts };
    return { listed, overrides: firstSync ? overriddenOnFirstSync(said.changes ?? []) : [] };
}
/** A file read as the pull wrote it, against HEAD's and the last sync's versions. */
async function readStrings(file, reads) {
    const { path, localLanguage } = file;
    const headBytes = reads.head.get(path);
    const pulledPath = (0,external_node_path_.join)(reads.workTree, path);
    // A new file is listed key by key (every key added) while new files stay small in all: a
    // pull that brings thousands of them is named file by file instead. Its size is known
    // before it is read: reading the thousands left out would only make garbage.
    const isNew = headBytes === undefined && (0,translations/* formatOf */.be)(path) !== undefined;
    const pulledBytes = isNew && !sizeAtMost(pulledPath, reads.newBytes.left)
        ? undefined
        : await (0,promises_.readFile)(pulledPath).catch(() => undefined);
    if (isNew && (pulledBytes === undefined || pulledBytes.length > reads.newBytes.left)) {
        return {
            unread: { path, localLanguage, changes: undefined, counts: string_changes/* NO_COUNTS */.lZ, unread: 'new' },
        };
    }
    if (isNew)
        reads.newBytes.left -= pulledBytes?.length ?? 0;
    const before = isNew ? { entries: NOTHING } : await (0,translations/* readTranslationFile */.k_)(path, headBytes);
    const after = await (0,translations/* readTranslationFile */.k_)(path, pulledBytes);
    if (!('entries' in before) || !('entries' in after)) {
        const unread = 'unread' in before ? before.unread : 'unread' in after ? after.unread : 'syntax';
        return { unread: { path, localLanguage, changes: undefined, counts: string_changes/* NO_COUNTS */.lZ, unread } };
    }
    const changes = (0,string_changes/* diffStrings */.a4)(before.entries, after.entries);
    const listed = { path, localLanguage, changes, counts: (0,string_changes/* countsOf */.mQ)(changes) };
    if (pulledBytes === undefined)
        return { listed, overrides: [] };
    const lastSync = reads.last === undefined ? undefined : await (0,translations/* readTranslationFile */.k_)(path, reads.last.get(path));
    const synced = lastSync !== undefined && 'entries' in lastSync ? lastSync.entries : new Map();
    return { listed, overrides: overridden(synced, before.entries, after.entries) };
}
/**
 * Whether the file exists and holds at most `bytes` bytes. Synchronous: a pull of thousands of
 * new files asks for each, and a trip through libuv's threads costs more than the answer from
 * the page cache (~100 ms against ~5 ms for 2,000 files).
 */
function sizeAtMost(path, bytes) {
    try {
        const size = (0,external_node_fs_.statSync)(path, { throwIfNoEntry: false })?.size;
        return size !== undefined && size <= bytes;
    }
    catch {
        return false;
    }
}
/** The files by language (as the repository writes it), languages and paths in code order. */
function byLanguage(files) {
    const groups = new Map();
    const sorted = [...files].sort((a, b) => (0,string_changes/* compareText */.n6)(a.localLanguage, b.localLanguage) || (0,string_changes/* compareText */.n6)(a.path, b.path));
    for (const file of sorted)
        groups.set(file.localLanguage, [...(groups.get(file.localLanguage) ?? []), file]);
    return [...groups.values()];
}
/**
 * Adds one language's files to `strings`, each keeping only its rows among the language's first
 * `budget` in the list's order (kind, key, file), and says how many rows are left to keep.
 */
function keepFirstRows(listed, budget, strings) {
    const rows = listed.flatMap((file) => (file.changes ?? []).map((change) => ({ file, change })));
    if (rows.length <= budget) {
        strings.push(...listed);
        return budget - rows.length;
    }
    const kept = new Set(rows
        .sort((a, b) => string_changes/* KIND_ORDER */.ML.indexOf(a.change.kind) - string_changes/* KIND_ORDER */.ML.indexOf(b.change.kind) ||
        (0,string_changes/* compareText */.n6)(a.change.key, b.change.key) ||
        (0,string_changes/* compareText */.n6)(a.file.path, b.file.path))
        .slice(0, budget)
        .map((row) => row.change));
    for (const file of listed) {
        strings.push({ ...file, changes: (file.changes ?? []).filter((change) => kept.has(change)) });
    }
    return 0;
}

;// CONCATENATED MODULE: ./lib/src/git/batched-files.js

function batchedFiles(git, maxBytes) {
    const files = new Map();
    const key = (commit, path) => `${commit}\0${path}`;
    const prefetch = (commit, paths) => {
        const wanted = [...new Set(paths)].filter((path) => !files.has(key(commit, path)));
        if (wanted.length === 0)
            return;
        const read = (0,files_at_commit/* filesAtCommit */.a)(git, commit, wanted, maxBytes);
        for (const path of wanted) {
            const file = read.then((found) => found.get(path));
            // A prefetched file no one asks for must not end the run as an unhandled rejection; a
            // caller that awaits it still gets the error.
            file.catch(() => undefined);
            files.set(key(commit, path), file);
        }
    };
    return {
        prefetch,
        read(commit, path) {
            prefetch(commit, [path]);
            return files.get(key(commit, path));
        },
    };
}

// EXTERNAL MODULE: ./lib/src/files/source-path.js
var source_path = __webpack_require__(9081);
// EXTERNAL MODULE: ./lib/src/prune/service-keys.js
var service_keys = __webpack_require__(3351);
;// CONCATENATED MODULE: ./lib/src/pull/deleted-base-keys.js





/**
 * The keys a developer deleted: the pulled file's source (its base-language file) lacks them at
 * HEAD, and had them at the last sync's commit, or the sync state follows them as removed (a
 * deletion an earlier sync found: prune's record, kept until the key comes back or is gone from
 * the service). The service keeps such a key (and its translations) until prune or a person
 * removes it, so every export has it; a pull must not propose it back into a translation file.
 * A key the base language has at HEAD is never one, whatever a record says (the record is the
 * repository's, not trusted); nor is a key the base language never had (one made on the
 * service), nor anything where the source at HEAD is not read key by key. A plural form or array
 * item counts as its key (a language with `few` and `many` where English has `one` and `other`).
 * `headFiles`, HEAD's files when the caller has them: a source HEAD lacks is known so without git.
 */
function deletedBaseKeys(deps, pull) {
    const { git, settings } = deps;
    const { base, history, headFiles } = pull;
    const baseLocal = settings.languageMap.toLocal(base);
    // A source HEAD lacks (as `headFiles`, git ls-tree, says when given) is no one's to read.
    const sourceOf = (path) => {
        const source = (0,source_path/* sourcePath */.Z)(path, settings.patterns, baseLocal);
        return source !== undefined && (headFiles?.has(source) ?? true) ? source : undefined;
    };
    const files = batchedFiles(git, checkout_file/* MAX_TRANSLATION_BYTES */.Z_);
    const bySource = new Map();
    let recorded;
    const followed = () => (recorded ??= history.removedKeys?.() ?? Promise.resolve(new Set()));
    let branches;
    const branchKeys = () => (branches ??= history.branchKeys?.() ?? Promise.resolve(new Set()));
    // Read once: it may ask origin (the sync ref), and every source needs the same answer.
    let synced;
    const lastSync = () => (synced ??= history.lastSync());
    const deletedOf = (path) => {
        const source = sourceOf(path);
        if (source === undefined)
            return Promise.resolve(undefined);
        let deleted = bySource.get(source);
        if (deleted === undefined) {
            deleted = deletedFrom(files, source, { lastSync, followed, branchKeys });
            bySource.set(source, deleted);
        }
        return deleted;
    };
    const prepare = async (paths) => {
        const sources = [...new Set(paths.flatMap((path) => sourceOf(path) ?? []))];
        files.prefetch('HEAD', sources);
        const atHead = await Promise.all(sources.map((source) => files.read('HEAD', source)));
        const present = sources.filter((_, i) => atHead[i] !== undefined);
        const since = present.length === 0 ? undefined : await lastSync();
        if (since !== undefined)
            files.prefetch(since, present);
    };
    return Object.assign(deletedOf, { prepare });
}
/** The keys of `source` gone since the last sync, followed as removed, or a branch's. */
async function deletedFrom(files, source, known) {
    const { lastSync, followed, branchKeys } = known;
    const atHead = await files.read('HEAD', source);
    if (atHead === undefined)
        return undefined;
    const since = await lastSync();
    const [atSync, removed, branches] = await Promise.all([
        since === undefined ? undefined : files.read(since, source),
        followed(),
        branchKeys(),
    ]);
    // A source as the last sync left it lost no key since: with nothing followed either, neither
    // version is read key by key (the everyday pull, whose sources rarely change, reads none).
    const before = atSync !== undefined && !atSync.equals(atHead) ? atSync : undefined;
    if (before === undefined && removed.size === 0 && branches.size === 0)
        return undefined;
    const now = await keysOf(source, atHead);
    if (now === undefined)
        return undefined;
    const then = before === undefined ? undefined : await keysOf(source, before);
    const gone = new Set([...(then ?? [])].filter((key) => !now.has(key)));
    if (gone.size === 0 && removed.size === 0 && branches.size === 0)
        return undefined;
    return (key) => {
        const folded = foldedKey(key);
        if (now.has(folded))
            return false;
        const path = (0,translations/* segmentsOf */.OD)(folded).map(String);
        return (gone.has(folded) ||
            removed.has(JSON.stringify(path)) ||
            (0,service_keys/* candidateNames */.qd)(path).some((name) => branches.has(name)));
    };
}
/** The source's keys, folded; undefined when it does not read key by key. */
async function keysOf(source, bytes) {
    const reading = await (0,translations/* readTranslationFile */.k_)(source, bytes, 'keys');
    if (!('entries' in reading))
        return undefined;
    return new Set([...reading.entries.keys()].map(foldedKey));
}
/** A key without its last segment when that names a plural form or an array item. */
function foldedKey(key) {
    const segments = (0,translations/* segmentsOf */.OD)(key);
    return (0,translations/* formOf */.QU)(segments) === undefined ? key : (0,translations/* keyOf */.TN)(segments.slice(0, -1));
}

// EXTERNAL MODULE: ./lib/src/prune/branch-tags.js
var branch_tags = __webpack_require__(4207);
;// CONCATENATED MODULE: ./lib/src/pull/branch-keys.js

/**
 * The names of the service's keys that carry a branch's tag (`l10n-sync-branch:<branch>`, given
 * by a branch run with `branch-keys: tag`), read once with one `string/list` of the base
 * language, started at once so that it is read while the service exports. A pull never writes
 * such a key its base files lack at HEAD: it is the branch's until the branch is merged
 * (deleted-base-keys.ts). `string/list` gives tags on 1.0.9.3 (and, as the real service
 * answered, on 1.0.9.2 too); where it gives none, no key is a branch's.
 */
function branchKeyNames(deps, base) {
    const names = read(deps, base);
    // Awaited by the first pulled file that needs it; a failure meanwhile is not left unhandled.
    names.catch(() => undefined);
    return () => names;
}
async function read(deps, base) {
    const items = await (0,branch_tags/* baseItemsOf */.BA)(deps.client, deps.settings.projectId, base);
    const names = new Set();
    for (const item of items) {
        if (item.tags?.some(branch_tags/* isBranchTag */.Xe))
            names.add(item.key);
    }
    return names;
}

// EXTERNAL MODULE: ./lib/src/push/push-prediction.js
var push_prediction = __webpack_require__(9597);
;// CONCATENATED MODULE: ./lib/src/pull/pull-rewrite.js





/**
 * The pull's rewrite of a bundle file (a pull proposes translation changes and nothing else): the
 * same translations in another layout are no change; changed translations are written into the
 * checkout's file in its own style; an empty text of the service never replaces one the
 * repository has (the key is named in the file's notes). The extractor asks only after its own
 * rules found a difference (line endings, a .po header's timestamps: PO_HEADER_NOISE), so those
 * need no second look here.
 */
function translationRewrite(context) {
    const { localLanguageOf, deletedKeysOf, predictionOf, warn, rules, statesOf, said } = context;
    return {
        appliesTo: () => true,
        prepare: async (paths) => deletedKeysOf?.prepare(paths),
        async rewrite(path, current, next) {
            const deleted = await deletedKeysOf?.(path);
            const predicted = predictionOf?.(path);
            const pulled = {
                deleted,
                predicted,
                language: localLanguageOf(path),
                ...(rules === undefined ? {} : { rules }),
                ...(statesOf === undefined ? {} : { states: () => statesOf(path) }),
            };
            const views = (0,translations/* fileFormatOf */.P9)(path)?.everyLanguage;
            if (views !== undefined && current !== undefined) {
                return everyLanguage(path, { current, next, views, context: pulled, warn });
            }
            const decision = await (0,translations/* reconcilePulledFile */.E6)(path, current, next, pulled);
            for (const warning of decision.warnings ?? [])
                warn?.(warning);
            if (decision.kind === 'unchanged')
                return decision;
            const content = current === undefined
                ? await newFileRooted(path, decision.content, localLanguageOf(path))
                : decision.content;
            const { fallback, textChanges } = decision;
            if (textChanges !== undefined && current !== undefined)
                said?.(path, textChanges);
            return {
                kind: 'write',
                content,
                notes: decision.keptTexts.map(translations/* keyLabel */.w8),
                ...(fallback === undefined ? {} : { fallback }),
                // An edit of the checkout's file is made anew (reconcile.ts): no one else holds it.
                ...(decision.style === 'kept' && current !== undefined ? { owned: true } : {}),
            };
        },
    };
}
/**
 * A file that holds every language (a String Catalog) decided language by language, each view
 * of the bundle's into the checkout's as any file's is (reconcilePulledFile), one after another
 * on the same text; its source language is the base file's, never written by a pull.
 */
async function everyLanguage(path, file) {
    const [, ...languages] = await file.views.languagesOf(file.next.toString('utf8'));
    let content = file.current;
    const notes = [];
    let fallback;
    for (const language of languages) {
        const decision = await (0,translations/* reconcilePulledFile */.E6)(path, content, file.next, {
            ...file.context,
            language,
        });
        for (const warning of decision.warnings ?? [])
            file.warn?.(warning);
        if (decision.kind === 'unchanged')
            continue;
        content = decision.content;
        notes.push(...decision.keptTexts.map((key) => `${(0,translations/* keyLabel */.w8)(key)} (${language})`));
        fallback ??= decision.fallback;
    }
    if (content === file.current)
        return { kind: 'unchanged' };
    return { kind: 'write', content, notes, ...(fallback === undefined ? {} : { fallback }) };
}
/**
 * A new file whose keys are under its language (the export asked for the root: yaml-root.ts)
 * gets the root spelled as the repository spells the language, as Rails loads it.
 */
async function newFileRooted(path, content, local) {
    const languageRoot = (0,translations/* fileFormatOf */.P9)(path)?.languageRoot;
    if (local === undefined || languageRoot === undefined)
        return content;
    const { withLanguageRootNamed } = await languageRoot();
    const text = content.toString('utf8');
    const renamed = withLanguageRootNamed(text, local);
    return renamed === text ? content : Buffer.from(renamed);
}
/**
 * The pull's rewrite of each bundle file with what this run knows: how the repository spells
 * each language, the keys a developer deleted and those a branch added (never written), in a
 * dry run what the push would have sent, whether the export may have left keys out, and the
 * service's fuzzy texts of each file's language.
 */
function rewriteFor(deps, known) {
    const { settings, log } = deps;
    const { base, lastSync, tracked, fuzzy, said } = known;
    const fileOf = (path) => (0,translation_files/* translationFiles */.hN)([path], settings.patterns, settings.languageMap, base)[0];
    const languageOf = (path) => fileOf(path)?.language;
    const history = { ...deps, lastSync, branchKeys: branchKeyNames(deps, base) };
    return translationRewrite({
        localLanguageOf: (path) => (0,translation_files/* spellingOf */.k2)(settings.patterns, path),
        deletedKeysOf: deletedBaseKeys(deps, { base, history, headFiles: tracked }),
        predictionOf: deps.wouldPush && (0,push_prediction.predictionOf)(deps.wouldPush, settings, base),
        warn: (message) => log.warning(message),
        rules: known.rules,
        // By the language as the list of strings groups files (pulled-files.ts).
        said: said &&
            ((path, changes) => {
                const localLanguage = fileOf(path)?.localLanguage;
                if (localLanguage !== undefined)
                    said.add(path, localLanguage, changes);
            }),
        statesOf: fuzzy &&
            (async (path) => {
                const language = languageOf(path);
                return language === undefined ? undefined : fuzzy.statesOf(language);
            }),
    });
}

;// CONCATENATED MODULE: ./lib/src/pull/said-changes.js

/**
 * The texts the pull's rewrite said it changed, file by file (the decision knew them: the
 * everyday pull reads each file once), kept for the pull request's list of strings instead of
 * reading each file and HEAD's again. That list shows its first MAX_LISTED_ROWS rows, languages
 * in code order (pulled-strings.ts): once the languages before one hold that many rows, none of
 * its rows can be listed, and its files' texts are let go, their counts kept. An everyday pull
 * of 2,000 files that changes 150,000 texts peaked at 335 MiB holding them all, 182 MiB holding
 * none (bench/everyday-pull.ts). `keepAll`: a first sync lists every text both sides changed,
 * which needs them all; so does a pull request per language, which lists its own language's
 * first rows (rowsPerLanguage), whatever the languages before it hold.
 */
class SaidChanges {
    /**
     * The changes as JSON bytes, not objects: objects held while thousands of files pass through
     * survive the young generation's collections, and V8 then grows it for the rest of the run
     * (the everyday pull peaked at 280–300 MiB so, at 180–200 MiB with the bytes).
     */
    files = new Map();
    /** Per language: its rows, and its files while their texts are kept. */
    languages = new Map();
    keepAll;
    budget;
    constructor(keepAll, budget = string_changes/* MAX_LISTED_ROWS */.bf) {
        this.keepAll = keepAll;
        this.budget = budget;
    }
    /** Records a file's changes (its language as the repository spells it). */
    add(path, language, changes) {
        const counts = (0,string_changes/* countsOf */.mQ)(changes);
        let kept = this.languages.get(language);
        if (kept === undefined)
            this.languages.set(language, (kept = { rows: 0, paths: [] }));
        kept.rows += changes.length;
        // A language the list can no longer reach keeps its counts alone, never written out.
        if (!this.keepAll && this.rowsBefore(language) >= this.budget) {
            this.files.set(path, { counts });
            return;
        }
        kept.paths.push(path);
        this.files.set(path, { counts, bytes: Buffer.from(JSON.stringify(changes)) });
        if (!this.keepAll)
            this.letGoUnlisted();
    }
    /** The rows of the languages before `language` in the list's order. */
    rowsBefore(language) {
        let rows = 0;
        for (const [other, kept] of this.languages) {
            if ((0,string_changes/* compareText */.n6)(other, language) < 0)
                rows += kept.rows;
        }
        return rows;
    }
    /** Whether anything was said of the file (without reading what). */
    has(path) {
        return this.files.has(path);
    }
    /** What was said of the file; undefined when nothing was. */
    of(path) {
        const file = this.files.get(path);
        if (file === undefined)
            return undefined;
        const changes = file.bytes && JSON.parse(file.bytes.toString());
        return { counts: file.counts, changes };
    }
    /** Lets go the texts of each language after which the rows before it fill the list. */
    letGoUnlisted() {
        for (const [language, kept] of this.languages) {
            if (kept.paths.length === 0 || this.rowsBefore(language) < this.budget)
                continue;
            for (const path of kept.paths) {
                const said = this.files.get(path);
                if (said !== undefined)
                    this.files.set(path, { counts: said.counts });
            }
            kept.paths = [];
        }
    }
}

;// CONCATENATED MODULE: ./lib/src/pull/export-and-extract.js















/**
 * The exports (one per format), their downloads, and one safe extraction of every bundle: nothing
 * is written unless every bundle passed. Then the files that changed.
 */
async function exportAndExtract(deps, request) {
    const { settings, log } = deps;
    // Read once: the deleted keys and the comparison both need it, and it may ask origin.
    let synced;
    const lastSync = () => (synced ??= deps.lastSync());
    // HEAD's files, read while the service exports: the extraction and the deleted keys need them.
    const headFiles = (0,sync_ref/* filesAtHead */.pp)(deps.git);
    headFiles.catch(() => undefined);
    // A dry run writes into a copy of HEAD's files: none differs. After post-pull-command what the
    // rewrite said is not taken (below), so which files differed does not matter.
    const unasked = settings.dryRun || settings.pull.postPullCommand !== undefined;
    const dirty = unasked ? Promise.resolve(new Set()) : (0,git_status/* differingFromHead */.DJ)(deps.git);
    dirty.catch(() => undefined);
    const work = await (0,promises_.mkdtemp)((0,external_node_path_.join)(deps.tempDir, 'l10n-sync-'));
    try {
        const bundles = await downloadBundles(deps, request.exports, work);
        const target = settings.dryRun ? await shadowOfHead(deps) : settings.context.workspace;
        const tracked = await headFiles;
        const trackedSet = new Set(tracked);
        // Kept whole: a first sync lists every text, a pull request per language its own rows.
        const said = new SaidChanges((await lastSync()) === undefined || settings.git.perLanguage);
        const result = await extractBundles(bundles, {
            workspace: target,
            patterns: settings.patterns.map((p) => p.source),
            outsideAdvice: (0,export_request/* outsideAdvice */._c)(settings),
            skip: request.skip,
            tracked,
            ...checkoutHooks(deps),
            unchangedRule: po_noise/* PO_HEADER_NOISE */.T,
            rewrite: rewriteFor(deps, {
                base: request.base,
                lastSync,
                tracked: trackedSet,
                rules: pullRules(request),
                fuzzy: request.fuzzy,
                said,
            }),
        });
        logSkipped(result.skipped, log);
        const changed = await afterExtraction(deps, result, request.base);
        log.info(`${(0,plural/* count */.U)(changed.length, 'file')} changed, ${result.unchanged.length} unchanged` +
            (result.skipped.length
                ? `, ${(0,plural/* count */.U)(result.skipped.length, 'bundle entry', 'bundle entries')} skipped`
                : ''));
        const since = changed.length === 0 ? undefined : await lastSync();
        const compareStarted = performance.now();
        const { overrides, strings } = changed.length === 0
            ? { overrides: [], strings: [] }
            : await comparePulledStrings(deps.git, {
                since,
                files: changed,
                workTree: target,
                tracked: trackedSet,
                dirty: await dirty,
                perLanguage: settings.git.perLanguage,
                // After post-pull-command the files are the command's: their texts are read.
                ...(settings.pull.postPullCommand === undefined ? { said } : {}),
            });
        if (changed.length > 0)
            logCompared(strings, performance.now() - compareStarted, log);
        logKeptAndOverridden(changed, overrides, log);
        return {
            changed,
            unchanged: result.unchanged.length,
            skipped: result.skipped,
            workTree: target,
            overrides,
            strings,
        };
    }
    finally {
        await (0,promises_.rm)(work, { recursive: true, force: true });
    }
}
/** Each export made and downloaded (or made here, by key) into `work`, with where it goes. */
async function downloadBundles(deps, exports, work) {
    const { client, log } = deps;
    const bundles = [];
    for (const [index, planned] of exports.entries()) {
        const zipPath = (0,external_node_path_.join)(work, `bundle-${index + 1}.zip`);
        if ('byKey' in planned)
            await planned.byKey.write(zipPath);
        else {
            const shown = { ...planned.params };
            delete shown['id'];
            log.info(`Exporting with ${JSON.stringify((0,export_request/* exportOptionsForLog */.gR)(shown))}`);
            const bundle = await client.project.export(planned.params);
            const downloaded = await client.downloadBundle(bundle, zipPath);
            log.info(`Downloaded ${downloaded.bytes} bytes from ${downloaded.url}`);
        }
        bundles.push({ zipPath, place: planned.place });
    }
    return bundles;
}
/**
 * What the pull changed: the files written (in a dry run, that would be), then post-pull-command,
 * then the changes as git sees them, each one named in the log.
 */
async function afterExtraction(deps, result, base) {
    const { settings, log } = deps;
    const written = result.changed.map((f) => ({
        ...f,
        localLanguage: settings.languageMap.toLocal(f.language),
    }));
    for (const file of written) {
        log.info(`${settings.dryRun ? '[dry-run] would write' : 'wrote'} ${file.path} (${file.localLanguage})`);
    }
    const command = settings.pull.postPullCommand;
    if (settings.dryRun) {
        if (command !== undefined)
            log.info(`[dry-run] would run post-pull-command: ${command}`);
        return written;
    }
    if (command !== undefined) {
        // Every git command from here on is sealed against what the command could leave for git.
        await deps.git.sealAround(deps.tempDir, (gitFolders) => runPostPullCommand({
            command,
            gitFolders,
            shell: settings.pull.postPullShell,
            workspace: settings.context.workspace,
            runner: deps.commands,
            log,
        }));
    }
    const changed = await changedAsGitSees(deps, result, base, command !== undefined);
    if (command !== undefined)
        await refuseLeftNonFiles(settings.context.workspace, changed);
    const wrote = new Set(written.map((f) => f.path));
    for (const file of changed.filter((f) => !wrote.has(f.path))) {
        log.info(command !== undefined
            ? `${file.path} (${file.localLanguage}) was changed by post-pull-command`
            : `${file.path} (${file.localLanguage}) already held the bundle's text, which HEAD does not have`);
    }
    return changed;
}
/** A dry run's copy of HEAD's translation files, in a folder of this run (see shadow-checkout.ts). */
async function shadowOfHead(deps) {
    const folder = await (0,promises_.mkdtemp)((0,external_node_path_.join)(deps.tempDir, 'preview-'));
    await shadowCheckout(deps.git, folder, deps.settings);
    return folder;
}
/** The rules of this pull for every file's decision (translations' reconcile.ts, PullRules). */
/**
 * What the run asks of the writing into the checkout: keeping the files replaced (not in a dry
 * run's copy), telling the staged files to git (the run makes no teller where the files may
 * change after: run/pull-phase.ts), waiting for the checkout to be noted.
 */
function checkoutHooks(deps) {
    return {
        ...(deps.setAside && !deps.settings.dryRun ? { setAside: deps.setAside } : {}),
        ...(deps.stagedFiles ? { stagedFiles: deps.stagedFiles } : {}),
        ...(deps.beforeWriting ? { beforeWriting: deps.beforeWriting } : {}),
    };
}
function pullRules(request) {
    // An export may have left keys out (export-request.ts): none is removed for being absent.
    return { keepLeftOut: request.exports.some((e) => 'params' in e && (0,export_request/* leavesKeysOut */.z4)(e.params)) };
}

// EXTERNAL MODULE: ./lib/src/push/key-texts.js
var key_texts = __webpack_require__(7213);
// EXTERNAL MODULE: ./lib/src/push/listed-texts.js
var listed_texts = __webpack_require__(6511);
;// CONCATENATED MODULE: ./lib/src/pull/bundle/zip/write-stored.js


const UTF8_NAMES = 0x0800;
const VERSION = 20;
/** 1980-01-01, the earliest DOS date: a made bundle has no time worth keeping. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
const write_stored_REGULAR_FILE = 0o100644;
async function writeStoredZip(path, entries) {
    const parts = [];
    const central = [];
    let offset = 0;
    for (const entry of entries) {
        const name = Buffer.from(entry.name, 'utf8');
        const crc = (0,external_node_zlib_.crc32)(entry.data);
        const local = Buffer.alloc(30);
        local.writeUInt32LE(0x04034b50, 0);
        local.writeUInt16LE(VERSION, 4);
        local.writeUInt16LE(UTF8_NAMES, 6);
        local.writeUInt16LE(0, 8); // stored
        local.writeUInt16LE(0, 10);
        local.writeUInt16LE(DOS_DATE, 12);
        local.writeUInt32LE(crc, 14);
        local.writeUInt32LE(entry.data.length, 18);
        local.writeUInt32LE(entry.data.length, 22);
        local.writeUInt16LE(name.length, 26);
        local.writeUInt16LE(0, 28);
        const header = Buffer.alloc(46);
        header.writeUInt32LE(0x02014b50, 0);
        header.writeUInt16LE((3 << 8) | VERSION, 4); // made on Unix, so the mode below counts
        header.writeUInt16LE(VERSION, 6);
        header.writeUInt16LE(UTF8_NAMES, 8);
        header.writeUInt16LE(0, 10);
        header.writeUInt16LE(0, 12);
        header.writeUInt16LE(DOS_DATE, 14);
        header.writeUInt32LE(crc, 16);
        header.writeUInt32LE(entry.data.length, 20);
        header.writeUInt32LE(entry.data.length, 24);
        header.writeUInt16LE(name.length, 28);
        header.writeUInt32LE((write_stored_REGULAR_FILE << 16) >>> 0, 38);
        header.writeUInt32LE(offset, 42);
        parts.push(local, name, entry.data);
        central.push(header, name);
        offset += local.length + name.length + entry.data.length;
    }
    const directory = Buffer.concat(central);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(entries.length, 8);
    end.writeUInt16LE(entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(offset, 16);
    await (0,promises_.writeFile)(path, Buffer.concat([...parts, directory, end]));
}

// EXTERNAL MODULE: ./lib/src/layout/language-spellings.js
var language_spellings = __webpack_require__(4605);
;// CONCATENATED MODULE: ./lib/src/pull/by-key-bundle.js









async function byKeyBundle(deps, sources, languages, base) {
    const { client, settings, log } = deps;
    const files = await (0,files_at_commit/* filesAtCommit */.a)(deps.git, 'HEAD', sources.map((s) => s.path), checkout_file/* MAX_TRANSLATION_BYTES */.Z_);
    const read = [];
    for (const source of sources) {
        const bytes = files.get(source.path);
        const reading = bytes && (await (0,translations/* readTranslationFile */.k_)(source.path, bytes, 'keys'));
        if (bytes === undefined || reading === undefined || !('entries' in reading)) {
            throw new Error(`files: the base file ${source.path} does not read key by key at HEAD, so its texts cannot be pulled by key`);
        }
        read.push({ source, bytes, keys: reading.entries });
    }
    const wanted = new Set(read.flatMap((r) => [...r.keys.keys()].map((k) => (0,key_texts/* serviceNameOf */.E)(k).name)));
    log.info(`Reading the texts of ${read.length} ${read.length === 1 ? 'file' : 'files'} by key (string/list): revision ${settings.revision} does not export their format`);
    const listed = await (0,listed_texts/* readListedTexts */.K)(client, settings.projectId, languages, wanted);
    return {
        names: wanted,
        place: (entry) => by_key_bundle_placeEntry(entry, sources, languages, base),
        async write(zipPath) {
            const entries = [];
            for (const { source, bytes, keys } of read) {
                const views = (0,translations/* fileFormatOf */.P9)(source.path)?.everyLanguage;
                if (views !== undefined) {
                    const others = languages.filter((language) => !(0,files_languages/* sameLanguage */.zf)(language, base));
                    const texts = (language) => (name) => listed.textOf(language, name);
                    const map = settings.languageMap;
                    const data = await catalogueOf(bytes, { keys, views, others, texts, map });
                    if (others[0] !== undefined)
                        entries.push({ name: `${others[0]}/${source.path}`, data });
                    continue;
                }
                for (const language of languages) {
                    const target = targetOf(keys, (name) => listed.textOf(language, name));
                    const data = await (0,translations/* fileHolding */.cK)(source.path, bytes, target);
                    if (data === undefined)
                        throw new Error(`${source.path} could not be written by key`);
                    entries.push({ name: `${language}/${source.path}`, data });
                }
            }
            await writeStoredZip(zipPath, entries);
        },
    };
}
/**
 * A file that holds every language (a String Catalog) as the service has it: HEAD's with each
 * other language's texts of the service over its own (a language spelled as Apple spells it,
 * `%OSX_LOCALE%`); a text the service lacks stays as HEAD has it. One entry, placed on the file
 * itself, which the pull's rewrite decides language by language (pull-rewrite.ts).
 */
async function catalogueOf(bytes, parts) {
    let text = bytes.toString('utf8');
    for (const language of parts.others) {
        const view = await parts.views.viewOf((0,language_spellings/* spellWith */.$d)(parts.map, '%OSX_LOCALE%', language));
        const target = new Map(view.read(text) ?? []);
        for (const [key, value] of targetOf(parts.keys, parts.texts(language))) {
            if (value !== '')
                target.set(key, value);
        }
        text = view.edit(text, target, text) ?? view.render(text, target);
    }
    return Buffer.from(text, 'utf8');
}
/**
 * A language's entries of a source: each key's text as the service has it, '' where it has
 * none; a plural key with the forms the service gives it in that language (a Russian `few`
 * where English has `one`), or the source's forms, empty, when it gives none.
 */
function targetOf(keys, textOf) {
    const target = new Map();
    const done = new Set();
    for (const key of keys.keys()) {
        const { name, form, stem } = (0,key_texts/* serviceNameOf */.E)(key);
        const text = textOf(name);
        if (form === undefined) {
            target.set(key, text ?? '');
            continue;
        }
        if (done.has(name))
            continue;
        const forms = text === undefined ? undefined : (0,plural_forms/* pluralForms */.o)(text);
        if (forms === undefined)
            target.set(key, '');
        else {
            done.add(name);
            for (const [each, formText] of Object.entries(forms)) {
                target.set((0,translations/* keyOf */.TN)([...stem, each]), formText);
            }
        }
    }
    return target;
}
/** Where an entry `<language>/<source>` goes: the source's file in that language. */
function by_key_bundle_placeEntry(entry, sources, languages, base) {
    const slash = entry.indexOf('/');
    const language = entry.slice(0, slash);
    const source = sources.find((s) => s.path === entry.slice(slash + 1));
    if (source === undefined || !languages.includes(language))
        return undefined;
    // A file of every language is its own file in each (its entry is named by one of them).
    if ((0,translations/* fileFormatOf */.P9)(source.path)?.everyLanguage)
        return { path: source.path, language };
    if (language !== base) {
        return { path: source.group.translationPath(source.path, language), language };
    }
    return source.group.spec.template
        ? { path: source.path, language, skipped: 'a template is never written' }
        : { path: source.path, language };
}

// EXTERNAL MODULE: ./lib/src/layout/files-input.js
var files_input = __webpack_require__(4603);
// EXTERNAL MODULE: ./lib/src/layout/layout.js
var layout_layout = __webpack_require__(731);
;// CONCATENATED MODULE: ./lib/src/layout/original-entries.js
/** The directory prefix the export asks for. */
const LANGUAGE_FOLDER = '%LANG_ISO%/';
function placeOriginalEntry(entry, sources, languages, base) {
    const slash = entry.indexOf('/');
    const language = slash > 0 ? entry.slice(0, slash) : '';
    if (!languages.includes(language)) {
        return { skipped: `it is not in a folder of a project language` };
    }
    if (language === base)
        return { skipped: 'it is the base language' };
    const name = entry.slice(slash + 1);
    const matching = sources.filter((source) => source.path === name || withCode(source.path, base, language) === name);
    if (matching.length !== 1) {
        return {
            skipped: matching.length === 0
                ? 'it is the file of no source of files'
                : `it could be the file of ${matching.length} sources`,
        };
    }
    const [source] = matching;
    return {
        path: source.group.translationPath(source.path, language),
        language,
        source: source.path,
    };
}
/** `path` with each whole part spelled `code` (between `/`, `.`, `_`, `-`) spelled `other`. */
function withCode(path, code, other) {
    const escaped = code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return path.replace(new RegExp(`(?<=^|[/._-])${escaped}(?=$|[/._-])`, 'g'), other);
}

;// CONCATENATED MODULE: ./lib/src/pull/export-by-source.js



/**
 * A pull of several patterns, or of a pattern with wildcards (two iOS tables, Rails' `en.yml`
 * beside `devise.en.yml`), cannot be one `bundle_structure`. Every language's file of a source
 * goes up under the source's path (source-path.ts), so on 1.0.9.3 the export asks for each
 * source's keys in their own file (`use_original`, `filter_filenames`: the sources) in a folder
 * per language (`directory_prefix`), and each entry goes to its source's file in that language,
 * in the repository's spelling. 1.0.9.2 has neither parameter: there such `files` are an input
 * problem (inputs/pull.ts).
 */
/** Whether the pull exports by source rather than with one `bundle_structure`. */
function exportsBySource(settings) {
    return (!settings.pull.useOriginal &&
        settings.revision === '1.0.9.3' &&
        (settings.patterns.length > 1 ||
            settings.patterns.some((p) => p.hasWildcards || p.kind !== 'lang-iso')));
}
/**
 * The sources among the repository's files (HEAD's), the base language at every placeholder of a
 * pattern, in one export per format, and where each entry of each export goes; undefined when
 * no file is a source. A source belongs to the first pattern that has it.
 */
function bySource(settings, paths, languages, base) {
    const sources = sourcesAmong(settings, paths, base);
    if (sources.length === 0)
        return undefined;
    const formats = [...new Set(sources.map((s) => s.format))];
    return {
        exports: formats.map((format) => {
            const own = sources.filter((s) => s.format === format).map((s) => s.path);
            return {
                format,
                params: {
                    use_original: true,
                    directory_prefix: LANGUAGE_FOLDER,
                    filter_filenames: own,
                },
                place: (entry) => export_by_source_placeEntry(entry, { sources, format, languages, base }),
                sources: own,
            };
        }),
    };
}
/**
 * The sources among `paths` (HEAD's files): the base language at every placeholder of a pattern,
 * in pattern order, each with its pattern's format. A source belongs to the first pattern that
 * has it.
 */
function sourcesAmong(settings, paths, base) {
    const layout = (0,layout_layout/* compileLayout */.a)({
        groups: settings.patterns.map((p) => p.group ?? (0,files_input/* patternItem */.G)(p.source)),
        excludes: [],
    }, settings.languageMap.pairs.map(([local, service]) => `${local}=${service}`));
    const sources = [];
    const seen = new Set();
    for (const [index, group] of layout.groups.entries()) {
        const format = settings.pull.formats[index] ?? settings.pull.format;
        // The compiled pattern knows the `!glob` items of files; a path they leave out is no source.
        const kept = (path) => settings.patterns[index]?.languageOf(path) !== undefined;
        for (const path of paths) {
            if (seen.has(path) || !group.isSource(path, base) || !kept(path))
                continue;
            seen.add(path);
            sources.push({ path, group, format });
        }
    }
    return sources;
}
/**
 * Where an entry of one export goes: its source's file in its language (the base language's is
 * the source). An entry of a source of another format is that export's to write: skipped, not
 * refused; an entry of no source matches no pattern.
 */
function export_by_source_placeEntry(entry, of) {
    const slash = entry.indexOf('/');
    const source = of.sources.find((s) => s.path === entry.slice(slash + 1));
    if (source !== undefined && entry.slice(0, slash) === of.base) {
        // The base language's file is the source itself; pull-languages says whether it is written,
        // and a template (a .pot) never is.
        const template = source.group.spec.template ? 'a template is never written' : undefined;
        return { path: source.path, language: of.base, ...(template ? { skipped: template } : {}) };
    }
    const placed = placeOriginalEntry(entry, of.sources, [...of.languages], of.base);
    if (!('path' in placed))
        return undefined;
    const owner = of.sources.find((s) => s.path === placed.source);
    if (owner !== undefined && owner.format !== of.format) {
        return {
            path: placed.path,
            language: placed.language,
            skipped: `its source is exported as ${owner.format}`,
        };
    }
    return { path: placed.path, language: placed.language };
}
/** `bySource`, or a one-line error when no file of the repository is a source to export by. */
function bySourceOrRefuse(settings, paths, languages, base) {
    return bySource(settings, paths, languages, base) ?? refuseNoSource(settings, base);
}
/** The one-line error of a pull whose `files` match no file of the base language at HEAD. */
function refuseNoSource(settings, base) {
    const patterns = settings.patterns.map((p) => `'${p.source}'`).join(', ');
    throw new Error(`files: no file of the base language (${settings.languageMap.toLocal(base)}) matches ${patterns} at HEAD, so the pull has no source to ask the service for`);
}
/** The one base file of a pull with one pattern naming one file per language, if it is one. */
function singleSource(settings, base) {
    const [pattern, ...more] = settings.patterns;
    if (pattern === undefined || more.length > 0 || pattern.hasWildcards)
        return [];
    return [pattern.pathFor(settings.languageMap.toLocal(base))];
}

// EXTERNAL MODULE: ./lib/src/inputs/patterns.js
var patterns = __webpack_require__(9327);
;// CONCATENATED MODULE: ./lib/src/pull/export-one-source.js

/**
 * 1.0.9.2's export has one `bundle_structure` with `%LANG_ISO%` alone, and no `filter_filenames`:
 * it cannot ask for a source by its name, nor spell a language as Android or Rails do. A layout
 * of one source file (an Android group, a `.pot` template, `devise.%LOCALE%.yml`) needs neither:
 * every key of the project is that file's. The export then asks for one file per language in the
 * service's own spelling (`%LANG_ISO%.%FORMAT%`), and each entry goes to the pattern's file of
 * that language, spelled as the repository spells it.
 */
/** The one source file a 1.0.9.2 pull of `files` can ask for, if the layout has exactly one. */
function oneSourceOn1092(settings) {
    const [pattern, ...more] = settings.patterns;
    if (settings.revision !== '1.0.9.2' || settings.pull.useOriginal)
        return undefined;
    if (pattern === undefined || more.length > 0)
        return undefined;
    return (0,patterns/* namesOneSource */.Ar)(pattern) && pattern.kind !== 'lang-iso' ? pattern : undefined;
}
/** The export of a one-source layout on 1.0.9.2, and where its entries go. */
function oneSourceExport(settings, pattern, languages, base) {
    const format = settings.pull.format;
    const local = (code) => settings.languageMap.toLocal(code);
    const source = pattern.group?.source ?? pattern.pathFor(local(base));
    const suffix = `.${format}`;
    return {
        format,
        params: { bundle_structure: `%LANG_ISO%${suffix}` },
        sources: [source],
        place(entry) {
            const language = entry.endsWith(suffix) ? entry.slice(0, -suffix.length) : '';
            if (!languages.includes(language))
                return undefined;
            if (language !== base)
                return { path: pattern.pathFor(local(language)), language };
            // The base language's file is the source; a template (a .pot) is never written.
            return pattern.group?.template
                ? { path: source, language, skipped: 'a template is never written' }
                : { path: source, language };
        },
    };
}

;// CONCATENATED MODULE: ./lib/src/pull/export-split-1092.js






/**
 * 1.0.9.2's export has one `bundle_structure` and no `filter_filenames` (export-one-source.ts):
 * it cannot send each source's keys in a file of their own. A layout of several sources of one
 * format (two patterns, a wildcard, a group whose source has one) is then one export of every
 * key, a file per language in the service's spelling (`%LANG_ISO%.%FORMAT%`), and each entry is
 * cut into the layout's files of its language: each file keeps the keys its source (the base
 * language's file) holds at HEAD, in its own layout (keptEntries). A key that no source holds
 * goes to the first source's file, and the log says so; a key two sources hold goes to both.
 * Keys match without a last plural form (or array index), so a Russian `files.few` goes where
 * English has `files.one`.
 */
/** Whether a pull on 1.0.9.2 splits its one export among several sources. */
function splitsOn1092(settings) {
    if (settings.revision !== '1.0.9.2' || settings.pull.useOriginal)
        return false;
    if (oneSourceOn1092(settings) !== undefined)
        return false;
    return (settings.patterns.length > 1 ||
        settings.patterns.some((p) => p.hasWildcards || p.kind !== 'lang-iso'));
}
/**
 * The one export of a layout of several sources on 1.0.9.2, and where the parts of its entries
 * go; `paths` are HEAD's files. Throws when no file is a source, or a source does not read key
 * by key at HEAD (its keys could not be told from the others').
 */
async function splitExport(deps, paths, languages, base) {
    const { settings } = deps;
    const sources = sourcesAmong(settings, paths, base);
    if (sources.length === 0)
        refuseNoSource(settings, base);
    const keys = await sourceKeys(deps, sources);
    const format = settings.pull.format;
    const suffix = `.${format}`;
    return {
        format,
        params: { bundle_structure: `%LANG_ISO%${suffix}` },
        sources: sources.map((s) => s.path),
        place(entry) {
            const language = entry.endsWith(suffix) ? entry.slice(0, -suffix.length) : '';
            if (!languages.includes(language))
                return undefined;
            return sources.map((source, index) => {
                const part = partOf(source, language, base);
                if (sources.length === 1)
                    return part;
                const log = (line) => deps.log.info(line);
                return { ...part, pick: (bytes) => pickPart(part.path, bytes, { keys, index, log }) };
            });
        },
    };
}
/** A source's file in `language`; the base language's is the source, a template never written. */
function partOf(source, language, base) {
    if (language !== base)
        return { path: source.group.translationPath(source.path, language), language };
    return source.group.spec.template
        ? { path: source.path, language, skipped: 'a template is never written' }
        : { path: source.path, language };
}
/** A key without its last segment when that names a plural form or an array item. */
function keyFolded(key) {
    const segments = (0,translations/* segmentsOf */.OD)(key);
    return (0,translations/* formOf */.QU)(segments) === undefined ? key : (0,translations/* keyOf */.TN)(segments.slice(0, -1));
}
/** Each source's keys at HEAD, folded (keyFolded), in the sources' order. */
async function sourceKeys(deps, sources) {
    if (sources.length < 2)
        return [];
    const paths = sources.map((s) => s.path);
    const files = await (0,files_at_commit/* filesAtCommit */.a)(deps.git, 'HEAD', paths, checkout_file/* MAX_TRANSLATION_BYTES */.Z_);
    const keys = [];
    for (const path of paths) {
        const bytes = files.get(path);
        const reading = bytes && (await (0,translations/* readTranslationFile */.k_)(path, bytes, 'keys'));
        if (reading === undefined || !('entries' in reading)) {
            const why = reading === undefined ? 'git could not read it' : `unread: ${reading.unread}`;
            throw new Error(`files: the base file ${path} does not read key by key at HEAD (${why}), so the keys of revision 1.0.9.2's one export cannot be placed among the base files`);
        }
        keys.push(new Set([...reading.entries.keys()].map(keyFolded)));
    }
    return keys;
}
/**
 * The entry cut down to the keys of the part's source; the first source's part also takes the
 * keys no source holds, said in one line.
 */
async function pickPart(path, bytes, part) {
    const { keys, index } = part;
    const own = keys[index];
    const owned = (key) => keys.some((set) => set.has(key));
    const keep = (key) => {
        const folded = keyFolded(key);
        return own?.has(folded) === true || (index === 0 && !owned(folded));
    };
    const cut = await (0,translations/* keptEntries */.lJ)(path, bytes, keep);
    if (cut === undefined)
        throw new Error('it does not read key by key as its format');
    if (index === 0) {
        const strays = new Set([...cut.kept.keys()].map(keyFolded).filter((key) => !owned(key)));
        if (strays.size > 0) {
            part.log(`${(0,plural/* count */.U)(strays.size, 'key')} of the export ${(0,plural/* plural */.L)(strays.size, 'is', 'are')} in no base file at HEAD: written to ${path}`);
        }
    }
    return cut.content;
}

;// CONCATENATED MODULE: ./lib/src/pull/yaml-root.js


/**
 * Rails' YAML files keep their keys under their language (`de:`); the service keeps them without
 * it. A pull of such files asks the service for the root (`yaml_include_root`), so that a
 * language the repository has no file of yet gets one Rails can load, its root then spelled as
 * the repository spells the language (pull-rewrite.ts); files it has are edited under their own
 * root either way (translations/yaml-language-root.ts).
 */
/** Base files read to tell, at most: the sources of one pull. */
const MOST_READ = 20;
/** A base file larger than this is not read to tell. */
const yaml_root_MOST_BYTES = 1024 * 1024;
/** Whether any base-language file at HEAD of a format with a language root has one. */
async function baseFilesHaveLanguageRoot(git, sources) {
    const rooted = sources.filter((path) => (0,translations/* fileFormatOf */.P9)(path)?.languageRoot).slice(0, MOST_READ);
    if (rooted.length === 0)
        return false;
    const files = await (0,files_at_commit/* filesAtCommit */.a)(git, 'HEAD', rooted, yaml_root_MOST_BYTES);
    for (const [path, bytes] of files) {
        const languageRoot = (0,translations/* fileFormatOf */.P9)(path)?.languageRoot;
        if (bytes === undefined || languageRoot === undefined)
            continue;
        if ((await languageRoot()).hasLanguageRoot(bytes.toString('utf8')))
            return true;
    }
    return false;
}
/**
 * `params` with `yaml_include_root` asked for when the pull is of YAML whose base files (`sources`)
 * have their keys under their language, unless the user's export-params say otherwise.
 */
async function withYamlRoot(git, params, sources) {
    const languageRoot = translations/* FILE_FORMATS */.GM.find((f) => f.exportType === params.type)?.languageRoot;
    if (languageRoot === undefined)
        return params;
    const { exportParam } = await languageRoot();
    if (exportParam in params || !(await baseFilesHaveLanguageRoot(git, sources)))
        return params;
    return { ...params, [exportParam]: true };
}

;// CONCATENATED MODULE: ./lib/src/pull/planned-exports.js










/**
 * What a pull asks the service for: the exports of the patterns whose format the revision
 * exports, and one bundle made from string/list of those whose format it does not (a `.resx` on
 * 1.0.9.2: by-key-bundle.ts). `langs` are the languages it may write.
 */
async function plannedExports(deps, langs, base) {
    const { exported, byKey } = splitByKey(deps.settings);
    const planned = [];
    if (exported !== undefined) {
        planned.push(...(await exportsOf({ ...deps, settings: exported }, langs, base)));
    }
    if (byKey === undefined)
        return planned;
    const sources = sourcesAmong(byKey, await (0,sync_ref/* filesAtHead */.pp)(deps.git), base);
    if (sources.length === 0)
        refuseNoSource(byKey, base);
    const chosen = (0,export_request/* exportRequest */.mC)(byKey, [...langs], base).langs ?? langs;
    const bundle = await byKeyBundle({ ...deps, settings: byKey }, sources, chosen, base);
    // An export of a type holds every key of the project it can (on 1.0.9.2, with no file filter):
    // the by-key files' keys too, which are theirs alone.
    const others = planned.map((one) => ({ ...one, place: leavingOut(one.place, bundle.names) }));
    return [...others, { byKey: bundle, place: bundle.place, langs: chosen }];
}
/** Where an export's entries go, each written without the keys named `names`. */
function leavingOut(place, names) {
    const keep = (key) => !names.has((0,key_texts/* serviceNameOf */.E)(key).name);
    return (entry) => {
        const placed = place(entry);
        if (placed === undefined)
            return undefined;
        const parts = 'path' in placed ? [placed] : placed;
        return parts.map((part) => ({
            ...part,
            pick: async (bytes) => {
                const own = part.pick === undefined ? bytes : await part.pick(bytes);
                return (await (0,translations/* keptEntries */.lJ)(part.path, own, keep))?.content ?? own;
            },
        }));
    };
}
/** The settings of the patterns the revision exports, and of those it pulls by key. */
function splitByKey(settings) {
    const formats = settings.patterns.map((_, index) => settings.pull.formats[index] ?? settings.pull.format);
    const byKeyAt = formats.map((type) => {
        const row = translations/* FILE_FORMATS */.GM.find((f) => f.exportType === type);
        return row?.model !== undefined && !row.revisions.includes(settings.revision);
    });
    const only = (wanted) => {
        const at = byKeyAt.flatMap((byKey, index) => (byKey === wanted ? [index] : []));
        if (at.length === 0)
            return undefined;
        return {
            ...settings,
            patterns: at.map((index) => settings.patterns[index]),
            pull: { ...settings.pull, formats: at.map((index) => formats[index]) },
        };
    };
    const exported = only(false);
    const byKey = only(true);
    return { ...(exported ? { exported } : {}), ...(byKey ? { byKey } : {}) };
}
/** The exports of patterns the revision exports, each with where its entries go. */
async function exportsOf(deps, langs, base) {
    const { settings } = deps;
    const bySource = await sourceExports(deps, langs, base);
    return Promise.all((bySource?.exports ?? [undefined]).map(async (one) => ({
        params: await withYamlRoot(deps.git, (0,export_request/* exportRequest */.mC)(settings, [...langs], base, one), one?.sources ?? singleSource(settings, base)),
        place: one?.place ?? (0,export_request/* placement */.ot)(settings),
    })));
}
/**
 * The exports of a layout that one `bundle_structure` from `files` cannot serve: by source
 * (1.0.9.3), or one export of every key split among several sources, or of one source (1.0.9.2);
 * undefined for a layout it can serve.
 */
async function sourceExports(deps, languages, base) {
    const { settings } = deps;
    if (exportsBySource(settings)) {
        return bySourceOrRefuse(settings, await (0,sync_ref/* filesAtHead */.pp)(deps.git), languages, base);
    }
    if (splitsOn1092(settings)) {
        return { exports: [await splitExport(deps, await (0,sync_ref/* filesAtHead */.pp)(deps.git), languages, base)] };
    }
    const oneSource = oneSourceOn1092(settings);
    return oneSource && { exports: [oneSourceExport(settings, oneSource, languages, base)] };
}

;// CONCATENATED MODULE: ./lib/src/pull/pull-languages.js



/** What the pull says of the languages `pull-languages` names or takes. */
/**
 * Says in one line which of the project's languages pull-languages would take but the pull
 * leaves out, their codes not being shaped like locale codes (see language-codes.ts).
 */
function warnUntaken(deps, untaken) {
    if (untaken.length === 0)
        return;
    deps.log.warning(`Not pulled: the project's ${(0,plural/* plural */.L)(untaken.length, 'language')} ${(0,language_codes/* listCodes */.N6)(untaken)}: ${(0,files_languages/* unshapedReason */.pi)('pull')}`);
}
/**
 * A listed pull language the project lacks is a typo or a missing language-map entry: pulling
 * the others (or nothing) would pass for "no new translations" and could close the open pull
 * request.
 */
function refuseUnknownLanguages(settings, projectLanguages) {
    const choice = settings.pull.languages;
    if (choice.kind !== 'list')
        return;
    const unknown = choice.codes.filter((code) => !projectLanguages.includes(settings.languageMap.toService(code)));
    if (unknown.length === 0)
        return;
    const shown = unknown.map((code) => {
        const service = settings.languageMap.toService(code);
        return service === code ? `'${code}'` : `'${code}' ('${service}' on the service)`;
    });
    throw new Error(`pull-languages names ${shown.join(', ')}, which project ${settings.projectId} does not have (it has ${projectLanguages.join(', ')}); check the codes and language-map`);
}

;// CONCATENATED MODULE: ./lib/src/pull/pull.js










/**
 * Exports the translations, downloads the bundle and unzips it safely into the checkout (in a dry
 * run, into a copy of the translation files), and says which files changed; with it, the quality
 * pass (progress and checks). The two are independent unless min-completion decides which
 * languages the export asks for: then the pass comes first; otherwise both run at once, so the
 * pass costs the pull little time.
 */
async function fetchTranslations(deps) {
    const { settings, client, log } = deps;
    const projectLanguages = await client.language.list({ id: settings.projectId });
    const languages = projectLanguages.map((l) => l.iso);
    const base = (0,files_languages/* baseLanguageOf */.Xu)(projectLanguages, settings.baseLanguage, settings.languageMap);
    (0,spelling_clashes/* refuseSpellingClashes */.O)(settings, projectLanguages.map((l) => l.iso));
    refuseUnknownLanguages(settings, languages);
    const taken = (0,language_codes/* codeTaken */.Zn)(settings);
    warnUntaken(deps, languages.filter((iso) => !taken(iso) && chosenByInput(settings, iso, base)));
    const chosenReason = (language) => (0,files_languages/* pullSkipReason */.rF)(language, {
        projectLanguages: languages,
        base,
        choice: settings.pull.languages,
        languageMap: settings.languageMap,
        taken,
    });
    const chosen = (language) => chosenReason(language) === undefined;
    const fuzzy = new FuzzyTexts(chosen);
    const pass = () => (0,quality_pass.qualityPass)(deps, { base, languages }, chosen, fuzzy);
    const first = settings.pull.minCompletion > 0 ? await pass() : undefined;
    const below = new Map(first?.belowMinimum.map((p) => [p.language.toLowerCase(), p]));
    const langs = languages.filter((iso) => !below.has(iso.toLowerCase()) && taken(iso));
    const exports = await plannedExports(deps, langs, base);
    const exportOptions = (0,export_request/* optionsOfExports */.rg)(exports.flatMap((e) => ('params' in e ? [e.params] : [])));
    const noLanguage = exports.every((e) => {
        const asked = 'params' in e ? e.params.langs : e.langs;
        return asked !== undefined && asked.length === 0;
    });
    if (noLanguage) {
        log.info('No language to pull: the project has no language that pull-languages chooses above min-completion');
        const quality = first ?? (await pass());
        const workTree = settings.context.workspace;
        return {
            exportOptions,
            changed: [],
            unchanged: 0,
            skipped: [],
            workTree,
            overrides: [],
            strings: [],
            ...quality,
        };
    }
    /** Why a language of the bundle is not this pull's to write, or undefined when it is. */
    const skip = (language) => (0,quality_pass/* belowReason */.W)(below.get(language.toLowerCase()), settings.pull.minCompletion) ??
        chosenReason(language);
    const passed = first ?? pass();
    fuzzy.filledBy(Promise.resolve(passed));
    const [quality, files] = await bothSettled(passed, exportAndExtract(deps, { exports, skip, base, fuzzy }));
    return { exportOptions, ...files, ...quality };
}
/**
 * Both results once both are done, or the first failure once both are done: a failed pass must
 * not end the run while the extraction still writes into the checkout.
 */
async function bothSettled(a, b) {
    const [x, y] = await Promise.allSettled([a, b]);
    if (x.status === 'rejected')
        throw x.reason;
    if (y.status === 'rejected')
        throw y.reason;
    return [x.value, y.value];
}


/***/ }),

/***/ 9597:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   predictionOf: () => (/* binding */ predictionOf),
/* harmony export */   wouldPush: () => (/* binding */ wouldPush)
/* harmony export */ });
/* harmony import */ var _files_source_path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9081);

/** What a dry run's push report says it would send. */
function wouldPush(report) {
    const texts = new Map();
    for (const text of report.byKey.texts) {
        const file = texts.get(text.path) ?? new Map();
        file.set(text.key, text.text);
        texts.set(text.path, file);
    }
    return {
        sources: new Set(report.imports.filter((i) => i.error === undefined).map((i) => i.file.source)),
        texts,
    };
}
/** For each pulled file, what the push would have changed for it; undefined when nothing. */
function predictionOf(would, settings, base) {
    const baseLocal = settings.languageMap.toLocal(base);
    return (path) => {
        const source = (0,_files_source_path_js__WEBPACK_IMPORTED_MODULE_0__/* .sourcePath */ .Z)(path, settings.patterns, baseLocal);
        const sourceImported = source !== undefined && would.sources.has(source);
        const texts = would.texts.get(path) ?? new Map();
        return sourceImported || texts.size > 0 ? { texts, sourceImported } : undefined;
    };
}


/***/ })

};
