import { describe, expect, it } from 'vitest';
import type { Treatment } from '@/api/types';
import { buildTreatmentMenus } from './treatment-menu';

function treatment(id: number, slug: string, flag: string, type: number): Treatment {
  return {
    treatmentID: id,
    treatmentId: id,
    treatmentName: slug.replace(/-/g, ' '),
    slug,
    flag,
    treatmentTypeID: type,
    filePath: null,
    pagetitle: '',
    treatementHeader: '',
    keyword: '',
    ckEditorHtml: null,
  };
}

describe('buildTreatmentMenus', () => {
  const answer = [
    treatment(1, 'sciatica-and-back-pain-relief', 'W', 1),
    treatment(2, 'sports-performance', 'H', 1),
    treatment(3, 'tmj-dysfunction', 'W', 1),
    treatment(4, 'swedish-massage', 'W', 2),
    treatment(5, 'hot-stone', 'H', 2),
    treatment(6, 'pelvic-floor-therapy', 'H', 1),
  ];

  it('keeps only physical therapy treatments (type 1)', () => {
    const menus = buildTreatmentMenus(answer);
    const slugs = [...menus.whatWeTreat, ...menus.howWeTreat].map((item) => item.slug);
    expect(slugs).not.toContain('swedish-massage');
    expect(slugs).not.toContain('hot-stone');
    expect(slugs).toHaveLength(4);
  });

  it('puts flag W in What We Treat and flag H in How We Treat, in answer order', () => {
    const menus = buildTreatmentMenus(answer);
    expect(menus.whatWeTreat.map((item) => item.slug)).toEqual([
      'sciatica-and-back-pain-relief',
      'tmj-dysfunction',
    ]);
    expect(menus.howWeTreat.map((item) => item.slug)).toEqual([
      'sports-performance',
      'pelvic-floor-therapy',
    ]);
  });

  it('links each item to its screen with the slug as query parameter', () => {
    const menus = buildTreatmentMenus(answer);
    expect(menus.whatWeTreat[1]).toEqual({
      id: 3,
      label: 'tmj dysfunction',
      slug: 'tmj-dysfunction',
      to: '/what-we-treat?slug=tmj-dysfunction',
    });
    expect(menus.howWeTreat[0].to).toBe('/how-we-treat?slug=sports-performance');
  });

  it('gives empty menus for no answer', () => {
    expect(buildTreatmentMenus([])).toEqual({ whatWeTreat: [], howWeTreat: [] });
    expect(buildTreatmentMenus(null)).toEqual({ whatWeTreat: [], howWeTreat: [] });
  });
});
