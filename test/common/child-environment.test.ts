import { describe, expect, it } from 'vitest';
import { childEnvironment } from '../../src/common/child-environment.ts';

describe('what a child process may see', () => {
  it("the step's environment: its env:, PATH, HOME, GITHUB_* and the runner's other variables", () => {
    const step = {
      PATH: '/bin',
      HOME: '/home/runner',
      MY_STEP_VAR: 'kept',
      GITHUB_REPOSITORY: 'octo/app',
      ACTIONS_RUNTIME_URL: 'https://runtime.example',
      GIT_CONFIG_GLOBAL: '/home/runner/.gitconfig',
    };
    expect(childEnvironment(step)).toEqual(step);
  });

  it('no input, whatever the case of its name (Windows does not tell them apart)', () => {
    expect(
      childEnvironment({
        'INPUT_API-TOKEN': 'secret',
        INPUT_GITHUB_TOKEN: 'secret',
        INPUT_POST_PULL_COMMAND: 'make fmt',
        Input_Files: 'locales/%LANG_ISO%.json',
      }),
    ).toEqual({});
  });

  it("none of the runner's tokens", () => {
    expect(
      childEnvironment({
        ACTIONS_RUNTIME_TOKEN: 'secret',
        ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'secret',
        ACTIONS_ID_TOKEN_REQUEST_URL: 'https://oidc.example',
      }),
    ).toEqual({});
  });

  it('no git setting from the environment, where credentials travel', () => {
    expect(
      childEnvironment({
        GIT_CONFIG_COUNT: '1',
        GIT_CONFIG_KEY_0: 'http.https://github.com/.extraheader',
        GIT_CONFIG_VALUE_0: 'AUTHORIZATION: basic c2VjcmV0',
        GIT_CONFIG_PARAMETERS: "'http.extraheader'='AUTHORIZATION: basic c2VjcmV0'",
      }),
    ).toEqual({});
  });
});
