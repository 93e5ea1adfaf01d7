import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qtTsModel } from '../../src/translations/qt-ts.ts';
import { keyOf } from '../../src/translations/keys.ts';
import type { Emulator } from './server.ts';
import { startEmulator } from './server.ts';
import { call, exportFiles, expectCode, newProject, upload } from './raw-client.ts';

/** The emulator's Qt Linguist codec through the API: import, export, and 1.0.9.2's refusal. */

let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({ timeScale: 0 });
});
afterAll(() => emulator.close());

const tsFile = (language: string, body: string) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="${language}">\n${body}</TS>\n`;

/** A Latvian file: Qt numbers its forms 1-like, the rest, 0. */
const LATVIAN = tsFile(
  'lv_LV',
  `<context>
    <name>Main</name>
    <message>
        <location filename="main.cpp" line="3"/>
        <source>Open</source>
        <translation>Atvērt</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>verb</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n fails</numerusform>
            <numerusform>%n faili</numerusform>
            <numerusform>nav failu</numerusform>
        </translation>
    </message>
    <message>
        <source>Gone</source>
        <translation type="vanished">Prom</translation>
    </message>
</context>
<context>
    <name>Dialog</name>
    <message>
        <source>It&apos;s &quot;here&quot;<byte value="x7"/></source>
        <translation>Tas ir &lt;b&gt;šeit&lt;/b&gt;</translation>
    </message>
</context>
`,
);

async function latvianProject(): Promise<string> {
  const id = await newProject(emulator, ['lv']);
  const answer = await upload(
    emulator,
    '1.0.9.3',
    { id, lang_iso: 'lv', filename: 'translations/app_lv.ts' },
    { name: 'app_lv.ts', content: LATVIAN },
  );
  expect(answer.result).toEqual({ skipped: 0, inserted: 4, updated: 0 });
  return id;
}

describe('Qt Linguist', () => {
  it('imports each message as context::source(::comment), its forms by the categories Qt’s forms are, no vanished one', async () => {
    const id = await latvianProject();
    const keys = emulator.store.snapshot().projects.find((p) => p.id === id)?.keys ?? [];
    expect(keys.map((key) => [key.name, key.context, key.description])).toEqual([
      ['Main::Open', 'Main', ''],
      ['Main::Open::verb', 'Main', 'verb'],
      ['Main::%n file(s)', 'Main', ''],
      [`Dialog::It's "here"\u0007`, 'Dialog', ''],
    ]);
    expect(keys.map((key) => key.translations['lv']?.value)).toEqual([
      'Atvērt',
      '',
      { one: '%n fails', other: '%n faili', zero: 'nav failu' },
      'Tas ir <b>šeit</b>',
    ]);
    expect(keys[0]?.fileNames).toEqual({ web: 'translations/app_%LANG_ISO%.ts' });
  });

  it('exports type ts on 1.0.9.3 as lupdate writes a file, which the action reads back as it was', async () => {
    const id = await latvianProject();
    const { files } = await exportFiles(emulator, '1.0.9.3', {
      id,
      type: 'ts',
      langs: '["lv"]',
      bundle_structure: 'translations/app_%LANG_ISO%.%FORMAT%',
    });
    const exported = files.get('translations/app_lv.ts') ?? '';
    // The project's base language is the file's source language, as lupdate's -source-language.
    expect(exported.replace(' sourcelanguage="en"', '')).toBe(
      tsFile(
        'lv',
        `<context>
    <name>Main</name>
    <message>
        <source>Open</source>
        <translation>Atvērt</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>verb</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n fails</numerusform>
            <numerusform>%n faili</numerusform>
            <numerusform>nav failu</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Dialog</name>
    <message>
        <source>It&apos;s &quot;here&quot;<byte value="x7"/></source>
        <translation>Tas ir &lt;b&gt;šeit&lt;/b&gt;</translation>
    </message>
</context>
`,
      ),
    );
    expect(exported).toContain('<TS version="2.1" language="lv" sourcelanguage="en">');
    const latvian = qtTsModel.read(LATVIAN);
    expect(qtTsModel.read(exported)).toEqual(latvian);
    expect(latvian?.get(keyOf(['Main', '%n file(s)', 'zero']))).toBe('nav failu');
  });

  it('refuses type ts on 1.0.9.2 with 4047, and a .ts file that is no Qt file with 4046', async () => {
    const id = await latvianProject();
    expectCode(await call(emulator, '1.0.9.2', 'project/export', { id, type: 'ts' }), '4047');
    const typescript = await upload(
      emulator,
      '1.0.9.3',
      { id, lang_iso: 'lv' },
      { name: 'main.ts', content: 'export const title = "App";\n' },
    );
    expectCode(typescript, '4046');
  });
});
