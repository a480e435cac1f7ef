import { PageIntro } from '../PageIntro';

export default function TermsOfUsePage() {
  return <PageIntro />;
}
