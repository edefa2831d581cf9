/** Narrow corrections of TypeDoc's text for the SDK: each matches one known slip and nothing else. */
export function correctGeneratedText(body: string): string {
  return (
    body
      // A member's signature says `optional` before a name that ends in `?`: the `?` says it once.
      .replace(/^> `optional` (?=\*\*[^*\n]+\?\*\*:)/gm, '> ')
      // A typo in the SDK's doc comment of EmbedOptions.template.
      .replace(/\bAllowed valued can be found\b/g, 'Allowed values can be found')
  );
}
