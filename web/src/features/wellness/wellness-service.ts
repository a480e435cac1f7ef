// One massage and wellness service as its pages use it: its id as its address carries it, whether
// it has a page of its own, its price as shown, and the treatment the booking form takes from it.

/** The treatment id in a /wellness?id= value (paths.wellnessService writes it), or null when it is not base64 of a whole number. */
export function decodeWellnessId(id: string | null | undefined): number | null {
  if (!id) return null;
  try {
    const decoded = atob(id.trim());
    if (!/^\d{1,10}$/.test(decoded)) return null;
    const value = Number(decoded);
    return value > 0 && value <= 2_147_483_647 ? value : null;
  } catch {
    return null;
  }
}

/** True when the service has rich text to show on a page of its own. */
export function hasDetailPage(service: { ckEditorHtml: string | null }): boolean {
  return Boolean(service.ckEditorHtml && service.ckEditorHtml.trim());
}

/** "$75", "$82.50". */
export function formatPrice(charges: number | null | undefined): string {
  if (charges === null || charges === undefined || Number.isNaN(Number(charges))) return '';
  const amount = Number(charges);
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** The service as the booking form's fixed treatment. */
export function bookingTreatment(service: {
  treatmentId: number;
  treatmentName: string;
  tariffID: number;
}) {
  return {
    treatmentId: service.treatmentId,
    treatmentName: service.treatmentName,
    tariffId: service.tariffID,
  };
}
