import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useApi } from './use-api';

function Greeting({ name, fetcher }: { name: string; fetcher: (name: string) => Promise<string> }) {
  const answer = useApi(name, () => fetcher(name));
  if (answer.status === 'loading') return <p>Loading…</p>;
  if (answer.status === 'failed') return <p>Failed: {String(answer.error)}</p>;
  return <p>{answer.data}</p>;
}

/** A fetcher whose answers the test hands out one by one. */
function heldFetcher() {
  const pending = new Map<string, (value: string) => void>();
  const fetcher = (name: string) =>
    new Promise<string>((resolve) => {
      pending.set(name, resolve);
    });
  return { fetcher, answer: (name: string, value: string) => pending.get(name)?.(value) };
}

describe('useApi', () => {
  it('shows loading, then the answer', async () => {
    render(<Greeting name="Rosa" fetcher={async (name) => `Hello, ${name}`} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Hello, Rosa')).toBeInTheDocument();
  });

  it('gives the error of a fetcher that fails, even one that throws at once', async () => {
    const { unmount } = render(
      <Greeting name="Rosa" fetcher={() => Promise.reject(new Error('down'))} />,
    );
    expect(await screen.findByText('Failed: Error: down')).toBeInTheDocument();
    unmount();

    render(
      <Greeting
        name="Rosa"
        fetcher={() => {
          throw new Error('unreadable');
        }}
      />,
    );
    expect(await screen.findByText('Failed: Error: unreadable')).toBeInTheDocument();
  });

  it('loads again when the key changes and drops the answer to the old key', async () => {
    const { fetcher, answer } = heldFetcher();
    const { rerender } = render(<Greeting name="Rosa" fetcher={fetcher} />);
    rerender(<Greeting name="Ann" fetcher={fetcher} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();

    answer('Ann', 'Hello, Ann');
    expect(await screen.findByText('Hello, Ann')).toBeInTheDocument();
    // The slower answer for the old key arrives last and changes nothing.
    await act(async () => answer('Rosa', 'Hello, Rosa'));
    expect(screen.getByText('Hello, Ann')).toBeInTheDocument();
  });
});
