/** The eight services of the Book-Appointment page's select, in the order shown. */
export const bookingServices = [
  { value: 'manual_therapy', label: 'Manual Therapy' },
  { value: 'chronic_pain', label: 'Chronic Pain' },
  { value: 'hand_therapy', label: 'Hand Therapy' },
  { value: 'sports_therapy', label: 'Sports Therapy' },
  { value: 'cupping_therapy', label: 'Cupping Therapy' },
  { value: 'ultrasound_therapy', label: 'Ultrasound Therapy' },
  { value: 'laser_therapy', label: 'Laser Therapy' },
  { value: 'craniosacral_therapy', label: 'Craniosacral Therapy' },
] as const;

/** The readable name of a service value ("manual_therapy" → "Manual Therapy"). */
export function serviceLabel(value: string): string {
  return bookingServices.find((service) => service.value === value)?.label ?? '';
}
