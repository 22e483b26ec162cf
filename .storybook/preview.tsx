import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure, fn } from 'storybook/test';
import { signedOutHandlers } from '../mocks/src/index.ts';
import { AuthProvider } from '../packages/api-client/src/index.ts';
import {
  applyTheme,
  isTheme,
  LOCALES,
  type Locale,
  loadAreaTexts,
  notify,
  setLanguage,
  TEXT_AREAS,
  THEME_STORAGE_KEY,
  VerbaUiProvider,
} from '../packages/ui/src/index.ts';
import '../packages/ui/src/styles.css';
import { SIDE_PANEL_STORAGE_KEY } from '../packages/ui/src/screens/group-editor/use-side-panel-open.ts';
import { startWorker, unhandledApiRequests } from './msw.ts';
import { VIEWPORTS } from './viewports.ts';
import { afterStory } from './visual/after-story.ts';

// Play functions wait up to 4 s, not 1, for what a story renders: with both lanes of `npm test`
// on two cores, the 30-language grid and a first lazy chunk took longer. A missing element still fails.
configure({ asyncUtilTimeout: 4000 });

// The story test run may narrow axe to some rules (.storybook/vitest-project.ts); Storybook runs all.
const a11yRules: string[] | null = import.meta.env.STORY_A11Y_RULES ?? null;

// Links call this instead of leaving the story; the frame never navigates.
const navigate = fn().mockName('navigate');

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Theme preference (as if stored under localStorage "theme")',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'light', title: 'Light (corporate)' },
          { value: 'dark', title: 'Dark (business)' },
          { value: 'system', title: 'System' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LOCALES.map((locale) => ({ value: locale, title: locale })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en-US' },
  loaders: [
    mswLoader(startWorker),
    async ({ globals }) => {
      const locale = LOCALES.includes(globals.locale as Locale) ? (globals.locale as string) : 'en-US';
      // Stories are not bundle-sized: every area's texts load, in the chosen language.
      await Promise.all(TEXT_AREAS.map(loadAreaTexts));
      await setLanguage(locale as Locale);
      return {};
    },
  ],
  beforeEach({ msw }) {
    unhandledApiRequests.length = 0;
    // A story that opened the editor's side panel by its stored choice must not open it for the next.
    localStorage.removeItem(SIDE_PANEL_STORAGE_KEY);
    navigate.mockClear();
    notify.dismissAll();
    // Signed out unless a story says otherwise; story handlers are added later and win.
    msw.use(...signedOutHandlers());
  },
  async afterEach(context) {
    if (unhandledApiRequests.length > 0) {
      throw new Error(`Unhandled API requests (add an MSW handler): ${unhandledApiRequests.join(', ')}`);
    }
    await afterStory.run(context);
  },
  decorators: [
    (Story, { globals }) => {
      const theme = isTheme(globals.theme) ? globals.theme : 'light';
      // What the app's head script does before the first paint: the stored choice decides.
      localStorage.setItem(THEME_STORAGE_KEY, theme);
      applyTheme(theme);
      return (
        <AuthProvider>
          {/* Keyed by theme: a toolbar change starts the theme state afresh, without a toast. */}
          <VerbaUiProvider key={theme} navigate={navigate}>
            <Story />
          </VerbaUiProvider>
        </AuthProvider>
      );
    },
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: VIEWPORTS },
    // Not React Aria's off-screen live announcer: it keeps a pending button's announcement, an img
    // labelled by the button, for 7 s, after a success view or a closed dialog has taken the button away.
    a11y: {
      test: 'error',
      context: { exclude: ['[data-live-announcer]'] },
      options: a11yRules ? { runOnly: a11yRules } : {},
    },
  },
  tags: ['autodocs'],
};

export default preview;
