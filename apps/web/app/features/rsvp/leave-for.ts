/** Sends the browser to another page (checkout, or back from it): a full page load, as Stripe needs. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
