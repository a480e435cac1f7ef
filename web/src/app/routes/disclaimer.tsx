import { PageIntro } from '../PageIntro';

export default function DisclaimerPage() {
  return <PageIntro />;
}
