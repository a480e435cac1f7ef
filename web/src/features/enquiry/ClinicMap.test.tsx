import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profile } from '@/content';
import { ClinicMap } from './ClinicMap';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderMap() {
  render(<ClinicMap />);
  return screen.getByRole('region', { name: 'Map and directions' });
}

/** Asks for the interactive map and lets its embed load; returns the embed. */
function askForTheEmbed(area: HTMLElement) {
  const ask = within(area).getByRole('button', { name: 'Show the interactive map' });
  ask.focus();
  fireEvent.click(ask);
  const embed = within(area).getByTitle(/^Map showing/);
  fireEvent.load(embed);
  return embed;
}

describe('ClinicMap', () => {
  it('shows our drawing of the streets, the address and the directions link', () => {
    const area = renderMap();
    expect(within(area).getByRole('img', { name: /^Map of the streets around/ })).toHaveAttribute(
      'src',
      '/documents/map/neighbourhood.svg',
    );
    expect(area).toHaveTextContent(profile.address.street);
    expect(within(area).getByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      profile.directionsUrl,
    );
  });

  it('asks nothing of the map host until the patient asks for its map', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const area = renderMap();
    expect(within(area).queryByTitle(/^Map showing/)).toBeNull();
    expect(area.querySelector('iframe')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(within(area).getByRole('button', { name: 'Show the interactive map' })).toBeVisible();
  });

  it('loads the embed unseen once asked, and says so on the button', () => {
    const area = renderMap();
    fireEvent.click(within(area).getByRole('button', { name: 'Show the interactive map' }));
    const embed = within(area).getByTitle(/^Map showing/);
    expect(embed).toHaveAttribute('src', profile.mapEmbedUrl);
    expect(embed).not.toHaveClass('is-shown');
    expect(
      within(area).getByRole('button', { name: 'Loading the interactive map…' }),
    ).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps the drawing when the host cannot be reached, though the embed loads an error page', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    const area = renderMap();
    askForTheEmbed(area);
    expect(
      await within(area).findByText('The interactive map cannot be reached just now.'),
    ).toBeVisible();
    expect(fetch).toHaveBeenCalledWith(profile.mapEmbedUrl, expect.anything());
    expect(area.querySelector('iframe')).toBeNull();
    expect(within(area).getByRole('img', { name: /^Map of the streets around/ })).toBeVisible();
    expect(within(area).getByRole('button', { name: 'Try the interactive map again' })).toBe(
      document.activeElement,
    );
  });

  it('lays the embed over the drawing once it has loaded and its host answers, and takes the patient to it', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 200 })));
    const area = renderMap();
    const embed = askForTheEmbed(area);
    await vi.waitFor(() => expect(embed).toHaveClass('is-shown'));
    expect(within(area).queryByRole('button')).toBeNull();
    expect(embed).toBe(document.activeElement);
  });
});
