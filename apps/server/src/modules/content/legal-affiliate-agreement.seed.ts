import type { LegalDefault } from './legal.seed';

/** The default text of the Affiliate Agreement (legal.seed.ts lists every legal document). */
export const affiliateAgreement: LegalDefault = {
  slug: 'affiliate-agreement',
  title: 'Affiliate Agreement',
  summary:
    'Rules of the Meridian Trading Academy affiliate program: referral links, 30-day attribution, commissions, Stripe Connect payouts and promotion standards.',
  body: `This Affiliate Agreement ("Agreement") sets out the terms on which you may promote Meridian Trading Academy and earn commission on purchases made by the people you refer. It applies in addition to our Terms & Conditions and Privacy Policy. If this Agreement and the Terms & Conditions conflict on a matter concerning the affiliate program, this Agreement prevails.

In this Agreement, "we", "us" and "Meridian Trading Academy" refer to the business operating this website, and "you" or "affiliate" means the person or company accepted into the program.

## 1. Enrolment

1. To join, you must apply through the affiliate sign-up on our website, be at least 18 years old and give accurate contact and business information.
2. We review every application, may ask how you plan to promote us, and may accept or decline it at our discretion.
3. Once accepted, you receive access to the affiliate panel, where you can find your referral code, your referral link, the current commission rate, your referred purchases and your payout history.
4. You are an independent contractor. Nothing in this Agreement makes you our employee, agent, partner or joint venturer, and you may not make commitments or statements on our behalf.

## 2. Referral links and attribution

1. Your referral link is any link to our website that carries your referral code in the form ?ref=CODE. You may link to any public page, such as the home page, a webinar page or the advertising page.
2. When a visitor arrives through your referral link, the visit is attributed to you for 30 days. A purchase completed by that visitor within the 30-day window is credited to your account as a referred purchase.
3. If a visitor follows links from more than one affiliate, credit is assigned according to our tracking records, which show the referral code in effect when the purchase was completed. Only one affiliate is credited for any purchase.
4. Attribution can fail, for example if a visitor switches devices or reaches us without your link. If you believe a referral was missed, contact us within 30 days of the purchase and we will review our records in good faith.
5. Purchases you make yourself, or that are made for your own benefit or for anyone in your household, are not referred purchases and earn no commission.

## 3. Commission

1. You earn commission on referred paid webinar seats (RSVPs) and on any other purchases we list as eligible on the affiliate program page. The commission rate, and whether any recurring payment (such as an advertising subscription renewal) is eligible, are shown in your affiliate dashboard and on the program page.
2. Commission is earned only on purchases that have been paid in full and have not been refunded. It is calculated on the amount actually received, excluding taxes, payment disputes and any discounts.
3. Newly credited commission is shown as pending until the purchase can no longer be refunded under our normal policy. For a webinar seat, that is after the session has taken place.
4. If a purchase is refunded, cancelled or charged back, the related commission is reversed. If the commission has already been paid, we may deduct the amount from your future commission or, if no future commission is expected, ask you to repay it.
5. We may change the commission rate or the list of eligible purchases at any time by updating the program page and your dashboard. A change applies only to purchases completed after it takes effect.
6. Our tracking and commission records are final, except where there is an obvious error, which we will correct.

## 4. Payouts through Stripe Connect

1. Payouts are made through Stripe Connect. Before you can receive money, you must complete onboarding for a Stripe Connect Express account from your affiliate panel. Stripe collects and verifies your identity, tax and bank details directly; we do not see or store your full bank details.
2. Commission that is no longer pending is paid to your connected account on the schedule shown in your dashboard, together with any minimum payout amount that applies.
3. If you have not completed onboarding, or Stripe restricts your account, your commission stays in your balance until the issue is resolved. We are not responsible for delays caused by Stripe verification or by your bank.
4. You are responsible for all taxes on the commission you receive. Stripe may issue tax forms where the law requires it.
5. We may withhold payment of commission that is under investigation for fraud or for a breach of this Agreement until the investigation is complete.

## 5. How you may promote us

You must promote Meridian Trading Academy honestly, lawfully and in a way that protects our reputation and our customers. In particular:

1. Disclose your relationship. Wherever you share a referral link, clearly and conspicuously say that you may earn a commission, in line with the Federal Trade Commission Endorsement Guides and any similar rules where you or your audience are located. The disclosure must appear close to the link and be easy to understand, for example "I earn a commission if you buy through this link."
2. Make no income or performance claims. Do not state or imply that our webinars will make anyone money, that a trading method is guaranteed or low-risk, or that any result is typical. Do not quote specific profits, win rates or returns, whether yours or anyone else's.
3. Describe our services accurately. Our webinars are education, not investment advice. Do not describe us as a broker, fund, signal service or licensed adviser, and do not promise features, prices or discounts that are not on our website.
4. Do not send spam. Send email or SMS messages only to people who have agreed to receive them from you, include a working opt-out, and follow CAN-SPAM, the Telephone Consumer Protection Act and any other anti-spam or telemarketing law that applies. Do not post referral links in comment sections, forums or groups where this is not allowed.
5. Do not bid on our brand. You may not bid on "Meridian Trading Academy", "Meridian Trading" or close variations or misspellings as keywords in paid search or social advertising, and you may not use them in domain names, social media handles or ad display URLs.
6. Do not impersonate us. Do not create websites, profiles or ads that could be mistaken for ours, and use our logo and materials only as provided in your affiliate panel and without changing them.
7. Do not manipulate tracking. Cookie stuffing, forced clicks, hidden frames, automated traffic, incentivised clicks and misleading redirects are prohibited.
8. Avoid unsuitable places. Do not promote us alongside unlawful, hateful or sexually explicit content or unregulated investment schemes.

We may ask you to change or remove any promotion at any time, and you must do so promptly.

## 6. Use of our name and materials

We grant you a limited, non-exclusive, non-transferable and revocable licence to use our name, logo and the promotional materials in your affiliate panel solely to promote us under this Agreement. The licence ends automatically when this Agreement ends. All goodwill arising from your use of our brand belongs to us.

## 7. Data protection

You will not receive the payment details of the customers you refer. You are responsible for any personal data you collect from your own audience and must handle it lawfully. Our handling of affiliate data is described in our Privacy Policy.

## 8. Term and termination

1. This Agreement starts when we accept your application and continues until either of us ends it.
2. You may leave the program at any time by contacting us through the Support page.
3. We may end this Agreement at any time on notice. We may suspend your account or end this Agreement immediately if you breach it, if we reasonably suspect fraud, or if your promotion could harm our customers or our reputation.
4. When the Agreement ends, you must stop using your referral link and our materials. Commission earned on purchases completed before the end date is paid once it stops being pending, provided that you have complied with this Agreement. If we end the Agreement because of your breach or fraud, unpaid commission connected to that breach is forfeited.

## 9. Liability

1. The program is provided as is. We do not promise uninterrupted availability or that you will earn any particular amount.
2. To the maximum extent permitted by law, we are not liable for any indirect or consequential loss, or for loss of profit, revenue or business opportunity. Our total liability under this Agreement is limited to the commission paid or payable to you in the 12 months before the event giving rise to the claim.
3. You agree to indemnify us against claims, losses and costs arising from your promotion, including breaches of advertising, consumer protection, anti-spam or disclosure laws.
4. Nothing in this Agreement limits liability that cannot be limited by law.

## 10. General

We may update this Agreement by posting a new version and notifying you by email or in your affiliate panel. Continuing to promote us after the change takes effect means you accept it. You may not assign this Agreement without our written consent. This Agreement is governed by the laws of the jurisdiction in which Meridian Trading Academy is registered. For questions about the program, use the contact details on our [Support page](/support).
`,
};
