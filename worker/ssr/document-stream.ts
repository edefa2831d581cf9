/** The document as one stream: the head, React's stream of the page, the closing tags. */
import type { Logger } from '../log.ts';

const encoder = new TextEncoder();

/** prefix + body + suffix as one stream; if the body fails midway the document is still closed, and the failure logged. */
export function documentStream(prefix: string, body: ReadableStream<Uint8Array>, suffix: string, log: Logger): ReadableStream<Uint8Array> {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  void (async () => {
    await writer.write(encoder.encode(prefix));
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        await writer.write(value);
      }
    } catch (error) {
      log.error('ssr: stream failed midway; closing the document', error);
    }
    await writer.write(encoder.encode(suffix));
    await writer.close();
  })().catch(() => {
    // The reader went away: nothing left to close.
    writer.abort().catch(() => {});
  });
  return readable;
}
