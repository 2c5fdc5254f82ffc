// A switch between the light and dark themes.
import { useTranslation } from 'react-i18next';
import { useThemeStore } from '../theme-store';

// Symbols on the track, hidden from screen readers: the switch's name is its label.
const MARKS = { dark: '☾', light: '☀' } as const;

export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const dark = useThemeStore((state) => state.dark);
  const toggle = useThemeStore((state) => state.toggle);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      className={['theme-toggle', className].filter(Boolean).join(' ')}
      onClick={toggle}
    >
      <span className="theme-toggle__track" aria-hidden="true">
        <span className="theme-toggle__thumb">{dark ? MARKS.dark : MARKS.light}</span>
      </span>
      <span className="theme-toggle__label">{t('theme.dark')}</span>
    </button>
  );
}
