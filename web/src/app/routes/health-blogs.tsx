import { t } from '@lingui/core/macro';
import { BlogList } from '@/features/blogs/BlogList';
import { PageIntro } from '../PageIntro';

/** The Health Blog: every post as a card, nine to a page. */
export default function HealthBlogsPage() {
  return (
    <PageIntro parents={[{ label: t`Patient's Info` }]}>
      <BlogList />
    </PageIntro>
  );
}
