import { describe, expect, it } from 'vitest';
import { readTranslationFile, readTranslations } from '../../src/translations/index.ts';
import {
  jsonNesting,
  MAX_NESTING,
  MAX_READ_CHARACTERS,
  xmlNesting,
} from '../../src/translations/read-limits.ts';
import { deepJson, deepXml, deepYamlBlock, deepYamlFlow } from '../support/deep-text.ts';

/** Issue 25, hole 7: each reader stops at its limits instead of overflowing the stack. */

const DEEP = 7000;

describe('the nesting pre-checks', () => {
  it('count JSON nesting outside strings and comments', () => {
    expect(jsonNesting('{"a":{"b":"{[{["}}')).toBe(2);
    expect(jsonNesting('// {{{\n{"a":1} /* [[[ */')).toBe(1);
    expect(jsonNesting('{"a":"\\"{"}')).toBe(1);
    expect(jsonNesting(deepJson(DEEP))).toBe(MAX_NESTING + 1);
  });

  it('count XML elements, not comments, CDATA, declarations or empty-element tags', () => {
    expect(
      xmlNesting('<?xml version="1.0"?><r><!-- <a><a> --><s a=">"><b/><![CDATA[<c>]]></s></r>'),
    ).toBe(2);
    expect(xmlNesting(deepXml('resources', 'string', DEEP))).toBe(MAX_NESTING + 1);
  });
});

describe('every reader within its limits', () => {
  it.each([
    ['json', 'a.json', deepJson(DEEP)],
    ['arb', 'a.arb', `{"@@locale":"de","deep":${deepJson(DEEP)}}`],
    ['yaml, block sequences', 'a.yml', deepYamlBlock(DEEP)],
    ['yaml, flow sequences', 'a.yml', deepYamlFlow(DEEP)],
    ['android', 'strings.xml', deepXml('resources', 'string', DEEP)],
    ['xliff', 'a.xliff', deepXml('xliff', 'file', DEEP)],
    ['resx', 'Resources.de.resx', deepXml('root', 'data', DEEP)],
  ])(
    '%s: a text nested 7,000 levels is not read key by key, past the limit',
    async (_, path, text) => {
      expect(await readTranslationFile(path, Buffer.from(text))).toEqual({ unread: 'limit' });
    },
  );

  it.each([
    ['json', 'a.json', deepJson(MAX_NESTING - 1)],
    ['yaml', 'a.yml', deepYamlFlow(MAX_NESTING - 2)],
    ['android', 'strings.xml', deepXml('resources', 'string', MAX_NESTING - 3)],
  ])('%s: a text nested just within the limit is read', async (_, path, text) => {
    expect(await readTranslationFile(path, Buffer.from(text))).toHaveProperty('entries');
  });

  it.each([
    ['po', 'a.po', 'msgid "a"\nmsgstr "b"\n'],
    ['properties', 'a.properties', 'a=b\n'],
    ['strings', 'a.strings', '"a" = "b";\n'],
    ['json', 'a.json', '{"a":"b"}'],
  ])('%s: a text past the size limit is not read; an ordinary one is', async (_, path, text) => {
    expect(await readTranslationFile(path, Buffer.from(text))).toHaveProperty('entries');
    const large = text + ' '.repeat(MAX_READ_CHARACTERS);
    expect(await readTranslationFile(path, Buffer.from(large))).toEqual({ unread: 'limit' });
  });

  it('reads as not parsing where no reason is asked for (the pull takes the file whole)', async () => {
    expect(await readTranslations('json', deepJson(DEEP))).toBeUndefined();
  });
});
