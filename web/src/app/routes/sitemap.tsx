import { Sitemap } from '@/features/sitemap/Sitemap';
import { PageIntro } from '../PageIntro';

/** Sitemap: every page of the site. */
export default function SitemapPage() {
  return (
    <PageIntro>
      <Sitemap />
    </PageIntro>
  );
}
