import { PageIntro } from '../PageIntro';

export default function PrivacyPolicyPage() {
  return <PageIntro />;
}
