import { fillTokens } from '@/content';
import { pages } from '@/content/pages';
import { PageIntro } from '../PageIntro';

export default function OurPracticePage() {
  const practice = pages.practice ?? {};
  return (
    <PageIntro
      title={fillTokens(practice.title) || undefined}
      parents={[{ label: 'About Us', to: '/about-us' }]}
      intro={fillTokens(practice.intro) || undefined}
      introHtml={fillTokens(practice.html, { html: true }) || undefined}
    />
  );
}
