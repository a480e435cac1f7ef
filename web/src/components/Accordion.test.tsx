import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion';

const items = [
  { title: 'Neck Pain', html: '<p>About neck pain.</p>' },
  { title: 'Whiplash', html: '<p>About whiplash.</p>' },
  { title: 'Tinnitus', html: '<p>About tinnitus.</p><script>alert(1)</script>' },
];

/** The title a person clicks: the summary holding the panel's heading. */
function title(name: string) {
  const summary = screen.getByRole('heading', { name }).closest('summary');
  if (!summary) throw new Error(`${name} is not a panel title`);
  return summary;
}

function panelOf(name: string) {
  return title(name).closest('details') as HTMLDetailsElement;
}

function openTitles() {
  return [...document.querySelectorAll<HTMLDetailsElement>('details[open]')].map(
    (details) => details.querySelector('summary')?.textContent,
  );
}

// jsdom, like a browser, tells of a panel opened or closed a moment after the click.
const expectOpen = (...names: string[]) => waitFor(() => expect(openTitles()).toEqual(names));

describe('Accordion', () => {
  it('draws each panel as a closed disclosure whose title is a heading', () => {
    render(<Accordion items={items} headingLevel={2} />);
    for (const { title: name } of items) {
      expect(title(name).querySelector('h2')).toHaveTextContent(name);
      expect(panelOf(name).open).toBe(false);
    }
    expect(openTitles()).toEqual([]);
  });

  it('labels each panel region by its title and holds a plus and a minus for its state', async () => {
    render(<Accordion items={items} />);
    const whiplash = title('Whiplash');
    expect(whiplash.querySelector('[data-icon="plus"]')).not.toBeNull();
    expect(whiplash.querySelector('[data-icon="minus"]')).not.toBeNull();
    await userEvent.click(whiplash);
    await expectOpen('Whiplash');
    const region = screen.getByRole('region', { name: 'Whiplash' });
    expect(region).toHaveAttribute('aria-labelledby', whiplash.id);
    expect(region).toHaveTextContent('About whiplash.');
    expect(panelOf('Whiplash')).toContainElement(region);
  });

  it('keeps one panel open: opening another closes the first', async () => {
    render(<Accordion items={items} />);
    await userEvent.click(title('Neck Pain'));
    await expectOpen('Neck Pain');
    await userEvent.click(title('Whiplash'));
    await expectOpen('Whiplash');
  });

  it('keeps one open however a panel opens (as find-in-page opens one to show a match)', async () => {
    render(<Accordion items={items} />);
    await userEvent.click(title('Neck Pain'));
    await expectOpen('Neck Pain');
    panelOf('Tinnitus').open = true;
    await expectOpen('Tinnitus');
  });

  it('groups its panels under one name, so that browsers keep one open before the app runs', () => {
    render(<Accordion items={items} />);
    const names = items.map(({ title: name }) => panelOf(name).getAttribute('name'));
    expect(names[0]).toBeTruthy();
    expect(new Set(names).size).toBe(1);
  });

  it('closes the open panel when it is clicked again', async () => {
    render(<Accordion items={items} />);
    await userEvent.click(title('Neck Pain'));
    await expectOpen('Neck Pain');
    await userEvent.click(title('Neck Pain'));
    await expectOpen();
  });

  it('takes each title in the tab order and sanitises the panel HTML', async () => {
    render(<Accordion items={items} />);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(title('Tinnitus')).toHaveFocus();
    const region = screen.getByRole('region', { name: 'Tinnitus' });
    expect(within(region).getByText('About tinnitus.')).toBeInTheDocument();
    expect(region.querySelector('script')).toBeNull();
  });

  it('keeps separate accordions independent', async () => {
    render(
      <>
        <Accordion items={items.slice(0, 2)} />
        <Accordion items={[{ title: 'Knee Pain', html: '<p>Knees.</p>' }]} />
      </>,
    );
    await userEvent.click(title('Neck Pain'));
    await userEvent.click(title('Knee Pain'));
    await new Promise((resolve) => setTimeout(resolve, 0)); // what follows each opening is done
    expect(openTitles()).toEqual(['Neck Pain', 'Knee Pain']);
    expect(panelOf('Neck Pain').getAttribute('name')).not.toBe(
      panelOf('Knee Pain').getAttribute('name'),
    );
  });
});
