import type { LegalDefault } from './legal.seed';

/** The default text of the GDPR page (legal.seed.ts lists every legal document). */
export const gdpr: LegalDefault = {
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
