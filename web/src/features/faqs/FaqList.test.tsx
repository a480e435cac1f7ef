import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { profile } from '@/content';
import { faqItems, FaqList } from './FaqList';

function questions() {
  return [...document.querySelectorAll<HTMLElement>('details > summary')];
}

function isOpen(question: HTMLElement) {
  return (question.parentElement as HTMLDetailsElement).open;
}

describe('FAQs', () => {
  it('lists the eight questions as headings, every answer closed', () => {
    render(<FaqList />);
    expect(faqItems).toHaveLength(8);
    expect(questions()).toHaveLength(8);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      faqItems.map((item) => item.title),
    );
    for (const question of questions()) expect(isOpen(question)).toBe(false);
  });

  it('opens one answer at a time and closes it on a second click', async () => {
    render(<FaqList />);
    const [first, second] = questions();
    await userEvent.click(first);
    expect(isOpen(first)).toBe(true);
    const answer = screen.getByRole('region', { name: first.textContent ?? '' });
    expect(answer).toHaveTextContent(profile.phones[0]);
    expect(answer).toHaveTextContent('September 1, 2019');

    await userEvent.click(second);
    await waitFor(() => expect(isOpen(first)).toBe(false));
    expect(isOpen(second)).toBe(true);

    await userEvent.click(second);
    expect(questions().filter(isOpen)).toEqual([]);
  });

  it('fills the clinic tokens in questions and answers', () => {
    const text = faqItems.map((item) => item.title + item.html).join(' ');
    expect(text).not.toContain('{{');
    expect(text).toContain(profile.name);
  });
});
