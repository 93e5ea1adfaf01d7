import { describe, expect, it } from 'vitest';
import { onlyVolatilePoChanges } from '../../src/pull/po-noise.ts';

interface Header {
  readonly created?: string;
  readonly revised?: string;
  readonly generator?: string;
  readonly translator?: string;
}

/** A German .po file as exports look, with the header fields a test varies. */
function po(header: Header = {}, body = BODY): string {
  const fields = [
    'Project-Id-Version: shop 1.4.0',
    'Report-Msgid-Bugs-To: i18n@example.com',
    ...(header.created === undefined ? [] : [`POT-Creation-Date: ${header.created}`]),
    ...(header.revised === undefined ? [] : [`PO-Revision-Date: ${header.revised}`]),
    `Last-Translator: ${header.translator ?? 'Anna Schmidt <anna@example.com>'}`,
    'Language-Team: German <de@example.com>',
    'Language: de',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: 8bit',
    'Plural-Forms: nplurals=2; plural=(n != 1);',
    ...(header.generator === undefined ? [] : [`X-Generator: ${header.generator}`]),
  ];
  return [
    '# German translations for the shop app.',
    '# Copyright (C) 2026 Example GmbH',
    '#',
    'msgid ""',
    'msgstr ""',
    ...fields.map((field) => `"${field}\\n"`),
    '',
    body,
  ].join('\n');
}

const BODY = `#: src/cart.ts:14
msgid "cart.title"
msgstr "Warenkorb"

#, c-format
msgid "cart.items"
msgid_plural "cart.items"
msgstr[0] "%d Artikel"
msgstr[1] "%d Artikel"

msgctxt "button"
msgid "checkout"
msgstr "Zur Kasse"
`;

const BASE: Header = {
  created: '2026-01-05 08:12+0000',
  revised: '2026-01-06 14:30+0100',
  generator: 'Service Export 2.1',
};

describe('onlyVolatilePoChanges', () => {
  it('is true for identical texts', () => {
    expect(onlyVolatilePoChanges(po(BASE), po(BASE))).toBe(true);
  });

  it('is true when only PO-Revision-Date changed', () => {
    expect(onlyVolatilePoChanges(po(BASE), po({ ...BASE, revised: '2026-03-14 15:09+0000' }))).toBe(
      true,
    );
  });

  it('is true when POT-Creation-Date and X-Generator changed too', () => {
    const after = po({
      created: '2026-03-14 15:00+0000',
      revised: '2026-03-14 15:09+0000',
      generator: 'Service Export 2.2',
    });
    expect(onlyVolatilePoChanges(po(BASE), after)).toBe(true);
  });

  it('is true when a volatile line was added', () => {
    expect(onlyVolatilePoChanges(po({ ...BASE, generator: undefined }), po(BASE))).toBe(true);
  });

  it('is true when volatile lines were removed', () => {
    expect(onlyVolatilePoChanges(po(BASE), po({}))).toBe(true);
  });

  it('is true for CRLF files that differ only in the date', () => {
    const crlf = (text: string) => text.replace(/\n/g, '\r\n');
    expect(
      onlyVolatilePoChanges(
        crlf(po(BASE)),
        crlf(po({ ...BASE, revised: '2027-01-01 00:00+0000' })),
      ),
    ).toBe(true);
  });

  it('is true when a volatile field is wrapped over two strings', () => {
    const wrapped = po(BASE).replace(
      '"X-Generator: Service Export 2.1\\n"',
      '"X-Generator: Service "\n"Export 2.2\\n"',
    );
    expect(onlyVolatilePoChanges(po(BASE), wrapped)).toBe(true);
  });

  it('is false when a translation changed along with the date', () => {
    const after = po(
      { ...BASE, revised: '2026-03-14 15:09+0000' },
      BODY.replace('Warenkorb', 'Einkaufswagen'),
    );
    expect(onlyVolatilePoChanges(po(BASE), after)).toBe(false);
  });

  it('is false when another header field changed', () => {
    expect(
      onlyVolatilePoChanges(
        po(BASE),
        po({ ...BASE, translator: 'Jonas Weber <jonas@example.com>' }),
      ),
    ).toBe(false);
  });

  it('is false when the header became fuzzy', () => {
    const fuzzy = po(BASE).replace('msgid ""', '#, fuzzy\nmsgid ""');
    expect(onlyVolatilePoChanges(po(BASE), fuzzy)).toBe(false);
  });

  it('is false when only the line endings changed', () => {
    expect(onlyVolatilePoChanges(po(BASE), po(BASE).replace(/\n/g, '\r\n'))).toBe(false);
  });

  it('is false when a date-like line changed outside the header', () => {
    const withNote = (date: string) =>
      po(BASE, `${BODY}\nmsgid "note"\nmsgstr ""\n"PO-Revision-Date: ${date}\\n"\n`);
    expect(onlyVolatilePoChanges(withNote('2026-01-01'), withNote('2026-02-02'))).toBe(false);
  });

  it('is false when a comment mentioning the date changed', () => {
    const comment = (date: string) => po(BASE).replace('#\n', `# PO-Revision-Date: ${date}\n`);
    expect(onlyVolatilePoChanges(comment('2026-01-01'), comment('2026-02-02'))).toBe(false);
  });

  it('is false for a file without a header whose entries differ', () => {
    expect(onlyVolatilePoChanges(BODY, BODY.replace('Zur Kasse', 'Bezahlen'))).toBe(false);
  });
});
