import type { SearchSettings } from './search-settings.ts';
import type { SearchPageData } from './search-view.ts';
/** Types shared by the build (Node), the worker (edge) and the client (browser). */

export interface TocItem {
  id: string;
  text: string;
  level: number;
}

/** Page metadata the build emits for every doc; the worker trusts it. */
export interface DocMeta {
  /** Path of the source file below content/docs without extension, e.g. `features/share`. */
  id: string;
  /** Route, e.g. `/docs/features/share`; `/docs/` for the home page. */
  path: string;
  title: string;
  description: string;
  /** Sidebar that lists this page (if any): `docs` or `examples`. */
  sidebar?: string;
  layout: 'doc' | 'home';
  hideToc: boolean;
  /** The page ends with the current sponsors (frontmatter `show_sponsors`). */
  showSponsors?: boolean;
  toc: TocItem[];
  /** Path of the source file relative to the project root, for 'Edit this page'. */
  source: string;
}

/** A page the not-found page offers for an address that has none ("Did you mean"). */
export interface PageSuggestion {
  path: string;
  title: string;
}

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** Set for links to docs; absent for external links. */
  docId?: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** The category's own page, if it has one. */
  href?: string;
  docId?: string;
  collapsible: boolean;
  collapsed: boolean;
  items: SidebarItem[];
}

export type SidebarItem = SidebarLink | SidebarCategory;

export type Sidebars = Record<string, SidebarItem[]>;

/** A link in the navbar or footer. `app` links are relative to the playground app origin. */
export type NavLink =
  | { label: string; to: string }
  | { label: string; href: string; sameTab?: boolean }
  | { label: string; app: string; newTab?: boolean };

export interface NavbarConfig {
  title: string;
  logoAlt: string;
  /** Hide the navbar while the reader scrolls down. */
  hideOnScroll: boolean;
  left: NavLink[];
  right: NavLink[];
}

export interface FooterConfig {
  columns: { title: string; items: NavLink[] }[];
  copyright: { holder: string; href: string };
}

export interface AnnouncementConfig {
  id: string;
  text: string;
  link?: { label: string; href: string };
}

export interface SearchConfig {
  indexName: string;
  contextualSearch: boolean;
  searchPagePath: string;
}

export interface SiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  appVersion: number;
  sdkVersion: string;
  editUrl: string;
  repoUrl: string;
  issuesUrl: string;
  /**
   * The LiveCodes app that embeds, 'Open in LiveCodes' links and the App link point at. Set at build
   * time (PLAYGROUND_URL, else content/site.config.ts, else the public app): page bodies are HTML
   * made by the build, so the app they link to is part of the build.
   */
  playgroundUrl: string;
  navbar: NavbarConfig;
  footer: FooterConfig;
  announcement?: AnnouncementConfig;
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: false };
  toc: { minHeadingLevel: number; maxHeadingLevel: number };
  search: SearchConfig;
  /** Route prefixes whose pages are still being written: links into them warn instead of failing. */
  pendingSections: string[];
  /** The footer's copyright year: the year of the build, set by the build, so server and browser render the same year. */
  copyrightYear: number;
}

/** The site config as written in content/site.config.ts: the build adds the rest. */
export type SiteConfigInput = Omit<SiteConfig, 'copyrightYear' | 'playgroundUrl'> & { playgroundUrl?: string };

export interface VersionMeta {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
}

/**
 * What a client-side navigation fetches (GET PAGE_BODY_ENDPOINT): the page's metadata and its body
 * as the build rendered it. Page content ships as HTML only; no page has JavaScript of its own.
 */
export interface PageBodyResponse {
  meta: DocMeta;
  html: string;
}

/** JS and CSS files (URLs under the base path) every page needs on first load. */
export interface AssetManifest {
  entry: { js: string; imports: string[]; css: string[] };
  /** URL of the search index (records + MiniSearch index), read by the worker on the first query. */
  searchIndexUrl: string;
  /** Stylesheet of the search modal, loaded with it. */
  searchCssUrl: string;
  /** Hash of everything that shapes a page's HTML: part of the edge cache key. */
  buildId: string;
}

/** State the server hands to the client for hydration (serialized into the page). */
export interface BootData {
  /** The page being hydrated; null for the not-found and search pages. */
  meta: DocMeta | null;
  status: 200 | 404 | 500;
  originAllowed: boolean;
  /** The build the page came from: client-side navigations ask for page bodies of this build. */
  buildId: string;
  search: SearchSettings;
  searchCssUrl: string;
  /** Set on the search page: its query and server-side results. */
  searchPage?: SearchPageData;
  /** Set on the not-found page when some page has an address close to the one asked for. */
  suggestions?: PageSuggestion[];
}

/** A card of `<DocCardList />`, resolved at build time from the sidebar and frontmatter. */
export interface DocCard {
  href: string;
  title: string;
  description: string;
}
