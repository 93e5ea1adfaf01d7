export const id = 307;
export const ids = [307];
export const modules = {

/***/ 1307:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   actionsCommandRunner: () => (/* binding */ actionsCommandRunner)
/* harmony export */ });
/* harmony import */ var _actions_exec__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1260);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7075);
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6193);
/* harmony import */ var _common_inert_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9102);
/* harmony import */ var _common_message_of_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6819);





/** Commands through @actions/exec, on this machine, with the step's environment to start from. */
const actionsCommandRunner = {
    platform: process.platform,
    env: process.env,
    user: userIds(),
    node: process.execPath,
    entry: process.argv[1],
    async run(file, args, options) {
        // Each stream has its own line buffer: a chunk of one must never land inside a line of the
        // other, where a command it holds would no longer start the line it is made inert at.
        const out = inertStdout();
        const err = inertStdout();
        try {
            return await (0,_actions_exec__WEBPACK_IMPORTED_MODULE_0__/* .exec */ .m)(file, [...args], {
                cwd: options.cwd,
                env: options.env,
                ignoreReturnCode: true,
                silent: true,
                listeners: { stdout: (data) => out.write(data), stderr: (data) => err.write(data) },
                ...(options.input === undefined ? {} : { input: Buffer.from(options.input) }),
            });
        }
        finally {
            await Promise.all([out, err].map((log) => new Promise((done) => log.end(done))));
        }
    },
    async check(file, args, options) {
        let stderr = '';
        try {
            const code = await (0,_actions_exec__WEBPACK_IMPORTED_MODULE_0__/* .exec */ .m)(file, [...args], {
                env: options.env,
                ignoreReturnCode: true,
                silent: true,
                listeners: { stderr: (data) => (stderr += data.toString()) },
            });
            return { code, stderr };
        }
        catch (error) {
            // @actions/exec throws when the program is not on the PATH.
            const missing = /Unable to locate executable file/.test((0,_common_message_of_js__WEBPACK_IMPORTED_MODULE_3__/* .messageOf */ .b)(error));
            return { code: 127, stderr: missing ? 'not installed' : (0,_common_message_of_js__WEBPACK_IMPORTED_MODULE_3__/* .messageOf */ .b)(error) };
        }
    },
};
/**
 * The log for a child's output: text from a bundle it prints (a formatter quoting a file) is made
 * inert line by line, as the action's own lines are, so it cannot issue a workflow command.
 */
function inertStdout() {
    const decoder = new node_string_decoder__WEBPACK_IMPORTED_MODULE_2__.StringDecoder('utf8');
    const lines = new _common_inert_js__WEBPACK_IMPORTED_MODULE_4__/* .InertLines */ .S((text) => process.stdout.write(text));
    return new node_stream__WEBPACK_IMPORTED_MODULE_1__.Writable({
        write(chunk, _encoding, done) {
            lines.write(typeof chunk === 'string' ? chunk : decoder.write(chunk));
            done();
        },
        final(done) {
            lines.write(decoder.end());
            lines.end();
            done();
        },
    });
}
function userIds() {
    if (!process.getuid || !process.getgid || !process.getgroups)
        return undefined;
    return { uid: process.getuid(), gid: process.getgid(), groups: process.getgroups() };
}


/***/ })

};
