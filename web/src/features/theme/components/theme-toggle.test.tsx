import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { useThemeStore } from '../theme-store';
import { ThemeToggle } from './theme-toggle';

describe('ThemeToggle', () => {
  it('is a switch that flips the theme and stores it', async () => {
    const user = userEvent.setup();
    useThemeStore.getState().init();
    render(<ThemeToggle />);
    const toggle = screen.getByRole('switch', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('dark')).toBe('true');
    await expectNoSeriousA11yViolations();
  });
});
