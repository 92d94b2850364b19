/**
 * Default FAQ entries for the Meridian Trading Academy website.
 *
 * Answers are plain text (no Markdown) and must stay consistent with the
 * legal defaults in ./legal.seed.ts (refund window, seat hold, prices). The
 * seat hold is the merge field {{seatHold}}: the page shows the server's
 * setting (RSVP_HOLD_MINUTES) in its place; the refund answer is {{refundPolicy}}
 * (Site settings → Refund policy).
 */

export interface FaqDefault {
  category: string;
  question: string;
  answer: string;
}

export const faqDefaults: readonly FaqDefault[] = [
  // Webinars
  {
    category: 'Webinars',
    question: 'How do I reserve a seat at a live webinar?',
    answer:
      'Choose a session on our webinars page and pay for your seat through Stripe Checkout; each seat costs $500. We hold the seat for you for {{seatHold}} while you complete payment. If the payment is not finished in that time, the seat is released and you can start again if seats are still available.',
  },
  {
    category: 'Webinars',
    question: 'What happens after I pay?',
    answer:
      'You receive a confirmation email with a calendar invitation (.ics) that shows the start time in your own time zone. We also send reminders 24 hours and 1 hour before the session starts.',
  },
  {
    category: 'Webinars',
    question: 'How do I join the session?',
    answer:
      'The join link is emailed only to paid attendees, so look for it in your confirmation and reminder emails. The link is personal to you, so please do not share or forward it. If you cannot find it, check your spam folder or contact us through the Support page.',
  },
  {
    category: 'Webinars',
    question: 'What if the session I want is full?',
    answer:
      'You can join the waitlist for free. If a seat becomes available, we email an offer to people on the waitlist, and the seat is yours once you complete payment.',
  },

  // Payments & refunds
  {
    category: 'Payments & refunds',
    question: 'How are payments processed?',
    answer:
      'All payments are handled by Stripe. You enter your card details on the secure Stripe Checkout page, and Meridian Trading Academy never receives or stores your full card number.',
  },
  {
    category: 'Payments & refunds',
    question: 'Can I get a refund for my webinar seat?',
    answer: '{{refundPolicy}}',
  },
  {
    category: 'Payments & refunds',
    question: 'What happens if a session is cancelled?',
    answer:
      'If we cancel a session, every paid attendee receives a full refund to the original payment method. Refunds are issued through Stripe, and most banks show them within 5 to 10 business days.',
  },

  // Account
  {
    category: 'Account',
    question: 'Why do I see a different panel from my colleagues?',
    answer:
      'Accounts are role-based, so affiliates, advertisers and staff in sales, email marketing or administration each see only the panel for their role. If you need access to a different panel, ask an administrator or contact us through the Support page.',
  },
  {
    category: 'Account',
    question: 'I forgot my password. Can you tell me what it is?',
    answer:
      'No, and nobody at Meridian Trading Academy can. Your password is held only by our identity provider as a salted verifier and hash, so it can be reset but never read. Use the password reset option on the sign-in page, and remember that our staff will never ask you for your password.',
  },
  {
    category: 'Account',
    question: 'How can I get a copy of my data or have it deleted?',
    answer:
      'Send your request using the contact details on our Support page. We may ask you to confirm your identity, and we respond within one month. Some records, such as payment records, must be kept for as long as tax law requires.',
  },

  // Affiliates
  {
    category: 'Affiliates',
    question: 'How does the affiliate program work?',
    answer:
      'Once your application is accepted, you receive a referral link that carries your code (?ref=CODE). When someone arrives through your link, qualifying purchases they make within 30 days are credited to you. You earn commission on paid, non-refunded webinar seats and other eligible purchases at the rate shown in your affiliate dashboard.',
  },
  {
    category: 'Affiliates',
    question: 'How and when are commissions paid?',
    answer:
      'Payouts are made through Stripe Connect Express. Complete the Stripe onboarding from your affiliate dashboard, and Stripe will verify your details and send payouts to your bank account on the schedule shown in your dashboard. Commission stays pending until the purchase can no longer be refunded, which for a webinar seat means after the session has taken place.',
  },
  {
    category: 'Affiliates',
    question: 'What happens to my commission if a customer is refunded?',
    answer:
      'Commission is earned only on paid purchases that are not refunded, so it is reversed if the purchase is refunded or charged back. If the commission has already been paid out, the amount is deducted from your future commission.',
  },

  // Advertising
  {
    category: 'Advertising',
    question: 'How much does Digital Billboard advertising cost?',
    answer:
      'Plans cost $150 per month or $600 per year. Both are billed in advance as a Stripe subscription and renew automatically until you cancel.',
  },
  {
    category: 'Advertising',
    question: 'Why does my creative need approval?',
    answer:
      'Our staff review every creative before it is displayed to make sure it is accurate, lawful and suitable for a trading-education audience; for example, ads that promise profits or guaranteed income are not accepted. If a creative is rejected, we tell you why and you can upload a revised version.',
  },
  {
    category: 'Advertising',
    question: 'How do I cancel my advertising plan?',
    answer:
      'You can cancel at any time from your advertiser panel or by contacting us. Cancellation takes effect at the end of your current billing period, and your approved ads keep running until then.',
  },

  // Email marketing
  {
    category: 'Email marketing',
    question: 'Do you offer email and SMS marketing services?',
    answer:
      'Yes. We plan and send email and SMS campaigns for clients, with the scope and fees agreed in writing before any work starts. Book a consultation through our consultation form to discuss what you need.',
  },
  {
    category: 'Email marketing',
    question: 'How do I unsubscribe, and are your emails tracked?',
    answer:
      'Every campaign email contains a one-click unsubscribe link, and once you use it we will not email you again. Our campaigns include open and click tracking so we can measure how they perform. Newsletter sign-ups use double opt-in, so you are only added after you click the confirmation link we send you.',
  },
];
