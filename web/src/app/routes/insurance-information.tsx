import { t } from '@lingui/core/macro';
import { InsuranceTable } from '@/features/patient-info/InsuranceTable';
import '@/features/patient-info/patient-info.css';
import { PageIntro } from '../PageIntro';

/** Insurance Info: the plans the clinic accepts. */
export default function InsuranceInformationPage() {
  return (
    <PageIntro parents={[{ label: t`Patient's Info` }]}>
      <InsuranceTable />
    </PageIntro>
  );
}
