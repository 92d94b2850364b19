/**
 * Default texts for the legal pages of the Meridian Trading Academy website.
 *
 * These are the initial versions seeded into the content store. Staff can
 * edit them later from the admin panel; the body is Markdown (headings start
 * at level 2, no raw HTML, no tables).
 */

export type LegalSlug = 'affiliate-agreement' | 'risk-disclosure' | 'terms' | 'privacy' | 'gdpr';

export interface LegalDefault {
  slug: LegalSlug;
  title: string;
  summary: string;
  body: string;
}

const affiliateAgreement: LegalDefault = {
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

const riskDisclosure: LegalDefault = {
  slug: 'risk-disclosure',
  title: 'Investment Risk Disclosure',
  summary:
    'Trading carries a high risk of loss. Our webinars and content are education only, not investment advice, and no results or profits are guaranteed.',
  body: `Please read this disclosure carefully before you attend a webinar, read our content or act on anything you learn from Meridian Trading Academy. It forms part of our Terms & Conditions.

Trading and investing in financial markets involve a high level of risk and are not suitable for everyone. You can lose some or all of the money you invest, and with some products you can lose more than you deposit. Do not trade with money you cannot afford to lose.

## 1. Education, not advice

1. Meridian Trading Academy provides education. Our webinars, blog posts, newsletters, examples, slides and any other materials explain concepts, tools and methods for general learning purposes only.
2. Nothing we publish or say is investment, financial, tax or legal advice, or a recommendation or solicitation to buy, sell or hold any security, derivative, currency, cryptoasset or other instrument.
3. We do not know your financial situation, objectives, experience or tolerance for risk, and we do not assess whether any trade or strategy is suitable for you. Presenters and staff do not act as your adviser, broker or portfolio manager, and we do not manage money for anyone.
4. Any trades shown during a session, including live or simulated trades, are for illustration only. They are not signals, and you should not copy them.
5. Unless expressly stated, Meridian Trading Academy and its presenters are not registered as investment advisers, broker-dealers or similar regulated firms in any jurisdiction.

## 2. No guarantees

1. No method, indicator, system or strategy taught in our webinars can guarantee profits or prevent losses. Markets are affected by events nobody can predict, and a method that has worked in the past can stop working without warning.
2. We make no promise that attending our webinars will improve your trading results, replace your income or lead to financial independence.
3. Be wary of anyone, including people who claim to be associated with us, who promises guaranteed, risk-free or unusually high returns. Our affiliates are not permitted to make such claims, and we ask you to report any that you see.

## 3. Past performance and hypothetical results

1. Past performance is not a reliable indicator of future results. This applies to markets, to instruments, to strategies and to the results of any person.
2. Hypothetical or simulated results, including backtests and paper trades, have inherent limitations. They are prepared with the benefit of hindsight, do not involve real money, and do not reflect the effect of slippage, commissions, liquidity, taxes or the emotional pressure of live trading. Real results usually differ, sometimes very significantly.

## 4. Testimonials are not typical

Testimonials, reviews and success stories reflect the experience of the individual concerned. They are not typical and are not a guarantee or prediction of what you will achieve. Many people who study trading lose money. Results depend on many factors, including capital, discipline, experience, market conditions and time, most of which are outside our control. Where a person featured in our material has received a free seat, payment or any other benefit, we disclose that fact next to their statement.

## 5. Risks of particular products

Our sessions may discuss a range of markets and instruments. Each has its own risks, and these are some of the most important.

### 5.1 Leverage and margin

Leverage lets you control a large position with a small deposit. It magnifies losses exactly as it magnifies gains. A small price move against you can wipe out your margin, lead to margin calls at short notice, and cause your broker to close your positions at a loss without asking you. With some products and brokers, losses can exceed your deposit, leaving you owing money.

### 5.2 Options

Options are complex. Buyers can lose the entire premium paid, often quickly, because options lose value over time and with changes in volatility. Sellers (writers) of options can face losses far larger than the premium received; losses on uncovered (naked) call options are theoretically unlimited. Exercise and assignment can happen at inconvenient times and create positions you did not intend to hold.

### 5.3 Futures and contracts for difference

Futures and contracts for difference (CFDs) are leveraged products. Losses can exceed the initial margin, and positions can be closed out automatically if you cannot meet margin requirements. CFDs are not permitted for retail clients in some countries, including the United States.

### 5.4 Foreign exchange (forex)

Currency markets trade around the clock and can move sharply on economic data, central bank decisions and political events, including when you are not watching. Retail forex is usually traded with high leverage. Spreads can widen dramatically, and prices can gap over stop orders, so a stop-loss order does not guarantee that your loss will be limited to the level you chose.

### 5.5 Cryptoassets

Cryptoassets are highly volatile and speculative, and in many places they are largely unregulated. Their value can fall to zero. Trading platforms can fail, be hacked or freeze withdrawals, and you may have no compensation scheme or regulator to turn to. Transactions sent in error are usually irreversible, and leveraged crypto derivatives carry the risks described above in addition to these.

### 5.6 Stocks and other securities

Share prices can fall sharply because of company news, sector trends or wider market conditions. Small-cap and low-liquidity stocks can be hard to sell at a fair price, and short selling exposes you to potentially unlimited losses.

## 6. Practical risks

1. Trading platforms, internet connections and data feeds can fail. Orders may be delayed, rejected or filled at prices different from those you expected.
2. Market gaps, halts and low liquidity can prevent you from exiting a position.
3. Trading costs, including commissions, spreads, financing charges and taxes, reduce returns and can turn a profitable strategy into a losing one.
4. Trading on borrowed money or money needed for living costs, debts or retirement can have serious consequences for you and your family.

## 7. Your responsibility

1. You alone are responsible for your trading and investment decisions and for the results of those decisions.
2. Before you trade, make sure you understand the product, the fees, the risks and how your broker handles margin and client money. Read the risk warnings and disclosure documents your broker provides, and check that the firm is authorised by the regulator in your country.
3. Consider practising with a demo account before risking real money, and never risk more than you can afford to lose.
4. Consult a licensed financial adviser, and where relevant a tax or legal professional, who can consider your personal circumstances before you make investment decisions.

## 8. Limitation of our responsibility

To the extent permitted by law, Meridian Trading Academy, its presenters, staff and affiliates are not liable for any trading or investment loss you incur, whether or not it relates to material you saw or heard from us. Our full liability terms are set out in our Terms & Conditions.

## 9. Questions

If anything in this disclosure is unclear, please contact us before you attend a session, using the contact details on our [Support page](/support). We would rather answer your question first than have you take part without understanding the risks.
`,
};

const terms: LegalDefault = {
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
2. Payment and seat hold. Payment is taken through Stripe Checkout. When you start checkout, we hold a seat for you for 30 minutes. If payment is not completed in that time, the hold expires and the seat is released; you can start again if seats remain. Your seat is confirmed only when Stripe confirms your payment.
3. Confirmation and reminders. After payment, we email you a confirmation with a calendar invitation (.ics) showing the start time in your own time zone, followed by reminders 24 hours and 1 hour before the session.
4. Join link. The join link is sent only to paid attendees. It is personal to you: do not share, forward or publish it.
5. Waitlist. When a session is full, you can join its waitlist free of charge. If a seat becomes available, we email an offer to people on the waitlist. The seat is yours only once you complete payment.
6. Changes by us. We may change a presenter, the agenda or technical arrangements where necessary. If we move a session to a different date or time, you can keep your seat for the new time or ask for a full refund.
7. Cancellation by us. If we cancel a session, every paid attendee receives a full refund to the original payment method. The same applies if a session cannot go ahead because of a technical failure on our side.
8. Cancellation by you. You can request a full refund of your seat up to 48 hours before the scheduled start of the session by contacting us through the Support page. Requests received less than 48 hours before the start, and seats not used, are not refundable except where the law requires otherwise. Refunds go to the original payment method through Stripe; most banks show them within 5 to 10 business days.
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

const privacy: LegalDefault = {
  slug: 'privacy',
  title: 'Privacy Policy',
  summary:
    'What data Meridian Trading Academy collects for webinars, payments, affiliates, advertising, email and forms, why, who processes it and for how long.',
  body: `This Privacy Policy explains what personal data Meridian Trading Academy ("we", "us") collects when you use our website and services, why we use it, who we share it with, how long we keep it and the choices you have. If you are in the European Economic Area or the United Kingdom, our GDPR page explains our lawful bases and your rights in more detail.

## 1. Who is responsible

Meridian Trading Academy is the controller of the personal data described in this policy. When we run email or SMS campaigns for a client using contact lists the client supplies, we process those lists on the client's instructions, and the client's own privacy notice applies to those recipients. You can reach us using the contact details on our [Support page](/support).

## 2. What we collect, feature by feature

### 2.1 Accounts and sign-in

Your name, email address, account role (admin, affiliate, sales, email marketing or advertiser), settings and sign-in times. Passwords are held only by our identity provider, as a salted SRP verifier and an argon2id hash. We never receive or store your password in readable form, and nobody at Meridian Trading Academy can retrieve it; a forgotten password can only be reset.

### 2.2 Webinar seats and waitlists

Your name, email address and time zone, the session you chose, your seat, payment and refund status, and your place on any waitlist. We use your time zone so that your calendar invitation (.ics) and reminders show the correct local time. We send a confirmation, reminders 24 hours and 1 hour before the session, the join link (to paid attendees only) and waitlist offers.

### 2.3 Payments

Payments are handled by Stripe Checkout. You enter your card details on Stripe's page, and they are never received or stored by us. Stripe sends us the information we need to keep records, such as the payment status, amount, date, billing name and email, and references for refunds and disputes.

### 2.4 Affiliate program

For affiliates: contact details, referral code, referred visits and purchases, commission balances and payout history. Payouts use Stripe Connect Express accounts; Stripe collects your identity, tax and bank details directly and tells us only the status of your account and your payouts.

For visitors: if you arrive through a referral link (a link containing ?ref=CODE), we record the referral code and the time of your visit so that a purchase within 30 days can be credited to that affiliate. Affiliates see their referred purchases and commissions, never your payment details.

### 2.5 Digital Billboard advertisers

Business and contact details, subscription and billing status from Stripe, the creatives you upload, and our review decisions and notes.

### 2.6 Newsletter

Your email address, the date you signed up and the date you confirmed. We use double opt-in: you are added to the list only after you click the confirmation link we email to you.

### 2.7 Email campaigns and SMS

For recipients: email address, name where known, phone number for SMS, consent and unsubscribe status, and engagement data. Our campaign emails contain open tracking (a small image loaded when the email is displayed) and click tracking (links pass through our server, which records the click before sending you on). Some email programs block or preload images, so open data is approximate. Every campaign email has a one-click unsubscribe link; when you use it, your address goes on a suppression list so that we do not email you again.

For staff who send campaigns: the sending mailbox address and the app password for that mailbox. App passwords are encrypted with AES-256-GCM before they are stored, are used only to send campaigns, and are never shown again after saving; to change one, a new password must be entered.

### 2.8 Consultation, support and careers forms

Whatever you enter, usually your name, email address, phone number if you give it, the subject and your message, plus any files you attach. Job applications also include the role, your CV and any cover letter. Please do not send sensitive information, such as health details, unless it is genuinely needed.

### 2.9 Browsing and security logs

When you visit the website, our servers record technical data such as your IP address, browser type, the pages requested and the time, to keep the service running and secure.

### 2.10 Visit counting

To know how many people visit our pages and which pages and sources lead to bookings, each page you open sends us a short visit record: the page address (without anything after a question mark), the website that linked to you (its name only, and only if it is another site), any campaign tags in the link (such as utm_campaign) and, if you came through an affiliate's referral link, that affiliate. We do not set a cookie for this and do not store your IP address. To count unique visitors we keep a one-way code made from your IP address, your browser and a secret that changes every day, so the code cannot be turned back into your address and the same visitor gets a different code the next day. If your browser sends Do Not Track or Global Privacy Control, we do not record your visit at all. Visits from known bots and from signed-in staff are not recorded either. Visit records are deleted after 90 days (our administrators may set a period between 7 days and 2 years); only daily totals, which identify no one, are kept after that.

## 3. How we use personal data

We use personal data to:

1. create and secure accounts and give each user the right panel;
2. sell webinar seats, hold seats during checkout, send confirmations, reminders and join links, manage waitlists and handle refunds;
3. attribute referrals, calculate commissions and make payouts;
4. run advertising plans and review creatives;
5. send the newsletter and marketing messages you have agreed to receive, and measure how campaigns perform;
6. answer consultation and support requests and assess job applications;
7. prevent fraud, abuse and security incidents; and
8. meet legal obligations, including tax and accounting rules.

We do not sell personal data, and we do not make decisions about you by automated means that have legal or similarly significant effects.

## 4. Who processes data for us

1. Stripe, for payments, subscriptions, refunds and Connect payouts. For some purposes, such as verifying affiliates' identity, Stripe acts as an independent controller under its own privacy policy.
2. Email delivery. Our emails are sent through the mailbox provider that hosts the sending address, which handles the recipient address and message content in order to deliver it.
3. SMS delivery, through the messaging provider used for a campaign, which receives the phone number and message text.
4. Cloud infrastructure. Our application and PostgreSQL database run on cloud servers, and uploaded files, such as creatives, CVs and attachments, are kept in S3-compatible cloud storage.
5. The video platform used to run a webinar, when you join a session, under that platform's own terms.

We may also disclose data to professional advisers, to authorities where the law requires it, or to a buyer if our business is transferred, in which case this policy continues to apply.

## 5. International transfers

Our providers may process data outside your country. Where the law requires it, we rely on adequacy decisions or standard contractual clauses to protect it. Our GDPR page has more detail.

## 6. How long we keep data

1. Accounts: while the account is active, and deleted or anonymised within 90 days after it is closed, apart from records we must keep.
2. Payment, refund, commission and payout records, including webinar purchases: as long as tax and accounting law requires, typically up to seven years.
3. Waitlist entries: 90 days after the session.
4. Newsletter: until you unsubscribe. Sign-ups that are never confirmed are deleted after 30 days.
5. Campaign open and click data: 24 months.
6. Suppression list: for as long as we send campaigns, so we never contact you again by mistake.
7. Advertising creatives: for the life of the plan and up to 12 months after it ends.
8. Consultation and support messages: 24 months after our last contact.
9. Job applications: 12 months after the hiring decision, unless you ask us to delete them sooner.
10. Server and security logs: up to 90 days, longer only if needed to investigate an incident.
11. Visit records: 90 days unless our administrators set another period between 7 days and 2 years; daily totals that identify no one are kept.
12. Saved app passwords: until the staff member replaces or removes them, or their account is closed.

## 7. Cookies

We use one kind of cookie: an essential session cookie that keeps you signed in. It is set when you sign in and ends when you sign out or the session expires. Because it is strictly necessary, it does not require consent. If you arrive through an affiliate's referral link, we also set a first-party referral cookie that names the affiliate, so a purchase within the attribution window is credited to them (see section 2); counting visits never sets a cookie. We do not use advertising cookies or cross-site tracking. Stripe sets its own cookies on its checkout pages to prevent fraud. Email open tracking uses an image, not a cookie.

## 8. Security

Connections to our website are encrypted, passwords are held only by our identity provider, saved app passwords are encrypted with AES-256-GCM, and role-based access means staff see only the panels they need. No system is perfectly secure, so please tell us at once if you suspect a problem.

## 9. Your choices and rights

You can unsubscribe from any campaign or the newsletter at any time, update your account details, and ask us for a copy of your data, a correction or deletion through the Support page. Depending on where you live, you may have further rights under local law, and we will honour them. Details for the EEA and UK are on our GDPR page.

## 10. Children

Our services are for adults aged 18 and over. We do not knowingly collect data from children, and we will delete it if we learn that we have.

## 11. Changes

We may update this policy. The current version is always on this page, and we will notify account holders by email of material changes before they take effect.
`,
};

const gdpr: LegalDefault = {
  slug: 'gdpr',
  title: 'GDPR',
  summary:
    'How Meridian Trading Academy applies the GDPR and UK GDPR: lawful bases, your rights and how to use them, transfers, retention and complaints.',
  body: `This page explains how Meridian Trading Academy handles personal data under the EU General Data Protection Regulation and the UK GDPR. It adds to our Privacy Policy, which lists the data we collect for each feature of the website and who processes it for us.

## 1. Controller and contact

Meridian Trading Academy is the controller of the personal data described in our Privacy Policy. When we run email or SMS campaigns for a client using contact lists the client supplies, the client is the controller and we act as its processor, so requests about those lists are best sent to the client; if you send them to us, we will pass them on and help the client respond. For any data protection question or request, use the contact details on our [Support page](/support).

## 2. Lawful bases

We process personal data only where the GDPR gives us a lawful basis.

1. Contract. We need your data to provide what you ask for: creating and securing your account, selling and holding webinar seats, sending confirmations, calendar invitations, reminders and join links, managing waitlists, handling refunds, running advertising plans, operating the affiliate program and paying commissions, and delivering email or SMS marketing services we have agreed to provide.
2. Legal obligation. We keep payment, refund, commission and payout records to meet tax and accounting rules, and we may disclose data where the law requires it.
3. Legitimate interests. We rely on our legitimate interests, balanced against your rights, to keep the website secure and prevent fraud, to keep server logs, to attribute referrals to affiliates for 30 days, to review advertising creatives, to answer consultation and support requests, to assess job applications, and to keep a suppression list so that people who unsubscribe are never emailed again.
4. Consent. We ask for your consent to send the newsletter (confirmed through double opt-in) and marketing emails or SMS, and to use open and click tracking in those messages where the law requires consent. You can withdraw consent at any time, as described below.

We do not ask you for special category data, such as health information, and we do not use automated decision-making or profiling that has legal or similarly significant effects on you.

## 3. Your rights

1. Access. You can ask whether we hold data about you and receive a copy of it, with information about how we use it.
2. Rectification. You can ask us to correct inaccurate data or complete incomplete data. Many details can also be updated directly in your account.
3. Erasure. You can ask us to delete your data. We will do so unless we must keep it, for example payment records required by tax law, or need it to establish or defend a legal claim. If you ask us to erase your email address, we keep a minimal record of it on our suppression list so that we do not contact you again.
4. Restriction. You can ask us to pause the use of your data, for example while we check its accuracy or consider an objection.
5. Portability. For data you gave us that we process by contract or consent, you can ask for a copy in a structured, commonly used, machine-readable format, or ask us to send it to another organisation where this is technically feasible.
6. Objection. You can object to processing based on our legitimate interests. We will stop unless we have compelling legitimate grounds that override your interests, or need the data for legal claims. You can object to direct marketing at any time, and we will always stop.
7. Withdrawal of consent. Where we rely on consent, you can withdraw it at any time. Use the one-click unsubscribe link in any campaign email, the unsubscribe link in the newsletter, reply STOP to an SMS where offered, or contact us. Withdrawal does not affect processing that took place before it.

## 4. How to exercise your rights

1. Send your request through the contact details on our Support page. Tell us which right you wish to exercise and, if you can, which features you have used (for example an account, a webinar purchase, the newsletter or a job application), so we can find all relevant data.
2. To protect your data, we may ask you to confirm your identity, usually by replying from the email address we hold or by signing in to your account. We will only ask for information we need for this purpose.
3. We respond within one month of receiving your request. If a request is complex, or you have sent several, we may extend this by up to two further months; if so, we will tell you within the first month and explain why.
4. Exercising your rights is free. If a request is manifestly unfounded or excessive, we may charge a reasonable fee or decline it, and we will explain our reasons.
5. If we restrict, correct or delete data that we have shared with a processor, we will ask the processor to do the same.

## 5. International transfers

Our service providers, including Stripe, the mailbox providers that deliver our email, and the cloud providers that host our servers, PostgreSQL database and S3-compatible file storage, may process data outside the EEA or the UK. When they do, we rely on one of the safeguards the GDPR provides: an adequacy decision, such as the EU-US Data Privacy Framework for certified providers; the European Commission's standard contractual clauses; or, for data from the UK, the UK International Data Transfer Addendum. You can ask us for more information about the safeguard that applies to a particular transfer.

## 6. Retention

We keep personal data only as long as we need it for the purpose for which it was collected. The retention periods for each type of data, including accounts, payment records, newsletter subscriptions, campaign tracking data, advertising creatives, support messages, job applications and server logs, are set out in section 6 of our Privacy Policy. When a period ends, we delete the data or anonymise it so that it no longer identifies you.

## 7. Security and breaches

Passwords are held only by our identity provider as a salted SRP verifier and an argon2id hash, mailbox app passwords saved by staff are encrypted with AES-256-GCM and never displayed again, connections are encrypted and access is limited by role. If a personal data breach is likely to result in a risk to your rights, we will notify the competent supervisory authority within 72 hours of becoming aware of it, and we will tell you without undue delay if the risk to you is high.

## 8. Complaints

We would like the chance to resolve any concern first, so please contact us. You also have the right to lodge a complaint with a supervisory authority, in particular in the EU member state where you live, where you work or where the alleged infringement took place. In the United Kingdom, the supervisory authority is the Information Commissioner's Office. Making a complaint does not affect any other legal remedy you may have.

## 9. Changes

We will update this page when our processing changes. Material changes will be announced on the website and by email to account holders before they take effect.
`,
};

export const legalDefaults: readonly LegalDefault[] = [affiliateAgreement, riskDisclosure, terms, privacy, gdpr];
