/**
 * Search synonyms: everyday words and abbreviations readers type, and the words the pages use.
 * The embedded search (worker/search/query-plan.ts) and the Algolia index settings
 * (build/search/algolia-settings.ts) both read this list, in Algolia's own format:
 *
 * - `synonym`: every entry finds the others;
 * - `oneWaySynonym`: `input` also finds `synonyms`, not the other way round.
 *
 * Entries may be phrases ('dark mode'). Keep it general vocabulary, true on any page: never map a
 * query to the page that answers it (that is what titles, headings and text are for).
 */

export type SearchSynonym = { type: 'synonym'; synonyms: string[] } | { type: 'oneWaySynonym'; input: string; synonyms: string[] };

export const SEARCH_SYNONYMS: SearchSynonym[] = [
  // Abbreviations.
  { type: 'synonym', synonyms: ['params', 'parameters'] },
  { type: 'synonym', synonyms: ['args', 'arguments'] },
  { type: 'synonym', synonyms: ['config', 'configuration'] },
  { type: 'synonym', synonyms: ['docs', 'documentation'] },
  { type: 'synonym', synonyms: ['repo', 'repository'] },
  { type: 'synonym', synonyms: ['env', 'environment'] },
  { type: 'synonym', synonyms: ['lang', 'language'] },
  { type: 'synonym', synonyms: ['pkg', 'package'] },
  { type: 'synonym', synonyms: ['ui', 'interface', 'user interface'] },
  { type: 'synonym', synonyms: ['i18n', 'internationalization', 'internationalisation', 'localization', 'localisation', 'l10n', 'translation', 'translate'] },
  { type: 'synonym', synonyms: ['js', 'javascript'] },
  { type: 'synonym', synonyms: ['ts', 'typescript'] },
  { type: 'synonym', synonyms: ['py', 'python'] },
  { type: 'synonym', synonyms: ['md', 'markdown'] },
  { type: 'synonym', synonyms: ['cpp', 'c++'] },
  { type: 'synonym', synonyms: ['csharp', 'c#'] },
  { type: 'synonym', synonyms: ['wasm', 'webassembly'] },
  { type: 'synonym', synonyms: ['golang', 'go'] },
  { type: 'synonym', synonyms: ['postgres', 'postgresql'] },

  // Same thing, other words.
  { type: 'synonym', synonyms: ['keybindings', 'key bindings', 'keyboard shortcuts', 'hotkeys', 'keymap'] },
  // In code editors, Vim or Emacs key bindings are an editor mode.
  { type: 'oneWaySynonym', input: 'keybindings', synonyms: ['editor mode'] },
  { type: 'oneWaySynonym', input: 'dark mode', synonyms: ['dark theme'] },
  { type: 'oneWaySynonym', input: 'light mode', synonyms: ['light theme'] },
  { type: 'oneWaySynonym', input: 'color scheme', synonyms: ['theme'] },
  { type: 'synonym', synonyms: ['autocomplete', 'code completion', 'intellisense'] },
  { type: 'synonym', synonyms: ['read only', 'readonly'] },
  { type: 'synonym', synonyms: ['website', 'web site', 'web page', 'webpage'] },
  { type: 'synonym', synonyms: ['self host', 'self hosting', 'self hosted'] },
  { type: 'synonym', synonyms: ['package', 'module'] },
  { type: 'oneWaySynonym', input: 'library', synonyms: ['package'] },
  { type: 'oneWaySynonym', input: 'dependency', synonyms: ['package'] },
  { type: 'oneWaySynonym', input: 'unit tests', synonyms: ['tests'] },
  { type: 'oneWaySynonym', input: 'iframe', synonyms: ['embed'] },
  { type: 'oneWaySynonym', input: 'preferences', synonyms: ['settings'] },
  { type: 'oneWaySynonym', input: 'phone', synonyms: ['mobile'] },
  { type: 'oneWaySynonym', input: 'computer', synonyms: ['device'] },
  // What code editors call a command palette.
  { type: 'oneWaySynonym', input: 'command palette', synonyms: ['command menu'] },
  { type: 'oneWaySynonym', input: 'copilot', synonyms: ['ai'] },
  // Listening for events is what the SDK calls watching them.
  { type: 'oneWaySynonym', input: 'listen', synonyms: ['watch'] },
];
