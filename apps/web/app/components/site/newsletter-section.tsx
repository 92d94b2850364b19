import { SubscribeForm } from '../newsletter/subscribe-form';
import { PageSection } from './page-section';

/** The newsletter band of the home, RSVP and blog pages; the referral "Newsletter" link lands on `/#newsletter`. */
export function NewsletterSection({ tinted }: { tinted?: boolean }) {
  return (
    <PageSection
      id="newsletter"
      tinted={tinted}
      size="md"
      title="Get the newsletter"
      intro="Lessons, market notes and new webinar dates, about once a week. No tips, no promises of returns."
    >
      <SubscribeForm />
    </PageSection>
  );
}
