/** The treatment (view-more-conditions) whose page shows the body-region accordion. */
export const BODY_ACCORDION_TREATMENT_ID = 27;
