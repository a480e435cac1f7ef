import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { getTreatmentDescriptionBySlug } from '@/api/treatments';
import type { Treatment } from '@/api/types';
import { PageHead, RoutePageHead } from '@/app/PageHead';
import { PageColumns } from '@/components/PageColumns';
import { PageHero } from '@/components/PageHero';
import { SafeHtml } from '@/components/SafeHtml';
import { paths } from '@/config/paths';
import { documentUrl } from '@/content';
import { useDetailBySlug } from '@/hooks/use-detail-by-slug';
import './treatments.css';

export interface TreatmentDetailProps {
  slug: string;
  /** Which list the treatment is shown under: What We Treat (W) or How We Treat (H). */
  flag: 'W' | 'H';
  /** The side column (quick links, recent blogs). */
  aside?: ReactNode;
  /** More content under the body, chosen by the page for the loaded treatment. */
  extra?: (treatment: Treatment) => ReactNode;
}

/** The breadcrumb's middle step: both lists lead to the treatments overview. */
const TREATMENTS_OVERVIEW = paths.physicalTherapyTreatments;

/**
 * One treatment: title, breadcrumb, image and body. An unknown slug goes to /not-found, a
 * failed load to /error.
 */
export function TreatmentDetail({ slug, flag, aside, extra }: TreatmentDetailProps) {
  const treatment = useDetailBySlug(slug, getTreatmentDescriptionBySlug);

  const listLabel = flag === 'H' ? t`How We Treat` : t`What We Treat`;

  if (!treatment) {
    return (
      <>
        <RoutePageHead />
        <PageHero title={listLabel} crumbs={[{ label: listLabel }]} />
        <div className="container treatment-detail page-pending" aria-busy="true" />
      </>
    );
  }

  const image = documentUrl(treatment.filePath);
  const more = extra?.(treatment);
  return (
    <>
      <PageHead
        name={treatment.pagetitle || treatment.treatmentName}
        description={treatment.treatementHeader ?? ''}
        keywords={treatment.keyword ?? ''}
        image={treatment.filePath}
      />
      <PageHero
        title={treatment.treatmentName}
        crumbs={[{ label: listLabel, to: TREATMENTS_OVERVIEW }, { label: treatment.treatmentName }]}
      />
      <PageColumns as="article" side={aside} className="treatment-detail">
        {image && (
          <img className="treatment-detail__image" src={image} alt="" width={960} height={640} />
        )}
        <SafeHtml html={treatment.ckEditorHtml} className="prose treatment-detail__body" />
        {more && <div className="treatment-detail__extra">{more}</div>}
      </PageColumns>
    </>
  );
}
