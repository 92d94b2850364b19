import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { joinWaitlistSchema } from '@meridian/contracts/rsvp-waitlist';
import { refundPolicyLine } from '@meridian/contracts/settings-refund-policy';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { browserTimeZone } from '../../lib/datetime';
import { useSiteConfig } from '../../lib/use-site-config';
import { RSVP_FORM_PATH, sendVisit } from '../../lib/visit-beacon';
import { CalendarErrorNotice, OfferNotice, SessionFullNotice } from './rsvp-notices';
import { RsvpFields } from './rsvp-fields';
import { RegistrationQuestions, useQuestionAnswers } from './registration-questions';
import type { RsvpModalRequest } from './rsvp-modal-context';
import { RsvpNoSessions } from './rsvp-no-sessions';
import { PromoCodeField } from './promo-code-field';
import { RsvpPrice } from './rsvp-price';
import { useCalendar } from './use-calendar';
import { waitlistInput } from './rsvp-form-values';
import { useRsvpForm } from './use-rsvp-form';
import { useBookingCheck } from './use-booking-check';
import { usePromoCode } from './use-promo-code';
import { useRsvpSubmit } from './use-rsvp-submit';
import { sessionChoice } from './use-session-choice';
import { WaitlistJoined } from './waitlist-joined';

export interface RsvpModalProps {
  opened: boolean;
  request: RsvpModalRequest;
  onClose: () => void;
}

interface Joined {
  position: number;
  email: string;
  label: string;
}

/** The RSVP modal (docs/product.md, Webinar seats): details, a session, the terms, then checkout or the waitlist. */
export function RsvpModal({ opened, request, onClose }: RsvpModalProps) {
  const { prices, refundPolicy } = useSiteConfig();
  const calendar = useCalendar(opened);
  const form = useRsvpForm();
  const questionAnswers = useQuestionAnswers();
  const offer = request.offer ?? null;
  const check = useBookingCheck(opened);
  const submit = useRsvpSubmit(offer?.token ?? null, check.take);
  const promo = usePromoCode();
  const [joined, setJoined] = useState<Joined | null>(null);
  const [timeZone] = useState(browserTimeZone);
  const { setValues } = form;

  useEffect(() => {
    setJoined(null);
    if (request.offer) {
      const { firstName, lastName, email, phone, sessionId } = request.offer;
      setValues({ firstName, lastName, email, phone: phone ?? '', date: String(sessionId) });
    } else if (request.sessionId) {
      setValues({ date: String(request.sessionId) });
    }
  }, [request, setValues]);

  // The form opened over any page counts as reaching the RSVP form, as a visit to /rsvp does (the
  // funnel's second step, docs/product.md, KPI and visit counting).
  useEffect(() => {
    if (opened && window.location.pathname !== RSVP_FORM_PATH) sendVisit(RSVP_FORM_PATH, window.location.search);
  }, [opened, request]);

  const sessions = calendar.sessions ?? [];
  const choice = sessionChoice(sessions, form.values.date, prices, timeZone, offer?.sessionId ?? null);
  const questions = choice.chosen?.questions ?? [];

  const joinWaitlist = async () => {
    const data = form.checkAgainst(joinWaitlistSchema, { toInput: waitlistInput });
    if (!data) return;
    const result = await submit.joinWaitlist(data);
    if (result.ok) setJoined({ position: result.position, email: data.email, label: choice.summary });
    else form.showErrors(result.errors);
  };

  const reserve = async () => {
    const data = form.check();
    const answered = questionAnswers.check(questions);
    if ('firstError' in answered) {
      // Only a question is missing: bring it into view (the form focuses its own fields first).
      if (data) document.getElementById(answered.firstError)?.scrollIntoView({ block: 'center' });
      return;
    }
    if (!data) return;
    const result = await submit.reserve(data, answered.answers, promo.code());
    if (result.ok) return;
    // A refused code says why under the code; every value typed stays as it was.
    const { promoCode: codeRefused, ...errors } = result.errors;
    if (codeRefused) promo.refuse(codeRefused);
    form.showErrors(errors);
    if (result.sessionFull && choice.chosen) {
      calendar.markFull(choice.chosen.id);
      void calendar.reload();
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submit.busy) return;
    await (choice.full ? joinWaitlist() : reserve());
  };

  const noSessions = calendar.sessions !== null && sessions.length === 0 && !offer;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="RSVP"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      transitionProps={{ duration: 250 }}
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {joined ? (
        <WaitlistJoined email={joined.email} sessionLabel={joined.label} position={joined.position} onClose={onClose} />
      ) : noSessions ? (
        <RsvpNoSessions onClose={onClose} />
      ) : (
        <form ref={form.formRef} noValidate onSubmit={(event) => void onSubmit(event)}>
          <Stack gap="md">
            <RsvpPrice
              cents={choice.priceCents}
              currency={choice.currency}
              quote={promo.quoteFor(form.values.date)}
              addedTax={prices.addedTax}
            />
            <Text size="sm" mt={-8}>
              {refundPolicyLine(refundPolicy)}
            </Text>
            <Text c="dimmed" size="sm">
              Reserve your seat at a live webinar. Times are shown in your time zone ({timeZone}).
            </Text>
            {offer ? <OfferNotice offer={offer} timeZone={timeZone} /> : null}
            <RsvpFields
              form={form}
              dateOptions={choice.options}
              datesLoading={calendar.loading}
              dateDescription={choice.description}
              disabled={submit.busy}
            />
            <RegistrationQuestions questions={questions} state={questionAnswers} disabled={submit.busy} />
            {calendar.error ? (
              <CalendarErrorNotice message={calendar.error} onRetry={() => void calendar.reload()} />
            ) : null}
            {choice.full ? <SessionFullNotice /> : null}
            {choice.full ? null : (
              <PromoCodeField
                promo={promo}
                disabled={submit.busy}
                onApply={() => void promo.apply(form.values.date, form.values.email)}
              />
            )}
            <Button type="submit" size="md" fullWidth loading={submit.busy}>
              {choice.full ? 'Join Waitlist' : 'Continue to Payment'}
            </Button>
            {choice.full ? null : (
              <Group gap={6} justify="center" wrap="nowrap" align="flex-start" c="dimmed">
                <IconLock size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Text size="xs" c="dimmed">
                  Secure checkout. Your seat is held while you pay, and released if you do not.
                </Text>
              </Group>
            )}
          </Stack>
          {/* The booking check's widget: it works unseen and takes no room. */}
          {check.element}
        </form>
      )}
    </Modal>
  );
}
