import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Treatment } from '@/api/types';
import { profile } from '@/content';
import { telHref } from '@/lib/phone';
import { makeBlog, makeTiming, makeTreatment } from '@/testing/fixtures';
import { answerGet, success } from '@/testing/server';
import { answerSiteCalls } from '@/testing/site-api';
import { renderPage } from './entry-server';
import { setSiteUrl } from './lib/site-url';

const tmj: Treatment = {
  ...makeTreatment(3, 'tmj-dysfunction', 'W', 1, 'TMJ Dysfunction'),
  ckEditorHtml: '<h2>What is TMJ dysfunction?</h2><p>Pain where the jaw meets the skull.</p>',
};

function answerTheSite() {
  answerSiteCalls({
    treatments: [tmj, makeTreatment(4, 'manual-therapy', 'H', 1, 'Manual Therapy')],
    blogs: [makeBlog(1, 'tech-neck', '2026-03-01', 'Tech Neck')],
    timings: [makeTiming(1, 'Physical Therapy', 'Mon,Tue,Wed,Thu,Fri', '09:00', '19:00')],
  });
  answerGet('Treatment/GetTreatmentDescriptionBySlug', () => success(tmj));
}

// As in the server build (vite build --ssr): parts hydrated later render at once there.
beforeAll(() => {
  vi.stubEnv('SSR', true);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

// Hydrating it without a mismatch is tested in a real browser: tests/e2e/test_rendered_pages.py.
describe('a page rendered on the server', () => {
  it('holds the header with its menus, the page and the footer, and the data it showed', async () => {
    answerTheSite();
    setSiteUrl('https://www.clinic.example');
    const page = await renderPage('/what-we-treat?slug=tmj-dysfunction', new Date());

    expect(page.problems).toEqual([]);
    expect(page.html).toContain('<h1');
    expect(page.html).toContain('TMJ Dysfunction');
    expect(page.html).toContain('Pain where the jaw meets the skull.');
    // The dropdown's links are in the page while it is closed.
    expect(page.html).toContain('href="/how-we-treat?slug=manual-therapy"');
    expect(page.html).toContain('<footer');
    // Nothing waits for a script to be shown (the clinic's JSON-LD is data, not a script).
    const jsonLd = /<script type="application\/ld\+json">[^<]*<\/script>/;
    expect(page.html).toMatch(jsonLd);
    expect(page.html.replace(jsonLd, '')).not.toMatch(/<script|<template/);
    // The head the screen declares, apart from the body: the document's head is made of it.
    expect(page.head).toContain('<title>TMJ Dysfunction Treatment | ');
    expect(page.head).toContain(
      '<link rel="canonical" href="https://www.clinic.example/what-we-treat?slug=tmj-dysfunction"/>',
    );
    expect(page.html).not.toContain('<title>');
    expect(page.modules).toEqual(['src/app/routes/treatment.tsx']);
    expect(page.data.url).toBe('/what-we-treat?slug=tmj-dysfunction');
    expect(Object.keys(page.data.answers)).toEqual(
      expect.arrayContaining(['treatments', 'working-hours', 'tmj-dysfunction']),
    );
  });
});

/** The text a reader sees of rendered HTML, and the HTML of the region a heading names. */
function readable(html: string) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const region = (heading: string) => {
    const title = [...body.querySelectorAll('h2')].find((h) => h.textContent === heading);
    return title?.closest('section') ?? null;
  };
  return { text: body.textContent ?? '', region };
}

describe('a page as a browser without JavaScript reads it', () => {
  it.each([
    ['/contact-us', 'Send Us a Message'],
    ['/what-we-treat?slug=tmj-dysfunction', 'Request an Appointment'],
    ['/Book-Appointment', 'Request Your Visit'],
  ])(
    '%s gives the phone and email where its form will be, and never says Loading',
    async (url, heading) => {
      answerTheSite();
      const page = await renderPage(url, new Date());
      expect(page.problems).toEqual([]);

      const { text, region } = readable(page.html);
      expect(text).not.toMatch(/loading/i);
      expect(page.html).not.toContain('<form');
      const place = region(heading);
      expect(place).not.toBeNull();
      expect(place?.querySelector(`a[href="${telHref(profile.phones[0])}"]`)).not.toBeNull();
      expect(place?.querySelector(`a[href="mailto:${profile.email}"]`)).not.toBeNull();
    },
  );
});
