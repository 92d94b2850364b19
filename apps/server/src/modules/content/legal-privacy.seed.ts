import type { LegalDefault } from './legal.seed';

/** The default text of the Privacy Policy (legal.seed.ts lists every legal document). */
export const privacy: LegalDefault = {
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

Each paid seat has a personal join link. When you open it while the session's doors are open, we record the time you first and last joined, how many times you opened the link and the kind of device you used (computer, phone, tablet or other), so that we know who attended. To notice a link that has been passed on to other people, each opening also keeps a one-way code made from your network address (for IPv6, its /64 network) and your browser for one day; the address itself is not stored. If you watch a session's replay from your personal link, we record when you first played it and how many times you played it. We use these records to see how sessions are attended and to follow up, for example by sending the replay to someone who could not join.

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
2. sell webinar seats, hold seats during checkout, send confirmations, reminders and join links, record who attended and who watched a replay, manage waitlists and handle refunds;
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
13. Join records (join times, number of joins, device class) and replay view counts: kept with the seat's booking and deleted with it (see item 2). The one-way codes used to detect a shared join link: one day.

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
