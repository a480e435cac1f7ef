import { fillTokens } from '@/content';
import { pages } from '@/content/pages';
import { PageIntro } from '../PageIntro';

export default function OurLocationPage() {
  const location = pages.location ?? {};
  return (
    <PageIntro
      title={fillTokens(location.title) || undefined}
      intro={fillTokens(location.intro) || undefined}
    />
  );
}
