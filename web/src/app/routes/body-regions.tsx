import { BodyRegionAccordion } from '@/features/body-accordion/BodyRegionAccordion';
import { PageIntro } from '../PageIntro';

/** The body-region accordion on a page of its own. */
export default function BodyRegionsPage() {
  return (
    <PageIntro>
      <BodyRegionAccordion />
    </PageIntro>
  );
}
