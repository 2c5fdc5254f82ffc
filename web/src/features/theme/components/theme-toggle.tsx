// A switch between the light and dark themes.
import { useThemeStore } from '../theme-store';

export function ThemeToggle({ className }: { className?: string }) {
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
        <span className="theme-toggle__thumb">{dark ? '☾' : '☀'}</span>
      </span>
      <span className="theme-toggle__label">Dark theme</span>
    </button>
  );
}
