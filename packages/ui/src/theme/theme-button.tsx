import { useTranslation } from 'react-i18next';
import { Button } from '../components/button/button.tsx';
import { nextTheme } from './theme.ts';
import { ThemeIcon } from './theme-icon.tsx';
import { useTheme } from './theme-provider.tsx';

/** Cycles light → dark → system; its name says the current theme and the next one. */
export function ThemeButton() {
  const { t } = useTranslation();
  const { theme, cycleTheme } = useTheme();
  const label = t('theme.button', {
    current: t(`theme.name.${theme}`),
    next: t(`theme.name.${nextTheme(theme)}`),
  });
  return (
    <Button variant="ghost" shape="square" aria-label={label} data-theme-choice={theme} onPress={cycleTheme}>
      <ThemeIcon theme={theme} />
    </Button>
  );
}
