import { fillTokens } from '@/content';
import { pages } from '@/content/pages';
import { PageIntro } from '../PageIntro';

export default function AboutPhysicalTherapyPage() {
  const about = pages.about ?? {};
  const physicalTherapy = pages.physicalTherapy ?? {};
  const html = [about.aboutHtml, physicalTherapy.html].filter(Boolean).join('');
  return (
    <PageIntro
      title={fillTokens(about.title) || undefined}
      parents={[{ label: 'About Us' }]}
      intro={fillTokens(about.intro) || undefined}
      introHtml={fillTokens(html, { html: true }) || undefined}
    />
  );
}
