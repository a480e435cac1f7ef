import { t } from '@lingui/core/macro';
import { paths } from '@/config/paths';
import { fillTokens } from '@/content';
import { pages } from '@/content/pages';
import { PositionList } from '@/features/about/PositionList';
import { PageIntro } from '../PageIntro';

/** Join Our Team: the roles the clinic hires for and how to apply. */
export default function JoinOurTeamPage() {
  const joinTeam = pages.joinTeam ?? {};
  return (
    <PageIntro
      title={fillTokens(joinTeam.title) || undefined}
      parents={[{ label: t`About Us`, to: paths.aboutUs }]}
      intro={fillTokens(joinTeam.intro) || undefined}
    >
      <PositionList />
      {joinTeam.outro && <p className="intro-page__lead">{fillTokens(joinTeam.outro)}</p>}
    </PageIntro>
  );
}
