import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok } from '@/testing/mock-api';
import { slugFromPath } from '../utils/slug-from-path';
import { LinkResolver } from './link-resolver';

function renderResolver(slug: string | null, navigate = vi.fn()) {
  const router = createMemoryRouter([
    { path: '*', element: <LinkResolver slug={slug} navigate={navigate} /> },
  ]);
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return navigate;
}

describe('LinkResolver', () => {
  it('asks the API exactly once, even in StrictMode, and replaces the location', async () => {
    const api = mockApi({ 'GET /api/link': ok({ destination: 'https://example.com/page' }) });
    const navigate = renderResolver('abc');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('https://example.com/page'));
    expect(navigate).toHaveBeenCalledTimes(1);
    const calls = api.callsTo('GET', '/api/link');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.get('slug')).toBe('abc');
  });

  it('shows a not-found state for an unknown slug', async () => {
    mockApi({ 'GET /api/link': fail(404, 'invalid link') });
    const navigate = renderResolver('nope');
    expect(await screen.findByRole('heading', { name: 'Link not found' })).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dash/overview',
    );
    await expectNoSeriousA11yViolations();
  });

  it('does not call the API for a path that cannot be a slug', async () => {
    const api = mockApi({});
    renderResolver(null);
    expect(await screen.findByRole('heading', { name: 'Link not found' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('never follows a non-web destination', async () => {
    mockApi({ 'GET /api/link': ok({ destination: 'javascript:alert(1)' }) });
    const navigate = renderResolver('x');
    expect(await screen.findByRole('heading', { name: 'Link not found' })).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('explains other failures', async () => {
    mockApi({ 'GET /api/link': fail(500, 'Internal Server Error') });
    renderResolver('x');
    expect(
      await screen.findByRole('heading', { name: 'Could not open this link' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Internal Server Error')).toBeInTheDocument();
  });
});

describe('slugFromPath', () => {
  it('drops the leading slash and percent-decodes', () => {
    expect(slugFromPath('/abc')).toBe('abc');
    expect(slugFromPath('/a%20b/c')).toBe('a b/c');
    expect(slugFromPath('/a+b')).toBe('a+b');
    expect(slugFromPath('/%E2%9C%93')).toBe('✓');
    expect(slugFromPath('/abc/')).toBe('abc/');
  });

  it('returns null for a path that does not decode', () => {
    expect(slugFromPath('/%E0%A4%A')).toBeNull();
  });
});
