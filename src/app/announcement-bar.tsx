/** Closeable announcement; the dismissal is stored with the announcement id, so a new id shows again. */
import { useEffect, useState } from 'react';
import type { AnnouncementConfig } from '../shared/types.ts';
import { ANNOUNCEMENT_STORAGE_KEY } from '../shared/pre-paint.ts';
import { CloseIcon } from './close-icon.tsx';
import { Link } from './router.tsx';
import { storage } from './storage.ts';

export function AnnouncementBar({ announcement }: { announcement: AnnouncementConfig }) {
  // Rendered open on the server; the pre-paint script hides a dismissed bar before first paint (no flash).
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (storage.get(ANNOUNCEMENT_STORAGE_KEY) === announcement.id) setDismissed(true);
  }, [announcement.id]);
  if (dismissed) return null;
  return (
    <div className="announcement" role="region" aria-label="Announcement" data-announcement-id={announcement.id}>
      <p className="announcement-text">
        {announcement.text}{' '}
        {announcement.link && <Link href={announcement.link.href}>{announcement.link.label}</Link>}
      </p>
      <button
        type="button"
        className="icon-button announcement-close"
        aria-label="Close announcement"
        onClick={() => {
          storage.set(ANNOUNCEMENT_STORAGE_KEY, announcement.id);
          setDismissed(true);
        }}
      >
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
