/**
 * Helpers for the tests that hold the pages to content/data/livecodes-v47.json (the facts the sync
 * script reads from the LiveCodes v47 source).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageFacts, LiveCodesFacts, PackageRef, ProcessorFacts } from '../../build/livecodes-source/facts-types.ts';

export const root = join(import.meta.dirname, '../..');
export const factsPath = join(root, 'content/data/livecodes-v47.json');
export const facts = JSON.parse(readFileSync(factsPath, 'utf8')) as LiveCodesFacts;

export type AnyFacts = LanguageFacts | ProcessorFacts;
export const byName = new Map<string, AnyFacts>([...facts.languages, ...facts.processors].map((l) => [l.name, l]));

/** Every package a language or processor loads: compiler, runtime modules, formatter and its own editor. */
export function loaded(f: AnyFacts): PackageRef[] {
  const runtime = 'runtime' in f.compiler ? f.compiler.runtime : [];
  const formatter = f.formatter ? f.formatter.packages : [];
  const editor = 'customEditor' in f && f.customEditor ? f.customEditor.packages : [];
  return [...f.compiler.packages, ...runtime, ...formatter, ...editor];
}

/**
 * What pins a package, as a page must state it: its version, or for a GitHub source without one, the
 * commit or tag it is loaded at. Null for what the source leaves unpinned (a vendored file, a bare URL).
 */
export const pinOf = (p: PackageRef): string | null => p.version ?? (p.source === 'github' ? (p.ref ?? null) : null);

/** Whether `text` states `pin`: the version as a whole token (`11.1.1`, `v11.1.1`, `blockly@11.1.1`), or a commit by its first 7 or more characters. */
export function states(text: string, pin: string): boolean {
  if (/^[0-9a-f]{40}$/.test(pin)) return [...text.matchAll(/\b[0-9a-f]{7,40}\b/g)].some((m) => pin.startsWith(m[0]));
  const escaped = pin.replace(/^v/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w.-])v?${escaped}(?![\\w-]|\\.\\d)`).test(text);
}

/** `name@version` of each package, for messages. */
export const describe = (pkgs: PackageRef[]) => pkgs.map((p) => `${p.name}@${p.version ?? '(no version)'}`).join(', ') || '(none)';

/** Keys of customSettings that are not a language or processor (SDK `CustomSettings`, src/sdk/models.ts). */
export const generalSettingsKeys = ['template', 'scriptType', 'mapImports', 'imports', 'convertCommonjs', 'defaultCDN', 'types'];

/** A page's text split into prose (fenced code and `export const` lines removed) and fenced code. */
export function splitPage(source: string): { prose: string; code: string } {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const code: string[] = [];
  const prose = body
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, (block) => {
      code.push(block);
      return '';
    })
    .replace(/^export const \w+ = `[\s\S]*?`;$/gm, '')
    .replace(/^export const .*$/gm, '')
    .replace(/\{\{[\s\S]*?\}\}/g, ''); // JSX object props (style={{ … }}, config={{ … }})
  return { prose, code: code.join('\n') };
}

/** Top-level keys of every `customSettings` object literal (JS, JSX props or JSON) and `customSettings.<key>` names. */
export function customSettingsKeysIn(text: string): string[] {
  const keys: string[] = [];
  for (const m of text.matchAll(/customSettings\.([\w@/.-]+?)(?=[.=\s`'"]|$)/gm)) keys.push(m[1]);
  for (const m of text.matchAll(/["']?customSettings["']?\s*[:=]\s*\{/g)) {
    let depth = 0;
    let i = m.index! + m[0].length - 1;
    let token = '';
    for (; i < text.length; i++) {
      const ch = text[i];
      if (ch === '"' || ch === "'" || ch === '`') {
        const end = text.indexOf(ch, i + 1);
        token = text.slice(i + 1, end);
        i = end;
        continue;
      }
      if (ch === '{' || ch === '[' || ch === '(') depth++;
      else if (ch === '}' || ch === ']' || ch === ')') {
        depth--;
        if (depth === 0) break;
      } else if (ch === ':' && depth === 1 && token) keys.push(token);
      if (/[\w$-]/.test(ch)) token = /[\w$-]/.test(text[i - 1] ?? '') ? token + ch : ch;
      else if (!/\s/.test(ch)) token = '';
    }
  }
  return keys;
}

/** Text without link targets and URLs (a version in a link's address is not a claim the reader sees). */
export const withoutUrls = (text: string) => text.replace(/\]\([^)]*\)/g, ']').replace(/https?:\/\/[^\s)>"'`]+/g, '');
