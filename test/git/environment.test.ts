import { describe, expect, it } from 'vitest';
import { gitEnvironment, NO_CHECKOUT_CODE } from '../../src/git/environment.ts';

const HEADER: [string, string] = ['http.https://h/.extraheader', 'AUTHORIZATION: basic a=b'];

describe("a git command's environment", () => {
  it('carries settings as GIT_CONFIG_COUNT, GIT_CONFIG_KEY_n and GIT_CONFIG_VALUE_n', () => {
    expect(gitEnvironment({ PATH: '/bin' }, [HEADER])).toEqual({
      PATH: '/bin',
      GIT_CONFIG_COUNT: '1',
      GIT_CONFIG_KEY_0: 'http.https://h/.extraheader',
      GIT_CONFIG_VALUE_0: 'AUTHORIZATION: basic a=b',
    });
  });

  it("keeps the step's own settings first, so that the action's come last and win", () => {
    const step = {
      GIT_CONFIG_COUNT: '2',
      GIT_CONFIG_KEY_0: 'safe.directory',
      GIT_CONFIG_VALUE_0: '*',
      GIT_CONFIG_KEY_1: 'core.hooksPath',
      GIT_CONFIG_VALUE_1: '/step/hooks',
    };
    expect(gitEnvironment(step, [['core.hooksPath', '/none']])).toEqual({
      ...step,
      GIT_CONFIG_COUNT: '3',
      GIT_CONFIG_KEY_2: 'core.hooksPath',
      GIT_CONFIG_VALUE_2: '/none',
    });
  });

  it("leaves out the inputs, the runner's tokens and -c settings that would outrank the action's", () => {
    const env = gitEnvironment(
      {
        HOME: '/home/runner',
        INPUT_GITHUB_TOKEN: 'secret',
        ACTIONS_RUNTIME_TOKEN: 'secret',
        GIT_CONFIG_PARAMETERS: "'core.hookspath'='/evil'",
      },
      [],
    );
    expect(env).toEqual({ HOME: '/home/runner', GIT_CONFIG_COUNT: '0' });
  });

  it('points core.hooksPath at a path that cannot exist and turns fsmonitor off', () => {
    expect(Object.fromEntries(NO_CHECKOUT_CODE)).toEqual({
      'core.hooksPath': expect.stringContaining(process.execPath) as unknown,
      'core.fsmonitor': 'false',
    });
  });
});
