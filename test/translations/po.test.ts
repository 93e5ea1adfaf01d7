import { describe, expect, it } from 'vitest';
import { keyOf, keyLabel, readTranslations } from '../../src/translations/index.ts';
import { crlf, decide, lineDiff, written } from './helpers.ts';

const REPOSITORY = `# Russian translation of the shop.
msgid ""
msgstr ""
"Project-Id-Version: shop 1.0\\n"
"PO-Revision-Date: 2024-01-02 10:00+0000\\n"
"Language: ru\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && "
"n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"

#. Shown on the home page
#: src/home.ts:12
msgid "welcome"
msgstr "Добро пожаловать, \\"гость\\"!"

#, fuzzy
msgctxt "menu"
msgid "open"
msgstr "Открыть"

#: src/cart.ts:40
msgid "cart.items"
msgid_plural "cart.items"
msgstr[0] "%d товар"
msgstr[1] "%d товара"
msgstr[2] "%d товаров"

msgid "about"
msgstr ""
"Магазин работает с 2010 года и доставляет товары по всей стране, без "
"выходных."

#~ msgid "old"
#~ msgstr "старый"
`;

/** The same translations as the service exports them: other header, references, order and folding. */
const EXPORTED = `msgid ""
msgstr ""
"Project-Id-Version: shop 1.0\\n"
"PO-Revision-Date: 2025-06-30 08:15+0000\\n"
"Language: ru\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"X-Generator: LMS 1.0.9.3\\n"

msgid "about"
msgstr "Магазин работает с 2010 года и доставляет товары по всей стране, без выходных."

#: lib/cart.ts:7
msgid "cart.items"
msgid_plural "cart.items"
msgstr[0] "%d товар"
msgstr[1] "%d товара"
msgstr[2] "%d товаров"

msgid "welcome"
msgstr "Добро пожаловать, \\"гость\\"!"

msgctxt "menu"
msgid "open"
msgstr "Открыть"
`;

describe('.po translations', () => {
  it('reads entries by context and msgid, plural forms as msgstr[n], not the header', async () => {
    const entries = await readTranslations('po', REPOSITORY);
    expect([...(entries?.keys() ?? [])].map(keyLabel).sort()).toEqual([
      'about',
      'cart.items[0]',
      'cart.items[1]',
      'cart.items[2]',
      'menu|open',
      'welcome',
    ]);
    expect(entries?.get(keyOf(['cart.items', 2]))).toBe('%d товаров');
  });

  it.each([
    ['header dates, references, comments, order and folding', EXPORTED],
    ['CRLF line endings', crlf(REPOSITORY)],
  ])('leaves the file alone when the bundle differs only in %s', async (_, bundle) => {
    expect(await decide('ru.po', REPOSITORY, bundle)).toEqual({ kind: 'unchanged' });
  });

  it('rewrites only the changed msgstr line, keeping everything else and CRLF', async () => {
    const repository = crlf(REPOSITORY);
    const bundle = EXPORTED.replace('msgstr "Открыть"', 'msgstr "Открыть файл"');
    const decision = await decide('ru.po', repository, bundle);
    expect(decision).toMatchObject({ style: 'kept', keptTexts: [] });
    expect(lineDiff(repository, written(decision))).toEqual({
      removed: ['msgstr "Открыть"\r\n'],
      added: ['msgstr "Открыть файл"\r\n'],
    });
  });

  it('rewrites one plural form alone', async () => {
    const bundle = EXPORTED.replace('msgstr[1] "%d товара"', 'msgstr[1] "%d шт."');
    expect(lineDiff(REPOSITORY, written(await decide('ru.po', REPOSITORY, bundle)))).toEqual({
      removed: ['msgstr[1] "%d товара"\n'],
      added: ['msgstr[1] "%d шт."\n'],
    });
  });

  it('adds a new entry after its predecessor in the bundle, and removes a removed one', async () => {
    const bundle = EXPORTED.replace(
      'msgctxt "menu"',
      '#: src/home.ts:20\nmsgid "goodbye"\nmsgstr "До свидания"\n\nmsgctxt "menu"',
    ).replace(
      'msgid "about"\nmsgstr "Магазин работает с 2010 года и доставляет товары по всей стране, без выходных."\n\n',
      '',
    );
    const text = written(await decide('ru.po', REPOSITORY, bundle));
    const withoutAbout = REPOSITORY.replace(/\nmsgid "about"\nmsgstr ""\n"[^\n]*\n"[^\n]*\n/, '');
    expect(text).toBe(
      withoutAbout.replace(
        'msgstr "Добро пожаловать, \\"гость\\"!"\n',
        'msgstr "Добро пожаловать, \\"гость\\"!"\n\n#: src/home.ts:20\nmsgid "goodbye"\nmsgstr "До свидания"\n',
      ),
    );
  });

  it("keeps the repository's text where the bundle's msgstr or msgstr[n] is empty", async () => {
    const emptied = EXPORTED.replace('msgstr "Открыть"', 'msgstr ""').replace(
      'msgstr[2] "%d товаров"',
      'msgstr[2] ""',
    );
    expect(await decide('ru.po', REPOSITORY, emptied)).toEqual({ kind: 'unchanged' });
    const decision = await decide('ru.po', REPOSITORY, emptied.replace('%d товар"', '%d предмет"'));
    expect(decision).toMatchObject({
      keptTexts: [keyOf(['cart.items', 2]), keyOf(['menu\u0004open'])],
    });
    expect(lineDiff(REPOSITORY, written(decision))).toEqual({
      removed: ['msgstr[0] "%d товар"\n'],
      added: ['msgstr[0] "%d предмет"\n'],
    });
  });

  it("falls back to the bundle with the repository's line endings when a file does not parse", async () => {
    const repository = crlf('msgid "a"\nmsgstr "A\n');
    const decision = await decide('ru.po', repository, 'msgid "a"\nmsgstr "B"\n');
    expect(decision).toMatchObject({ style: 'line-endings', keptTexts: [] });
    expect(written(decision)).toBe('msgid "a"\r\nmsgstr "B"\r\n');
  });
});
