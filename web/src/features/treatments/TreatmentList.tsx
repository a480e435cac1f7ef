import { t } from '@lingui/core/macro';
import { Pager, pageItems } from '@/components/Pager';
import { TreatmentGrid } from '@/components/TreatmentGrid';
import { paths } from '@/config/paths';
import { documentUrl } from '@/content';
import { usePageParam } from '@/hooks/use-page-param';
import { useTreatmentList } from '@/hooks/use-treatment-list';
import { treatmentsOf } from '@/lib/treatments';
import './treatments.css';

/** Nine treatments per page. */
export const TREATMENT_PAGE_SIZE = 9;

/** The card grid of What We Treat (flag W) or How We Treat (flag H) treatments. */
export function TreatmentList({ flag }: { flag: 'W' | 'H' }) {
  const { treatments, loading } = useTreatmentList();
  const items = treatmentsOf(treatments, flag);
  const [page, hrefOf] = usePageParam(items.length, TREATMENT_PAGE_SIZE);

  // The page is rendered with the list: only a visit that starts in the browser waits for it.
  if (loading) return <div className="page-pending" aria-busy="true" />;
  if (items.length === 0) return null;

  return (
    <>
      <TreatmentGrid
        cards={pageItems(items, page, TREATMENT_PAGE_SIZE).map((treatment) => ({
          slug: treatment.slug,
          to: paths.treatment(flag, treatment.slug),
          name: treatment.treatmentName,
          image: treatment.filePath ? documentUrl(treatment.filePath) : undefined,
        }))}
      />
      <Pager
        page={page}
        total={items.length}
        pageSize={TREATMENT_PAGE_SIZE}
        hrefOf={hrefOf}
        label={flag === 'H' ? t`How We Treat pages` : t`What We Treat pages`}
      />
    </>
  );
}
