import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../components/toaster/notify.ts';
import {
  applyTheme,
  nextTheme,
  readStoredTheme,
  THEME_STORAGE_KEY,
  type Theme,
  writeStoredTheme,
} from './theme.ts';

export interface ThemeContextValue {
  theme: Theme;
  /** Saves, applies and announces the choice with an info toast. */
  setTheme: (theme: Theme) => void;
  /** light → dark → system → light. */
  cycleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** localStorage itself can throw on access when the browser blocks storage. */
function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export interface ThemeProviderProps {
  children: ReactNode;
}

export function ThemeProvider({ children }: ThemeProviderProps) {
  const { t } = useTranslation();
  const [theme, setThemeState] = useState<Theme>(() => readStoredTheme(localStorageOrNull()));

  // Layout effect: the attribute is right before paint even where no head script set it.
  useLayoutEffect(() => applyTheme(theme), [theme]);

  // Another tab changed the preference: follow it quietly.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY || event.key === null)
        setThemeState(readStoredTheme(localStorageOrNull()));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // The toast is raised here, on a user's change, never by an effect, so start-up stays silent.
  const setTheme = useCallback(
    (next: Theme) => {
      writeStoredTheme(localStorageOrNull(), next);
      setThemeState(next);
      notify.info(t(`theme.toast.${next}`));
    },
    [t],
  );
  const cycleTheme = useCallback(() => setTheme(nextTheme(theme)), [setTheme, theme]);

  const value = useMemo(() => ({ theme, setTheme, cycleTheme }), [theme, setTheme, cycleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <VerbaUiProvider>');
  return value;
}
