// What the API reference documents: the public exports of the `livecodes` SDK package.
export { createPlayground, getPlaygroundUrl } from 'livecodes';
export type { Code, Config, EmbedOptions, Language, Playground } from 'livecodes';
