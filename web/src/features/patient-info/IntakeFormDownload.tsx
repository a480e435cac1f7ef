import { t } from '@lingui/core/macro';
import { Download, FileText } from 'lucide-react';
import { documentUrl, profile } from '@/content';

/** The patient intake form as a PDF to download and print. */
export function IntakeFormDownload() {
  const { intakeForm } = profile;
  return (
    <div className="intake-form card">
      <FileText aria-hidden="true" size={40} className="intake-form__icon" />
      <div className="intake-form__text">
        <h2 className="intake-form__title">{intakeForm.label}</h2>
        <p className="intake-form__file">
          {intakeForm.fileName} <span className="intake-form__type">(PDF)</span>
        </p>
      </div>
      <a
        className="btn btn--primary intake-form__button"
        href={documentUrl(intakeForm.path)}
        download={intakeForm.fileName}
        type="application/pdf"
      >
        <Download aria-hidden="true" size={18} />
        {t`Download and Print`}
      </a>
    </div>
  );
}
