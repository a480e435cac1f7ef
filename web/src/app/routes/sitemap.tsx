import { PageIntro } from '../PageIntro';

export default function SitemapPage() {
  return <PageIntro />;
}
