import { t } from '@lingui/core/macro';
import { documentUrl, fillTokens } from '@/content';
import { pages } from '@/content/pages';
import { SafeHtml } from '@/components/SafeHtml';
import { PageIntro } from '../PageIntro';
import './refer-friend.css';

/** The picture beside the Refer a Friend text. */
const REFER_PICTURE = 'pages/refer-a-friend.svg';

/** Refer a Friend: how to tell a friend about the clinic (the form is not shown). */
export default function ReferFriendPage() {
  const referFriend = pages.referFriend ?? {};
  return (
    <PageIntro
      title={fillTokens(referFriend.title) || undefined}
      parents={[{ label: t`Patient's Info` }]}
      intro={fillTokens(referFriend.intro) || undefined}
    >
      <div className="refer-friend">
        <SafeHtml html={fillTokens(referFriend.html, { html: true })} className="prose" />
        <img
          className="refer-friend__picture"
          src={documentUrl(REFER_PICTURE)}
          alt={fillTokens(referFriend.imageAlt)}
          width={800}
          height={500}
        />
      </div>
    </PageIntro>
  );
}
