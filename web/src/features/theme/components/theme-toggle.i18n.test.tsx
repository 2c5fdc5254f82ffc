import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n';
import { ThemeToggle } from './theme-toggle';

describe('ThemeToggle in other languages', () => {
  it.each([
    ['de', 'Dunkles Design'],
    ['fr', 'Thème sombre'],
    ['es', 'Tema oscuro'],
    ['zh-CN', '深色主题'],
  ] as const)('is named in %s', async (language, name) => {
    await applyLanguage(language);
    render(<ThemeToggle />);
    expect(screen.getByRole('switch', { name })).toBeInTheDocument();
  });
});
