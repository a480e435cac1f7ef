import { t } from '@lingui/core/macro';
import { ShieldCheck } from 'lucide-react';
import { insurancePlans, type InsurancePlan } from './content';

/** The accepted insurance plans as a table. */
export function InsuranceTable({ plans = insurancePlans }: { plans?: InsurancePlan[] }) {
  return (
    <div className="insurance-table__wrap">
      <table className="insurance-table">
        <caption className="visually-hidden">{t`Accepted insurance plans`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Insurance plan`}</th>
            <th scope="col">{t`What to know`}</th>
          </tr>
        </thead>
        <tbody>
          {plans.map((entry) => (
            <tr key={entry.plan}>
              <th scope="row">
                <span className="insurance-table__plan">
                  <ShieldCheck aria-hidden="true" size={20} />
                  {entry.plan}
                </span>
              </th>
              <td>{entry.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
