import type { Blog, Timing, Treatment } from '@/api/types';

export function makeTreatment(
  id: number,
  slug: string,
  flag: 'W' | 'H',
  type = 1,
  name = slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' '),
): Treatment {
  return {
    treatmentID: id,
    treatmentId: id,
    treatmentName: name,
    slug,
    flag,
    treatmentTypeID: type,
    filePath: `treatments/${slug}.svg`,
    pagetitle: `${name} Treatment`,
    treatementHeader: `About ${name}.`,
    keyword: slug.replace(/-/g, ', '),
    ckEditorHtml: null,
  };
}

export function makeBlog(id: number, slug: string, date: string, title = `Blog ${id}`): Blog {
  return {
    commentID: id,
    slug,
    title,
    blogImage: `blogs/${slug}.svg`,
    fileName: `blogs/${slug}.svg`,
    blogDate: date,
    header: `${title} header`,
    comment: `${title} summary`,
    keywords: 'health',
    response: null,
  };
}

export function makeTiming(
  id: number,
  type: 'Physical Therapy' | 'Massage Therapy',
  days: string,
  startTime: string,
  endTime: string,
): Timing {
  return { timeId: id, treatmentTypeName: type, days, startTime, endTime };
}
