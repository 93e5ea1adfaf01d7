import { nodeTooOld } from './node-version.ts';

// The version is checked before anything else is loaded: ESM imports are hoisted, and a
// dependency of main.ts fails as it loads on an older Node, with a stack trace instead of a reason.
// So main.ts comes through a dynamic import, and this file imports only the check.
const tooOld = nodeTooOld(process.versions.node);
if (tooOld === undefined) {
  void import('./main.ts').then(({ run }) => run());
} else {
  // Plain stdout: @actions/core is among what cannot be loaded yet, and the runner reads the line.
  process.stdout.write(`${tooOld}\n`);
  process.exitCode = 1;
}
