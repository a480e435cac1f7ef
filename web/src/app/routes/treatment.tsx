import { useLocation, useSearchParams } from 'react-router-dom';
import { TreatmentDetail } from '@/features/treatments/TreatmentDetail';
import { TreatmentList } from '@/features/treatments/TreatmentList';
import { PageIntro } from '../PageIntro';

/** /what-we-treat and /how-we-treat: one treatment when a slug is given, else the list. */
export default function TreatmentPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const flag = pathname.toLowerCase().startsWith('/how-we-treat') ? 'H' : 'W';
  const slug = params.get('slug')?.trim();

  if (slug) return <TreatmentDetail key={`${flag}-${slug}`} slug={slug} flag={flag} />;

  return (
    <PageIntro>
      <TreatmentList flag={flag} />
    </PageIntro>
  );
}
