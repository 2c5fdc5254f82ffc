import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { linkFixture } from '../links.fixture';
import { LinkStatus } from './link-status';
import { PreviewCard, type PreviewCardProps } from './preview-card';

const CARD: PreviewCardProps = {
  title: 'Spring sale',
  description: 'Half off',
  image: '',
  siteName: '',
  host: 's.example',
};

const card = () => screen.getByRole('figure', { name: 'Preview card as chat apps show it' });
const image = () => card().querySelector('img');

describe('the preview card', () => {
  it('shows hostile text as text', () => {
    const hostile = '<script>alert(1)</script>';
    const markup = '<img src=x onerror=alert(1)>';
    renderWithProviders(
      <PreviewCard {...CARD} title={hostile} description={markup} siteName={`<b>${hostile}`} />,
    );
    expect(within(card()).getByText(hostile)).toBeInTheDocument();
    expect(within(card()).getByText(markup)).toBeInTheDocument();
    expect(within(card()).getByText(`<b>${hostile}`)).toBeInTheDocument();
    expect(card().querySelector('script, b')).toBeNull();
    expect(image()).toBeNull();
  });

  it('names the site, else the short link’s host', () => {
    const { unmount } = renderWithProviders(<PreviewCard {...CARD} />);
    expect(within(card()).getByText('s.example')).toBeInTheDocument();
    unmount();
    renderWithProviders(<PreviewCard {...CARD} siteName="Shop" />);
    expect(within(card()).getByText('Shop')).toBeInTheDocument();
    expect(within(card()).queryByText('s.example')).toBeNull();
  });

  it('puts the image on top, without a referrer, and hides it when it fails to load', () => {
    const src = 'https://cdn.example.com/sale.png';
    const { rerender } = renderWithProviders(<PreviewCard {...CARD} image={src} />);
    const img = image();
    expect(card().firstElementChild).toBe(img);
    expect(img).toHaveAttribute('src', src);
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(img).toHaveAttribute('loading', 'lazy');
    fireEvent.error(img!);
    expect(image()).toBeNull();
    expect(within(card()).getByText('Spring sale')).toBeInTheDocument();
    // Another URL gets its chance.
    rerender(<PreviewCard {...CARD} image="https://cdn.example.com/other.png" />);
    expect(image()).toHaveAttribute('src', 'https://cdn.example.com/other.png');
  });
});

describe('the link list', () => {
  it('marks a link that has a preview card', () => {
    const preview = { title: 'Spring sale', description: null, image: null, siteName: null };
    renderWithProviders(<LinkStatus link={linkFixture({ preview })} />);
    expect(screen.getByRole('img', { name: 'Has a preview card' })).toHaveAttribute(
      'title',
      'Preview card: Spring sale',
    );
  });

  it('shows nothing for a plain link', () => {
    const { container } = renderWithProviders(<LinkStatus link={linkFixture()} />);
    expect(within(container).queryByRole('img')).toBeNull();
  });
});
