import { t } from '@lingui/core/macro';

/** The eight services of the Book-Appointment page's select, in the order shown. */
export const bookingServices = [
  { value: 'manual_therapy', label: t`Manual Therapy` },
  { value: 'chronic_pain', label: t`Chronic Pain` },
  { value: 'hand_therapy', label: t`Hand Therapy` },
  { value: 'sports_therapy', label: t`Sports Therapy` },
  { value: 'cupping_therapy', label: t`Cupping Therapy` },
  { value: 'ultrasound_therapy', label: t`Ultrasound Therapy` },
  { value: 'laser_therapy', label: t`Laser Therapy` },
  { value: 'craniosacral_therapy', label: t`Craniosacral Therapy` },
] as const;

/** The readable name of a service value ("manual_therapy" → "Manual Therapy"). */
export function serviceLabel(value: string): string {
  return bookingServices.find((service) => service.value === value)?.label ?? '';
}
