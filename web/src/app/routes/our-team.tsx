import { PageIntro } from '../PageIntro';

export default function OurTeamPage() {
  return <PageIntro parents={[{ label: 'About Us', to: '/about-us' }]} />;
}
