import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getTreatmentDescriptionBySlug } from '@/api/treatments';
import type { Treatment } from '@/api/types';
import { PageHero } from '@/components/PageHero';
import { SafeHtml } from '@/components/SafeHtml';
import { documentUrl } from '@/content';
import { usePageHead } from '@/hooks/use-page-head';
import './treatments.css';

export interface TreatmentDetailProps {
  slug: string;
  /** Which list the treatment is shown under: What We Treat (W) or How We Treat (H). */
  flag: 'W' | 'H';
}

/**
 * One treatment: title, breadcrumb, image and body. An unknown slug goes to /not-found, a
 * failed load to /error.
 */
export function TreatmentDetail({ slug, flag }: TreatmentDetailProps) {
  const navigate = useNavigate();
  const [treatment, setTreatment] = useState<Treatment | null>(null);

  useEffect(() => {
    let active = true;
    getTreatmentDescriptionBySlug(slug)
      .then((answer) => {
        if (!active) return;
        if (!answer?.success || !answer.data) {
          navigate('/not-found', { replace: true });
          return;
        }
        setTreatment(answer.data);
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error('Failed to load treatment data', error);
        navigate('/error', { replace: true });
      });
    return () => {
      active = false;
    };
  }, [slug, navigate]);

  usePageHead(
    treatment ? treatment.pagetitle || treatment.treatmentName : undefined,
    treatment?.treatementHeader ?? undefined,
    treatment?.keyword ?? undefined,
  );

  const listLabel = flag === 'H' ? 'How We Treat' : 'What We Treat';

  if (!treatment) {
    return (
      <>
        <PageHero title={listLabel} crumbs={[{ label: listLabel }]} />
        <div className="container treatment-detail page-pending" aria-busy="true">
          <p className="treatment-list__status">Loading…</p>
        </div>
      </>
    );
  }

  const image = documentUrl(treatment.filePath);
  return (
    <>
      <PageHero
        title={treatment.treatmentName}
        crumbs={[
          { label: listLabel, to: '/physical-therapy-treatments' },
          { label: treatment.treatmentName },
        ]}
      />
      <article className="container treatment-detail">
        {image && (
          <img
            className="treatment-detail__image"
            src={image}
            alt={treatment.treatmentName}
            width={960}
            height={540}
          />
        )}
        <SafeHtml html={treatment.ckEditorHtml} className="prose treatment-detail__body" />
      </article>
    </>
  );
}
