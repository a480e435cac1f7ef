import { t } from '@lingui/core/macro';
import { paths } from '@/config/paths';
import { ClinicStats } from '@/features/about/ClinicStats';
import { TeamMembers } from '@/features/about/TeamMembers';
import { PageIntro } from '../PageIntro';

/** Our Team: the two team members, and the clinic's figures kept hidden. */
export default function OurTeamPage() {
  return (
    <PageIntro parents={[{ label: t`About Us`, to: paths.aboutUs }]}>
      <TeamMembers />
      <ClinicStats hidden />
    </PageIntro>
  );
}
