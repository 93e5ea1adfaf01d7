/**
 * The variables naming the files the runner reads a step's commands from once it ends: its
 * outputs, later steps' variables and PATH, its state and its summary. Only the action writes
 * them: children never get them (child-environment.ts), and post-pull-command cannot write their
 * folder (post-pull-command/protected-folders.ts).
 */
export const FILE_COMMAND_VARIABLES = [
  'GITHUB_ENV',
  'GITHUB_PATH',
  'GITHUB_OUTPUT',
  'GITHUB_STATE',
  'GITHUB_STEP_SUMMARY',
] as const;
