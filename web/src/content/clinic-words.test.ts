import { describe, expect, it } from 'vitest';
import { hoursLine, intakeFormLabel, statLabel, stateName, visitLength } from './clinic-words';

describe('the clinic profile words in the English build', () => {
  it('are shown as content/clinic.json writes them', () => {
    expect(hoursLine({ days: 'Monday to Friday', time: '9 am to 7 pm' })).toEqual({
      days: 'Monday to Friday',
      time: '9 am to 7 pm',
    });
    expect(statLabel('Skilled Therapists')).toBe('Skilled Therapists');
    expect(intakeFormLabel('Patient Intake Form (September 2025)')).toBe(
      'Patient Intake Form (September 2025)',
    );
    expect(visitLength('1 hour 15 minutes')).toBe('1 hour 15 minutes');
    expect(stateName('New Jersey')).toBe('New Jersey');
  });
});
