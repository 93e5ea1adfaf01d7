import { describe, expect, it } from 'vitest';
import { renderLine } from '../scripts/local-run/commands.ts';
import { unknownInputs } from '../scripts/local-run/inputs.ts';

/** What `npm run local` prints of the action's workflow commands, and what it warns about. */
describe('a local run shows workflow commands as the runner does', () => {
  it.each([
    [
      "::error::'locales/en.json' has no language placeholder such as %25LANG_ISO%25",
      "Error: 'locales/en.json' has no language placeholder such as %LANG_ISO%",
    ],
    ['::warning::first%0Asecond 100%25', 'Warning: first\nsecond 100%'],
    [
      '::error file=locales/de.json,line=3,title=Broken%2C badly::unclosed %7B',
      'Error (Broken, badly, locales/de.json, line 3): unclosed %7B',
    ],
    ['::notice file=a%3Ab.json::ok', 'Notice (a:b.json): ok'],
    ['::group::Pull%25', '▸ Pull%'],
    ['plain %25 text', 'plain %25 text'],
    ['::set-env name=x::y', '::set-env name=x::y'],
  ])('%s', (line, shown) => {
    expect(renderLine(line, false)).toBe(shown);
  });

  it('hides what the runner hides: masks, group ends, and debug lines unless debugging', () => {
    expect(renderLine('::add-mask::s3cret', true)).toBeUndefined();
    expect(renderLine('::endgroup::', false)).toBeUndefined();
    expect(renderLine('::debug::GET /x 50%25', false)).toBeUndefined();
    expect(renderLine('::debug::GET /x 50%25', true)).toBe('##[debug]GET /x 50%');
  });
});

describe('a local run warns about names the action never reads', () => {
  const inputs = ['api-token', 'files', 'github-token', 'pr-labels', 'mode'];

  it('names an INPUT_ variable action.yml lacks, with the input it most likely meant', () => {
    expect(
      unknownInputs(
        [
          'INPUT_FILE',
          'INPUT_API_TOKEN',
          'INPUT_api-token',
          'INPUT_PR-LABELZ',
          'INPUT_SOMETHING-ELSE',
          'INPUT_MODE',
          'GITHUB_WORKSPACE',
        ],
        inputs,
        '.env',
      ),
    ).toEqual([
      'INPUT_FILE (.env) is not an input of action.yml and is ignored; did you mean INPUT_FILES?',
      'INPUT_API_TOKEN (.env) is not an input of action.yml and is ignored; did you mean INPUT_API-TOKEN?',
      'INPUT_api-token (.env) is not an input of action.yml and is ignored; did you mean INPUT_API-TOKEN?',
      'INPUT_PR-LABELZ (.env) is not an input of action.yml and is ignored; did you mean INPUT_PR-LABELS?',
      'INPUT_SOMETHING-ELSE (.env) is not an input of action.yml and is ignored',
    ]);
  });

  it("names an input's name given without INPUT_, and leaves other variables alone", () => {
    expect(
      unknownInputs(
        ['API_TOKEN', 'files', 'GITHUB_REPOSITORY', 'GITHUB_API_URL', 'HTTPS_PROXY'],
        [...inputs, 'github-api-url'],
        '.env',
      ),
    ).toEqual([
      'API_TOKEN (.env) is not read by the action; inputs go in as INPUT_<NAME>: INPUT_API-TOKEN',
      'files (.env) is not read by the action; inputs go in as INPUT_<NAME>: INPUT_FILES',
    ]);
  });
});
