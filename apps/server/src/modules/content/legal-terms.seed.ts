import type { LegalDefault } from './legal.seed';

/** The default text of the Terms & Conditions (legal.seed.ts lists every legal document). */
export const terms: LegalDefault = {
  slug: 'terms',
  title: 'Terms & Conditions',
  summary:
    'Terms for using Meridian Trading Academy: accounts, webinar seats and refunds, advertising plans, acceptable use, intellectual property and liability.',
  body: `These Terms & Conditions ("Terms") govern your use of the Meridian Trading Academy website and services, including paid live webinars, the affiliate program, Digital Billboard advertising, email and SMS marketing services, the newsletter, blog and contact forms. By using the website or buying from us, you agree to these Terms.

"Meridian Trading Academy", "we", "us" and "our" mean the business operating this website. "You" means the person using it and, if you act for a company, that company as well. Nothing in these Terms affects consumer rights that cannot be excluded by law.

## 1. Eligibility

You must be at least 18 years old, able to enter into a binding contract, and give accurate information that you keep up to date. Our services are educational, and you are responsible for making sure that using them is lawful where you live.

## 2. Accounts

1. Accounts are role-based: depending on your relationship with us, you may have access to the affiliate, advertiser, sales, email marketing or admin panel. We assign roles and may change or remove them.
2. Keep your sign-in details confidential and do not share your account. Your password is held only by our identity provider, so our staff cannot see it and will never ask for it.
3. Tell us promptly through the Support page if you suspect unauthorised access. You are responsible for activity under your account unless it results from our own failure.
4. We may suspend or close an account that breaches these Terms, is used fraudulently or puts others at risk. You may ask us to close your account at any time; this does not cancel amounts already owed.

## 3. Live webinars

1. Price. Seats are sold individually at the price shown on the session page, currently $500 per seat. Prices are in US dollars, and any applicable tax is shown at checkout before you pay.
2. Payment and seat hold. Payment is taken through Stripe Checkout. When you start checkout, we hold a seat for you for {{seatHold}}. If payment is not completed in that time, the hold expires and the seat is released; you can start again if seats remain. Your seat is confirmed only when Stripe confirms your payment.
3. Confirmation and reminders. After payment, we email you a confirmation with a calendar invitation (.ics) showing the start time in your own time zone, followed by reminders 24 hours and 1 hour before the session.
4. Join link. The join link is sent only to paid attendees. It is personal to you: do not share, forward or publish it.
5. Waitlist. When a session is full, you can join its waitlist free of charge. If a seat becomes available, we email an offer to people on the waitlist. The seat is yours only once you complete payment.
6. Changes by us. We may change a presenter, the agenda or technical arrangements where necessary. If we move a session to a different date or time, you can keep your seat for the new time or ask for a full refund.
7. Cancellation by us. If we cancel a session, every paid attendee receives a full refund to the original payment method. The same applies if a session cannot go ahead because of a technical failure on our side.
8. Cancellation by you. {{refundPolicy}} Refunds go to the original payment method through Stripe; most banks show them within 5 to 10 business days.
9. Conduct and recordings. Be respectful to presenters and other attendees; we may remove disruptive participants without a refund. You may not record, rebroadcast or redistribute any session without our written permission. The session page states whether a recording will be made available. You are responsible for your own device and internet connection.

## 4. Digital Billboard advertising plans

1. Plans. Advertising is available on a monthly plan at $150 per month or an annual plan at $600 per year, billed in advance as a Stripe subscription.
2. Renewal. Plans renew automatically at the end of each billing period until cancelled. If the price changes, we will tell you before the change applies to your next renewal.
3. Cancellation. You can cancel at any time from the advertiser panel or by contacting us. Cancellation takes effect at the end of the current billing period, and your approved creatives keep running until then. Unused parts of a period are not refunded, except under point 6 or where the law requires.
4. Creative approval. Every creative, including its images, text and destination link, is reviewed by our staff before it is displayed. We may reject or remove creatives that are misleading, promise trading profits or guaranteed income, promote unregulated investment schemes, infringe anyone's rights, contain malware or do not meet our specifications. We will tell you why, and you may submit a revised version.
5. Your responsibility. Approval is not an endorsement. You remain responsible for your creatives and the pages they link to, and you allow us to store, format and display them.
6. Delivery. We do not guarantee a particular number of impressions, clicks or business results. If, for a reason on our side, your approved creative is not displayed for a substantial part of a billing period, contact us and we will extend your plan or refund the affected portion.
7. Failed payments. If a renewal payment fails, we may pause your creatives until payment succeeds and end the plan if it remains unpaid.

## 5. Affiliate program

Participation in the affiliate program is governed by our Affiliate Agreement, which forms part of these Terms for affiliates.

## 6. Email and SMS marketing services

If you engage us for email or SMS marketing, the scope and fees are agreed in writing before work starts. You confirm that every recipient you supply has given any consent the law requires and that your content complies with anti-spam and telemarketing laws. Email campaigns include one-click unsubscribe and may include open and click tracking. We may refuse to send content we believe is unlawful or misleading.

## 7. Newsletter, blog and forms

The newsletter uses double opt-in, and every issue has an unsubscribe link. Blog posts are general information. A job application submitted through our careers form does not create any obligation to offer employment.

## 8. Acceptable use

You must not:

1. break any law or infringe anyone's rights through our services;
2. try to access accounts, panels or systems you are not authorised to use, or test them for vulnerabilities without permission;
3. scrape data or use bots to create accounts, hold seats or submit forms;
4. resell or transfer seats or share join links without our permission;
5. upload malware or unlawful, defamatory or infringing content; or
6. misrepresent your relationship with us or attribute trading results to us.

## 9. Intellectual property

Webinar materials, recordings, blog posts, software, logos and the names "Meridian Trading Academy" and "Professional Trading Solutions" belong to us or our licensors. You may use them for your own education only, and may not copy, sell, teach from or publish them without our written permission. You keep ownership of content you submit and give us the licence we need to provide our services.

## 10. Education, not advice

Everything we provide is general education. It is not investment, financial, tax or legal advice, and it does not take your circumstances into account. Trading involves a substantial risk of loss. Please read our Investment Risk Disclosure, which forms part of these Terms, and consult a licensed adviser before making investment decisions.

## 11. Disclaimers

Our services are provided "as is" and "as available". To the extent permitted by law, we exclude all implied warranties and do not promise that the website will be error-free or that any strategy discussed will be profitable. We are not responsible for third-party websites we link to.

## 12. Limitation of liability

1. To the maximum extent permitted by law, we are not liable for trading or investment losses, loss of profit or opportunity, or any indirect or consequential loss.
2. Our total liability to you for all claims is limited to the amount you paid us in the 12 months before the event giving rise to the claim.
3. Nothing in these Terms limits liability for death or personal injury caused by negligence, for fraud, or for anything else that cannot be limited by law.
4. You agree to indemnify us against claims arising from your breach of these Terms or from content you supply, including advertising creatives.

## 13. Changes

We may update our services and these Terms. We will post the new version on this page and notify account holders by email of material changes before they take effect. Changes do not apply to purchases completed before they take effect.

## 14. Governing law and general terms

These Terms are governed by the laws of the jurisdiction in which Meridian Trading Academy is registered, without affecting any mandatory consumer protection of the country where you live. If any part of these Terms is unenforceable, the rest remains in effect, and not enforcing a right straight away does not waive it.

## 15. Contact

For questions about these Terms, refunds or your account, use the contact details on our [Support page](/support).
`,
};
