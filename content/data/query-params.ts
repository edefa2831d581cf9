/**
 * The URL query parameters the LiveCodes app reads (app version 47, SDK livecodes@0.12.0).
 *
 * The page content/docs/configuration/query-params.mdx lists the same parameters, in the same order
 * (test/build/configuration-reference.test.ts), and test/build/livecodes-facts.test.ts fails when a
 * parameter the v47 app reads (content/data/livecodes-v47.json) is missing or a boolean is mislabelled.
 * `values`, `default` and `description` are Markdown (inline code and links to docs routes).
 */
export interface QueryParam {
  name: string;
  values: string;
  default?: string;
  description: string;
}

export const queryParams: QueryParam[] = [
  // Content and import
  {
    name: 'config',
    values: 'URL of a JSON file, or `code/` and a compressed configuration',
    description: 'Loads a [configuration object](/docs/configuration/configuration-object) from the JSON file at this URL; from a file, only the project content, `mode`, `tools` and `autotest` are read ([details](/docs/configuration/configuration-object#load-it-from-a-url)). The SDK uses the `code/` form, in the URL hash, for the `config` embed option.',
  },
  {
    name: 'params',
    values: 'a JSON object of parameters, compressed with lz-string\'s `compressToEncodedURIComponent`',
    description: 'Several parameters in one value. The SDK puts its `params` embed option here, in the URL hash. A parameter also given by name in the URL wins over the one inside.',
  },
  {
    name: 'template',
    values: 'a starter template name, e.g. `react`, `vue`, `python`',
    description: 'Starts the playground from this [starter template](/docs/features/templates).',
  },
  {
    name: 'import',
    values: 'URL of a supported source, or a shared project value starting with `code/` or `id/`',
    description: 'Imports code or a project from a GitHub gist, file or folder, GitLab, JS Bin, a web page, a zip file, an image, a shared project and [more](/docs/features/import).',
  },
  {
    name: 'x',
    values: 'same as `import`',
    description: 'Short alias of `import`. Share links use it.',
  },
  {
    name: 'files',
    values: 'comma-separated file names',
    description: 'Used with `import` / `x` on a source with several files: the files to load. Each goes to the editor of its language (known from its extension); only the first listed file per editor is used, and the editor of the first file is shown.',
  },
  {
    name: 'raw',
    values: 'a language name, alias or extension',
    description: 'Used with `import` / `x`: puts the whole response of the URL into an editor as code in this language.',
  },
  {
    name: '<language>-selector',
    values: 'a CSS selector',
    description: 'Used with `import` / `x`. For a web page, reads the code for that language (e.g. `html-selector=h3`) from the first element matching the selector, instead of the default `.livecodes [data-lang="<language>"]`.',
  },
  {
    name: 'no-defaults',
    values: 'boolean',
    default: '`false`',
    description: 'Skips loading the [default template or language](/docs/features/default-template-language) for this visit.',
  },
  {
    name: 'new',
    values: 'no value',
    description: 'Opens the screen for starting a new project, like `screen=new`.',
  },
  {
    name: 'screen',
    values: '`login`, `info`, `new`, `open`, `assets`, `add-asset`, `snippets`, `add-snippet`, `import`, `resources`, `share`, `embed`, `deploy`, `sync`, `backup`, `broadcast`, `welcome`, `about`, `custom-settings`, `editor-settings`, `code-to-image`, `test-editor`, `keyboard-shortcuts`',
    description: 'Opens this app screen when the playground loads.',
  },
  // Languages and editors
  {
    name: '<language>',
    values: 'URL-encoded code',
    description: 'Any [language](/docs/languages) name, alias or extension used as the parameter name (e.g. `html`, `md`, `scss`, `js`, `ts`, `py`): puts the value as code into the editor of that language and selects the language. The first such parameter picks the active editor.',
  },
  {
    name: 'language',
    values: 'a language name, alias or extension',
    description: 'Selects this language in its editor and shows that editor.',
  },
  {
    name: 'lang',
    values: 'same as `language`',
    description: 'Alias of `language`.',
  },
  {
    name: 'activeEditor',
    values: '`markup`, `style`, `script`, or `0`, `1`, `2`',
    default: 'the project\'s, otherwise `markup`',
    description: 'The editor shown on load. The numbers stand for markup (0), style (1) and script (2).',
  },
  {
    name: 'active',
    values: 'same as `activeEditor`',
    description: 'Alias of `activeEditor`.',
  },
  {
    name: 'languages',
    values: 'comma-separated language names',
    default: 'all languages',
    description: 'Limits the languages offered in the editors to this list.',
  },
  {
    name: 'processors',
    values: 'comma-separated processor names, e.g. `tailwindcss,autoprefixer`',
    description: 'Enables these [CSS processors](/docs/features/css).',
  },
  {
    name: 'cssPreset',
    values: '`normalize.css`, `reset-css`, or empty',
    default: 'empty (no preset)',
    description: 'Adds a CSS preset to the result page.',
  },
  {
    name: 'stylesheets',
    values: 'comma-separated URLs',
    description: 'External stylesheets added to the result page.',
  },
  {
    name: 'scripts',
    values: 'comma-separated URLs',
    description: 'External scripts added to the result page.',
  },
  {
    name: 'markup',
    values: 'dotted names, e.g. `markup.language=md`, or an object inside `params`',
    description: 'The markup editor\'s properties in the configuration object (language, content, title and the rest). A language parameter (`md=…`) is the shorter way to set language and code.',
  },
  {
    name: 'style',
    values: 'same as `markup`',
    description: 'The style editor\'s properties, e.g. `style.hideTitle=true`.',
  },
  {
    name: 'script',
    values: 'same as `markup`',
    description: 'The script editor\'s properties, e.g. `script.title=main.js`.',
  },
  {
    name: 'imports',
    values: 'dotted names, e.g. `imports.lodash=https://esm.sh/lodash`, or an object inside `params`',
    description: 'Entries of the configuration\'s import map.',
  },
  {
    name: 'types',
    values: 'dotted names, or an object inside `params`',
    description: 'Type definitions for the editor, as the configuration\'s `types`.',
  },
  {
    name: 'customSettings',
    values: 'relaxed JSON object, e.g. `{template:{prerender:false}}`',
    description: 'Sets the project [custom settings](/docs/advanced/custom-settings). Single settings can also be set with [dotted names](#objects-and-nested-properties).',
  },
  // Project info
  {
    name: 'title',
    values: 'text',
    default: '`Untitled Project`',
    description: 'Project title, also used as the title of the result page.',
  },
  {
    name: 'description',
    values: 'text',
    default: 'empty',
    description: 'Project description, also used in the description meta tag of the result page.',
  },
  {
    name: 'head',
    values: 'HTML',
    default: 'charset and viewport meta tags',
    description: 'Markup added inside the `<head>` of the result page.',
  },
  {
    name: 'htmlAttrs',
    values: 'attributes as text, e.g. `lang="en" class="dark"`',
    default: '`lang="en" class=""`',
    description: 'Attributes of the `<html>` element of the result page.',
  },
  {
    name: 'tags',
    values: 'comma-separated tags',
    description: 'Project tags, used to filter and search saved projects.',
  },
  // Display and tools
  {
    name: 'mode',
    values: '`full`, `focus`, `simple`, `lite`, `result`, `editor`, `codeblock`',
    default: '`full`',
    description: 'The [display mode](/docs/features/display-modes).',
  },
  {
    name: 'view',
    values: '`split`, `editor`, `result`',
    default: '`split`',
    description: 'The [default view](/docs/features/default-view): both panes, or one of them collapsed.',
  },
  {
    name: 'lite',
    values: 'boolean',
    default: '`false`',
    description: 'Older way to turn on [lite mode](/docs/features/lite); same as `mode=lite`.',
  },
  {
    name: 'loading',
    values: '`lazy`, `click`, `eager`',
    default: '`lazy` in embeds; the full app loads at once',
    description: 'When an embedded playground loads. The SDK adds it to the embed URL from the `loading` embed option.',
  },
  {
    name: 'readonly',
    values: 'boolean',
    default: '`false`',
    description: 'Makes the editors [read-only](/docs/features/read-only).',
  },
  {
    name: 'allowLangChange',
    values: 'boolean',
    default: '`true`',
    description: 'With `false`, hides the menu for changing the editor language.',
  },
  {
    name: 'zoom',
    values: '`1`, `0.5`, `0.25`',
    default: '`1`',
    description: 'Zoom level of the result page.',
  },
  {
    name: 'tools',
    values: '`open`, `full`, `closed`, `none`, `console`, `compiled`, `tests`, or tool names and a status, e.g. `console,compiled|open`',
    description: 'Controls the [tools pane](/docs/features/tools-pane). A status (`open`, `full`, `closed`) sets the pane state; `none` removes all tools. A comma-separated list of tools followed by `|` and a status enables only those tools, makes the first one active and sets the status.',
  },
  {
    name: 'console',
    values: '`open`, `full`, `closed`, `none`, or no value',
    description: 'Shows the [console](/docs/features/console) in the tools pane with this status. With no value it opens; `none` removes the console.',
  },
  {
    name: 'compiled',
    values: '`open`, `full`, `closed`, `none`, or no value',
    description: 'Shows the [compiled code viewer](/docs/features/compiled-code) with this status. With no value it opens; `none` removes it.',
  },
  {
    name: 'tests',
    values: '`open`, `full`, `closed`, `none`, or no value',
    description: 'Shows the [tests panel](/docs/features/tests) with this status. With no value it opens; `none` removes it. The tests\' own code is set with dotted names, e.g. `tests.language=ts`, but in v47 a URL with both `tests` and a `tests.` name fails to load: open the panel with `tools` instead (see [Tests](/docs/features/tests#configuration-and-query-parameters)).',
  },
  {
    name: 'scrollPosition',
    values: 'boolean',
    default: '`true`',
    description: 'With `false`, the result page does not keep its scroll position when it reloads.',
  },
  {
    name: 'appCDN',
    values: '`jsdelivr`, `fastly.jsdelivr`, `unpkg`, `gcore.jsdelivr`, `testingcf.jsdelivr`, `jsdelivr.b-cdn`, `npmcdn`',
    default: 'the first of these that answers',
    description: 'The CDN the app loads its own modules from. When it does not answer, the app tries the others in this order.',
  },
  // User settings
  {
    name: 'autoupdate',
    values: 'boolean',
    default: '`true`',
    description: 'Reloads the result page after code changes (after `delay`).',
  },
  {
    name: 'autosave',
    values: 'boolean',
    default: '`false`',
    description: 'Saves the project after code changes (after `delay`).',
  },
  {
    name: 'autotest',
    values: 'boolean',
    default: '`false`',
    description: 'Runs the tests again after code changes.',
  },
  {
    name: 'delay',
    values: 'number of milliseconds',
    default: '`1500`',
    description: 'Wait after a code change before auto-update and auto-save.',
  },
  {
    name: 'formatOnsave',
    values: 'boolean',
    default: '`false`',
    description: 'Formats the code when the project is saved.',
  },
  {
    name: 'theme',
    values: '`light`, `dark`',
    default: '`dark`',
    description: 'App [theme](/docs/features/themes).',
  },
  {
    name: 'themeColor',
    values: 'a CSS color, e.g. `lightblue` or `%23b38d4d` (an encoded `#`)',
    default: '`hsl(214, 40%, 50%)`',
    description: 'Accent color of the app.',
  },
  {
    name: 'appLanguage',
    values: '`auto`, `ar`, `de`, `en`, `es`, `fa`, `fr`, `hi`, `it`, `ja`, `pt`, `ru`, `ur`, `zh-CN`',
    default: 'detected from the browser in the standalone app, falling back to English; English in embeds',
    description: 'Language of the app interface.',
  },
  {
    name: 'recoverUnsaved',
    values: 'boolean',
    default: '`true`',
    description: 'Offers to [recover](/docs/features/recover) the last unsaved project.',
  },
  {
    name: 'welcome',
    values: 'boolean',
    default: '`true`',
    description: 'Shows the [welcome screen](/docs/features/welcome) when the app loads.',
  },
  {
    name: 'showSpacing',
    values: 'boolean',
    default: '`false`',
    description: 'Shows element spacing in the result page.',
  },
  {
    name: 'layout',
    values: '`responsive`, `horizontal`, `vertical`',
    default: '`responsive`',
    description: 'Places the editor and the result side by side or one above the other.',
  },
  // Editor settings
  {
    name: 'editor',
    values: '`monaco`, `codemirror`, `codejar`, `auto`',
    default: 'depends on device and mode',
    description: 'The code editor to use.',
  },
  {
    name: 'editorTheme',
    values: 'comma-separated editor themes',
    default: 'the default theme of each editor',
    description: 'Code editor theme(s), e.g. `monaco:twilight,codemirror:one-dark`.',
  },
  {
    name: 'fontFamily',
    values: 'a font family name',
    default: 'not set',
    description: 'Font of the code editor.',
  },
  {
    name: 'fontSize',
    values: 'number',
    default: '`14` (full app), `12` (embeds)',
    description: 'Font size of the code editor.',
  },
  {
    name: 'useTabs',
    values: 'boolean',
    default: '`false`',
    description: 'Indents with tabs instead of spaces, also when formatting.',
  },
  {
    name: 'tabSize',
    values: 'number',
    default: '`2`',
    description: 'Spaces per indentation level, also when formatting.',
  },
  {
    name: 'lineNumbers',
    values: 'boolean or `relative`',
    default: '`true`',
    description: 'Shows line numbers; `relative` counts them from the cursor line.',
  },
  {
    name: 'wordWrap',
    values: 'boolean',
    default: '`false`',
    description: 'Wraps long lines.',
  },
  {
    name: 'foldRegions',
    values: 'boolean',
    default: '`false`',
    description: 'Folds `#region` … `#endregion` blocks when the project loads.',
  },
  {
    name: 'closeBrackets',
    values: 'boolean',
    default: '`true`',
    description: 'Closes brackets and quotes automatically.',
  },
  {
    name: 'emmet',
    values: 'boolean',
    default: '`true`',
    description: 'Enables [Emmet](/docs/features/emmet) abbreviations.',
  },
  {
    name: 'editorMode',
    values: '`vim`, `emacs`',
    default: 'not set',
    description: 'Key bindings of the code editor.',
  },
  {
    name: 'enableAI',
    values: 'boolean',
    default: '`false`',
    description: 'Enables the [AI code assistant](/docs/features/ai).',
  },
  {
    name: 'disableAI',
    values: 'boolean',
    default: '`false`',
    description: 'Kept for the Codeium browser extension: tells it not to run in the editor. It does not change `enableAI`; to turn the built-in assistant off, use `enableAI=false`.',
  },
  // Formatter settings
  {
    name: 'semicolons',
    values: 'boolean',
    default: '`true`',
    description: 'Formatter adds semicolons.',
  },
  {
    name: 'singleQuote',
    values: 'boolean',
    default: '`false`',
    description: 'Formatter uses single quotes instead of double quotes.',
  },
  {
    name: 'trailingComma',
    values: 'boolean',
    default: '`true`',
    description: 'Formatter adds trailing commas.',
  },
  // Added by the SDK
  {
    name: 'headless',
    values: 'boolean',
    default: '`false`',
    description: 'Runs the app without its interface, for the SDK\'s [headless mode](/docs/sdk/headless). The SDK adds it when `headless: true`.',
  },
  {
    name: 'embed',
    values: 'boolean',
    description: 'Marks the app as an embedded playground. The SDK adds it to the embed URL.',
  },
  {
    name: 'sdkVersion',
    values: 'version string',
    description: 'Version of the SDK that created the embed. The SDK adds it to the embed URL.',
  },
];
