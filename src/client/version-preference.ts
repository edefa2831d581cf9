/**
 * Remembers the reader's preferred docs version. There is one version ('current', labelled Next);
 * a stored preference naming a version that no longer exists is reset.
 */
import versionsJson from '../../.generated/versions.json';
import { storage } from '../app/storage.ts';
import type { VersionMeta } from '../shared/types.ts';

export const VERSION_STORAGE_KEY = 'docs-preferred-version-default';
const versions = versionsJson as VersionMeta[];

export function syncPreferredVersion(): string {
  const stored = storage.get(VERSION_STORAGE_KEY);
  if (stored && versions.some((v) => v.name === stored)) return stored;
  if (stored) storage.remove(VERSION_STORAGE_KEY);
  const latest = versions.find((v) => v.isLast) ?? versions[0];
  storage.set(VERSION_STORAGE_KEY, latest.name);
  return latest.name;
}
