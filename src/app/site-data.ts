/** The build's validated outputs, shared by server and client renders. */
import sidebarsJson from '../../.generated/sidebars.json';
import siteJson from '../../.generated/site.json';
import type { Sidebars, SiteConfig } from '../shared/types.ts';

export const site = siteJson as SiteConfig;
export const sidebars = sidebarsJson as Sidebars;
