import type { SiteConfigInput } from '../src/shared/types.ts';

/** Site-wide settings. Validated by build/schemas.ts; the worker and client read the generated copy. */
const config: SiteConfigInput = {
  title: 'LiveCodes',
  tagline: 'A Code Playground That Just Works!',
  url: 'https://livecodes.io',
  baseUrl: '/docs/',
  appVersion: 47,
  sdkVersion: '0.12.0',
  editUrl: 'https://github.com/live-codes/livecodes/edit/develop/docs/',
  repoUrl: 'https://github.com/live-codes/livecodes',
  issuesUrl: 'https://github.com/live-codes/livecodes/issues',
  // The LiveCodes app of embeds, 'Open in LiveCodes' links and the App link; PLAYGROUND_URL at build time overrides it.
  playgroundUrl: 'https://livecodes.io/',
  navbar: {
    title: 'LiveCodes',
    logoAlt: 'LiveCodes Logo',
    hideOnScroll: false,
    left: [
      { label: 'Docs', to: '/docs/overview' },
      { label: 'SDK', to: '/docs/sdk' },
      { label: 'Blog', href: 'https://blog.livecodes.io', sameTab: true },
      { label: 'Storybook', app: 'stories' },
    ],
    right: [
      { label: 'App', app: '' },
      { label: 'X', href: 'https://twitter.com/livecodes_io' },
      { label: 'GitHub', href: 'https://github.com/live-codes/livecodes' },
    ],
  },
  footer: {
    columns: [
      {
        title: 'Docs',
        items: [
          { label: 'Overview', to: '/docs/overview' },
          { label: 'Why Another Playground?', to: '/docs/why' },
          { label: 'Getting Started', to: '/docs/getting-started' },
          { label: 'Features', to: '/docs/features' },
          { label: 'Languages', to: '/docs/languages' },
          { label: 'SDK', to: '/docs/sdk' },
        ],
      },
      {
        title: 'LiveCodes',
        items: [
          { label: 'App', app: '' },
          { label: 'Starter Templates', app: '?new' },
          { label: 'Import...', app: '?screen=import' },
          { label: 'AI Code Assistant', to: '/docs/features/ai' },
          { label: 'Bookmarklet', to: '/docs/bookmarklet' },
          { label: 'llms.txt', href: '/docs/llms.txt' },
          { label: 'llms-full.txt', href: '/docs/llms-full.txt' },
          { label: 'MCP server', to: '/docs/mcp-server' },
        ],
      },
      {
        title: 'Info',
        items: [
          { label: 'Credits', to: '/docs/credits' },
          { label: 'License', to: '/docs/license' },
          { label: 'Sponsor', to: '/docs/sponsor' },
          { label: 'Contact', to: '/docs/contact' },
          { label: 'About us', to: '/docs/about' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Blog', href: 'https://blog.livecodes.io', sameTab: true },
          { label: 'GitHub', href: 'https://github.com/live-codes/livecodes' },
          { label: 'X (Twitter)', href: 'https://twitter.com/livecodes_io' },
          { label: 'Dev', href: 'https://dev.to/livecodes_io' },
          { label: 'npm', href: 'https://www.npmjs.com/package/livecodes' },
          { label: 'Status', href: 'https://status.livecodes.io' },
        ],
      },
    ],
    copyright: { holder: 'Hatem Hosny', href: 'https://github.com/hatemhosny' },
  },
  announcement: {
    id: 'sdk-0.12.0',
    text: 'These docs cover LiveCodes app v47 and SDK v0.12.0.',
    link: { label: 'Get started with the SDK', href: '/docs/sdk' },
  },
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  search: { indexName: 'livecodes', contextualSearch: true, searchPagePath: 'search' },
  pendingSections: [],
};

export default config;
