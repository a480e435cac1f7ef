import { fillTokens } from '@/content';
import { pages } from '@/content/pages';
import { PageIntro } from '../PageIntro';

export default function JoinOurTeamPage() {
  const joinTeam = pages.joinTeam ?? {};
  return (
    <PageIntro
      title={fillTokens(joinTeam.title) || undefined}
      parents={[{ label: 'About Us', to: '/about-us' }]}
      intro={fillTokens(joinTeam.intro) || undefined}
    />
  );
}
