import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keyOf, readTranslations } from '../../src/translations/index.ts';
import { properties as service } from '../emulator/formats/properties.ts';
import { decide, lineDiff, written } from './helpers.ts';

function fixture(name: string): string {
  return readFileSync(new URL(`../fixtures/real/properties/${name}`, import.meta.url), 'utf8');
}

/** Jenkins' Italian CLI texts today: UTF-8 as it is, values wrapped at 80 columns. */
const ITALIAN = fixture('jenkinsci-jenkins-hudson-cli-Messages_it.properties');
/** Jenkins' Spanish core texts before 2022: ASCII with `\u` escapes, a sentence a line. */
const SPANISH = fixture('jenkinsci-jenkins-hudson-Messages_es.properties');

/**
 * The service's export of `file` after a push, with `texts` changed on the service: UTF-8, every
 * value on one line, whatever the file's escapes and continuation lines.
 */
function exported(file: string, texts: Record<string, string>): string {
  const entries = service
    .parse(Buffer.from(file), 'xx')
    .map((entry) => (entry.key in texts ? { ...entry, value: texts[entry.key] as string } : entry));
  return service.serialize(entries, { lang: 'xx' }).toString('utf8');
}

describe('.properties continuation lines', () => {
  it('keeps every unchanged value’s continuation lines', async () => {
    const bundle = exported(ITALIAN, { 'CopyJobCommand.ShortDescription': 'Copia un lavoro.' });
    expect(bundle).not.toContain('\\\n');
    const text = written(await decide('Messages_it.properties', ITALIAN, bundle));
    expect(lineDiff(ITALIAN, text)).toEqual({
      removed: ['CopyJobCommand.ShortDescription=Copia un processo.\n'],
      added: ['CopyJobCommand.ShortDescription=Copia un lavoro.\n'],
    });
  });

  it('splits a changed value at spaces within the old lines’ width, raw UTF-8 as the file has it', async () => {
    const key = 'DisablePluginCommand.PrintUsageSummary';
    const value =
      'Disabilita i componenti aggiuntivi con i nomi brevi indicati. È possibile scegliere come ' +
      'procedere per i componenti aggiuntivi dipendenti e se Jenkins debba essere riavviato ' +
      'subito dopo. È anche possibile impostare la modalità silenziosa per non stampare ' +
      'informazioni aggiuntive nella console.';
    const text = written(
      await decide('Messages_it.properties', ITALIAN, exported(ITALIAN, { [key]: value })),
    );
    expect(lineDiff(ITALIAN, text)).toEqual({
      removed: [
        '  i nomi brevi dati. È possibile definire come procedere per i componenti \\\n',
        "  aggiuntivi dipendenti e se Jenkins dev''essere riavviato subito dopo. È \\\n",
        '  possibile anche impostare la modalità silenziosa per evitare che vengano \\\n',
        '  stampate informazioni aggiuntive nella console.\n',
      ],
      added: [
        '  i nomi brevi indicati. È possibile scegliere come procedere per i \\\n',
        '  componenti aggiuntivi dipendenti e se Jenkins debba essere riavviato subito \\\n',
        '  dopo. È anche possibile impostare la modalità silenziosa per non stampare \\\n',
        '  informazioni aggiuntive nella console.\n',
      ],
    });
    expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThanOrEqual(
      Math.max(...ITALIAN.split('\n').map((line) => line.length)),
    );
    expect((await readTranslations('properties', text))?.get(keyOf([key]))).toBe(value);
  });

  it('writes a sentence a line, with \\u escapes, where the file does', async () => {
    const key = 'PluginManager.coreWarning';
    const value =
      'Atención: Este plugin está construido para Jenkins {0} o posterior. ' +
      'Jenkins no cargará este plugin aunque esté instalado. Actualice Jenkins primero.';
    const bundle = exported(SPANISH, { [key]: value });
    const text = written(await decide('Messages_es.properties', SPANISH, bundle));
    expect(lineDiff(SPANISH, text)).toEqual({
      removed: [
        '  Aviso: Este plugin est\\u00e1 construido para Jenkins {0} o posterior. \\\n',
        '  Jenkins no cargar\\u00e1 este plugin aunque est\\u00e1 instalado.\n',
      ],
      added: [
        '  Atenci\\u00f3n: Este plugin est\\u00e1 construido para Jenkins {0} o posterior. \\\n',
        '  Jenkins no cargar\\u00e1 este plugin aunque est\\u00e9 instalado. \\\n',
        '  Actualice Jenkins primero.\n',
      ],
    });
    expect(text).toMatch(/^PluginManager\.coreWarning=\\\n {2}Atenci/m);
    expect((await readTranslations('properties', text))?.get(keyOf([key]))).toBe(value);
  });

  it('writes a value that was on one line on one line', async () => {
    const key = 'PluginManager.ago';
    const bundle = exported(SPANISH, { [key]: 'Hace {0} (más o menos)' });
    expect(
      lineDiff(SPANISH, written(await decide('Messages_es.properties', SPANISH, bundle))),
    ).toEqual({
      removed: ['PluginManager.ago=Hace {0}\n'],
      added: ['PluginManager.ago=Hace {0} (m\\u00e1s o menos)\n'],
    });
  });

  it('keeps CRLF, the separator and the indentation of continuation lines', async () => {
    const file =
      'title : Ein Titel, der ziemlich lang ist und \\\r\n    zwei Zeilen braucht\r\nok : Gut\r\n';
    const bundle = 'title=Ein neuer Titel, der ziemlich lang ist und zwei Zeilen braucht\nok=Gut\n';
    expect(written(await decide('de.properties', file, bundle))).toBe(
      'title : Ein neuer Titel, der ziemlich lang \\\r\n    ist und zwei Zeilen braucht\r\nok : Gut\r\n',
    );
  });
});
