import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profile } from '@/content';
import { ClinicMap } from './ClinicMap';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderMap() {
  render(<ClinicMap />);
  const area = screen.getByRole('region', { name: 'Map and directions' });
  const embed = within(area).getByTitle(/^Map showing/);
  return { area, embed };
}

describe('ClinicMap', () => {
  it('shows our drawing of the streets, the address and the directions link', () => {
    const { area, embed } = renderMap();
    expect(within(area).getByRole('img', { name: /^Map of the streets around/ })).toHaveAttribute(
      'src',
      '/documents/map/neighbourhood.svg',
    );
    expect(area).toHaveTextContent(profile.address.street);
    expect(within(area).getByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      profile.directionsUrl,
    );
    expect(embed).toHaveAttribute('src', profile.mapEmbedUrl);
    expect(embed).toHaveAttribute('loading', 'lazy');
    expect(embed).not.toHaveClass('is-shown');
  });

  it('keeps the drawing when the host cannot be reached, though the embed loads an error page', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    const { embed } = renderMap();
    fireEvent.load(embed);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await Promise.resolve();
    expect(embed).not.toHaveClass('is-shown');
  });

  it('lays the embed over the drawing once it has loaded and its host answers', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 200 })));
    const { embed } = renderMap();
    fireEvent.load(embed);
    await vi.waitFor(() => expect(embed).toHaveClass('is-shown'));
  });
});
