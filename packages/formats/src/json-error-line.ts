/**
 * The line (1-based) of the first JSON syntax error in `text`, found by a small validating scan:
 * V8's JSON.parse message does not always name a position.
 */
export function jsonErrorLine(text: string): number {
  let at = 0;
  const fail = (): never => {
    throw at;
  };
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at] as string)) at++;
  };
  const literal = (word: string) => {
    if (text.startsWith(word, at)) at += word.length;
    else fail();
  };
  const string = () => {
    at++;
    while (at < text.length && text[at] !== '"') {
      const char = text.charCodeAt(at);
      if (char < 0x20) fail();
      if (text[at] === '\\') {
        at++;
        if (text[at] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 1, at + 5))) fail();
          at += 4;
        } else if (!'"\\/bfnrt'.includes(text[at] ?? 'x')) fail();
      }
      at++;
    }
    if (at >= text.length) fail();
    at++;
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(at, at + 400));
    if (!match || match[0] === '' || match[0] === '-') fail();
    at += (match as RegExpExecArray)[0].length;
  };
  const value = (): void => {
    space();
    const char = text[at];
    if (char === '{') members('}', true);
    else if (char === '[') members(']', false);
    else if (char === '"') string();
    else if (char === 't') literal('true');
    else if (char === 'f') literal('false');
    else if (char === 'n') literal('null');
    else number();
  };
  const members = (close: string, keyed: boolean) => {
    at++;
    space();
    if (text[at] === close) {
      at++;
      return;
    }
    for (;;) {
      if (keyed) {
        space();
        if (text[at] !== '"') fail();
        string();
        space();
        if (text[at] !== ':') fail();
        at++;
      }
      value();
      space();
      if (text[at] === ',') {
        at++;
        continue;
      }
      if (text[at] === close) {
        at++;
        return;
      }
      fail();
    }
  };
  try {
    value();
    space();
    if (at < text.length) fail();
  } catch (position) {
    if (typeof position !== 'number') throw position;
    at = position;
  }
  return text.slice(0, at).split('\n').length;
}
