/** The sample repository and the translators' work waiting on the service, for the demo. */

const EN_JSON = {
  nav: { home: 'Home', settings: 'Settings' },
  greeting: 'Welcome back, {name}!',
  cart: { empty: 'Your cart is empty', checkout: 'Check out' },
};

const EN_PO = `msgid ""
msgstr ""
"Language: en\\n"
"Content-Type: text/plain; charset=UTF-8\\n"

#. Title of the help page
msgid "Getting started"
msgstr "Getting started"

msgid "Install the app from the store."
msgstr "Install the app from the store."
`;

const DE_PO = `msgid ""
msgstr ""
"Language: de\\n"
"Content-Type: text/plain; charset=UTF-8\\n"

msgid "Getting started"
msgstr "Erste Schritte"

msgid "Install the app from the store."
msgstr "Installiere die App aus dem Store."
`;

export const SAMPLE_FILES: Record<string, string> = {
  'README.md': '# Demo app\n',
  'web/locales/en.json': `${JSON.stringify(EN_JSON, null, 4)}\n`,
  'docs/po/en.po': EN_PO,
  'src/app.ts': "export const app = 'demo';\n",
};

export interface DemoStep {
  readonly project: string;
  readonly files: string;
  readonly branch: string;
  readonly languages: string[];
  readonly translated: ReadonlyArray<{ language: string; name: string; content: string }>;
}

export const STEPS: readonly DemoStep[] = [
  {
    project: 'Web app (JSON)',
    files: 'web/locales/%LANG_ISO%.json',
    branch: 'l10n-sync/web',
    languages: ['de', 'fr'],
    translated: [
      {
        language: 'de',
        name: 'de.json',
        content: JSON.stringify({
          nav: { home: 'Start', settings: 'Einstellungen' },
          greeting: 'Willkommen zurück, {name}!',
        }),
      },
      {
        language: 'fr',
        name: 'fr.json',
        content: JSON.stringify({
          nav: { home: 'Accueil', settings: 'Paramètres' },
          // A slip the quality checks catch: the placeholder was translated too.
          greeting: 'Bon retour, {nom} !',
        }),
      },
    ],
  },
  {
    project: 'Help pages (gettext .po)',
    files: 'docs/po/%LANG_ISO%.po',
    branch: 'l10n-sync/docs',
    languages: ['de'],
    translated: [{ language: 'de', name: 'de.po', content: DE_PO }],
  },
];
