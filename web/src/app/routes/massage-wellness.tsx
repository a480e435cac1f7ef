import { fillTokens } from '@/content';
import { pages } from '@/content/pages';
import { PageIntro } from '../PageIntro';

export default function MassageWellnessPage() {
  const wellness = pages.wellness ?? {};
  return (
    <PageIntro
      title={fillTokens(wellness.title) || undefined}
      intro={fillTokens(wellness.intro) || undefined}
    />
  );
}
