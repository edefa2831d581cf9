import type { ComponentType } from 'react';
import type { DocMeta } from './types.ts';

/** What the build emits for each page (a loader in `.generated/pages.mjs`), rendered by the worker only: the MDX component and its metadata. */
export interface PageModule {
  default: ComponentType<{ components?: Record<string, unknown> }>;
  meta: DocMeta;
}
