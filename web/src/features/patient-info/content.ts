import insuranceJson from '@content/site/insurance.json';
import patientInfoJson from '@content/site/patient-info.json';
import { fillTokens } from '@/content';

interface PatientInfoFile {
  /** HTML. */
  intro: string;
  firstVisit: string[];
  prepare: string[];
}

export interface InsurancePlan {
  plan: string;
  note: string;
}

const patientInfoFile = patientInfoJson as PatientInfoFile;

/** content/site/patient-info.json, filled with the clinic's details. */
export const patientInfo = {
  introHtml: fillTokens(patientInfoFile.intro, { html: true }),
  firstVisit: patientInfoFile.firstVisit.map((point) => fillTokens(point)),
  prepare: patientInfoFile.prepare.map((point) => fillTokens(point)),
};

/** The accepted insurance plans (content/site/insurance.json). */
export const insurancePlans: InsurancePlan[] = (insuranceJson as InsurancePlan[]).map((entry) => ({
  plan: fillTokens(entry.plan),
  note: fillTokens(entry.note),
}));
