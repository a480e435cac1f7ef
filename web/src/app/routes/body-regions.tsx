import { PageIntro } from '../PageIntro';

export default function BodyRegionsPage() {
  return <PageIntro />;
}
