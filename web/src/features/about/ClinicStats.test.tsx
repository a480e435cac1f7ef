import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClinicStats } from './ClinicStats';

const stats = [
  { value: '78+', label: 'Skilled Therapists' },
  { value: '98%', label: 'Success Rate' },
  { value: '950+', label: 'Patients Treated' },
  { value: '78+', label: 'Experience Team' },
];

function setReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ClinicStats', () => {
  it('shows the final figures at once under reduced motion', () => {
    setReducedMotion(true);
    render(<ClinicStats stats={stats} />);
    expect(screen.getByText('950+')).toBeInTheDocument();
    expect(screen.getByText('98%')).toBeInTheDocument();
    expect(screen.getAllByText('78+')).toHaveLength(2);
  });

  it('shows the exact figures until they come into view, then counts up to them', () => {
    setReducedMotion(false);
    const observers: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.stubGlobal('cancelAnimationFrame', () => undefined);

    render(<ClinicStats stats={stats} />);
    // As the page's first HTML has them.
    expect(screen.getByText('98%')).toBeInTheDocument();
    const runFrames = (time: number) => {
      for (const frame of frames.splice(0)) frame(time);
    };
    act(() => observers.forEach((notify) => notify([{ isIntersecting: true }])));
    expect(screen.getByText('0%')).toBeInTheDocument();
    act(() => runFrames(1000));
    act(() => runFrames(1800));
    const middle = Number(screen.getByText(/%$/).textContent?.replace(/\D/g, ''));
    expect(middle).toBeGreaterThan(0);
    expect(middle).toBeLessThan(98);
    act(() => runFrames(5000));
    expect(screen.getByText('98%')).toBeInTheDocument();
    expect(screen.getByText('950+')).toBeInTheDocument();
    expect(frames).toHaveLength(0);
  });

  it('can be present but hidden', () => {
    setReducedMotion(true);
    render(<ClinicStats stats={stats} hidden />);
    const block = document.querySelector('.clinic-stats');
    expect(block).toHaveAttribute('hidden');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
