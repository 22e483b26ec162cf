import i18next, { type BackendModule, type InitOptions } from 'i18next';
import { describe, expect, it } from 'vitest';
import { releaseSnippet } from './release-snippet.ts';

/** The options the snippet hands to `init`, read by running its code with a stand-in for i18next. */
function optionsOf(snippet: string): InitOptions {
  let options: InitOptions = {};
  const stub = {
    use: () => stub,
    init: async (given: InitOptions) => {
      options = given;
    },
  };
  const body = snippet
    .replace(/^import .*$/gm, '')
    .replace('await i18next.use(HttpBackend)', 'await i18next.use()');
  new Function('i18next', `return (async () => {${body}})();`)(stub);
  return options;
}

describe('releaseSnippet', () => {
  it('asks the release only for the language it names and the base, never for a bare `de` beside `de-DE`', async () => {
    const options = optionsOf(releaseSnippet('https://verba.example.com/cdn/t', 'de-DE', 'en', ['common']));
    expect(options.backend).toMatchObject({
      loadPath: 'https://verba.example.com/cdn/t/{{lng}}/{{ns}}.json',
    });
    // i18next with the snippet's options, and a backend that notes what it would fetch.
    const fetched: string[] = [];
    const backend: BackendModule = {
      type: 'backend',
      init: () => {},
      read: (language, namespace, callback) => {
        fetched.push(`${language}/${namespace}`);
        callback(null, {});
      },
    };
    await i18next
      .createInstance()
      .use(backend)
      .init({ ...options, backend: undefined });
    expect(fetched.sort()).toEqual(['de-DE/common', 'en/common']);
  });
});
