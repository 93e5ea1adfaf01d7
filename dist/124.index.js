export const id = 124;
export const ids = [124];
export const modules = {

/***/ 4124:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   actionsCommandRunner: () => (/* binding */ actionsCommandRunner)
/* harmony export */ });
/* harmony import */ var _actions_exec__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1260);

/** Commands through @actions/exec, on this machine, with the step's environment to start from. */
const actionsCommandRunner = {
    platform: process.platform,
    env: process.env,
    run: (file, args, options) => (0,_actions_exec__WEBPACK_IMPORTED_MODULE_0__/* .exec */ .m)(file, [...args], { cwd: options.cwd, env: options.env, ignoreReturnCode: true }),
};


/***/ })

};
