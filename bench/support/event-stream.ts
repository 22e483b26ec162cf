/** One open stream: calls `onEvent` with each event's name as it arrives. */
export async function openStream(url: string, cookie: string, onEvent: (name: string) => void) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { cookie }, signal: controller.signal });
  if (!response.ok || !response.body) throw new Error(`stream: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const opened = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const name = /^event: (.+)$/m.exec(buffer.slice(0, end))?.[1];
        if (name) onEvent(name);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  })();
  return { close: () => controller.abort(), opened };
}
