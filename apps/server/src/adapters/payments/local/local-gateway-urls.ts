/** The checkout page of the web app for a local checkout. */
export const localCheckoutUrl = (publicUrl: string, id: string) => `${publicUrl}/checkout/test/${id}`;
