import { fillTokens } from '@/content';
import { pages } from '@/content/pages';
import { LocationDetails } from '@/features/location/LocationDetails';
import { PageIntro } from '../PageIntro';

/** Our location: address, business hours, a picture and what we help with. */
export default function OurLocationPage() {
  const location = pages.location ?? {};
  return (
    <PageIntro
      title={fillTokens(location.title) || undefined}
      intro={fillTokens(location.intro) || undefined}
    >
      <LocationDetails />
    </PageIntro>
  );
}
