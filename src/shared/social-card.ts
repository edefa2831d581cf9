/** The picture link previews show for every page: drawn by build/social-card.ts, served from src/static. */
const text = 'Use, embed and self-host the client-side code playground for 90+ languages.';

export const SOCIAL_CARD = {
  path: '/docs/img/social-card.png',
  width: 1200,
  height: 630,
  text,
  alt: `LiveCodes Docs: ${text}`,
};
