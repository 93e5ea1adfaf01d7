/** What git allows in a branch name's characters: no control character, space, `~^:?*[` or `\`. */
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const BRANCH_NAME = /^[^\u0000-\u0020\u007f~^:?*[\\]+$/;

/**
 * Whether `value` is a name git could give a branch (no control character, space, `~^:?*[\`, no
 * `..`, at most 255 characters): a branch named by an event's payload or a recorded state, which
 * the repository's writers control, is taken only so.
 */
export function isBranchName(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= 255 &&
    BRANCH_NAME.test(value) &&
    !value.includes('..')
  );
}
