import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { profile } from '@/content';
import { faqItems, FaqList } from './FaqList';

describe('FAQs', () => {
  it('lists the eight questions, every answer closed', () => {
    render(<FaqList />);
    const questions = screen.getAllByRole('button');
    expect(questions).toHaveLength(8);
    expect(faqItems).toHaveLength(8);
    for (const question of questions) {
      expect(question).toHaveAttribute('aria-expanded', 'false');
      expect(question.closest('h2')).not.toBeNull();
    }
  });

  it('opens one answer at a time and closes it on a second click', async () => {
    render(<FaqList />);
    const [first, second] = screen.getAllByRole('button');
    await userEvent.click(first);
    const answer = screen.getByRole('region', { name: first.textContent ?? '' });
    expect(answer).toHaveTextContent(profile.phones[0]);
    expect(answer).toHaveTextContent('September 1, 2019');
    expect(first.querySelector('[data-icon="minus"]')).not.toBeNull();

    await userEvent.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(first.querySelector('[data-icon="plus"]')).not.toBeNull();
    expect(second).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('fills the clinic tokens in questions and answers', () => {
    const text = faqItems.map((item) => item.title + item.html).join(' ');
    expect(text).not.toContain('{{');
    expect(text).toContain(profile.name);
  });
});
