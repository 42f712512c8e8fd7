/**
 * The two billing periods, apart from the plan catalog so the pricing toggle (client code) does not
 * carry the whole catalog to the browser.
 */
export const billingPeriods = ["monthly", "annual"] as const;
export type Billing = (typeof billingPeriods)[number];
