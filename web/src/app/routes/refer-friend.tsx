import { fillTokens } from '@/content';
import { pages } from '@/content/pages';
import { PageIntro } from '../PageIntro';

export default function ReferFriendPage() {
  const referFriend = pages.referFriend ?? {};
  return (
    <PageIntro
      title={fillTokens(referFriend.title) || undefined}
      parents={[{ label: "Patient's Info" }]}
      intro={fillTokens(referFriend.intro) || undefined}
      introHtml={fillTokens(referFriend.html, { html: true }) || undefined}
    />
  );
}
